/**
 * Search in the home screen (settings flag searchInHomeScreen): the spec's "chain:symbol" on
 * chain_symbol or chain_name, and a plain symbol, name or chain, case-insensitive; a miss shows
 * 'Currency not found in the selected wallet'. Each hit opens its coin.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { searchInWallet } from '@kestrel/ui-state/catalogue';
import { addressLabel } from '@kestrel/ui-state/format';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import styles from './Catalogue.module.css';

export function HomeSearch() {
  const wallet = useCurrentWallet();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<string[]>([]);
  const [miss, setMiss] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    const r = await searchInWallet(query);
    setFound(r.found ? r.coinIds : []);
    setMiss(r.found ? null : r.message);
  };

  const hits = found.flatMap((id) => wallet?.coins.filter((c) => c._id === id) ?? []);
  return (
    <div role="search" className={styles.homeSearch}>
      <form onSubmit={(e) => void submit(e)} className={styles.searchForm} noValidate>
        <TextField
          label="Find a coin"
          hideLabel
          type="search"
          placeholder="Symbol, name or chain:symbol, e.g. ltc or eth:usdt"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setQuery(e.target.value);
            if (!e.target.value) {
              setFound([]);
              setMiss(null);
            }
          }}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {miss ? <Notice kind="error">{miss}</Notice> : null}
      {hits.map((coin) => (
        <div key={coin._id} className={styles.hit} data-testid="search-hit">
          <span className={styles.hitText}>
            <Link to={`/home/coin/${encodeURIComponent(coin._id)}`}>
              <strong>
                {coin.name} ({coin.symbol})
              </strong>
            </Link>
            <span className={styles.hitAddress}>{addressLabel(coin.address)}</span>
          </span>
        </div>
      ))}
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
