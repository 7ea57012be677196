/**
 * The review step of a staking or votes operation: the operation's own lines (children), then
 * the network fee and the total in coin and fiat, and Confirm / Back (Back refused while sending).
 */
import type { ReactNode } from 'react';
import { View } from 'react-native';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import type { OperationReviewFrame, OperationReviewProps } from '@kestrel/ui-state/useReviewConfirm';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Line } from './Line';

/** Every digit of an amount, then " · 187.50 USD" when the coin has a price. */
export function amountWithFiat(
  coin: SendCoinView,
  currency: string,
  units: bigint,
  decimals = coin.decimal,
  symbol = coin.symbol,
): string {
  const v = fiatOfUnits(units, decimals, coin.currencyRate);
  return `${exactAmount(units, decimals, symbol)}${v === null ? '' : ` · ${v} ${currency}`}`;
}

export function OperationReview({
  coin,
  currency,
  view: { title, confirm, totalLabel, total },
  testID,
  fee,
  busy,
  onConfirm,
  onClose,
  children,
}: Omit<OperationReviewProps<unknown>, 'review'> & {
  view: OperationReviewFrame;
  testID: string;
  fee: bigint;
  children: ReactNode;
}) {
  return (
    <Screen title={title}>
      <View testID={testID}>
        {children}
        <Line
          label="Network fee"
          value={amountWithFiat(coin, currency, fee, coin.feeDecimals, coin.feeSymbol)}
        />
        <Line label={totalLabel} value={amountWithFiat(coin, currency, total)} />
      </View>
      <Button label={confirm} busy={busy} onPress={onConfirm} />
      <Button variant="ghost" label="Back" disabled={busy} onPress={onClose} />
    </Screen>
  );
}
