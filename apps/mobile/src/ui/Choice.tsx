/** A radio group of chips: one choice out of a few (phrase length, lock time, network). */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, space, TOUCH } from './theme';

export interface ChoiceProps<T extends string | number> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function Choice<T extends string | number>({ label, options, value, onChange }: ChoiceProps<T>) {
  return (
    <View style={styles.group}>
      <Text style={styles.label}>{label}</Text>
      <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles.chips}>
        {options.map((o) => {
          const on = o.value === value;
          return (
            <Pressable
              key={String(o.value)}
              accessibilityRole="radio"
              aria-checked={on}
              onPress={() => onChange(o.value)}
              style={[styles.chip, on && styles.on]}
            >
              <Text style={[styles.text, on && styles.onText]}>{o.label}</Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  group: { gap: space.xs, marginBottom: space.md },
  label: { fontSize: 14, fontWeight: '600', color: colors.text },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
  chip: {
    minHeight: TOUCH - 8,
    paddingHorizontal: space.md,
    borderRadius: 20,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
    justifyContent: 'center',
  },
  on: { backgroundColor: colors.primary, borderColor: colors.primary },
  text: { fontSize: 15, color: colors.text },
  onText: { color: colors.onPrimary, fontWeight: '600' },
});
