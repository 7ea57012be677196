/**
 * Manage coins (/home/catalogue): the product API's catalogue of coins and tokens, searched (the
 * wallet package's 800 ms debounce) and paged (its pager, while the further-page flag is true),
 * each entry an "in wallet" switch (add or hide as a toggle, spec §4) for the selected wallet.
 * A virtualised list over @kestrel/ui-state's useCatalogueList (shared with the web shell).
 */
import { FlatList, StyleSheet, View } from 'react-native';
import { useChainNames } from '@kestrel/ui-state/useChainNames';
import type { ApiCurrency } from '@kestrel/ui-state/catalogue';
import { useCatalogueList } from '@kestrel/ui-state/useCatalogueList';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { SwitchRow } from '../../ui/SwitchRow';
import { TextField } from '../../ui/TextField';
import { colors, space } from '../../ui/theme';

const ROW = 72;

export default function Catalogue() {
  const l = useCatalogueList();
  const chainNames = useChainNames();

  return (
    <FlatList<ApiCurrency>
      style={styles.list}
      data={l.items}
      keyExtractor={(c) => c._id}
      extraData={l.flags}
      renderItem={({ item, index }) => (
        <View style={styles.row}>
          <SwitchRow
            label={`${item.symbol} on ${chainNames[item.chain_name] ?? item.chain_name}`}
            hint={`${item.name} · ${item.type === 'token' ? 'token' : 'coin'}`}
            value={l.inWallet(index)}
            onChange={() => l.toggle(item, l.inWallet(index))}
          />
        </View>
      )}
      getItemLayout={(_, index) => ({ length: ROW, offset: ROW * index, index })}
      onEndReached={() => (l.more ? l.loadMore() : undefined)}
      ListHeaderComponent={
        <View style={styles.header}>
          <TextField
            label="Search coins and tokens"
            hint="Name, symbol or chain"
            value={l.query}
            onChangeText={l.onQuery}
          />
          {l.error ? <Notice kind="error">{l.error}</Notice> : null}
        </View>
      }
      ListFooterComponent={
        l.more ? (
          <View style={styles.header}>
            <Button label="Load more" variant="secondary" busy={l.loading} onPress={l.loadMore} />
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
