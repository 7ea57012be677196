/**
 * Validators with their rates and votes, each with the vote stepper (− 5 / + 5) and a typed
 * value; the wallet's vote rules (ui-state's stepVote / typeVote) cap the total at the
 * whole-number staking balance, so a typed value past it is dropped and the field shows the kept one.
 */
import { Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { useVoteInput } from '@kestrel/ui-state/useVoteInput';
import { rateText, type VoteListProps } from '@kestrel/ui-state/votes';
import { colors, space, TOUCH } from '../../../ui/theme';

function Step({ label, text, onPress }: { label: string; text: string; onPress: () => void }) {
  return (
    <Pressable accessibilityRole="button" accessibilityLabel={label} onPress={onPress} style={styles.step}>
      <Text style={styles.stepText}>{text}</Text>
    </Pressable>
  );
}

function VoteInput({ name, value, onType }: { name: string; value: number; onType: (text: string) => void }) {
  const { text, setText, done } = useVoteInput(value, onType);
  return (
    <TextInput
      accessibilityLabel={`Votes for ${name}`}
      inputMode="numeric"
      value={text}
      onChangeText={setText}
      onBlur={done}
      onSubmitEditing={done}
      style={styles.input}
    />
  );
}

export function VoteList({ validators, selected, onStep, onType }: VoteListProps) {
  if (!validators.length) return <Text style={styles.muted}>No validators are listed.</Text>;
  return (
    <View>
      {validators.map((v) => {
        const label = v.name || v.address;
        return (
          <View key={v.address} style={styles.row}>
            <View accessible accessibilityLabel={`${label}, ${rateText(v.annualizedRate)}, ${v.votes} votes`}>
              <Text style={styles.name} numberOfLines={1}>
                {label}
              </Text>
              <Text
                style={styles.muted}
              >{`${rateText(v.annualizedRate)} · ${v.votes.toLocaleString('en-US')} votes`}</Text>
            </View>
            <View style={styles.stepper}>
              <Step label={`5 fewer votes for ${label}`} text="−" onPress={() => onStep(v.address, -1)} />
              <VoteInput name={label} value={selected[v.address] ?? 0} onType={(t) => onType(v.address, t)} />
              <Step label={`5 more votes for ${label}`} text="+" onPress={() => onStep(v.address, 1)} />
            </View>
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    gap: space.sm,
    padding: space.md,
    borderRadius: 10,
    backgroundColor: colors.surface,
    marginBottom: space.sm,
  },
  name: { fontSize: 15, fontWeight: '600', color: colors.text },
  muted: { fontSize: 13, color: colors.muted },
  stepper: { flexDirection: 'row', alignItems: 'center', gap: space.sm },
  step: {
    minWidth: TOUCH,
    minHeight: TOUCH,
    borderRadius: 10,
    borderWidth: 1,
    borderColor: colors.primary,
    alignItems: 'center',
    justifyContent: 'center',
  },
  stepText: { fontSize: 20, color: colors.primary },
  input: {
    flex: 1,
    minHeight: TOUCH,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 10,
    paddingHorizontal: space.md,
    fontSize: 16,
    color: colors.text,
    textAlign: 'center',
  },
});
