/** The shape of the Bitcoin family's wallet signer, apart from the key derivation that builds it. */
import type { Signer } from '../../../adapter-types';

export interface UtxoKey {
  address: string;
  /** Derivation path, absent for an imported WIF key. */
  derivePath?: string;
  /** Compressed (or, for an uncompressed WIF on P2PKH, uncompressed) public key. */
  publicKey: Uint8Array;
}

export interface UtxoWalletSigner extends Signer {
  readonly utxoWallet: true;
  /** The wallet's addresses, first the main (receive index 0) one. */
  readonly keys: readonly UtxoKey[];
  /** The 32-byte private key of one of `keys`; used by sign() only, never logged. */
  privateKeyFor(address: string): Uint8Array;
}

export function isUtxoWalletSigner(s: unknown): s is UtxoWalletSigner {
  return typeof s === 'object' && s !== null && (s as UtxoWalletSigner).utxoWallet === true;
}
