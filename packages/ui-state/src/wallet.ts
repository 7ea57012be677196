/**
 * The shells' door to @kestrel/wallet (./chains reaches the same module for its registry and
 * keys). It is loaded on demand, so the first paint does not carry it; chain families load later
 * still, each when a chain of it is used. The platform may prepare the runtime first.
 */
import { platform, type WalletModule } from './platform';

export type { WalletModule };

let loading: Promise<WalletModule> | null = null;

export function loadWallet(): Promise<WalletModule> {
  loading ??= Promise.resolve()
    .then(() => platform().prepareWallet?.())
    .then(() => import('@kestrel/wallet'))
    .catch((e: unknown) => {
      loading = null; // a failed chunk load may succeed on the next try
      throw e;
    });
  return loading;
}
