/**
 * A coin's history rows (spec §3): amount, status, date, counterpart and the explorer link, open
 * rows first. Statuses go through the one vocabulary (@kestrel/ui-state txStatus.ts). Open rows offer Speed up
 * and Cancel where the chain's adapter has them (capabilities.replaceByFee / .cancel); the flow
 * shows its refusals as toasts.
 */
import type { HistoryRow } from '@kestrel/wallet';
import type { PendingMode } from '@kestrel/ui-state/balances';
import type { Capabilities } from '@kestrel/ui-state/capabilities';
import { useTxLink } from '@kestrel/ui-state/explorerLinks';
import { isOpen, txStatus } from '@kestrel/ui-state/txStatus';
import type { CoinView } from '@kestrel/ui-state/types';
import styles from './Coin.module.css';
import { HistoryRowView } from './HistoryRow';

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
  return (
    <ul className={styles.rows} data-testid="history">
      {openFirst(rows).map((r) => (
        <HistoryRowView
          key={`${r.url}|${r.date}|${r.status}`}
          coin={coin}
          row={r}
          hidden={hidden}
          updating={updating}
          onUpdate={onUpdate}
          capabilities={capabilities}
          linkOf={linkOf}
        />
      ))}
    </ul>
  );
}
