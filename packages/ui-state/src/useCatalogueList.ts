/**
 * The catalogue's list both shells show (web CurrencyList, mobile Catalogue): the product API's
 * coins and tokens, searched (the wallet package's 800 ms debounce) and paged (its pager, 20 a
 * page, while the further-page flag is true), each entry's "in wallet" flag for the current
 * wallet (recomputed when it changes), and the add/hide toggle with its toasts (spec §4).
 */
import { useEffect, useRef, useState } from 'react';
import { catalogueClient, inWalletFlags, toggleCurrency, type ApiCurrency } from './catalogue';
import { useStoreWallet } from './manage';
import { platform } from './platform';
import { loadWallet } from './wallet';

interface Page {
  items: ApiCurrency[];
  hasFurtherPage: boolean;
}
interface Pager {
  reset(search?: string): Promise<Page>;
  next(): Promise<Page>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
export const catalogueLoadError = (e: unknown) => `The catalogue could not be loaded: ${message(e)}`;

export function useCatalogueList() {
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
    const show = (p: Page) => {
      if (!live) return;
      setItems(p.items);
      setMore(p.hasFurtherPage);
      setError(null);
      setLoading(false);
    };
    const fail = (e: unknown) => {
      if (!live) return;
      setError(catalogueLoadError(e));
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

  // isInWallet follows the current wallet: recomputed when it changes.
  useEffect(() => {
    let live = true;
    void inWalletFlags(items).then((f) => live && setFlags(f));
    return () => {
      live = false;
    };
  }, [items, wallet]);

  /** The next page (ignored while a page is loading: a list's end may be reached twice). */
  const loadMore = async () => {
    if (!pager.current || loading) return;
    setLoading(true);
    try {
      const p = await pager.current.next();
      setItems(p.items);
      setMore(p.hasFurtherPage);
    } catch (e) {
      setError(catalogueLoadError(e));
    } finally {
      setLoading(false);
    }
  };

  /** Adds the entry to the wallet, or hides it when it is in: a toast says which. */
  const toggle = async (c: ApiCurrency, wasIn: boolean) => {
    try {
      await toggleCurrency(c);
      platform().notify({ kind: 'success', title: wasIn ? `${c.symbol} hidden` : `${c.symbol} added` });
    } catch (e) {
      platform().notify({ kind: 'error', title: message(e) });
    }
  };

  return {
    query,
    /** The search text: the list follows it after the debounce. */
    onQuery: (q: string) => {
      setQuery(q);
      search.current?.(q);
    },
    items,
    /** Whether items[i] is in the current wallet. */
    inWallet: (i: number) => flags[i] ?? false,
    flags,
    more,
    loading,
    error,
    /** Nothing matches the search (loaded, no error, no entry). */
    empty: !loading && !error && items.length === 0,
    loadMore: () => void loadMore(),
    toggle: (c: ApiCurrency, wasIn: boolean) => void toggle(c, wasIn),
  };
}
