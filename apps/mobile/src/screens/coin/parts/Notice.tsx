/** A notice on a transfer screen: info, warning or error, read out when it appears (errors assertively). */
import type { ReactNode } from 'react';
import { Text, View } from 'react-native';
import { colors, look } from './look';

const tone = {
  info: { bg: colors.infoBg, fg: colors.text },
  warning: { bg: colors.warnBg, fg: colors.warn },
  error: { bg: colors.errorBg, fg: colors.error },
};

export function Notice({
  kind,
  children,
  testID,
}: {
  kind: keyof typeof tone;
  children: ReactNode;
  testID?: string;
}) {
  const t = tone[kind];
  return (
    <View
      role={kind === 'error' ? 'alert' : 'status'}
      testID={testID}
      style={{ backgroundColor: t.bg, borderRadius: 10, padding: 12 }}
    >
      {typeof children === 'string' ? <Text style={[look.text, { color: t.fg }]}>{children}</Text> : children}
    </View>
  );
}
