/**
 * Column stores for the two large tables: millions of rows kept as typed arrays (a few hundred MB
 * less than row objects or COPY text), so the rows can be put in trade-date order before loading,
 * as a registry's table would hold them.
 */

export const TRANSACTION_TYPE_CODES = [
  'Contribution',
  'EmployerContribution',
  'GovernmentContribution',
  'Withdrawal',
  'TransferIn',
  'TransferOut',
  'SwitchIn',
  'SwitchOut',
  'Purchase',
  'Sale',
  'Fee',
  'Tax',
  'TaxRebate',
] as const;
export type TxType = (typeof TRANSACTION_TYPE_CODES)[number];
const TYPE_CODE = new Map<string, number>(TRANSACTION_TYPE_CODES.map((type, i) => [type, i]));

/** Interned text: descriptions, group labels and cash activities repeat a lot. */
export class Strings {
  readonly list: string[] = [];
  private readonly ids = new Map<string, number>();

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(text);
      this.ids.set(text, id);
    }
    return id;
  }
}

function grow<T extends Int8Array | Uint8Array | Int32Array | Float64Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

export interface TxInput {
  account: number;
  fund: number;
  day: number;
  type: TxType;
  description: number;
  group: number;
  /** Ten-thousandths of a unit; NaN for a row without units (pending). */
  units: number;
  /** Ten-thousandths of a dollar; 0 for a row without a price. */
  price: number;
  /** Cents, signed like units. */
  value: number;
  /** PIE tax withheld, cents (≥ 0). */
  tax: number;
  pending: boolean;
  /** Switch number shared by the two legs, -1 for none. */
  switchNo: number;
}

export class TransactionStore {
  size = 0;
  account = new Int32Array(1 << 16);
  fund = new Int8Array(1 << 16);
  day = new Int32Array(1 << 16);
  type = new Int8Array(1 << 16);
  description = new Int32Array(1 << 16);
  group = new Int32Array(1 << 16);
  units = new Float64Array(1 << 16);
  price = new Int32Array(1 << 16);
  value = new Float64Array(1 << 16);
  tax = new Float64Array(1 << 16);
  pending = new Uint8Array(1 << 16);
  switchNo = new Int32Array(1 << 16);

  push(row: TxInput): number {
    if (this.size === this.account.length) {
      const n = this.size * 2;
      this.account = grow(this.account, n);
      this.fund = grow(this.fund, n);
      this.day = grow(this.day, n);
      this.type = grow(this.type, n);
      this.description = grow(this.description, n);
      this.group = grow(this.group, n);
      this.units = grow(this.units, n);
      this.price = grow(this.price, n);
      this.value = grow(this.value, n);
      this.tax = grow(this.tax, n);
      this.pending = grow(this.pending, n);
      this.switchNo = grow(this.switchNo, n);
    }
    const i = this.size;
    this.account[i] = row.account;
    this.fund[i] = row.fund;
    this.day[i] = row.day;
    this.type[i] = TYPE_CODE.get(row.type) ?? -1;
    this.description[i] = row.description;
    this.group[i] = row.group;
    this.units[i] = row.units;
    this.price[i] = row.price;
    this.value[i] = row.value;
    this.tax[i] = row.tax;
    this.pending[i] = row.pending ? 1 : 0;
    this.switchNo[i] = row.switchNo;
    this.size += 1;
    return i;
  }
}

export class CashStore {
  size = 0;
  account = new Int32Array(1 << 14);
  day = new Int32Array(1 << 14);
  fund = new Int8Array(1 << 14);
  activity = new Int32Array(1 << 14);
  credit = new Uint8Array(1 << 14);
  amount = new Float64Array(1 << 14);
  transaction = new Int32Array(1 << 14);

  push(account: number, day: number, activity: number, credit: boolean, amount: number, fund = -1, transaction = -1): void {
    if (this.size === this.account.length) {
      const n = this.size * 2;
      this.account = grow(this.account, n);
      this.day = grow(this.day, n);
      this.fund = grow(this.fund, n);
      this.activity = grow(this.activity, n);
      this.credit = grow(this.credit, n);
      this.amount = grow(this.amount, n);
      this.transaction = grow(this.transaction, n);
    }
    const i = this.size;
    this.account[i] = account;
    this.day[i] = day;
    this.fund[i] = fund;
    this.activity[i] = activity;
    this.credit[i] = credit ? 1 : 0;
    this.amount[i] = amount;
    this.transaction[i] = transaction;
    this.size += 1;
  }
}

/** Row numbers in day order (a stable counting sort: rows of one day keep their order). */
export function orderByDay(days: Int32Array, size: number, dayCount: number): Int32Array {
  const starts = new Int32Array(dayCount + 1);
  for (let i = 0; i < size; i++) starts[(days[i] as number) + 1] = (starts[(days[i] as number) + 1] as number) + 1;
  for (let d = 1; d <= dayCount; d++) starts[d] = (starts[d] as number) + (starts[d - 1] as number);
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const d = days[i] as number;
    order[starts[d] as number] = i;
    starts[d] = (starts[d] as number) + 1;
  }
  return order;
}
