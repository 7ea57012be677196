/**
 * The batch's review, as a send's: from, network, every line (receiver, amount, fiat), the fee in
 * coin and fiat, and the totals, all of the prepared transfer the send will sign. When the batch
 * delegates the account anew (EIP-7702, its first batch), what that means and the contract's name
 * and address, with a consent box: nothing is sent until it is ticked, and the consent names that
 * contract. Amounts are shown even in privacy mode (the person is about to sign them).
 */
import type { BatchReview } from '@kestrel/ui-state/batchReview';
import { useDelegationConsent } from '@kestrel/ui-state/useBatchScreen';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RoundedAmount } from '../../ui/RoundedAmount';
import { Notice } from '../../ui/Notice';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import styles from '../send/Send.module.css';
import own from './Batch.module.css';

export function BatchReviewDialog({
  review,
  currency,
  busy,
  onConfirm,
  onClose,
}: {
  review: BatchReview | null;
  currency: string;
  busy: boolean;
  /** Called with the delegate contract consented to, when the review asked for consent. */
  onConfirm: (delegationConsent?: string) => void;
  onClose: () => void;
}) {
  const { consent, setConsent, needsConsent, consentArg } = useDelegationConsent(review);
  if (!review) return null;
  const delegation = review.delegation;
  const fiat = (v: string | null) =>
    v === null ? null : (
      <span className={styles.muted}>
        {' '}
        · {v} {currency}
      </span>
    );
  const count = review.lines.length;
  return (
    <Dialog
      open
      title={`Review: batch of ${count} on ${review.chainLabel}`}
      onClose={busy ? () => undefined : onClose}
    >
      <dl className={styles.review} data-testid="batch-review">
        <div>
          <dt>From</dt>
          <dd className={styles.address}>{review.address}</dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{review.chainLabel}</dd>
        </div>
        <div>
          <dt>
            {count} {count === 1 ? 'transfer' : 'transfers'}
          </dt>
          <dd>
            <ol className={own.reviewLines}>
              {review.lines.map((l, i) => (
                <li key={`${i}:${l.toAddress}`} data-testid="batch-review-line">
                  <span className={styles.address}>{l.toAddress}</span>
                  <span>
                    {exactAmount(l.amount, l.decimal, l.symbol)}
                    {fiat(l.fiat)}
                  </span>
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt>Network fee</dt>
          <dd data-testid="batch-review-fee">
            <RoundedAmount units={review.fee} decimals={review.feeDecimals} symbol={review.feeSymbol} />
            {fiat(review.feeFiat)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="batch-review-total">
            {review.totals.map((t) => exactAmount(t.amount, t.decimal, t.symbol)).join(' + ')}
            {fiat(review.totalFiat)}
          </dd>
        </div>
      </dl>
      {delegation ? (
        <Notice kind="info">
          <p data-testid="batch-delegation-note">{delegation.text}</p>
          <p>
            Delegate contract: <strong>{delegation.name}</strong>
            <br />
            <span className={styles.address} data-testid="batch-delegate-address">
              {delegation.address}
            </span>
          </p>
          <label className={own.consent}>
            <input
              type="checkbox"
              checked={consent}
              disabled={busy}
              onChange={(e) => setConsent(e.target.checked)}
            />
            I agree to delegate this address to this contract
          </label>
        </Notice>
      ) : null}
      {review.shortfall ? (
        <Notice kind="error">
          <p data-testid="batch-shortfall">{review.shortfall}</p>
        </Notice>
      ) : null}
      <div className={`${styles.reviewActions} ${own.reviewActions}`}>
        <Button
          block
          busy={busy}
          disabled={busy || review.shortfall !== null || needsConsent}
          onClick={() => onConfirm(consentArg)}
        >
          Confirm and send batch
        </Button>
        <Button variant="ghost" block disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
