// @vitest-environment happy-dom
/**
 * The Votes screen's parts: the votes review lists each validator's votes by name (those with
 * none left out) with the fee and total; a rewards claim gives back the amount less the fee; the
 * validator list shows the rate (or "Rate unknown") and its steppers and typed value reach the
 * wallet's vote rules with the validator's address.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PreparedTransfer } from '@kestrel/wallet';
import { describe, expect, it, vi } from 'vitest';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import '../../testing/screenTest';
import { VoteList } from './parts/VoteList';
import { VoteReview } from './parts/VoteReview';

const TRX: SendCoinView = {
  _id: 'trx-1',
  chain_name: 'tron',
  chainLabel: 'Tron',
  symbol: 'TRX',
  name: 'Tron',
  decimal: 6,
  isToken: false,
  address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH',
  totalBalance: '100000000',
  currencyRate: '0.25',
  feeSymbol: 'TRX',
  feeDecimals: 6,
  hints: {} as SendCoinView['hints'],
};
const SR1 = 'TGj1Ej1qRzL9feLTLhjwgxXF4Ct6GTWg2U';
const SR2 = 'TCEo1hMAdaJrQmvnGTCcGT2LqrGU4N7Jqf';
const prepared = (amount: bigint, fee: bigint) =>
  ({ amount, fee, requestedAmount: amount, isMax: false }) as unknown as PreparedTransfer;

describe('VoteReview', () => {
  it('lists the votes per validator by name, the fee and the total', () => {
    render(
      <VoteReview
        coin={TRX}
        currency="USD"
        busy={false}
        review={{
          op: { kind: 'voteStaking', votes: { [SR1]: 15, [SR2]: 0 } },
          prepared: prepared(0n, 1_100_000n),
          names: { [SR1]: 'Devnet SR', [SR2]: 'Other SR' },
        }}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Review: votes TRX' })).toBeTruthy();
    expect(screen.getByLabelText('Votes for Devnet SR: 15')).toBeTruthy();
    expect(screen.queryByLabelText(/^Votes for Other SR/)).toBeNull();
    expect(screen.getByLabelText('Network fee: 1.1 TRX · 0.28 USD')).toBeTruthy();
    expect(screen.getByLabelText(/^Total: 1\.1 TRX/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and vote' })).toBeTruthy();
  });

  it('a rewards claim gives back the amount less the fee', () => {
    render(
      <VoteReview
        coin={TRX}
        currency="USD"
        busy={false}
        review={{ op: { kind: 'rewards' }, prepared: prepared(3_000_000n, 1_000_000n), names: {} }}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByLabelText(/^Rewards claimed: 3 TRX/)).toBeTruthy();
    expect(screen.getByLabelText(/^You receive: 2 TRX/)).toBeTruthy();
  });
});

describe('VoteList', () => {
  it('shows the rates and hands steps and typed votes to the vote rules by address', async () => {
    const onStep = vi.fn();
    const onType = vi.fn();
    render(
      <VoteList
        validators={[
          { address: SR1, name: 'Devnet SR', url: '', image: '', annualizedRate: '4.519', votes: 1200 },
          { address: SR2, name: '', url: '', image: '', annualizedRate: '', votes: 0 },
        ]}
        selected={{ [SR1]: 10 }}
        onStep={onStep}
        onType={onType}
      />,
    );
    expect(screen.getByLabelText('Devnet SR, 4.52 % yearly, 1200 votes')).toBeTruthy();
    expect(screen.getByLabelText(`${SR2}, Rate unknown, 0 votes`)).toBeTruthy();
    expect((screen.getByLabelText('Votes for Devnet SR') as HTMLInputElement).value).toBe('10');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: '5 more votes for Devnet SR' })),
    );
    expect(onStep).toHaveBeenCalledWith(SR1, 1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `5 fewer votes for ${SR2}` })));
    expect(onStep).toHaveBeenCalledWith(SR2, -1);
    const field = screen.getByLabelText('Votes for Devnet SR');
    await act(async () => fireEvent.change(field, { target: { value: '25' } }));
    await act(async () => fireEvent.blur(field));
    expect(onType).toHaveBeenCalledWith(SR1, '25');
  });
});
