/**
 * The node calls (JSON-RPC over HTTP POST; a wss:// endpoint is asked over https://): runtime
 * version, genesis and best block, System.Account storage, the fee of an extrinsic
 * (TransactionPaymentApi_query_info through state_call), author_submitExtrinsic. Reads go to the
 * endpoints in order and fall back on any fault (network, 30 s timeout, HTTP error, an answer
 * that fails its shape, a JSON-RPC error); a submission goes to every endpoint and the first
 * accepted hash wins (spec §7), a refusal by every node throws the node's own message.
 */
import type { z } from 'zod';
import { AllProvidersFailedError, RpcAnswerError, toProviderError } from '../../../net/errors';
import { requestJson, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import { ProviderError, redactUrl } from '../../../net/errors';
import * as s from './schemas';

export interface RpcOptions {
  fetch: FetchLike;
  timeoutMs: number;
}

export function httpEndpoint(url: string): string {
  return url.replace(/^ws(s?):\/\//i, 'http$1://');
}

export class PolkadotRpc {
  readonly endpoints: string[];
  private id = 0;

  constructor(
    endpoints: readonly string[],
    private readonly o: RpcOptions,
  ) {
    this.endpoints = endpoints.map(httpEndpoint);
  }

  private async call<S extends z.ZodType>(
    endpoint: string,
    method: string,
    params: unknown[],
    schema: S,
  ): Promise<z.infer<S>> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++this.id, method, params });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const answer = await requestJson(endpoint, init, s.rpcEnvelope, this.o);
    if (answer.error)
      throw new RpcAnswerError(answer.error.message, answer.error.code ?? -32000, answer.error.data);
    const parsed = schema.safeParse(answer.result);
    if (!parsed.success)
      throw new ProviderError(redactUrl(endpoint), 'malformed', `unexpected ${method} result`);
    return parsed.data;
  }

  private read<S extends z.ZodType>(method: string, params: unknown[], schema: S): Promise<z.infer<S>> {
    return firstAnswer(method, this.endpoints, (e) => this.call(e, method, params, schema));
  }

  runtimeVersion(): Promise<s.RuntimeVersion> {
    return this.read('state_getRuntimeVersion', [], s.runtimeVersion);
  }

  blockHash(number?: number): Promise<string> {
    return this.read('chain_getBlockHash', number === undefined ? [] : [number], s.hash32);
  }

  /** The best block: its hash and number, from one endpoint (the two must agree). */
  bestBlock(): Promise<{ hash: string; number: number }> {
    return firstAnswer('best block', this.endpoints, async (e) => {
      const hash = await this.call(e, 'chain_getBlockHash', [], s.hash32);
      const head = await this.call(e, 'chain_getHeader', [hash], s.header);
      return { hash, number: Number.parseInt(head.number, 16) };
    });
  }

  storage(key: string): Promise<string | null> {
    return this.read('state_getStorage', [key], s.storageValue);
  }

  /** state_call of a runtime API; the answer's SCALE bytes as hex. */
  runtimeCall(method: string, args: string): Promise<string> {
    return this.read('state_call', [method, args], s.bytes);
  }

  /** Submits to every endpoint at once: the first accepted hash, else the nodes' refusal. */
  async submit(extrinsic: string): Promise<string> {
    const failures: ProviderError[] = [];
    let refusal: RpcAnswerError | undefined;
    const attempts = this.endpoints.map(async (e) => {
      try {
        return await this.call(e, 'author_submitExtrinsic', [extrinsic], s.hash32);
      } catch (err) {
        if (err instanceof RpcAnswerError) refusal ??= err;
        failures.push(toProviderError(e, err));
        throw err;
      }
    });
    try {
      return await Promise.any(attempts);
    } catch {
      if (refusal) throw refusal;
      throw new AllProvidersFailedError('author_submitExtrinsic', failures);
    }
  }
}
