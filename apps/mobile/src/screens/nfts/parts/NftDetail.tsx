/**
 * One NFT's detail (picture, collection, contract, token id, standard, held amount) and its send
 * form: recipient and, for an ERC-1155, the amount. Review estimates the fee through the send
 * pipeline (reviewNftSend), Confirm sends (kind 'nft'); the pipeline's toasts follow and the app
 * goes Home. Every standard is sent this way, Solana's included (an SPL mint of supply one).
 */
import { useState } from 'react';
import { Image, StyleSheet, Text, View } from 'react-native';
import { confirmNftSend, reviewNftSend, safeImage, type WalletNft } from '@kestrel/ui-state/nfts';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Screen } from '../../../ui/Screen';
import { TextField } from '../../../ui/TextField';
import { colors, space, type } from '../../../ui/theme';
import { nftName } from './NftRow';

type Review = Awaited<ReturnType<typeof reviewNftSend>>;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue} selectable>
        {value}
      </Text>
    </View>
  );
}

export function NftDetail({ nft, onClose }: { nft: WalletNft; onClose: () => void }) {
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('1');
  const [review, setReview] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);
  const picture = safeImage(nft.image);
  const multi = nft.standard === 'ERC1155';
  const amountOk = /^[1-9]\d*$/.test(amount) && BigInt(amount) <= BigInt(nft.balance);
  const onReview = async () => {
    setBusy(true);
    setReview(await reviewNftSend(nft, to.trim(), multi ? amount : '1'));
    setBusy(false);
  };
  const onConfirm = async () => {
    if (!review?.ok) return;
    setBusy(true);
    await confirmNftSend(review.ref);
  };
  return (
    <Screen title={nftName(nft)}>
      {picture ? (
        <Image
          source={{ uri: picture }}
          style={styles.picture}
          accessibilityLabel={nftName(nft)}
          resizeMode="contain"
        />
      ) : null}
      <Fact label="Collection" value={nft.collection ?? '—'} />
      <Fact label="Contract" value={nft.contract} />
      <Fact label="Token id" value={nft.tokenId} />
      <Fact label="Standard" value={nft.standard} />
      <Fact label="Held" value={nft.balance} />
      <View style={styles.form}>
        <Text accessibilityRole="header" aria-level={2} style={type.heading}>
          Send
        </Text>
        <TextField
          label="Recipient"
          value={to}
          onChangeText={(t) => {
            setTo(t);
            setReview(null);
          }}
        />
        {multi ? (
          <TextField
            label="Amount"
            inputMode="numeric"
            value={amount}
            onChangeText={(t) => {
              setAmount(t);
              setReview(null);
            }}
            error={amountOk ? null : `A whole number from 1 to ${nft.balance}`}
          />
        ) : null}
        {review && !review.ok ? <Notice kind="error">{review.error}</Notice> : null}
        {review?.ok ? (
          <>
            <Text style={styles.fee}>{`Network fee: ${review.fee}`}</Text>
            <Button label="Confirm and send" busy={busy} onPress={() => void onConfirm()} />
          </>
        ) : (
          <Button
            label="Review"
            busy={busy}
            disabled={!to.trim() || !amountOk}
            onPress={() => void onReview()}
          />
        )}
      </View>
      <Button variant="ghost" label="Back to NFTs" onPress={onClose} />
    </Screen>
  );
}

const styles = StyleSheet.create({
  picture: { width: '100%', aspectRatio: 1, borderRadius: 12, marginBottom: space.lg },
  fact: { paddingVertical: space.xs, gap: 2 },
  factLabel: { fontSize: 13, color: colors.muted },
  factValue: { fontSize: 15, color: colors.text },
  form: { gap: space.sm, marginTop: space.lg, marginBottom: space.md },
  fee: { fontSize: 15, color: colors.text },
});
