/**
 * The review dialog of a staking or votes operation, in the send review's layout: the
 * operation's own rows (children), then the network fee and the total in coin and fiat, and
 * Confirm / Cancel. Closing is refused while the operation is being sent.
 */
import type { ReactNode } from 'react';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import type { OperationReviewFrame, OperationReviewProps } from '@kestrel/ui-state/useReviewConfirm';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import styles from '../send/Send.module.css';

/** " · 187.50 USD" after an amount of the coin, when the coin has a price. */
export function Fiat({ units, coin, currency }: { units: bigint; coin: SendCoinView; currency: string }) {
  const v = fiatOfUnits(units, coin.decimal, coin.currencyRate);
  return v === null ? null : <span className={styles.muted}> · {`${v} ${currency}`}</span>;
}

export function OperationReviewDialog({
  coin,
  currency,
  view: { title, confirm, totalLabel, total },
  testId,
  fee,
  busy,
  onConfirm,
  onClose,
  children,
}: Omit<OperationReviewProps<unknown>, 'review'> & {
  view: OperationReviewFrame;
  /** The list's test id; the fee and total rows add "-fee" and "-total". */
  testId: string;
  fee: bigint;
  children: ReactNode;
}) {
  return (
    <Dialog open title={title} onClose={busy ? () => undefined : onClose}>
      <dl className={styles.review} data-testid={testId}>
        {children}
        <div>
          <dt>Network fee</dt>
          <dd data-testid={`${testId}-fee`}>
            {exactAmount(fee, coin.feeDecimals, coin.feeSymbol)}
            <Fiat units={fee} coin={coin} currency={currency} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{totalLabel}</dt>
          <dd data-testid={`${testId}-total`}>
            {exactAmount(total, coin.decimal, coin.symbol)}
            <Fiat units={total} coin={coin} currency={currency} />
          </dd>
        </div>
      </dl>
      <div className={styles.reviewActions}>
        <Button block busy={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="ghost" block disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
