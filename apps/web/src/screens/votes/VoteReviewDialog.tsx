/**
 * The review of a resources-and-votes operation in the send review's layout, rendered from
 * ui-state's voteReviewView: what it does (stake or unstake for a resource, the votes per
 * validator, a withdrawal or a rewards claim), the amount, the network fee in coin and fiat, and
 * the total, all of the prepared transfer the flow will sign. Nothing is sent until Confirm.
 */
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { voteReviewView, type VoteReview } from '@kestrel/ui-state/voteReview';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import styles from '../send/Send.module.css';

export function VoteReviewDialog({
  coin,
  review,
  currency,
  busy,
  onConfirm,
  onClose,
}: {
  coin: SendCoinView;
  review: VoteReview | null;
  currency: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!review) return null;
  const { amount, fee } = review.prepared;
  const v = voteReviewView(review, coin.symbol);
  const fiat = (units: bigint) => {
    const f = fiatOfUnits(units, coin.decimal, coin.currencyRate);
    return f === null ? null : <span className={styles.muted}> · {`${f} ${currency}`}</span>;
  };
  return (
    <Dialog open title={v.title} onClose={busy ? () => undefined : onClose}>
      <dl className={styles.review} data-testid="vote-review">
        <div>
          <dt>Network</dt>
          <dd>{coin.chainLabel}</dd>
        </div>
        {v.resource ? (
          <div>
            <dt>Resource</dt>
            <dd>{v.resource}</dd>
          </div>
        ) : null}
        {v.votes ? (
          <div>
            <dt>Votes</dt>
            {v.votes.map((vote) => (
              <dd key={vote.address} data-testid="vote-review-vote">
                {vote.name}: {vote.count}
              </dd>
            ))}
          </div>
        ) : (
          <div>
            <dt>{v.amountLabel}</dt>
            <dd data-testid="vote-review-amount">
              {exactAmount(amount, coin.decimal, coin.symbol)}
              {fiat(amount)}
            </dd>
          </div>
        )}
        <div>
          <dt>Network fee</dt>
          <dd data-testid="vote-review-fee">
            {exactAmount(fee, coin.feeDecimals, coin.feeSymbol)}
            {fiat(fee)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{v.totalLabel}</dt>
          <dd data-testid="vote-review-total">
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
