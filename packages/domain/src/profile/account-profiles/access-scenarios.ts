/**
 * spec 002 §3 'Access scenarios' (depositAbility and withdrawalAbility, each with a messageCode) and
 * §6 (the Deposit and Withdrawal buttons show when the scenario allows them). The data holds no
 * scenarios, so they are derived from the account (a decision, docs/decisions.md):
 *
 * | account                   | deposit                    | withdrawal                       |
 * |---------------------------|----------------------------|----------------------------------|
 * | closed (any product)      | ACCOUNT_CLOSED             | ACCOUNT_CLOSED                   |
 * | UT, UT-AUS                | DEPOSIT_OK                 | WITHDRAWAL_OK                    |
 * | KS (KiwiSaver)            | DEPOSIT_OK (voluntary)     | KIWISAVER_RESTRICTED             |
 * | PE (private equity)       | PRIVATE_EQUITY_CALLS_ONLY  | PRIVATE_EQUITY_DISTRIBUTIONS_ONLY|
 * | PW (wealth management)    | ADVISER_MANAGED            | ADVISER_MANAGED                  |
 *
 * KiwiSaver savings are locked in by law: KiwiSaver Act 2006, Schedule 1 (KiwiSaver scheme rules)
 * clauses 4–14 allow withdrawals only on retirement (age 65), a first home, significant financial
 * hardship, serious illness, permanent emigration or death, each by application, never ad hoc.
 * A private equity fund draws money by capital calls and returns it by distributions, so the
 * investor neither deposits nor withdraws when they choose. Wealth-management portfolios are
 * changed through the adviser (and are not listed on the tab, spec 002 §6).
 */
export const DEPOSIT_CODES = ['DEPOSIT_OK', 'ACCOUNT_CLOSED', 'PRIVATE_EQUITY_CALLS_ONLY', 'ADVISER_MANAGED'] as const;
export const WITHDRAWAL_CODES = [
  'WITHDRAWAL_OK',
  'ACCOUNT_CLOSED',
  'KIWISAVER_RESTRICTED',
  'PRIVATE_EQUITY_DISTRIBUTIONS_ONLY',
  'ADVISER_MANAGED',
] as const;
export type DepositCode = (typeof DEPOSIT_CODES)[number];
export type WithdrawalCode = (typeof WITHDRAWAL_CODES)[number];

export interface AccessScenarios {
  depositAbility: { allowed: boolean; messageCode: DepositCode };
  withdrawalAbility: { allowed: boolean; messageCode: WithdrawalCode };
}

export interface ScenarioAccount {
  productType: 'KS' | 'UT' | 'UT-AUS' | 'PW' | 'PE';
  accountIsOpen: boolean;
}

/** What each code tells the user where a button is not shown. */
export const ACCESS_SCENARIO_MESSAGES: Record<DepositCode | WithdrawalCode, string> = {
  DEPOSIT_OK: 'Deposits are available for this account.',
  WITHDRAWAL_OK: 'Withdrawals are available for this account.',
  ACCOUNT_CLOSED: 'This account is closed.',
  KIWISAVER_RESTRICTED:
    'KiwiSaver withdrawals are only available for retirement, a first home, hardship or other reasons allowed by law. Please contact us to apply.',
  PRIVATE_EQUITY_CALLS_ONLY: 'Money is invested in this fund by capital calls.',
  PRIVATE_EQUITY_DISTRIBUTIONS_ONLY: 'Money is returned from this fund by distributions.',
  ADVISER_MANAGED: 'Please contact your adviser about this account.',
};

function scenario(deposit: DepositCode, withdrawal: WithdrawalCode): AccessScenarios {
  return {
    depositAbility: { allowed: deposit === 'DEPOSIT_OK', messageCode: deposit },
    withdrawalAbility: { allowed: withdrawal === 'WITHDRAWAL_OK', messageCode: withdrawal },
  };
}

export function accessScenarios(account: ScenarioAccount): AccessScenarios {
  if (!account.accountIsOpen) return scenario('ACCOUNT_CLOSED', 'ACCOUNT_CLOSED');
  switch (account.productType) {
    case 'UT':
    case 'UT-AUS':
      return scenario('DEPOSIT_OK', 'WITHDRAWAL_OK');
    case 'KS':
      return scenario('DEPOSIT_OK', 'KIWISAVER_RESTRICTED');
    case 'PE':
      return scenario('PRIVATE_EQUITY_CALLS_ONLY', 'PRIVATE_EQUITY_DISTRIBUTIONS_ONLY');
    case 'PW':
      return scenario('ADVISER_MANAGED', 'ADVISER_MANAGED');
  }
}
