/** The drawer's content: the wallet's name, the drawer entries, the stack shortcuts and Lock. */
import {
  DrawerContentScrollView,
  DrawerItem,
  DrawerItemList,
  type DrawerContentComponentProps,
} from '@react-navigation/drawer';
import { StyleSheet, Text, View } from 'react-native';
import { session, useCurrentWallet } from '@kestrel/ui-state/hooks';
import { useCoreState } from '@kestrel/ui-state/manage';
import { colors, space } from '../ui/theme';

export function SidebarContent(props: DrawerContentComponentProps) {
  const wallet = useCurrentWallet();
  // Chats is an option (Settings): its entry is there only while the option is on, as on the web.
  const chats = useCoreState((s) => s.settings.chatsOptions);
  const root = props.navigation.getParent();
  // A shortcut opens a stack screen over the drawer: close it first, so Back lands on Home itself.
  const open = (
    screen: 'TransactionList' | 'Batch' | 'Catalogue' | 'Nfts' | 'Exchange' | 'Sell' | 'Chats',
  ) => {
    props.navigation.closeDrawer();
    root?.navigate(screen);
  };
  return (
    <DrawerContentScrollView {...props}>
      <View style={styles.header}>
        <Text style={styles.brand}>Kestrel</Text>
        {wallet ? <Text style={styles.wallet}>{wallet.walletName}</Text> : null}
      </View>
      <DrawerItemList {...props} />
      <DrawerItem label="Transactions" onPress={() => open('TransactionList')} />
      <DrawerItem label="Batch send" onPress={() => open('Batch')} />
      <DrawerItem label="Manage coins" onPress={() => open('Catalogue')} />
      <DrawerItem label="NFTs" onPress={() => open('Nfts')} />
      <DrawerItem label="Exchange" onPress={() => open('Exchange')} />
      <DrawerItem label="Sell crypto" onPress={() => open('Sell')} />
      {chats ? <DrawerItem label="Chats" onPress={() => open('Chats')} /> : null}
      <DrawerItem label="Lock" onPress={() => session.lock()} />
    </DrawerContentScrollView>
  );
}

const styles = StyleSheet.create({
  header: { paddingHorizontal: space.lg, paddingVertical: space.lg, gap: 2 },
  brand: { fontSize: 20, fontWeight: '700', color: colors.text },
  wallet: { fontSize: 14, color: colors.muted },
});
