/**
 * The review of a resources-and-votes operation, a step of the Votes screen, rendered from
 * ui-state's voteReviewView: what it does (stake or unstake for a resource, the votes per
 * validator, a withdrawal or a rewards claim), the amount, the network fee in coin and fiat, and
 * the total, all of the prepared transfer the flow will sign. Nothing is sent until Confirm.
 */
import { View } from 'react-native';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { voteReviewView, type VoteReview as VoteReviewData } from '@kestrel/ui-state/voteReview';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Line } from '../../staking/parts/Line';

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
  const { amount, fee } = review.prepared;
  const v = voteReviewView(review, coin.symbol);
  const withFiat = (units: bigint, decimals: number, symbol: string) => {
    const f = fiatOfUnits(units, decimals, coin.currencyRate);
    return `${exactAmount(units, decimals, symbol)}${f === null ? '' : ` · ${f} ${currency}`}`;
  };
  return (
    <Screen title={v.title}>
      <View testID="vote-review">
        <Line label="Network" value={coin.chainLabel} />
        {v.resource ? <Line label="Resource" value={v.resource} /> : null}
        {v.votes ? (
          v.votes.map((vote) => (
            <Line key={vote.address} label={`Votes for ${vote.name}`} value={String(vote.count)} />
          ))
        ) : (
          <Line label={v.amountLabel} value={withFiat(amount, coin.decimal, coin.symbol)} />
        )}
        <Line label="Network fee" value={withFiat(fee, coin.feeDecimals, coin.feeSymbol)} />
        <Line label={v.totalLabel} value={withFiat(v.total, coin.decimal, coin.symbol)} />
      </View>
      <Button label={v.confirm} busy={busy} onPress={onConfirm} />
      <Button variant="ghost" label="Back" disabled={busy} onPress={onBack} />
    </Screen>
  );
}
