/** A label over its value, selectable (a review's line: deposit address, amounts, fee). */
import { StyleSheet, Text, View } from 'react-native';
import { colors, space } from '../../../ui/theme';

export function Fact({ label, value, testID }: { label: string; value: string; testID?: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value} selectable testID={testID}>
        {value}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  fact: { paddingVertical: space.xs, gap: 2 },
  label: { fontSize: 13, color: colors.muted },
  value: { fontSize: 15, color: colors.text },
});
