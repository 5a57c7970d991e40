/** The image types staff may upload as a hero image, told by their bytes (never by name or header). */
export type InsightImageType = 'png' | 'jpg' | 'webp';

export const INSIGHT_IMAGE_CONTENT_TYPES: Record<InsightImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The type an upload's magic bytes prove, or null: PNG (89 50 4E 47 0D 0A 1A 0A), JPEG (FF D8 FF),
 * WebP (RIFF .... WEBP). SVG is text that can carry script, so it is never an image here.
 */
export function sniffInsightImage(bytes: Uint8Array): InsightImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}
