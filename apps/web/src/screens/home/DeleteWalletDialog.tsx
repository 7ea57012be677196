/**
 * Deleting a wallet, said before asking: the only wallet cannot go (nothing to ask), the wallet
 * in use goes only after switching to another one (chosen here), any other wallet after a plain
 * confirmation of what is lost.
 */
import { useState } from 'react';
import type { WalletView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import styles from './Home.module.css';
import own from './WalletSwitcher.module.css';

export function DeleteWalletDialog({
  wallets,
  index,
  currentIndex,
  onDelete,
  onClose,
}: {
  wallets: readonly WalletView[];
  /** The wallet to delete. */
  index: number;
  currentIndex: number;
  /** Deletes the wallet, switching to `switchTo` first when it is the one in use. */
  onDelete: (switchTo: number | null) => Promise<void>;
  onClose: () => void;
}) {
  const doomed = wallets[index];
  const others = wallets.map((w, i) => ({ w, i })).filter(({ i }) => i !== index);
  const [next, setNext] = useState(String(others[0]?.i ?? ''));
  const [busy, setBusy] = useState(false);
  if (!doomed) return null;
  const inUse = index === currentIndex;

  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(inUse ? Number(next) : null);
    } finally {
      setBusy(false);
    }
  };

  if (!others.length) {
    return (
      <Dialog open title={`${doomed.walletName} cannot be deleted`} onClose={onClose}>
        <div className={own.confirm} data-testid="delete-wallet-dialog">
          <Notice kind="info">
            <p>This is your only wallet: a wallet can be deleted only while another one remains.</p>
          </Notice>
          <div className={styles.dialogActions}>
            <Button onClick={onClose} data-autofocus="">
              OK
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title={`Delete ${doomed.walletName}?`} onClose={busy ? () => undefined : onClose}>
      <div className={own.confirm} data-testid="delete-wallet-dialog">
        <Notice kind="warning">
          <p>
            The wallet and its keys are removed from this device.{' '}
            {doomed.isImportWalletWithPrivateKey
              ? 'Only its private key can bring it back.'
              : 'Only its recovery phrase can bring it back.'}
          </p>
        </Notice>
        {inUse ? (
          <>
            <Notice kind="info">
              <p>This is the wallet in use. Choose the wallet to switch to; then this one is deleted.</p>
            </Notice>
            <Select
              label="Switch to"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              options={others.map(({ w, i }) => ({ value: String(i), label: w.walletName }))}
            />
          </>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="danger" busy={busy} onClick={() => void confirm()} data-autofocus="">
            {inUse ? 'Switch and delete' : 'Delete wallet'}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
