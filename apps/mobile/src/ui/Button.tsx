/** A full-width touch button: primary, secondary (outlined) or ghost; disabled while busy. */
import { ActivityIndicator, Pressable, StyleSheet, Text } from 'react-native';
import { colors, space, TOUCH } from './theme';

export interface ButtonProps {
  label: string;
  onPress: () => void;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  busy?: boolean;
  disabled?: boolean;
  testID?: string;
}

export function Button({ label, onPress, variant = 'primary', busy, disabled, testID }: ButtonProps) {
  const off = Boolean(disabled || busy);
  return (
    <Pressable
      accessibilityRole="button"
      aria-disabled={off}
      aria-busy={Boolean(busy)}
      disabled={off}
      onPress={onPress}
      testID={testID}
      style={({ pressed }) => [styles.base, styles[variant], pressed && styles.pressed, off && styles.off]}
    >
      {busy ? (
        <ActivityIndicator aria-hidden color={variant === 'primary' ? colors.onPrimary : colors.primary} />
      ) : null}
      <Text
        style={[styles.label, variant === 'primary' || variant === 'danger' ? styles.onFill : styles.onLine]}
      >
        {label}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  base: {
    minHeight: TOUCH,
    borderRadius: 12,
    paddingHorizontal: space.lg,
    alignItems: 'center',
    justifyContent: 'center',
    flexDirection: 'row',
    gap: space.sm,
  },
  primary: { backgroundColor: colors.primary },
  danger: { backgroundColor: colors.danger },
  secondary: { borderWidth: 1, borderColor: colors.primary, backgroundColor: colors.surface },
  ghost: { backgroundColor: 'transparent' },
  pressed: { opacity: 0.8 },
  off: { opacity: 0.55 },
  label: { fontSize: 16, fontWeight: '600' },
  onFill: { color: colors.onPrimary },
  onLine: { color: colors.primary },
});
