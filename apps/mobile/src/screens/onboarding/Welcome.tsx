/** First run: create a new wallet or import one. Also reached from the drawer to add a wallet. */
import { useNavigation } from '@react-navigation/native';
import { StyleSheet, Text, View } from 'react-native';
import { useSession } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { space, type } from '../../ui/theme';

export default function Welcome() {
  const navigation = useNavigation();
  const adding = useSession().status === 'unlocked';
  return (
    <Screen title={adding ? 'Add a wallet' : 'Your keys, your coins'}>
      <Text style={[type.body, styles.lead]}>
        Kestrel keeps your recovery phrase and keys on this device, encrypted with your password. Nobody else
        can reach them — so nobody else can restore them for you.
      </Text>
      <View style={styles.actions}>
        <Button label="Create a new wallet" onPress={() => navigation.navigate('CreateWallet')} />
        <Button
          label="Import a wallet"
          variant="secondary"
          onPress={() => navigation.navigate('ImportWallet')}
        />
      </View>
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { lineHeight: 23, marginBottom: space.xl },
  actions: { gap: space.md },
});
