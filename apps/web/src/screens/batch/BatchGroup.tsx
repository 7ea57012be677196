/**
 * One chain-and-address group of the batch: its lines (receiver, amount, the balance flag and
 * shortfall), its pending total, and "Send batch" (one EIP-7702 transaction on EVM chains).
 */
import { addressLabel } from '@kestrel/ui-state/format';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import styles from './Batch.module.css';
import type { BatchGroupProps } from '@kestrel/ui-state/useBatchScreen';

export function BatchGroup({
  group,
  hidden,
  selectionMode,
  selected,
  onToggle,
  onRemove,
  onSend,
  sending,
  disabled,
}: BatchGroupProps) {
  const titleId = `batch-${group.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const count = group.lines.length;
  return (
    <section className={styles.group} aria-labelledby={titleId} data-testid="batch-group">
      <div className={styles.groupHead}>
        <div>
          <h2 id={titleId} className={styles.groupTitle}>
            {group.chainLabel} · from {addressLabel(group.address)}
          </h2>
          <p className={styles.groupMeta}>
            {count} {count === 1 ? 'transfer' : 'transfers'}
            {group.pending.map((p) => (
              <span key={p.symbol}>
                {' · pending '}
                <Amount value={p.amount} decimals={p.decimal} symbol={p.symbol} hidden={hidden} />
              </span>
            ))}
          </p>
        </div>
        <Button
          size="s"
          onClick={onSend}
          busy={sending}
          disabled={disabled || !group.canSend || group.hasExceeded}
          aria-label={`Send batch of ${count} from ${group.chainLabel} ${addressLabel(group.address)}`}
        >
          Send batch
        </Button>
      </div>
      {group.canSend === false ? (
        <p className={styles.groupNote}>Batch sending is not available on this chain.</p>
      ) : group.hasExceeded ? (
        <p className={styles.groupNote}>
          Remove the transfers that exceed the balance, or add funds, to send.
        </p>
      ) : null}
      <ul className={styles.lines}>
        {group.lines.map((l) => {
          const label = `${l.symbol} to ${addressLabel(l.toAddress)}`;
          return (
            <li
              key={l.transactionId}
              className={styles.line}
              data-exceed={l.isExceedBalance}
              data-testid="batch-line"
            >
              {selectionMode ? (
                <input
                  type="checkbox"
                  checked={selected.has(l.transactionId)}
                  onChange={() => onToggle(l.transactionId)}
                  aria-label={`Select ${label}`}
                />
              ) : (
                <span aria-hidden="true" />
              )}
              <div className={styles.lineMain}>
                <span className={styles.to} title={l.toAddress}>
                  To {addressLabel(l.toAddress)}
                </span>
                <span className={styles.amount}>
                  <Amount value={l.amount} decimals={l.decimal} symbol={l.symbol} hidden={hidden} />
                </span>
                {l.isExceedBalance ? (
                  <span className={styles.exceed} data-testid="exceeds">
                    Exceeds the balance · needs{' '}
                    <Amount value={l.requireAmount} decimals={l.decimal} symbol={l.symbol} hidden={hidden} />{' '}
                    more
                  </span>
                ) : null}
              </div>
              {selectionMode ? (
                <span />
              ) : (
                <Button
                  variant="ghost"
                  size="s"
                  onClick={() => onRemove(l.transactionId)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
