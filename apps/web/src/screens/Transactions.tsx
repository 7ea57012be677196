/**
 * Transaction list (/home/transactions): by default the activity across all coins (each row
 * names its coin and chain, open rows first), or one coin's balance and history chosen in the
 * filter. Pending rows offer the actions their chain has. Everything refreshes on open, on demand
 * and every 30 s.
 */
import { useState } from 'react';
import { useChainNames } from '@kestrel/ui-state/chains';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { useNow } from '@kestrel/ui-state/useNow';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Notice } from '../ui/Notice';
import { Select } from '../ui/Select';
import { ActivityList } from './coin/ActivityList';
import { BalanceView } from './coin/BalanceView';
import styles from './coin/Coin.module.css';
import { HistorySection } from './coin/HistorySection';
import { useAllActivity } from './coin/useAllActivity';
import { useCoinActivity } from './coin/useCoinActivity';

const ALL = '';

export default function Transactions() {
  const wallet = useCurrentWallet();
  const { settings, network } = useSession();
  const chainNames = useChainNames();
  const [coinId, setCoinId] = useState(ALL);
  const coins = wallet?.coins ?? [];
  const coin = coinId === ALL ? undefined : coins.find((c) => c._id === coinId);
  const key = `${network}:${wallet?.id ?? ''}`;
  const one = useCoinActivity(coin?._id, key);
  const all = useAllActivity(coin ? [] : coins, key);
  const now = useNow();
  if (!wallet) return null;
  const chainOf = (chain: string) => chainNames.get(chain) ?? chain;
  const names = (ids: { coinId: string }[]) =>
    ids.map((u) => coins.find((c) => c._id === u.coinId)?.name ?? u.coinId).join(', ');
  return (
    <>
      <h1>Transactions</h1>
      <Card className={styles.summary}>
        <Select
          label="Coin"
          value={coin?._id ?? ALL}
          onChange={(e) => setCoinId(e.target.value)}
          options={[
            { value: ALL, label: 'All coins' },
            ...coins.map((c) => ({ value: c._id, label: `${c.name} (${c.symbol})` })),
          ]}
        />
        {coin ? (
          <BalanceView coin={coin} currency={settings.localCurrency} hidden={wallet.privacyMode} now={now} />
        ) : null}
      </Card>
      {coin ? (
        <HistorySection coin={coin} hidden={wallet.privacyMode} activity={one} />
      ) : (
        <section aria-labelledby="history-title">
          <div className={styles.listHeader}>
            <h2 id="history-title" className={styles.sectionTitle}>
              Activity, all coins
            </h2>
            <Button
              variant="ghost"
              size="s"
              busy={all.refreshing}
              onClick={all.refresh}
              aria-label="Refresh all balances and transactions"
            >
              Refresh
            </Button>
          </div>
          {all.unread.length ? (
            <Notice kind="warning">
              <p data-testid="activity-unread">
                Not read this time: {names(all.unread)}. Their sends still pending are shown.
              </p>
            </Notice>
          ) : null}
          <ActivityList
            coins={coins}
            activity={all}
            hidden={wallet.privacyMode}
            chainNames={new Map(coins.map((c) => [c.chain_name, chainOf(c.chain_name)]))}
          />
          {all.loaded && all.more ? (
            <Button
              variant="ghost"
              size="s"
              busy={all.loadingMore}
              onClick={all.loadMore}
              aria-label="Load more transactions of all coins"
            >
              Load more
            </Button>
          ) : null}
          {all.loaded ? null : (
            <p className={styles.empty} aria-live="polite">
              Loading transactions…
            </p>
          )}
        </section>
      )}
    </>
  );
}
