/** The activity across all coins: every row names its coin and chain; open rows first. */
import { useCapabilities } from '@kestrel/ui-state/capabilities';
import { useTxLink } from '@kestrel/ui-state/explorerLinks';
import type { CoinView } from '@kestrel/ui-state/types';
import styles from './Coin.module.css';
import { HistoryRowView } from './HistoryRow';
import type { AllActivity, ActivityRow } from './useAllActivity';

function Row({
  coin,
  item,
  hidden,
  activity,
  chainName,
}: {
  coin: CoinView;
  item: ActivityRow;
  hidden: boolean;
  activity: AllActivity;
  chainName: string;
}) {
  const capabilities = useCapabilities(coin.chain_name);
  const linkOf = useTxLink(coin.chain_name);
  return (
    <HistoryRowView
      coin={coin}
      row={item.row}
      hidden={hidden}
      updating={activity.updating}
      onUpdate={(hash, mode) => activity.update(coin._id, hash, mode)}
      capabilities={capabilities}
      linkOf={linkOf}
      coinLabel={`${coin.symbol} on ${chainName}`}
    />
  );
}

export function ActivityList({
  coins,
  activity,
  hidden,
  chainNames,
}: {
  coins: readonly CoinView[];
  activity: AllActivity;
  hidden: boolean;
  /** Human chain names by chain_name. */
  chainNames: ReadonlyMap<string, string>;
}) {
  const byId = new Map(coins.map((c) => [c._id, c]));
  const items = activity.rows.filter((r) => byId.has(r.coinId));
  if (!items.length) return activity.loaded ? <p className={styles.empty}>No transactions yet.</p> : null;
  return (
    <ul className={styles.rows} data-testid="history">
      {items.map((item) => {
        const coin = byId.get(item.coinId)!;
        return (
          <Row
            key={`${item.coinId}|${item.row.url}|${item.row.date}|${item.row.status}`}
            coin={coin}
            item={item}
            hidden={hidden}
            activity={activity}
            chainName={chainNames.get(coin.chain_name) ?? coin.chain_name}
          />
        );
      })}
    </ul>
  );
}
