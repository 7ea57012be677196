/** A small labelled action beside a row (Block, Reply, …): still a full touch target, with its own name. */
import { Pressable, StyleSheet, Text } from 'react-native';
import { colors, space, TOUCH } from '../../ui/theme';

export function RowAction({
  label,
  accessibilityLabel,
  onPress,
  danger,
}: {
  label: string;
  accessibilityLabel: string;
  onPress: () => void;
  danger?: boolean;
}) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel}
      onPress={onPress}
      style={({ pressed }) => [styles.action, pressed && styles.pressed]}
    >
      <Text style={[styles.text, danger && styles.danger]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  action: {
    minHeight: TOUCH,
    minWidth: TOUCH,
    paddingHorizontal: space.md,
    alignItems: 'center',
    justifyContent: 'center',
  },
  pressed: { opacity: 0.6 },
  text: { fontSize: 15, fontWeight: '600', color: colors.primary },
  danger: { color: colors.danger },
});
