/** One NFT of the gallery: its picture (http(s) or data: images only), name and collection. */
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { safeImage, type WalletNft } from '@kestrel/ui-state/nfts';
import { colors, space } from '../../../ui/theme';

export const NFT_ROW_HEIGHT = 80;

export const nftName = (n: WalletNft): string => n.name ?? `#${n.tokenId}`;

export function NftRow({ nft, onPress }: { nft: WalletNft; onPress: (n: WalletNft) => void }) {
  const picture = safeImage(nft.image);
  const collection = nft.collection ?? nft.contract;
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={`${nftName(nft)}, ${collection}`}
      onPress={() => onPress(nft)}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      {picture ? (
        <Image source={{ uri: picture }} style={styles.picture} accessibilityIgnoresInvertColors />
      ) : (
        <View style={styles.picture} aria-hidden />
      )}
      <View style={styles.text}>
        <Text style={styles.name} numberOfLines={1}>
          {nftName(nft)}
        </Text>
        <Text style={styles.collection} numberOfLines={1}>
          {collection}
        </Text>
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: {
    height: NFT_ROW_HEIGHT,
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    paddingHorizontal: space.lg,
    backgroundColor: colors.surface,
    borderBottomWidth: StyleSheet.hairlineWidth,
    borderBottomColor: colors.border,
  },
  pressed: { backgroundColor: colors.background },
  picture: { width: 56, height: 56, borderRadius: 8, backgroundColor: colors.border },
  text: { flex: 1, minWidth: 0, gap: 2 },
  name: { fontSize: 16, fontWeight: '600', color: colors.text },
  collection: { fontSize: 13, color: colors.muted },
});
