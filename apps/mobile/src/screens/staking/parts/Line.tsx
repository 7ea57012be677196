/** A review or list line: a label over its value (selectable, so an address can be copied). */
import { StyleSheet, Text, View } from 'react-native';
import { colors, space } from '../../../ui/theme';

export function Line({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.line} accessible accessibilityLabel={`${label}: ${value}`}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value} selectable>
        {value}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  line: { paddingVertical: space.xs, gap: 2, marginBottom: space.xs },
  label: { fontSize: 13, color: colors.muted },
  value: { fontSize: 15, color: colors.text },
});
