/**
 * The Octez node RPC calls the adapter makes: head hash and chain id (the branch), the sender's
 * counter, balance and manager key, simulate_operation (gas and storage), and injection. Reads go
 * to the endpoints in order and fall back on any fault (unreachable, 30 s timeout, HTTP error,
 * an answer that fails its zod shape). Injection goes to every endpoint (net/broadcast.ts); a
 * node's refusal (an HTTP error with Octez's error list) is read as the refusal's error ids.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl, RpcAnswerError } from '../../../net/errors';
import { fetchWithTimeout, requestJson, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface HttpSettings {
  fetch: FetchLike;
  timeoutMs: number;
}

const HEAD = '/chains/main/blocks/head';
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;

const base = (url: string) => url.replace(/\/+$/, '');

export class OctezRpc {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: HttpSettings,
  ) {}

  private read<S extends z.ZodType>(what: string, path: string, schema: S, init: RequestInit = {}) {
    return firstAnswer(what, this.endpoints, (url) =>
      requestJson(`${base(url)}${path}`, init, schema, this.http),
    );
  }

  headHash = () => this.read('head hash', `${HEAD}/hash`, s.blockHash);
  chainId = () => this.read('chain id', '/chains/main/chain_id', s.chainId);

  async counter(address: string): Promise<bigint> {
    return BigInt(await this.read('counter', `${HEAD}/context/contracts/${address}/counter`, s.counter));
  }

  async balance(address: string): Promise<bigint> {
    return BigInt(await this.read('balance', `${HEAD}/context/contracts/${address}/balance`, s.balance));
  }

  /** The revealed public key (edpk…), or null while the account has not revealed it. */
  managerKey = (address: string) =>
    this.read('manager key', `${HEAD}/context/contracts/${address}/manager_key`, s.managerKey);

  simulate(operation: unknown, chainId: string): Promise<s.Simulation> {
    const body = JSON.stringify({ operation, chain_id: chainId });
    return this.read('simulate_operation', `${HEAD}/helpers/scripts/simulate_operation`, s.simulation, {
      ...JSON_POST,
      body,
    });
  }

  /** POST /injection/operation with the signed bytes; the node's refusal is an RpcAnswerError. */
  async injectTo(url: string, signedHex: string): Promise<string> {
    const host = redactUrl(url);
    const res = await fetchWithTimeout(
      `${base(url)}/injection/operation`,
      { ...JSON_POST, body: JSON.stringify(signedHex) },
      this.http,
    );
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(host, 'malformed', 'injection answer is not JSON');
    }
    if (res.ok) {
      const hash = s.operationHash.safeParse(body);
      if (!hash.success)
        throw new ProviderError(host, 'malformed', 'injection answer is not an operation hash');
      return hash.data;
    }
    const errors = s.nodeErrors.safeParse(body);
    if (!errors.success || errors.data.length === 0)
      throw new ProviderError(host, 'http', `HTTP ${res.status}${text ? `: ${text.slice(0, 120)}` : ''}`);
    throw new RpcAnswerError(errors.data.map((e) => e.id).join(', '), res.status, errors.data);
  }
}
