import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@tasman/domain/errors';
import { ApiError } from '@/lib/api-client';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET /api/v1/accounts/{accountNumber}/top-holdings.pdf: the top hundred holdings as a PDF (spec 001
 * §7). Sent with the same credentials as every API call; a refusal comes back as the API's
 * { Id, Message } and is thrown as an ApiError, like the API client does.
 */
export async function downloadTopHoldingsPdf(accountNumber: string): Promise<DownloadedFile> {
  const response = await fetch(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/top-holdings.pdf`, {
    headers: { Accept: 'application/pdf' },
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'NetworkError', MESSAGES.somethingWentWrong);
  });
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('application/pdf')) {
    const body = (await response.json().catch(() => null)) as { Id?: unknown; Message?: unknown } | null;
    throw typeof body?.Id === 'string' && typeof body.Message === 'string'
      ? new ApiError(response.status, body.Id, body.Message)
      : new ApiError(response.status, 'Unknown', MESSAGES.somethingWentWrong);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob: await response.blob(), filename: named?.[1] ?? `top-holdings-${accountNumber}.pdf` };
}

export function useDownloadTopHoldingsPdf(accountNumber: string) {
  return useMutation({ mutationFn: () => downloadTopHoldingsPdf(accountNumber) });
}
