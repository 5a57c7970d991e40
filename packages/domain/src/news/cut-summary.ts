import { htmlPlainText } from './html-plain-text.js';

/** spec 002 §9: 'The business desk summary is cut to 136 characters.' */
export const BUSINESS_DESK_SUMMARY_LENGTH = 136;

export const SUMMARY_ELLIPSIS = '…';

/**
 * A feed item's summary: the description's plain text, whole when it has at most `length` characters
 * (spec 002 §9: 136); otherwise its first `length` characters cut back to the end of the last whole
 * word (when that keeps more than half of them; a single very long word is cut where it stands), with
 * trailing punctuation and spaces dropped and an ellipsis ('…', one character) added. So the text
 * before the ellipsis is at most `length` characters and is a prefix of the plain text. Characters
 * are Unicode code points: an emoji or a macron vowel counts once and is never split.
 */
export function cutSummary(html: string, length: number = BUSINESS_DESK_SUMMARY_LENGTH): string {
  const text = htmlPlainText(html);
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  const head = characters.slice(0, length).join('');
  // The cut falls between words when the next character is a space; otherwise go back to the last one.
  const lastSpace = characters[length] === ' ' ? head.length : head.lastIndexOf(' ');
  const atWord = lastSpace > head.length / 2 ? head.slice(0, lastSpace) : head;
  const trimmed = atWord.replace(/[\s,;:.\-–—]+$/u, '');
  return `${trimmed === '' ? atWord : trimmed}${SUMMARY_ELLIPSIS}`;
}
