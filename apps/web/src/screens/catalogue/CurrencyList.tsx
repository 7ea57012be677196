/**
 * The catalogue's coins and tokens: search debounced by 800 ms and pages loaded while the
 * further-page flag is true (the wallet package's debounce and pager), each entry an
 * "in wallet" switch (add as a toggle, spec §4).
 */
import { useEffect, useRef, useState } from 'react';
import {
  catalogueClient,
  inWalletFlags,
  toggleCurrency,
  type ApiCurrency,
} from '@kestrel/ui-state/catalogue';
import { useStoreWallet } from '@kestrel/ui-state/manage';
import { loadWallet } from '@kestrel/ui-state/wallet';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Catalogue.module.css';

interface Pager {
  reset(search?: string): Promise<{ items: ApiCurrency[]; total: number; hasFurtherPage: boolean }>;
  next(): Promise<{ items: ApiCurrency[]; total: number; hasFurtherPage: boolean }>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function CurrencyList({ chainNames }: { chainNames: Record<string, string> }) {
  const wallet = useStoreWallet();
  const pager = useRef<Pager | null>(null);
  const search = useRef<((q: string) => void) & { cancel(): void }>(null);
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<ApiCurrency[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [flags, setFlags] = useState<boolean[]>([]);

  useEffect(() => {
    let live = true;
    const show = (p: { items: ApiCurrency[]; hasFurtherPage: boolean }) => {
      if (!live) return;
      setItems(p.items);
      setMore(p.hasFurtherPage);
      setError(null);
      setLoading(false);
    };
    const fail = (e: unknown) => {
      if (!live) return;
      setError(`The catalogue could not be loaded: ${message(e)}`);
      setLoading(false);
    };
    void Promise.all([loadWallet(), catalogueClient()]).then(([mod, client]) => {
      if (!live) return;
      const p = mod.createCataloguePager((q) => client.listCurrencies(q), 20);
      pager.current = p;
      search.current = mod.debounce((q: string) => {
        setLoading(true);
        p.reset(q).then(show, fail);
      });
      p.reset().then(show, fail);
    }, fail);
    return () => {
      live = false;
      search.current?.cancel();
    };
  }, []);

  // isInWallet is derived from the current wallet: recomputed when the wallet changes.
  useEffect(() => {
    let live = true;
    void inWalletFlags(items).then((f) => live && setFlags(f));
    return () => {
      live = false;
    };
  }, [items, wallet]);

  const loadMore = async () => {
    if (!pager.current) return;
    setLoading(true);
    try {
      const p = await pager.current.next();
      setItems(p.items);
      setMore(p.hasFurtherPage);
    } catch (e) {
      setError(`The catalogue could not be loaded: ${message(e)}`);
    } finally {
      setLoading(false);
    }
  };

  const toggle = async (c: ApiCurrency, wasIn: boolean) => {
    try {
      await toggleCurrency(c);
      showToast('success', wasIn ? `${c.symbol} hidden` : `${c.symbol} added`);
    } catch (e) {
      showToast('error', message(e));
    }
  };

  return (
    <div className={styles.panel}>
      <TextField
        label="Search coins and tokens"
        type="search"
        value={query}
        autoComplete="off"
        spellCheck={false}
        hint="Name, symbol or chain"
        onChange={(e) => {
          setQuery(e.target.value);
          search.current?.(e.target.value);
        }}
      />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <ul className={styles.list} aria-busy={loading} data-testid="catalogue-list">
        {items.map((c, i) => (
          <li key={c._id} className={styles.row} data-symbol={c.symbol} data-chain={c.chain_name}>
            <Switch
              label={`${c.symbol} on ${chainNames[c.chain_name] ?? c.chain_name}`}
              description={`${c.name} · ${c.type === 'token' ? 'token' : 'coin'}`}
              checked={flags[i] ?? false}
              onChange={() => void toggle(c, flags[i] ?? false)}
            />
          </li>
        ))}
      </ul>
      {!loading && !error && items.length === 0 ? <p className={styles.empty}>Nothing matches.</p> : null}
      {more ? (
        <Button variant="secondary" onClick={() => void loadMore()} busy={loading}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
