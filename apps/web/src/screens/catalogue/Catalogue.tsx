/**
 * Add coins (/home/catalogue): the product API's catalogue of coins and tokens, its coin groups,
 * and a custom token by contract, all for the selected wallet.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useChainNames } from '@kestrel/ui-state/useChainNames';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import styles from './Catalogue.module.css';
import { CoinGroups } from './CoinGroups';
import { CurrencyList } from './CurrencyList';
import { CustomToken } from './CustomToken';

const VIEWS = [
  { id: 'coins', label: 'Coins and tokens' },
  { id: 'groups', label: 'Coin groups' },
  { id: 'custom', label: 'Custom token' },
] as const;
type View = (typeof VIEWS)[number]['id'];

export default function Catalogue() {
  const wallet = useCurrentWallet();
  const [view, setView] = useState<View>('coins');
  const chainNames = useChainNames();

  return (
    <>
      <p className={styles.back}>
        <Link to="/home">← Home</Link>
      </p>
      <h1>Add coins</h1>
      <p className={styles.lead}>To {wallet?.walletName ?? 'this wallet'}</p>
      <div className={styles.views} role="group" aria-label="What to add">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            className={styles.view}
            aria-pressed={view === v.id}
            onClick={() => setView(v.id)}
          >
            {v.label}
          </button>
        ))}
      </div>
      {view === 'coins' ? <CurrencyList chainNames={chainNames} /> : null}
      {view === 'groups' ? <CoinGroups /> : null}
      {view === 'custom' ? <CustomToken chainNames={chainNames} /> : null}
    </>
  );
}
