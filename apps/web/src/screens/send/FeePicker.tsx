/**
 * Fee choice: Normal and Recommended from the estimate, and Custom where the chain's family
 * takes a custom fee price (in its presentation hints' unit). Each option's fee is the family's
 * own repricing of the transfer; fees are hidden in privacy mode. With Settings' "Fee options"
 * off (the spec's default) the form shows only the Recommended fee (FeeSummary).
 */
import { Link } from 'react-router';
import { displayUnits } from '@kestrel/ui-state/amount';
import type { FeeOptionView, SendCoinView } from '@kestrel/ui-state/transfer';
import { Amount } from '../../ui/Amount';
import { TextField } from '../../ui/TextField';
import styles from './Send.module.css';

/** The fee when fee options are off: the Recommended one, and where to choose another. */
export function FeeSummary({ coin, fee, hidden }: { coin: SendCoinView; fee: bigint; hidden: boolean }) {
  return (
    <div className={styles.feeSummary} data-testid="fee-summary">
      <span className={styles.feeTitle}>Network fee (Recommended)</span>{' '}
      <Amount value={fee.toString()} decimals={coin.feeDecimals} symbol={coin.feeSymbol} hidden={hidden} />
      <p className={styles.muted}>
        To choose the fee yourself, turn on <Link to="/settings">Fee options in Settings</Link>.
      </p>
    </div>
  );
}

export type FeeMode = 'Normal' | 'Recommended' | 'Custom';

/** A fee price in the family's custom fee unit, or null when the family has none. */
function priceText(coin: SendCoinView, price: string): string | null {
  const { customFeeUnit, customFeeDecimals } = coin.hints;
  if (!customFeeUnit) return null;
  return `${displayUnits(price, customFeeDecimals, customFeeDecimals) ?? price} ${customFeeUnit}`;
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
  options: FeeOptionView[];
  mode: FeeMode;
  onMode: (m: FeeMode) => void;
  custom: string;
  onCustom: (v: string) => void;
  customError: string | null;
  /** The fee of each option by title, as the family priced it. */
  fees: ReadonlyMap<string, bigint>;
  hidden: boolean;
}) {
  const rows = options.filter((o) => o.title === 'Normal' || o.title === 'Recommended');
  const unit = coin.hints.customFeeUnit;
  return (
    <fieldset className={styles.fees}>
      <legend>Network fee</legend>
      <div className={styles.feeOptions}>
        {rows.map((o) => {
          const fee = fees.get(o.title) ?? null;
          return (
            <label key={o.title} className={styles.feeOption}>
              <input
                type="radio"
                name="fee"
                value={o.title}
                checked={mode === o.title}
                onChange={() => onMode(o.title as FeeMode)}
              />
              <span className={styles.feeText}>
                <span className={styles.feeTitle}>{o.title}</span>
                <span className={styles.muted}>{priceText(coin, o.gasPrice)}</span>
                {fee !== null ? (
                  <Amount
                    value={fee.toString()}
                    decimals={coin.feeDecimals}
                    symbol={coin.feeSymbol}
                    hidden={hidden}
                  />
                ) : null}
              </span>
            </label>
          );
        })}
        {unit ? (
          <label className={styles.feeOption}>
            <input
              type="radio"
              name="fee"
              value="Custom"
              checked={mode === 'Custom'}
              onChange={() => onMode('Custom')}
            />
            <span className={styles.feeText}>
              <span className={styles.feeTitle}>Custom</span>
              <span className={styles.muted}>Fee price in {unit}</span>
            </span>
          </label>
        ) : null}
      </div>
      {mode === 'Custom' && unit ? (
        <div className={styles.custom}>
          <TextField
            label={`Custom fee price (${unit})`}
            inputMode="decimal"
            value={custom}
            error={customError}
            onChange={(e) => onCustom(e.target.value)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
