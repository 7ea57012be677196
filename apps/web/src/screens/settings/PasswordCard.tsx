/** Change password: the old one is checked by the vault (its message on a wrong one). */
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { changePassword } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Secrets.module.css';

export function PasswordCard() {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNewError(null);
    if (newPassword !== confirm) return setConfirmError('The passwords do not match');
    setConfirmError(null);
    setBusy(true);
    try {
      await changePassword(oldPassword, newPassword);
      setOld('');
      setNew('');
      setConfirm('');
      showToast('success', 'Password changed');
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      // The vault refuses either the current password or the new one: show it beside that field.
      if (err instanceof Error && err.name === 'WrongPasswordError') setError(text);
      else setNewError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          error={error}
          onChange={(e) => setOld(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          value={newPassword}
          error={newError}
          onChange={(e) => setNew(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={confirmError}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
