/**
 * A coin amount, or "unavailable" when there is no reading (never a made-up zero), or hidden
 * dots in privacy mode.
 */
import { amountText } from '@kestrel/ui-state/balanceView';
import styles from './Amount.module.css';

export interface AmountProps {
  /** Smallest unit as text; undefined when no balance has been read. */
  value: string | undefined;
  decimals: number;
  symbol: string;
  hidden: boolean;
}

export function Amount({ value, decimals, symbol, hidden }: AmountProps) {
  const a = amountText(value, decimals, symbol, hidden);
  if (a.kind === 'hidden') {
    return (
      <span className={styles.hidden} data-testid="amount">
        <span aria-hidden="true">{a.text}</span>
        <span className="visually-hidden">{a.label}</span>
      </span>
    );
  }
  return (
    <span className={a.kind === 'unavailable' ? styles.unavailable : styles.amount} data-testid="amount">
      {a.text}
    </span>
  );
}
