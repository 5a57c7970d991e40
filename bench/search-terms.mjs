// Account search terms taken from the accounts a user may see (adviser-api.mjs, account-reads.mjs):
// prefixes of real account numbers, fragments of real names and misspelt names, spread by a fixed
// stride so two runs ask the same questions.

/** A fixed spread instead of a random draw: item i comes from (i × a large prime) mod n. */
export const spread = (i, n) => (i * 7_919 + 13) % n;

export const TERMS = 2_000;

/** Words of an account name that name the person or family, not the product or the holding. */
const NOT_A_NAME = new Set(['&', 'partner', 'kiwisaver', 'investment', 'funds', 'wealth', 'portfolio', 'family', 'trust', 'bench', '20-fund']);
function nameWords(name) {
  const words = name.split(/\s+/).filter((w) => w.length >= 3);
  const names = words.filter((w) => !NOT_A_NAME.has(w.toLowerCase()));
  return names.length > 0 ? names : words;
}

/** Prefixes of real account numbers ({ n }), 4 to 7 digits (7: the whole number). */
export function numberPrefixes(accounts) {
  return Array.from({ length: TERMS }, (_, i) => accounts[spread(i, accounts.length)].n.slice(0, 4 + (i % 4)));
}

/** Pieces of 3 to 6 letters cut from a word of a real account name ({ name }), at varied places ('Mitc', 'tchel'). */
export function nameFragments(accounts) {
  return Array.from({ length: TERMS }, (_, i) => {
    const words = nameWords(accounts[spread(i, accounts.length)].name);
    const word = words[i % words.length];
    const length = Math.min(word.length, 3 + (i % 4));
    const start = (i * 7) % (word.length - length + 1);
    return word.slice(start, start + length);
  });
}

/** A real name (first and last, or a trust's family name) with one letter of one word changed, never the first. */
export function misspeltNames(accounts) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: TERMS }, (_, i) => {
    const words = nameWords(accounts[spread(i, accounts.length)].name);
    const which = i % words.length;
    const word = words[which];
    const at = 1 + (i % (word.length - 1));
    let letter = letters[(i * 5) % 26];
    if (letter === word[at].toLowerCase()) letter = letters[(i * 5 + 1) % 26];
    const wrong = word.slice(0, at) + letter + word.slice(at + 1);
    return words.map((w, k) => (k === which ? wrong : w)).join(' ');
  });
}

/** GET /api/v1/account-search paths, first page, for each term. */
export const searchPaths = (searchBy, terms) => terms.map((term) => `/api/v1/account-search?searchBy=${searchBy}&searchTerm=${encodeURIComponent(term)}&pageNo=1`);

/** The client book's first page by value, as the adviser's home shows it. */
export const BOOK_FIRST_PAGE = '/api/v1/client-book?sort=value&direction=desc&pageNo=1';
