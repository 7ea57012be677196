/**
 * Batch delegation (EIP-7702 on EVM chains): for each account of the wallet on a chain that
 * batches, what it delegates to now, read from the chain when asked (an unreadable one says so,
 * never "none"), the network's batch contract, and "Revoke" for a delegated account: a transaction that
 * clears the delegation, reviewed in a dialog first.
 */
import { delegationStatus } from '@kestrel/ui-state/delegation';
import { addressLabel } from '@kestrel/ui-state/format';
import { useDelegations } from '@kestrel/ui-state/useDelegations';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import styles from './Secrets.module.css';

export function DelegationCard() {
  const d = useDelegations();
  if (!d.hasWallet) return null;
  const { revoking, busy } = d;

  return (
    <Card aria-labelledby="delegation-title">
      <h2 id="delegation-title">Batch delegation</h2>
      <p className={styles.lead}>
        A batch runs several transfers in one transaction by delegating the address to a batch contract
        (EIP-7702). Revoking removes the delegation; a later batch asks again.
      </p>
      {!d.shown ? (
        <Button variant="secondary" busy={d.reading} disabled={d.reading} onClick={d.read}>
          Show delegations
        </Button>
      ) : null}
      {d.notice ? <Notice kind="info">{d.notice}</Notice> : null}
      {d.rows.length ? (
        <ul className={styles.delegations} data-testid="delegations">
          {d.rows.map((row) => (
            <li key={`${row.chain_name}:${row.address}`} data-testid="delegation-row">
              <span>
                <strong>{row.chainLabel}</strong> · {addressLabel(row.address)}
              </span>
              <span data-testid="delegation-status">{delegationStatus(row)}</span>
              {row.current ? (
                <Button variant="secondary" onClick={() => d.review(row)}>
                  Revoke delegation
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revoking ? (
        <Dialog open title="Revoke delegation" onClose={busy ? () => undefined : d.cancel}>
          <p>
            {revoking.chainLabel} address <span className={styles.address}>{revoking.address}</span> delegates
            to <span className={styles.address}>{revoking.current}</span>. Revoking sends a transaction (with
            a network fee) that delegates it to no contract.
          </p>
          <div className={styles.buttons}>
            <Button busy={busy} disabled={busy} onClick={d.revoke}>
              Revoke and send
            </Button>
            <Button variant="ghost" disabled={busy} onClick={d.cancel}>
              Cancel
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}
