/**
 * Unlock: the password opens the vault; a wrong one is refused with the vault's message (spec
 * text, through the shared wording) and the field is cleared. Success changes the session, and
 * the root stack shows Home.
 */
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { session } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { walletErrorMessage } from '@kestrel/ui-state/walletErrors';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { space, type } from '../../ui/theme';

export default function Unlock() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) return setError('Enter your password');
    setBusy(true);
    setError(null);
    try {
      await session.unlock(password);
    } catch (err) {
      setError(walletErrorMessage(err));
      setPassword('');
      setBusy(false);
    }
  };
  return (
    <Screen title="Welcome back">
      <Text style={[type.body, styles.lead]}>Enter your password to unlock your wallets on this device.</Text>
      <TextField
        label="Password"
        secureTextEntry
        autoComplete="current-password"
        value={password}
        error={error}
        autoFocus
        onChangeText={setPassword}
        onSubmitEditing={() => void submit()}
      />
      <View style={styles.actions}>
        <Button label="Unlock" busy={busy} onPress={() => void submit()} />
      </View>
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { marginBottom: space.lg },
  actions: { marginTop: space.sm },
});
