/**
 * One NFT's detail (picture, collection, contract, token id, standard, held amount, metadata as
 * parsed JSON or as its raw text) and its send form (every standard, Solana's included): recipient
 * and, for an ERC-1155, the amount;
 * Review estimates the fee through the send pipeline, Confirm sends (kind 'nft'), after which the
 * pipeline's toasts follow and the app goes Home.
 */
import { useEffect, useState } from 'react';
import { confirmNftSend, reviewNftSend, safeImage, type WalletNft } from '@kestrel/ui-state/nfts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import styles from './Nfts.module.css';

type Review = Awaited<ReturnType<typeof reviewNftSend>>;

function metadataText(m: WalletNft['metadata']): string | null {
  if (!m) return null;
  return 'json' in m ? JSON.stringify(m.json, null, 2) : m.text;
}

export function NftDetail({ nft, onClose }: { nft: WalletNft | null; onClose: () => void }) {
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('1');
  const [review, setReview] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTo('');
    setAmount('1');
    setReview(null);
  }, [nft]);
  if (!nft) return null;
  const picture = safeImage(nft.image);
  const metadata = metadataText(nft.metadata);
  const amountOk = /^[1-9]\d*$/.test(amount) && BigInt(amount) <= BigInt(nft.balance);
  const onReview = async () => {
    setBusy(true);
    setReview(await reviewNftSend(nft, to.trim(), nft.standard === 'ERC1155' ? amount : '1'));
    setBusy(false);
  };
  const onConfirm = async () => {
    if (!review?.ok) return;
    setBusy(true);
    onClose();
    await confirmNftSend(review.ref);
  };
  return (
    <Dialog open title={nft.name ?? `#${nft.tokenId}`} onClose={onClose}>
      {picture ? <img className={styles.picture} src={picture} alt={nft.name ?? ''} /> : null}
      <dl className={styles.facts}>
        <dt>Collection</dt>
        <dd>{nft.collection ?? '—'}</dd>
        <dt>Contract</dt>
        <dd>{nft.contract}</dd>
        <dt>Token id</dt>
        <dd>{nft.tokenId}</dd>
        <dt>Standard</dt>
        <dd>{nft.standard}</dd>
        <dt>Held</dt>
        <dd data-testid="nft-balance">{nft.balance}</dd>
      </dl>
      {metadata ? (
        <details>
          <summary>Metadata{nft.metadata && 'text' in nft.metadata ? ' (not JSON)' : ''}</summary>
          <pre className={styles.metadata}>{metadata}</pre>
        </details>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void onReview();
        }}
      >
        <h2>Send</h2>
        <TextField
          label="Recipient"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          mono
          autoComplete="off"
        />
        {nft.standard === 'ERC1155' ? (
          <TextField
            label="Amount"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountOk ? null : `A whole number from 1 to ${nft.balance}`}
          />
        ) : null}
        {review && !review.ok ? (
          <Notice kind="error">
            <p>{review.error}</p>
          </Notice>
        ) : null}
        {review?.ok ? (
          <>
            <p data-testid="nft-fee">Network fee: {review.fee}</p>
            <Button type="button" busy={busy} onClick={() => void onConfirm()}>
              Confirm and send
            </Button>
          </>
        ) : (
          <Button type="submit" busy={busy} disabled={!to.trim() || !amountOk}>
            Review
          </Button>
        )}
      </form>
    </Dialog>
  );
}
