/**
 * Home's first-run proposal of an auto-lock time (@kestrel/ui-state autoLockChoice). "Never" (the
 * spec's default 0) is one of the answers, said plainly; the prompt stays until the person answers
 * or sets a time in Settings.
 */
import { StyleSheet, Text, View } from 'react-native';
import { useAutoLockPrompt } from '@kestrel/ui-state/useAutoLockPrompt';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { space, type } from '../../ui/theme';

export function AutoLockPrompt() {
  const prompt = useAutoLockPrompt();
  if (!prompt.open) return null;
  return (
    <View style={styles.box} testID="auto-lock-prompt">
      <Notice>
        <Text style={[type.body, styles.text]}>
          Lock automatically when you step away? Anyone holding this device can use an unlocked wallet. You
          can change this in Settings.
        </Text>
        <View role="group" aria-label="Auto-lock" style={styles.buttons}>
          {prompt.answers.map(({ minutes: m, label }) => (
            <Button
              key={m}
              label={label}
              variant={m === 0 ? 'ghost' : 'secondary'}
              onPress={() => prompt.choose(m)}
            />
          ))}
        </View>
      </Notice>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { paddingHorizontal: space.lg, paddingTop: space.sm },
  text: { marginBottom: space.sm },
  buttons: { gap: space.sm },
});
