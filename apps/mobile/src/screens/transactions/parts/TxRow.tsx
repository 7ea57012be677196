/**
 * One transaction row (spec §3) from the shared historyRowModel: direction, counterpart (address
 * label), date, signed amount, status in the one vocabulary, and the explorer link; Speed up and
 * Cancel where the model offers them (open outgoing rows of a chain whose adapter has them). Each
 * opens its review (PendingReview), never a send on one tap.
 */
import { Linking, Pressable, Text, View } from 'react-native';
import type { HistoryRow } from '@kestrel/wallet';
import type { PendingMode } from '@kestrel/ui-state/balances';
import type { Capabilities } from '@kestrel/ui-state/capabilities';
import type { TxLink } from '@kestrel/ui-state/explorerLinks';
import { historyRowModel } from '@kestrel/ui-state/historyView';
import type { TxStatus } from '@kestrel/ui-state/txStatus';
import type { CoinView } from '@kestrel/ui-state/types';
import { Action } from '../../coin/parts/Action';
import { ShownAmount } from '../../coin/parts/Amount';
import { colors, look, TOUCH } from '../../coin/parts/look';

const statusColor: Record<TxStatus, string> = {
  SUCCESS: colors.ok,
  FAIL: colors.error,
  PENDING: colors.warn,
  QUEUE: colors.warn,
  UNKNOWN: colors.muted,
};

export interface TxRowProps {
  coin: CoinView;
  row: HistoryRow;
  hidden: boolean;
  /** The hash being sped up or cancelled, if any. */
  updating: string | null;
  onUpdate: (hash: string, mode: PendingMode) => void;
  capabilities: Capabilities | null;
  linkOf: TxLink;
}

export function TxRow({ coin, row: r, hidden, updating, onUpdate, capabilities, linkOf }: TxRowProps) {
  const m = historyRowModel(coin, r, { hidden, capabilities });
  const hash = m.hash;
  return (
    <View
      testID="history-row"
      style={{
        backgroundColor: colors.card,
        borderBottomWidth: 1,
        borderBottomColor: colors.line,
        paddingHorizontal: 16,
        paddingVertical: 12,
        gap: 6,
      }}
    >
      <View style={[look.row, { justifyContent: 'space-between', alignItems: 'flex-start' }]}>
        <View style={{ flexShrink: 1, gap: 2 }}>
          <Text style={look.heading}>{m.title}</Text>
          <Text style={look.muted} testID="counterpart">
            {m.counterpartLabel} {m.counterpartShort}
          </Text>
          <Text style={look.muted}>{m.dateText}</Text>
        </View>
        <View style={{ alignItems: 'flex-end', gap: 2 }}>
          <ShownAmount model={m.amount} sign={m.sign} style={m.incoming ? { color: colors.ok } : undefined} />
          <Text testID="status" style={[look.muted, { color: statusColor[m.status], fontWeight: '600' }]}>
            {m.statusText}
          </Text>
        </View>
      </View>
      <Pressable
        role="link"
        aria-label={`View transaction ${r.link} in the explorer`}
        testID="explorer-link"
        onPress={() => void Linking.openURL(linkOf(r, hash))}
        style={{ minHeight: TOUCH, justifyContent: 'center' }}
      >
        <Text style={{ color: colors.accent, fontSize: 14 }} numberOfLines={1} ellipsizeMode="middle">
          {r.link}
        </Text>
      </Pressable>
      {m.canSpeedUp || m.canCancel ? (
        <View style={look.row}>
          {m.canSpeedUp ? (
            <Action
              title="Speed up"
              label={`Speed up transaction ${r.link}`}
              kind="secondary"
              busy={updating === hash}
              disabled={updating !== null}
              onPress={() => onUpdate(hash, 'speedUp')}
              style={{ flex: 1 }}
            />
          ) : null}
          {m.canCancel ? (
            <Action
              title="Cancel"
              label={`Cancel transaction ${r.link}`}
              kind="ghost"
              disabled={updating !== null}
              onPress={() => onUpdate(hash, 'cancel')}
              style={{ flex: 1 }}
            />
          ) : null}
        </View>
      ) : null}
    </View>
  );
}
