/** spec 002 §7 'Report by id': a download without a usable name is saved as file.pdf. */
export const DEFAULT_DOWNLOAD_NAME = 'file.pdf';

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 5987, UTF-8) when
 * present and decodable, else `filename` (quoted or bare), else `fallback`. Path parts are dropped.
 */
export function fileNameOfDisposition(header: string | null | undefined, fallback = DEFAULT_DOWNLOAD_NAME): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended && /^utf-8$/i.test(extended[1]!.trim())) {
    try {
      name = decodeURIComponent(extended[2]!.trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1') : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}
