/**
 * Resources & votes (/home/votes/:coinId), reached from the Coin screen of a chain whose adapter
 * has resources and votes (ui-state's useCanVote): energy and bandwidth left, the info rows
 * (Stake, Available Vote, Withdraw, Rewards), stake for energy or bandwidth or unstake, the
 * validators with their rates and the vote steppers, Review votes, Withdraw and Claim rewards.
 * Every operation is reviewed first (a step of this screen) and sent exactly as reviewed.
 * Rendered from ui-state's useVoteScreen.
 */
import { ActivityIndicator, Text } from 'react-native';
import { useRoute, type RouteProp } from '@react-navigation/native';
import { displayUnits } from '@kestrel/ui-state/amount';
import { NOT_YET_TEXT, useVoteScreen } from '@kestrel/ui-state/useVoteScreen';
import type { RootStackParamList } from '../../navigation/routes';
import { Button } from '../../ui/Button';
import { coinGuard } from '../../ui/coinGuard';
import { Screen } from '../../ui/Screen';
import { Heading, LoadFailed } from '../staking/parts/Sections';
import { Line } from '../staking/parts/Line';
import { ResourceForm } from './parts/ResourceForm';
import { VoteList } from './parts/VoteList';
import { VoteReview } from './parts/VoteReview';

export function Votes({ coinId }: { coinId: string }) {
  const s = useVoteScreen(coinId);
  const { kit, coin, loaded, res, validators, selected, whole, used, preparing } = s;

  const guard = coinGuard('Resources & votes', {
    kitError: s.kitError,
    loading: s.loading,
    hasCoin: Boolean(coin),
  });
  if (guard || !kit || !coin) return guard;

  if (s.review) return <VoteReview coin={coin} currency={s.currency} {...s.reviewing} review={s.review} />;

  const amountText = (v: string) =>
    s.hidden ? '••••' : `${displayUnits(v, coin.decimal) ?? v} ${coin.symbol}`;

  return (
    <Screen title={`Resources & votes ${coin.name}`}>
      {res.energy !== undefined ? <Line label="Energy" value={res.energy} /> : null}
      {res.bandwidth !== undefined ? <Line label="Bandwidth" value={res.bandwidth} /> : null}
      {loaded.state === 'error' ? (
        <LoadFailed what="Resources" error={loaded.error} onRetry={s.reload} />
      ) : null}
      <Heading>Staking</Heading>
      {res.rows.length ? (
        res.rows.map((r) => (
          <Line
            key={r.title}
            label={r.title}
            value={r.value === null ? NOT_YET_TEXT : r.unit === 'votes' ? r.value : amountText(r.value)}
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
        onPress={() => void s.withdraw()}
      />
      <Button
        variant="secondary"
        label="Claim rewards"
        busy={preparing === 'rewards'}
        onPress={() => void s.claimRewards()}
      />
      <Heading>Stake for energy or bandwidth</Heading>
      <ResourceForm kit={kit} coin={coin} onReview={s.openReview} />
      <Heading>Votes</Heading>
      <Text>{`${used} of ${whole} votes`}</Text>
      {loaded.state === 'loading' && !validators.length ? (
        <ActivityIndicator aria-label="Loading validators" />
      ) : (
        <VoteList validators={validators} selected={selected} onStep={s.step} onType={s.type} />
      )}
      <Button
        label="Review votes"
        busy={preparing === 'voteStaking'}
        disabled={used === 0}
        onPress={() => void s.reviewVotes()}
      />
    </Screen>
  );
}

export default function VotesScreen() {
  const route = useRoute<RouteProp<RootStackParamList, 'Votes'>>();
  return <Votes coinId={route.params.coinId} />;
}
