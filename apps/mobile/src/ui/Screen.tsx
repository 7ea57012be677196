/** A screen's body: the page background, a scroll view with phone padding, at most 480 wide. */
import type { ReactNode } from 'react';
import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { colors, space, type } from './theme';

export function Screen({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <ScrollView
      style={styles.scroll}
      contentContainerStyle={styles.content}
      keyboardShouldPersistTaps="handled"
    >
      <View style={styles.column}>
        {title ? (
          <Text accessibilityRole="header" aria-level={1} style={[type.title, styles.title]}>
            {title}
          </Text>
        ) : null}
        {children}
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  scroll: { flex: 1, backgroundColor: colors.background },
  content: { padding: space.lg, alignItems: 'center' },
  column: { width: '100%', maxWidth: 480 },
  title: { marginBottom: space.lg },
});
