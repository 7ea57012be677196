/**
 * A coin's derived addresses under Receive: each with its path, the active one marked, "Use this
 * address" to make another active (used everywhere in the app), and "Add 50 more" where the chain
 * derives (spec §9: 50 per batch). Every rule and refusal is the wallet package's.
 */
import { Pressable, Text, View } from 'react-native';
import { addressLabel } from '@kestrel/ui-state/format';
import { colors, look, TOUCH } from '../../coin/parts/look';

export interface DerivedRow {
  address: string;
  derivePath: string;
  isCustom: boolean;
}

export function DerivedAddressRow({
  row,
  active,
  busy,
  onUse,
}: {
  row: DerivedRow;
  active: boolean;
  busy: boolean;
  onUse: (address: string) => void;
}) {
  return (
    <Pressable
      role="radio"
      aria-checked={active}
      aria-label={`Use address ${addressLabel(row.address)}${row.derivePath ? ` at ${row.derivePath}` : ''}`}
      disabled={busy || active}
      onPress={() => onUse(row.address)}
      testID="derived-address"
      style={{
        minHeight: TOUCH,
        paddingHorizontal: 16,
        paddingVertical: 8,
        backgroundColor: active ? colors.infoBg : colors.card,
        borderBottomWidth: 1,
        borderBottomColor: colors.line,
        flexDirection: 'row',
        alignItems: 'center',
        gap: 12,
      }}
    >
      <View
        style={{
          width: 20,
          height: 20,
          borderRadius: 10,
          borderWidth: 2,
          borderColor: colors.accent,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {active ? (
          <View style={{ width: 10, height: 10, borderRadius: 5, backgroundColor: colors.accent }} />
        ) : null}
      </View>
      <View style={{ flexShrink: 1 }}>
        <Text style={look.mono}>{addressLabel(row.address)}</Text>
        <Text style={look.muted}>
          {row.derivePath || 'imported'}
          {row.isCustom ? ' · custom' : ''}
          {active ? ' · active' : ''}
        </Text>
      </View>
    </Pressable>
  );
}
