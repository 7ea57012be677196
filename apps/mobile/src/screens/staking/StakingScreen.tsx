/**
 * Staking (/home/staking/:coinId), reached from the Coin screen of a chain whose adapter stakes
 * (ui-state's useCanStake, from the adapter's capabilities), rendered from ui-state's
 * useStakeScreen: the person's stakes with their status and Deactivate / Withdraw, the Stake
 * form, and the validators with APY and activated stake. Every operation is reviewed first (a
 * step of this screen: amount, fee in coin and fiat, total) and then sent exactly as reviewed;
 * the flow shows the toasts and reloads the stakes.
 */
import { ActivityIndicator } from 'react-native';
import { useRoute, type RouteProp } from '@react-navigation/native';
import { useStakeScreen } from '@kestrel/ui-state/useStakeScreen';
import type { RootStackParamList } from '../../navigation/routes';
import { coinGuard } from '../../ui/coinGuard';
import { Screen } from '../../ui/Screen';
import { Heading, LoadFailed } from './parts/Sections';
import { StakeForm } from './parts/StakeForm';
import { StakeReview } from './parts/StakeReview';
import { StakeList, ValidatorList } from './parts/StakingLists';

export function Staking({ coinId }: { coinId: string }) {
  const s = useStakeScreen(coinId);
  const { kit, coin, loaded } = s;

  const guard = coinGuard('Staking', { kitError: s.kitError, loading: s.loading, hasCoin: Boolean(coin) });
  if (guard || !kit || !coin) return guard;

  if (s.review) return <StakeReview coin={coin} currency={s.currency} {...s.reviewing} review={s.review} />;

  return (
    <Screen title={`Staking ${coin.name}`}>
      {loaded.state === 'error' ? (
        <LoadFailed what="Staking" error={loaded.error} onRetry={s.reload} />
      ) : null}
      <Heading>Your stakes</Heading>
      <StakeList
        stakes={s.stakes}
        validators={s.validators}
        symbol={coin.symbol}
        decimals={coin.decimal}
        hidden={s.hidden}
        busy={s.preparing}
        onAction={(stake, kind) => void s.onStakeAction(stake, kind)}
      />
      <Heading>Stake</Heading>
      <StakeForm kit={kit} coin={coin} chosen={s.chosen} currency={s.currency} onReview={s.openReview} />
      <Heading>Validators</Heading>
      {loaded.state === 'loading' ? (
        <ActivityIndicator aria-label="Loading validators" />
      ) : (
        <ValidatorList
          validators={s.validators}
          chosen={s.chosen?.validatorAddress ?? ''}
          onChoose={s.choose}
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
