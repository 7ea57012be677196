import { describe, expect, it } from 'vitest';
import { createWalletStore } from '../store';
import { transferActions as T } from './transfer';

describe('transfer slice', () => {
  it('a fee estimate above the balance turns the amount into balance minus fee with isMax', () => {
    const s = createWalletStore();
    s.dispatch(
      T.startTransfer({ currentCoin: 'ethereum:ETH', amount: '1000000000000000000', toAddress: '0xB' }),
    );
    s.dispatch(T.estimateStarted());
    expect(s.getState().transfer.isLoading).toBe(true);
    s.dispatch(
      T.estimateSucceeded({
        transactionFee: '21000000000000',
        fiatEstimateFee: '0.05',
        nonce: 7,
        balance: '1000000000000000000',
        isToken: false,
      }),
    );
    const t = s.getState().transfer;
    expect(t).toMatchObject({
      isLoading: false,
      success: true,
      amount: '999979000000000000',
      isMax: true,
      nonce: 7,
    });
  });
  it('selecting a gas price recomputes the max amount', () => {
    const s = createWalletStore();
    s.dispatch(T.startTransfer({ currentCoin: 'x', amount: '90', toAddress: '0xB' }));
    s.dispatch(
      T.estimateSucceeded({ transactionFee: '5', fiatEstimateFee: null, balance: '100', isToken: false }),
    );
    expect(s.getState().transfer.isMax).toBe(false);
    s.dispatch(T.selectGasPrice({ gasFee: '3', transactionFee: '20', balance: '100', isToken: false }));
    expect(s.getState().transfer).toMatchObject({ amount: '80', isMax: true });
  });
  it("estimate errors starting with 'The' are stored as the custom error", () => {
    const s = createWalletStore();
    s.dispatch(T.estimateFailed('The amount is too small'));
    expect(s.getState().transfer).toMatchObject({ success: false, customError: 'The amount is too small' });
    s.dispatch(T.estimateFailed('Insufficient balance'));
    expect(s.getState().transfer.customError).toBe('The amount is too small');
  });
});
