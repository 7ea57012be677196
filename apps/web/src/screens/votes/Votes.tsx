/**
 * Resources & votes (/home/votes/:coinId), reached from the coin screen of a chain whose adapter
 * has resources and votes: energy and bandwidth left, the info rows (Stake, Available Vote,
 * Withdraw, Rewards), stake for energy or bandwidth or unstake, the validators with their rates and
 * the vote steppers, Submit votes, Withdraw and Claim rewards. Every operation is reviewed first
 * (amount, fee in coin and fiat, total) and then sent exactly as reviewed; the flow shows the
 * toasts and reloads, and the screen stays. Rendered from ui-state's useVoteScreen.
 */
import { useParams } from 'react-router';
import { NOT_YET_TEXT, useVoteScreen } from '@kestrel/ui-state/useVoteScreen';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CoinScreenHeader, coinScreenGuard, LoadFailed } from '../staking/CoinScreenParts';
import styles from '../staking/Staking.module.css';
import { ResourceForm } from './ResourceForm';
import { VoteList } from './VoteList';
import { VoteReviewDialog } from './VoteReviewDialog';

export default function Votes() {
  const { coinId = '' } = useParams();
  const s = useVoteScreen(coinId);
  const { kit, coin, loaded, res, validators, selected, whole, used, preparing, hidden } = s;

  const guard = coinScreenGuard('Resources & votes', {
    kitError: s.kitError,
    loading: !kit || s.loading,
    hasCoin: Boolean(coin),
  });
  if (guard || !kit || !coin) return guard;

  const rowValue = (value: string | null, unit: 'amount' | 'votes') =>
    value === null ? (
      <span className={styles.muted}>{NOT_YET_TEXT}</span>
    ) : unit === 'votes' ? (
      value
    ) : (
      <Amount value={value} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
    );

  return (
    <div className={styles.page}>
      <CoinScreenHeader coin={coin} title="Resources & votes" hidden={hidden}>
        {res.energy !== undefined ? <span data-testid="energy">Energy: {res.energy}</span> : null}
        {res.bandwidth !== undefined ? <span data-testid="bandwidth">Bandwidth: {res.bandwidth}</span> : null}
      </CoinScreenHeader>
      {loaded.state === 'error' ? (
        <LoadFailed what="Resources" error={loaded.error} onRetry={s.reload} />
      ) : null}
      <Card aria-labelledby="info-title">
        <h2 id="info-title" className={styles.sectionTitle}>
          Staking
        </h2>
        {res.rows.length ? (
          <dl className={styles.list} data-testid="staking-info">
            {res.rows.map((r) => (
              <div key={r.title} className={styles.row}>
                <dt className={styles.name}>{r.title}</dt>
                <dd className={styles.figures}>{rowValue(r.value, r.unit)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.loading}>{loaded.state === 'loading' ? 'Loading…' : 'Nothing staked yet.'}</p>
        )}
        <div className={styles.formActions}>
          <Button variant="secondary" busy={preparing === 'withdraw'} onClick={() => void s.withdraw()}>
            Withdraw unstaked
          </Button>
          <Button variant="secondary" busy={preparing === 'rewards'} onClick={() => void s.claimRewards()}>
            Claim rewards
          </Button>
        </div>
      </Card>
      <Card aria-labelledby="resource-title">
        <h2 id="resource-title" className={styles.sectionTitle}>
          Stake for energy or bandwidth
        </h2>
        <ResourceForm kit={kit} coin={coin} onReview={s.openReview} />
      </Card>
      <Card aria-labelledby="votes-title">
        <h2 id="votes-title" className={styles.sectionTitle}>
          Votes
        </h2>
        <p className={styles.muted} data-testid="votes-used">
          {used} of {whole} votes
        </p>
        {loaded.state === 'loading' && !validators.length ? (
          <p className={styles.loading}>Loading validators…</p>
        ) : (
          <VoteList validators={validators} selected={selected} onStep={s.step} onType={s.type} />
        )}
        <div className={styles.formActions}>
          <Button
            busy={preparing === 'voteStaking'}
            disabled={used === 0}
            onClick={() => void s.reviewVotes()}
          >
            Review votes
          </Button>
        </div>
      </Card>
      <VoteReviewDialog coin={coin} currency={s.currency} {...s.reviewing} />
    </div>
  );
}
