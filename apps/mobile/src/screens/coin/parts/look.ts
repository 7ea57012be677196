/**
 * Sizes and colours of the transfer screens (coin, transactions, send, receive, batch), from the
 * shell's theme: touch targets at least 44 px (TOUCH), text colours 4.5:1 on their backgrounds.
 */
import { StyleSheet } from 'react-native';
import { colors as theme, TOUCH } from '../../../ui/theme';

export { TOUCH };

/** The shell's theme (ui/theme.ts), with the tinted backgrounds of notices added. */
export const colors = {
  text: theme.text,
  muted: theme.muted,
  line: theme.border,
  card: theme.surface,
  page: theme.background,
  accent: theme.primary,
  onAccent: theme.onPrimary,
  ok: theme.success,
  warn: theme.warning,
  warnBg: '#fff4e0',
  error: theme.danger,
  errorBg: '#fdecea',
  infoBg: '#e8eefc',
};

export const look = StyleSheet.create({
  page: { padding: 16, gap: 12, backgroundColor: colors.page, flexGrow: 1 },
  card: {
    backgroundColor: colors.card,
    borderRadius: 12,
    padding: 16,
    gap: 8,
    borderWidth: StyleSheet.hairlineWidth,
    borderColor: colors.line,
  },
  title: { fontSize: 22, fontWeight: '700', color: colors.text },
  heading: { fontSize: 17, fontWeight: '600', color: colors.text },
  text: { fontSize: 15, color: colors.text },
  muted: { fontSize: 13, color: colors.muted },
  mono: { fontFamily: 'monospace', fontSize: 14, color: colors.text },
  row: { flexDirection: 'row', alignItems: 'center', gap: 8 },
});
