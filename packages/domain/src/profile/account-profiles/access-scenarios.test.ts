import { describe, expect, it } from 'vitest';
import { accessScenarios, type ScenarioAccount } from './access-scenarios.js';

const open = (productType: ScenarioAccount['productType']) => accessScenarios({ productType, accountIsOpen: true });

describe('access scenarios derived from the account (spec 002 §3, §6; decision in docs/decisions.md)', () => {
  it('lets a unit trust account deposit and withdraw, on both portals', () => {
    for (const productType of ['UT', 'UT-AUS'] as const) {
      expect(open(productType)).toEqual({
        depositAbility: { allowed: true, messageCode: 'DEPOSIT_OK' },
        withdrawalAbility: { allowed: true, messageCode: 'WITHDRAWAL_OK' },
      });
    }
  });

  it('lets KiwiSaver take voluntary deposits but not ad-hoc withdrawals (KiwiSaver Act 2006, Schedule 1 cl 4–14)', () => {
    expect(open('KS')).toEqual({
      depositAbility: { allowed: true, messageCode: 'DEPOSIT_OK' },
      withdrawalAbility: { allowed: false, messageCode: 'KIWISAVER_RESTRICTED' },
    });
  });

  it('takes no ad-hoc deposits or withdrawals into private equity (capital calls and distributions only)', () => {
    expect(open('PE')).toEqual({
      depositAbility: { allowed: false, messageCode: 'PRIVATE_EQUITY_CALLS_ONLY' },
      withdrawalAbility: { allowed: false, messageCode: 'PRIVATE_EQUITY_DISTRIBUTIONS_ONLY' },
    });
  });

  it('sends wealth-management changes to the adviser', () => {
    expect(open('PW').depositAbility).toEqual({ allowed: false, messageCode: 'ADVISER_MANAGED' });
  });

  it('allows neither on any closed account', () => {
    for (const productType of ['KS', 'UT', 'UT-AUS', 'PW', 'PE'] as const) {
      const closed = accessScenarios({ productType, accountIsOpen: false });
      expect(closed.depositAbility).toEqual({ allowed: false, messageCode: 'ACCOUNT_CLOSED' });
      expect(closed.withdrawalAbility).toEqual({ allowed: false, messageCode: 'ACCOUNT_CLOSED' });
    }
  });

  it('allows exactly when the code is the OK code, for every account (property)', () => {
    for (const productType of ['KS', 'UT', 'UT-AUS', 'PW', 'PE'] as const) {
      for (const accountIsOpen of [true, false]) {
        const s = accessScenarios({ productType, accountIsOpen });
        expect(s.depositAbility.allowed).toBe(s.depositAbility.messageCode === 'DEPOSIT_OK');
        expect(s.withdrawalAbility.allowed).toBe(s.withdrawalAbility.messageCode === 'WITHDRAWAL_OK');
      }
    }
  });
});
