/** Choose the password that encrypts the vault, typed twice (first run only). */
import { StyleSheet, Text, View } from 'react-native';
import { MIN_PASSWORD_LENGTH } from '@kestrel/ui-state/format';
import { usePasswordStep, type PasswordStepProps } from '@kestrel/ui-state/usePasswordStep';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { space, type } from '../../ui/theme';

export function PasswordStep({ busy, onSubmit, onBack }: PasswordStepProps) {
  const f = usePasswordStep(onSubmit);
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
        value={f.password}
        onChangeText={f.setPassword}
        autoFocus
      />
      <TextField
        label="Confirm password"
        secureTextEntry
        autoComplete="new-password"
        value={f.confirm}
        error={f.error}
        onChangeText={f.setConfirm}
        onSubmitEditing={f.submit}
      />
      <View style={styles.actions}>
        <Button label="Create password" busy={busy} onPress={f.submit} />
        <Button label="Back" variant="ghost" disabled={busy} onPress={onBack} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  lead: { lineHeight: 23, marginBottom: space.lg },
  actions: { gap: space.sm, marginTop: space.sm },
});
