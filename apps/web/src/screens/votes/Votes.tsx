/**
 * Resources & votes (/home/votes/:coinId), reached from the coin screen of a chain whose adapter
 * has resources and votes: energy and bandwidth left, the info rows (Stake, Available Vote,
 * Withdraw, Rewards), stake for energy or bandwidth or unstake, the validators with their rates and
 * the vote steppers, Submit votes, Withdraw and Claim rewards. Every operation is reviewed first
 * (amount, fee in coin and fiat, total) and then sent exactly as reviewed; the flow shows the
 * toasts and reloads, and the screen stays.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { usePresentations } from '@kestrel/ui-state/presentation';
import { errorText, sendCoin, storedCoin, useTransferKit } from '@kestrel/ui-state/transfer';
import {
  loadVotesScreen,
  previewVoteOp,
  resourcesOf,
  sendVoteOp,
  stepVote,
  typeVote,
  votesOf,
  wholeVotesOf,
  type VoteOp,
} from '@kestrel/ui-state/votes';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import styles from '../staking/Staking.module.css';
import { ResourceForm } from './ResourceForm';
import { VoteList } from './VoteList';
import { VoteReviewDialog, type VoteReview } from './VoteReviewDialog';

type Loaded = { state: 'loading' } | { state: 'ok' } | { state: 'error'; error: string };

export default function Votes() {
  const { coinId = '' } = useParams();
  const snap = useSession(); // re-renders on every store change (resources and votes included)
  const wallet = useCurrentWallet();
  const { kit, error: kitError } = useTransferKit();
  const unlocked = !!kit && snap.status === 'unlocked';
  const chainName = unlocked ? storedCoin(kit, coinId)?.chain_name : undefined;
  const knownChain = !!chainName && !!kit?.chains.isChainName(chainName);
  const hints = usePresentations(knownChain && chainName ? [chainName] : []).get(chainName ?? '');
  const coin = unlocked && hints ? sendCoin(kit, coinId, hints) : null;
  const currency = snap.settings.localCurrency;
  const hidden = wallet?.privacyMode ?? false;

  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [review, setReview] = useState<VoteReview | null>(null);
  const [preparing, setPreparing] = useState<VoteOp['kind'] | null>(null);
  const [sending, setSending] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const reload = useCallback(() => {
    if (!kit) return;
    setLoaded({ state: 'loading' });
    loadVotesScreen(kit, coinId).then(
      () => live.current && setLoaded({ state: 'ok' }),
      (e: unknown) => live.current && setLoaded({ state: 'error', error: errorText(e) }),
    );
  }, [kit, coinId]);
  useEffect(reload, [reload]);

  if (kitError) return <Notice kind="error">{kitError}</Notice>;
  if (!kit || !wallet || (knownChain && !hints)) return <p className={styles.loading}>Loading…</p>;
  if (!coin)
    return (
      <Card>
        <h1>Resources &amp; votes</h1>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
        <Link to="/home">Back to Home</Link>
      </Card>
    );

  const res = resourcesOf(kit, coin._id);
  const { validators, selected } = votesOf(kit, coin.chain_name);
  const whole = wholeVotesOf(res.staked, coin.decimal);
  const used = Object.values(selected).reduce((t, n) => t + n, 0);
  const names = Object.fromEntries(validators.map((v) => [v.address, v.name || v.address]));

  const prepare = async (op: VoteOp, failTitle: string) => {
    setPreparing(op.kind);
    try {
      const prepared = await previewVoteOp(kit, coin._id, op);
      if (live.current) setReview({ op, prepared, names });
    } catch (e) {
      showToast('error', failTitle, errorText(e));
    } finally {
      if (live.current) setPreparing(null);
    }
  };

  const confirm = async () => {
    if (!review) return;
    setSending(true);
    try {
      // The flow shows the send toasts (in progress, then the outcome) and reloads the resources.
      await sendVoteOp(kit, coin._id, review.op, review.prepared);
    } catch (e) {
      showToast('error', 'Not sent', errorText(e));
    } finally {
      if (live.current) {
        setSending(false);
        setReview(null);
      }
    }
  };

  const rowValue = (value: string | null, unit: 'amount' | 'votes') =>
    value === null ? (
      <span className={styles.muted}>Not yet (once every 24 hours)</span>
    ) : unit === 'votes' ? (
      value
    ) : (
      <Amount value={value} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Link to={`/home/coin/${encodeURIComponent(coin._id)}`} className={styles.back}>
          ← {coin.name}
        </Link>
        <h1>Resources &amp; votes {coin.name}</h1>
        <p className={styles.balances}>
          <span>
            Available:{' '}
            <Amount value={coin.totalBalance} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
          </span>
          {res.energy !== undefined ? <span data-testid="energy">Energy: {res.energy}</span> : null}
          {res.bandwidth !== undefined ? (
            <span data-testid="bandwidth">Bandwidth: {res.bandwidth}</span>
          ) : null}
        </p>
      </div>
      {loaded.state === 'error' ? (
        <Notice kind="error">
          Resources could not be loaded: {loaded.error}{' '}
          <Button variant="secondary" size="s" onClick={reload}>
            Try again
          </Button>
        </Notice>
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
          <Button
            variant="secondary"
            busy={preparing === 'withdraw'}
            onClick={() => void prepare({ kind: 'withdraw' }, 'Cannot withdraw')}
          >
            Withdraw unstaked
          </Button>
          <Button
            variant="secondary"
            busy={preparing === 'rewards'}
            onClick={() => void prepare({ kind: 'rewards' }, 'Cannot claim rewards')}
          >
            Claim rewards
          </Button>
        </div>
      </Card>
      <Card aria-labelledby="resource-title">
        <h2 id="resource-title" className={styles.sectionTitle}>
          Stake for energy or bandwidth
        </h2>
        <ResourceForm kit={kit} coin={coin} onReview={setReview} />
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
          <VoteList
            validators={validators}
            selected={selected}
            onStep={(a, dir) => stepVote(kit, a, dir, whole)}
            onType={(a, t) => typeVote(kit, a, t, whole)}
          />
        )}
        <div className={styles.formActions}>
          <Button
            busy={preparing === 'voteStaking'}
            disabled={used === 0}
            onClick={() => void prepare({ kind: 'voteStaking', votes: { ...selected } }, 'Cannot vote')}
          >
            Review votes
          </Button>
        </div>
      </Card>
      <VoteReviewDialog
        coin={coin}
        review={review}
        currency={currency}
        busy={sending}
        onConfirm={() => void confirm()}
        onClose={() => setReview(null)}
      />
    </div>
  );
}
