/**
 * The batch review: every line, the fee in fiat, the totals; when sending delegates the account
 * (EIP-7702, its first batch), nothing is sent until the consent box is ticked, and the consent
 * names that contract.
 */
// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchReview as Review } from '@kestrel/ui-state/batchReview';
import { BatchReview } from './parts/BatchReview';

afterEach(cleanup);

const ETH = 10n ** 18n;
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published accounts #1 and #2. */
const A1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const A2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const DELEGATE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const review = (delegation: Review['delegation']): Review =>
  ({
    chain_name: 'ethereum',
    chainLabel: 'Ethereum',
    address: ME,
    coinId: 'eth-1',
    prepared: {},
    lines: [
      { toAddress: A1, symbol: 'ETH', decimal: 18, amount: ETH / 10n, fiat: '200.00' },
      { toAddress: A2, symbol: 'ETH', decimal: 18, amount: ETH / 5n, fiat: '400.00' },
    ],
    fee: 60_000n * 10n ** 9n,
    feeSymbol: 'ETH',
    feeDecimals: 18,
    feeFiat: '0.12',
    totals: [{ symbol: 'ETH', decimal: 18, amount: (3n * ETH) / 10n + 60_000n * 10n ** 9n }],
    totalFiat: '600.12',
    shortfall: null,
    delegation,
  }) as Review;

describe('BatchReview', () => {
  it('lists every line with its fiat value, the fee and the total', () => {
    const onConfirm = vi.fn();
    render(
      <BatchReview
        review={review(null)}
        currency="USD"
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Review: batch of 2 on Ethereum' })).toBeTruthy();
    expect(screen.getAllByTestId('batch-review-line').map((l) => l.textContent)).toEqual([
      `${A1}0.1 ETH · 200.00 USD`,
      `${A2}0.2 ETH · 400.00 USD`,
    ]);
    expect(screen.getByTestId('batch-review-fee').textContent).toBe('0.00006 ETH · 0.12 USD');
    expect(screen.getByTestId('batch-review-total').textContent).toBe('0.30006 ETH · 600.12 USD');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send batch' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('asks consent to the delegate contract before it sends, and passes that contract on', () => {
    const onConfirm = vi.fn();
    render(
      <BatchReview
        review={review({
          address: DELEGATE,
          name: 'Kestrel batch executor',
          text: 'This address will run calls through the contract.',
        })}
        currency="USD"
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const send = screen.getByRole('button', { name: 'Confirm and send batch' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(send);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I agree to delegate this address to this contract' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send batch' }));
    expect(onConfirm).toHaveBeenCalledWith(DELEGATE);
  });
});
