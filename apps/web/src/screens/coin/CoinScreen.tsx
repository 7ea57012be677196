/**
 * A coin's screen (/home/coin/:coinId): its balance in coin units and in the local currency with
 * its freshness, its address with Send and Receive, and its history with the pending actions.
 */
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { useNow } from '@kestrel/ui-state/useNow';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ReceiveDialog } from '../home/ReceiveDialog';
import { SendButton } from '../send/SendButton';
import { StakingLink } from '../staking/StakingLink';
import { VotesLink } from '../votes/VotesLink';
import { BalanceView } from './BalanceView';
import styles from './Coin.module.css';
import { HistorySection } from './HistorySection';
import { useCoinActivity } from './useCoinActivity';

export default function CoinScreen() {
  const { coinId = '' } = useParams();
  const wallet = useCurrentWallet();
  const { settings, network } = useSession();
  const coin = wallet?.coins.find((c) => c._id === coinId);
  const activity = useCoinActivity(coin?._id, `${network}:${wallet?.id ?? ''}`);
  const [receiving, setReceiving] = useState(false);
  const now = useNow();
  if (!wallet) return null;
  if (!coin) return <Navigate to="/home" replace />;
  const hidden = wallet.privacyMode;
  return (
    <>
      <div className={styles.header}>
        <Link to="/home" className={styles.back}>
          ← Home
        </Link>
      </div>
      <Card className={styles.summary} aria-labelledby="coin-title">
        <h1 id="coin-title" className={styles.coinTitle}>
          {coin.name} ({coin.symbol})
        </h1>
        <BalanceView
          coin={coin}
          currency={settings.localCurrency}
          hidden={hidden}
          now={now}
          amountClassName={styles.bigAmount}
        />
        <p className={styles.address} title={coin.address}>
          {coin.address}
        </p>
        <div className={styles.actions}>
          <SendButton coin={coin} />
          <Button
            variant="secondary"
            size="s"
            onClick={() => setReceiving(true)}
            aria-label={`Receive ${coin.name}`}
          >
            Receive
          </Button>
          <StakingLink coinId={coin._id} />
          <VotesLink coinId={coin._id} />
        </div>
      </Card>
      <HistorySection coin={coin} hidden={hidden} activity={activity} />
      <ReceiveDialog coin={receiving ? coin : null} onClose={() => setReceiving(false)} />
    </>
  );
}
