/** Opens the encrypted wallet store for signing (--wallet NAME [--store DIR], KESTREL_PASSWORD). */
import type { NetworkName, OpenedWalletStore, Wallet } from '@kestrel/wallet/node';
import { CliError, type CliIO } from '../io';

export interface StoreWallet {
  opened: OpenedWalletStore;
  wallet: Wallet;
}

/** The named wallet of the store; the caller locks `opened.session` when done. */
export async function openStoreWallet(
  io: CliIO,
  values: { wallet?: string; store?: string; network?: NetworkName },
): Promise<StoreWallet> {
  const password = io.env.KESTREL_PASSWORD;
  if (!password) throw new CliError('Set KESTREL_PASSWORD to open the wallet store');
  const { openWalletStore } = await import('@kestrel/wallet/node');
  // The session's network puts the wallet's addresses on it (a devnet send signs devnet keys).
  const opened = await openWalletStore({ dir: values.store, password, network: values.network });
  opened.session.autoLock.stop(); // one-shot command: no timers
  const wallet = opened.store
    .getState()
    .wallets.allWallets.find((w) => w.walletName === values.wallet || w.id === values.wallet);
  if (!wallet) {
    opened.session.lock();
    throw new CliError(`No wallet named "${values.wallet}" in the store`);
  }
  return { opened, wallet };
}
