/**
 * Home's top: the wallet switcher button, privacy mode, the total in the local currency
 * (@kestrel/ui-state's portfolioTotalView: the exact sum, "unavailable" when nothing could be
 * read, how many balances are stale), and Refresh. Balances are read on unlock, on Refresh and
 * every 30 s while the app is in front.
 */
import { StyleSheet, Text, View } from 'react-native';
import { refreshBalances } from '@kestrel/ui-state/balances';
import { portfolioTotalView } from '@kestrel/ui-state/balanceView';
import { session, useSession } from '@kestrel/ui-state/hooks';
import { useAutoRefresh } from '@kestrel/ui-state/useAutoRefresh';
import type { WalletView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { colors, space } from '../../ui/theme';

export function PortfolioHeader({ wallet, onSwitch }: { wallet: WalletView; onSwitch: () => void }) {
  const { settings, network } = useSession();
  const { refreshing, error, refresh } = useAutoRefresh(() => refreshBalances(), `${network}:${wallet.id}`);
  const hidden = wallet.privacyMode;
  const view = portfolioTotalView(wallet, {
    currency: settings.localCurrency,
    hidden,
    network,
    refreshError: error,
  });
  return (
    <View style={styles.card}>
      <View style={styles.top}>
        <Button
          label={`${wallet.walletName} ▾`}
          variant="ghost"
          onPress={onSwitch}
          testID="wallet-switcher"
        />
        <Button
          label={hidden ? 'Show amounts' : 'Hide amounts'}
          variant="ghost"
          onPress={() => void session.togglePrivacyMode()}
          testID="privacy-toggle"
        />
      </View>
      <Text style={styles.caption}>
        {view.demoPrices ? `${view.title} · devnet demo prices` : view.title}
      </Text>
      <Text
        style={styles.total}
        testID="portfolio-total"
        {...(view.total?.kind === 'hidden' ? { accessibilityLabel: view.total.label } : {})}
      >
        {view.total ? view.total.text : view.placeholder}
      </Text>
      <View style={styles.status}>
        <Text style={styles.caption}>{view.note}</Text>
        <Button label="Refresh" variant="secondary" busy={refreshing} onPress={() => void refresh()} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  card: { backgroundColor: colors.surface, padding: space.lg, gap: space.xs, marginBottom: space.sm },
  top: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginHorizontal: -space.lg,
    marginTop: -space.md,
  },
  caption: { fontSize: 14, color: colors.muted, flexShrink: 1 },
  total: { fontSize: 30, fontWeight: '700', color: colors.text },
  status: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: space.md },
});
