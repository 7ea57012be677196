/**
 * A coin's balance line (@kestrel/ui-state's coinBalanceView, drawn in React Native): the amount,
 * its value in the local currency, and its freshness ("stale · last read 2 min ago" or
 * "unavailable", the read error in its accessible name; never a plain zero). Privacy mode hides amounts, not the freshness.
 */
import { StyleSheet, Text, View } from 'react-native';
import { coinBalanceView } from '@kestrel/ui-state/balanceView';
import type { CoinView } from '@kestrel/ui-state/types';
import { AmountLine } from './Amount';
import { colors } from './theme';

export function BalanceView({
  coin,
  currency,
  hidden,
  now,
}: {
  coin: CoinView;
  currency: string;
  hidden: boolean;
  now: number;
}) {
  const view = coinBalanceView(coin, { currency, hidden, now });
  return (
    <View style={styles.box} testID={`balance-${coin._id}`}>
      {view.amount ? <AmountLine amount={view.amount} style={styles.amount} /> : null}
      {view.fiat ? (
        <Text
          style={styles.fiat}
          {...(view.fiat.kind === 'hidden' ? { accessibilityLabel: view.fiat.label } : {})}
        >
          {view.fiat.text}
        </Text>
      ) : null}
      {view.freshness ? (
        <Text
          style={styles.state}
          testID="balance-state"
          numberOfLines={1}
          // The read error is long (hosts and reasons): read out, not printed in a fixed-height row.
          {...(view.freshness.error
            ? { 'aria-label': `${view.freshness.label}: ${view.freshness.error}` }
            : {})}
        >
          {view.freshness.label}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { alignItems: 'flex-end', gap: 2, maxWidth: 200 },
  amount: { fontSize: 16, fontWeight: '600', color: colors.text },
  fiat: { fontSize: 13, color: colors.muted },
  state: { fontSize: 12, color: colors.warning, textAlign: 'right' },
});
