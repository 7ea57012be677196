/**
 * Fee choice: Normal and Recommended from the estimate, and Custom where the chain allows it
 * (EVM gas price in gwei, Bitcoin family sat/vB). Fees are hidden in privacy mode.
 */
import { formatUnits } from '../../lib/amount';
import type { FeeOptionView, SendCoinView } from '../../state/transfer';
import { Amount } from '../../ui/Amount';
import { TextField } from '../../ui/TextField';
import { GWEI_DECIMALS } from './amountInput';
import styles from './Send.module.css';

export type FeeMode = 'Normal' | 'Recommended' | 'Custom';

/** Total fee of a price: gas limit × price + L1 fee (EVM), or vsize × rate (Bitcoin family). */
export function feeOf(
  price: bigint,
  o: { estimateGas: string | null; l1Fees?: string | null; sizeUnits: string | null },
): bigint | null {
  if (o.estimateGas) return BigInt(o.estimateGas) * price + BigInt(o.l1Fees ?? '0');
  if (o.sizeUnits) return BigInt(o.sizeUnits) * price;
  return null;
}

function priceText(coin: SendCoinView, price: string): string {
  if (coin.customFee === 'gwei') return `${formatUnits(price, GWEI_DECIMALS, GWEI_DECIMALS)} gwei`;
  if (coin.customFee === 'sat/vB') return `${price} sat/vB`;
  return price;
}

export function FeePicker({
  coin,
  options,
  mode,
  onMode,
  custom,
  onCustom,
  customError,
  feeFor,
  hidden,
}: {
  coin: SendCoinView;
  options: FeeOptionView[];
  mode: FeeMode;
  onMode: (m: FeeMode) => void;
  custom: string;
  onCustom: (v: string) => void;
  customError: string | null;
  feeFor: (price: bigint) => bigint | null;
  hidden: boolean;
}) {
  const rows = options.filter((o) => o.title === 'Normal' || o.title === 'Recommended');
  return (
    <fieldset className={styles.fees}>
      <legend>Network fee</legend>
      <div className={styles.feeOptions}>
        {rows.map((o) => {
          const fee = feeFor(BigInt(o.gasPrice));
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
        {coin.customFee ? (
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
              <span className={styles.muted}>
                {coin.customFee === 'gwei' ? 'Gas price in gwei' : 'Fee rate in sat/vB'}
              </span>
            </span>
          </label>
        ) : null}
      </div>
      {mode === 'Custom' && coin.customFee ? (
        <div className={styles.custom}>
          <TextField
            label={coin.customFee === 'gwei' ? 'Custom gas price (gwei)' : 'Custom fee rate (sat/vB)'}
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
