/**
 * A coin's history rows (spec §3): amount, status, date, counterpart and the explorer link, open
 * rows first. Statuses go through the one vocabulary (state/txStatus.ts). Open rows offer Speed up
 * and Cancel where the chain's adapter has them (capabilities.replaceByFee / .cancel); the flow
 * shows its refusals as toasts.
 */
import type { HistoryRow } from '@kestrel/wallet';
import { hashOfRow, type PendingMode } from '../../state/balances';
import { addressLabel } from '../../state/format';
import type { Capabilities } from '../../state/capabilities';
import { useTxLink } from '../../state/explorerLinks';
import { isOpen, STATUS_TEXT, txStatus } from '../../state/txStatus';
import type { CoinView } from '../../state/types';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import styles from './Coin.module.css';

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
  /** The chain's capabilities (null until known: no actions offered yet). */
  capabilities: Capabilities | null;
}

/** Open rows first, each group in the history's order (newest first). */
export function openFirst(rows: readonly HistoryRow[]): HistoryRow[] {
  const open = rows.filter((r) => isOpen(txStatus(r.status)));
  return [...open, ...rows.filter((r) => !isOpen(txStatus(r.status)))];
}

export function HistoryList({ coin, rows, hidden, updating, onUpdate, capabilities }: HistoryListProps) {
  const linkOf = useTxLink(coin.chain_name);
  if (!rows.length) return <p className={styles.empty}>No transactions yet.</p>;
  const me = coin.address.toLowerCase();
  return (
    <ul className={styles.rows} data-testid="history">
      {openFirst(rows).map((r) => {
        const hash = hashOfRow(r);
        const incoming = r.to.toLowerCase() === me && r.from.toLowerCase() !== me;
        const counterpart = incoming ? r.from : r.to;
        const status = txStatus(r.status);
        const open = isOpen(status);
        const speedUp = open && !incoming && !!capabilities?.replaceByFee;
        const cancel = open && !incoming && !!capabilities?.cancel;
        const busy = updating !== null && updating === hash;
        return (
          <li
            key={`${r.url}|${r.date}|${r.status}`}
            className={styles.row}
            data-testid="history-row"
            data-status={status}
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
              <span className={styles.status} data-status={status} data-testid="status">
                {STATUS_TEXT[status]}
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
            {(speedUp || cancel) && hash ? (
              <div className={styles.rowActions}>
                {speedUp ? (
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
                {cancel ? (
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
      })}
    </ul>
  );
}
