/**
 * A coin's balance as the wallet knows it (the shared coinBalanceView): the amount in coin units,
 * its value in the local currency, and its freshness. A stale amount says when it was last read
 * and why the latest read failed; a coin never read says "unavailable" (never a plain zero).
 * Privacy mode hides the amounts, not the freshness.
 */
import { Text, View } from 'react-native';
import { coinBalanceView } from '@kestrel/ui-state/balanceView';
import type { CoinView } from '@kestrel/ui-state/types';
import { ShownAmount } from './Amount';
import { colors, look } from './look';

export function BalanceBlock({
  coin,
  currency,
  hidden,
  now,
  big = false,
}: {
  coin: CoinView;
  currency: string;
  hidden: boolean;
  now: number;
  big?: boolean;
}) {
  const view = coinBalanceView(coin, { currency, hidden, now });
  const f = view.freshness;
  return (
    <View testID="balance" style={{ gap: 4 }}>
      {view.amount ? (
        <ShownAmount model={view.amount} style={big ? { fontSize: 28, fontWeight: '700' } : undefined} />
      ) : null}
      {view.fiat ? <ShownAmount model={view.fiat} style={look.muted} testID="fiat" /> : null}
      {f ? (
        <View testID="balance-state" style={{ gap: 2 }}>
          <Text
            style={[
              look.muted,
              { color: f.state === 'stale' ? colors.warn : colors.error, fontWeight: '600' },
            ]}
          >
            {f.label}
          </Text>
          {f.error ? <Text style={look.muted}>{f.error}</Text> : null}
        </View>
      ) : null}
    </View>
  );
}
