/**
 * Family reads (issues #13–#15, "Speed"): for each family chain with a devnet node, a cold balance
 * refresh (native coin + the node's tokens) and a history page, through a loopback proxy that adds
 * 200 ms to every request, counted in latencies (elapsed / 200 ms; target ≤ 1.5) and requests.
 * Where the library a user would pick instead is installed, it reads the same through the same proxy.
 * Run: npm run bench -- families [chain ...]   (writes the "## Family reads" section)
 * Adding a family: one entry in FAMILY_BENCHES.
 */
import {
  startAptosDevnet,
  startCardanoDevnet,
  startHederaDevnet,
  startFilecoinDevnet,
  startCosmosDevnet,
  startPolkadotDevnet,
  startRippleDevnet,
  startSolanaDevnet,
  startStellarDevnet,
  startTezosDevnet,
  startTonDevnet,
  startTronDevnet,
} from '@kestrel/devnet';
import { deriveAccount, getChain, loadFamilies, seedFromMnemonic } from '@kestrel/chains';
import type { AdapterConfig, ChainAdapter } from '../packages/chains/src/adapter-types';
import { loadFamilyOf } from '../packages/chains/src/families/registry';
import { REFERENCES, type ReferenceRead } from './family-references';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy';
import { machineDetail, readPerfSection, writePerfSection } from './measure';

const LATENCY_MS = 200;
const RUNS = 5;
const TARGET = 1.5;
/** A published test phrase (BIP-39 test vectors); never a real wallet. */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

export interface BenchNode {
  /** The node's base URL, as the family's devnet profile takes it (adapterConfig({rpc})). */
  rpcUrl: string;
  /** Token references getBalances reads along with the native coin (the node's test tokens). */
  tokens?: string[];
  stop(): Promise<void>;
}

export interface FamilyBench {
  /** The registry chain_name; its family's devnet profile makes the adapter settings. */
  chain: string;
  /** Starts the chain's devnet node on a free port, writing no info file. */
  start(): Promise<BenchNode>;
  /** Whole coins per faucet call (two calls make the history); 20 by default. */
  fund?: number;
  /** The faucet's `token` field that funds the first of the node's tokens too (when it can). */
  fundToken?: string | true;
}

export const FAMILY_BENCHES: FamilyBench[] = [
  {
    chain: 'solana',
    start: async () => {
      const n = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
      return { rpcUrl: n.rpcUrl, tokens: [n.genesis.token.mint], stop: () => n.stop() };
    },
  },
  {
    chain: 'ton',
    start: async () => {
      const n = await startTonDevnet({ port: 0, infoFile: false });
      return { rpcUrl: n.rpcUrl, tokens: [n.jettonMaster], stop: () => n.stop() };
    },
    fundToken: true,
  },
  {
    chain: 'stellar',
    start: async () => {
      const n = await startStellarDevnet({ port: 0, infoFile: false, accounts: 1 });
      return { rpcUrl: n.rpcUrl, tokens: [n.assets.KUSD], stop: () => n.stop() };
    },
  },
  { chain: 'ripple', fund: 50, start: () => startRippleDevnet({ port: 0, infoFile: false }) },
  {
    chain: 'tron',
    start: async () => {
      const n = await startTronDevnet({ port: 0, infoFile: false });
      return { rpcUrl: n.rpcUrl, tokens: [n.token.address], stop: () => n.stop() };
    },
    fundToken: true,
  },
  { chain: 'cardano', start: () => startCardanoDevnet({ port: 0, infoFile: false }) },
  { chain: 'cosmos', start: () => startCosmosDevnet({ chain: 'cosmos', port: 0, infoFile: false }) },
  {
    chain: 'thorchain',
    start: () => startCosmosDevnet({ chain: 'thorchain', port: 0, infoFile: false }),
  },
  { chain: 'polkadot', start: () => startPolkadotDevnet({ port: 0, infoFile: false }) },
  { chain: 'tezos', start: () => startTezosDevnet({ port: 0, infoFile: false }) },
  { chain: 'hedera', start: () => startHederaDevnet({ port: 0, infoFile: false }) },
  { chain: 'filecoin', start: () => startFilecoinDevnet({ port: 0, infoFile: false }) },
  { chain: 'aptos', start: () => startAptosDevnet({ port: 0, infoFile: false }) },
];

