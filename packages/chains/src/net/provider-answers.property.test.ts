/**
 * Properties of every provider answer the chains package reads: garbage from a provider (any JSON,
 * JSON-RPC envelopes around any result, text that is not JSON, HTTP errors) is a provider fault.
 * The shared layer (requestJson, jsonRpc) throws only its typed errors; every chain record's
 * adapter, reading balances and history through its family's clients and zod schemas, never
 * shows a fresh balance read from garbage (a false zero) and never lets a plain exception (a
 * TypeError in a parser) stand in for a provider fault: the fake provider always answers, so a
 * 'network' fault could only be such an exception caught by the fallback pool.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdapter } from '../adapter';
import { deriveAccount } from '../accounts';
import { loadFamilies } from '../families/registry';
import { seedFromMnemonic } from '../keys/index';
import { CHAINS } from '../registry/index';
import type { ChainInfo } from '../registry/types';
import { AllProvidersFailedError, ProviderError, RpcAnswerError, toProviderError } from './errors';
import { requestJson, type FetchLike } from './http';
import { jsonRpc } from './jsonrpc';

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** What the fake provider sends: a body (or a function of the request body) and a status. */
interface Answer {
  status: number;
  body: string;
  /** Wrap `body` as the result of whatever JSON-RPC call (or batch) was made. */
  rpc: boolean;
}

const json = fc.json({ maxDepth: 4 });
const answer: fc.Arbitrary<Answer> = fc.record({
  status: fc.oneof(fc.constant(200), fc.constantFrom(201, 204, 400, 404, 429, 500, 503)),
  body: fc.oneof(
    json,
    json,
    json.map((t) => t.slice(0, Math.floor(t.length / 2))),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('{}', '[]', 'null', '', '<html>busy</html>', '{"result":null}'),
  ),
  rpc: fc.boolean(),
});

function reply(a: Answer, requestBody: unknown): string {
  if (!a.rpc || typeof requestBody !== 'string') return a.body;
  let result: unknown;
  let request: unknown;
  try {
    result = JSON.parse(a.body);
    request = JSON.parse(requestBody);
  } catch {
    return a.body;
  }
  const wrap = (r: unknown) => ({ jsonrpc: '2.0', id: (r as { id?: unknown } | null)?.id ?? 1, result });
  return JSON.stringify(Array.isArray(request) ? request.map(wrap) : wrap(request));
}

function fakeProvider(a: Answer): FetchLike {
  return async (_url, init) =>
    new Response(a.status === 204 ? null : reply(a, init?.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });
}

