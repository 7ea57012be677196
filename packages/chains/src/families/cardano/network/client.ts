/**
 * The Cardano providers: reads from the product API's /cardano/raw/address/{address}; sends over a
 * Blockfrost-style API (GET epochs/latest/parameters, blocks/latest, txs/{hash}; POST tx/submit
 * with application/cbor). Each call tries the endpoints in order and falls back on any fault
 * (network, 30 s timeout, HTTP error, wrong shape); a submission's refusal (HTTP 400) is the
 * node's own words.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { fetchWithTimeout, requestJson, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface ClientOptions {
  fetch: FetchLike;
  timeoutMs: number;
  /** Blockfrost's project_id header (never logged). */
  apiKey?: string;
}

export class CardanoRefusal extends Error {}

const trim = (url: string) => url.replace(/\/+$/, '');

export class CardanoClient {
  constructor(
    private readonly productApis: readonly string[],
    private readonly nodes: readonly string[],
    private readonly o: ClientOptions,
  ) {}

  private headers(): Record<string, string> {
    return this.o.apiKey ? { project_id: this.o.apiKey } : {};
  }

  private get<S extends z.ZodType>(bases: readonly string[], path: string, schema: S) {
    return firstAnswer(path, [...bases], (base) =>
      requestJson(`${trim(base)}${path}`, { headers: this.headers() }, schema, this.o),
    );
  }

  /** Balance, UTXOs and the transactions' page `page` (1-based, 20 a page; page 1 asks without it). */
  address(address: string, page = 1): Promise<s.RawAddress> {
    const query = page > 1 ? `?page=${page}` : '';
    return this.get(
      this.productApis,
      `/cardano/raw/address/${encodeURIComponent(address)}${query}`,
      s.rawAddress,
    );
  }

  parameters() {
    return this.get(this.nodes, '/epochs/latest/parameters', s.protocolParameters);
  }

  tip() {
    return this.get(this.nodes, '/blocks/latest', s.latestBlock);
  }

  /** The transaction when a block holds it, null while no endpoint knows it (HTTP 404). */
  async transaction(hash: string): Promise<z.infer<typeof s.transaction> | null> {
    return firstAnswer('txs', [...this.nodes], async (base) => {
      const url = `${trim(base)}/txs/${hash}`;
      const res = await fetchWithTimeout(url, { headers: this.headers() }, this.o);
      if (res.status === 404) return null;
      if (!res.ok) throw new ProviderError(redactUrl(url), 'http', `HTTP ${res.status}`);
      const parsed = s.transaction.safeParse(await res.json());
      if (!parsed.success) throw new ProviderError(redactUrl(url), 'malformed', 'unexpected transaction');
      return parsed.data;
    });
  }

  async submit(cbor: Uint8Array): Promise<string> {
    return firstAnswer(
      'tx/submit',
      [...this.nodes],
      async (base) => {
        const url = `${trim(base)}/tx/submit`;
        const init = {
          method: 'POST',
          headers: { ...this.headers(), 'content-type': 'application/cbor' },
          body: new Uint8Array(cbor) as Uint8Array<ArrayBuffer>,
        };
        const res = await fetchWithTimeout(url, init, this.o);
        const text = await res.text();
        if (res.status === 400) throw new CardanoRefusal(text.slice(0, 300));
        if (!res.ok) throw new ProviderError(redactUrl(url), 'http', `HTTP ${res.status}`);
        const parsed = s.submitted.safeParse(JSON.parse(text) as unknown);
        if (!parsed.success) throw new ProviderError(redactUrl(url), 'malformed', 'unexpected submit answer');
        return parsed.data.toLowerCase();
      },
      { isAnswer: (e) => e instanceof CardanoRefusal },
    );
  }
}