interface Reading {
  latencies: number;
  requests: number;
  /** Balances read (balance) or history rows on the page (history). */
  count: number;
}

interface Row {
  chain: string;
  reader: string;
  balance?: Reading;
  /** A second refresh on the same adapter. */
  again?: Reading;
  history?: Reading;
  /** A second history page on the same adapter. */
  historyAgain?: Reading;
  /**
   * The app's path: the first history page on a new adapter configured as the app's session makes
   * it (warmHistory), opened the moment its first balance refresh resolves.
   */
  historyApp?: Reading;
}

/** Runs `read` RUNS times after one warm-up (which loads the code); the median run's figures. */
function timed(proxy: LatencyProxy, read: () => Promise<number>): Promise<Reading> {
  return timedAfter(proxy, async () => undefined, read);
}

/** As `timed`, with an untimed `setup` before each run whose result `read` takes. */
async function timedAfter<T>(
  proxy: LatencyProxy,
  setup: () => Promise<T>,
  read: (prepared: T) => Promise<number>,
): Promise<Reading> {
  await read(await setup());
  const runs: Reading[] = [];
  for (let i = 0; i < RUNS; i++) {
    const prepared = await setup();
    proxy.reset();
    const t0 = performance.now();
    const count = await read(prepared);
    runs.push({ latencies: (performance.now() - t0) / LATENCY_MS, requests: proxy.requests, count });
  }
  runs.sort((a, b) => a.latencies - b.latencies);
  return runs[Math.floor(RUNS / 2)]!;
}

