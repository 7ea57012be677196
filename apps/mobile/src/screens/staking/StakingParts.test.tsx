// @vitest-environment happy-dom
/**
 * The Staking screen's parts: the review step shows the validator (name and address), the amount
 * staked with every digit and in fiat, the fee and the total of the prepared transfer; a withdraw
 * review says what comes back less the fee; the stakes list offers Deactivate only while a stake
 * earns or warms up and Withdraw only once inactive, with the status a person reads; the
 * validators list shows the APY and a tap chooses the validator.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PreparedTransfer } from '@kestrel/wallet';
import { describe, expect, it, vi } from 'vitest';
import type { StakeView, ValidatorView } from '@kestrel/ui-state/staking';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import '../../testing/screenTest';
import { StakeReview } from './parts/StakeReview';
import { StakeList, ValidatorList } from './parts/StakingLists';

const SOL: SendCoinView = {
  _id: 'sol-1',
  chain_name: 'solana',
  chainLabel: 'Solana',
  symbol: 'SOL',
  name: 'Solana',
  decimal: 9,
  isToken: false,
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  totalBalance: '5000000000',
  currencyRate: '150',
  feeSymbol: 'SOL',
  feeDecimals: 9,
  hints: {} as SendCoinView['hints'],
};
const VOTE = 'Vote111111111111111111111111111111111111111';
const prepared = (amount: bigint, fee: bigint) =>
  ({ amount, fee, requestedAmount: amount, isMax: false }) as unknown as PreparedTransfer;

describe('StakeReview', () => {
  it('shows the validator, the amount staked, the fee and the total of the prepared stake', () => {
    const onConfirm = vi.fn();
    render(
      <StakeReview
        coin={SOL}
        currency="USD"
        busy={false}
        review={{
          op: { kind: 'createStaking', validator: VOTE, amount: 1_250_000_000n },
          prepared: prepared(1_250_000_000n, 5000n),
          validatorName: 'Devnet validator',
        }}
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Review: stake SOL' })).toBeTruthy();
    expect(screen.getByLabelText(`Validator: Devnet validator · ${VOTE}`)).toBeTruthy();
    expect(screen.getByLabelText('Amount staked: 1.25 SOL · 187.50 USD')).toBeTruthy();
    expect(screen.getByLabelText(/^Network fee: 0\.000005 SOL/)).toBeTruthy();
    expect(screen.getByLabelText(/^Total: 1\.250005 SOL/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and stake' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a withdraw gives back the stake less the fee and names the stake account', () => {
    render(
      <StakeReview
        coin={SOL}
        currency="USD"
        busy={false}
        review={{
          op: { kind: 'withdraw', stakeAccount: 'StakeAcc1' },
          prepared: prepared(2_000_000_000n, 5000n),
          validatorName: null,
        }}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Stake account: StakeAcc1')).toBeTruthy();
    expect(screen.getByLabelText(/^You receive: 1\.999995 SOL/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and withdraw' })).toBeTruthy();
  });
});

describe('StakeList and ValidatorList', () => {
  it('offers the operations each stake’s state allows and chooses a validator on tap', async () => {
    const stake = (stakingAddress: string, state: StakeView['state']): StakeView => ({
      stakingAddress,
      amount: 1_000_000_000n,
      validatorAddress: VOTE,
      validatorName: null,
      state,
    });
    const validators: ValidatorView[] = [
      { validatorAddress: VOTE, name: 'Devnet validator', image: '', apy: 7.254, activatedStake: 10n ** 15n },
      { validatorAddress: 'Other1', name: 'Other', image: '', apy: null, activatedStake: 0n },
    ];
    const onAction = vi.fn();
    render(
      <StakeList
        stakes={[stake('Active1', 'active'), stake('Done1', 'inactive')]}
        validators={validators}
        symbol="SOL"
        decimals={9}
        hidden={false}
        busy={null}
        onAction={onAction}
      />,
    );
    expect(screen.getByLabelText('1 SOL, Staked, Devnet validator')).toBeTruthy();
    expect(screen.getByLabelText('1 SOL, Inactive, Devnet validator')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Deactivate' })).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ stakingAddress: 'Done1' }), 'withdraw');

    const onChoose = vi.fn();
    render(
      <ValidatorList validators={validators} chosen={VOTE} onChoose={onChoose} symbol="SOL" decimals={9} />,
    );
    expect(
      screen.getByRole('radio', { name: /^Devnet validator, 7\.25 % APY, / }).getAttribute('aria-checked'),
    ).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Other, APY unknown, / })));
    expect(onChoose).toHaveBeenCalledWith('Other1');
  });

  it('shows 50 of 1,200 validators, finds one by name or address, and shows 50 more on request', async () => {
    const many: ValidatorView[] = Array.from({ length: 1200 }, (_, i) => ({
      validatorAddress: `Vote${String(i).padStart(4, '0')}`,
      name: i === 777 ? 'Kestrel Staking' : `Validator ${i}`,
      image: '',
      apy: 7,
      activatedStake: 10n ** 12n,
    }));
    const onChoose = vi.fn();
    render(<ValidatorList validators={many} chosen="" onChoose={onChoose} symbol="SOL" decimals={9} />);
    expect(screen.getAllByRole('radio')).toHaveLength(50);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show 50 more (1150 left)' })));
    expect(screen.getAllByRole('radio')).toHaveLength(100);
    const search = screen.getByLabelText('Search validators');
    await act(async () => fireEvent.change(search, { target: { value: 'kestrel' } }));
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Kestrel Staking, /),
    ]);
    await act(async () => fireEvent.change(search, { target: { value: 'VOTE0042' } }));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Validator 42, / })));
    expect(onChoose).toHaveBeenCalledWith('Vote0042');
    await act(async () => fireEvent.change(search, { target: { value: 'nobody' } }));
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('No validator matches “nobody”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
  });
});
