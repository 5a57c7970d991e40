/**
 * spec 001 §2 'Fund details page': the Next Fund button is shown when the account holds more than
 * one fund, and it cycles through them, wrapping from the last to the first. A fund not in the
 * list (opened by its address) goes to the first.
 */
export function hasNextFund(fundIds: readonly string[]): boolean {
  return new Set(fundIds).size > 1;
}

export function nextFundId(fundIds: readonly string[], currentId: string): string | null {
  if (!hasNextFund(fundIds)) return null;
  const position = fundIds.indexOf(currentId);
  return fundIds[(position + 1) % fundIds.length]!;
}
