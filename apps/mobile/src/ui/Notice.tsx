/** A boxed message: info, warning or error (errors are announced). */
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { colors, space } from './theme';

const TONE = { info: colors.primary, warning: colors.warning, error: colors.danger } as const;

export function Notice({ kind = 'info', children }: { kind?: keyof typeof TONE; children: ReactNode }) {
  return (
    <View
      accessibilityRole={kind === 'error' ? 'alert' : undefined}
      style={[styles.box, { borderLeftColor: TONE[kind] }]}
    >
      {typeof children === 'string' ? <Text style={styles.text}>{children}</Text> : children}
    </View>
  );
}

const styles = StyleSheet.create({
  box: {
    borderLeftWidth: 4,
    backgroundColor: colors.surface,
    borderRadius: 8,
    padding: space.md,
    marginBottom: space.md,
  },
  text: { fontSize: 15, color: colors.text, lineHeight: 21 },
});
