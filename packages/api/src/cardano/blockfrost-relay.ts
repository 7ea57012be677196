/**
 * The product API's Cardano address route (chain-adapters §7: GET /cardano/raw/address/{address},
 * balance coin and up to 20 transactions), served by relaying a Blockfrost-style upstream
 * (KESTREL_CARDANO_UPSTREAM, e.g. https://cardano-mainnet.blockfrost.io/api/v0; its key
 * KESTREL_CARDANO_KEY goes as the project_id header and never to clients). The answer: balance
 * and UTXOs in lovelace (decimal strings), each UTXO's native assets and their sum per unit
 * (`assets: [{unit, quantity}]`, only when there are any), and the newest 20 transactions with
 * their inputs and outputs (address, lovelace), which the wallet's Cardano adapter reads; an optional
 * page (1-based) reads older transactions as Blockfrost pages them (`page=N&count=20&order=desc`).
 */

export interface CardanoUpstream {
  url: string;
  apiKey?: string;
}

export class CardanoRelayError extends Error {
  override name = 'CardanoRelayError';
}

const HISTORY = 20;
type Json = Record<string, unknown>;

const malformed = () => new CardanoRelayError('malformed upstream answer');
const list = (v: unknown): unknown[] => {
  if (!Array.isArray(v)) throw malformed();
  return v;
};
const obj = (v: unknown): Json => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw malformed();
  return v as Json;
};
const text = (v: unknown, re: RegExp): string => {
  if (typeof v !== 'string' || !re.test(v)) throw malformed();
  return v;
};

/** The lovelace of a Blockfrost amount list ([{unit: 'lovelace', quantity: '…'}, …]). */
function lovelace(amount: unknown): bigint {
  const entry = list(amount)
    .map(obj)
    .find((a) => a.unit === 'lovelace');
  return entry ? BigInt(text(entry.quantity, /^\d{1,20}$/)) : 0n;
}

/** Blockfrost's asset unit: policy id (56 hex) followed by the asset name (0–64 hex). */
const UNIT = /^[0-9a-f]{56}(?:[0-9a-f]{2}){0,32}$/;

/** The native assets of an amount list ({unit, quantity} beside lovelace), as Blockfrost names them. */
function assets(amount: unknown): { unit: string; quantity: string }[] {
  return list(amount)
    .map(obj)
    .filter((a) => a.unit !== 'lovelace')
    .map((a) => ({ unit: text(a.unit, UNIT), quantity: text(a.quantity, /^\d{1,40}$/) }));
}

/** Present only when the output holds native assets (answers without tokens keep their old shape). */
const withAssets = (amount: unknown) => {
  const held = assets(amount);
  return held.length ? { assets: held } : {};
};

const io = (v: unknown) => {
  const x = obj(v);
  return {
    address: text(x.address, /^\S{1,200}$/),
    amount: lovelace(x.amount).toString(),
    ...withAssets(x.amount),
  };
};

export class CardanoRelay {
  constructor(
    private readonly upstream: CardanoUpstream,
    private readonly o: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {}

  /** GET {upstream}{path}; null for 404 (Blockfrost's answer for an address never seen). */
  private async get(path: string): Promise<unknown> {
    const doFetch = this.o.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(`${this.upstream.url.replace(/\/+$/, '')}${path}`, {
        headers: this.upstream.apiKey ? { project_id: this.upstream.apiKey } : {},
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 30_000),
      });
    } catch {
      throw new CardanoRelayError('upstream unreachable');
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new CardanoRelayError(`upstream answered HTTP ${res.status}`);
    try {
      return await res.json();
    } catch {
      throw malformed();
    }
  }

