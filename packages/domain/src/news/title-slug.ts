/** The longest slug, in characters: long enough to tell headlines apart, short enough for an address. */
export const TITLE_SLUG_MAX_LENGTH = 80;

/** The slug of a title with no letters or digits at all (e.g. '???'). */
export const EMPTY_TITLE_SLUG = 'item';

/** Letters that Unicode does not decompose into a base letter and a mark (NFKD leaves them whole). */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The business desk article's id (spec 002 §2.3 '/news/business-desk/{id} … id is a title slug'):
 * lower case, accents folded ('Tāmaki Ōtautahi' → 'tamaki-otautahi'), every other run of characters a
 * single hyphen, no hyphen at either end, at most 80 characters (cut at a hyphen when there is one).
 * The same title always gives the same slug, and a slug is its own slug, so a link keeps working.
 * Titles that give the same slug are told apart by `withUniqueSlugs`.
 */
export function titleSlug(title: string): string {
  const folded = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[æœøßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug === '') return EMPTY_TITLE_SLUG;
  if (slug.length <= TITLE_SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, TITLE_SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  // A cut inside a word goes back to the word's start, unless the first word alone is that long.
  const atWord = slug[TITLE_SLUG_MAX_LENGTH] === '-' || lastHyphen <= 0 ? cut : cut.slice(0, lastHyphen);
  return atWord.replace(/-+$/, '');
}
