/**
 * The wallet switcher: a sheet listing the wallets (virtualised: up to 50), the one in use
 * marked; tapping one selects it. "Add a wallet" checks the wallet limit first (the wallet
 * package's message) and opens onboarding.
 */
import { useState } from 'react';
import { FlatList, Modal, Pressable, StyleSheet, Text, View } from 'react-native';
import { session, useSession } from '@kestrel/ui-state/hooks';
import { walletLimitProblem } from '@kestrel/ui-state/manage';
import type { WalletView } from '@kestrel/ui-state/types';
import { navigateTo } from '../../navigation/linking';
import { Button } from '../../ui/Button';
import { ListRow, ROW_HEIGHT } from '../../ui/ListRow';
import { colors, space, type } from '../../ui/theme';
import { showToast } from '../../ui/toast';
import { WalletEditor } from './WalletEditor';

export function WalletSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { allWallets, currentWalletIndex } = useSession();
  // Manage mode: a tap opens the wallet's editor instead of selecting it.
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const close = () => {
    setManaging(false);
    setEditing(null);
    onClose();
  };
  const add = async () => {
    const problem = await walletLimitProblem();
    if (problem) return showToast('error', problem);
    close();
    navigateTo('/welcome');
  };
  return (
    <Modal visible={open} transparent animationType="slide" onRequestClose={close}>
      <Pressable style={styles.scrim} accessibilityLabel="Close the wallet list" onPress={close} />
      <View style={styles.sheet} accessibilityViewIsModal>
        <Text accessibilityRole="header" style={[type.heading, styles.title]}>
          {managing ? 'Tap a wallet to change it' : 'Wallets'}
        </Text>
        <FlatList<WalletView>
          data={allWallets}
          keyExtractor={(w) => w.id}
          getItemLayout={(_, index) => ({ length: ROW_HEIGHT, offset: ROW_HEIGHT * index, index })}
          initialNumToRender={10}
          windowSize={5}
          style={styles.list}
          renderItem={({ item, index }) => (
            <ListRow
              title={item.walletName}
              subtitle={`${item.coins.length} coins${item.isBackedup ? '' : ' · not backed up'}`}
              value={index === currentWalletIndex ? 'In use' : undefined}
              onPress={() => (managing ? setEditing(index) : void session.selectWallet(index).then(close))}
              testID={`wallet-${index}`}
            />
          )}
        />
        {editing !== null ? (
          <WalletEditor key={editing} index={editing} onDone={() => setEditing(null)} />
        ) : null}
        <View style={styles.actions}>
          {managing ? null : <Button label="Add a wallet" variant="secondary" onPress={() => void add()} />}
          <Button
            label={managing ? 'Done' : 'Manage wallets'}
            variant="secondary"
            onPress={() => {
              setManaging(!managing);
              setEditing(null);
            }}
          />
          <Button label="Close" variant="ghost" onPress={close} />
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  scrim: { flex: 1, backgroundColor: colors.overlay },
  sheet: {
    maxHeight: '75%',
    backgroundColor: colors.background,
    borderTopLeftRadius: 16,
    borderTopRightRadius: 16,
    paddingTop: space.lg,
  },
  title: { paddingHorizontal: space.lg, marginBottom: space.sm },
  list: { flexGrow: 0, flexShrink: 1 },
  actions: { padding: space.lg, gap: space.sm },
});
