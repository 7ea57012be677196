/**
 * NFTs (/home/nfts): the wallet's NFT gallery per chain (default Ethereum; only the NFT chains
 * the wallet holds), 20 at a time with "Load more" by cursor, each with its picture, name and
 * collection; a click opens its detail with the send form (NftDetail). A failed fetch shows the
 * provider's error, never an empty gallery.
 */
import { useState } from 'react';
import { useChainNames } from '@kestrel/ui-state/chains';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { safeImage, useNftGallery, type WalletNft } from '@kestrel/ui-state/nfts';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { NftDetail } from './NftDetail';
import styles from './Nfts.module.css';

export default function Nfts() {
  const wallet = useCurrentWallet();
  const chainNames = useChainNames();
  const walletChains = [...new Set((wallet?.coins ?? []).map((c) => c.chain_name))];
  const g = useNftGallery(walletChains);
  const [open, setOpen] = useState<WalletNft | null>(null);
  if (!wallet) return null;
  const items = g.state?.data ?? [];
  return (
    <>
      <h1>NFTs</h1>
      <div className={styles.toolbar}>
        {g.chains.length ? (
          <Select
            label="Chain"
            value={g.chain ?? ''}
            onChange={(e) => g.setChain(e.target.value)}
            options={g.chains.map((c) => ({ value: c, label: chainNames.get(c) ?? c }))}
          />
        ) : null}
        <Button variant="ghost" size="s" onClick={g.reload} busy={!!g.state?.loading} disabled={!g.chain}>
          Refresh
        </Button>
      </div>
      {g.chains.length === 0 ? (
        <p>
          Add a coin of an NFT chain (Ethereum, Polygon, Base, Arbitrum, Optimism or Solana) to see its NFTs.
        </p>
      ) : null}
      {g.state?.error ? (
        <Notice kind="error">
          <p data-testid="nft-error">NFTs could not be read: {g.state.error}</p>
        </Notice>
      ) : null}
      <ul className={styles.grid} aria-label="NFT gallery">
        {items.map((n) => {
          const picture = safeImage(n.image);
          return (
            <li key={`${n.contract}:${n.tokenId}`}>
              <button type="button" className={styles.card} onClick={() => setOpen(n)}>
                {picture ? (
                  <img className={styles.picture} src={picture} alt="" loading="lazy" />
                ) : (
                  <span className={styles.picture} aria-hidden="true" />
                )}
                <span className={styles.name}>{n.name ?? `#${n.tokenId}`}</span>
                <span className={styles.collection}>{n.collection ?? n.contract}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {g.state && !g.state.loading && !g.state.error && items.length === 0 ? (
        <p>No NFTs on this chain.</p>
      ) : null}
      {g.state?.loading ? <p aria-live="polite">Loading NFTs…</p> : null}
      {g.state?.cursor && !g.state.loading ? (
        <Button className={styles.more} variant="secondary" onClick={g.loadMore}>
          Load more
        </Button>
      ) : null}
      <NftDetail nft={open} onClose={() => setOpen(null)} />
    </>
  );
}
