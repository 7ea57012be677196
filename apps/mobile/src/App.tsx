/**
 * The mobile shell: React Navigation over react-native-web (docs/mobile.md). The session starts
 * here; touches anywhere restart the auto-lock countdown (the root view's capture-phase check,
 * which never takes the touch).
 */
import { NavigationContainer, DefaultTheme } from '@react-navigation/native';
import { useEffect } from 'react';
import { StyleSheet, View } from 'react-native';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { session, useAutoLock } from '@kestrel/ui-state/hooks';
import { flushPendingNavigation, linking, navigationRef } from './navigation/linking';
import { RootStack } from './navigation/RootStack';
import { Splash } from './navigation/Splash';
import { reportActivity } from './platform/activity';
import { colors } from './ui/theme';
import { Toasts } from './ui/Toasts';

const theme = {
  ...DefaultTheme,
  colors: {
    ...DefaultTheme.colors,
    primary: colors.primary,
    background: colors.background,
    text: colors.text,
  },
};

export function App() {
  useEffect(() => {
    void session.init();
  }, []);
  useAutoLock();
  return (
    <SafeAreaProvider>
      <View
        style={styles.root}
        onStartShouldSetResponderCapture={() => {
          reportActivity();
          return false;
        }}
      >
        <NavigationContainer
          ref={navigationRef}
          linking={linking}
          theme={theme}
          fallback={<Splash />}
          onReady={flushPendingNavigation}
          documentTitle={{ formatter: (options) => `${options?.title ?? 'Kestrel'} · Kestrel` }}
        >
          <RootStack />
        </NavigationContainer>
        <Toasts />
      </View>
    </SafeAreaProvider>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: colors.background },
});
