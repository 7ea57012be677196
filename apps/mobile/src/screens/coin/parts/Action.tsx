/**
 * A touch button of the transfer screens: at least 44 px high, a role and a label a screen
 * reader reads, a busy state (aria-busy, a spinner) and a disabled state that ignores presses.
 */
import { ActivityIndicator, Pressable, Text, type StyleProp, type ViewStyle } from 'react-native';
import { colors, TOUCH } from './look';

export type ActionKind = 'primary' | 'secondary' | 'ghost' | 'danger';

const fill: Record<ActionKind, { bg: string; fg: string; border: string }> = {
  primary: { bg: colors.accent, fg: colors.onAccent, border: colors.accent },
  secondary: { bg: colors.card, fg: colors.accent, border: colors.accent },
  ghost: { bg: 'transparent', fg: colors.accent, border: 'transparent' },
  danger: { bg: colors.error, fg: colors.onAccent, border: colors.error },
};

export function Action({
  title,
  onPress,
  kind = 'primary',
  disabled = false,
  busy = false,
  label,
  block = false,
  style,
  testID,
}: {
  title: string;
  onPress: () => void;
  kind?: ActionKind;
  disabled?: boolean;
  busy?: boolean;
  /** The accessible name when the visible title alone is ambiguous ("Remove" → "Remove ETH to …"). */
  label?: string;
  block?: boolean;
  style?: StyleProp<ViewStyle>;
  testID?: string;
}) {
  const f = fill[kind];
  const off = disabled || busy;
  return (
    <Pressable
      role="button"
      aria-label={label ?? title}
      aria-disabled={off}
      aria-busy={busy}
      disabled={off}
      onPress={onPress}
      testID={testID}
      style={({ pressed }) => [
        {
          minHeight: TOUCH,
          minWidth: TOUCH,
          paddingHorizontal: 16,
          borderRadius: 10,
          borderWidth: 1,
          borderColor: f.border,
          backgroundColor: f.bg,
          alignItems: 'center',
          justifyContent: 'center',
          flexDirection: 'row',
          gap: 8,
          opacity: off && !busy ? 0.5 : pressed ? 0.8 : 1,
        },
        block ? { alignSelf: 'stretch' } : null,
        style,
      ]}
    >
      {busy ? <ActivityIndicator size="small" color={f.fg} aria-label={`${title}: in progress`} /> : null}
      <Text style={{ color: f.fg, fontSize: 16, fontWeight: '600' }}>{title}</Text>
    </Pressable>
  );
}
