/**
 * Change password, as both shells ask it (web PasswordCard, mobile ChangePasswordScreen): the
 * confirmation is checked here ('The passwords do not match'), the current password and the new
 * one by the vault; its refusal is shown beside the field it is about. Once changed, the fields
 * are emptied and a 'Password changed' toast shows.
 */
import { useState } from 'react';
import { changePassword } from './manage';
import { platform } from './platform';

export const PASSWORDS_DIFFER = 'The passwords do not match';

export function useChangePassword() {
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
    if (newPassword !== confirm) return setConfirmError(PASSWORDS_DIFFER);
    setConfirmError(null);
    setBusy(true);
    try {
      await changePassword(oldPassword, newPassword);
      setOld('');
      setNew('');
      setConfirm('');
      platform().notify({ kind: 'success', title: 'Password changed' });
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      // The vault refuses either the current password or the new one: shown beside that field.
      if (err instanceof Error && err.name === 'WrongPasswordError') setError(text);
      else setNewError(text);
    } finally {
      setBusy(false);
    }
  };

  return {
    oldPassword,
    setOld,
    newPassword,
    setNew,
    confirm,
    setConfirm,
    /** The current password's refusal. */
    error,
    newError,
    confirmError,
    busy,
    submit: () => void submit(),
  };
}
