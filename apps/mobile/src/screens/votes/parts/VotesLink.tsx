/**
 * The Coin screen's way to Resources & votes: shown only for a chain's own coin whose adapter has
 * resources and votes (ui-state's useCanVote asks the capabilities, never a family name).
 */
import { useNavigation } from '@react-navigation/native';
import { useSession } from '@kestrel/ui-state/hooks';
import { useCanVote } from '@kestrel/ui-state/votes';
import { Button } from '../../../ui/Button';

export function VotesLink({ coinId }: { coinId: string }) {
  const { network } = useSession();
  const navigation = useNavigation();
  if (!useCanVote(coinId, network)) return null;
  return (
    <Button
      variant="secondary"
      label="Resources & votes"
      onPress={() => navigation.navigate('Votes', { coinId })}
    />
  );
}
