/**
 * The review of a stake operation, in the send review's layout: what it acts on (validator or
 * stake account), the amount, the network fee in coin and fiat, and the total, all of the
 * prepared transfer the flow will sign. Nothing is sent until Confirm.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import type { StakeOp } from '@kestrel/ui-state/staking';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount, reducedReason } from '../send/ReviewDialog';
import styles from '../send/Send.module.css';

export interface StakeReview {
  op: StakeOp;
  prepared: PreparedTransfer;
  /** The validator's name (create) or the stake's validator, when known. */
  validatorName: string | null;
}

const TITLES: Record<StakeOp['kind'], { title: string; confirm: string }> = {
  createStaking: { title: 'Review: stake', confirm: 'Confirm and stake' },
  deactivate: { title: 'Review: deactivate stake', confirm: 'Confirm and deactivate' },
  withdraw: { title: 'Review: withdraw stake', confirm: 'Confirm and withdraw' },
};

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
  const { op, prepared } = review;
  const { amount, fee } = prepared;
  const fiat = (units: bigint) => {
    const v = fiatOfUnits(units, coin.decimal, coin.currencyRate);
    return v === null ? null : <span className={styles.muted}> · {`${v} ${currency}`}</span>;
  };
  const reason = op.kind === 'createStaking' ? reducedReason(coin, prepared) : null;
  // Create: amount and fee leave the balance; deactivate: only the fee; withdraw: the stake comes back less the fee.
  const total =
    op.kind === 'createStaking'
      ? amount + fee
      : op.kind === 'deactivate'
        ? fee
        : amount > fee
          ? amount - fee
          : 0n;
  const target = op.kind === 'createStaking' ? op.validator : op.stakeAccount;
  const { title, confirm } = TITLES[op.kind];
  return (
    <Dialog open title={`${title} ${coin.symbol}`} onClose={busy ? () => undefined : onClose}>
      <dl className={styles.review} data-testid="stake-review">
        <div>
          <dt>{op.kind === 'createStaking' ? 'Validator' : 'Stake account'}</dt>
          <dd>
            {review.validatorName && op.kind === 'createStaking' ? `${review.validatorName} · ` : ''}
            <span className={styles.address}>{target}</span>
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{coin.chainLabel}</dd>
        </div>
        {op.kind === 'deactivate' ? null : (
          <div>
            <dt>
              {op.kind === 'withdraw' ? 'Amount withdrawn' : 'Amount staked'}
              {prepared.isMax ? ' (maximum)' : ''}
            </dt>
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
          <dt>{op.kind === 'withdraw' ? 'You receive' : 'Total'}</dt>
          <dd data-testid="stake-review-total">
            {exactAmount(total, coin.decimal, coin.symbol)}
            {fiat(total)}
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
