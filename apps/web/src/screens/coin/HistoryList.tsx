/**
 * A coin's history rows (spec §3): amount, status, date, counterpart and the explorer link.
 * Pending rows offer Speed up and Cancel (spec §4); the flow shows its refusals as toasts.
 */
import type { HistoryRow } from '@kestrel/wallet';
import { hashOfRow, type PendingMode } from '../../state/balances';
import { addressLabel } from '../../state/format';
import type { CoinView } from '../../state/types';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import styles from './Coin.module.css';

const OPEN = new Set(['PENDING', 'QUEUE']);

function dateText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export interface HistoryListProps {
  coin: CoinView;
  rows: readonly HistoryRow[];
  hidden: boolean;
  /** The hash being sped up or cancelled, if any. */
  updating: string | null;
  onUpdate: (hash: string, mode: PendingMode) => void;
}

export function HistoryList({ coin, rows, hidden, updating, onUpdate }: HistoryListProps) {
  if (!rows.length) return <p className={styles.empty}>No transactions yet.</p>;
  const me = coin.address.toLowerCase();
  return (
    <ul className={styles.rows} data-testid="history">
      {rows.map((r) => {
        const hash = hashOfRow(r);
        const incoming = r.to.toLowerCase() === me && r.from.toLowerCase() !== me;
        const counterpart = incoming ? r.from : r.to;
        const open = OPEN.has(r.status);
        const busy = updating !== null && updating === hash;
        return (
          <li
            key={`${r.url}|${r.date}|${r.status}`}
            className={styles.row}
            data-testid="history-row"
            data-status={r.status}
          >
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{incoming ? 'Received' : 'Sent'}</span>
              <span className={styles.rowMeta}>
                {incoming ? 'From' : 'To'}{' '}
                <span title={counterpart} data-testid="counterpart">
                  {addressLabel(counterpart)}
                </span>
              </span>
              <span className={styles.rowMeta}>
                <time dateTime={r.date}>{dateText(r.date)}</time>
              </span>
            </div>
            <div className={styles.rowSide}>
              <span className={incoming ? styles.in : undefined}>
                {hidden ? null : incoming ? '+' : '−'}
                <Amount value={r.amount} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
              </span>
              <span className={styles.status} data-status={r.status} data-testid="status">
                {r.status}
              </span>
              <a
                className={styles.link}
                href={r.url}
                target="_blank"
                rel="noreferrer noopener"
                aria-label={`View transaction ${r.link} in the explorer`}
                data-testid="explorer-link"
              >
                {r.link}
              </a>
            </div>
            {open && hash ? (
              <div className={styles.rowActions}>
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
                <Button
                  size="s"
                  variant="ghost"
                  disabled={updating !== null}
                  onClick={() => onUpdate(hash, 'cancel')}
                  aria-label={`Cancel transaction ${r.link}`}
                >
                  Cancel
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
