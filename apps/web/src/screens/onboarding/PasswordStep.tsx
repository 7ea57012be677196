/** Choose the password that encrypts the vault, typed twice. */
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './Onboarding.module.css';

export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password !== confirm) return 'The two passwords do not match';
  return null;
}

export function PasswordStep({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (password: string) => void;
  onBack: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (!problem) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.lead}>
        This password unlocks Kestrel on this device. It is not a backup: only your recovery phrase restores
        your wallet elsewhere.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoFocus
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={error}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          Create password
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
