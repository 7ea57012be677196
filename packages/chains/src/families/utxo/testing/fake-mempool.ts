/**
 * Test support: an in-memory mempool.space-style API (esplora REST shapes) as a FetchLike, with
 * a latency per request and a log of the requests, for account discovery tests and the bench.
 * Nothing leaves the process. Coins are made-up outputs; transactions list what a test gives.
 */
import type { FetchLike } from '../../../net/http';

export interface FakeCoin {
  txid: string;
  vout: number;
  value: number;
  confirmed: boolean;
}

/** A transaction as a test describes it: who paid what to whom. */
export interface FakeTx {
  txid: string;
  vin: { address: string; value: number }[];
  vout: { address: string; value: number }[];
  confirmed: boolean;
  time?: number;
}

interface AddressState {
  coins: FakeCoin[];
  txs: FakeTx[];
  /** Transactions counted for the address (a spent-out address keeps its count). */
  txCount: number;
}

export interface FakeMempool {
  fetch: FetchLike;
  /** Gives the address a coin (one transaction). */
  fund(address: string, value: number, o?: { confirmed?: boolean }): FakeCoin;
  /** Marks an address used with nothing left on it (all spent). */
  spentOut(address: string): void;
  /** Lists a transaction in the history of every address it touches (and counts it there). */
  addTx(t: FakeTx): void;
  /** Paths requested, in order. */
  requests: string[];
  latencyMs: number;
}

let serial = 0;
const status = (t: FakeTx) =>
  t.confirmed
    ? { confirmed: true, block_height: 100, block_time: t.time ?? 1_700_000_000 }
    : { confirmed: false };
const esploraTx = (t: FakeTx) => ({
  txid: t.txid,
  vin: t.vin.map((i, n) => ({
    txid: 'ee'.repeat(32),
    vout: n,
    prevout: { scriptpubkey: '00', scriptpubkey_address: i.address, value: i.value },
  })),
  vout: t.vout.map((o) => ({ scriptpubkey: '00', scriptpubkey_address: o.address, value: o.value })),
  status: status(t),
});
const txidOf = (n: number) => n.toString(16).padStart(64, '0');
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeMempool(o: { latencyMs?: number } = {}): FakeMempool {
  const state = new Map<string, AddressState>();
  const of = (a: string) => {
    let s = state.get(a);
    if (!s) state.set(a, (s = { coins: [], txs: [], txCount: 0 }));
    return s;
  };
  const stats = (s: AddressState | undefined, confirmed: boolean) => {
    const coins = (s?.coins ?? []).filter((c) => c.confirmed === confirmed);
    const sum = coins.reduce((t, c) => t + c.value, 0);
    const count = confirmed
      ? (s?.txCount ?? 0) - (s?.coins.filter((c) => !c.confirmed).length ?? 0)
      : coins.length;
    return {
      funded_txo_count: coins.length,
      funded_txo_sum: sum,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: count,
    };
  };
  const fake: FakeMempool = {
    requests: [],
    latencyMs: o.latencyMs ?? 0,
    fund(address, value, f = {}) {
      const coin = { txid: txidOf(++serial), vout: 0, value, confirmed: f.confirmed ?? true };
      const s = of(address);
      s.coins.push(coin);
      s.txCount++;
      return coin;
    },
    addTx(t) {
      const touched = new Set([...t.vin, ...t.vout].map((x) => x.address));
      for (const a of touched) {
        of(a).txs.push(t);
        of(a).txCount++;
      }
    },
    spentOut(address) {
      const s = of(address);
      s.coins = [];
      s.txCount += 2;
    },
    async fetch(input) {
      const path = new URL(input).pathname.replace(/^\/api/, '');
      fake.requests.push(path);
      if (fake.latencyMs) await new Promise((r) => setTimeout(r, fake.latencyMs));
      let m: RegExpExecArray | null;
      if ((m = /^\/address\/([^/]+)$/.exec(path))) {
        const s = state.get(decodeURIComponent(m[1]!));
        return json({ address: m[1], chain_stats: stats(s, true), mempool_stats: stats(s, false) });
      }
      if ((m = /^\/address\/([^/]+)\/utxo$/.exec(path))) {
        const s = state.get(decodeURIComponent(m[1]!));
        return json(
          (s?.coins ?? []).map((c) => ({
            txid: c.txid,
            vout: c.vout,
            value: c.value,
            status: c.confirmed
              ? { confirmed: true, block_height: 100, block_time: 1_700_000_000 }
              : { confirmed: false },
          })),
        );
      }
      if ((m = /^\/address\/([^/]+)\/txs$/.exec(path))) {
        const s = state.get(decodeURIComponent(m[1]!));
        return json((s?.txs ?? []).map(esploraTx));
      }
      if (path === '/v1/fees/mempool-blocks') return json([{ medianFee: 10, feeRange: [1, 10] }]);
      return json({ error: 'not found' }, 404);
    },
  };
  return fake;
}
