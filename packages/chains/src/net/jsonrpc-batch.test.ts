/**
 * JSON-RPC batches against a local server answering in the spec's shapes: answers matched by id
 * whatever their order, one error or missing answer fails only its own call, and a node that
 * does not take arrays (a single error object, HTTP 400) is a BatchRefusedError, while a node that
 * is down stays an ordinary provider fault.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchRefusedError, jsonRpcBatch } from './jsonrpc-batch';
import { ProviderError, RpcAnswerError } from './errors';
import { sendJson, startLocalServer, type LocalServer } from './testing/local-server';

let server: LocalServer;
const http = { fetch: (u: string, i?: RequestInit) => fetch(u, i), timeoutMs: 2000 };

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const body = req.json<{ id: number; method: string }[]>();
    if (req.path === '/single-only') {
      return sendJson(res, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'invalid request' } });
    }
    if (req.path === '/400') return sendJson(res, 'batches are not allowed', 400);
    if (req.path === '/503') return sendJson(res, 'maintenance', 503);
    const answers = body
      .filter((c) => c.method !== 'dropped')
      .map((c) =>
        c.method === 'fails'
          ? { jsonrpc: '2.0', id: c.id, error: { code: 3, message: 'execution reverted' } }
          : { jsonrpc: '2.0', id: c.id, result: `${c.method}-answer` },
      );
    return sendJson(res, answers.reverse());
  });
});
afterAll(() => server.close());

const calls = (...methods: string[]) => methods.map((method) => ({ method, params: [] }));

describe('jsonRpcBatch', () => {
  it('sends one request and matches the answers by id, each call failing alone', async () => {
    const before = server.requests.length;
    const out = await jsonRpcBatch(`${server.url}/ok`, calls('a', 'fails', 'dropped', 'b'), http);
    expect(server.requests.length - before).toBe(1);
    expect(server.requests.at(-1)!.json()).toHaveLength(4);
    expect(out[0]).toEqual({ ok: true, result: 'a-answer' });
    expect(out[3]).toEqual({ ok: true, result: 'b-answer' });
    expect(out[1]!.ok === false && out[1]!.error).toBeInstanceOf(RpcAnswerError);
    expect(out[2]!.ok === false && out[2]!.error).toMatchObject({
      kind: 'malformed',
      message: 'no dropped answer in the batch',
    });
  });

  it('a node without batches refuses; a node that is down is a fault', async () => {
    await expect(jsonRpcBatch(`${server.url}/single-only`, calls('a'), http)).rejects.toBeInstanceOf(
      BatchRefusedError,
    );
    await expect(jsonRpcBatch(`${server.url}/400`, calls('a'), http)).rejects.toBeInstanceOf(
      BatchRefusedError,
    );
    const down = jsonRpcBatch(`${server.url}/503`, calls('a'), http);
    await expect(down).rejects.toBeInstanceOf(ProviderError);
    await expect(down).rejects.not.toBeInstanceOf(BatchRefusedError);
  });
});
