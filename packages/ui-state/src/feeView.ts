/**
 * The send form's fee choice as text and states (the web's FeePicker, the mobile's FeeOptions):
 * Normal and Recommended from the estimate, each with its price in the family's custom fee unit
 * and its fee as the family priced it (dots in privacy mode), and Custom only where the family
 * takes a custom fee price (its presentation hints' unit).
 */
import { displayUnits } from './amount';
import { amountText, type AmountText } from './balanceView';
import type { FeeOptionView, SendCoinView } from './transfer';

/** A fee price in the family's custom fee unit ("1.5 gwei"), or null when the family has none. */
export function feePriceText(coin: SendCoinView, price: string | bigint): string | null {
  const { customFeeUnit, customFeeDecimals } = coin.hints;
  if (!customFeeUnit) return null;
  return `${displayUnits(price, customFeeDecimals, customFeeDecimals) ?? price.toString()} ${customFeeUnit}`;
}

export interface FeeChoiceRow {
  title: 'Normal' | 'Recommended';
  /** The price per fee unit, or null when the family shows none. */
  priceText: string | null;
  /** The option's fee; null until the family priced it. */
  fee: AmountText | null;
}

export interface FeeChoicesView {
  rows: FeeChoiceRow[];
  /** The custom fee price's unit ("Fee price in gwei"), or null: no Custom choice. */
  customUnit: string | null;
  customHint: string | null;
  /** The custom field's label, e.g. "Custom fee price (gwei)". */
  customLabel: string | null;
}

/** `fees`: each option's fee by title (transfer.ts optionFees). */
export function feeChoices(
  coin: SendCoinView,
  options: readonly FeeOptionView[],
  fees: ReadonlyMap<string, bigint>,
  hidden: boolean,
): FeeChoicesView {
  const rows: FeeChoiceRow[] = [];
  for (const o of options) {
    if (o.title !== 'Normal' && o.title !== 'Recommended') continue;
    const fee = fees.get(o.title);
    rows.push({
      title: o.title,
      priceText: feePriceText(coin, o.gasPrice),
      fee: fee === undefined ? null : amountText(fee.toString(), coin.feeDecimals, coin.feeSymbol, hidden),
    });
  }
  const unit = coin.hints.customFeeUnit || null;
  return {
    rows,
    customUnit: unit,
    customHint: unit ? `Fee price in ${unit}` : null,
    customLabel: unit ? `Custom fee price (${unit})` : null,
  };
}
