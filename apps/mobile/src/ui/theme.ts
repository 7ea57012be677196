/** Colours, spacing and type of the mobile shell (one light theme; contrast AA on every pair used). */
import { StyleSheet } from 'react-native';

export const colors = {
  background: '#f4f5f7',
  surface: '#ffffff',
  text: '#14171f',
  muted: '#545b69',
  border: '#d5d9e0',
  primary: '#1d4ed8',
  onPrimary: '#ffffff',
  danger: '#b42318',
  warning: '#8a5300',
  success: '#1b7a3d',
  overlay: 'rgba(20, 23, 31, 0.45)',
} as const;

export const space = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24 } as const;

/** Touch targets are at least 44 points high (Apple HIG; Material asks 48 dp). */
export const TOUCH = 48;

export const type = StyleSheet.create({
  title: { fontSize: 22, fontWeight: '700', color: colors.text },
  heading: { fontSize: 17, fontWeight: '600', color: colors.text },
  body: { fontSize: 16, color: colors.text },
  small: { fontSize: 14, color: colors.muted },
});
