/**
 * Signers from the vault session (keys leave the vault only here, and only in memory). The coin's
 * family builds the signer: from the coin's own account, or from the wallet's phrase and the
 * coin's path where the family spends from many addresses.
 */
import { getChain, loadFamilyOf, type Signer } from '@kestrel/chains';
import type { WalletCoin } from '../store/types';
import type { SignerSource } from './flowEnv';
import type { WalletSession } from './session';

export function sessionSigners(session: WalletSession): SignerSource {
  return async (walletId: string, coin: WalletCoin): Promise<Signer> => {
    const chain = getChain(coin.chain_name);
    const family = await loadFamilyOf(chain);
    const wallet = session.wallet(walletId);
    const ownKey = wallet.isImportWalletWithPrivateKey || Boolean(coin.secretRef);
    return family.createSigner({
      chain,
      network: session.network,
      address: coin.address,
      account: () => session.signerFor(walletId, coin.chain_name),
      ...(ownKey
        ? {}
        : {
            seed: {
              material: session.seedFor(wallet.secretRef),
              ...(coin.derivePath ? { path: coin.derivePath } : {}),
            },
          }),
    });
  };
}
