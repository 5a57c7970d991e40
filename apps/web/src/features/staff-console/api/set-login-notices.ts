import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginNoticesSettings, SetLoginNoticesRequest } from '@tasman/domain/contracts/portal';
import { apiRequest } from '@/lib/api-client';
import { LOGIN_NOTICES_KEY } from './get-login-notices';

/** PUT /api/v1/portal/login-notices: sets the fields given; answers the notices as they now stand. */
export function setLoginNotices(body: SetLoginNoticesRequest): Promise<LoginNoticesSettings> {
  return apiRequest<LoginNoticesSettings>('/api/v1/portal/login-notices', { method: 'PUT', body });
}

export function useSetLoginNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLoginNotices,
    onSuccess: (saved) => {
      queryClient.setQueryData(LOGIN_NOTICES_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'audit-events'] });
    },
  });
}
