/** spec 002 §4 'Transactions': 'Currencies sort NZD before AUD.' Any other currency follows, alphabetically. */
const ORDER = ['NZD', 'AUD'];

export function compareCurrencies(a: string, b: string): number {
  const rank = (code: string) => {
    const index = ORDER.indexOf(code);
    return index === -1 ? ORDER.length : index;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
