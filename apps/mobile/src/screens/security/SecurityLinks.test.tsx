// @vitest-environment happy-dom
/**
 * Settings' security rows open their screens in the shell's stack (the registry's real entries):
 * each row lands on its screen's own heading.
 */
import { NavigationContainer } from '@react-navigation/native';
import { createStackNavigator } from '@react-navigation/stack';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { STACK_SCREENS } = await import('../../navigation/screens');
const { SecurityLinks } = await import('./SecurityLinks');

const Stack = createStackNavigator();
const ROUTES = [
  'ChangePassword',
  'Secrets',
  'AddressBook',
  'Delegation',
  'Providers',
  'WalletConnect',
] as const;

function Shell() {
  return (
    <NavigationContainer>
      <Suspense fallback={null}>
        <Stack.Navigator screenOptions={{ headerShown: false }}>
          <Stack.Screen name="Settings" component={SecurityLinks} />
          {ROUTES.map((r) => (
            <Stack.Screen key={r} name={r} component={STACK_SCREENS[r].component} />
          ))}
        </Stack.Navigator>
      </Suspense>
    </NavigationContainer>
  );
}

describe('SecurityLinks', () => {
  it.each([
    ['Change password', 'Change password', 'Current password'],
    ['Recovery phrase and keys', 'Recovery phrase and keys', 'Export a private key'],
    ['Address book', 'Address book', 'Save address'],
    ['Batch delegation', 'Batch delegation', 'Show delegations'],
    ['Providers', 'Providers', 'Add RPC endpoint'],
    ['WalletConnect', 'WalletConnect', 'Connection link'],
  ])('"%s" opens its screen', async (row, heading, control) => {
    await session.init();
    if (session.getSnapshot().status === 'empty')
      await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    render(<Shell />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${row}`) })));
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect((await screen.findAllByText(control)).length).toBeGreaterThan(0);
  });
});
