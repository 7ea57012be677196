/**
 * An amount to its meaningful digits (a fee of 0.000116671728374042 ETH reads ≈ 0.0001167 ETH)
 * with every digit one tap away ("exact"), as the web shell's review shows fees.
 */
import { useState } from 'react';
import { Pressable, Text, View } from 'react-native';
import { displayUnits, meaningfulUnits } from '@kestrel/ui-state/amount';
import { colors, look, TOUCH } from '../../coin/parts/look';

export function Rounded({
  units,
  decimals,
  symbol,
  suffix,
  testID,
}: {
  units: bigint;
  decimals: number;
  symbol: string;
  /** Text after the amount (" · 0.31 USD"). */
  suffix?: string | null;
  testID?: string;
}) {
  const [exact, setExact] = useState(false);
  const full = `${displayUnits(units, decimals, decimals) ?? units.toString()} ${symbol}`;
  const short = `${meaningfulUnits(units, decimals)} ${symbol}`;
  const rounded = short !== full;
  return (
    <View style={[look.row, { flexWrap: 'wrap' }]}>
      <Text style={look.text} testID={testID}>
        {rounded && !exact ? `≈ ${short}` : full}
        {suffix ?? ''}
      </Text>
      {rounded ? (
        <Pressable
          role="switch"
          aria-checked={exact}
          aria-label="Show every digit"
          onPress={() => setExact(!exact)}
          style={{ minHeight: TOUCH, minWidth: TOUCH, justifyContent: 'center', alignItems: 'center' }}
        >
          <Text style={{ color: colors.accent, fontSize: 14 }}>{exact ? 'rounded' : 'exact'}</Text>
        </Pressable>
      ) : null}
    </View>
  );
}
