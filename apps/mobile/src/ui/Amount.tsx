/**
 * A coin amount as @kestrel/ui-state words it (balanceView.ts): shown, "unavailable" when there is
 * no reading (never a made-up zero), or privacy mode's dots (read out as "Amount hidden").
 */
import { Text, type TextStyle } from 'react-native';
import { amountText, type AmountText } from '@kestrel/ui-state/balanceView';

export function AmountLine({ amount, style }: { amount: AmountText; style?: TextStyle }) {
  if (amount.kind === 'hidden') {
    return (
      <Text style={style} accessibilityLabel={amount.label} testID="amount-hidden">
        {amount.text}
      </Text>
    );
  }
  return (
    <Text style={style} testID={amount.kind === 'shown' ? 'amount' : 'amount-unavailable'}>
      {amount.text}
    </Text>
  );
}

export interface AmountProps {
  /** Smallest unit as text; undefined when no balance has been read. */
  value: string | undefined;
  decimals: number;
  symbol: string;
  hidden: boolean;
  style?: TextStyle;
}

export function Amount({ value, decimals, symbol, hidden, style }: AmountProps) {
  return <AmountLine amount={amountText(value, decimals, symbol, hidden)} style={style} />;
}
