import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, relativeLuminance } from './contrast';
import { BACKGROUNDS, colors, TEXT_COLOURS, TEXT_PALETTES } from './theme';

describe('WCAG 2.2 contrast ratio (relative-luminance formula)', () => {
  // Fixed points of the formula: black 0, white 1, so black on white is (1 + 0.05) / (0 + 0.05) = 21.
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 12);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#5c636a', '#5c636a')).toBe(1);
  });

  // WebAIM's contrast checker and axe both give 4.54:1 for #767676 on white, the classic lightest AA grey,
  // and 3.32:1 for Mantine's old dimmed grey #868e96 (the figure axe reported on our pages).
  it('agrees with published figures', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe("the theme's text colours meet WCAG AA (4.5:1) on every background (issue 9 item 29)", () => {
  for (const [textName, text] of Object.entries(TEXT_COLOURS)) {
    for (const [backgroundName, background] of Object.entries(BACKGROUNDS)) {
      it(`${textName} ${text} on ${backgroundName} ${background}`, () => {
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      });
    }
  }

  for (const name of TEXT_PALETTES) {
    const palette = colors[name];
    it(`${name}: light badges and alerts (shade 9 on shades 0 and 1) and text (shade 8 on white, page, shade 0, shade 1)`, () => {
      expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrastRatio(palette[9], palette[0])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      for (const background of [BACKGROUNDS.white, BACKGROUNDS.page, palette[0], palette[1]]) {
        expect(contrastRatio(palette[8], background), `${palette[8]} on ${background}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    });

    it(`${name}: white text on the filled shade (8) of badges and buttons`, () => {
      expect(contrastRatio('#ffffff', palette[8])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });
  }
});
