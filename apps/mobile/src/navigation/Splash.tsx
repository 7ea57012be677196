/** Shown while the session loads and while a screen's module arrives. */
import { ActivityIndicator, StyleSheet, View } from 'react-native';
import { colors } from '../ui/theme';

export function Splash() {
  return (
    <View style={styles.splash}>
      <ActivityIndicator aria-label="Loading" size="large" color={colors.primary} />
    </View>
  );
}

const styles = StyleSheet.create({
  splash: { flex: 1, alignItems: 'center', justifyContent: 'center', backgroundColor: colors.background },
});
