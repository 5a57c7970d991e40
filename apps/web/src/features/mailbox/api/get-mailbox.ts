import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxResponse } from '@tasman/domain/contracts/credentials';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The mailbox is polled so a new e-mail appears without a reload (issue 4 'demo mailbox'). */
export const MAILBOX_POLL_MS = 5_000;

/** GET /api/v1/demo/mailbox: what the portal queued to send; 404 when the demo mailbox is off. */
export function getMailbox(signal?: AbortSignal): Promise<MailboxResponse> {
  return apiRequest<MailboxResponse>('/api/v1/demo/mailbox', { signal, skipUnauthorizedHandler: true });
}

export const isMailboxOff = (error: unknown) => error instanceof ApiError && error.status === 404;

export function mailboxQueryOptions() {
  return queryOptions({
    queryKey: ['demo-mailbox'],
    queryFn: ({ signal }) => getMailbox(signal),
    staleTime: 0,
    // A mailbox that is off stays off; anything else is tried again at the next poll.
    refetchInterval: (query) => (isMailboxOff(query.state.error) ? false : MAILBOX_POLL_MS),
  });
}

export function useMailbox(enabled: boolean) {
  return useQuery({ ...mailboxQueryOptions(), enabled });
}
