/**
 * Component tests of the mobile screens: react-native-web rendered into happy-dom with Testing
 * Library, the real @kestrel/ui-state session over an in-memory platform (the vault in
 * MemoryStorage), and, for screens that navigate, a NavigationContainer with the screen alone.
 */
import { NavigationContainer } from '@react-navigation/native';
import { createStackNavigator } from '@react-navigation/stack';
import { cleanup, configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach } from 'vitest';
import { configurePlatform, type Platform } from '@kestrel/ui-state/platform';
import { memoryPlatform, type MemoryPlatform } from '@kestrel/ui-state/testing/memoryPlatform';

/** BIP-39's published test phrase ("abandon … about"); never a real wallet. */
export const TEST_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const PASSWORD = 'correct horse battery';

// Each test starts from an empty page (Testing Library cleans up by itself only with globals).
afterEach(cleanup);
// The first screen of a test loads the wallet package and derives keys: on a busy 2-core machine
// that takes longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 20_000 });

/**
 * The in-memory platform on the devnet network: every provider is a loopback path on the app's
 * origin (127.0.0.1), so a test never reaches a public endpoint.
 */
export function installTestPlatform(overrides: Partial<Platform> = {}): MemoryPlatform {
  const p = memoryPlatform({ config: { network: 'devnet' }, ...overrides });
  configurePlatform(p);
  return p;
}

const Stack = createStackNavigator();

/** Renders `screen` as the only route of a stack, as the shell would show it. */
export function renderScreen(screen: ComponentType, name = 'Screen') {
  return render(
    <NavigationContainer>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        <Stack.Screen name={name} component={screen} />
      </Stack.Navigator>
    </NavigationContainer>,
  );
}
