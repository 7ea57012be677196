/**
 * One chain-and-address group of the batch: its lines (receiver, amount, the balance flag and
 * shortfall), its pending total, and "Send batch" (one transaction where the family batches,
 * e.g. EIP-7702 on EVM chains). In selection mode each line has a checkbox instead of Remove.
 */
import { Text, View } from 'react-native';
import { addressLabel } from '@kestrel/ui-state/format';
import { Action } from '../../coin/parts/Action';
import { AmountText } from '../../coin/parts/Amount';
import { colors, look } from '../../coin/parts/look';
import { Check } from './Chips';
import type { BatchGroupProps } from '@kestrel/ui-state/useBatchScreen';

export function BatchGroupCard({
  group,
  hidden,
  selectionMode,
  selected,
  onToggle,
  onRemove,
  onSend,
  sending,
  disabled,
}: BatchGroupProps) {
  const count = group.lines.length;
  return (
    <View style={look.card} testID="batch-group">
      <Text role="heading" aria-level={2} style={look.heading}>
        {group.chainLabel} · from {addressLabel(group.address)}
      </Text>
      <View style={[look.row, { flexWrap: 'wrap' }]}>
        <Text style={look.muted}>
          {count} {count === 1 ? 'transfer' : 'transfers'}
        </Text>
        {group.pending.map((p) => (
          <View key={p.symbol} style={look.row}>
            <Text style={look.muted}>· pending</Text>
            <AmountText
              value={p.amount}
              decimals={p.decimal}
              symbol={p.symbol}
              hidden={hidden}
              style={look.muted}
            />
          </View>
        ))}
      </View>
      {group.lines.map((l) => {
        const label = `${l.symbol} to ${addressLabel(l.toAddress)}`;
        return (
          <View
            key={l.transactionId}
            testID="batch-line"
            style={[look.row, { borderTopWidth: 1, borderTopColor: colors.line, paddingTop: 8 }]}
          >
            {selectionMode ? (
              <Check
                label={`Select ${label}`}
                checked={selected.has(l.transactionId)}
                onChange={() => onToggle(l.transactionId)}
              />
            ) : null}
            <View style={{ flex: 1, gap: 2 }}>
              <Text style={look.text}>To {addressLabel(l.toAddress)}</Text>
              <AmountText value={l.amount} decimals={l.decimal} symbol={l.symbol} hidden={hidden} />
              {l.isExceedBalance ? (
                <View style={[look.row, { flexWrap: 'wrap' }]} testID="exceeds">
                  <Text style={[look.muted, { color: colors.error }]}>Exceeds the balance · needs</Text>
                  <AmountText
                    value={l.requireAmount}
                    decimals={l.decimal}
                    symbol={l.symbol}
                    hidden={hidden}
                    style={[look.muted, { color: colors.error }]}
                  />
                  <Text style={[look.muted, { color: colors.error }]}>more</Text>
                </View>
              ) : null}
            </View>
            {selectionMode ? null : (
              <Action
                title="Remove"
                kind="ghost"
                label={`Remove ${label}`}
                onPress={() => onRemove(l.transactionId)}
              />
            )}
          </View>
        );
      })}
      {group.canSend === false ? (
        <Text style={look.muted}>Batch sending is not available on this chain.</Text>
      ) : group.hasExceeded ? (
        <Text style={look.muted}>Remove the transfers that exceed the balance, or add funds, to send.</Text>
      ) : null}
      <Action
        title="Send batch"
        label={`Send batch of ${count} from ${group.chainLabel} ${addressLabel(group.address)}`}
        block
        busy={sending}
        disabled={disabled || !group.canSend || group.hasExceeded}
        onPress={onSend}
      />
    </View>
  );
}
