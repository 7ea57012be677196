/**
 * Search in the home screen (settings flag searchInHomeScreen): "chain:symbol" on chain_symbol or
 * chain_name, case-insensitive; a miss shows 'Currency not found in the selected wallet'.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { searchInWallet } from '../../state/catalogue';
import { addressLabel } from '../../state/format';
import { useCurrentWallet } from '../../state/hooks';
import type { CoinView } from '../../state/types';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import styles from './Catalogue.module.css';

export function HomeSearch({ onReceive }: { onReceive: (c: CoinView) => void }) {
  const wallet = useCurrentWallet();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<string | null>(null);
  const [miss, setMiss] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    const r = await searchInWallet(query);
    setFound(r.found ? r.coinId : null);
    setMiss(r.found ? null : r.message);
  };

  const coin = found ? wallet?.coins.find((c) => c._id === found) : undefined;
  return (
    <div role="search" className={styles.homeSearch}>
      <form onSubmit={(e) => void submit(e)} className={styles.searchForm} noValidate>
        <TextField
          label="Find a coin"
          hideLabel
          type="search"
          placeholder="chain:symbol, e.g. eth:usdt"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setQuery(e.target.value);
            if (!e.target.value) {
              setFound(null);
              setMiss(null);
            }
          }}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {miss ? <Notice kind="error">{miss}</Notice> : null}
      {coin ? (
        <div className={styles.hit} data-testid="search-hit">
          <span className={styles.hitText}>
            <strong>
              {coin.name} ({coin.symbol})
            </strong>
            <span className={styles.hitAddress}>{addressLabel(coin.address)}</span>
          </span>
          <Button size="s" variant="secondary" onClick={() => onReceive(coin)}>
            Receive
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Home's way to the catalogue. */
export function AddCoinsLink() {
  return (
    <p className={styles.addCoins}>
      <Link to="/home/catalogue">Add coins and tokens</Link>
    </p>
  );
}
