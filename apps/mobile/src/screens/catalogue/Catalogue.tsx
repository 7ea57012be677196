/**
 * Manage coins (/home/catalogue): the product API's catalogue of coins and tokens, searched (the
 * wallet package's 800 ms debounce) and paged (its pager, while the further-page flag is true),
 * each entry an "in wallet" switch (add or hide as a toggle, spec §4) for the selected wallet.
 * A virtualised list.
 */
import { useEffect, useRef, useState } from 'react';
import { FlatList, StyleSheet, View } from 'react-native';
import { chainOptions } from '@kestrel/ui-state/chains';
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
import { SwitchRow } from '../../ui/SwitchRow';
import { TextField } from '../../ui/TextField';
import { colors, space } from '../../ui/theme';
import { showToast } from '../../ui/toast';

interface Page {
  items: ApiCurrency[];
  hasFurtherPage: boolean;
}
interface Pager {
  reset(search?: string): Promise<Page>;
  next(): Promise<Page>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
const ROW = 72;

export default function Catalogue() {
  const wallet = useStoreWallet();
  const pager = useRef<Pager | null>(null);
  const search = useRef<((q: string) => void) & { cancel(): void }>(null);
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<ApiCurrency[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [flags, setFlags] = useState<boolean[]>([]);
  const [chainNames, setChainNames] = useState<Record<string, string>>({});

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
      setError(`The catalogue could not be loaded: ${message(e)}`);
      setLoading(false);
    };
    void chainOptions().then(
      (list) => live && setChainNames(Object.fromEntries(list.map((c) => [c.chain_name, c.name]))),
    );
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

  const loadMore = async () => {
    if (!pager.current || loading) return;
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
    <FlatList<ApiCurrency>
      style={styles.list}
      data={items}
      keyExtractor={(c) => c._id}
      extraData={flags}
      renderItem={({ item, index }) => (
        <View style={styles.row}>
          <SwitchRow
            label={`${item.symbol} on ${chainNames[item.chain_name] ?? item.chain_name}`}
            hint={`${item.name} · ${item.type === 'token' ? 'token' : 'coin'}`}
            value={flags[index] ?? false}
            onChange={() => void toggle(item, flags[index] ?? false)}
          />
        </View>
      )}
      getItemLayout={(_, index) => ({ length: ROW, offset: ROW * index, index })}
      onEndReached={() => void (more ? loadMore() : undefined)}
      ListHeaderComponent={
        <View style={styles.header}>
          <TextField
            label="Search coins and tokens"
            hint="Name, symbol or chain"
            value={query}
            onChangeText={(t) => {
              setQuery(t);
              search.current?.(t);
            }}
          />
          {error ? <Notice kind="error">{error}</Notice> : null}
        </View>
      }
      ListFooterComponent={
        more ? (
          <View style={styles.header}>
            <Button label="Load more" variant="secondary" busy={loading} onPress={() => void loadMore()} />
          </View>
        ) : null
      }
    />
  );
}

const styles = StyleSheet.create({
  list: { flex: 1, backgroundColor: colors.background },
  header: { padding: space.lg },
  row: {
    height: ROW,
    justifyContent: 'center',
    paddingHorizontal: space.lg,
    backgroundColor: colors.surface,
    borderBottomWidth: StyleSheet.hairlineWidth,
    borderBottomColor: colors.border,
  },
});
