/**
 * Staking (/home/staking/:coinId), reached from the coin screen of a chain whose adapter stakes:
 * the validators with their APY and activated stake, the person's stakes with their status, a
 * Stake form, and Deactivate / Withdraw per stake. Every operation is reviewed first (amount,
 * fee in coin and fiat, total) and then sent exactly as reviewed; the flow shows the toasts and
 * reloads the stakes, and the screen stays.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { usePresentations } from '@kestrel/ui-state/presentation';
import {
  coinStakes,
  loadValidators,
  previewStake,
  sendStake,
  type StakeView,
} from '@kestrel/ui-state/staking';
import type { ValidatorView } from '@kestrel/ui-state/staking';
import { errorText, sendCoin, storedCoin, useTransferKit } from '@kestrel/ui-state/transfer';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import { StakeForm } from './StakeForm';
import { StakeReviewDialog, type StakeReview } from './StakeReviewDialog';
import { StakeList, ValidatorList } from './StakingLists';
import styles from './Staking.module.css';

type Loaded =
  { state: 'loading' } | { state: 'ok'; validators: ValidatorView[] } | { state: 'error'; error: string };

export default function Staking() {
  const { coinId = '' } = useParams();
  const snap = useSession(); // re-renders on every store change (the stakes included)
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
  const [review, setReview] = useState<StakeReview | null>(null);
  const [preparing, setPreparing] = useState<string | null>(null);
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
    loadValidators(kit, coinId).then(
      (validators) => live.current && setLoaded({ state: 'ok', validators }),
      (e: unknown) => live.current && setLoaded({ state: 'error', error: errorText(e) }),
    );
  }, [kit, coinId]);
  useEffect(reload, [reload]);

  // The balance is shown and Max needs it: read it once when the wallet has no reading yet.
  const unread = !!coin && coin.totalBalance === undefined;
  useEffect(() => {
    if (kit && unread) void kit.mod.refreshBalances(kit.env, { coinIds: [coinId] }).catch(() => undefined);
  }, [kit, unread, coinId]);

  if (kitError) return <Notice kind="error">{kitError}</Notice>;
  if (!kit || !wallet || (knownChain && !hints)) return <p className={styles.loading}>Loading…</p>;
  if (!coin)
    return (
      <Card>
        <h1>Staking</h1>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
        <Link to="/home">Back to Home</Link>
      </Card>
    );

  const validators = loaded.state === 'ok' ? loaded.validators : [];
  const stakes = coinStakes(kit, coin._id);
  const staked = storedCoin(kit, coin._id)?.stakingBalance;

  const onStakeAction = async (s: StakeView, kind: 'deactivate' | 'withdraw') => {
    setPreparing(s.stakingAddress);
    const op = { kind, stakeAccount: s.stakingAddress };
    try {
      const prepared = await previewStake(kit, coin._id, op);
      if (live.current) setReview({ op, prepared, validatorName: s.validatorName });
    } catch (e) {
      showToast('error', kind === 'deactivate' ? 'Cannot deactivate' : 'Cannot withdraw', errorText(e));
    } finally {
      if (live.current) setPreparing(null);
    }
  };

  const confirm = async () => {
    if (!review) return;
    setSending(true);
    try {
      // The flow shows the send toasts (in progress, then the outcome) and reloads the stakes.
      await sendStake(kit, coin._id, review.op, review.prepared);
    } catch (e) {
      showToast('error', 'Not sent', errorText(e));
    } finally {
      if (live.current) {
        setSending(false);
        setReview(null);
      }
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Link to={`/home/coin/${encodeURIComponent(coin._id)}`} className={styles.back}>
          ← {coin.name}
        </Link>
        <h1>Staking {coin.name}</h1>
        <p className={styles.balances}>
          <span>
            Available:{' '}
            <Amount value={coin.totalBalance} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
          </span>
          {staked !== undefined ? (
            <span data-testid="staked-balance">
              Staked: <Amount value={staked} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
            </span>
          ) : null}
        </p>
      </div>
      {loaded.state === 'error' ? (
        <Notice kind="error">
          Staking could not be loaded: {loaded.error}{' '}
          <Button variant="secondary" size="s" onClick={reload}>
            Try again
          </Button>
        </Notice>
      ) : null}
      <Card aria-labelledby="stakes-title">
        <h2 id="stakes-title" className={styles.sectionTitle}>
          Your stakes
        </h2>
        {loaded.state === 'loading' && !stakes.length ? (
          <p className={styles.loading}>Loading…</p>
        ) : (
          <StakeList
            stakes={stakes}
            validators={validators}
            symbol={coin.symbol}
            decimals={coin.decimal}
            hidden={hidden}
            busy={preparing}
            onAction={(s, kind) => void onStakeAction(s, kind)}
          />
        )}
      </Card>
      <Card aria-labelledby="stake-title">
        <h2 id="stake-title" className={styles.sectionTitle}>
          Stake
        </h2>
        {loaded.state === 'ok' && validators.length ? (
          <StakeForm kit={kit} coin={coin} validators={validators} currency={currency} onReview={setReview} />
        ) : (
          <p className={styles.loading}>
            {loaded.state === 'loading' ? 'Loading validators…' : 'No validator to stake to.'}
          </p>
        )}
      </Card>
      <Card aria-labelledby="validators-title">
        <h2 id="validators-title" className={styles.sectionTitle}>
          Validators
        </h2>
        {loaded.state === 'ok' ? (
          <ValidatorList validators={validators} symbol={coin.symbol} decimals={coin.decimal} />
        ) : (
          <p className={styles.loading}>Loading…</p>
        )}
      </Card>
      <StakeReviewDialog
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
