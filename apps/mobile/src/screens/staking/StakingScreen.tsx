/**
 * Staking (/home/staking/:coinId), reached from the Coin screen of a chain whose adapter stakes
 * (ui-state's useCanStake, from the adapter's capabilities): the person's stakes with their
 * status and Deactivate / Withdraw, the Stake form, and the validators with APY and activated
 * stake. Every operation is reviewed first (a step of this screen: amount, fee in coin and fiat,
 * total) and then sent exactly as reviewed; the flow shows the toasts and reloads the stakes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ActivityIndicator, Text } from 'react-native';
import { useRoute, type RouteProp } from '@react-navigation/native';
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
import type { RootStackParamList } from '../../navigation/routes';
import { Button } from '../../ui/Button';
import { coinGuard } from '../../ui/coinGuard';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { type } from '../../ui/theme';
import { StakeForm } from './parts/StakeForm';
import { StakeReview, type StakeReviewData } from './parts/StakeReview';
import { StakeList, ValidatorList } from './parts/StakingLists';

type Loaded =
  { state: 'loading' } | { state: 'ok'; validators: ValidatorView[] } | { state: 'error'; error: string };

const Heading = ({ children }: { children: string }) => (
  <Text accessibilityRole="header" aria-level={2} style={[type.heading, { marginTop: 16, marginBottom: 8 }]}>
    {children}
  </Text>
);

export function Staking({ coinId }: { coinId: string }) {
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
  const [chosen, setChosen] = useState('');
  const [review, setReview] = useState<StakeReviewData | null>(null);
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
      (validators) => {
        if (!live.current) return;
        setLoaded({ state: 'ok', validators });
        setChosen((c) => c || (validators[0]?.validatorAddress ?? ''));
      },
      (e: unknown) => live.current && setLoaded({ state: 'error', error: errorText(e) }),
    );
  }, [kit, coinId]);
  useEffect(reload, [reload]);

  // Max needs the balance: read it once when the wallet has no reading yet.
  const unread = !!coin && coin.totalBalance === undefined;
  useEffect(() => {
    if (kit && unread) void kit.mod.refreshBalances(kit.env, { coinIds: [coinId] }).catch(() => undefined);
  }, [kit, unread, coinId]);

  const guard = coinGuard('Staking', {
    kitError,
    loading: !kit || !wallet || Boolean(knownChain && !hints),
    hasCoin: Boolean(coin),
  });
  if (guard || !kit || !coin) return guard;

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

  if (review)
    return (
      <StakeReview
        coin={coin}
        review={review}
        currency={currency}
        busy={sending}
        onConfirm={() => void confirm()}
        onBack={() => setReview(null)}
      />
    );

  const validators = loaded.state === 'ok' ? loaded.validators : [];
  const stakes = coinStakes(kit, coin._id);
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

  return (
    <Screen title={`Staking ${coin.name}`}>
      {loaded.state === 'error' ? (
        <Notice kind="error">
          <Text>{`Staking could not be loaded: ${loaded.error}`}</Text>
          <Button variant="secondary" label="Try again" onPress={reload} />
        </Notice>
      ) : null}
      <Heading>Your stakes</Heading>
      <StakeList
        stakes={stakes}
        validators={validators}
        symbol={coin.symbol}
        decimals={coin.decimal}
        hidden={hidden}
        busy={preparing}
        onAction={(s, kind) => void onStakeAction(s, kind)}
      />
      <Heading>Stake</Heading>
      <StakeForm
        kit={kit}
        coin={coin}
        chosen={validators.find((v) => v.validatorAddress === chosen) ?? null}
        onReview={setReview}
      />
      <Heading>Validators</Heading>
      {loaded.state === 'loading' ? (
        <ActivityIndicator aria-label="Loading validators" />
      ) : (
        <ValidatorList
          validators={validators}
          chosen={chosen}
          onChoose={setChosen}
          symbol={coin.symbol}
          decimals={coin.decimal}
        />
      )}
    </Screen>
  );
}

export default function StakingScreen() {
  const route = useRoute<RouteProp<RootStackParamList, 'Staking'>>();
  return <Staking coinId={route.params.coinId} />;
}
