/**
 * The review of a stake operation, a step of the Staking screen, rendered from ui-state's
 * stakeReviewView: what it acts on (validator or stake account), the network, the amount, the
 * network fee in coin and fiat, and the total, all of the prepared transfer the flow will sign.
 * Nothing is sent until Confirm.
 */
import { Text, View } from 'react-native';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount, reducedReason } from '@kestrel/ui-state/sendReview';
import { stakeReviewView, type StakeReview as StakeReviewData } from '@kestrel/ui-state/stakeReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Line } from './Line';

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
  const { amount, fee } = review.prepared;
  const v = stakeReviewView(review, coin.symbol);
  const withFiat = (units: bigint, decimals: number, symbol: string) => {
    const f = fiatOfUnits(units, decimals, coin.currencyRate);
    return `${exactAmount(units, decimals, symbol)}${f === null ? '' : ` · ${f} ${currency}`}`;
  };
  const reason = v.mayBeReduced ? reducedReason(coin, review.prepared) : null;
  return (
    <Screen title={v.title}>
      <View testID="stake-review">
        <Line label={v.targetLabel} value={`${v.targetName}${v.target}`} />
        <Line label="Network" value={coin.chainLabel} />
        {v.amountLabel === null ? null : (
          <Line label={v.amountLabel} value={withFiat(amount, coin.decimal, coin.symbol)} />
        )}
        {reason ? <Text>{reason}</Text> : null}
        <Line label="Network fee" value={withFiat(fee, coin.feeDecimals, coin.feeSymbol)} />
        <Line label={v.totalLabel} value={withFiat(v.total, coin.decimal, coin.symbol)} />
      </View>
      <Button label={v.confirm} busy={busy} onPress={onConfirm} />
      <Button variant="ghost" label="Back" disabled={busy} onPress={onBack} />
    </Screen>
  );
}
