/** Asks for the password again before a secret is shown; the vault's refusal is shown as is. */
import { useState, type ReactNode } from 'react';
import { View } from 'react-native';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

export function PasswordPrompt({
  action,
  onSubmit,
  children,
}: {
  /** The button's text, e.g. "Show recovery phrase". */
  action: string;
  /** Rejects with the reason to show (e.g. the vault's wrong-password message). */
  onSubmit: (password: string) => Promise<void>;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <View>
      {children}
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
      <Button label={action} busy={busy} onPress={() => void submit()} />
    </View>
  );
}
