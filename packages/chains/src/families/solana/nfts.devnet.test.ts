/**
 * Solana NFTs on litesvm through the adapter: an SPL mint of supply one and no decimals, held in
 * the owner's associated account, is sent whole to a new owner (the receiver's account created in
 * the same transaction, its rent in the fee) and the token program accepts it. Refused before
 * anything is signed, with words a person can act on: a programmable NFT (its account frozen), an
 * id with no mint account (a compressed NFT or a Core asset), a mint with decimals, an amount
 * other than one, an EVM-style reference. Mints and accounts are written into the bank as the
 * devnet's genesis does.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetRef } from '../../adapter-types';
import type { SolanaAdapter } from './index';
import { NFT_HAS_DECIMALS, NFT_NOT_A_MINT, NFT_PROGRAMMABLE, NFT_WHOLE } from './logic/prepare-nft';
import { PROGRAM } from './logic/rules';
import { putAccount, putTokenHolding } from './testing/bank';
import { devnetAdapter, devnetSigner, freshSigner, rpc, startTestSolana, submit } from './testing/devnet';

let devnet: SolanaDevnet;
let adapter: SolanaAdapter;
beforeAll(async () => {
  devnet = await startTestSolana();
  adapter = devnetAdapter(devnet, { tokenListApis: [] });
});
afterAll(() => devnet?.stop());

/**
 * An SPL mint (82 bytes: supply, decimals, initialized) and `holder`'s associated account holding
 * `amount`, frozen when asked (as Metaplex holds a programmable NFT's account); returns the mint.
 */
function newMint(holder: string, o: { decimals?: number; amount?: bigint; frozen?: boolean } = {}): string {
  const mint = freshSigner().address;
  const amount = o.amount ?? 1n;
  const data = new Uint8Array(82);
  new DataView(data.buffer).setBigUint64(36, amount, true);
  data[44] = o.decimals ?? 0;
  data[45] = 1;
  putAccount(devnet, mint, data, PROGRAM.token);
  putTokenHolding(devnet, { mint, holder, amount, program: PROGRAM.token, frozen: o.frozen });
  return mint;
}

const nft = (mint: string): AssetRef => ({ kind: 'nft', standard: 'SOLANA', contract: mint });

describe('Solana NFTs on litesvm', () => {
  it('sends an NFT whole: the receiver account is created, its rent is in the fee, the program accepts it', async () => {
    const signer = await devnetSigner(devnet, 0);
    const mint = newMint(signer.address);
    const to = freshSigner().address;
    const prepared = await adapter.prepareTransfer({
      from: signer.address,
      to,
      amount: 1n,
      asset: nft(mint),
    });
    const rent = BigInt((await rpc(devnet, 'getMinimumBalanceForRentExemption', [165])).result as number);
    const units = BigInt(prepared.view.estimateGas!);
    expect(prepared.fee).toBe(5000n + (prepared.price * units + 999_999n) / 1_000_000n + rent);
    const [solBefore] = await adapter.getBalances(signer.address);
    const { receipt } = await submit(adapter, prepared, signer);
    expect(receipt).toMatchObject({ success: true });
    const [solAfter] = await adapter.getBalances(signer.address);
    expect(solBefore!.amount - solAfter!.amount).toBe(prepared.fee);
    expect((await adapter.getBalances(to, { tokens: [mint] }))[1]).toMatchObject({ amount: 1n, decimals: 0 });
    expect((await adapter.getBalances(signer.address, { tokens: [mint] }))[1]!.amount).toBe(0n);
    // Sent on: the new owner's account now holds it, and the first owner no longer can.
    await expect(
      adapter.prepareTransfer({ from: signer.address, to, amount: 1n, asset: nft(mint) }),
    ).rejects.toThrow('Insufficient balance');
  });

  type MintOptions = { decimals?: number; amount?: bigint; frozen?: boolean };
  it.each<[string, MintOptions, bigint, string]>([
    ['a programmable NFT (its account frozen)', { frozen: true }, 1n, NFT_PROGRAMMABLE],
    ['a mint with decimals', { decimals: 6, amount: 5n }, 1n, NFT_HAS_DECIMALS],
    ['an amount other than one', {}, 2n, NFT_WHOLE],
  ])('refuses %s before signing, and moves nothing', async (_, mintOptions, amount, text) => {
    const signer = await devnetSigner(devnet, 1);
    const mint = newMint(signer.address, mintOptions);
    const to = freshSigner().address;
    const [before] = await adapter.getBalances(signer.address);
    await expect(
      adapter.prepareTransfer({ from: signer.address, to, amount, asset: nft(mint) }),
    ).rejects.toThrow(text);
    const after = await adapter.getBalances(signer.address, { tokens: [mint] });
    expect(after[0]!.amount).toBe(before!.amount);
    expect(after[1]!.amount).toBe(mintOptions.amount ?? 1n);
  });

  it('refuses an id with no mint account (compressed or Core) and an EVM-style reference', async () => {
    const signer = await devnetSigner(devnet, 1);
    const to = freshSigner().address;
    const asset = nft(freshSigner().address);
    await expect(adapter.prepareTransfer({ from: signer.address, to, amount: 1n, asset })).rejects.toThrow(
      NFT_NOT_A_MINT,
    );
    const mint = newMint(signer.address);
    const evm: AssetRef = { kind: 'nft', standard: 'ERC721', contract: mint, tokenId: 1n };
    await expect(
      adapter.prepareTransfer({ from: signer.address, to, amount: 1n, asset: evm }),
    ).rejects.toThrow('A Solana NFT is sent by its mint (standard SOLANA), not as ERC721');
    await expect(
      adapter.prepareTransfer({ from: signer.address, to, amount: 1n, asset: nft('not-a-mint') }),
    ).rejects.toThrow('Invalid NFT mint address');
  });
});
