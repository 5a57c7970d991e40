import { createRng } from '../../apps/server/src/db/seed/prng.js';
import type { BenchCalendar } from './calendar.js';
import { copyText } from './copy-in.js';
import type { BenchFund } from './funds.js';
import { orderByDay, TRANSACTION_TYPE_CODES, type CashStore, type Strings, type TransactionStore } from './store.js';
import type { AccountPlan, AdviserPlan, ClientPlan, World } from './world.js';

export interface CopyInput {
  calendar: BenchCalendar;
  funds: BenchFund[];
  world: World;
  transactions: TransactionStore;
  cash: CashStore;
  strings: Strings;
  passwordHash: string;
}

/** One table's COPY: its column list and its rows as COPY text lines. */
export interface TableCopy {
  table: string;
  columns: string;
  rows: () => Iterable<string>;
}

/**
 * The COPY text of every table, in load order (a table after the tables it refers to). Ids are
 * drawn from named streams, so the same seed gives the same ids; transactions and cash movements
 * go in trade-date order, as a registry's table fills.
 */
export function copyTables(input: CopyInput): TableCopy[] {
  const { calendar, funds, world, transactions, cash, strings, passwordHash } = input;
  const days = calendar.days;
  const bookedAt = days.map((day) => `${day} 18:00:00`);
  const cashBookedAt = days.map((day) => `${day} 19:00:00`);
  const t = copyText;
  const money = (cents: number) => (cents / 100).toFixed(2);
  const four = (tenThousandths: number) => (tenThousandths / 10_000).toFixed(4);
  const ids = (name: string) => createRng(`bench-ids:${name}`);

  const fundIds = ids('funds');
  const securityIds = funds.map(() => fundIds.uuid());
  const firstDay = days[0] as string;

  function* securityRows(): Generator<string> {
    for (const f of funds) {
      yield [
        securityIds[f.index], f.msSecurityId, f.code, f.isin, t(f.name), t(f.name.replace('Tasman', 'Tasman Investment Management')),
        `{${f.productCodes.join(',')}}`, 'Fund', t(f.assetClass), f.investmentCategory, f.isDims, f.isCash, 'NZD', firstDay, f.feePercent,
        t(`<p>${f.name}: a ${f.assetClass.toLowerCase()} fund of the scale data set.</p>`),
      ].join('\t');
    }
  }

  function* priceRows(): Generator<string> {
    const priceIds = ids('prices');
    for (const f of funds) for (let d = 0; d < days.length; d++) yield `${priceIds.uuid()}\t${securityIds[f.index]}\t${days[d]}\t${four(f.prices[d] as number)}`;
  }

  const INCOME_CLASSES = new Set(['Cash and Cash Equivalents', 'New Zealand Fixed Interest', 'International Fixed Interest']);
  function* allocationRows(): Generator<string> {
    const allocationIds = ids('allocations');
    const noise = createRng('bench-allocations');
    const yearEnds = [...new Set(days.map((d) => d.slice(0, 4)))].map((year) => days.filter((d) => d.startsWith(year)).at(-1) as string);
    for (const f of funds) {
      if (!f.mix) continue;
      const classes = Object.entries(f.mix).filter(([, weight]) => weight > 0);
      const row = (kind: string, date: string, assetClass: string, weight: number) =>
        [allocationIds.uuid(), securityIds[f.index], date, date, kind, t(assetClass), INCOME_CLASSES.has(assetClass) ? 'Income' : 'Growth', weight.toFixed(4)].join('\t');
      for (const [assetClass, weight] of classes) yield row('Target', firstDay, assetClass, weight);
      for (const date of yearEnds) {
        const drifted = classes.map(([assetClass, weight]) => [assetClass, Math.max(0.5, weight + noise.between(-2, 2))] as const);
        const sum = drifted.reduce((s, [, w]) => s + w, 0);
        for (const [assetClass, weight] of drifted) yield row('Actual', date, assetClass, (weight * 100) / sum);
      }
    }
  }

  function* adviserRows(): Generator<string> {
    for (const [i, a] of world.advisers.entries()) {
      const n = String(i).padStart(2, '0');
      yield [a.id, 'NZ', 'Financial Adviser', t(a.firstName), t(a.lastName), `09 3${n} 1000`, `021 5${n} 1000`, `adviser${i + 1}@tasman.example`].join('\t');
    }
  }

  function* clientRows(): Generator<string> {
    for (const c of world.clients) {
      yield [
        c.id, c.clientKey, 'NZ', '\\N', c.title, t(c.firstName), t(c.lastName), '\\N', t(`${c.title} ${c.lastName}`), c.dateOfBirth, c.irdNumber,
        c.pir.toFixed(4), t(c.email), '\\N', c.mobile, t(JSON.stringify(c.address)), 'f',
      ].join('\t');
    }
  }

  function* userRows(): Generator<string> {
    for (const c of world.clients) yield [c.userId, c.username, passwordHash, 'NZ', 'Client', c.id, '\\N'].join('\t');
    yield [world.staff.userId, world.staff.username, passwordHash, 'NZ', 'Staff', '\\N', '\\N'].join('\t');
    const adviser = world.advisers[world.benchAdviser.adviser] as AdviserPlan;
    yield [world.benchAdviser.userId, world.benchAdviser.username, passwordHash, 'NZ', 'Intermediary', '\\N', adviser.id].join('\t');
  }

  const accountOf = world.accounts;
  function* accountRows(): Generator<string> {
    for (const a of accountOf) {
      yield [
        a.id, a.accountNumber, t(a.accountName), 'NZ', a.productType, a.accountType, a.closeDay >= 0 ? 'C' : 'O', days[a.signupDay],
        a.closeDay >= 0 ? days[a.closeDay] : '\\N', 'f', a.pir.toFixed(4), a.adviser >= 0 ? world.advisers[a.adviser]?.id : '\\N',
        t(a.accountName), a.bankAccountNumber,
      ].join('\t');
    }
  }

  function* holderRows(): Generator<string> {
    for (const a of accountOf) {
      for (const h of a.holders) {
        const client = world.clients[h.client] as ClientPlan;
        yield [a.id, client.id, h.ownershipType, t(h.role), h.authToAct ? 't' : 'f', 'f', h.ownershipType === 'OWNER' ? 'Email' : '\\N'].join('\t');
      }
    }
  }

  // Transactions go in trade-date order, as a registry's table fills; ids are drawn in that order.
  const referenced = new Uint8Array(transactions.size);
  for (let i = 0; i < cash.size; i++) if ((cash.transaction[i] as number) >= 0) referenced[cash.transaction[i] as number] = 1;
  const referencedIds = new Map<number, string>();
  const escaped = strings.list.map((s) => t(s));

  function* transactionRows(): Generator<string> {
    const order = orderByDay(transactions.day, transactions.size, days.length);
    const txIds = ids('transactions');
    const switchIds = ids('switches');
    const switchUuid = new Map<number, string>();
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      const id = txIds.uuid();
      if (referenced[i]) referencedIds.set(i, id);
      const day = transactions.day[i] as number;
      const units = transactions.units[i] as number;
      const price = transactions.price[i] as number;
      const value = transactions.value[i] as number;
      const tax = transactions.tax[i] as number;
      const switchNo = transactions.switchNo[i] as number;
      let switchId = '\\N';
      if (switchNo >= 0) {
        switchId = switchUuid.get(switchNo) ?? switchIds.uuid();
        if (switchUuid.has(switchNo)) switchUuid.delete(switchNo);
        else switchUuid.set(switchNo, switchId);
      }
      yield `${id}\t${(accountOf[transactions.account[i] as number] as AccountPlan).id}\t${securityIds[transactions.fund[i] as number]}\t${days[day]}\t${bookedAt[day]}\t${TRANSACTION_TYPE_CODES[transactions.type[i] as number]}\t${escaped[transactions.description[i] as number]}\t${escaped[transactions.group[i] as number]}\t${Number.isNaN(units) ? '\\N' : four(units)}\t${price === 0 ? '\\N' : four(price)}\t${money(value)}\t${money(tax)}\t${money(value < 0 ? value + tax : value)}\t${transactions.pending[i] ? 't' : 'f'}\t${switchId}`;
    }
  }

  function* cashRows(): Generator<string> {
    const order = orderByDay(cash.day, cash.size, days.length);
    const cashIds = ids('cash');
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      const day = cash.day[i] as number;
      const fund = cash.fund[i] as number;
      const row = cash.transaction[i] as number;
      yield `${cashIds.uuid()}\t${(accountOf[cash.account[i] as number] as AccountPlan).id}\t${days[day]}\t${days[day]}\t${cashBookedAt[day]}\t${fund >= 0 ? securityIds[fund] : '\\N'}\t${escaped[cash.activity[i] as number]}\t${cash.credit[i] ? 'C' : 'D'}\t${money(cash.amount[i] as number)}\tNZD\t${row >= 0 ? referencedIds.get(row) : '\\N'}`;
    }
  }

  return [
    { table: 'advisers', columns: 'id, channel, position, first_name, last_name, phone_number, mobile_number, email_address', rows: adviserRows },
    {
      table: 'securities',
      columns:
        'id, ms_security_id, code, isin, name, legal_name, product_codes, security_type, asset_class, investment_category, is_dims, is_cash, currency_code, inception_date, fee_percent, objective_html',
      rows: securityRows,
    },
    { table: 'unit_prices', columns: 'id, security_id, price_date, unit_price', rows: priceRows },
    {
      table: 'fund_asset_allocations',
      columns: 'id, security_id, as_at_date, publish_date, allocation_kind, asset_class, investment_category, weight',
      rows: allocationRows,
    },
    {
      table: 'clients',
      columns:
        'id, client_key, channel, client_status_code, title, first_name, last_name, known_as, salutation, date_of_birth, ird_number, pir, email_address, home_phone, mobile_phone, postal_address, business_desk',
      rows: clientRows,
    },
    { table: 'users', columns: 'id, username, password_hash, channel, user_type, client_id, adviser_id', rows: userRows },
    {
      table: 'accounts',
      columns:
        'id, account_number, account_name, channel, product_type, account_type, account_status, signup_date, closed_date, is_dims, pir, adviser_id, bank_account_name, bank_account_number',
      rows: accountRows,
    },
    {
      table: 'account_holders',
      columns: 'account_id, client_id, ownership_type, role, auth_to_act, authorised_party, notification_pref',
      rows: holderRows,
    },
    {
      table: 'transactions',
      columns:
        'id, account_id, security_id, trade_date, booked_at, transaction_type, description, group_label, units, unit_price, value, tax, net_value, is_pending, switch_id',
      rows: transactionRows,
    },
    {
      table: 'cash_transactions',
      columns: 'id, account_id, event_date, interest_date, booked_at, security_id, activity, debit_credit, amount, currency_code, transaction_id',
      rows: cashRows,
    },
  ];
}
