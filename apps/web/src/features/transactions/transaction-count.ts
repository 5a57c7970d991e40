/** '1 transaction', '1,234 transactions': how many rows the range holds, over the table. */
export function transactionCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'transaction' : 'transactions'}`;
}
