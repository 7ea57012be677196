/** Asks for the password again before a secret is shown; the vault's refusal is shown as is. */
import { usePasswordPrompt, type PasswordPromptProps } from '@kestrel/ui-state/usePasswordPrompt';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './Secrets.module.css';

export function PasswordPrompt({ action, onSubmit, children }: PasswordPromptProps) {
  const f = usePasswordPrompt(onSubmit);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        f.submit();
      }}
      noValidate
      className={styles.form}
    >
      {children}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={f.password}
        error={f.error}
        autoFocus
        onChange={(e) => f.setPassword(e.target.value)}
      />
      <Button type="submit" busy={f.busy}>
        {action}
      </Button>
    </form>
  );
}
