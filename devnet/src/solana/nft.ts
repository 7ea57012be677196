/**
 * A test NFT in the devnet's bank: an SPL mint of supply one and no decimals, held in `owner`'s
 * associated token account, as a marketplace mint would leave it. `frozen` freezes that account,
 * as Metaplex holds a programmable NFT's, so a wallet's refusal can be tried.
 */
import { generateKeyPairSigner, type Address } from '@solana/kit';
import type { SolanaEmulator } from './emulator';
import { associatedTokenAddress } from './genesis';
import { mintData, PROGRAM, tokenAccountData } from './layouts';

export async function writeTestNft(
  chain: SolanaEmulator,
  owner: string,
  o: { frozen?: boolean } = {},
): Promise<string> {
  // A key pair's address, as mints are made (on the curve, like any wallet address).
  const mint = (await generateKeyPairSigner()).address;
  const put = (at: string, data: Uint8Array) =>
    chain.svm.setAccount({
      address: at as Address,
      data,
      executable: false,
      lamports: chain.svm.minimumBalanceForRentExemption(BigInt(data.length)) as never,
      programAddress: PROGRAM.token as Address,
      space: BigInt(data.length),
    });
  put(mint, mintData(owner, 1n, 0));
  const account = tokenAccountData(mint, owner, 1n);
  if (o.frozen) account[108] = 2; // AccountState::Frozen
  put(await associatedTokenAddress(owner, mint), account);
  return mint;
}
