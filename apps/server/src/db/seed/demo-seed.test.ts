import { verify } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../modules/two-factor/secret-box.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Db } from '../client.js';
import { DEMO_PASSWORD, hasAnyUser, seedDemoData, type DemoSeedSummary } from './demo-seed.js';

/** A fixed Friday, so the last price day is `today` itself. */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 120_000;
/** Any 32-byte key: the seed encrypts demo.twofactor's TOTP secret with the key it is given. */
const TOTP_KEY = Buffer.alloc(32, 5);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (row === undefined) throw new Error('query returned no row');
  return row;
}

let seeded: TestDatabase;
let db: Db;
let summary: DemoSeedSummary;

beforeAll(async () => {
  seeded = await createTestDatabase();
  db = seeded.database.db;
  expect(await hasAnyUser(db)).toBe(false);
  summary = await seedDemoData(db, { today: TODAY, totpKey: TOTP_KEY });
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

describe('demo seed: users', () => {
  interface UserRow {
    id: string;
    username: string;
    channel: string;
    user_type: string;
    client_id: string | null;
    adviser_id: string | null;
    two_factor_enabled: boolean;
    two_factor_secret: string | null;
    client_status_code: string | null;
    password_hash: string;
    prompt_2fa: boolean;
  }
  const users = () =>
    rows<UserRow>(
      db,
      sql`select u.id, u.username, u.channel, u.user_type, u.client_id, u.adviser_id, u.two_factor_enabled, u.two_factor_secret,
                 c.client_status_code, u.password_hash, u.prompt_2fa
          from users u left join clients c on c.id = u.client_id order by u.username`,
    );
  const holdings = (clientId: string) =>
    rows<{
      product_type: string;
      ownership_type: string;
      account_status: string;
      closed_date: string | null;
      is_dims: boolean;
      strategy_id: string | null;
      auth_to_act: boolean;
      account_number_alternative: string | null;
      channel: string;
    }>(
      db,
      sql`select a.product_type, h.ownership_type, a.account_status, a.closed_date, a.is_dims, a.strategy_id, h.auth_to_act,
                 a.account_number_alternative, a.channel
          from account_holders h join accounts a on a.id = h.account_id where h.client_id = ${clientId}`,
    );

  it('creates every demo user with the right user type and channel, and lists them in the summary', async () => {
    const byName = new Map((await users()).map((u) => [u.username, u]));
    const expected: Array<[string, string, string]> = [
      ['demo.client', 'NZ', 'Client'],
      ['demo.twofactor', 'NZ', 'Client'],
      ['demo.prospect', 'NZ', 'Client'],
      ['demo.related', 'NZ', 'Client'],
      ['demo.adviser', 'NZ', 'Intermediary'],
      ['demo.staff', 'NZ', 'Staff'],
      ['demo.auclient', 'AU', 'Client'],
      ['demo.newstaff', 'NZ', 'Staff'],
      ['demo.auadviser', 'AU', 'Intermediary'],
      ['demo.austaff', 'AU', 'Staff'],
      ['demo.joint', 'NZ', 'Client'],
      ['demo.retiree', 'NZ', 'Client'],
      ['demo.saver', 'NZ', 'Client'],
    ];
    for (const [username, channel, userType] of expected) {
      expect(byName.get(username), username).toMatchObject({ channel, user_type: userType });
    }
    expect(summary.users.map((u) => u.username).sort()).toEqual(expected.map(([u]) => u).sort());
    expect(byName.get('demo.staff')).toMatchObject({ client_id: null, adviser_id: null });
    expect(byName.get('demo.adviser')?.adviser_id).not.toBeNull();
    expect(byName.get('demo.adviser')?.client_id).toBeNull();
  });

  it('hashes the demo password with argon2id', async () => {
    const client = (await users()).find((u) => u.username === 'demo.client');
    expect(client?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(client?.password_hash as string, DEMO_PASSWORD)).toBe(true);
    expect(await verify(client?.password_hash as string, 'wrong password')).toBe(false);
  });

  it('gives demo.client open KS, UT, PW (DIMS with a strategy) and PE accounts, a closed account and a related one', async () => {
    const client = (await users()).find((u) => u.username === 'demo.client') as UserRow;
    const list = await holdings(client.client_id as string);
    const openOwned = list.filter((h) => h.ownership_type === 'OWNER' && h.account_status === 'O');
    expect(new Set(openOwned.map((h) => h.product_type))).toEqual(new Set(['KS', 'UT', 'PW', 'PE']));
    const pw = openOwned.find((h) => h.product_type === 'PW');
    expect(pw?.is_dims).toBe(true);
    expect(pw?.strategy_id).not.toBeNull();
    const closed = list.filter((h) => h.account_status === 'C');
    expect(closed).toHaveLength(1);
    expect(closed[0]?.closed_date).not.toBeNull();
    expect(list.filter((h) => h.ownership_type === 'RELATED')).toHaveLength(1);
  });

  it('gives demo.twofactor two-factor with the summary secret, stored encrypted for that user, a KS and a UT account and a Joint UT one', async () => {
    const user = (await users()).find((u) => u.username === 'demo.twofactor') as UserRow;
    expect(user.two_factor_enabled).toBe(true);
    expect(summary.twoFactorSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(user.two_factor_secret).toMatch(/^v1\./);
    expect(user.two_factor_secret).not.toContain(summary.twoFactorSecret);
    expect(decryptSecret(TOTP_KEY, user.id, user.two_factor_secret as string)).toBe(summary.twoFactorSecret);
    expect((await holdings(user.client_id as string)).map((h) => h.product_type).sort()).toEqual(['KS', 'UT', 'UT']);
    // Issue 13: the Joint account is held by two joint owners, each with authority to act.
    const joint = await rows<{ role: string; auth_to_act: boolean }>(
      db,
      sql`select h.role, h.auth_to_act from account_holders h join accounts a on a.id = h.account_id
          where a.account_type = 'Joint' and a.id in (select account_id from account_holders where client_id = ${user.client_id})`,
    );
    expect(joint).toEqual([
      { role: 'Joint Owner', auth_to_act: true },
      { role: 'Joint Owner', auth_to_act: true },
    ]);
  });

  it('prompts demo.client (who may skip) and demo.newstaff (who may not) to set up two-factor, and not demo.staff or demo.adviser', async () => {
    const prompted = (await users()).filter((u) => u.prompt_2fa).map((u) => u.username);
    expect(prompted.sort()).toEqual(['demo.client', 'demo.newstaff']);
    const newStaff = (await users()).find((u) => u.username === 'demo.newstaff') as UserRow;
    expect(newStaff).toMatchObject({ user_type: 'Staff', two_factor_enabled: false, client_id: null, adviser_id: null });
  });

  it('has a NZ and an AU client without a login whose register details are in the summary', async () => {
    expect(summary.registerExamples).toEqual([
      { channel: 'NZ', name: 'Aroha Walker', email: 'aroha.walker@example.co.nz', irdNumber: '117-621-340' },
      { channel: 'AU', name: 'Jack Thompson', email: 'jack.thompson@example.com.au', dateOfBirth: '14-03-1979' },
    ]);
    for (const example of summary.registerExamples) {
      const found = await rows<{ id: string; channel: string; ird_number: string | null; date_of_birth: string; logins: number; accounts: number }>(
        db,
        sql`select c.id, c.channel, c.ird_number, c.date_of_birth::text as date_of_birth,
                   (select count(*)::int from users u where u.client_id = c.id) as logins,
                   (select count(*)::int from account_holders h where h.client_id = c.id and h.ownership_type = 'OWNER') as accounts
            from clients c where lower(c.email_address) = ${example.email}`,
      );
      expect(found, example.email).toHaveLength(1); // one record: not the 'multiple records' case
      const client = found[0]!;
      expect(client).toMatchObject({ channel: example.channel, logins: 0 });
      expect(client.accounts).toBeGreaterThanOrEqual(1);
      if ('irdNumber' in example) expect(client.ird_number).toBe(example.irdNumber);
      else expect(client.date_of_birth).toBe('1979-03-14');
    }
  });

  it('makes demo.prospect a PROSPECTPW client with no accounts', async () => {
    const user = (await users()).find((u) => u.username === 'demo.prospect') as UserRow;
    expect(user.client_status_code).toBe('PROSPECTPW');
    expect(await holdings(user.client_id as string)).toEqual([]);
  });

  it('makes demo.related related (not owner) on at least two accounts, with authority to act on one', async () => {
    const user = (await users()).find((u) => u.username === 'demo.related') as UserRow;
    const list = await holdings(user.client_id as string);
    expect(list.every((h) => h.ownership_type === 'RELATED')).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.some((h) => h.auth_to_act)).toBe(true);
  });

  it('gives demo.auclient two AU unit trust accounts with alternative account numbers', async () => {
    const user = (await users()).find((u) => u.username === 'demo.auclient') as UserRow;
    const list = await holdings(user.client_id as string);
    expect(list).toHaveLength(2);
    for (const h of list) expect(h).toMatchObject({ product_type: 'UT-AUS', channel: 'AU', ownership_type: 'OWNER' });
    expect(list.every((h) => h.account_number_alternative !== null)).toBe(true);
  });

  // Issue 14: Spend My KiwiSaver needs a KiwiSaver account and age 65 or over (spec 002 §6).
  it('makes demo.retiree 65 or over with the advice tools and an open KiwiSaver account in one fund', async () => {
    const user = (await users()).find((u) => u.username === 'demo.retiree') as UserRow;
    const { age, has_advice_tools } = await one<{ age: number; has_advice_tools: boolean }>(
      db,
      sql`select extract(year from age(${TODAY}::date, c.date_of_birth))::int as age, u.has_advice_tools
          from users u join clients c on c.id = u.client_id where u.id = ${user.id}`,
    );
    expect(age).toBeGreaterThanOrEqual(65);
    expect(has_advice_tools).toBe(true);
    const list = await holdings(user.client_id as string);
    expect(list).toEqual([expect.objectContaining({ product_type: 'KS', ownership_type: 'OWNER', account_status: 'O' })]);
    const { funds } = await one<{ funds: number }>(
      db,
      sql`select count(distinct t.security_id)::int as funds from transactions t
          join account_holders h on h.account_id = t.account_id where h.client_id = ${user.client_id}`,
    );
    expect(funds).toBe(1);
  });

  // Issue 14: Forecast My Balance needs an open KiwiSaver account with exactly one security and age under 65 (spec 002 §6).
  it('makes demo.saver under 65 with the advice tools, an open KiwiSaver account in one fund and a year of pay deductions', async () => {
    const user = (await users()).find((u) => u.username === 'demo.saver') as UserRow;
    const { age, has_advice_tools } = await one<{ age: number; has_advice_tools: boolean }>(
      db,
      sql`select extract(year from age(${TODAY}::date, c.date_of_birth))::int as age, u.has_advice_tools
          from users u join clients c on c.id = u.client_id where u.id = ${user.id}`,
    );
    expect(age).toBeLessThan(65);
    expect(has_advice_tools).toBe(true);
    const list = await holdings(user.client_id as string);
    expect(list).toEqual([expect.objectContaining({ product_type: 'KS', ownership_type: 'OWNER', account_status: 'O' })]);
    const { funds, deductions } = await one<{ funds: number; deductions: number }>(
      db,
      sql`select count(distinct t.security_id)::int as funds,
                 count(*) filter (where t.group_label = 'Member contributions' and t.trade_date > ${TODAY}::date - 365)::int as deductions
          from transactions t join account_holders h on h.account_id = t.account_id where h.client_id = ${user.client_id}`,
    );
    expect(funds).toBe(1);
    expect(deductions).toBeGreaterThanOrEqual(11);
  });

  it("gives demo.adviser's adviser at least 30 accounts of at least 15 clients covering KS, UT, PW (DIMS and not) and PE", async () => {
    const accounts = await rows<{ product_type: string; is_dims: boolean; account_type: string; account_id: string }>(
      db,
      sql`select a.id as account_id, a.product_type, a.is_dims, a.account_type from accounts a
          join users u on u.adviser_id = a.adviser_id where u.username = 'demo.adviser'`,
    );
    expect(accounts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(accounts.map((a) => a.product_type))).toEqual(new Set(['KS', 'UT', 'PW', 'PE']));
    const pw = accounts.filter((a) => a.product_type === 'PW');
    expect(pw.some((a) => a.is_dims)).toBe(true);
    expect(pw.some((a) => !a.is_dims)).toBe(true);
    for (const type of ['Individual', 'Joint', 'Company', 'Trust'])
      expect(
        accounts.some((a) => a.account_type === type),
        type,
      ).toBe(true);
    const { people } = await one<{ people: number }>(
      db,
      sql`select count(distinct c.id)::int as people from accounts a join users u on u.adviser_id = a.adviser_id
          join account_holders h on h.account_id = a.id join clients c on c.id = h.client_id
          where u.username = 'demo.adviser' and h.ownership_type = 'OWNER' and c.first_name <> ''
            and c.id not in (select client_id from users where client_id is not null)`,
    );
    expect(people).toBeGreaterThanOrEqual(15);
  });
});

describe('demo seed: prices', () => {
  it('prices at least 10 funds on at least 3,700 business days, ending today and starting 15 years earlier', async () => {
    const funds = await rows<{ code: string; days: number; first: string; last: string }>(
      db,
      sql`select s.code, count(*)::int as days, min(p.price_date)::text as first, max(p.price_date)::text as last
          from unit_prices p join securities s on s.id = p.security_id
          where s.security_type = 'Fund' group by s.code having count(*) >= 3700`,
    );
    expect(funds.length).toBeGreaterThanOrEqual(10);
    for (const fund of funds) {
      expect(fund.last, fund.code).toBe(TODAY);
      expect(fund.first >= '2011-11-20' && fund.first <= '2011-11-27', `${fund.code} starts ${fund.first}`).toBe(true);
    }
    const au = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from securities where currency_code = 'AUD' and 'UT-AUS' = any(product_codes)`,
    );
    expect(au.n).toBeGreaterThanOrEqual(3);
  });

  it('has prices and benchmark levels only on business days: no weekends, no Christmas Day', async () => {
    const { n } = await one<{ n: number }>(
      db,
      sql`select (select count(*) from unit_prices where extract(isodow from price_date) in (6, 7) or to_char(price_date, 'MM-DD') = '12-25')
               + (select count(*) from benchmark_levels where extract(isodow from close_date) in (6, 7) or to_char(close_date, 'MM-DD') = '12-25') as n`,
    );
    expect(Number(n)).toBe(0);
  });

  it('gives every fund except listed shares and private equity a benchmark with daily levels', async () => {
    const missing = await rows<{ code: string }>(
      db,
      sql`select s.code from securities s where s.security_type = 'Fund' and not ('PE' = any(s.product_codes))
            and not exists (select 1 from benchmark_levels l where l.benchmark_id = s.benchmark_id)`,
    );
    expect(missing).toEqual([]);
  });
});

describe('demo seed: allocations, holdings and strategies', () => {
  it('lists at least 15 top holdings for every fund at every date, some of them cash', async () => {
    const counts = await rows<{ code: string; fewest: number; funds: number }>(
      db,
      sql`select s.code, min(n)::int as fewest from (
            select security_id, as_at_date, count(*) as n from fund_top_holdings group by 1, 2) h
          join securities s on s.id = h.security_id group by s.code`,
    );
    expect(counts.length).toBeGreaterThanOrEqual(15);
    for (const c of counts) expect(c.fewest, c.code).toBeGreaterThanOrEqual(15);
    const { cash } = await one<{ cash: number }>(
      db,
      sql`select count(*)::int as cash from fund_top_holdings where holding_type ilike '%cash%'`,
    );
    expect(cash).toBeGreaterThan(0);
  });

  it('makes every dated fund allocation and strategy weighting add up to 100%', async () => {
    const off = await rows<{ total: string }>(
      db,
      sql`select sum(weight)::text as total from fund_asset_allocations group by security_id, allocation_kind, as_at_date
            having sum(weight) <> 100
          union all
          select sum(weight)::text from strategy_weights group by strategy_id, weight_type, as_at_date having sum(weight) <> 100`,
    );
    expect(off).toEqual([]);
  });

  it('gives the three DIMS strategies strategic and tactical weights including Cash at Bank', async () => {
    const list = await rows<{ name: string; kinds: number; cash_at_bank: boolean }>(
      db,
      sql`select s.name, count(distinct w.weight_type)::int as kinds, bool_or(w.asset_class = 'Cash at Bank') as cash_at_bank
          from strategies s join strategy_weights w on w.strategy_id = s.id group by s.name order by s.name`,
    );
    expect(list).toEqual([
      { name: 'Balanced Portfolio', kinds: 2, cash_at_bank: true },
      { name: 'Conservative Portfolio', kinds: 2, cash_at_bank: true },
      { name: 'Growth Portfolio', kinds: 2, cash_at_bank: true },
    ]);
  });
});

describe('demo seed: transactions', () => {
  it('never lets the units of a security in an account go below zero on any date', async () => {
    const { negative } = await one<{ negative: number }>(
      db,
      sql`select count(*)::int as negative from (
            select sum(units) over (partition by account_id, security_id order by trade_date) as running
            from transactions where units is not null
          ) holdings where running < -0.00005`,
    );
    expect(negative).toBe(0);
  });

  it('values every unit-priced transaction at units × the unit price of its trade date, to the cent', async () => {
    // Units are rounded to 4 decimals, so units × price may differ from the value by up to
    // 0.00005 × price (under a cent for these prices) plus the half cent of rounding the value.
    const result = await one<{ priced: number; unpriced: number; off: number; price_mismatch: number }>(
      db,
      sql`select count(p.id)::int as priced,
                 count(*) filter (where p.id is null)::int as unpriced,
                 count(*) filter (where abs(t.units * p.unit_price - t.value) > 0.01)::int as off,
                 count(*) filter (where t.unit_price <> p.unit_price)::int as price_mismatch
          from transactions t left join unit_prices p on p.security_id = t.security_id and p.price_date = t.trade_date
          where t.units is not null and t.units <> 0`,
    );
    expect(result.priced).toBeGreaterThan(5_000);
    expect(result).toMatchObject({ unpriced: 0, off: 0, price_mismatch: 0 });
  });

  it('has the transaction kinds the account screens summarise', async () => {
    const types = await rows<{ transaction_type: string }>(db, sql`select distinct transaction_type from transactions`);
    const kinds = new Set(types.map((t) => t.transaction_type));
    for (const kind of [
      'Contribution',
      'EmployerContribution',
      'GovernmentContribution',
      'Withdrawal',
      'SwitchIn',
      'SwitchOut',
      'TransferIn',
      'TransferOut',
      'Distribution',
      'DistributionReinvested',
      'Fee',
      'Tax',
      'Purchase',
      'Sale',
      'CapitalCall',
    ]) {
      expect(kinds.has(kind), kind).toBe(true);
    }
  });

  it('pairs each switch: one SwitchOut and one SwitchIn on the same day for the same value', async () => {
    const bad = await rows<{ switch_id: string }>(
      db,
      sql`select switch_id from transactions where switch_id is not null group by switch_id
          having count(*) <> 2 or count(distinct trade_date) <> 1 or sum(value) <> 0
             or count(*) filter (where transaction_type = 'SwitchOut') <> 1`,
    );
    expect(bad).toEqual([]);
  });

  it('pays at most $521.43 of government contribution per KiwiSaver account and year, in July', async () => {
    const worst = await one<{ max: string | null; non_july: number }>(
      db,
      sql`select max(total)::text as max, sum(non_july)::int as non_july from (
            select account_id, extract(year from trade_date), sum(value) as total,
                   count(*) filter (where extract(month from trade_date) <> 7) as non_july
            from transactions where transaction_type = 'GovernmentContribution' group by 1, 2) y`,
    );
    expect(Number(worst.max)).toBeGreaterThan(0);
    expect(Number(worst.max)).toBeLessThanOrEqual(521.43);
    expect(worst.non_july).toBe(0);
  });

  it('leaves nothing in a closed account, and no pending transaction on it', async () => {
    const leftovers = await rows<{ account_number: string }>(
      db,
      sql`select a.account_number from accounts a join transactions t on t.account_id = a.id
          where a.account_status = 'C' group by a.account_number, t.security_id
          having coalesce(sum(t.units), 0) <> 0 or bool_or(t.is_pending)`,
    );
    expect(leftovers).toEqual([]);
  });

  it('has accounts younger than a year and younger than three months (the one-year and three-month rules)', async () => {
    const { under_year, under_three_months } = await one<{ under_year: number; under_three_months: number }>(
      db,
      sql`select count(*) filter (where signup_date > ${TODAY}::date - interval '1 year')::int as under_year,
                 count(*) filter (where signup_date > ${TODAY}::date - interval '3 months')::int as under_three_months
          from accounts where account_status = 'O'`,
    );
    expect(under_year).toBeGreaterThanOrEqual(2);
    expect(under_three_months).toBeGreaterThanOrEqual(1);
  });

  it('keeps every wealth-management cash account at or above zero', async () => {
    const { negative } = await one<{ negative: number }>(
      db,
      sql`select count(*)::int as negative from (
            select sum(case when debit_credit = 'C' then amount else -amount end)
                   over (partition by account_id order by event_date) as balance
            from cash_transactions) c where balance < 0`,
    );
    expect(negative).toBe(0);
  });

  it('calls less than each private-equity commitment, and every call is a CapitalCall transaction of the same amount', async () => {
    const commitments = await rows<{ committed: string; called: string; transacted: string }>(
      db,
      sql`select c.committed_amount::text as committed,
                 coalesce(sum(k.amount), 0)::text as called,
                 coalesce(sum(t.value), 0)::text as transacted
          from pe_commitments c left join pe_capital_calls k on k.commitment_id = c.id
          left join transactions t on t.id = k.transaction_id and t.transaction_type = 'CapitalCall'
          group by c.id`,
    );
    expect(commitments.length).toBeGreaterThanOrEqual(4);
    for (const c of commitments) {
      expect(Number(c.called)).toBeGreaterThan(0);
      expect(Number(c.called)).toBeLessThan(Number(c.committed));
      expect(c.transacted).toBe(c.called);
    }
  });
});

describe('demo seed: notifications, messages and settings', () => {
  it('gives demo.client at least six notifications: alerts and general ones, read and unread, one dismissible', async () => {
    const list = await rows<{
      notification_priority_code: string;
      notification_status_code: string;
      dismissible: boolean;
      cta_link_to_code: string | null;
      cta_link_to_id: string | null;
    }>(
      db,
      sql`select n.notification_priority_code, n.notification_status_code, n.dismissible, n.cta_link_to_code, n.cta_link_to_id
          from notifications n join users u on u.client_id = n.client_id where u.username = 'demo.client'`,
    );
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.some((n) => n.notification_priority_code === 'RequireAction')).toBe(true);
    expect(list.some((n) => n.notification_priority_code === 'Normal')).toBe(true);
    expect(list.some((n) => n.notification_status_code === 'Read')).toBe(true);
    expect(list.some((n) => n.notification_status_code === 'Unread')).toBe(true);
    expect(list.some((n) => n.dismissible)).toBe(true);
    const reports = list.find((n) => n.cta_link_to_code === 'REPORTS');
    expect(reports?.cta_link_to_id).toMatch(/^\d{7}$/);
  });

  it('sets both portals live and configures the AU distribution period for 1 to 21 July', async () => {
    const status = await rows<{ channel: string; live: boolean }>(
      db,
      sql`select channel, live from portal_status order by channel`,
    );
    expect(status).toEqual([
      { channel: 'AU', live: true },
      { channel: 'NZ', live: true },
    ]);
    const au = await one<{ start: string; end: string }>(
      db,
      sql`select distribution_period_start::text as start, distribution_period_end::text as end from portal_settings where channel = 'AU'`,
    );
    expect(au).toEqual({ start: '2026-07-01', end: '2026-07-21' });
    const nz = await one<{ start: string | null }>(
      db,
      sql`select distribution_period_start::text as start from portal_settings where channel = 'NZ'`,
    );
    expect(nz.start).toBeNull();
  });

  it('gives both portals an update notice about two-factor sign-in and password reset', async () => {
    const notices = await rows<{ channel: string; update_notice: string | null }>(
      db,
      sql`select channel, update_notice from portal_settings order by channel`,
    );
    expect(notices.map((n) => n.channel)).toEqual(['AU', 'NZ']);
    for (const { update_notice: notice } of notices) {
      expect(notice).toMatch(/two-factor/i);
      expect(notice).toMatch(/authenticator app/i);
      expect(notice).toMatch(/recovery codes/i);
      expect(notice).toMatch(/reset/i);
    }
  });

  it('gives demo.prospect a wealth-management fact-find in progress', async () => {
    const list = await rows<{ product_type: string; stage_code: string }>(
      db,
      sql`select f.product_type, f.stage_code from fact_finds f join users u on u.client_id = f.client_id where u.username = 'demo.prospect'`,
    );
    expect(list).toEqual([{ product_type: 'PW', stage_code: 'InProgress' }]);
  });
});

describe('demo seed: determinism', () => {
  it(
    'produces identical prices and transactions when run again with the same today',
    async () => {
      const again = await createTestDatabase();
      try {
        await seedDemoData(again.database.db, { today: TODAY, totpKey: TOTP_KEY });
        const fingerprint = (target: Db) =>
          one<{ prices: string; transactions: string; count: number }>(
            target,
            sql`select
                  (select md5(string_agg(s.code || ':' || p.price_date || ':' || p.unit_price, ',' order by s.code, p.price_date))
                     from unit_prices p join securities s on s.id = p.security_id) as prices,
                  (select md5(string_agg(t.id || ':' || t.account_id || ':' || t.trade_date || ':' || t.transaction_type || ':' || coalesce(t.units::text, '') || ':' || t.value, ',' order by t.id))
                     from transactions t) as transactions,
                  (select count(*)::int from unit_prices) as count`,
          );
        const [first, second] = await Promise.all([fingerprint(db), fingerprint(again.database.db)]);
        expect(first.count).toBeGreaterThan(50_000);
        expect(second).toEqual(first);
      } finally {
        await again.drop();
      }
    },
    SEED_TIMEOUT,
  );
});
