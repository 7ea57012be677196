/**
 * `kestrel coins`: the web's coin sync, new-coin check and coin registration with the product API,
 * through the wallet package's flows (one rule, `planCoinSync`; nothing is decided here):
 * - check: `checkNewCoins`, what a sync would add per wallet now; changes nothing;
 * - sync: `syncCoins`, adds the catalogue's listed coins in one vault write and registers them
 *   (the spec's sync toasts are printed as the answer's `toasts`);
 * - register: `registerCreatedWallet`, a wallet's coins (created, or --imported).
 * The API is --api URL, else KESTREL_API_URL, else http://127.0.0.1:8787 (the API's local default).
 */
import {
  checkNewCoins,
  collectingToastSink,
  createCatalogueClient,
  createHttpClient,
  registerCreatedWallet,
  syncCoins,
  type WalletSession,
} from '@kestrel/wallet';
import { parseOptions, requireOption, type Command } from '../command';
import { CliError, type CliIO } from '../io';

export const DEFAULT_API_URL = 'http://127.0.0.1:8787';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0];

function apiUrl(io: CliIO, given: string | undefined): string {
  const url = given ?? io.env.KESTREL_API_URL ?? DEFAULT_API_URL;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CliError('--api must be an http(s) URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new CliError('--api must be an http(s) URL');
  return url.replace(/\/+$/, '');
}

async function openStore(io: CliIO, dir: string | undefined): Promise<WalletSession> {
  const password = io.env.KESTREL_PASSWORD;
  if (!password) throw new CliError('Set KESTREL_PASSWORD to open the wallet store');
  const { openWalletStore } = await import('@kestrel/wallet/node');
  const { session } = await openWalletStore({ dir, password });
  session.autoLock.stop(); // one-shot command: no timers
  return session;
}

export const coinsCommand: Command = {
  name: 'coins',
  summary: "Coin sync, the new-coin check and coin registration with the product API (the web's rules)",
  usage: [
    'kestrel coins check [--store DIR] [--api URL]        what a sync would add, per wallet (changes nothing)',
    'kestrel coins sync [--store DIR] [--api URL]         add the listed coins to every wallet but private-key imports, register them',
    "kestrel coins register --wallet NAME [--imported] [--store DIR] [--api URL]   register a wallet's coins",
    'Password in KESTREL_PASSWORD; the API is --api, else KESTREL_API_URL, else ' + DEFAULT_API_URL + '.',
  ],
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, {
      store: { type: 'string' },
      api: { type: 'string' },
      wallet: { type: 'string' },
      imported: { type: 'boolean' },
    });
    const [action, ...extra] = positionals;
    if (action !== 'check' && action !== 'sync' && action !== 'register')
      throw new CliError('Use: kestrel coins check|sync|register');
    if (extra.length) throw new CliError(`Unexpected argument "${extra[0]}"`);
    if (action !== 'register' && (values.wallet || values.imported))
      throw new CliError('--wallet and --imported are for coins register');
    const walletName = action === 'register' ? requireOption(values.wallet, 'wallet') : undefined;
    const catalogue = createCatalogueClient(createHttpClient({ baseUrl: apiUrl(io, values.api) }));
    const session = await openStore(io, values.store);
    try {
      const wallets = session.store.getState().wallets.allWallets;
      if (action === 'register') {
        const w = wallets.find((x) => x.walletName === walletName || x.id === walletName);
        if (!w) throw new CliError(`No wallet named "${walletName}" in the store`);
        try {
          const registered = await registerCreatedWallet(session, catalogue, w.id, {
            imported: !!values.imported,
          });
          io.json({ walletId: w.id, registered });
          return 0;
        } catch (e) {
          io.json({ error: errorText(e) });
          return 3;
        }
      }
      if (action === 'check') {
        let plan;
        try {
          ({ plan } = await checkNewCoins(session, catalogue));
        } catch (e) {
          io.json({ error: errorText(e) });
          return 3;
        }
        io.json({
          wallets: plan.map((p) => ({
            walletId: p.walletId,
            walletName: wallets.find((w) => w.id === p.walletId)?.walletName,
            coins: p.coins.map((c) => ({
              _id: c._id,
              chain_name: c.chain_name,
              symbol: c.symbol,
              contractAddress: c.contractAddress ?? null,
            })),
          })),
        });
        return 0;
      }
      const toast = collectingToastSink();
      try {
        const added = await syncCoins(session, catalogue, toast);
        io.json({ added, toasts: toast.toasts });
        return 0;
      } catch (e) {
        io.json({ error: errorText(e), toasts: toast.toasts });
        return 3;
      }
    } finally {
      session.lock();
    }
  },
};
