/**
 * Home (spec §2 /home, in the `Sidebar` drawer): the current wallet's total in the local currency,
 * its coins (a virtualised list: 800 coins scroll as smoothly as 8), each opening its coin screen;
 * Send and Receive pick a coin from the same list; the wallet switcher, privacy mode and, when the
 * flag is on, search.
 */
import { useNavigation } from '@react-navigation/native';
import { useCallback, useMemo, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { localFirst, useLocalChains } from '@kestrel/ui-state/localChains';
import { useCoreState } from '@kestrel/ui-state/manage';
import { useNow } from '@kestrel/ui-state/useNow';
import type { CoinView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { colors, space } from '../../ui/theme';
import { AutoLockPrompt } from './AutoLockPrompt';
import { CoinList } from './CoinList';
import { HomeSearch } from './HomeSearch';
import { PortfolioHeader } from './PortfolioHeader';
import { WalletSwitcher } from './WalletSwitcher';

type Picking = 'Send' | 'Receive' | null;

export default function Home() {
  const wallet = useCurrentWallet();
  const currency = useSession().settings.localCurrency;
  const navigation = useNavigation();
  const now = useNow();
  const searchInHome = useCoreState((s) => s.settings.searchInHomeScreen) ?? false;
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [picking, setPicking] = useState<Picking>(null);
  const [found, setFound] = useState<string[] | null>(null);
  const coins = wallet?.coins ?? [];
  const local = useLocalChains(coins.map((c) => c.chain_name));
  const shown = useMemo(() => {
    const ordered = localFirst(coins, local);
    return found ? ordered.filter((c) => found.includes(c._id)) : ordered;
  }, [coins, local, found]);
  const open = useCallback(
    (coin: CoinView) => {
      const screen = picking ?? 'Coin';
      setPicking(null);
      navigation.navigate(screen, { coinId: coin._id });
    },
    [navigation, picking],
  );
  if (!wallet) {
    return (
      <View style={styles.empty}>
        <Notice>This vault has no wallet yet.</Notice>
        <Button label="Add a wallet" onPress={() => navigation.navigate('Welcome')} />
      </View>
    );
  }
  const hidden = wallet.privacyMode;
  return (
    <View style={styles.screen}>
      <CoinList
        coins={shown}
        currency={currency}
        hidden={hidden}
        now={now}
        onPress={open}
        header={
          <>
            <PortfolioHeader wallet={wallet} onSwitch={() => setSwitcherOpen(true)} />
            <AutoLockPrompt />
            {wallet.isBackedup ? null : (
              <View style={styles.pad}>
                <Notice kind="warning">
                  This wallet is not backed up: Settings shows its recovery phrase.
                </Notice>
              </View>
            )}
            <View style={styles.actions}>
              <View style={styles.action}>
                <Button
                  label="Send"
                  variant="secondary"
                  disabled={!coins.length}
                  onPress={() => setPicking('Send')}
                />
              </View>
              <View style={styles.action}>
                <Button
                  label="Receive"
                  variant="secondary"
                  disabled={!coins.length}
                  onPress={() => setPicking('Receive')}
                />
              </View>
            </View>
            {searchInHome ? <HomeSearch onResult={setFound} /> : null}
            {picking ? (
              <View style={styles.picking}>
                <Text
                  style={styles.pickingText}
                >{`Pick a coin to ${picking === 'Send' ? 'send' : 'receive'}`}</Text>
                <Button label="Cancel" variant="ghost" onPress={() => setPicking(null)} />
              </View>
            ) : (
              <Text accessibilityRole="header" aria-level={2} style={styles.heading}>
                Coins
              </Text>
            )}
          </>
        }
        footer={
          <View style={styles.pad}>
            <Button
              label="Add coins and tokens"
              variant="ghost"
              onPress={() => navigation.navigate('Catalogue')}
            />
          </View>
        }
      />
      <WalletSwitcher open={switcherOpen} onClose={() => setSwitcherOpen(false)} />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background },
  empty: { flex: 1, padding: space.lg, gap: space.md },
  pad: { paddingHorizontal: space.lg, paddingTop: space.sm },
  actions: { flexDirection: 'row', gap: space.md, paddingHorizontal: space.lg, paddingVertical: space.sm },
  action: { flex: 1 },
  heading: {
    fontSize: 15,
    fontWeight: '600',
    color: colors.muted,
    paddingHorizontal: space.lg,
    paddingVertical: space.sm,
  },
  picking: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingLeft: space.lg,
    backgroundColor: '#dbe6ff',
  },
  pickingText: { fontSize: 15, fontWeight: '600', color: colors.text },
});
