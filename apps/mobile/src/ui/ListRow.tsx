/** One row of a list: a title, an optional subtitle, and a value on the right; pressable when given onPress. */
import type { ReactNode } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, space } from './theme';

export const ROW_HEIGHT = 64;

export interface ListRowProps {
  title: string;
  subtitle?: string;
  value?: ReactNode;
  detail?: ReactNode;
  onPress?: () => void;
  accessibilityLabel?: string;
  testID?: string;
}

export function ListRow({
  title,
  subtitle,
  value,
  detail,
  onPress,
  accessibilityLabel,
  testID,
}: ListRowProps) {
  const body = (
    <>
      <View style={styles.main}>
        <Text style={styles.title} numberOfLines={1}>
          {title}
        </Text>
        {subtitle ? (
          <Text style={styles.subtitle} numberOfLines={1}>
            {subtitle}
          </Text>
        ) : null}
      </View>
      <View style={styles.end}>
        {typeof value === 'string' ? <Text style={styles.value}>{value}</Text> : value}
        {typeof detail === 'string' ? <Text style={styles.subtitle}>{detail}</Text> : detail}
      </View>
    </>
  );
  if (!onPress) {
    return (
      <View style={styles.row} testID={testID}>
        {body}
      </View>
    );
  }
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel}
      onPress={onPress}
      testID={testID}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      {body}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: {
    height: ROW_HEIGHT,
    flexDirection: 'row',
    alignItems: 'center',
    paddingHorizontal: space.lg,
    backgroundColor: colors.surface,
    borderBottomWidth: StyleSheet.hairlineWidth,
    borderBottomColor: colors.border,
  },
  pressed: { backgroundColor: colors.background },
  main: { flex: 1, minWidth: 0, gap: 2 },
  end: { alignItems: 'flex-end', gap: 2, marginLeft: space.md },
  title: { fontSize: 16, fontWeight: '600', color: colors.text },
  subtitle: { fontSize: 13, color: colors.muted },
  value: { fontSize: 16, color: colors.text },
});
