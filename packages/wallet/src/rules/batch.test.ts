import { describe, expect, it } from 'vitest';
import {
  adjustPending,
  batchAddRefusal,
  batchAmountKey,
  initBatchFilter,
  type BatchItem,
  type PendingAmounts,
} from './batch';

function item(
  id: string,
  amount: string,
  over: Partial<BatchItem['coinInfo']> = {},
  chain_name = 'ethereum',
): BatchItem {
  return {
    transactionId: id,
    transferData: { amount },
    coinInfo: {
      _id: 'eth',
      chain_name,
      chain_symbol: 'ETH',
      type: 'coin',
      name: 'Ether',
      symbol: 'ETH',
      decimal: 18,
      address: '0xA',
      ...over,
    },
    chain_name,
    wallet_id: 'w1',
  };
}

describe('batch add', () => {
  it("a duplicate transactionId gives 'Transaction already added' ('Check in home screen')", () => {
    expect(batchAddRefusal([item('t1', '1')], item('t1', '2'))).toEqual({
      title: 'Transaction already added',
      message: 'Check in home screen',
    });
  });
  it("980 or more gives 'Transaction limit reached.' ('Maximum 980 transactions can be added')", () => {
    const list = Array.from({ length: 980 }, (_, i) => item(`t${i}`, '1'));
    expect(batchAddRefusal(list, item('new', '1'))).toEqual({
      title: 'Transaction limit reached.',
      message: 'Maximum 980 transactions can be added',
    });
    expect(batchAddRefusal(list.slice(0, 979), item('new', '1'))).toBeNull();
  });
});

describe('pending amounts', () => {
  it('add and reduce per wallet, chain, symbol and address; zero deletes', () => {
    const p: PendingAmounts = {};
    const k = batchAmountKey('ethereum', 'ETH', '0xA');
    adjustPending(p, 'w1', k, 5n);
    adjustPending(p, 'w1', k, 7n);
    adjustPending(p, 'w2', k, 1n);
    expect(p).toEqual({ w1: { [k]: '12' }, w2: { [k]: '1' } });
    adjustPending(p, 'w1', k, -12n);
    expect(p).toEqual({ w2: { [k]: '1' } });
  });
});

describe('batch filter initialisation', () => {
  const k = batchAmountKey('ethereum', 'ETH', '0xA');
  it('walks in order, flags a line above the remaining balance and invalidates the batch', () => {
    const r = initBatchFilter([item('a', '60'), item('b', '50'), item('c', '40')], { [k]: '100' });
    expect(r.filteredData.map((t) => [t.transactionId, t.is_exceed_balance, t.require_amount])).toEqual([
      ['a', false, undefined],
      ['b', true, '10'],
      ['c', false, undefined],
    ]);
    expect(r.isValid).toBe(false);
    expect(r.invalid_reason).toBe(
      'Your transaction(s) exceed the available balance. Please remove specific transaction(s) or add funds. Note: Gas fees are not included in this check and will be calculated separately',
    );
  });
  it('is valid within the balance, and filters by chain and address', () => {
    const other = item('d', '5', { address: '0xB' });
    const r = initBatchFilter(
      [item('a', '60'), other],
      { [k]: '100', [batchAmountKey('ethereum', 'ETH', '0xB')]: '5' },
      { selectedAddress: '0xB' },
    );
    expect(r.isValid).toBe(true);
    expect(r.invalid_reason).toBeNull();
    expect(r.filteredData.map((t) => t.transactionId)).toEqual(['d']);
  });
});
