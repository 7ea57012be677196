/**
 * The review of a stake operation, a step of the Staking screen: what it acts on (validator or
 * stake account), the network, the amount, the network fee in coin and fiat, and the total, all
 * of the prepared transfer the flow will sign. Nothing is sent until Confirm.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import { Text, View } from 'react-native';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount, reducedReason } from '@kestrel/ui-state/sendReview';
import type { StakeOp } from '@kestrel/ui-state/staking';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Line } from './Line';

export interface StakeReviewData {
  op: StakeOp;
  prepared: PreparedTransfer;
  /** The validator's name (create) or the stake's validator, when known. */
  validatorName: string | null;
}

const TITLES: Record<StakeOp['kind'], { title: string; confirm: string }> = {
  createStaking: { title: 'Review: stake', confirm: 'Confirm and stake' },
  deactivate: { title: 'Review: deactivate stake', confirm: 'Confirm and deactivate' },
  withdraw: { title: 'Review: withdraw stake', confirm: 'Confirm and withdraw' },
};

export function StakeReview({
  coin,
  review,
  currency,
  busy,
  onConfirm,
  onBack,
}: {
  coin: SendCoinView;
  review: StakeReviewData;
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
  const reason = op.kind === 'createStaking' ? reducedReason(coin, prepared) : null;
  // Create: amount and fee leave the balance; deactivate: only the fee; withdraw: the stake comes back less the fee.
  const total =
    op.kind === 'createStaking'
      ? amount + fee
      : op.kind === 'deactivate'
        ? fee
        : amount > fee
          ? amount - fee
          : 0n;
  const target = op.kind === 'createStaking' ? op.validator : op.stakeAccount;
  const { title, confirm } = TITLES[op.kind];
  return (
    <Screen title={`${title} ${coin.symbol}`}>
      <View testID="stake-review">
        <Line
          label={op.kind === 'createStaking' ? 'Validator' : 'Stake account'}
          value={`${review.validatorName && op.kind === 'createStaking' ? `${review.validatorName} · ` : ''}${target}`}
        />
        <Line label="Network" value={coin.chainLabel} />
        {op.kind === 'deactivate' ? null : (
          <Line
            label={`${op.kind === 'withdraw' ? 'Amount withdrawn' : 'Amount staked'}${prepared.isMax ? ' (maximum)' : ''}`}
            value={withFiat(amount, coin.decimal, coin.symbol)}
          />
        )}
        {reason ? <Text>{reason}</Text> : null}
        <Line label="Network fee" value={withFiat(fee, coin.feeDecimals, coin.feeSymbol)} />
        <Line
          label={op.kind === 'withdraw' ? 'You receive' : 'Total'}
          value={withFiat(total, coin.decimal, coin.symbol)}
        />
      </View>
      <Button label={confirm} busy={busy} onPress={onConfirm} />
      <Button variant="ghost" label="Back" disabled={busy} onPress={onBack} />
    </Screen>
  );
}
