/**
 * A coin's balance as the wallet knows it: the amount in coin units, its value in the local
 * currency (2 decimals), and its freshness. A stale amount says when it was last read, with the
 * read error on hover and focus; a coin never read says "unavailable" (never a plain zero).
 * Privacy mode hides the amounts, not the freshness.
 */
import { useId } from 'react';
import { coinBalanceView, fiatText, freshness } from '@kestrel/ui-state/balanceView';
import type { CoinView } from '@kestrel/ui-state/types';
import { Amount } from '../../ui/Amount';
import styles from './Coin.module.css';

export function FiatText({
  value,
  currency,
  hidden,
  className,
}: {
  value: string | null | undefined;
  currency: string;
  hidden: boolean;
  className?: string;
}) {
  const f = fiatText(value, currency, hidden);
  if (f === null) return null;
  return (
    <span className={className ?? styles.fiat} data-testid="fiat">
      {f.kind === 'hidden' ? (
        <>
          <span aria-hidden="true">{f.text}</span>
          <span className="visually-hidden">{f.label}</span>
        </>
      ) : (
        f.text
      )}
    </span>
  );
}

/** "stale · last read 2 min ago" or "unavailable", with the read error as a tooltip. */
export function FreshnessBadge({ coin, now }: { coin: CoinView; now: number }) {
  const id = useId();
  const s = freshness(coin, now);
  if (!s) return null;
  return (
    <span
      className={`${styles.state} ${s.state === 'stale' ? styles.stale : styles.unavailable}`}
      tabIndex={0}
      aria-describedby={s.error ? id : undefined}
      data-testid="balance-state"
      data-state={s.state}
    >
      {s.label}
      {s.error ? (
        <span role="tooltip" id={id} className={styles.tip}>
          {s.error}
        </span>
      ) : null}
    </span>
  );
}

export function BalanceView({
  coin,
  currency,
  hidden,
  now,
  align = 'start',
  amountClassName,
}: {
  coin: CoinView;
  currency: string;
  hidden: boolean;
  now: number;
  align?: 'start' | 'end';
  amountClassName?: string;
}) {
  const view = coinBalanceView(coin, { currency, hidden, now });
  return (
    <span
      className={`${styles.balance} ${align === 'end' ? styles.end : ''}`}
      data-testid="balance"
      data-coin={coin._id}
    >
      {/* Privacy mode shows dots for every coin, read or not (coinBalanceView). */}
      {view.amount === null ? null : (
        <span className={amountClassName}>
          <Amount value={coin.totalBalance} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
        </span>
      )}
      {view.fiat === null ? null : <FiatText value={coin.fiatValue} currency={currency} hidden={hidden} />}
      <FreshnessBadge coin={coin} now={now} />
    </span>
  );
}
