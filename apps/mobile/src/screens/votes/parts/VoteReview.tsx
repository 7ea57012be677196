/**
 * The review of a resources-and-votes operation, a step of the Votes screen, rendered from
 * ui-state's voteReviewView: the network, what it does (stake or unstake for a resource, the votes
 * per validator, a withdrawal or a rewards claim) and the amount, then the fee and the total of
 * the prepared transfer the flow will sign. Nothing is sent until Confirm.
 */
import { voteReviewView, type VoteReview as VoteReviewData } from '@kestrel/ui-state/voteReview';
import type { OperationReviewProps } from '@kestrel/ui-state/useReviewConfirm';
import { Line } from '../../staking/parts/Line';
import { amountWithFiat, OperationReview } from '../../staking/parts/OperationReview';

export function VoteReview(p: OperationReviewProps<VoteReviewData>) {
  const { coin, review, currency } = p;
  const v = voteReviewView(review, coin.symbol);
  return (
    <OperationReview {...p} view={v} testID="vote-review" fee={review.prepared.fee}>
      <Line label="Network" value={coin.chainLabel} />
      {v.resource ? <Line label="Resource" value={v.resource} /> : null}
      {v.votes ? (
        v.votes.map((vote) => (
          <Line key={vote.address} label={`Votes for ${vote.name}`} value={String(vote.count)} />
        ))
      ) : (
        <Line label={v.amountLabel} value={amountWithFiat(coin, currency, review.prepared.amount)} />
      )}
    </OperationReview>
  );
}
