/**
 * The review step: recipient, amount, fee in coin and fiat (to its meaningful digits, every digit
 * one click away), and the total, all of the prepared transfer the send will sign. When the max
 * rule reduced the amount, the review shows the reduced amount and says why. Amounts are shown here even in privacy mode (the person is about
 * to sign them). Confirm runs the send flow; "Add to batch" appends the transfer to the batch.
 */
import { sendReviewView, type SendReviewData } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { useRecipientWarnings } from '@kestrel/ui-state/useRecipientWarnings';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RoundedAmount } from '../../ui/RoundedAmount';
import { RecipientWarnings } from './RecipientWarnings';
import styles from './Send.module.css';

export function ReviewDialog({
  open,
  coin,
  data,
  feeWarning,
  currency,
  busy,
  onConfirm,
  onAddToBatch,
  onClose,
}: {
  open: boolean;
  coin: SendCoinView;
  data: SendReviewData | null;
  /** The custom fee's warning of the form (far above the Recommended fee), repeated here. */
  feeWarning?: string | null;
  currency: string;
  busy: 'send' | 'batch' | null;
  onConfirm: () => void;
  onAddToBatch: () => void;
  onClose: () => void;
}) {
  const warnings = useRecipientWarnings(coin, data?.recipient.address ?? null, open);
  if (!data) return null;
  const v = sendReviewView(coin, data, currency);
  const { fee } = data.prepared;
  return (
    <Dialog open={open} title={`Review: send ${coin.symbol}`} onClose={busy ? () => undefined : onClose}>
      <dl className={styles.review} data-testid="review">
        <div>
          <dt>From</dt>
          <dd className={styles.address}>{coin.address}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd className={styles.address} data-testid="review-to">
            {data.recipient.state === 'resolved' ? `${data.recipient.name} · ` : ''}
            {data.recipient.address}
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{coin.chainLabel}</dd>
        </div>
        <div>
          <dt>{v.amountTerm}</dt>
          <dd data-testid="review-amount">
            {v.amount}
            {v.amountFiat ? <span className={styles.muted}> · {v.amountFiat}</span> : null}
          </dd>
          {v.reason ? (
            <dd className={styles.reason} data-testid="review-max-reason">
              {v.reason}
            </dd>
          ) : null}
        </div>
        <div>
          <dt>Network fee</dt>
          <dd data-testid="review-fee">
            <RoundedAmount units={fee} decimals={coin.feeDecimals} symbol={coin.feeSymbol} />
            {v.feeFiat ? <span className={styles.muted}> · {v.feeFiat}</span> : null}
          </dd>
          {feeWarning ? (
            <dd className={styles.reason} data-testid="review-fee-warning">
              {feeWarning}
            </dd>
          ) : null}
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="review-total">
            {v.total}
            {v.totalFiat ? <span className={styles.muted}> · {v.totalFiat}</span> : null}
          </dd>
        </div>
      </dl>
      <RecipientWarnings warnings={warnings} />
      <div className={styles.reviewActions}>
        <Button block busy={busy === 'send'} disabled={busy !== null} onClick={onConfirm}>
          Confirm and send
        </Button>
        {coin.hints.canBatch ? (
          <Button
            variant="secondary"
            block
            busy={busy === 'batch'}
            disabled={busy !== null}
            onClick={onAddToBatch}
          >
            Add to batch
          </Button>
        ) : null}
        <Button variant="ghost" block disabled={busy !== null} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
