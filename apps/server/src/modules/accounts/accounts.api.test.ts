import { describe, expect, it } from 'vitest';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { cash, createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

async function signedInClient() {
  const { user, client } = await createUser(db());
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(user.username);
  return { browser, client: client! };
}

type Listed = { accountNumber: string; productType: string; balance: number | null; balanceAsAtDate: string | null };

// spec 000 §3 'Account' (balance, balanceAsAtDate), §2.5 sort order; DESIGN §5 'units from
// transactions × price of the last business day on or before'.
describe('account balances in the account list', () => {
  it('values units from transactions at the latest price, to the cent', async () => {
    const { browser, client } = await signedInClient();
    const account = await giveAccount(db(), client.id, 'KS');
    // Prices end on Friday 2024-03-08; nothing later, so that is the as-at date.
    const fund = await createFund(db(), 'Growth Fund', [
      ['2024-03-01', '1.500000'],
      ['2024-03-08', '1.612300'],
    ]);
    // 1,000 units bought at 1.5000 ($1,500.00), then 250.5 units sold at 1.6123 ($403.88).
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-03-01', units: '1000', unitPrice: '1.5', value: '1500.00' });
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-03-08', units: '-250.5', unitPrice: '1.6123', value: '-403.88' });
    // A pending purchase has no units yet and must not count.
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-03-08', units: '100', unitPrice: '1.6123', value: '161.23', pending: true });
    const body = (await browser.get('/api/v1/accounts')).json();
    const listed: Listed = body.ownedList[0];
    // 749.5 units × 1.6123 = 1,208.41885 → $1,208.42
    expect(listed.balance).toBe(1208.42);
    expect(listed.balanceAsAtDate).toBe('2024-03-08');
    expect(body.portfolioSummary).toEqual([{ productCode: 'KS', totalValuation: 1208.42 }]);
  });

  it('adds Cash at Bank to a wealth-management account', async () => {
    const { browser, client } = await signedInClient();
    const account = await giveAccount(db(), client.id, 'PW');
    const fund = await createFund(db(), 'Income Fund', [['2024-05-31', '2.000000']]);
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-05-31', units: '5000', unitPrice: '2', value: '10000.00' });
    // Deposited 12,500.00, bought 10,000.00 of the fund: 2,500.00 left at bank.
    await cash(db(), account.id, '2024-05-30', 'C', '12500.00');
    await cash(db(), account.id, '2024-05-31', 'D', '10000.00');
    const listed: Listed = (await browser.get('/api/v1/accounts')).json().ownedList[0];
    // 5,000 × 2.0000 = 10,000.00 in the fund + 2,500.00 cash = 12,500.00
    expect(listed.balance).toBe(12500);
  });

  it('gives a sold-out or empty account a zero balance and no as-at date', async () => {
    const { browser, client } = await signedInClient();
    const account = await giveAccount(db(), client.id, 'UT', { open: false });
    const fund = await createFund(db(), 'Cash Fund', [['2024-01-05', '1.000000']]);
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-05', units: '10', unitPrice: '1', value: '10.00' });
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-05', units: '-10', unitPrice: '1', value: '-10.00' });
    const listed: Listed = (await browser.get('/api/v1/accounts')).json().ownedList[0];
    expect(listed).toMatchObject({ balance: 0, balanceAsAtDate: null });
  });

  it('sorts by product, then by balance from largest to smallest', async () => {
    const { browser, client } = await signedInClient();
    const fund = await createFund(db(), 'Balanced Fund', [['2024-02-02', '1.000000']]);
    const small = await giveAccount(db(), client.id, 'KS');
    const large = await giveAccount(db(), client.id, 'KS');
    const pw = await giveAccount(db(), client.id, 'PW');
    await trade(db(), { accountId: small.id, securityId: fund.id, tradeDate: '2024-02-02', units: '100', unitPrice: '1', value: '100.00' });
    await trade(db(), { accountId: large.id, securityId: fund.id, tradeDate: '2024-02-02', units: '900', unitPrice: '1', value: '900.00' });
    await trade(db(), { accountId: pw.id, securityId: fund.id, tradeDate: '2024-02-02', units: '1', unitPrice: '1', value: '1.00' });
    const owned: Listed[] = (await browser.get('/api/v1/accounts')).json().ownedList;
    expect(owned.map((a) => a.accountNumber)).toEqual([pw.accountNumber, large.accountNumber, small.accountNumber]);
  });
});
