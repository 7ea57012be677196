/**
 * A Solana NFT through the wallet's one send pipeline on Solana's devnet node (litesvm behind its
 * JSON-RPC endpoint): the gallery's item (the provider's asset id is the mint; `contract` is the
 * collection) is selected, its fee estimated and sent (kind 'nft') with the NFT success toast, and
 * the receiver's account on the chain holds it. A programmable NFT is refused at the estimate with
 * the adapter's words, and nothing moves.
 */
import { associatedTokenAddress, startSolanaDevnet, writeTestNft, type SolanaDevnet } from '@kestrel/devnet';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferActions } from '../store/slices/transfer';
import { clearNftSelection, selectNftToSend, type WalletNft } from './nfts';
import { estimateTransferFee } from './estimateTransferFee';
import { sendTransfer } from './sendTransfer';
import { chainSession, type ChainSession } from './testing/chainSession';
import { SEND_TOASTS, SUCCESS_TEXT } from './toasts';

/** A receiver with nothing on the chain yet (its token account is created by the send). */
const RECEIVER = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));

let devnet: SolanaDevnet;
let s: ChainSession['s'];
let env: ChainSession['env'];
let toast: ChainSession['toast'];

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
  // The devnet's genesis funds m/44'/501'/0'/0' of the published Hardhat phrase.
  ({ s, env, toast } = await chainSession('solana', devnet.rpcUrl));
}, 120_000);
afterAll(async () => {
  s?.lock();
  await devnet?.stop();
});

/** The wallet's one coin (created with Solana alone). */
const coin = () => s.store.getState().wallets.allWallets[0]!.coins[0]!;

/** The owner's associated token account of `mint` (SPL Token), as the devnet derives it. */
const ata = (owner: string, mint: string): Promise<string> => associatedTokenAddress(owner, mint);

/** The gallery's item as the product API gives it for a DAS asset. */
const galleryItem = (mint: string): WalletNft => ({
  chain_name: 'solana',
  contract: 'CoLLection1111111111111111111111111111111111',
  tokenId: mint,
  standard: 'SOLANA',
  name: 'Kestrel Test NFT',
  collection: 'Kestrel Test Collection',
  image: null,
  balance: '1',
  metadata: null,
});

const heldBy = async (owner: string, mint: string): Promise<bigint> => {
  const info = devnet.chain.svm.getAccount((await ata(owner, mint)) as never);
  return info.exists ? new DataView(info.data.buffer, info.data.byteOffset).getBigUint64(64, true) : 0n;
};

describe('Solana NFTs through the send pipeline (Solana devnet)', () => {
  it('estimates and sends the NFT with the NFT success toast; the receiver holds it', async () => {
    const mint = await writeTestNft(devnet.chain, coin().address);
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin()._id, amount: '0', toAddress: RECEIVER }),
    );
    const ref = selectNftToSend(env, galleryItem(mint));
    expect(ref).toEqual({ standard: 'SOLANA', contract: mint, tokenId: mint });
    const estimate = await estimateTransferFee(env, { kind: 'nft', nft: ref });
    expect(estimate.ok && estimate.prepared.fee > 5000n).toBe(true);
    toast.toasts.length = 0;
    const r = await sendTransfer(env);
    expect(r).toMatchObject({ status: 3, success: true });
    expect(toast.toasts.at(-1)).toMatchObject({ title: SEND_TOASTS.success, text: SUCCESS_TEXT.nft });
    expect(await heldBy(RECEIVER, mint)).toBe(1n);
    expect(await heldBy(coin().address, mint)).toBe(0n);
    clearNftSelection(env);
  });

  it("refuses a programmable NFT at the estimate with the adapter's words; nothing moves", async () => {
    const mint = await writeTestNft(devnet.chain, coin().address, { frozen: true });
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin()._id, amount: '0', toAddress: RECEIVER }),
    );
    const ref = selectNftToSend(env, galleryItem(mint));
    const estimate = await estimateTransferFee(env, { kind: 'nft', nft: ref });
    expect(estimate).toMatchObject({ ok: false, error: expect.stringContaining('programmable NFT') });
    expect(await heldBy(coin().address, mint)).toBe(1n);
    clearNftSelection(env);
  });
});
