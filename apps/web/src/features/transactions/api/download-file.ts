import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@tasman/domain/errors';
import { ApiError } from '@/lib/api-client';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * One export of the screen (a transactions PDF or CSV, a wealth report's PDF or CSV), fetched with
 * the session cookie like every API call. The name is the server's Content-Disposition
 * ('Transaction Summary.pdf', spec 002 §9); a refusal comes back as the API's { Id, Message } and is
 * thrown as an ApiError. Fetched rather than linked, so a failure can show the spec's alert (§8).
 */
export async function downloadFile(href: string, fallbackName: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await fetch(href, { credentials: 'same-origin', signal }).catch((cause: unknown) => {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NetworkError', MESSAGES.somethingWentWrong);
  });
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok || contentType.startsWith('application/json')) {
    const body = (await response.json().catch(() => null)) as { Id?: unknown; Message?: unknown } | null;
    throw typeof body?.Id === 'string' && typeof body.Message === 'string'
      ? new ApiError(response.status, body.Id, body.Message)
      : new ApiError(response.status, 'Unknown', MESSAGES.somethingWentWrong);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/** The file name of a Content-Disposition header: RFC 6266's filename* (UTF-8) first, then filename. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"([^"]+)"/i.exec(disposition);
  if (quoted?.[1]) return quoted[1];
  const bare = /filename\s*=\s*([^;]+)/i.exec(disposition);
  return bare?.[1]?.trim() || null;
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ExportFormat = 'pdf' | 'csv';

/** One download at a time per screen: which format runs, and the last failure's format. */
export function useFileDownload() {
  return useMutation({
    mutationFn: ({ href, fallbackName }: { href: string; fallbackName: string; format: ExportFormat }) =>
      downloadFile(href, fallbackName),
    onSuccess: saveFile,
    onError: (error) => console.warn('Transaction export download failed', error),
  });
}
