/**
 * The root stack. Which screens exist follows the session (React Navigation's auth-flow pattern):
 * no vault yet -> onboarding; locked -> Unlock; unlocked -> the `Sidebar` drawer with the stack
 * screens over it (and onboarding again, to add a wallet). A change of set removes the screens
 * that left it, so the first screen of the new set shows: Home after the first wallet or an
 * unlock, Unlock after a lock, and nothing of an unlocked wallet stays behind the Unlock screen.
 * The onboarding group's key changes with the set, so a first-run screen never stays open.
 */
import { createStackNavigator } from '@react-navigation/stack';
import { Suspense } from 'react';
import { useSession } from '@kestrel/ui-state/hooks';
import { colors } from '../ui/theme';
import type { RootStackParamList } from './routes';
import { ENTRY_SCREENS, STACK_SCREENS, type ScreenEntry } from './screens';
import { Sidebar } from './Sidebar';
import { Splash } from './Splash';

const Stack = createStackNavigator<RootStackParamList>();

function screens(entries: Record<string, ScreenEntry>, header: boolean) {
  return Object.entries(entries).map(([name, s]) => (
    <Stack.Screen
      key={name}
      name={name as keyof RootStackParamList}
      component={s.component}
      options={{ title: s.title, headerShown: header }}
    />
  ));
}

export function RootStack() {
  const { status } = useSession();
  if (status === 'loading') return <Splash />;
  const { Unlock, ...onboarding } = ENTRY_SCREENS;
  return (
    <Stack.Navigator
      screenLayout={({ children }) => <Suspense fallback={<Splash />}>{children}</Suspense>}
      screenOptions={{ headerTintColor: colors.text, cardStyle: { backgroundColor: colors.background } }}
    >
      {status === 'unlocked' ? (
        <>
          <Stack.Screen name="Sidebar" component={Sidebar} options={{ headerShown: false, title: 'Home' }} />
          {screens(STACK_SCREENS, true)}
          <Stack.Group navigationKey="adding">{screens(onboarding, true)}</Stack.Group>
        </>
      ) : status === 'locked' ? (
        screens({ Unlock }, false)
      ) : (
        <Stack.Group navigationKey="first-run">{screens(onboarding, false)}</Stack.Group>
      )}
    </Stack.Navigator>
  );
}
