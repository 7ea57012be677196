/**
 * The coin screen's way to Staking: shown only for a chain's own coin whose adapter stakes
 * (asked of the adapter's capabilities, never of a family name).
 */
import { Link } from 'react-router';
import { useSession } from '@kestrel/ui-state/hooks';
import { useCanStake } from '@kestrel/ui-state/staking';
import buttons from '../../ui/Button.module.css';

export function StakingLink({ coinId }: { coinId: string }) {
  const { network } = useSession();
  if (!useCanStake(coinId, network)) return null;
  return (
    <Link
      to={`/home/staking/${encodeURIComponent(coinId)}`}
      className={`${buttons.button} ${buttons.secondary} ${buttons.s}`}
    >
      Staking
    </Link>
  );
}
