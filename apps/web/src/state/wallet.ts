/**
 * The web shell's door to @kestrel/wallet (./chains reaches the same module for its registry
 * and keys). It is loaded on demand, so the first paint does not carry it; chain families load
 * later still, each when a chain of it is used.
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
