/** The drawer's content: the wallet's name, the drawer entries, the stack shortcuts and Lock. */
import {
  DrawerContentScrollView,
  DrawerItem,
  DrawerItemList,
  type DrawerContentComponentProps,
} from '@react-navigation/drawer';
import { StyleSheet, Text, View } from 'react-native';
import { session, useCurrentWallet } from '@kestrel/ui-state/hooks';
import { colors, space } from '../ui/theme';

export function SidebarContent(props: DrawerContentComponentProps) {
  const wallet = useCurrentWallet();
  const root = props.navigation.getParent();
  return (
    <DrawerContentScrollView {...props}>
      <View style={styles.header}>
        <Text style={styles.brand}>Kestrel</Text>
        {wallet ? <Text style={styles.wallet}>{wallet.walletName}</Text> : null}
      </View>
      <DrawerItemList {...props} />
      <DrawerItem label="Transactions" onPress={() => root?.navigate('TransactionList')} />
      <DrawerItem label="Batch send" onPress={() => root?.navigate('Batch')} />
      <DrawerItem label="Manage coins" onPress={() => root?.navigate('Catalogue')} />
      <DrawerItem label="NFTs" onPress={() => root?.navigate('Nfts')} />
      <DrawerItem label="Exchange" onPress={() => root?.navigate('Exchange')} />
      <DrawerItem label="Sell crypto" onPress={() => root?.navigate('Sell')} />
      <DrawerItem label="Lock" onPress={() => session.lock()} />
    </DrawerContentScrollView>
  );
}

const styles = StyleSheet.create({
  header: { paddingHorizontal: space.lg, paddingVertical: space.lg, gap: 2 },
  brand: { fontSize: 20, fontWeight: '700', color: colors.text },
  wallet: { fontSize: 14, color: colors.muted },
});
