import { MESSAGES } from '@tasman/domain/errors';
import { DEFAULT_DOWNLOAD_NAME, fileNameOfDisposition } from '@tasman/domain/reports/file-name-of-disposition';
import { ApiError } from '@/lib/api-client';

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (spec 002 §7 'Report by id'), else the fallback. */
  filename: string;
}

const CSRF_COOKIE = 'tasman_csrf';
const CSRF_HEADER = 'x-csrf-token';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * A file from the API (a report's PDF, or a zip of several), sent with the session's credentials and,
 * for a POST, the CSRF header as every API call does. A refusal comes back as { Id, Message } and is
 * thrown as an ApiError.
 */
export async function downloadFile(
  path: string,
  options: { body?: unknown; expect: string; fallbackName?: string },
): Promise<DownloadedFile> {
  const post = options.body !== undefined;
  const response = await fetch(path, {
    method: post ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers: {
      Accept: `${options.expect}, application/json`,
      ...(post ? { 'Content-Type': 'application/json', [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' } : {}),
    },
    body: post ? JSON.stringify(options.body) : undefined,
  }).catch(() => {
    throw new ApiError(0, 'NetworkError', MESSAGES.somethingWentWrong);
  });
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith(options.expect)) {
    const body = (await response.json().catch(() => null)) as { Id?: unknown; Message?: unknown } | null;
    throw typeof body?.Id === 'string' && typeof body.Message === 'string'
      ? new ApiError(response.status, body.Id, body.Message)
      : new ApiError(response.status, 'Unknown', MESSAGES.somethingWentWrong);
  }
  return {
    blob: await response.blob(),
    filename: fileNameOfDisposition(response.headers.get('Content-Disposition'), options.fallbackName ?? DEFAULT_DOWNLOAD_NAME),
  };
}
