/**
 * An attachment's Content-Disposition (RFC 6266): `filename` in plain ASCII for old clients (other
 * characters become '_', quotes and backslashes too), and `filename*` in UTF-8 percent-encoding
 * (RFC 5987/8187) whenever the name is not plain ASCII, which every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
