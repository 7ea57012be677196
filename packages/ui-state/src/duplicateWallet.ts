/**
 * The same secret imported twice would give two wallets with the same coins: refused, naming the
 * wallet that already holds it. Phrases are compared word for word; a private key by the address
 * it gives on its chain (so "0x…" and the bare hex of one key are the same wallet).
 */
import type { WalletSession as CoreSession } from '@kestrel/wallet';
import type { NewWalletSecret } from './types';

export class DuplicateWalletError extends Error {
  override name = 'DuplicateWalletError';
  constructor(
    readonly walletIndex: number,
    readonly walletName: string,
    kind: NewWalletSecret['kind'],
  ) {
    super(
      `This ${kind === 'mnemonic' ? 'recovery phrase' : 'private key'} is already in Kestrel as the wallet “${walletName}”: open that wallet instead.`,
    );
  }
}

const words = (phrase: string) => phrase.trim().toLowerCase().split(/\s+/).join(' ');

/**
 * The index of the wallet that already holds this secret, or -1. `addressOf` gives a private
 * key's address on its chain (the chains package, loaded by the caller).
 */
export function walletWithSecret(
  core: CoreSession,
  secret: NewWalletSecret,
  addressOf: (chain_name: string, privateKey: string) => string,
): number {
  const wallets = core.store.getState().wallets.allWallets;
  if (secret.kind === 'mnemonic') {
    const phrase = words(secret.phrase);
    return wallets.findIndex((w) => {
      if (w.isImportWalletWithPrivateKey) return false;
      const entry = core.vault.getSecret(w.secretRef);
      return entry.kind === 'mnemonic' && !entry.passphrase && words(entry.phrase) === phrase;
    });
  }
  let address: string;
  try {
    address = addressOf(secret.chain_name, secret.privateKey).toLowerCase();
  } catch {
    return -1; // not a key of this chain: creating the wallet refuses it with the reason
  }
  return wallets.findIndex(
    (w) =>
      w.isImportWalletWithPrivateKey &&
      w.coins.some((c) => c.chain_name === secret.chain_name && c.address.toLowerCase() === address),
  );
}
