/**
 * Reads sent as one JSON-RPC batch (one HTTP request) to the endpoints in order. Each call's
 * answer is taken from the batch when it is there and has its shape; otherwise (a failed entry,
 * or every entry when the node refuses batches) the caller says what to do: usually read it on
 * its own through SolanaRpc. When no endpoint answers at all, every read fails with that error.
 */
import type { z } from 'zod';
import {
  BatchRefusedError,
  jsonRpcBatch,
  type BatchCall,
  type BatchOutcome,
} from '../../../net/jsonrpc-batch';
import { firstAnswer } from '../../../net/pool';
import type { SolanaRpc } from './rpc';

export class ReadBatch {
  private readonly outcomes: Promise<BatchOutcome[] | 'refused'>;

  constructor(rpc: SolanaRpc, what: string, calls: BatchCall[]) {
    this.outcomes = firstAnswer(what, rpc.endpoints, (url) => jsonRpcBatch(url, calls, rpc.o), {
      isAnswer: (e) => e instanceof BatchRefusedError,
    }).catch((e: unknown) => {
      if (e instanceof BatchRefusedError) return 'refused' as const;
      throw e;
    });
    // Each read handles the failure; the batch itself must not be an unhandled rejection.
    this.outcomes.catch(() => undefined);
  }

  /** Call i's answer when the batch has a good one, else `otherwise()`. */
  async at<S extends z.ZodType, T>(
    i: number,
    schema: S,
    pick: (answer: z.infer<S>) => T,
    otherwise: () => Promise<T>,
  ): Promise<T> {
    const outcomes = await this.outcomes;
    const o = outcomes === 'refused' ? undefined : outcomes[i];
    const p = o?.ok ? schema.safeParse(o.result) : undefined;
    return p?.success ? pick(p.data as z.infer<S>) : otherwise();
  }
}
