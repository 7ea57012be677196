/**
 * Solana NFTs: an SPL (or Token-2022) mint with no decimals, held as one token, sent whole as a
 * token transfer (the receiver's associated account created in the same transaction, its rent in
 * the fee). What a plain transfer cannot move is refused before anything is signed, with words a
 * person can act on: a compressed NFT or a Core asset has no mint account (their programs move
 * them), and a programmable NFT's token account is frozen by Metaplex's Token Metadata program,
 * which alone may move it.
 */
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import type { SolanaContext } from './context';
import { cacheMint, decodeMint } from './mint';
import { checkMint, prepareToken } from './prepare-token';

export const NFT_NOT_A_MINT =
  'This NFT has no SPL mint (a compressed NFT or a Core asset): Kestrel cannot send it yet';
export const NFT_PROGRAMMABLE =
  'This is a programmable NFT (its token account is locked by Metaplex): Kestrel cannot send it yet';
export const NFT_HAS_DECIMALS = 'This mint has decimals: it is a token, not an NFT';
export const NFT_WHOLE = 'An NFT is sent whole: the amount is 1';

export async function prepareNft(
  ctx: SolanaContext,
  intent: TxIntent,
  memo: { memo?: string },
  o: PrepareOptions,
): Promise<PreparedTransfer> {
  const asset = intent.asset;
  if (asset?.kind !== 'nft') throw new Error('Not an NFT send');
  if (asset.standard !== 'SOLANA')
    throw new Error(`A Solana NFT is sent by its mint (standard SOLANA), not as ${asset.standard}`);
  const mint = checkMint(asset.contract, 'Invalid NFT mint address');
  if (intent.amount !== 1n) throw new Error(NFT_WHOLE);
  const account = await ctx.rpc.accountInfo(mint);
  if (!account || !decodeMint(account.owner, account.data[0])) throw new Error(NFT_NOT_A_MINT);
  const info = await cacheMint(ctx, mint, async () => account);
  if (info.decimals !== 0) throw new Error(NFT_HAS_DECIMALS);
  return prepareToken(ctx, intent, mint, memo, o, { frozen: NFT_PROGRAMMABLE });
}
