/**
 * The review of a stake operation in the send review's layout, rendered from ui-state's
 * stakeReviewView: what it acts on (validator or stake account), the amount, the network fee in
 * coin and fiat, and the total, all of the prepared transfer the flow will sign. Nothing is sent
 * until Confirm.
 */
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount, reducedReason } from '@kestrel/ui-state/sendReview';
import { stakeReviewView, type StakeReview } from '@kestrel/ui-state/stakeReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import styles from '../send/Send.module.css';

export function StakeReviewDialog({
  coin,
  review,
  currency,
  busy,
  onConfirm,
  onClose,
}: {
  coin: SendCoinView;
  review: StakeReview | null;
  currency: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!review) return null;
  const { amount, fee } = review.prepared;
  const v = stakeReviewView(review, coin.symbol);
  const fiat = (units: bigint) => {
    const f = fiatOfUnits(units, coin.decimal, coin.currencyRate);
    return f === null ? null : <span className={styles.muted}> · {`${f} ${currency}`}</span>;
  };
  const reason = v.mayBeReduced ? reducedReason(coin, review.prepared) : null;
  return (
    <Dialog open title={v.title} onClose={busy ? () => undefined : onClose}>
      <dl className={styles.review} data-testid="stake-review">
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
              {fiat(amount)}
            </dd>
            {reason ? <dd className={styles.reason}>{reason}</dd> : null}
          </div>
        )}
        <div>
          <dt>Network fee</dt>
          <dd data-testid="stake-review-fee">
            {exactAmount(fee, coin.feeDecimals, coin.feeSymbol)}
            {fiat(fee)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{v.totalLabel}</dt>
          <dd data-testid="stake-review-total">
            {exactAmount(v.total, coin.decimal, coin.symbol)}
            {fiat(v.total)}
          </dd>
        </div>
      </dl>
      <div className={styles.reviewActions}>
        <Button block busy={busy} onClick={onConfirm}>
          {v.confirm}
        </Button>
        <Button variant="ghost" block disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
