/**
 * Fee choice: Normal and Recommended from the estimate, and Custom where the chain's family
 * takes a custom fee price (in its presentation hints' unit). Each option's fee is the family's
 * own repricing of the transfer; fees are hidden in privacy mode. With Settings' "Fee options"
 * off (the spec's default) the form shows only the Recommended fee (FeeSummary).
 */
import { Link } from 'react-router';
import { feeChoices } from '@kestrel/ui-state/feeView';
import type { FeeOptionView, SendCoinView } from '@kestrel/ui-state/transfer';
import type { FeeMode } from '@kestrel/ui-state/useSendEstimate';
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
  const view = feeChoices(coin, options, fees, hidden);
  const unit = view.customUnit;
  return (
    <fieldset className={styles.fees}>
      <legend>Network fee</legend>
      <div className={styles.feeOptions}>
        {view.rows.map((o) => {
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
                <span className={styles.muted}>{o.priceText}</span>
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
              <span className={styles.muted}>{view.customHint}</span>
            </span>
          </label>
        ) : null}
      </div>
      {mode === 'Custom' && unit ? (
        <div className={styles.custom}>
          <TextField
            label={view.customLabel ?? ''}
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
