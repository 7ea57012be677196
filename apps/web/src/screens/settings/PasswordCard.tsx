/** Change password: the old one is checked by the vault (its message on a wrong one). */
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { useChangePassword } from '@kestrel/ui-state/useChangePassword';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import styles from './Secrets.module.css';

export function PasswordCard() {
  const f = useChangePassword();

  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          f.submit();
        }}
        noValidate
        className={styles.form}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={f.oldPassword}
          error={f.error}
          onChange={(e) => f.setOld(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          value={f.newPassword}
          error={f.newError}
          onChange={(e) => f.setNew(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={f.confirm}
          error={f.confirmError}
          onChange={(e) => f.setConfirm(e.target.value)}
        />
        <Button type="submit" busy={f.busy}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
