/** Choose the password that encrypts the vault, typed twice (first run only). */
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { space, type } from '../../ui/theme';

/** The browser shell's wording (apps/web PasswordStep), with the shared minimum length. */
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
  const submit = () => {
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (!problem) onSubmit(password);
  };
  return (
    <View>
      <Text style={[type.body, styles.lead]}>
        This password unlocks Kestrel on this device. It is not a backup: only your recovery phrase restores
        your wallet elsewhere.
      </Text>
      <TextField
        label="Password"
        secureTextEntry
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={password}
        onChangeText={setPassword}
        autoFocus
      />
      <TextField
        label="Confirm password"
        secureTextEntry
        autoComplete="new-password"
        value={confirm}
        error={error}
        onChangeText={setConfirm}
        onSubmitEditing={submit}
      />
      <View style={styles.actions}>
        <Button label="Create password" busy={busy} onPress={submit} />
        <Button label="Back" variant="ghost" disabled={busy} onPress={onBack} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  lead: { lineHeight: 23, marginBottom: space.lg },
  actions: { gap: space.sm, marginTop: space.sm },
});
