/**
 * Many reads of one network in one request. Where the chain has Multicall3, every read is a
 * sub-call of one aggregate3 eth_call (allowFailure: each read fails alone; the native balance
 * through Multicall3's getEthBalance). Where it has none, the reads go as one JSON-RPC batch, and
 * one by one only if the node refuses batches. What worked is remembered per chain and endpoints.
 */
import { decodeFunctionResult, encodeFunctionData, multicall3Abi, type Hex } from 'viem';
import { ProviderError, RpcAnswerError } from '../../../net/errors';
import type { BatchCall, BatchOutcome } from '../../../net/jsonrpc-batch';
import { BatchRefusedError } from '../../../net/jsonrpc-batch';
import { hexData, quantity } from '../network/index';
import type { EvmContext } from './context';
import { multicall3Address } from './multicall3';

/** A native balance (bigint) or an eth_call's return data (Hex). */
export type EvmRead = { kind: 'native'; owner: string } | { kind: 'call'; to: string; data: Hex };
/** `provider`: the endpoint that answered (redacted), for the errors of what is read from it. */
export type ReadOutcome = { ok: true; value: bigint | Hex; provider: string } | { ok: false; error: Error };

type Route = 'multicall' | 'batch' | 'single';
/** By chain id and endpoints: a new adapter on the same nodes does not find out again. */
const routes = new Map<string, Route>();
const routeKey = (ctx: EvmContext) => `${ctx.chainId} ${ctx.rpc.endpoints.join(' ')}`;

/**
 * Long lists go in parts sent at once (still one round trip): nodes cap a request's size and a
 * batch's length (public endpoints often at 50-100 calls).
 */
const MULTICALL_CHUNK = 300;
const BATCH_CHUNK = 50;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `reads` on ctx's network; throws only when the network could not be read at all. */
export async function readMany(ctx: EvmContext, reads: EvmRead[]): Promise<ReadOutcome[]> {
  if (!reads.length) return [];
  const mc3 = multicall3Address(ctx.chainId);
  let route = routes.get(routeKey(ctx)) ?? (mc3 ? 'multicall' : 'batch');
  if (route === 'multicall' && mc3) {
    const parts = await Promise.all(chunks(reads, MULTICALL_CHUNK).map((c) => viaMulticall(ctx, mc3, c)));
    if (parts.every((p) => p !== undefined)) return parts.flat();
    routes.set(routeKey(ctx), (route = 'batch'));
  }
  if (route === 'batch') {
    try {
      return (await Promise.all(chunks(reads, BATCH_CHUNK).map((c) => viaBatch(ctx, c)))).flat();
    } catch (e) {
      if (!(e instanceof BatchRefusedError)) throw e;
      routes.set(routeKey(ctx), 'single');
    }
  }
  return viaSingle(ctx, reads);
}

function reverted(provider: string, read: EvmRead, why = 'reverted'): ProviderError {
  const what = read.kind === 'native' ? `balance of ${read.owner}` : `call to ${read.to}`;
  return new ProviderError(provider, 'rejected', `${what} ${why}`);
}

/** undefined: no Multicall3 answers at that address here (no code, a revert, an error answer). */
async function viaMulticall(
  ctx: EvmContext,
  mc3: string,
  reads: EvmRead[],
): Promise<ReadOutcome[] | undefined> {
  const calls = reads.map((r) =>
    r.kind === 'native'
      ? {
          target: mc3 as Hex,
          allowFailure: true,
          callData: encodeFunctionData({
            abi: multicall3Abi,
            functionName: 'getEthBalance',
            args: [r.owner as Hex],
          }),
        }
      : { target: r.to as Hex, allowFailure: true, callData: r.data },
  );
  const data = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] });
  let answer: { value: Hex; provider: string };
  try {
    // Any error answer (a revert, or a node without eth_call such as a stand-in for one method)
    // sends the reads the other way, from the first endpoint again.
    answer = await ctx.rpc.callAt('eth_call', [{ to: mc3, data }, 'latest'], hexData, {
      anyErrorAnswers: true,
    });
  } catch (e) {
    if (e instanceof RpcAnswerError) return undefined;
    throw e;
  }
  // A call to an address without code succeeds with no data: the chain has no Multicall3 there.
  if (answer.value === '0x') return undefined;
  let results: readonly { success: boolean; returnData: Hex }[];
  try {
    results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer.value });
  } catch {
    throw new ProviderError(answer.provider, 'malformed', 'unexpected aggregate3 answer');
  }
  if (results.length !== reads.length) {
    throw new ProviderError(answer.provider, 'malformed', 'aggregate3 answered another number of calls');
  }
  return reads.map((r, i): ReadOutcome => {
    const { success, returnData } = results[i]!;
    if (!success) return { ok: false, error: reverted(answer.provider, r) };
    if (r.kind === 'call') return { ok: true, value: returnData, provider: answer.provider };
    // getEthBalance returns one uint256.
    if (returnData.length !== 66)
      return { ok: false, error: reverted(answer.provider, r, 'answered no amount') };
    return { ok: true, value: BigInt(returnData), provider: answer.provider };
  });
}

function asCall(r: EvmRead): BatchCall {
  return r.kind === 'native'
    ? { method: 'eth_getBalance', params: [r.owner, 'latest'] }
    : { method: 'eth_call', params: [{ to: r.to, data: r.data }, 'latest'] };
}

function settle(provider: string, r: EvmRead, o: BatchOutcome): ReadOutcome {
  if (!o.ok) {
    return {
      ok: false,
      error:
        o.error instanceof RpcAnswerError ? reverted(provider, r, `failed: ${o.error.message}`) : o.error,
    };
  }
  const parsed = (r.kind === 'native' ? quantity : hexData).safeParse(o.result);
  if (!parsed.success)
    return {
      ok: false,
      error: new ProviderError(provider, 'malformed', `unexpected ${asCall(r).method} result`),
    };
  return { ok: true, value: parsed.data, provider };
}

async function viaBatch(ctx: EvmContext, reads: EvmRead[]): Promise<ReadOutcome[]> {
  const { outcomes, provider } = await ctx.rpc.batch(reads.map(asCall));
  return reads.map((r, i) => settle(provider, r, outcomes[i]!));
}

async function viaSingle(ctx: EvmContext, reads: EvmRead[]): Promise<ReadOutcome[]> {
  return Promise.all(
    reads.map(async (r): Promise<ReadOutcome> => {
      const c = asCall(r);
      try {
        const { value, provider } = await ctx.rpc.callAt(
          c.method,
          c.params,
          r.kind === 'native' ? quantity : hexData,
        );
        return { ok: true, value, provider };
      } catch (e) {
        // A revert stays the node's RpcAnswerError; a fault is the AllProvidersFailedError.
        return { ok: false, error: e instanceof Error ? e : new Error(String(e)) };
      }
    }),
  );
}
