/** Asks for the password again before a secret is shown; the vault's refusal is shown as is. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './Secrets.module.css';

export function PasswordPrompt({
  action,
  onSubmit,
  children,
}: {
  /** The submit button's text, e.g. "Show recovery phrase". */
  action: string;
  /** Rejects with the reason to show (e.g. the vault's wrong-password message). */
  onSubmit: (password: string) => Promise<void>;
  children?: React.ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
      {children}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        autoFocus
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" busy={busy}>
        {action}
      </Button>
    </form>
  );
}
