/**
 * The network fee of the send form. With Settings' "Fee options" off (the spec's default) the
 * Recommended fee alone; with it on, Normal and Recommended as the family priced them and Custom
 * where the family takes a custom price (in its presentation hints' unit). Fees are hidden in
 * privacy mode.
 */
import type { ReactNode } from 'react';
import { Pressable, Text, View } from 'react-native';
import { feeChoices } from '@kestrel/ui-state/feeView';
import type { FeeMode } from '@kestrel/ui-state/useSendEstimate';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { AmountText } from '../../coin/parts/Amount';
import { colors, look, TOUCH } from '../../coin/parts/look';
import { Field } from './Field';

export function FeeSummary({ coin, fee, hidden }: { coin: SendCoinView; fee: bigint; hidden: boolean }) {
  return (
    <View testID="fee-summary" style={{ gap: 2 }}>
      <View style={[look.row, { flexWrap: 'wrap' }]}>
        <Text style={[look.text, { fontWeight: '600' }]}>Network fee (Recommended)</Text>
        <AmountText
          value={fee.toString()}
          decimals={coin.feeDecimals}
          symbol={coin.feeSymbol}
          hidden={hidden}
        />
      </View>
      <Text style={look.muted}>To choose the fee yourself, turn on Fee options in Settings.</Text>
    </View>
  );
}

function Choice({
  title,
  detail,
  selected,
  onPress,
  children,
}: {
  title: string;
  detail: string | null;
  selected: boolean;
  onPress: () => void;
  children?: ReactNode;
}) {
  return (
    <Pressable
      role="radio"
      aria-checked={selected}
      aria-label={`${title} fee`}
      onPress={onPress}
      style={{
        minHeight: TOUCH,
        padding: 10,
        borderRadius: 10,
        borderWidth: selected ? 2 : 1,
        borderColor: selected ? colors.accent : colors.line,
        backgroundColor: colors.card,
        gap: 2,
      }}
    >
      <Text style={[look.text, { fontWeight: '600' }]}>{title}</Text>
      {detail ? <Text style={look.muted}>{detail}</Text> : null}
      {children}
    </Pressable>
  );
}

export function FeePicker({
  coin,
  options,
  mode,
  onMode,
  custom,
  onCustom,
  customError,
  fees,
  hidden,
}: {
  coin: SendCoinView;
  options: readonly { title: string; price: bigint }[];
  mode: FeeMode;
  onMode: (m: FeeMode) => void;
  custom: string;
  onCustom: (v: string) => void;
  customError: string | null;
  /** The fee of each option by title, as the family priced it. */
  fees: ReadonlyMap<string, bigint>;
  hidden: boolean;
}) {
  const view = feeChoices(
    coin,
    options.map((o) => ({ title: o.title, gasPrice: o.price.toString() })),
    fees,
    hidden,
  );
  const unit = view.customUnit;
  return (
    <View style={{ gap: 6 }}>
      <Text style={[look.text, { fontWeight: '600' }]} nativeID="fee-legend">
        Network fee
      </Text>
      <View role="radiogroup" aria-labelledby="fee-legend" style={{ gap: 6 }}>
        {view.rows.map((o) => {
          const fee = fees.get(o.title);
          return (
            <Choice
              key={o.title}
              title={o.title}
              detail={o.priceText}
              selected={mode === o.title}
              onPress={() => onMode(o.title as FeeMode)}
            >
              {fee !== undefined ? (
                <AmountText
                  value={fee.toString()}
                  decimals={coin.feeDecimals}
                  symbol={coin.feeSymbol}
                  hidden={hidden}
                />
              ) : null}
            </Choice>
          );
        })}
        {unit ? (
          <Choice
            title="Custom"
            detail={view.customHint}
            selected={mode === 'Custom'}
            onPress={() => onMode('Custom')}
          />
        ) : null}
      </View>
      {mode === 'Custom' && unit ? (
        <Field
          label={view.customLabel ?? ''}
          inputMode="decimal"
          value={custom}
          error={customError}
          onChangeText={onCustom}
        />
      ) : null}
    </View>
  );
}
