import type { DownloadedFile } from '../api/download-file';

/** Hands a downloaded file to the browser under its name (an object URL on a temporary link). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has the URL it needs.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
