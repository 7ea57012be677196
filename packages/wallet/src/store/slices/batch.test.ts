import { describe, expect, it } from 'vitest';
import type { BatchItem } from '../../rules/batch';
import { ToastError } from '../../rules/messages';
import { createWalletStore } from '../store';
import { batchActions as B } from './batch';

function item(id: string, amount: string, address = '0xA', chain_name = 'ethereum'): BatchItem {
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
      address,
    },
    chain_name,
    wallet_id: 'w1',
  };
}

describe('batch slice', () => {
  it('adding appends and raises the pending amount per wallet, chain, symbol and address', () => {
    const s = createWalletStore();
    s.dispatch(B.addTransaction(item('a', '10')));
    s.dispatch(B.addTransaction(item('b', '5')));
    expect(s.getState().batch.transactions.w1?.map((t) => t.transactionId)).toEqual(['a', 'b']);
    expect(s.getState().batch.pendingAmounts).toEqual({ w1: { 'ethereum:ETH:0xA': '15' } });
  });
  it("a duplicate is refused with 'Transaction already added' and changes nothing", () => {
    const s = createWalletStore();
    s.dispatch(B.addTransaction(item('a', '10')));
    const err = (() => {
      try {
        s.dispatch(B.addTransaction(item('a', '10')));
      } catch (e) {
        return e as ToastError;
      }
    })();
    expect(err).toBeInstanceOf(ToastError);
    expect(err?.toast).toEqual({ title: 'Transaction already added', message: 'Check in home screen' });
    expect(s.getState().batch.pendingAmounts.w1).toEqual({ 'ethereum:ETH:0xA': '10' });
  });
  it("the 981st is refused with 'Transaction limit reached.'", () => {
    const s = createWalletStore();
    for (let i = 0; i < 980; i++) s.dispatch(B.addTransaction(item(`t${i}`, '1')));
    expect(() => s.dispatch(B.addTransaction(item('x', '1')))).toThrow('Transaction limit reached.');
  });
  it('remove, clear per chain and address (resetting filters), clear all', () => {
    const s = createWalletStore();
    s.dispatch(B.addTransaction(item('a', '10')));
    s.dispatch(B.addTransaction(item('b', '4', '0xB')));
    s.dispatch(B.addTransaction(item('c', '3', '0xB')));
    s.dispatch(B.removeTransaction({ walletId: 'w1', transactionId: 'a' }));
    expect(s.getState().batch.pendingAmounts.w1).toEqual({ 'ethereum:ETH:0xB': '7' });
    s.dispatch(B.setFilter({ selectedChain: 'ethereum', selectedAddress: '0xB' }));
    s.dispatch(B.clearByChainAndAddress({ walletId: 'w1', chain_name: 'ethereum', address: '0xB' }));
    expect(s.getState().batch.transactions.w1).toBeUndefined();
    expect(s.getState().batch.pendingAmounts).toEqual({});
    expect(s.getState().batch.ui.selectedChain).toBeNull();
    s.dispatch(B.addTransaction(item('d', '1')));
    s.dispatch(B.clearAll({ walletId: 'w1' }));
    expect(s.getState().batch.transactions).toEqual({});
  });
  it('filter initialisation flags is_exceed_balance and require_amount', () => {
    const s = createWalletStore();
    s.dispatch(B.addTransaction(item('a', '8')));
    s.dispatch(B.addTransaction(item('b', '8')));
    s.dispatch(B.initFilter({ walletId: 'w1', balances: { 'ethereum:ETH:0xA': '10' } }));
    const b = s.getState().batch;
    expect(b.isValid).toBe(false);
    expect(b.filteredData[1]).toMatchObject({ is_exceed_balance: true, require_amount: '6' });
  });
});
