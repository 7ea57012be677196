/**
 * The wallet's coins: name, address label (first 8 and last 6) and balance; the whole row opens the
 * coin (Send and Receive are once per screen: Home's balance card, the coin's screen). On the
 * devnet the coins whose chain runs locally come first.
 */
import { addressLabel } from '@kestrel/ui-state/format';
import type { CoinView } from '@kestrel/ui-state/types';
import { Link } from 'react-router';
import { useSession } from '@kestrel/ui-state/hooks';
import { localFirst, useLocalChains } from '@kestrel/ui-state/localChains';
import { useNow } from '@kestrel/ui-state/useNow';
import { BalanceView } from '../coin/BalanceView';
import styles from './Home.module.css';

/** A stable hue per symbol for the coin's badge. */
function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function CoinList({ coins, hidden }: { coins: readonly CoinView[]; hidden: boolean }) {
  const currency = useSession().settings.localCurrency;
  const now = useNow();
  const local = useLocalChains(coins.map((c) => c.chain_name));
  return (
    <section aria-labelledby="coins-title" className={styles.coins}>
      <h2 id="coins-title" className={styles.sectionTitle}>
        Coins
      </h2>
      <ul className={styles.coinList}>
        {localFirst(coins, local).map((c) => (
          <li key={c._id} className={styles.coin} data-chain={c.chain_name}>
            <span
              className={styles.badge}
              style={{ ['--hue' as string]: hueOf(c.symbol) }}
              aria-hidden="true"
            >
              {c.symbol.slice(0, 4)}
            </span>
            <div className={styles.coinMain}>
              <Link to={`/home/coin/${encodeURIComponent(c._id)}`} className={styles.coinName}>
                {c.name}
              </Link>
              <span className={styles.coinAddress} title={c.address} data-testid="address-label">
                {addressLabel(c.address)}
              </span>
            </div>
            <div className={styles.coinBalance}>
              <BalanceView coin={c} currency={currency} hidden={hidden} now={now} align="end" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
