/**
 * The review step: recipient, amount, fee in coin and fiat, and the total. Amounts are shown
 * here even in privacy mode (the person is about to sign them). Confirm runs the send flow;
 * "Add to batch" appends the transfer to the wallet's batch instead.
 */
import { formatUnits } from '../../lib/amount';
import type { RecipientCheck, SendCoinView } from '../../state/transfer';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fiatOfUnits } from './amountInput';
import styles from './Send.module.css';

export interface ReviewData {
  recipient: Extract<RecipientCheck, { address: string }>;
  /** Smallest units. */
  amount: bigint;
  fee: bigint;
  fiatFee: string | null;
  isMax: boolean;
}

function exact(units: bigint, decimals: number, symbol: string): string {
  return `${formatUnits(units.toString(), decimals, decimals) ?? units.toString()} ${symbol}`;
}

export function ReviewDialog({
  open,
  coin,
  data,
  currency,
  busy,
  onConfirm,
  onAddToBatch,
  onClose,
}: {
  open: boolean;
  coin: SendCoinView;
  data: ReviewData | null;
  currency: string;
  busy: 'send' | 'batch' | null;
  onConfirm: () => void;
  onAddToBatch: () => void;
  onClose: () => void;
}) {
  if (!data) return null;
  const fiat = (v: string | null) => (v === null ? null : `${v} ${currency}`);
  const amountFiat = fiat(fiatOfUnits(data.amount, coin.decimal, coin.currencyRate));
  const feeFiat = fiat(data.fiatFee ?? fiatOfUnits(data.fee, coin.feeDecimals, coin.feeRate));
  const total = coin.isToken
    ? `${exact(data.amount, coin.decimal, coin.symbol)} + ${exact(data.fee, coin.feeDecimals, coin.feeSymbol)}`
    : exact(data.amount + data.fee, coin.decimal, coin.symbol);
  const totalFiat = coin.isToken
    ? null
    : fiat(fiatOfUnits(data.amount + data.fee, coin.decimal, coin.currencyRate));
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
          <dt>Amount{data.isMax ? ' (maximum)' : ''}</dt>
          <dd data-testid="review-amount">
            {exact(data.amount, coin.decimal, coin.symbol)}
            {amountFiat ? <span className={styles.muted}> · {amountFiat}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Network fee</dt>
          <dd data-testid="review-fee">
            {exact(data.fee, coin.feeDecimals, coin.feeSymbol)}
            {feeFiat ? <span className={styles.muted}> · {feeFiat}</span> : null}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="review-total">
            {total}
            {totalFiat ? <span className={styles.muted}> · {totalFiat}</span> : null}
          </dd>
        </div>
      </dl>
      <div className={styles.reviewActions}>
        <Button block busy={busy === 'send'} disabled={busy !== null} onClick={onConfirm}>
          Confirm and send
        </Button>
        {coin.canBatch ? (
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
