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
  /**
   * An HD account's key at branch (0 receive, 1 change) and index, added to `keys` so that
   * sign() finds it. Absent for an imported key (one address, no account).
   */
  derive?(branch: 0 | 1, index: number): UtxoKey;
  /** Names the account for discovery caches (its account path and first receive address). */
  readonly accountId?: string;
}

export function isUtxoWalletSigner(s: unknown): s is UtxoWalletSigner {
  return typeof s === 'object' && s !== null && (s as UtxoWalletSigner).utxoWallet === true;
}
