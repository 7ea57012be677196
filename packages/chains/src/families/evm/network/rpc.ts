/** The EVM JSON-RPC client: reads fall back across endpoints, broadcasts go to all at once. */
import { keccak256, type Hex } from 'viem';
import { z } from 'zod';
import { broadcastToAll, type BroadcastResult } from '../../../net/broadcast';
import { redactUrl, RpcAnswerError } from '../../../net/errors';
import type { FetchLike } from '../../../net/http';
import { jsonRpc } from '../../../net/jsonrpc';
import {
  BatchRefusedError,
  jsonRpcBatch,
  type BatchCall,
  type BatchOutcome,
} from '../../../net/jsonrpc-batch';
import { firstAnswer } from '../../../net/pool';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
export const quantity = hex.transform((h) => BigInt(h === '0x' ? 0 : h));
export const hexData = hex as z.ZodType<Hex>;

export const receiptSchema = z
  .object({
    transactionHash: hex,
    status: hex.optional(),
    blockNumber: quantity,
    gasUsed: quantity.optional(),
    from: hex.optional(),
    to: hex.nullable().optional(),
  })
  .nullable();

export const transactionSchema = z
  .object({
    hash: hex,
    nonce: quantity,
    from: hex,
    to: hex.nullable(),
    value: quantity,
    input: hex,
    gas: quantity,
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
    blockNumber: quantity.nullable().optional(),
    type: hex.optional(),
    /** Type-4 transactions: the authorizations it carries (the delegate's address first). */
    authorizationList: z.array(z.object({ address: hex })).optional(),
  })
  .nullable();

export type RpcReceipt = NonNullable<z.infer<typeof receiptSchema>>;
export type RpcTransaction = NonNullable<z.infer<typeof transactionSchema>>;

export interface EvmRpcOptions {
  endpoints: readonly string[];
  fetch: FetchLike;
  timeoutMs: number;
}

export interface EvmRpc {
  readonly endpoints: readonly string[];
  /** A read: endpoints in order, falling back on faults. JSON-RPC error answers are rethrown at once. */
  call<S extends z.ZodType>(method: string, params: unknown[], schema: S): Promise<z.infer<S>>;
  /**
   * `call`, also naming the endpoint (redacted) that answered. `anyErrorAnswers`: every JSON-RPC
   * error answer is rethrown at once (the node does not do this call; ask it another way).
   */
  callAt<S extends z.ZodType>(
    method: string,
    params: unknown[],
    schema: S,
    o?: { anyErrorAnswers?: boolean },
  ): Promise<{ value: z.infer<S>; provider: string }>;
  /**
   * Several calls in one HTTP request (a JSON-RPC batch), endpoints in order on faults. A node
   * that refuses batches throws BatchRefusedError at once (the caller sends the calls singly).
   */
  batch(calls: BatchCall[]): Promise<{ outcomes: BatchOutcome[]; provider: string }>;
  sendRaw(raw: Hex): Promise<BroadcastResult>;
}

/** Reverts and transaction refusals are answers; rate limits and internal errors are provider faults. */
const ANSWER_TEXT = /revert|insufficient funds|nonce|gas required|intrinsic gas|underpriced|already known/i;
function isNodeAnswer(e: unknown): boolean {
  return e instanceof RpcAnswerError && (e.code === 3 || ANSWER_TEXT.test(e.message));
}

export function createEvmRpc(o: EvmRpcOptions): EvmRpc {
  const http = { fetch: o.fetch, timeoutMs: o.timeoutMs };
  const callAt: EvmRpc['callAt'] = (method, params, schema, c) =>
    firstAnswer(
      method,
      o.endpoints,
      async (url) => ({ value: await jsonRpc(url, method, params, schema, http), provider: redactUrl(url) }),
      // The node answered with an error (revert, nonce too low): the next node would say the same.
      { isAnswer: c?.anyErrorAnswers ? (e) => e instanceof RpcAnswerError : isNodeAnswer },
    );
  return {
    endpoints: o.endpoints,
    call: async (method, params, schema) => (await callAt(method, params, schema)).value,
    callAt,
    batch(calls) {
      return firstAnswer(
        `batch of ${calls.length}`,
        o.endpoints,
        async (url) => ({ outcomes: await jsonRpcBatch(url, calls, http), provider: redactUrl(url) }),
        { isAnswer: (e) => e instanceof BatchRefusedError },
      );
    },
    sendRaw(raw) {
      return broadcastToAll(
        'eth_sendRawTransaction',
        o.endpoints,
        (url) => jsonRpc(url, 'eth_sendRawTransaction', [raw], hex, http),
        keccak256(raw),
      );
    },
  };
}
