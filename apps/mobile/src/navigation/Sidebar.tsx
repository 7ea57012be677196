/** The `Sidebar` drawer (spec: a drawer holding Home): Home and Settings, plus shortcuts and Lock. */
import { createDrawerNavigator } from '@react-navigation/drawer';
import { Suspense } from 'react';
import type { SidebarParamList } from './routes';
import { SIDEBAR_SCREENS } from './screens';
import { SidebarContent } from './SidebarContent';
import { Splash } from './Splash';
import { colors } from '../ui/theme';

const Drawer = createDrawerNavigator<SidebarParamList>();

export function Sidebar() {
  return (
    <Drawer.Navigator
      initialRouteName="Home"
      drawerContent={(props) => <SidebarContent {...props} />}
      screenLayout={({ children }) => <Suspense fallback={<Splash />}>{children}</Suspense>}
      screenOptions={{
        drawerType: 'front',
        drawerActiveTintColor: colors.primary,
        headerTintColor: colors.text,
        sceneStyle: { backgroundColor: colors.background },
      }}
    >
      {Object.entries(SIDEBAR_SCREENS).map(([name, s]) => (
        <Drawer.Screen
          key={name}
          name={name as keyof SidebarParamList}
          component={s.component}
          options={{ title: s.title }}
        />
      ))}
    </Drawer.Navigator>
  );
}
