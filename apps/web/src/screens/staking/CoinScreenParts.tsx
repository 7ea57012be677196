/**
 * What the Staking and the Resources & votes pages share around their content: what shows before
 * the coin can (the flows' error, loading, a coin not in the wallet), the header (back to the
 * coin, the title, the available balance and the page's own figures), and a failed load with Try
 * again.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import styles from './Staking.module.css';

export function coinScreenGuard(
  title: string,
  s: { kitError: string | null; loading: boolean; hasCoin: boolean },
): ReactElement | null {
  if (s.kitError) return <Notice kind="error">{s.kitError}</Notice>;
  if (s.loading) return <p className={styles.loading}>Loading…</p>;
  if (!s.hasCoin)
    return (
      <Card>
        <h1>{title}</h1>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
        <Link to="/home">Back to Home</Link>
      </Card>
    );
  return null;
}

export function CoinScreenHeader({
  coin,
  title,
  hidden,
  children,
}: {
  coin: SendCoinView;
  title: string;
  hidden: boolean;
  /** The page's own figures after the available balance. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <Link to={`/home/coin/${encodeURIComponent(coin._id)}`} className={styles.back}>
        ← {coin.name}
      </Link>
      <h1>
        {title} {coin.name}
      </h1>
      <p className={styles.balances}>
        <span>
          Available:{' '}
          <Amount value={coin.totalBalance} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
        </span>
        {children}
      </p>
    </div>
  );
}

/** "Staking could not be loaded: <reason>" with Try again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return (
    <Notice kind="error">
      {what} could not be loaded: {error}{' '}
      <Button variant="secondary" size="s" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
