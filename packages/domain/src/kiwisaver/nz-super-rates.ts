export type NzSuperSituation = 'singleLivingAlone' | 'singleSharing' | 'coupleBothQualify';

export interface NzSuperRates {
  /** First day the rates are paid at (the annual adjustment, 1 April). */
  from: string;
  /** Fortnightly after tax at the 'M' tax code, per person (a couple who both qualify: each). */
  fortnightly: Record<NzSuperSituation, number>;
  source: { title: string; url: string };
}

/** The situations as Work and Income names them, in the order it lists them. */
export const NZ_SUPER_SITUATION_LABELS: Readonly<Record<NzSuperSituation, string>> = {
  singleLivingAlone: 'Single, living alone',
  singleSharing: 'Single, sharing accommodation',
  coupleBothQualify: 'Couple, both qualify (each)',
};

/**
 * New Zealand Superannuation, after tax at the 'M' code, from the annual adjustment of 1 April 2025
 * (Work and Income, 'How much you can get' for NZ Super,
 * workandincome.govt.nz/eligibility/seniors/superannuation/how-much-you-can-get.html): fortnightly
 * $1,076.84 single living alone (or with a dependent child), $994.00 single sharing, $1,656.68 for a
 * couple who both qualify, $828.34 each. The same figures are quoted by LifeCovered (NZ Super rates
 * 2025–2026) and follow the Act's ratios (New Zealand Superannuation and Retirement Income Act 2001
 * s 16: living alone 65% and sharing 60% of the couple's amount). No 1 April 2026 row: its figures were
 * not found published in the sources searched for issue 14; a new year is a new row.
 */
export const NZ_SUPER_RATES: readonly NzSuperRates[] = [
  {
    from: '2025-04-01',
    fortnightly: { singleLivingAlone: 1076.84, singleSharing: 994.0, coupleBothQualify: 828.34 },
    source: {
      title: 'Work and Income — New Zealand Superannuation: how much you can get (rates from 1 April 2025, tax code M)',
      url: 'https://workandincome.govt.nz/eligibility/seniors/superannuation/how-much-you-can-get.html',
    },
  },
];

export interface NzSuperRate {
  situation: NzSuperSituation;
  label: string;
  fortnightly: number;
  weekly: number;
  /** 26 fortnightly payments. */
  yearly: number;
}

/** The rates in force on a day (the latest row from on or before it); null before the first row. */
export function nzSuperRatesOn(day: string): { from: string; source: NzSuperRates['source']; rates: NzSuperRate[] } | null {
  const row = [...NZ_SUPER_RATES].reverse().find((r) => r.from <= day);
  if (!row) return null;
  const situations = Object.keys(NZ_SUPER_SITUATION_LABELS) as NzSuperSituation[];
  return {
    from: row.from,
    source: row.source,
    rates: situations.map((situation) => {
      const fortnightly = row.fortnightly[situation];
      return {
        situation,
        label: NZ_SUPER_SITUATION_LABELS[situation],
        fortnightly,
        weekly: Math.round((fortnightly / 2) * 100) / 100,
        yearly: Math.round(fortnightly * 26 * 100) / 100,
      };
    }),
  };
}
