/**
 * Signers from the vault session (keys leave the vault only here, and only in memory): EVM chains
 * sign with the active address's key; Bitcoin-family chains with the wallet signer across the
 * account's derived receive and change addresses.
 */
import {
  evmHelpers,
  getChain,
  walletSignerFromSeed,
  walletSignerFromWif,
  type Signer,
} from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import type { WalletCoin } from '../store/types';
import { VaultError } from '../vault/errors';
import type { SignerSource } from './flowEnv';
import type { WalletSession } from './session';

function hexBytes(hex: string): Uint8Array {
  const h = hex.replace(/^0x/, '');
  return Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
}

export function sessionSigners(session: WalletSession): SignerSource {
  return async (walletId: string, coin: WalletCoin): Promise<Signer> => {
    const chain = getChain(coin.chain_name);
    if (chain.family === 'evm') {
      const account = session.signerFor(walletId, coin.chain_name);
      const { softwareSigner } = await evmHelpers();
      return softwareSigner(hexBytes(account.privateKey));
    }
    if (chain.family === 'utxo') {
      const wallet = session.wallet(walletId);
      if (wallet.isImportWalletWithPrivateKey || coin.secretRef) {
        const account = session.signerFor(walletId, coin.chain_name);
        return walletSignerFromWif(chain, session.network, account.privateKey);
      }
      const seed = session.seedFor(wallet.secretRef);
      const signer = walletSignerFromSeed(
        chain,
        session.network,
        seed,
        coin.derivePath ? { path: coin.derivePath } : {},
      );
      // Its first address is the coin's: else fees and sends would count someone else's coins.
      if (signer.keys[0]?.address !== coin.address)
        throw new VaultError('The derived key does not match the coin address');
      return signer;
    }
    throw new WalletRuleError(MESSAGES.chainNotSupported);
  };
}
