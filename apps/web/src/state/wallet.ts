/**
 * The ONLY module of the web shell that imports @kestrel/wallet. It is loaded on demand: the
 * package pulls in @kestrel/chains (every chain family), which the first paint does not need.
 */
import { installBufferGlobal } from './bufferGlobal';

export type WalletModule = typeof import('@kestrel/wallet');

let loading: Promise<WalletModule> | null = null;

export function loadWallet(): Promise<WalletModule> {
  loading ??= installBufferGlobal()
    .then(() => import('@kestrel/wallet'))
    .catch((e: unknown) => {
      loading = null; // a failed chunk load may succeed on the next try
      throw e;
    });
  return loading;
}
