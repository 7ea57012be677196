/**
 * NFTs (/home/nfts): the wallet's NFT gallery per chain (the NFT chains the wallet holds, starting
 * at the wallet's selected one), a virtualised list of picture, name and collection, "Load more"
 * by cursor. A tap opens the NFT's detail with its send form, a step of this screen (the NFT stays
 * out of navigation params). A failed read shows the provider's error, never an empty gallery.
 */
import { useState } from 'react';
import { FlatList, StyleSheet, Text, View } from 'react-native';
import { useChainNames } from '@kestrel/ui-state/chains';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { useNftGallery, type WalletNft } from '@kestrel/ui-state/nfts';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { colors, space, type } from '../../ui/theme';
import { NftDetail } from './parts/NftDetail';
import { NFT_ROW_HEIGHT, NftRow } from './parts/NftRow';

export default function NftsScreen() {
  const wallet = useCurrentWallet();
  const chainNames = useChainNames();
  const walletChains = [...new Set((wallet?.coins ?? []).map((c) => c.chain_name))];
  const g = useNftGallery(walletChains);
  const [open, setOpen] = useState<WalletNft | null>(null);
  if (!wallet) return null;
  if (open) return <NftDetail nft={open} onClose={() => setOpen(null)} />;
  const items = g.state?.data ?? [];
  const header = (
    <View style={styles.head}>
      <Text accessibilityRole="header" aria-level={1} style={type.title}>
        NFTs
      </Text>
      {g.chains.length > 1 && g.chain ? (
        <Choice
          label="Chain"
          value={g.chain}
          onChange={g.setChain}
          options={g.chains.map((c) => ({ value: c, label: chainNames.get(c) ?? c }))}
        />
      ) : null}
      {g.chains.length === 0 ? (
        <Notice>
          Add a coin of an NFT chain (Ethereum, Polygon, Base, Arbitrum, Optimism or Solana) to see its NFTs.
        </Notice>
      ) : null}
      {g.state?.error ? <Notice kind="error">{`NFTs could not be read: ${g.state.error}`}</Notice> : null}
    </View>
  );
  const footer = (
    <View style={styles.foot}>
      {g.state && !g.state.loading && !g.state.error && items.length === 0 ? (
        <Text style={styles.muted}>No NFTs on this chain.</Text>
      ) : null}
      {g.state?.loading ? (
        <Text aria-live="polite" style={styles.muted}>
          Loading NFTs…
        </Text>
      ) : null}
      {g.state?.cursor && !g.state.loading ? (
        <Button variant="secondary" label="Load more" onPress={g.loadMore} />
      ) : null}
      {g.chain ? (
        <Button variant="ghost" label="Refresh" onPress={g.reload} busy={!!g.state?.loading} />
      ) : null}
    </View>
  );
  return (
    <View style={styles.page}>
      <FlatList<WalletNft>
        accessibilityLabel="NFT gallery"
        data={items}
        keyExtractor={(n) => `${n.contract}:${n.tokenId}`}
        getItemLayout={(_, index) => ({ length: NFT_ROW_HEIGHT, offset: NFT_ROW_HEIGHT * index, index })}
        initialNumToRender={10}
        windowSize={7}
        renderItem={({ item }) => <NftRow nft={item} onPress={setOpen} />}
        ListHeaderComponent={header}
        ListFooterComponent={footer}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  head: { padding: space.lg, gap: space.md },
  foot: { padding: space.lg, gap: space.md },
  muted: { fontSize: 15, color: colors.muted },
});