async function faucet(base: string, address: string, amount: bigint, token?: string | true): Promise<void> {
  const r = await fetch(`${base.replace(/\/+$/, '')}/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount: amount.toString(), ...(token ? { token } : {}) }),
  });
  if (!r.ok) throw new Error(`faucet: HTTP ${r.status} ${await r.text()}`);
}

async function benchOne(entry: FamilyBench): Promise<Row[]> {
  const chain = getChain(entry.chain);
  await loadFamilies([entry.chain]);
  const family = await loadFamilyOf(chain);
  if (!family.devnet) throw new Error(`${entry.chain}: its family has no devnet profile`);
  const { address } = deriveAccount(entry.chain, seedFromMnemonic(PHRASE), { network: 'devnet' });
  const node = await entry.start();
  let proxy: LatencyProxy | undefined;
  try {
    const units = BigInt(entry.fund ?? 20) * 10n ** BigInt(chain.decimals);
    for (let i = 0; i < 2; i++) await faucet(node.rpcUrl, address, units);
    if (entry.fundToken) await faucet(node.rpcUrl, address, units, entry.fundToken);
    proxy = await startLatencyProxy(node.rpcUrl, LATENCY_MS);
    const proxied = node.rpcUrl.replace(new URL(node.rpcUrl).origin, proxy.url);
    const tokens = node.tokens ?? [];
    const adapter = async (extra: Partial<AdapterConfig> = {}): Promise<ChainAdapter> =>
      (await family.createAdapter(chain, {
        network: 'devnet',
        ...family.devnet!.adapterConfig({ rpc: proxied }),
        ...extra,
      } as AdapterConfig)) as ChainAdapter;
    const p = proxy;
    const refresh = async (a: ChainAdapter) => {
      const bs = await a.getBalances(address, { tokens });
      const bad = bs.find((b) => b.state !== 'fresh');
      if (bad) throw new Error(`${entry.chain}: ${bad.symbol} is ${bad.state}: ${bad.error ?? ''}`);
      if (!(bs[0]!.amount > 0n)) throw new Error(`${entry.chain}: the funded balance reads 0`);
      if (entry.fundToken && !(bs[1]!.amount > 0n))
        throw new Error(`${entry.chain}: the funded token reads 0`);
      return bs.length;
    };
    const balance = await timed(p, async () => refresh(await adapter()));
    // The next refresh on the same adapter: what stays known between refreshes is not read again.
    const kept = await adapter();
    const again = await timed(p, () => refresh(kept));
    const page = async (a: ChainAdapter) => {
      const read = await a.getHistory(address);
      if (read.items.length === 0) throw new Error(`${entry.chain}: the history page is empty`);
      return read.items.length;
    };
    const history = await timed(p, async () => page(await adapter()));
    // The next page on the same adapter: transactions that cannot change are not read again.
    const historyAgain = await timed(p, () => page(kept));
    // The app's path (ui-state flows.ts): its adapters warm history, and the session's balance
    // refresh comes before any history screen; the page is opened the moment the refresh resolves.
    const historyApp = await timedAfter(
      p,
      async () => {
        const a = await adapter({ warmHistory: true });
        await refresh(a);
        return a;
      },
      page,
    );
    const rows: Row[] = [
      { chain: entry.chain, reader: 'Kestrel', balance, again, history, historyAgain, historyApp },
    ];
    const ref: ReferenceRead | undefined = REFERENCES[entry.chain];
    if (ref) {
      rows.push({
        chain: entry.chain,
        reader: ref.name,
        ...(ref.balance ? { balance: await timed(p, () => ref.balance!(proxied, address, tokens)) } : {}),
        ...(ref.history ? { history: await timed(p, () => ref.history!(proxied, address)) } : {}),
      });
    }
    return rows;
  } finally {
    await proxy?.close();
    await node.stop();
  }
}

const cell = (r: Reading | undefined) =>
  r ? `${r.latencies.toFixed(2)} | ${r.requests} | ${r.count}` : '— | — | —';
/** The target holds for what a user waits for: the balance refresh, and the history page the app opens. */
const verdict = (r: Row) =>
  r.reader !== 'Kestrel'
    ? 'reference'
    : Math.max(r.balance!.latencies, r.historyApp!.latencies) <= TARGET
      ? 'met'
      : '**over**';
const pair = (r: Reading | undefined) => (r ? `${r.latencies.toFixed(2)} | ${r.requests}` : '— | —');

const HEAD = [
  '| chain | reader | balance latencies | balance requests | balances | again: latencies | again: requests | history latencies | history requests | rows | history again: latencies | history again: requests | history in the app: latencies | history in the app: requests | ≤ 1.5 | date |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

export async function benchFamilies(only: string[] = []): Promise<void> {
  const chosen = FAMILY_BENCHES.filter((e) => only.length === 0 || only.includes(e.chain));
  const date = new Date().toISOString().slice(0, 10);
  const fresh: string[] = [];
  const failures: string[] = [];
  for (const entry of chosen) {
    try {
      for (const r of await benchOne(entry)) {
        const line = `| ${r.chain} | ${r.reader} | ${cell(r.balance)} | ${pair(r.again)} | ${cell(r.history)} | ${pair(r.historyAgain)} | ${pair(r.historyApp)} | ${verdict(r)} | ${date} |`;
        console.log(line);
        fresh.push(line);
      }
    } catch (e) {
      failures.push(entry.chain);
      console.error(`${entry.chain}: ${(e as Error).stack ?? String(e)}`);
    }
  }
  // Rows of chains not run this time stay as they were (a filtered run updates its own rows only).
  const measured = new Set(chosen.map((e) => e.chain).filter((c) => !failures.includes(c)));
  const kept = (readPerfSection('Family reads') ?? '')
    .split('\n')
    .filter((l) => /^\| [a-z_]+ \|/.test(l) && !measured.has(l.split('|')[1]!.trim()))
    .filter((l) => !l.startsWith('| chain |'));
  const order = (l: string) => FAMILY_BENCHES.findIndex((e) => e.chain === l.split('|')[1]!.trim());
  const rows = [...kept, ...fresh].sort((a, b) => order(a) - order(b));
  writePerfSection(
    'Family reads',
    `${BODY(machineDetail())}\n\n${[...HEAD, ...rows].join('\n')}\n\n${NOTES}`,
  );
  if (failures.length) throw new Error(`family reads failed for ${failures.join(', ')}`);
}

const BODY = (m: string) =>
  `Machine: ${m}. Each chain's devnet node runs on loopback behind a proxy (bench/latency-proxy.ts) that holds every HTTP request ${LATENCY_MS} ms before passing it on; "latencies" is the elapsed time / ${LATENCY_MS} ms, median of ${RUNS} runs after one warm-up, each run with a new adapter (nothing cached). Balance: getBalances for the native coin and the node's test tokens; history: the first page of getHistory on a new adapter with nothing before it (the CLI's \`kestrel history\`); history in the app: the first page on a new adapter made as the app's session makes it (\`warmHistory\`), asked the moment its first balance refresh resolves (the session refreshes balances at unlock, before any history screen can open); the ≤ 1.5 verdict is on the balance and the history in the app. Requests: how many the proxy saw in that run (a JSON-RPC batch is one request).`;

const NOTES = `Notes:

- A call is one HTTP request. Every family's provider talks HTTP (Polkadot's JSON-RPC included), so the proxy has no WebSocket side; for a WebSocket RPC a call would be one JSON-RPC message (a batch array counting once), held before it is passed on.
- "again" is a second refresh on the same adapter: what never changes (a TON jetton wallet's address, token metadata) is not read again; "history again" is a second history page on the same adapter: transactions that cannot change any more (Solana finalized, Aptos committed) are not read again.
- Above 1.5 by the nature of the calls the spec names: **TON with a jetton**, cold — one round trip (4 requests at once: the TON balance, the indexer's jetton/wallets for the owner, and the master's get_wallet_address, which checks the listed wallet, and get_jetton_data, both kept for "again"); the TON sandbox runs each get-method in its TVM emulator on this shared CPU, which adds about a latency: with the requests timed one by one through the proxy, all four leave within a millisecond of each other, and the sandbox answers the two get-methods 100–490 ms after it gets them (the balance and jetton/wallets in 35–160 ms), so nothing waits for another request (ton/balance-round-trip.test.ts holds every request until all four are sent); on toncenter the get-methods run on its servers. **Solana and Aptos history on a new adapter with nothing before it** (the CLI's one-shot \`kestrel history\`) — two dependent round trips: the address's signatures, then their parsed transactions (one JSON-RPC batch), as for @solana/kit in the row below (Solana's JSON-RPC has no call that gives both); the indexer's account_transactions, then the node's transactions by version (the indexer holds no transaction hash, which the spec's link and url need, and the node's account transactions list only what the account sent). In the app the session's adapters warm history (\`warmHistory\`, docs/solana.md and docs/aptos.md): the balance refresh, which comes first, carries the page's signatures in its own batch (Solana) or asks the page's indexer query beside the balance (Aptos) and reads the transactions in the background; the page then costs its one fresh call ("history in the app").
- Fixed in this round: Stellar's history read each transaction's operations after the transactions (up to 5 round trips for a full page); it now reads the account's operations beside them (one round trip). TON's jetton balance read the wallet's address, then its state and data (two round trips); it now comes from the indexer's jetton/wallets beside the TON balance (one). Solana's balance read getBalance, the token accounts of both token programs and the mint as 4 requests (1.56 latencies cold, 3 requests again); they now go as one JSON-RPC batch beside the token-list search (2 requests cold, 1 again). EVM: see the EVM section (one Multicall3 call per network).
- References without a row (not installed, or not cheap against these nodes): Stellar — @stellar/stellar-sdk's Horizon Server (not installed; an account load is the same one GET /accounts/{id}); TON — @ton/ton's TonClient (not installed; a jetton balance takes the same two dependent get-method calls); Ripple — xrpl.js (installed) speaks WebSocket only, the devnet node JSON-RPC over HTTP; Cosmos and THORChain — CosmJS needs a Tendermint RPC, the devnet node is LCD-shaped; Cardano (Blockfrost SDK) and Tezos (Taquito) — not installed. Each of these reads a balance in one request, as Kestrel does.
- \`npm run bench -- families solana\` updates that chain's rows only; the others keep their date.`;

if (import.meta.url === `file://${process.argv[1]}`) await benchFamilies(process.argv.slice(2));
