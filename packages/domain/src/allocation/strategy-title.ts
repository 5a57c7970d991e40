/**
 * The title of a wealth-management strategy (spec 000 §9, spec 001 §9): its name with the word
 * 'Portfolio' removed, or 'Bespoke' when the account has no strategy (or the name is only 'Portfolio').
 */
export function strategyTitle(strategyName: string | null | undefined): string {
  const title = (strategyName ?? '').replace(/\bPortfolio\b/g, ' ').replace(/\s+/g, ' ').trim();
  return title === '' ? 'Bespoke' : title;
}
