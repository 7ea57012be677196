/** The toasts (spec §8), stacked at the bottom above the content; each one is announced. */
import { useSyncExternalStore } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { currentToasts, dismissToast, subscribeToasts, type ToastKind } from './toast';
import { colors, space } from './theme';

const EDGE: Record<ToastKind, string> = {
  progress: colors.primary,
  success: colors.success,
  warning: colors.warning,
  error: colors.danger,
  message: colors.muted,
};

export function Toasts() {
  const items = useSyncExternalStore(subscribeToasts, currentToasts);
  if (items.length === 0) return null;
  return (
    <View pointerEvents="box-none" style={styles.stack}>
      {items.map((t) => (
        <Pressable
          key={t.id}
          accessibilityRole="alert"
          accessibilityHint="Dismisses this message"
          onPress={() => dismissToast(t.id)}
          style={[styles.toast, { borderLeftColor: EDGE[t.kind] }]}
          testID={`toast-${t.kind}`}
        >
          <Text style={styles.title}>{t.title}</Text>
          {t.message ? <Text style={styles.message}>{t.message}</Text> : null}
        </Pressable>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  stack: { position: 'absolute', left: space.md, right: space.md, bottom: space.lg, gap: space.sm },
  toast: {
    backgroundColor: colors.text,
    borderLeftWidth: 5,
    borderRadius: 10,
    padding: space.md,
  },
  title: { color: colors.surface, fontSize: 15, fontWeight: '600' },
  message: { color: colors.surface, fontSize: 14, marginTop: 2 },
});
