/**
 * Change password (Settings › Security): the current password is checked by the vault (its
 * message beside that field on a wrong one), the new one by the vault's rule, the confirmation here.
 */
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { changePassword } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';

export default function ChangePasswordScreen() {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
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
      // The vault refuses either the current password or the new one: shown beside that field.
      if (err instanceof Error && err.name === 'WrongPasswordError') setError(text);
      else setNewError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title="Change password">
      <TextField
        label="Current password"
        secureTextEntry
        autoComplete="current-password"
        value={oldPassword}
        error={error}
        onChangeText={setOld}
      />
      <TextField
        label="New password"
        secureTextEntry
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={newPassword}
        error={newError}
        onChangeText={setNew}
      />
      <TextField
        label="Confirm new password"
        secureTextEntry
        autoComplete="new-password"
        value={confirm}
        error={confirmError}
        onChangeText={setConfirm}
        onSubmitEditing={() => void submit()}
      />
      <Button label="Change password" busy={busy} onPress={() => void submit()} />
    </Screen>
  );
}
