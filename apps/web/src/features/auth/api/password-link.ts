import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordLinkRequest, PasswordLinkResponse } from '@tasman/domain/contracts/credentials';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/password-link/check: is the e-mailed link still good, and whose is it (spec 000 §7 'Check link'). */
export function checkPasswordLink(body: PasswordLinkRequest, signal?: AbortSignal): Promise<PasswordLinkResponse> {
  return apiRequest<PasswordLinkResponse>('/api/v1/auth/password-link/check', {
    method: 'POST',
    body,
    signal,
    skipUnauthorizedHandler: true,
  });
}

export function passwordLinkQueryOptions(link: PasswordLinkRequest) {
  return queryOptions({
    // The secret stays in memory only, and is forgotten as soon as the view is left (gcTime 0).
    queryKey: ['auth', 'password-link', link.op, link.clientId, link.secret],
    queryFn: ({ signal }) => checkPasswordLink(link, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function usePasswordLink(link: PasswordLinkRequest) {
  return useQuery(passwordLinkQueryOptions(link));
}
