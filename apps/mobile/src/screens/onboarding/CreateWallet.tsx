/**
 * Create a wallet: a new phrase is shown, three of its words (picked at random) are typed back,
 * or "Back up later"; on first run a password follows. The phrase lives only in this screen's
 * state and goes straight into the encrypted vault.
 */
import { StyleSheet, Text, View } from 'react-native';
import { useCreateWallet } from '@kestrel/ui-state/useCreateWallet';
import { navigateTo } from '../../navigation/linking';
import { Splash } from '../../navigation/Splash';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { PasswordStep } from './PasswordStep';

export default function CreateWallet() {
  // On first run the session turns unlocked and the root stack opens Home by itself.
  const c = useCreateWallet((firstRun) => {
    if (!firstRun) navigateTo('/home');
  });
  const { words, positions, busy } = c;

  if (!c.phrase) return <Splash />;
  if (c.step === 'phrase') {
    return (
      <Screen title="Your recovery phrase">
        <Notice kind="warning">
          Write these 12 words down on paper, in order, and keep them offline. Anyone who has them can take
          your funds; without them a lost device means lost funds.
        </Notice>
        <View accessibilityLabel="Recovery phrase" style={styles.words}>
          {words.map((w, i) => (
            <View key={i} style={styles.word}>
              <Text style={styles.index} aria-hidden>
                {i + 1}
              </Text>
              <Text style={type.body} testID="phrase-word">
                {w}
              </Text>
            </View>
          ))}
        </View>
        <View style={styles.actions}>
          <Button label="I wrote it down" onPress={() => c.setStep('check')} />
          <Button label="Back up later" variant="ghost" disabled={busy} onPress={c.later} />
        </View>
      </Screen>
    );
  }
  if (c.step === 'check') {
    return (
      <Screen title="Check your backup">
        <Text style={[type.body, styles.lead]}>Type these words from your recovery phrase.</Text>
        {positions.map((p, i) => (
          <TextField
            key={p}
            label={`Word #${p + 1}`}
            value={c.answers[i] ?? ''}
            error={i === positions.length - 1 ? c.checkError : null}
            onChangeText={(t) => c.setAnswer(i, t)}
          />
        ))}
        <View style={styles.actions}>
          <Button label="Confirm" busy={busy} onPress={c.check} />
          <Button
            label="Show the phrase again"
            variant="ghost"
            disabled={busy}
            onPress={() => c.setStep('phrase')}
          />
        </View>
      </Screen>
    );
  }
  return (
    <Screen title="Choose a password">
      <PasswordStep busy={busy} onSubmit={c.finish} onBack={() => c.setStep('check')} />
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { marginBottom: space.md },
  words: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm, marginBottom: space.lg },
  word: {
    width: '31%',
    flexDirection: 'row',
    gap: space.xs,
    alignItems: 'baseline',
    padding: space.sm,
    borderRadius: 8,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  index: { fontSize: 12, color: colors.muted, minWidth: 16 },
  actions: { gap: space.sm },
});
