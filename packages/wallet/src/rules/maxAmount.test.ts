import { describe, expect, it } from 'vitest';
import { applyMaxAmount } from './maxAmount';

const base = { initialAmount: '0', isSendFunds: false, isToken: false };

describe('transfer max-amount logic (bigint smallest units)', () => {
  it('amount plus fee above the balance gives balance minus fee and isMax', () => {
    expect(applyMaxAmount({ ...base, amount: '1000', fee: '21', balance: '1000' })).toEqual({
      amount: '979',
      isMax: true,
    });
  });
  it('amount plus fee within the balance keeps the amount and isMax false', () => {
    expect(applyMaxAmount({ ...base, amount: '979', fee: '21', balance: '1000' })).toEqual({
      amount: '979',
      isMax: false,
    });
  });
  it('send-funds mode with a changed amount gives balance minus fee', () => {
    const r = applyMaxAmount({
      ...base,
      isSendFunds: true,
      initialAmount: '500',
      amount: '400',
      fee: '10',
      balance: '1000',
    });
    expect(r).toEqual({ amount: '990', isMax: true });
    const same = applyMaxAmount({
      ...base,
      isSendFunds: true,
      initialAmount: '400',
      amount: '400',
      fee: '10',
      balance: '1000',
    });
    expect(same).toEqual({ amount: '400', isMax: false });
  });
  it('works beyond 2^53 without rounding', () => {
    const r = applyMaxAmount({
      ...base,
      amount: '123456789012345678901',
      fee: '1',
      balance: '123456789012345678901',
    });
    expect(r).toEqual({ amount: '123456789012345678900', isMax: true });
  });
  it('tokens are left alone; a fee above the balance clamps at 0', () => {
    expect(applyMaxAmount({ ...base, isToken: true, amount: '10', fee: '99', balance: '1' })).toEqual({
      amount: '10',
      isMax: false,
    });
    expect(applyMaxAmount({ ...base, amount: 5n, fee: 9n, balance: 3n })).toEqual({
      amount: '0',
      isMax: true,
    });
  });
});
