/** A coin's Send button (Home's coin list, a coin's screen): opens /home/send/:coinId. */
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import styles from './Send.module.css';

export function sendPath(coinId: string): string {
  return `/home/send/${encodeURIComponent(coinId)}`;
}

export function SendButton({ coin }: { coin: { _id: string; name: string } }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="s"
      onClick={() => void navigate(sendPath(coin._id))}
      aria-label={`Send ${coin.name}`}
    >
      Send
    </Button>
  );
}

/** Lays a coin's Send and Receive buttons out: stacked on phones, side by side from 600 px. */
export const coinActionsClass = styles.coinActions;
