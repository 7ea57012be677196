/**
 * The review of a resources-and-votes operation, a step of the Votes screen: what it does (stake
 * or unstake for a resource, the votes per validator, a withdrawal or a rewards claim), the
 * amount, the network fee in coin and fiat, and the total, all of the prepared transfer the flow
 * will sign. Nothing is sent until Confirm.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import { View } from 'react-native';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import type { VoteOp } from '@kestrel/ui-state/votes';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Line } from '../../staking/parts/Line';

export interface VoteReviewData {
  op: VoteOp;
  prepared: PreparedTransfer;
  /** Validator names by address, for the votes' review. */
  names: Record<string, string>;
}

const TITLES: Record<VoteOp['kind'], { title: string; confirm: string; amount: string }> = {
  freeze: { title: 'Review: stake', confirm: 'Confirm and stake', amount: 'Amount staked' },
  unfreeze: { title: 'Review: unstake', confirm: 'Confirm and unstake', amount: 'Amount unstaked' },
  voteStaking: { title: 'Review: votes', confirm: 'Confirm and vote', amount: '' },
  withdraw: { title: 'Review: withdraw', confirm: 'Confirm and withdraw', amount: 'Amount withdrawn' },
  rewards: { title: 'Review: claim rewards', confirm: 'Confirm and claim', amount: 'Rewards claimed' },
};

export function VoteReview({
  coin,
  review,
  currency,
  busy,
  onConfirm,
  onBack,
}: {
  coin: SendCoinView;
  review: VoteReviewData;
  currency: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { op, prepared } = review;
  const { amount, fee } = prepared;
  const withFiat = (units: bigint, decimals: number, symbol: string) => {
    const v = fiatOfUnits(units, decimals, coin.currencyRate);
    return `${exactAmount(units, decimals, symbol)}${v === null ? '' : ` · ${v} ${currency}`}`;
  };
  // Stake: amount and fee leave the balance; unstake and votes: only the fee; withdraw and
  // rewards: the amount comes back less the fee.
  const total =
    op.kind === 'freeze'
      ? amount + fee
      : op.kind === 'unfreeze' || op.kind === 'voteStaking'
        ? fee
        : amount > fee
          ? amount - fee
          : 0n;
  const t = TITLES[op.kind];
  return (
    <Screen title={`${t.title} ${coin.symbol}`}>
      <View testID="vote-review">
        <Line label="Network" value={coin.chainLabel} />
        {op.kind === 'freeze' || op.kind === 'unfreeze' ? (
          <Line label="Resource" value={op.resource === 'ENERGY' ? 'Energy' : 'Bandwidth'} />
        ) : null}
        {op.kind === 'voteStaking' ? (
          Object.entries(op.votes)
            .filter(([, n]) => n > 0)
            .map(([address, n]) => (
              <Line key={address} label={`Votes for ${review.names[address] ?? address}`} value={String(n)} />
            ))
        ) : (
          <Line label={t.amount} value={withFiat(amount, coin.decimal, coin.symbol)} />
        )}
        <Line label="Network fee" value={withFiat(fee, coin.feeDecimals, coin.feeSymbol)} />
        <Line
          label={op.kind === 'withdraw' || op.kind === 'rewards' ? 'You receive' : 'Total'}
          value={withFiat(total, coin.decimal, coin.symbol)}
        />
      </View>
      <Button label={t.confirm} busy={busy} onPress={onConfirm} />
      <Button variant="ghost" label="Back" disabled={busy} onPress={onBack} />
    </Screen>
  );
}
