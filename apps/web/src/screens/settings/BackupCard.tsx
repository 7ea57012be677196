/**
 * Backing up a wallet created with "back up later": the password, the phrase, then three of its
 * words typed back. Only a passed check marks the wallet backed up (and ends Home's prompt).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { backupAnswersMatch, pickWordPositions } from '@kestrel/ui-state/backupCheck';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { markBackedUp, revealPhrase } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import { BackupWordFields } from '../onboarding/BackupWordFields';
import { PasswordPrompt } from './PasswordPrompt';
import { SecretView } from './SecretView';
import styles from './Secrets.module.css';

const CHECK_COUNT = 3;

function BackupCheck({ phrase, onDone }: { phrase: string; onDone: () => Promise<void> }) {
  const words = useMemo(() => phrase.split(' '), [phrase]);
  const positions = useMemo(() => pickWordPositions(words.length, CHECK_COUNT), [words]);
  const [answers, setAnswers] = useState<string[]>(() => Array<string>(CHECK_COUNT).fill(''));
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!backupAnswersMatch(words, positions, answers))
      return setError('These words do not match your recovery phrase. Check your copy and try again.');
    await onDone();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
      <p className={styles.lead}>Type these words from your recovery phrase.</p>
      <BackupWordFields positions={positions} answers={answers} setAnswers={setAnswers} />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button type="submit">Confirm backup</Button>
    </form>
  );
}

export function BackupCard() {
  const wallet = useCurrentWallet();
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  if (!wallet || wallet.isBackedup || wallet.isImportWalletWithPrivateKey) return null;

  const close = () => {
    setPhrase(null);
    setChecking(false);
    setOpen(false);
  };

  return (
    <Card aria-labelledby="backup-title" id="backup">
      <h2 id="backup-title">Back up {wallet.walletName}</h2>
      <Notice kind="warning">
        <p>This wallet is not backed up. Without its recovery phrase a lost device means lost funds.</p>
      </Notice>
      <Button onClick={() => setOpen(true)}>Back up now</Button>
      <Dialog open={open} title="Back up your wallet" onClose={close}>
        {!phrase ? (
          <PasswordPrompt
            action="Show recovery phrase"
            onSubmit={async (pw) => setPhrase(await revealPhrase(wallet.id, pw))}
          />
        ) : checking ? (
          <BackupCheck
            phrase={phrase}
            onDone={async () => {
              await markBackedUp(wallet.id);
              close();
              showToast('success', 'Backup complete', `${wallet.walletName} is backed up`);
            }}
          />
        ) : (
          <div className={styles.form}>
            <SecretView kind="phrase" secret={phrase} />
            <Button onClick={() => setChecking(true)}>I wrote it down</Button>
          </div>
        )}
      </Dialog>
    </Card>
  );
}
