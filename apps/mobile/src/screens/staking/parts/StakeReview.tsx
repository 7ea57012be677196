/**
 * The review of a stake operation, a step of the Staking screen, rendered from ui-state's
 * stakeReviewView: what it acts on (validator or stake account), the network and the amount,
 * then the fee and the total of the prepared transfer the flow will sign. Nothing is sent until
 * Confirm.
 */
import { Text } from 'react-native';
import { reducedReason } from '@kestrel/ui-state/sendReview';
import { stakeReviewView, type StakeReview as StakeReviewData } from '@kestrel/ui-state/stakeReview';
import type { OperationReviewProps } from '@kestrel/ui-state/useReviewConfirm';
import { Line } from './Line';
import { amountWithFiat, OperationReview } from './OperationReview';

export function StakeReview(p: OperationReviewProps<StakeReviewData>) {
  const { coin, review, currency } = p;
  const v = stakeReviewView(review, coin.symbol);
  const reason = v.mayBeReduced ? reducedReason(coin, review.prepared) : null;
  return (
    <OperationReview {...p} view={v} testID="stake-review" fee={review.prepared.fee}>
      <Line label={v.targetLabel} value={`${v.targetName}${v.target}`} />
      <Line label="Network" value={coin.chainLabel} />
      {v.amountLabel === null ? null : (
        <Line label={v.amountLabel} value={amountWithFiat(coin, currency, review.prepared.amount)} />
      )}
      {reason ? <Text>{reason}</Text> : null}
    </OperationReview>
  );
}
