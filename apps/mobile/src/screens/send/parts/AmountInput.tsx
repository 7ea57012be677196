/**
 * The amount: typed in the coin or in the local currency (a switch where a price is known), the
 * other unit beneath, Max (the balance; for the native coin the max rule takes the fee off), and
 * the reason when the max rule reduced the amount.
 */
import { Pressable, Text, View } from 'react-native';
import { colors, look, TOUCH } from '../../coin/parts/look';
import { Action } from '../../coin/parts/Action';
import { Field } from './Field';
import type { AmountFieldProps, SendAmountUnit } from '@kestrel/ui-state/useSendForm';

export type AmountUnit = SendAmountUnit;

function UnitChoice({
  title,
  label,
  selected,
  onPress,
}: {
  title: string;
  label: string;
  selected: boolean;
  onPress: () => void;
}) {
  return (
    <Pressable
      role="radio"
      aria-checked={selected}
      aria-label={label}
      onPress={onPress}
      style={{
        minHeight: TOUCH,
        minWidth: TOUCH,
        paddingHorizontal: 12,
        justifyContent: 'center',
        alignItems: 'center',
        borderRadius: 10,
        borderWidth: 1,
        borderColor: colors.accent,
        backgroundColor: selected ? colors.accent : colors.card,
      }}
    >
      <Text style={{ color: selected ? colors.onAccent : colors.accent, fontWeight: '600' }}>{title}</Text>
    </Pressable>
  );
}

export function AmountInput({
  symbol,
  currency,
  unit,
  onUnit,
  canFiat,
  value,
  onChange,
  error,
  converted,
  note,
  onMax,
  maxBusy,
}: AmountFieldProps) {
  return (
    <View style={{ gap: 6 }}>
      <Field
        label={`Amount (${unit === 'coin' ? symbol : currency})`}
        value={value}
        onChangeText={onChange}
        inputMode="decimal"
        placeholder="0.0"
        error={error}
        hint={converted}
        accessory={
          <Action title="Max" kind="secondary" label="Send the maximum" busy={maxBusy} onPress={onMax} />
        }
      />
      {canFiat ? (
        <View role="radiogroup" aria-label="Amount unit" style={look.row}>
          <UnitChoice
            title={symbol}
            label={`Amount in ${symbol}`}
            selected={unit === 'coin'}
            onPress={() => onUnit('coin')}
          />
          <UnitChoice
            title={currency}
            label={`Amount in ${currency}`}
            selected={unit === 'fiat'}
            onPress={() => onUnit('fiat')}
          />
        </View>
      ) : null}
      {note ? (
        <Text style={[look.muted, { color: colors.warn }]} testID="max-reason">
          {note}
        </Text>
      ) : null}
    </View>
  );
}
