/** The history block of the transaction screens: title, refresh, provider notice and the rows. */
import { useCapabilities } from '@kestrel/ui-state/capabilities';
import type { CoinView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import styles from './Coin.module.css';
import { HistoryList } from './HistoryList';
import type { CoinActivity } from './useCoinActivity';

export function HistorySection({
  coin,
  hidden,
  activity,
}: {
  coin: CoinView;
  hidden: boolean;
  activity: CoinActivity;
}) {
  const capabilities = useCapabilities(coin.chain_name);
  return (
    <section aria-labelledby="history-title">
      <div className={styles.listHeader}>
        <h2 id="history-title" className={styles.sectionTitle}>
          History
        </h2>
        <Button
          variant="ghost"
          size="s"
          busy={activity.refreshing}
          onClick={activity.refresh}
          aria-label={`Refresh ${coin.name} balance and transactions`}
        >
          Refresh
        </Button>
      </div>
      {activity.error ? <Notice kind="error">{activity.error}</Notice> : null}
      {activity.historyError ? (
        <Notice kind="warning">
          <p>History could not be read: {activity.historyError}. Showing what this device knows.</p>
        </Notice>
      ) : null}
      {activity.loaded || activity.rows.length ? (
        <HistoryList
          coin={coin}
          rows={activity.rows}
          hidden={hidden}
          updating={activity.updating}
          onUpdate={activity.update}
          capabilities={capabilities}
        />
      ) : null}
      {activity.loaded && activity.more ? (
        <Button
          variant="ghost"
          size="s"
          busy={activity.loadingMore}
          onClick={activity.loadMore}
          aria-label={`Load more ${coin.name} transactions`}
        >
          Load more
        </Button>
      ) : null}
      {activity.loaded ? null : (
        <p className={styles.empty} aria-live="polite">
          {activity.rows.length ? 'Loading earlier transactions…' : 'Loading transactions…'}
        </p>
      )}
    </section>
  );
}
