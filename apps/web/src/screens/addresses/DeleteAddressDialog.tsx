/**
 * Deleting a derived address asks first. The dialog reads what the address holds on chain and
 * says that the funds stay there (the phrase and path give the address back). The active address
 * is never deleted on its own: the person chooses the address that becomes active instead.
 */
import { useEffect, useState } from 'react';
import { displayUnits } from '@kestrel/ui-state/amount';
import { addressHolding, type AddressHolding } from '@kestrel/ui-state/addressBalance';
import { addressLabel } from '@kestrel/ui-state/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import styles from './Addresses.module.css';

export interface DeletedAddress {
  address: string;
  derivePath: string;
}

export interface DeleteTarget extends DeletedAddress {
  /** The coin's active address is the one to delete. */
  active: boolean;
}

export function DeleteAddressDialog({
  coin,
  target,
  others,
  onDelete,
  onClose,
}: {
  coin: { chain_name: string; symbol: string; decimal: number; type: string; contractAddress?: string };
  target: DeleteTarget | null;
  /** The other addresses of the list: one of them becomes active when the active one goes. */
  others: readonly DeletedAddress[];
  onDelete: (address: string, newActive: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const [holding, setHolding] = useState<AddressHolding | null>(null);
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const address = target?.address ?? '';

  useEffect(() => {
    setHolding(null);
    setNext(others[0]?.address ?? '');
    if (!address) return;
    let live = true;
    const token = coin.type === 'token' ? coin.contractAddress : undefined;
    void addressHolding(coin.chain_name, address, token).then((h) => live && setHolding(h));
    return () => {
      live = false;
    };
    // Read once per address the dialog opens for.
  }, [address]);

  if (!target) return null;
  const label = addressLabel(target.address);
  const held =
    holding?.state === 'read' && holding.amount > 0n
      ? `${displayUnits(holding.amount, coin.decimal) ?? holding.amount.toString()} ${coin.symbol}`
      : null;
  const restore = target.derivePath
    ? `The same recovery phrase gives it back: add the path ${target.derivePath} again.`
    : 'Its key gives it back.';

  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(target.address, target.active ? next : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={`Delete address ${label}?`} onClose={busy ? () => undefined : onClose}>
      <div className={styles.dialogBody} data-testid="delete-address-dialog">
        <p className={styles.full}>{target.address}</p>
        <p>
          Deleting only removes the address from this list. The address and what it holds stay on chain.{' '}
          {restore}
        </p>
        {holding === null ? (
          <p className={styles.lead} role="status">
            Reading what this address holds…
          </p>
        ) : held ? (
          <Notice kind="warning">
            <p data-testid="delete-address-holding">
              This address holds {held}. After deleting it, the app no longer shows or counts these funds
              until you add the address again.
            </p>
          </Notice>
        ) : holding.state === 'unknown' ? (
          <Notice kind="warning">
            <p>What this address holds could not be read ({holding.error}). Any funds on it stay there.</p>
          </Notice>
        ) : (
          <p className={styles.lead} data-testid="delete-address-holding">
            This address holds no {coin.symbol}.
          </p>
        )}
        {target.active ? (
          <>
            <Notice kind="info">
              <p>This is the active address. Choose the address to use instead; then this one is deleted.</p>
            </Notice>
            <Select
              label="New active address"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              options={others.map((a) => ({
                value: a.address,
                label: `${addressLabel(a.address)} · ${a.derivePath || 'imported key'}`,
              }))}
            />
          </>
        ) : null}
        <div className={styles.dialogActions}>
          <Button
            variant="danger"
            busy={busy}
            disabled={holding === null || (target.active && !next)}
            onClick={() => void confirm()}
          >
            {target.active ? 'Switch and delete' : held ? 'Delete anyway' : 'Delete address'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose} data-autofocus="">
            Keep it
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
