/**
 * One history row (spec §3): direction, counterpart, date, amount, status in the one vocabulary
 * (@kestrel/ui-state txStatus.ts) and the explorer link; open outgoing rows offer Speed up and Cancel where
 * the chain's adapter has them (capabilities.replaceByFee / .cancel). With `showCoin` the row
 * also names its coin and chain (the activity across all coins).
 */
import type { HistoryRow } from '@kestrel/wallet';
import { hashOfRow, type PendingMode } from '@kestrel/ui-state/balances';
import type { Capabilities } from '@kestrel/ui-state/capabilities';
import type { TxLink } from '@kestrel/ui-state/explorerLinks';
import { addressLabel } from '@kestrel/ui-state/format';
import { isOpen, STATUS_TEXT, txStatus } from '@kestrel/ui-state/txStatus';
import type { CoinView } from '@kestrel/ui-state/types';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import styles from './Coin.module.css';

function dateText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

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
  const me = coin.address.toLowerCase();
  const hash = hashOfRow(r);
  const incoming = r.to.toLowerCase() === me && r.from.toLowerCase() !== me;
  const counterpart = incoming ? r.from : r.to;
  const status = txStatus(r.status);
  const open = isOpen(status);
  const speedUp = open && !incoming && !!capabilities?.replaceByFee;
  const cancel = open && !incoming && !!capabilities?.cancel;
  const busy = updating !== null && updating === hash;
  return (
    <li className={styles.row} data-testid="history-row" data-status={status} data-coin={coin._id}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {incoming ? 'Received' : 'Sent'}
          {coinLabel ? <span className={styles.rowCoin}> · {coinLabel}</span> : null}
        </span>
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
}