describe('the shared provider layer (property)', () => {
  const o = (a: Answer) => ({ fetch: fakeProvider(a), timeoutMs: 1000 });
  const shape = z.object({ balance: z.string().regex(/^\d+$/) });

  it('requestJson yields the checked shape or throws ProviderError', async () => {
    await fc.assert(
      fc.asyncProperty(answer, async (a) => {
        try {
          const v = await requestJson('http://127.0.0.1:9/x?key=secret', { method: 'GET' }, shape, o(a));
          expect(shape.safeParse(v).success).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(ProviderError);
          expect((e as ProviderError).message).not.toContain('secret');
          expect((e as ProviderError).kind).not.toBe('network');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a URL fetch refuses (credentials in it) fails without repeating its password or key', async () => {
    // A letter and a digit in each: fast-check favours words such as "constructor", and a secret
    // like "construc" is rightly part of fetch's own text ("…cannot be constructed…"), no leak.
    const secret = fc
      .stringMatching(/^[A-Za-z0-9]{8,16}$/)
      .filter((s) => /[0-9]/.test(s) && /[A-Za-z]/.test(s));
    await fc.assert(
      fc.asyncProperty(secret, secret, async (password, key) => {
        const url = `http://user:${password}@127.0.0.1:9/v2/${key}?apikey=${key}`;
        // The real fetch: it refuses a URL with credentials before any connection, naming the URL.
        const e = await requestJson(url, { method: 'GET' }, shape, { fetch, timeoutMs: 1000 }).catch(
          (x) => x,
        );
        expect(e).toBeInstanceOf(ProviderError);
        expect((e as ProviderError).message).not.toContain(password);
        expect((e as ProviderError).message).not.toContain(key);
        const pooled = toProviderError(url, new TypeError(`Request cannot be constructed from ${url}`));
        expect(pooled.message).not.toContain(password);
      }),
      { numRuns: 50 },
    );
  });

  it('jsonRpc yields the checked result, or throws RpcAnswerError (the node said no) or ProviderError', async () => {
    await fc.assert(
      fc.asyncProperty(answer, async (a) => {
        try {
          const v = await jsonRpc('http://127.0.0.1:9/', 'eth_getBalance', [], z.string(), o(a));
          expect(typeof v).toBe('string');
        } catch (e) {
          if (!(e instanceof RpcAnswerError)) expect(e).toBeInstanceOf(ProviderError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** A 2xx answer with a body (the fetch API's `ok`). */
const ok = (a: Answer) => a.status >= 200 && a.status < 300 && a.status !== 204;

/**
 * The protocols' own "no such account" answers, which rightly read as a fresh 0: TronGrid's
 * getaccount answers {}; a Substrate node's state_getStorage answers null for an absent account;
 * a Hedera mirror answers 404 with its {"_status":{"messages":[…]}} body.
 */
const NO_ACCOUNT_ANSWERS: Partial<Record<ChainInfo['family'], (a: Answer) => boolean>> = {
  tron: (a) => ok(a) && !a.rpc && a.body.trim() === '{}',
  polkadot: (a) => ok(a) && a.rpc && a.body.trim() === 'null',
  hedera: (a) => a.status === 404 && a.body.includes('"_status"'),
};

/**
 * A fault must say what the provider did wrong. These are the engine's words for a bug in our
 * own parsing (a TypeError, a failed BigInt or JSON conversion), or the pool's 'network' fault,
 * which the fake provider (it always answers) can only cause by such an exception.
 */
const NOT_A_PROVIDER_FAULT =
  /\(network: |Cannot read propert|is not a function|is not iterable|Cannot convert|is not defined|Invalid array length|Maximum call stack|Unexpected token|is not valid JSON|Cannot mix BigInt/;

beforeAll(() => loadFamilies());

describe("every chain's provider clients read garbage as a provider fault (property)", () => {
  const seed = seedFromMnemonic(ABOUT);
  let run = 0;

  it.each(CHAINS.map((c) => [c.chain_name, c] as const))('%s', async (_name, chain) => {
    const address = deriveAccount(chain.chain_name, seed).address;
    await fc.assert(
      fc.asyncProperty(answer, async (a) => {
        // A fresh adapter and fresh endpoint URLs each run: no cache carries an answer over.
        const base = `http://127.0.0.1:9/run${run++}`;
        const adapter = await createAdapter(chain.chain_name, {
          network: 'mainnet',
          fetch: fakeProvider(a),
          rpc: [`${base}/rpc`],
          explorerApis: [`${base}/explorer`],
          productApi: `${base}/api`,
          timeouts: { rpcMs: 1000, explorerMs: 1000 },
        });

        for (const b of await adapter.getBalances(address)) {
          if (b.state === 'fresh') {
            expect(NO_ACCOUNT_ANSWERS[chain.family]?.(a), `fresh ${b.amount} from ${a.body}`).toBe(true);
            expect(b.amount).toBe(0n);
          } else {
            expect(b.error).toBeTruthy();
            expect(b.error).not.toMatch(NOT_A_PROVIDER_FAULT);
          }
        }

        try {
          const page = await adapter.getHistory(address);
          expect(Array.isArray(page.items)).toBe(true);
          if (page.error) expect(page.error).not.toMatch(NOT_A_PROVIDER_FAULT);
          for (const row of page.items) expect(row.amount).toMatch(/^-?\d+$/);
        } catch (e) {
          if (!(e instanceof AllProvidersFailedError)) expect(e).toBeInstanceOf(ProviderError);
          expect((e as Error).message).not.toMatch(NOT_A_PROVIDER_FAULT);
        }
      }),
      { numRuns: 30 },
    );
  });
});
