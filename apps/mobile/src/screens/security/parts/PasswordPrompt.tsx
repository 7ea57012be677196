/** Asks for the password again before a secret is shown; the vault's refusal is shown as is. */
import type { ReactNode } from 'react';
import { usePasswordPrompt } from '@kestrel/ui-state/usePasswordPrompt';
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
  const f = usePasswordPrompt(onSubmit);

  return (
    <View>
      {children}
      <TextField
        label="Password"
        secureTextEntry
        autoComplete="current-password"
        value={f.password}
        error={f.error}
        autoFocus
        onChangeText={f.setPassword}
        onSubmitEditing={f.submit}
      />
      <Button label={action} busy={f.busy} onPress={f.submit} />
    </View>
  );
}
