/**
 * The review of a stake operation, rendered from ui-state's stakeReviewView: what it acts on
 * (validator or stake account), the network and the amount, then the fee and the total of the
 * prepared transfer the flow will sign. Nothing is sent until Confirm.
 */
import { exactAmount, reducedReason } from '@kestrel/ui-state/sendReview';
import { stakeReviewView, type StakeReview } from '@kestrel/ui-state/stakeReview';
import type { OperationReviewProps } from '@kestrel/ui-state/useReviewConfirm';
import styles from '../send/Send.module.css';
import { Fiat, OperationReviewDialog } from './OperationReviewDialog';

export function StakeReviewDialog(p: OperationReviewProps<StakeReview | null>) {
  const { coin, review, currency } = p;
  if (!review) return null;
  const { amount, fee } = review.prepared;
  const v = stakeReviewView(review, coin.symbol);
  const reason = v.mayBeReduced ? reducedReason(coin, review.prepared) : null;
  return (
    <OperationReviewDialog {...p} view={v} testId="stake-review" fee={fee}>
      <div>
        <dt>{v.targetLabel}</dt>
        <dd>
          {v.targetName}
          <span className={styles.address}>{v.target}</span>
        </dd>
      </div>
      <div>
        <dt>Network</dt>
        <dd>{coin.chainLabel}</dd>
      </div>
      {v.amountLabel === null ? null : (
        <div>
          <dt>{v.amountLabel}</dt>
          <dd data-testid="stake-review-amount">
            {exactAmount(amount, coin.decimal, coin.symbol)}
            <Fiat units={amount} coin={coin} currency={currency} />
          </dd>
          {reason ? <dd className={styles.reason}>{reason}</dd> : null}
        </div>
      )}
    </OperationReviewDialog>
  );
}
