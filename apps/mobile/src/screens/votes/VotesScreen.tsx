/**
 * Resources & votes (/home/votes/:coinId), reached from the Coin screen of a chain whose adapter
 * has resources and votes (ui-state's useCanVote): energy and bandwidth left, the info rows
 * (Stake, Available Vote, Withdraw, Rewards), stake for energy or bandwidth or unstake, the
 * validators with their rates and the vote steppers, Review votes, Withdraw and Claim rewards.
 * Every operation is reviewed first (a step of this screen) and sent exactly as reviewed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ActivityIndicator, Text } from 'react-native';
import { useRoute, type RouteProp } from '@react-navigation/native';
import { displayUnits } from '@kestrel/ui-state/amount';
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
import type { RootStackParamList } from '../../navigation/routes';
import { Button } from '../../ui/Button';
import { coinGuard } from '../../ui/coinGuard';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { type } from '../../ui/theme';
import { Line } from '../staking/parts/Line';
import { ResourceForm } from './parts/ResourceForm';
import { VoteList } from './parts/VoteList';
import { VoteReview, type VoteReviewData } from './parts/VoteReview';

type Loaded = { state: 'loading' } | { state: 'ok' } | { state: 'error'; error: string };

const Heading = ({ children }: { children: string }) => (
  <Text accessibilityRole="header" aria-level={2} style={[type.heading, { marginTop: 16, marginBottom: 8 }]}>
    {children}
  </Text>
);

export function Votes({ coinId }: { coinId: string }) {
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
  const [review, setReview] = useState<VoteReviewData | null>(null);
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

  const guard = coinGuard('Resources & votes', {
    kitError,
    loading: !kit || !wallet || Boolean(knownChain && !hints),
    hasCoin: Boolean(coin),
  });
  if (guard || !kit || !coin) return guard;

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

  if (review)
    return (
      <VoteReview
        coin={coin}
        review={review}
        currency={currency}
        busy={sending}
        onConfirm={() => void confirm()}
        onBack={() => setReview(null)}
      />
    );

  const res = resourcesOf(kit, coin._id);
  const { validators, selected } = votesOf(kit, coin.chain_name);
  const whole = wholeVotesOf(res.staked, coin.decimal);
  const used = Object.values(selected).reduce((t, n) => t + n, 0);
  const names = Object.fromEntries(validators.map((v) => [v.address, v.name || v.address]));
  const amountText = (v: string) =>
    hidden ? '••••' : `${displayUnits(v, coin.decimal) ?? v} ${coin.symbol}`;

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

  return (
    <Screen title={`Resources & votes ${coin.name}`}>
      {res.energy !== undefined ? <Line label="Energy" value={res.energy} /> : null}
      {res.bandwidth !== undefined ? <Line label="Bandwidth" value={res.bandwidth} /> : null}
      {loaded.state === 'error' ? (
        <Notice kind="error">
          <Text>{`Resources could not be loaded: ${loaded.error}`}</Text>
          <Button variant="secondary" label="Try again" onPress={reload} />
        </Notice>
      ) : null}
      <Heading>Staking</Heading>
      {res.rows.length ? (
        res.rows.map((r) => (
          <Line
            key={r.title}
            label={r.title}
            value={
              r.value === null
                ? 'Not yet (once every 24 hours)'
                : r.unit === 'votes'
                  ? r.value
                  : amountText(r.value)
            }
          />
        ))
      ) : loaded.state === 'loading' ? (
        <ActivityIndicator aria-label="Loading resources" />
      ) : (
        <Text>Nothing staked yet.</Text>
      )}
      <Button
        variant="secondary"
        label="Withdraw unstaked"
        busy={preparing === 'withdraw'}
        onPress={() => void prepare({ kind: 'withdraw' }, 'Cannot withdraw')}
      />
      <Button
        variant="secondary"
        label="Claim rewards"
        busy={preparing === 'rewards'}
        onPress={() => void prepare({ kind: 'rewards' }, 'Cannot claim rewards')}
      />
      <Heading>Stake for energy or bandwidth</Heading>
      <ResourceForm kit={kit} coin={coin} onReview={setReview} />
      <Heading>Votes</Heading>
      <Text>{`${used} of ${whole} votes`}</Text>
      {loaded.state === 'loading' && !validators.length ? (
        <ActivityIndicator aria-label="Loading validators" />
      ) : (
        <VoteList
          validators={validators}
          selected={selected}
          onStep={(a, dir) => stepVote(kit, a, dir, whole)}
          onType={(a, t) => typeVote(kit, a, t, whole)}
        />
      )}
      <Button
        label="Review votes"
        busy={preparing === 'voteStaking'}
        disabled={used === 0}
        onPress={() => void prepare({ kind: 'voteStaking', votes: { ...selected } }, 'Cannot vote')}
      />
    </Screen>
  );
}

export default function VotesScreen() {
  const route = useRoute<RouteProp<RootStackParamList, 'Votes'>>();
  return <Votes coinId={route.params.coinId} />;
}
