/** A coin's Send button (the coin's screen): opens /home/send/:coinId. */
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';

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
