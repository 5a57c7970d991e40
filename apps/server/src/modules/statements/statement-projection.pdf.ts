import { RETIREMENT_ASSUMPTIONS } from '@tasman/domain/statements/retirement-assumptions';
import { formatPercent, formatRate } from '@tasman/domain/format/percent';
import type { StatementData } from './statement-data.js';
import { CONTENT_WIDTH, ensureRoom, GREY, heading, paragraph, shownDate, table, type Doc, type Struct } from './statement-pdf-kit.js';

const dollars = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });

/** Schedule 7A applies to KiwiSaver annual statements from its first prescribed date (31 March 2020). */
export function projectionRequired(statementDate: string): boolean {
  return RETIREMENT_ASSUMPTIONS.some((row) => row.from <= statementDate);
}

/**
 * The retirement projection of a KiwiSaver annual statement (FMC Regulations 2014 Schedule 7A), in
 * the FMA's wording: what the member is on track to receive at 65 as a lump sum and a weekly amount
 * to 90, in today's dollars, with the assumptions it rests on. A member under 18 or 65 and over
 * gets a sentence saying why there is none.
 */
export function projectionSection(doc: Doc, root: Struct, data: StatementData): void {
  // The projection, its figures and its assumptions stay on one page.
  ensureRoom(doc, 190);
  heading(doc, root, 'H2', 'Your retirement projection');
  const p = data.projection;
  if (!p) {
    paragraph(doc, root, 'A retirement projection is shown only to members aged 18 to 64 at the statement date.');
    return;
  }
  paragraph(doc, root, 'What you are on track to receive at age 65:', { size: 9.5 });
  table(
    doc,
    root,
    [
      { label: 'Projection in today\u2019s dollars', width: 375, align: 'left' },
      { label: 'Amount', width: CONTENT_WIDTH - 375, align: 'right' },
    ],
    [
      ['Lump sum at age 65', dollars.format(p.lumpSum)],
      ['Which would be about this much a week until age 90', dollars.format(p.weekly)],
    ],
    { size: 9.5 },
  );
  const a = RETIREMENT_ASSUMPTIONS.findLast((row) => row.from <= data.report.periodEnd) ?? RETIREMENT_ASSUMPTIONS[0]!;
  paragraph(
    doc,
    root,
    'This is an estimate, not a guarantee. It uses your balance at ' +
      `${shownDate(data.report.periodEnd)} and the regular contributions ` +
      'made by you, your employer and the government over the year, and the assumptions the Government sets: a return after fees ' +
      `and tax of ${formatPercent(p.annualReturn * 100)} a year for your funds' types (weighted by balance), inflation of ${formatRate(a.inflation)} a year, pay and contributions ` +
      `rising ${formatRate(a.wageGrowth)} a year, no withdrawals or savings suspensions, and regular withdrawals from 65 until the balance ` +
      'reaches zero at 90. The lump sum is rounded to the nearest $1,000 and the weekly amount to the nearest $10. Both exclude NZ Super.',
    { color: GREY, size: 8 },
  );
}
