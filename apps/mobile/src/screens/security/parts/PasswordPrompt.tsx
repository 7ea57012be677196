/** Asks for the password again before a secret is shown; the vault's refusal is shown as is. */
import { usePasswordPrompt, type PasswordPromptProps } from '@kestrel/ui-state/usePasswordPrompt';
import { View } from 'react-native';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

export function PasswordPrompt({ action, onSubmit, children }: PasswordPromptProps) {
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
