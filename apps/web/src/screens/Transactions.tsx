/**
 * Transaction list (/home/transactions): pick a coin, see its balance and its history with the
 * pending actions. The coin and its transactions refresh on open, on demand and every 30 s.
 */
import { useState } from 'react';
import { useCurrentWallet, useSession } from '../state/hooks';
import { useNow } from '../state/useNow';
import { Card } from '../ui/Card';
import { Select } from '../ui/Select';
import { BalanceView } from './coin/BalanceView';
import styles from './coin/Coin.module.css';
import { HistorySection } from './coin/HistorySection';
import { useCoinActivity } from './coin/useCoinActivity';

export default function Transactions() {
  const wallet = useCurrentWallet();
  const { settings, network } = useSession();
  const [coinId, setCoinId] = useState(wallet?.coins[0]?._id ?? '');
  const coin = wallet?.coins.find((c) => c._id === coinId) ?? wallet?.coins[0];
  const activity = useCoinActivity(coin?._id, `${network}:${wallet?.id ?? ''}`);
  const now = useNow();
  if (!wallet) return null;
  return (
    <>
      <h1>Transactions</h1>
      <Card className={styles.summary}>
        <Select
          label="Coin"
          value={coin?._id ?? ''}
          onChange={(e) => setCoinId(e.target.value)}
          options={wallet.coins.map((c) => ({ value: c._id, label: `${c.name} (${c.symbol})` }))}
        />
        {coin ? (
          <BalanceView coin={coin} currency={settings.localCurrency} hidden={wallet.privacyMode} now={now} />
        ) : null}
      </Card>
      {coin ? <HistorySection coin={coin} hidden={wallet.privacyMode} activity={activity} /> : null}
    </>
  );
}
