/**
 * The send review shows exactly the prepared transfer: the amount with every digit, the fee in
 * coin and in fiat, the total, the reason when the max rule reduced the amount, and "Add to
 * batch" only where the chain batches. Confirm is the only way to the send.
 */
// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreparedTransfer } from '@kestrel/wallet';
import type { RecipientWarning } from '@kestrel/ui-state/addressBook';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { SendReview } from './parts/SendReview';

afterEach(cleanup);

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH = 10n ** 18n;
const coin = (canBatch: boolean): SendCoinView => ({
  _id: 'eth-1',
  chain_name: 'ethereum',
  chainLabel: 'Ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  decimal: 18,
  isToken: false,
  address: ME,
  totalBalance: (10n * ETH).toString(),
  currencyRate: '2000',
  feeSymbol: 'ETH',
  feeDecimals: 18,
  feeRate: '2000',
  hints: { customFeeUnit: 'gwei', customFeeDecimals: 9, canBatch, recordsFailedSends: true },
});
/** 21000 gas at 1.5 gwei: a fee of 0.0000315 ETH. */
const FEE = 21_000n * 1_500_000_000n;
const prepared = (o: { amount: bigint; requested: bigint; isMax: boolean }) =>
  ({
    chain_name: 'ethereum',
    intent: { to: TO, amount: o.amount },
    requestedAmount: o.requested,
    amount: o.amount,
    fee: FEE,
    isMax: o.isMax,
    options: [],
    price: 1_500_000_000n,
    payload: null,
  }) as unknown as PreparedTransfer;

function show(
  p: PreparedTransfer,
  canBatch: boolean,
  handlers = { onConfirm: vi.fn(), onAddToBatch: vi.fn() },
  warnings: RecipientWarning[] = [],
) {
  render(
    <SendReview
      coin={coin(canBatch)}
      data={{ recipient: { state: 'valid', address: TO }, prepared: p, fiatFee: '0.06' }}
      feeWarning={null}
      warnings={warnings}
      currency="USD"
      busy={null}
      onConfirm={handlers.onConfirm}
      onAddToBatch={handlers.onAddToBatch}
      onClose={vi.fn()}
    />,
  );
  return handlers;
}

describe('SendReview', () => {
  it('shows the amount, the fee in coin and fiat, and the total of the prepared transfer', () => {
    const h = show(prepared({ amount: ETH / 4n, requested: ETH / 4n, isMax: false }), true);
    expect(screen.getByRole('heading', { name: 'Review: send ETH' })).toBeTruthy();
    expect(screen.getByTestId('review-to').textContent).toBe(TO);
    expect(screen.getByTestId('review-amount').textContent).toBe('0.25 ETH · 500.00 USD');
    expect(screen.getByTestId('review-fee').textContent).toBe('0.0000315 ETH · 0.06 USD');
    expect(screen.getByTestId('review-total').textContent).toBe('0.2500315 ETH · 500.06 USD');
    expect(screen.queryByTestId('review-max-reason')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to batch' }));
    expect(h.onAddToBatch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(h.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says why the max rule reduced the amount, and offers no batch where the chain has none', () => {
    const sent = 10n * ETH - FEE;
    show(prepared({ amount: sent, requested: 10n * ETH, isMax: true }), false);
    expect(screen.getByText('Amount (maximum)')).toBeTruthy();
    expect(screen.getByTestId('review-max-reason').textContent).toBe(
      'Amount reduced to 9.9999685 ETH so the balance covers the network fee (you asked for 10 ETH).',
    );
    expect(screen.queryByRole('button', { name: 'Add to batch' })).toBeNull();
  });

  it('shows the recipient warnings above the buttons, without blocking the send', () => {
    const h = show(prepared({ amount: ETH, requested: ETH, isMax: false }), true, undefined, [
      { kind: 'ownAddress', message: 'This is your own address' } as RecipientWarning,
    ]);
    expect(screen.getByRole('alert').textContent).toBe('This is your own address');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(h.onConfirm).toHaveBeenCalledTimes(1);
  });
});
