import { useMutation } from '@tanstack/react-query';
import type { TwoFactorPromptPreference } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/v1/preferences/two-factor-prompt: 'Not Now' stores Ignore2FAPrompt (spec 000 §3, §4 'Sign-in' 4). */
export function ignoreTwoFactorPrompt(): Promise<TwoFactorPromptPreference> {
  return apiRequest<TwoFactorPromptPreference>('/api/v1/preferences/two-factor-prompt', {
    method: 'PUT',
    body: { Ignore2FAPrompt: true },
  });
}

export function useIgnoreTwoFactorPrompt() {
  return useMutation({ mutationFn: ignoreTwoFactorPrompt });
}
