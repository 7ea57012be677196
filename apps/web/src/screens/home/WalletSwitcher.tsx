/** The wallet switcher: list and select wallets, rename one, or add one by creating or importing. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { session, useSession } from '../../state/hooks';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Home.module.css';

export function WalletSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { allWallets, currentWalletIndex } = useSession();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setRenaming(null);
    setError(null);
    onClose();
  };

  const select = async (i: number) => {
    await session.selectWallet(i);
    close();
  };

  const startRename = (i: number) => {
    setRenaming(i);
    setName(allWallets[i]?.walletName ?? '');
    setError(null);
  };

  const saveRename = async (e: FormEvent) => {
    e.preventDefault();
    if (renaming === null) return;
    if (!name.trim()) return setError('The wallet name is empty');
    await session.renameWallet(renaming, name);
    showToast('success', 'Wallet renamed');
    setRenaming(null);
  };

  if (renaming !== null) {
    return (
      <Dialog open={open} title="Rename wallet" onClose={close}>
        <form onSubmit={(e) => void saveRename(e)} noValidate>
          <TextField
            label="Wallet name"
            value={name}
            maxLength={40}
            error={error}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <div className={styles.dialogActions}>
            <Button type="submit">Save</Button>
            <Button variant="ghost" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} title="Wallets" onClose={close}>
      <ul className={styles.walletList}>
        {allWallets.map((w, i) => (
          <li key={w.id} className={styles.walletItem}>
            <button
              type="button"
              className={styles.walletSelect}
              aria-current={i === currentWalletIndex ? 'true' : undefined}
              onClick={() => void select(i)}
            >
              <span className={styles.walletAvatar} aria-hidden="true">
                {w.walletName.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.walletText}>
                <span className={styles.walletName}>{w.walletName}</span>
                <span className={styles.walletCaption}>
                  {w.isImportWalletWithPrivateKey ? 'Private key' : 'Recovery phrase'} · {w.coins.length}{' '}
                  {w.coins.length === 1 ? 'coin' : 'coins'}
                </span>
              </span>
              {i === currentWalletIndex ? (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.check}>
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              ) : null}
            </button>
            <Button
              variant="ghost"
              size="s"
              onClick={() => startRename(i)}
              aria-label={`Rename ${w.walletName}`}
            >
              Rename
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.dialogActions}>
        <Button onClick={() => (close(), void navigate('/create'))}>Create a new wallet</Button>
        <Button variant="secondary" onClick={() => (close(), void navigate('/import'))}>
          Import a wallet
        </Button>
      </div>
    </Dialog>
  );
}
