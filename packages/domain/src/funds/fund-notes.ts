/**
 * spec 001 §9: the global equity fund F00000UIPJ has asterisk notes, a benchmark change from
 * 1 October 2018 and per annum labels. Kept as data, keyed by the provider's fund id, so another
 * fund's notes are a new entry rather than a new `if`.
 */
export interface FundNotes {
  /** The date the fund's market index changed. */
  benchmarkChangeDate: string;
  /** Footnotes shown under the fund's chart and returns, each starting with its asterisk. */
  notes: readonly string[];
}

const FUND_NOTES: Readonly<Record<string, FundNotes>> = {
  F00000UIPJ: {
    benchmarkChangeDate: '2018-10-01',
    notes: [
      '* The market index changed on 1 October 2018. Market index returns before that date are those of the previous index.',
      '* Returns for periods longer than one year are annualised (p.a.).',
    ],
  },
};

export function fundNotes(fundId: string): FundNotes | null {
  return FUND_NOTES[fundId] ?? null;
}
