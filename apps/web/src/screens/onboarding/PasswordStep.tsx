/** Choose the password that encrypts the vault, typed twice. */
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { usePasswordStep, type PasswordStepProps } from '@kestrel/ui-state/usePasswordStep';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './Onboarding.module.css';

export function PasswordStep({ busy, onSubmit, onBack }: PasswordStepProps) {
  const f = usePasswordStep(onSubmit);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        f.submit();
      }}
      noValidate
    >
      <p className={styles.lead}>
        This password unlocks Kestrel on this device. It is not a backup: only your recovery phrase restores
        your wallet elsewhere.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={f.password}
        onChange={(e) => f.setPassword(e.target.value)}
        autoFocus
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={f.confirm}
        error={f.error}
        onChange={(e) => f.setConfirm(e.target.value)}
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
