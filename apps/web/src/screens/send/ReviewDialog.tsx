/**
 * The review step: recipient, amount, fee in coin and fiat (to its meaningful digits, every digit
 * one click away), and the total, all of the prepared transfer the send will sign. When the max
 * rule reduced the amount, the review shows the reduced amount and says why. Amounts are shown here even in privacy mode (the person is about
 * to sign them). Confirm runs the send flow; "Add to batch" appends the transfer to the batch.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import { displayUnits } from '@kestrel/ui-state/amount';
import type { RecipientCheck, SendCoinView } from '@kestrel/ui-state/transfer';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RoundedAmount } from '../../ui/RoundedAmount';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { RecipientWarnings, useRecipientWarnings } from './RecipientWarnings';
import styles from './Send.module.css';

export interface ReviewData {
  recipient: Extract<RecipientCheck, { address: string }>;
  /** What will be sent: the amount after the max rule, the fee at the chosen price. */
  prepared: PreparedTransfer;
  /** The wallet's fiat value of the fee, when it is of this fee. */
  fiatFee: string | null;
}

/** Every digit of an amount (no cut fraction): the person is about to sign it. */
export function exactAmount(units: bigint, decimals: number, symbol: string): string {
  return `${displayUnits(units, decimals, decimals) ?? units.toString()} ${symbol}`;
}

/** Why the amount is not what was asked for (the max rule), or null when it is. */
export function reducedReason(coin: SendCoinView, p: PreparedTransfer): string | null {
  if (!p.isMax || p.amount === p.requestedAmount) return null;
  return (
    `Amount reduced to ${exactAmount(p.amount, coin.decimal, coin.symbol)} so the balance covers the ` +
    `network fee (you asked for ${exactAmount(p.requestedAmount, coin.decimal, coin.symbol)}).`
  );
}

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
  data: ReviewData | null;
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
  const { amount, fee } = data.prepared;
  const reason = reducedReason(coin, data.prepared);
  const fiat = (v: string | null) => (v === null ? null : `${v} ${currency}`);
  const amountFiat = fiat(fiatOfUnits(amount, coin.decimal, coin.currencyRate));
  const feeFiat = fiat(data.fiatFee ?? fiatOfUnits(fee, coin.feeDecimals, coin.feeRate));
  const total = coin.isToken
    ? `${exactAmount(amount, coin.decimal, coin.symbol)} + ${exactAmount(fee, coin.feeDecimals, coin.feeSymbol)}`
    : exactAmount(amount + fee, coin.decimal, coin.symbol);
  const totalFiat = coin.isToken ? null : fiat(fiatOfUnits(amount + fee, coin.decimal, coin.currencyRate));
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
          <dt>Amount{data.prepared.isMax ? ' (maximum)' : ''}</dt>
          <dd data-testid="review-amount">
            {exactAmount(amount, coin.decimal, coin.symbol)}
            {amountFiat ? <span className={styles.muted}> · {amountFiat}</span> : null}
          </dd>
          {reason ? (
            <dd className={styles.reason} data-testid="review-max-reason">
              {reason}
            </dd>
          ) : null}
        </div>
        <div>
          <dt>Network fee</dt>
          <dd data-testid="review-fee">
            <RoundedAmount units={fee} decimals={coin.feeDecimals} symbol={coin.feeSymbol} />
            {feeFiat ? <span className={styles.muted}> · {feeFiat}</span> : null}
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
            {total}
            {totalFiat ? <span className={styles.muted}> · {totalFiat}</span> : null}
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