  /**
   * One of the Blockfrost calls a send needs, passed through with the key added (clients hold
   * none): the upstream's status when it is 200, 400 (a refusal, in the node's words) or 404.
   */
  async forward(path: string, submit?: Uint8Array): Promise<{ status: number; body: string }> {
    const doFetch = this.o.fetch ?? fetch;
    const key: Record<string, string> = this.upstream.apiKey ? { project_id: this.upstream.apiKey } : {};
    let res: Response;
    try {
      res = await doFetch(`${this.upstream.url.replace(/\/+$/, '')}${path}`, {
        ...(submit
          ? {
              method: 'POST',
              headers: { ...key, 'content-type': 'application/cbor' },
              body: new Uint8Array(submit) as Uint8Array<ArrayBuffer>,
            }
          : { headers: key }),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 30_000),
      });
    } catch {
      throw new CardanoRelayError('upstream unreachable');
    }
    if (![200, 400, 404].includes(res.status))
      throw new CardanoRelayError(`upstream answered HTTP ${res.status}`);
    return { status: res.status, body: (await res.text()).slice(0, 1 << 20) };
  }

  /** The address's balance and UTXOs, and its transactions' page `page` (1-based; 20 a page, newest first). */
  async address(address: string, page = 1) {
    const a = encodeURIComponent(address);
    const [utxoAnswer, txAnswer] = await Promise.all([
      this.get(`/addresses/${a}/utxos?count=100`),
      this.get(`/addresses/${a}/transactions?order=desc&count=${HISTORY}${page > 1 ? `&page=${page}` : ''}`),
    ]);
    const utxos = list(utxoAnswer ?? []).map((u) => {
      const x = obj(u);
      const index = x.output_index;
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) throw malformed();
      return {
        tx_hash: text(x.tx_hash, /^[0-9a-f]{64}$/i),
        output_index: index,
        amount: lovelace(x.amount).toString(),
        ...withAssets(x.amount),
      };
    });
    const transactions = await Promise.all(
      list(txAnswer ?? [])
        .slice(0, HISTORY)
        .map(async (t) => {
          const x = obj(t);
          const hash = text(x.tx_hash, /^[0-9a-f]{64}$/i);
          const time = x.block_time;
          if (typeof time !== 'number' || !Number.isInteger(time) || time < 0) throw malformed();
          const detail = obj(await this.get(`/txs/${hash}/utxos`));
          return { hash, time, inputs: list(detail.inputs).map(io), outputs: list(detail.outputs).map(io) };
        }),
    );
    const balance = utxos.reduce((n, u) => n + BigInt(u.amount), 0n).toString();
    // The address's native assets, summed over its UTXOs (Blockfrost units).
    const totals = new Map<string, bigint>();
    for (const u of utxos)
      for (const a of u.assets ?? []) totals.set(a.unit, (totals.get(a.unit) ?? 0n) + BigInt(a.quantity));
    const held = [...totals].map(([unit, quantity]) => ({ unit, quantity: quantity.toString() }));
    return { address, balance, utxos, transactions, ...(held.length ? { assets: held } : {}) };
  }
}

/**
 * Blockfrost's base for a project key: its keys start with the network they serve
 * (mainnet…, preprod…, preview…), so a key alone is a complete configuration.
 */
export function blockfrostUrlForKey(key: string): string | undefined {
  const network = /^(mainnet|preprod|preview)/.exec(key)?.[1];
  return network ? `https://cardano-${network}.blockfrost.io/api/v0` : undefined;
}

/**
 * KESTREL_CARDANO_UPSTREAM (absolute http(s) URL) and KESTREL_CARDANO_KEY. The URL defaults to
 * Blockfrost's base for the key's network, so KESTREL_CARDANO_KEY alone serves the routes; neither
 * set: no route.
 */
export function cardanoUpstreamFromEnv(env: NodeJS.ProcessEnv): CardanoUpstream | undefined {
  const apiKey = env.KESTREL_CARDANO_KEY?.trim();
  const url = env.KESTREL_CARDANO_UPSTREAM?.trim() || (apiKey ? blockfrostUrlForKey(apiKey) : undefined);
  if (!url) {
    if (apiKey)
      throw new Error(
        'KESTREL_CARDANO_KEY is not a Blockfrost project key (mainnet…, preprod…, preview…): set KESTREL_CARDANO_UPSTREAM too',
      );
    return undefined;
  }
  if (!/^https?:\/\/[^\s/]+/i.test(url))
    throw new Error('KESTREL_CARDANO_UPSTREAM must be an absolute http(s) URL');
  return { url, ...(apiKey ? { apiKey } : {}) };
}
