/**
 * Create a wallet: a new phrase is shown, three of its words (picked at random) are typed back,
 * or "Back up later"; on first run a password follows. The phrase lives only in this screen's
 * state and goes straight into the encrypted vault.
 */
import { useEffect, useMemo, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { generatePhrase } from '@kestrel/ui-state/chains';
import { session, useSession } from '@kestrel/ui-state/hooks';
import { navigateTo } from '../../navigation/linking';
import { Splash } from '../../navigation/Splash';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { backupAnswersMatch, pickWordPositions } from '@kestrel/ui-state/backupCheck';
import { walletErrorMessage } from '@kestrel/ui-state/walletErrors';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { showToast } from '../../ui/toast';
import { PasswordStep } from './PasswordStep';

type Step = 'phrase' | 'check' | 'password';
const CHECK_COUNT = 3;
const BACKUP_MISMATCH = 'These words do not match your recovery phrase. Check your copy and try again.';

export default function CreateWallet() {
  const firstRun = useSession().status === 'empty';
  const [phrase, setPhrase] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('phrase');
  const [answers, setAnswers] = useState<string[]>(() => Array<string>(CHECK_COUNT).fill(''));
  const [checkError, setCheckError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether the person passed the backup check (false after "Back up later").
  const [backedUp, setBackedUp] = useState(true);

  useEffect(() => {
    let live = true;
    void generatePhrase(12).then((p) => live && setPhrase(p));
    return () => {
      live = false;
    };
  }, []);
  const words = useMemo(() => (phrase ? phrase.split(' ') : []), [phrase]);
  const positions = useMemo(
    () => (words.length ? pickWordPositions(words.length, CHECK_COUNT) : []),
    [words],
  );

  // On first run the session turns unlocked and the root stack opens Home by itself.
  const finish = async (password?: string, passedCheck = backedUp) => {
    if (!phrase) return;
    setBusy(true);
    try {
      await session.addWallet({ kind: 'mnemonic', phrase, backedUp: passedCheck }, password, 'created');
      setPhrase(null);
      showToast('success', 'New account successfully added');
      if (!firstRun) navigateTo('/home');
    } catch (e) {
      showToast('error', walletErrorMessage(e));
      setBusy(false);
    }
  };
  const later = () => {
    setBackedUp(false);
    if (firstRun) setStep('password');
    else void finish(undefined, false);
  };
  const check = () => {
    if (!backupAnswersMatch(words, positions, answers)) return setCheckError(BACKUP_MISMATCH);
    setCheckError(null);
    setBackedUp(true);
    if (firstRun) setStep('password');
    else void finish(undefined, true);
  };

  if (!phrase) return <Splash />;
  if (step === 'phrase') {
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
          <Button label="I wrote it down" onPress={() => setStep('check')} />
          <Button label="Back up later" variant="ghost" disabled={busy} onPress={later} />
        </View>
      </Screen>
    );
  }
  if (step === 'check') {
    return (
      <Screen title="Check your backup">
        <Text style={[type.body, styles.lead]}>Type these words from your recovery phrase.</Text>
        {positions.map((p, i) => (
          <TextField
            key={p}
            label={`Word #${p + 1}`}
            value={answers[i] ?? ''}
            error={i === positions.length - 1 ? checkError : null}
            onChangeText={(t) => setAnswers((a) => a.map((x, j) => (j === i ? t : x)))}
          />
        ))}
        <View style={styles.actions}>
          <Button label="Confirm" busy={busy} onPress={check} />
          <Button
            label="Show the phrase again"
            variant="ghost"
            disabled={busy}
            onPress={() => setStep('phrase')}
          />
        </View>
      </Screen>
    );
  }
  return (
    <Screen title="Choose a password">
      <PasswordStep busy={busy} onSubmit={(pw) => void finish(pw)} onBack={() => setStep('check')} />
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
