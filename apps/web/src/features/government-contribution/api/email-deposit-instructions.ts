import { useMutation } from '@tanstack/react-query';
import type {
  EmailDepositInstructionsBody,
  EmailDepositInstructionsResponse,
} from '@tasman/domain/contracts/government-contribution';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/government-contribution/deposit-instructions (spec 002 §7: account number and a code). */
export function emailDepositInstructions(body: EmailDepositInstructionsBody): Promise<EmailDepositInstructionsResponse> {
  return apiRequest<EmailDepositInstructionsResponse>('/api/v1/government-contribution/deposit-instructions', { method: 'POST', body });
}

export function useEmailDepositInstructions() {
  return useMutation({ mutationFn: emailDepositInstructions });
}
