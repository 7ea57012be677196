/**
 * The review of a resources-and-votes operation, rendered from ui-state's voteReviewView: the
 * network, what it does (stake or unstake for a resource, the votes per validator, a withdrawal or
 * a rewards claim) and the amount, then the fee and the total of the prepared transfer the flow
 * will sign. Nothing is sent until Confirm.
 */
import { exactAmount } from '@kestrel/ui-state/sendReview';
import { voteReviewView, type VoteReview } from '@kestrel/ui-state/voteReview';
import type { OperationReviewProps } from '@kestrel/ui-state/useReviewConfirm';
import { Fiat, OperationReviewDialog } from '../staking/OperationReviewDialog';

export function VoteReviewDialog(p: OperationReviewProps<VoteReview | null>) {
  const { coin, review, currency } = p;
  if (!review) return null;
  const { amount, fee } = review.prepared;
  const v = voteReviewView(review, coin.symbol);
  return (
    <OperationReviewDialog {...p} view={v} testId="vote-review" fee={fee}>
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
            <Fiat units={amount} coin={coin} currency={currency} />
          </dd>
        </div>
      )}
    </OperationReviewDialog>
  );
}
