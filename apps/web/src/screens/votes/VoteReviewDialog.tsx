/**
 * The review of a resources-and-votes operation, in the send review's layout: what it does (stake
 * or unstake for a resource, the votes per validator, a withdrawal or a rewards claim), the amount,
 * the network fee in coin and fiat, and the total, all of the prepared transfer the flow will sign.
 * Nothing is sent until Confirm.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import type { VoteOp } from '@kestrel/ui-state/votes';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount } from '../send/ReviewDialog';
import styles from '../send/Send.module.css';

export interface VoteReview {
  op: VoteOp;
  prepared: PreparedTransfer;
  /** Validator names by address, for the votes' review. */
  names: Record<string, string>;
}

const TITLES: Record<VoteOp['kind'], { title: string; confirm: string; amount: string }> = {
  freeze: { title: 'Review: stake', confirm: 'Confirm and stake', amount: 'Amount staked' },
  unfreeze: { title: 'Review: unstake', confirm: 'Confirm and unstake', amount: 'Amount unstaked' },
  voteStaking: { title: 'Review: votes', confirm: 'Confirm and vote', amount: '' },
  withdraw: { title: 'Review: withdraw', confirm: 'Confirm and withdraw', amount: 'Amount withdrawn' },
  rewards: { title: 'Review: claim rewards', confirm: 'Confirm and claim', amount: 'Rewards claimed' },
};

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
  const { op, prepared } = review;
  const { amount, fee } = prepared;
  const fiat = (units: bigint) => {
    const v = fiatOfUnits(units, coin.decimal, coin.currencyRate);
    return v === null ? null : <span className={styles.muted}> · {`${v} ${currency}`}</span>;
  };
  // Stake: amount and fee leave the balance; unstake and votes: only the fee; withdraw and
  // rewards: the amount comes back less the fee.
  const total =
    op.kind === 'freeze'
      ? amount + fee
      : op.kind === 'unfreeze' || op.kind === 'voteStaking'
        ? fee
        : amount > fee
          ? amount - fee
          : 0n;
  const t = TITLES[op.kind];
  return (
    <Dialog open title={`${t.title} ${coin.symbol}`} onClose={busy ? () => undefined : onClose}>
      <dl className={styles.review} data-testid="vote-review">
        <div>
          <dt>Network</dt>
          <dd>{coin.chainLabel}</dd>
        </div>
        {op.kind === 'freeze' || op.kind === 'unfreeze' ? (
          <div>
            <dt>Resource</dt>
            <dd>{op.resource === 'ENERGY' ? 'Energy' : 'Bandwidth'}</dd>
          </div>
        ) : null}
        {op.kind === 'voteStaking' ? (
          <div>
            <dt>Votes</dt>
            {Object.entries(op.votes)
              .filter(([, n]) => n > 0)
              .map(([address, n]) => (
                <dd key={address} data-testid="vote-review-vote">
                  {review.names[address] ?? address}: {n}
                </dd>
              ))}
          </div>
        ) : (
          <div>
            <dt>{t.amount}</dt>
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
          <dt>{op.kind === 'withdraw' || op.kind === 'rewards' ? 'You receive' : 'Total'}</dt>
          <dd data-testid="vote-review-total">
            {exactAmount(total, coin.decimal, coin.symbol)}
            {fiat(total)}
          </dd>
        </div>
      </dl>
      <div className={styles.reviewActions}>
        <Button block busy={busy} onClick={onConfirm}>
          {t.confirm}
        </Button>
        <Button variant="ghost" block disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
