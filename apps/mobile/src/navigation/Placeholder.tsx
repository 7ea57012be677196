/** Stands in for a stack screen whose module is not registered yet (navigation/screens.tsx). */
import { useRoute } from '@react-navigation/native';
import { Text } from 'react-native';
import { Screen } from '../ui/Screen';
import { type } from '../ui/theme';

export default function Placeholder() {
  const route = useRoute();
  return (
    <Screen title={route.name}>
      <Text style={type.body}>This screen is not part of the mobile shell yet.</Text>
    </Screen>
  );
}
