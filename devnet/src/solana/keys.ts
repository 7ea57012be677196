/**
 * The devnet's funded Solana accounts: the devnet phrase (Hardhat's published test mnemonic) at
 * Phantom's path m/44'/501'/{i}'/0' (SLIP-10 ed25519), so the same phrase opens them in Kestrel.
 */
import { createHmac, pbkdf2Sync } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder, type KeyPairSigner } from '@solana/kit';
import { addressBytes } from './layouts';

export interface SolanaDevnetAccount {
  index: number;
  address: string;
  /** base58 of seed || public key (Phantom's export format). */
  privateKey: string;
  signer: KeyPairSigner;
}

function slip10(seed: Buffer, path: number[]): Buffer {
  let I = createHmac('sha512', 'ed25519 seed').update(seed).digest();
  for (const index of path) {
    const data = Buffer.alloc(37);
    I.copy(data, 1, 0, 32);
    data.writeUInt32BE((index | 0x80000000) >>> 0, 33);
    I = createHmac('sha512', I.subarray(32)).update(data).digest();
  }
  return I.subarray(0, 32);
}

export async function solanaDevnetAccounts(mnemonic: string, count: number): Promise<SolanaDevnetAccount[]> {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const key = slip10(seed, [44, 501, index, 0]);
      const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(key));
      const secret = new Uint8Array(64);
      secret.set(key, 0);
      secret.set(addressBytes(signer.address), 32);
      return { index, address: signer.address, privateKey: getBase58Decoder().decode(secret), signer };
    }),
  );
}
