/**
 * The coin screen's way to Resources & votes: shown only for a chain's own coin whose adapter has
 * resources and votes (asked of the adapter's capabilities, never of a family name).
 */
import { Link } from 'react-router';
import { useSession } from '@kestrel/ui-state/hooks';
import { useCanVote } from '@kestrel/ui-state/votes';
import buttons from '../../ui/Button.module.css';

export function VotesLink({ coinId }: { coinId: string }) {
  const { network } = useSession();
  if (!useCanVote(coinId, network)) return null;
  return (
    <Link
      to={`/home/votes/${encodeURIComponent(coinId)}`}
      className={`${buttons.button} ${buttons.secondary} ${buttons.s}`}
    >
      Resources &amp; votes
    </Link>
  );
}
