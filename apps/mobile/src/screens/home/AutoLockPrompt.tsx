/**
 * Home's first-run proposal of an auto-lock time (@kestrel/ui-state autoLockChoice). "Never" (the
 * spec's default 0) is one of the answers, said plainly; the prompt stays until the person answers
 * or sets a time in Settings.
 */
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { AUTO_LOCK_PROPOSALS, autoLockChosen, chooseAutoLock } from '@kestrel/ui-state/autoLockChoice';
import { useSession } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { space, type } from '../../ui/theme';
import { showToast } from '../../ui/toast';

const label = (m: number) =>
  m === 0 ? 'Never: I lock it myself' : m === 60 ? 'After 1 hour' : `After ${m} minutes`;

export function AutoLockPrompt() {
  const { settings } = useSession();
  const [answered, setAnswered] = useState(false);
  if (answered || autoLockChosen(settings.lockTime)) return null;
  const choose = async (m: number) => {
    try {
      await chooseAutoLock(m);
      setAnswered(true);
    } catch (e) {
      showToast('error', 'Could not save the lock time', e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <View style={styles.box} testID="auto-lock-prompt">
      <Notice>
        <Text style={[type.body, styles.text]}>
          Lock automatically when you step away? Anyone holding this device can use an unlocked wallet. You
          can change this in Settings.
        </Text>
        <View role="group" aria-label="Auto-lock" style={styles.buttons}>
          {AUTO_LOCK_PROPOSALS.map((m) => (
            <Button
              key={m}
              label={label(m)}
              variant={m === 0 ? 'ghost' : 'secondary'}
              onPress={() => void choose(m)}
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
