/**
 * Coin sync while the wallet is unlocked, and registration of a new wallet's coins (issue #17
 * item 6), through the wallet package's flows: the new-coin check runs at unlock and on a timer,
 * and a sync (with the spec's sync toasts) follows only when it finds coins to add.
 */
import type { CoinSyncRunner, WalletSession as CoreSession } from '@kestrel/wallet';
import type { WebWalletSession } from './session';
import { flowToasts } from './platform';
import { loadWallet } from './wallet';

// ./catalogue is loaded on use: it imports hooks.ts, which loads this module (no import cycle).
const catalogueClient = () => import('./catalogue').then((m) => m.catalogueClient());

let running: { core: CoreSession; runner: Promise<CoinSyncRunner> } | null = null;

/**
 * Follows the session: starts the sync timer on unlock, stops it on lock or a network switch. The
 * session is passed in (hooks.ts), not imported: this module is also loaded before hooks.ts is.
 */
export function watchCoinSync(session: WebWalletSession): () => void {
  const follow = () => {
    const core = session.unlockedCore;
    if (running && running.core !== core) {
      void running.runner.then((r) => r.stop());
      running = null;
    }
    if (core && !running) {
      running = {
        core,
        runner: Promise.all([loadWallet(), catalogueClient()]).then(([mod, api]) =>
          mod.startCoinSync(core, api, flowToasts(), { onError: (m) => console.warn(`Coin sync: ${m}`) }),
        ),
      };
    }
  };
  follow();
  return session.subscribe(follow);
}

/**
 * Registers a wallet's coins with the product API once it is saved (a failure only warns), then
 * runs the new-coin check for it: the check at unlock may have run before the wallet existed (a
 * create or import unlocks the vault first), and waiting for the timer would leave the new wallet
 * without the listed coins for hours.
 */
export function registerNewWallet(core: CoreSession, walletId: string, imported: boolean): void {
  void Promise.all([loadWallet(), catalogueClient()])
    .then(([mod, api]) => mod.registerCreatedWallet(core, api, walletId, { imported }))
    .catch((e: unknown) => console.warn(`Coin registration: ${e instanceof Error ? e.message : String(e)}`))
    .then(() => checkAgain(core))
    .catch((e: unknown) => console.warn(`Coin sync: ${e instanceof Error ? e.message : String(e)}`));
}

/** A check after any one in flight (which may have started before the wallet was saved). */
async function checkAgain(core: CoreSession): Promise<void> {
  if (running?.core !== core) return;
  const runner = await running.runner;
  await runner.runNow();
  await runner.runNow();
}
