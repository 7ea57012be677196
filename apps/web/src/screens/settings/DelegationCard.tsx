/**
 * Batch delegation (EIP-7702 on EVM chains): for each account of the wallet on a chain that
 * batches, what it delegates to now, read from the chain when asked (an unreadable one says so,
 * never "none"), the network's batch contract, and "Revoke" for a delegated account: a transaction that
 * clears the delegation, reviewed in a dialog first.
 */
import { useEffect, useState } from 'react';
import {
  readAccountDelegations,
  revokeAccountDelegation,
  type DelegationRow,
} from '@kestrel/ui-state/delegation';
import { addressLabel } from '@kestrel/ui-state/format';
import { session, useCurrentWallet } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import styles from './Secrets.module.css';

function status(row: DelegationRow): string {
  if (row.error) return `Could not read the delegation: ${row.error}`;
  if (!row.current) return 'Not delegated';
  const name =
    row.delegate && row.current.toLowerCase() === row.delegate.address.toLowerCase()
      ? row.delegate.name
      : 'a contract';
  return `Delegated to ${name} (${row.current})`;
}

export function DelegationCard() {
  const wallet = useCurrentWallet();
  const [state, setState] = useState<{ rows: DelegationRow[]; notice: string | null } | null>(null);
  const [revoking, setRevoking] = useState<DelegationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  const walletId = wallet?.id;
  // Another wallet: its delegations are read again when asked.
  useEffect(() => setState(null), [walletId]);
  if (!wallet) return null;

  /** Read on request: one node call per chain, not on every visit to Settings. */
  const read = async () => {
    setReading(true);
    setState(await readAccountDelegations());
    setReading(false);
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    // The send flow goes Home with its toasts; on a refusal it shows its toast and stays.
    await revokeAccountDelegation(revoking.coinId, () => session.save());
    setBusy(false);
    setRevoking(null);
    setState(null);
  };

  return (
    <Card aria-labelledby="delegation-title">
      <h2 id="delegation-title">Batch delegation</h2>
      <p className={styles.lead}>
        A batch runs several transfers in one transaction by delegating the address to a batch contract
        (EIP-7702). Revoking removes the delegation; a later batch asks again.
      </p>
      {state === null ? (
        <Button variant="secondary" busy={reading} disabled={reading} onClick={() => void read()}>
          Show delegations
        </Button>
      ) : null}
      {state?.notice ? <Notice kind="info">{state.notice}</Notice> : null}
      {state?.rows.length ? (
        <ul className={styles.delegations} data-testid="delegations">
          {state.rows.map((row) => (
            <li key={`${row.chain_name}:${row.address}`} data-testid="delegation-row">
              <span>
                <strong>{row.chainLabel}</strong> · {addressLabel(row.address)}
              </span>
              <span data-testid="delegation-status">{status(row)}</span>
              {row.current ? (
                <Button variant="secondary" onClick={() => setRevoking(row)}>
                  Revoke delegation
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revoking ? (
        <Dialog open title="Revoke delegation" onClose={busy ? () => undefined : () => setRevoking(null)}>
          <p>
            {revoking.chainLabel} address <span className={styles.address}>{revoking.address}</span> delegates
            to <span className={styles.address}>{revoking.current}</span>. Revoking sends a transaction (with
            a network fee) that delegates it to no contract.
          </p>
          <div className={styles.buttons}>
            <Button busy={busy} disabled={busy} onClick={() => void revoke()}>
              Revoke and send
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setRevoking(null)}>
              Cancel
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}
