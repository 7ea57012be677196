/**
 * The wallet switcher: list and select wallets, rename, move up or down, delete (said before
 * asking: the only wallet stays, the wallet in use goes after switching to another;
 * DeleteWalletDialog), or add one by creating or importing. Refusals (a move past the end, the
 * wallet limit) show the wallet package's exact messages.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { session, useSession } from '@kestrel/ui-state/hooks';
import {
  createWalletBackupLater,
  deleteWalletAt,
  moveWalletAt,
  walletLimitProblem,
} from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Home.module.css';
import { DeleteWalletDialog } from './DeleteWalletDialog';
import own from './WalletSwitcher.module.css';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function Arrow({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function WalletSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { allWallets, currentWalletIndex } = useSession();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setRenaming(null);
    setDeleting(null);
    setError(null);
    setLimit(null);
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

  const move = async (i: number, direction: 'up' | 'down') => {
    try {
      await moveWalletAt(i, direction);
    } catch (e) {
      showToast('error', message(e));
    }
  };

  const confirmDelete = async (switchTo: number | null) => {
    if (deleting === null) return;
    const doomed = allWallets[deleting]?.walletName ?? '';
    try {
      if (switchTo !== null) await session.selectWallet(switchTo);
      await deleteWalletAt(deleting);
      showToast('success', 'Wallet deleted', doomed);
    } catch (e) {
      showToast('error', message(e));
    }
    setDeleting(null);
  };

  /** Adding a wallet: refused up front when the wallet limit is reached. */
  const add = async (how: 'create' | 'import' | 'later') => {
    const problem = await walletLimitProblem();
    if (problem) return setLimit(problem);
    if (how === 'later') {
      setBusy(true);
      try {
        await createWalletBackupLater();
        showToast('success', 'New account successfully added', 'Back it up from Settings');
        close();
      } catch (e) {
        showToast('error', 'Something Went wrong', message(e));
      } finally {
        setBusy(false);
      }
      return;
    }
    close();
    void navigate(how === 'create' ? '/create' : '/import');
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

  if (open && deleting !== null && allWallets[deleting]) {
    return (
      <DeleteWalletDialog
        wallets={allWallets}
        index={deleting}
        currentIndex={currentWalletIndex}
        onDelete={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    );
  }

  return (
    <Dialog open={open} title="Wallets" onClose={close}>
      <ul className={styles.walletList}>
        {allWallets.map((w, i) => (
          <li key={w.id} className={own.item} data-testid="wallet-item">
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
                  {w.isBackedup ? '' : ' · not backed up'}
                </span>
              </span>
              {i === currentWalletIndex ? (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.check}>
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              ) : null}
            </button>
            <div className={own.actions}>
              <Button
                variant="ghost"
                size="s"
                onClick={() => startRename(i)}
                aria-label={`Rename ${w.walletName}`}
              >
                Rename
              </Button>
              <Button
                variant="ghost"
                size="s"
                onClick={() => void move(i, 'up')}
                aria-label={`Move ${w.walletName} up`}
              >
                <Arrow up />
              </Button>
              <Button
                variant="ghost"
                size="s"
                onClick={() => void move(i, 'down')}
                aria-label={`Move ${w.walletName} down`}
              >
                <Arrow up={false} />
              </Button>
              <Button
                variant="ghost"
                size="s"
                className={own.delete}
                onClick={() => setDeleting(i)}
                aria-label={`Delete ${w.walletName}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {limit ? <Notice kind="error">{limit}</Notice> : null}
      <div className={own.addActions}>
        <Button onClick={() => void add('create')}>Create a new wallet</Button>
        <Button variant="secondary" onClick={() => void add('import')}>
          Import a wallet
        </Button>
        <Button variant="ghost" busy={busy} onClick={() => void add('later')}>
          Create now, back up later
        </Button>
      </div>
    </Dialog>
  );
}
