/**
 * Change password (Settings › Security): the current password is checked by the vault (its
 * message beside that field on a wrong one), the new one by the vault's rule, the confirmation here.
 */
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { useChangePassword } from '@kestrel/ui-state/useChangePassword';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';

export default function ChangePasswordScreen() {
  const f = useChangePassword();

  return (
    <Screen title="Change password">
      <TextField
        label="Current password"
        secureTextEntry
        autoComplete="current-password"
        value={f.oldPassword}
        error={f.error}
        onChangeText={f.setOld}
      />
      <TextField
        label="New password"
        secureTextEntry
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={f.newPassword}
        error={f.newError}
        onChangeText={f.setNew}
      />
      <TextField
        label="Confirm new password"
        secureTextEntry
        autoComplete="new-password"
        value={f.confirm}
        error={f.confirmError}
        onChangeText={f.setConfirm}
        onSubmitEditing={f.submit}
      />
      <Button label="Change password" busy={f.busy} onPress={f.submit} />
    </Screen>
  );
}
