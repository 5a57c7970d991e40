/**
 * WCAG 2.2 contrast of two opaque sRGB colours given as '#rrggbb' or '#rgb'.
 *
 * Relative luminance, WCAG 2.2 §'relative luminance' (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance):
 * L = 0.2126 R + 0.7152 G + 0.0722 B, where each of R, G, B is the 8-bit channel c/255 linearised:
 * c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4.
 * Contrast ratio, §'contrast ratio' (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio):
 * (L1 + 0.05) / (L2 + 0.05), L1 the lighter. SC 1.4.3 (AA) asks 4.5:1 for normal text.
 */
export const AA_NORMAL_TEXT = 4.5;

function channel(value8bit: number): number {
  const c = value8bit / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const full = /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(full);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
