/**
 * A test NFT in the devnet's bank: an SPL mint of supply one and no decimals, held in `owner`'s
 * associated token account, as a marketplace mint would leave it. `frozen` freezes that account,
 * as Metaplex holds a programmable NFT's, so a wallet's refusal can be tried.
 */
import { generateKeyPairSigner } from '@solana/kit';
import type { SolanaEmulator } from './emulator';
import { associatedTokenAddress, putTokenAccount } from './genesis';
import { mintData, tokenAccountData } from './layouts';

export async function writeTestNft(
  chain: SolanaEmulator,
  owner: string,
  o: { frozen?: boolean } = {},
): Promise<string> {
  // A key pair's address, as mints are made (on the curve, like any wallet address).
  const mint = (await generateKeyPairSigner()).address;
  putTokenAccount(chain, mint, mintData(owner, 1n, 0));
  const account = tokenAccountData(mint, owner, 1n);
  if (o.frozen) account[108] = 2; // AccountState::Frozen
  putTokenAccount(chain, await associatedTokenAddress(owner, mint), account);
  return mint;
}
