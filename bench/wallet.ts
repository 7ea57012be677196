/**
 * Wallet vault benchmark: 20 wallets of 40 coins each. Unlock = KDF (PBKDF2-SHA256 at the
 * production 600,000 iterations) + decrypt + rehydrate; save = encrypt with the session key +
 * atomic file write with fsync (no KDF). Writes the "Wallet vault" section of docs/performance.md.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createWallet,
  createWalletStore,
  DEFAULT_KDF_POLICY,
  FileStorage,
  rehydrateStore,
  Vault,
  walletsActions,
  WalletSession,
  type Currency,
} from '@kestrel/wallet/node';
import { fmt, machine, measure, writePerfSection } from './measure';

const PASSWORD = 'benchmark password';
const WALLETS = 20;
const COINS_PER_WALLET = 40;
const noTimers = { setTimeout: () => null, clearTimeout: () => undefined };

function token(i: number): Currency {
  const contract = '0x' + i.toString(16).padStart(40, '0');
  return {
    _id: `ethereum:${contract}`,
    chain_name: 'ethereum',
    chain_symbol: 'ETH',
    symbol: `TK${i}`,
    name: `Token ${i}`,
    type: 'token',
    decimal: 18,
    status: true,
    contractAddress: contract,
  };
}

export async function benchWallet(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'kestrel-bench-'));
  try {
    const storage = new FileStorage(dir);
    const setup = await WalletSession.open(storage, PASSWORD, { create: true, timers: noTimers });
    for (let w = 0; w < WALLETS; w++) {
      await createWallet(setup, {}); // 5 default coins
      for (let i = 0; setup.store.getState().wallets.allWallets[w]!.coins.length < COINS_PER_WALLET; i++) {
        setup.store.dispatch(walletsActions.addCoin({ currency: token(i) }));
      }
    }
    await setup.save();
    const coins = setup.store.getState().wallets.allWallets.reduce((n, w) => n + w.coins.length, 0);
    const bytes = (await stat(storage.file)).size;

    const rows = [
      await measure(
        'unlock: KDF + decrypt + rehydrate',
        async () => (await WalletSession.open(storage, PASSWORD, { timers: noTimers })).lock(),
        7,
        1,
      ),
      await measure(
        'KDF + decrypt only (Vault.unlock)',
        async () => (await Vault.unlock(storage, PASSWORD)).lock(),
        7,
        1,
      ),
      await measure('rehydrate only (migrate + dispatch)', () =>
        rehydrateStore(createWalletStore(), setup.vault.state, noTimers),
      ),
      await measure('save: encrypt + write + fsync + rename', () => setup.save(), 15, 2),
    ];
    setup.lock();
    const table = [
      '| operation | median ms | min ms | runs |',
      '|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${fmt(r.medianMs)} | ${fmt(r.minMs)} | ${r.runs} |`),
    ].join('\n');
    const unlock = rows[0]!.medianMs;
    const save = rows[3]!.medianMs;
    const body =
      `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.\n\n` +
      `${WALLETS} wallets, ${coins} coins, vault file ${(bytes / 1024).toFixed(0)} KiB; KDF PBKDF2-SHA256, ${DEFAULT_KDF_POLICY.iterations.toLocaleString('en-US')} iterations (WebCrypto).\n\n` +
      `${table}\n\nUnlock ${fmt(unlock)} ms (target < 300 ms: ${unlock < 300 ? 'met' : 'missed'}); save ${fmt(save)} ms (target < 50 ms: ${save < 50 ? 'met' : 'missed'}).`;
    console.log(body);
    writePerfSection('Wallet vault', body);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchWallet();
