/**
 * Amounts as the transfer screens show them, from the shared balance view model (amountText,
 * fiatText): the coin amount, "unavailable" when there is no reading (never a made-up zero), the
 * value in the local currency, and privacy mode's dots, which a screen reader hears as "Amount
 * hidden" / "Value hidden".
 */
import { Text, View, type StyleProp, type TextStyle } from 'react-native';
import {
  amountText,
  fiatText,
  type AmountText as AmountModel,
  type FiatText as FiatModel,
} from '@kestrel/ui-state/balanceView';
import { look } from './look';

/** One amount or value as the view model gives it. */
export function ShownAmount({
  model,
  style,
  sign = '',
  testID = 'amount',
}: {
  model: AmountModel | FiatModel;
  style?: StyleProp<TextStyle>;
  /** "+" or "−" before a shown amount (history rows). */
  sign?: string;
  testID?: string;
}) {
  if (model.kind === 'hidden')
    return (
      <View role="img" aria-label={model.label} testID={`${testID}-hidden`}>
        <Text style={[look.text, style]}>{model.text}</Text>
      </View>
    );
  if (model.kind === 'unavailable')
    return (
      <Text style={[look.muted, style]} testID={testID}>
        {model.text}
      </Text>
    );
  return (
    <Text style={[look.text, style]} testID={testID}>
      {sign}
      {model.text}
    </Text>
  );
}

export function AmountText({
  value,
  decimals,
  symbol,
  hidden,
  style,
}: {
  /** Smallest unit as text; undefined when no balance has been read. */
  value: string | undefined;
  decimals: number;
  symbol: string;
  hidden: boolean;
  style?: StyleProp<TextStyle>;
}) {
  return <ShownAmount model={amountText(value, decimals, symbol, hidden)} style={style} />;
}

/** "1,234.50 USD", privacy dots, or nothing without a usable value. */
export function FiatText({
  value,
  currency,
  hidden,
  style,
}: {
  value: string | null | undefined;
  currency: string;
  hidden: boolean;
  style?: StyleProp<TextStyle>;
}) {
  const model = fiatText(value, currency, hidden);
  return model ? <ShownAmount model={model} style={[look.muted, style]} testID="fiat" /> : null;
}
