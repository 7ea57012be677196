/**
 * One history row (spec §3): direction, counterpart, date, amount, status and the explorer link;
 * open outgoing rows offer Speed up and Cancel where the chain's adapter has them. What the row
 * says and offers is @kestrel/ui-state's historyRowModel (shared with the mobile shell). With `showCoin` the row
 * also names its coin and chain (the activity across all coins).
 */
import type { HistoryRow } from '@kestrel/wallet';
import type { PendingMode } from '@kestrel/ui-state/balances';
import type { Capabilities } from '@kestrel/ui-state/capabilities';
import type { TxLink } from '@kestrel/ui-state/explorerLinks';
import { historyRowModel } from '@kestrel/ui-state/historyView';
import type { CoinView } from '@kestrel/ui-state/types';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import styles from './Coin.module.css';

export interface HistoryRowProps {
  coin: CoinView;
  row: HistoryRow;
  hidden: boolean;
  /** The hash being sped up or cancelled, if any. */
  updating: string | null;
  onUpdate: (hash: string, mode: PendingMode) => void;
  capabilities: Capabilities | null;
  linkOf: TxLink;
  /** The coin and chain's names, for lists of several coins. */
  coinLabel?: string;
}

export function HistoryRowView({
  coin,
  row: r,
  hidden,
  updating,
  onUpdate,
  capabilities,
  linkOf,
  coinLabel,
}: HistoryRowProps) {
  const m = historyRowModel(coin, r, { hidden, capabilities });
  const { hash, incoming, status } = m;
  const busy = updating !== null && updating === hash;
  return (
    <li className={styles.row} data-testid="history-row" data-status={status} data-coin={coin._id}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {m.title}
          {coinLabel ? <span className={styles.rowCoin}> · {coinLabel}</span> : null}
        </span>
        <span className={styles.rowMeta}>
          {m.counterpartLabel}{' '}
          <span title={m.counterpart} data-testid="counterpart">
            {m.counterpartShort}
          </span>
        </span>
        <span className={styles.rowMeta}>
          <time dateTime={m.date}>{m.dateText}</time>
        </span>
      </div>
      <div className={styles.rowSide}>
        <span className={incoming ? styles.in : undefined}>
          {m.sign || null}
          <Amount value={r.amount} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
        </span>
        <span className={styles.status} data-status={status} data-testid="status">
          {m.statusText}
        </span>
        <a
          className={styles.link}
          href={linkOf(r, hash)}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={`View transaction ${r.link} in the explorer`}
          data-testid="explorer-link"
        >
          {r.link}
        </a>
      </div>
      {m.canSpeedUp || m.canCancel ? (
        <div className={styles.rowActions}>
          {m.canSpeedUp ? (
            <Button
              size="s"
              variant="secondary"
              busy={busy}
              disabled={updating !== null}
              onClick={() => onUpdate(hash, 'speedUp')}
              aria-label={`Speed up transaction ${r.link}`}
            >
              Speed up
            </Button>
          ) : null}
          {m.canCancel ? (
            <Button
              size="s"
              variant="ghost"
              disabled={updating !== null}
              onClick={() => onUpdate(hash, 'cancel')}
              aria-label={`Cancel transaction ${r.link}`}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
