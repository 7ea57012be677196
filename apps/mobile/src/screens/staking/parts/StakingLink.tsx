/**
 * The Coin screen's way to Staking: shown only for a chain's own coin whose adapter stakes
 * (ui-state's useCanStake asks the adapter's capabilities, never a family name), as the web's.
 */
import { useNavigation } from '@react-navigation/native';
import { useSession } from '@kestrel/ui-state/hooks';
import { useCanStake } from '@kestrel/ui-state/staking';
import { Button } from '../../../ui/Button';

export function StakingLink({ coinId }: { coinId: string }) {
  const { network } = useSession();
  const navigation = useNavigation();
  if (!useCanStake(coinId, network)) return null;
  return (
    <Button variant="secondary" label="Staking" onPress={() => navigation.navigate('Staking', { coinId })} />
  );
}
