#!/usr/bin/env -S npx tsx
/**
 * Records, in the bench database, the statements the given accounts have by a date, by the domain's
 * rule (statementSchedule, as the demo seed and the statement job use it): reports rows, not yet
 * issued (a download or the statement job issues them). The scale data set has no reports rows;
 * history-api.mjs calls this for the account whose reports page it measures, so the page lists what
 * that account would have. Idempotent: the reports' unique key keeps a second recording from adding.
 *
 *   npx tsx bench/record-statements.ts <asAt yyyy-mm-dd> <account number>...
 *   prints one line per account: its number and how many rows were added and are recorded in all.
 *
 *   npx tsx bench/record-statements.ts <asAt> --quarter [--limit N]
 *   records, for every account (the first N by number), only the statements dated in the quarter
 *   ending asAt: what a scheduled run records at that quarter end once the history is issued.
 *   statement-run.mjs uses it: the scale data set has no history, and a scheduled run would issue
 *   every account's whole history. Prints the rows added and the accounts they belong to.
 */
import pg from 'pg';
import { statementSchedule, type ProductType } from '@tasman/domain';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const [asAt, ...rest] = process.argv.slice(2);
const quarter = rest[0] === '--quarter';
const limitAt = rest.indexOf('--limit');
const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : null;
if (!asAt || !/^\d{4}-\d{2}-\d{2}$/.test(asAt) || rest.length === 0 || (limit !== null && !(limit > 0))) {
  console.error('usage: record-statements.ts <asAt yyyy-mm-dd> (<account number>... | --quarter [--limit N])');
  process.exit(2);
}
/** The first day of the quarter ending asAt. */
const quarterStart = (() => {
  const [y, m] = asAt.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 3, 1)).toISOString().slice(0, 10);
})();

type AccountRow = { id: string; accountNumber: string; productType: ProductType; accountStatus: string; signupDate: string; closedDate: string | null };
type CallRow = { accountId: string; callNumber: number; noticeDate: string; dueDate: string };

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  // One query for the accounts and one for their capital calls; the schedule in memory.
  // With --limit, the first N in a fixed mixed order (md5 of the number), so every product type is in.
  const accounts = (
    await db.query<AccountRow>(
      `select id, account_number as "accountNumber", product_type as "productType", account_status as "accountStatus",
              to_char(signup_date, 'YYYY-MM-DD') as "signupDate", to_char(closed_date, 'YYYY-MM-DD') as "closedDate"
         from accounts where ${quarter ? 'true' : 'account_number = any($1::text[])'}
        order by ${quarter ? 'md5(account_number)' : 'account_number'} ${quarter && limit ? `limit ${limit}` : ''}`,
      quarter ? [] : [rest],
    )
  ).rows;
  if (!quarter && accounts.length !== rest.length) throw new Error(`no account among ${rest.join(', ')}`);
  const calls = (
    await db.query<CallRow>(
      `select m.account_id as "accountId", c.call_number as "callNumber", to_char(c.notice_date, 'YYYY-MM-DD') as "noticeDate",
              to_char(c.due_date, 'YYYY-MM-DD') as "dueDate"
         from pe_capital_calls c join pe_commitments m on m.id = c.commitment_id
        where c.notice_date <= $1 order by c.notice_date, c.call_number`,
      [asAt],
    )
  ).rows;
  const callsOf = new Map<string, CallRow[]>();
  for (const call of calls) callsOf.set(call.accountId, [...(callsOf.get(call.accountId) ?? []), call]);
  const due = accounts.flatMap((account) =>
    statementSchedule(account, callsOf.get(account.id) ?? [], asAt).filter((st) => !quarter || (st.reportDate >= quarterStart && st.reportDate <= asAt)),
  );
  // Inserted 1000 at a time through unnest; the unique key skips what is recorded already.
  const added: { account_id: string }[] = [];
  for (let at = 0; at < due.length; at += 1000) {
    const batch = due.slice(at, at + 1000);
    const column = (pick: (st: (typeof due)[number]) => string) => batch.map(pick);
    const result = await db.query<{ account_id: string }>(
      `insert into reports (account_id, report_name, report_date, report_type, period_start, period_end, storage_key)
       select * from unnest($1::uuid[], $2::text[], $3::date[], $4::text[], $5::date[], $6::date[], $7::text[])
       on conflict do nothing returning account_id`,
      [
        column((st) => st.accountId), column((st) => st.reportName), column((st) => st.reportDate), column((st) => st.reportType),
        column((st) => st.periodStart), column((st) => st.periodEnd), column((st) => st.storageKey),
      ],
    );
    added.push(...result.rows);
  }
  if (quarter) {
    console.log(`quarter ${quarterStart} to ${asAt}: ${added.length} statements recorded for ${new Set(added.map((r) => r.account_id)).size} of ${accounts.length} accounts`);
  } else {
    for (const account of accounts) {
      const total = Number((await db.query('select count(*) as n from reports where account_id = $1', [account.id])).rows[0].n);
      console.log(`${account.accountNumber}: ${added.filter((r) => r.account_id === account.id).length} added, ${total} recorded`);
    }
  }
} finally {
  await db.end();
}
