/**
 * Subscan's API (spec §7): POST /api/v2/scan/transfers with address and row 20 (history), and
 * POST /api/scan/extrinsic with hash (the confirmation of a transaction). Endpoints in order with
 * fallback on any fault; an answer with a code other than 0 is the provider's refusal (its message
 * is kept) and falls back too, except "Record Not Found" for an extrinsic no block holds yet.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { requestJson, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface SubscanOptions {
  fetch: FetchLike;
  timeoutMs: number;
  apiKey?: string;
}

/** Subscan's "Record Not Found". */
const NOT_FOUND = 10004;

type Answer = { code: number; message: string };

export class Subscan {
  constructor(
    readonly endpoints: readonly string[],
    private readonly o: SubscanOptions,
  ) {}

  private post<S extends z.ZodType<Answer>>(
    what: string,
    path: string,
    body: unknown,
    schema: S,
    ok: number[],
  ) {
    return firstAnswer(what, this.endpoints, async (base) => {
      const url = `${base.replace(/\/+$/, '')}${path}`;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (this.o.apiKey) headers['x-api-key'] = this.o.apiKey;
      const answer = await requestJson(
        url,
        { method: 'POST', headers, body: JSON.stringify(body) },
        schema,
        this.o,
      );
      if (answer.code !== 0 && !ok.includes(answer.code))
        throw new ProviderError(
          redactUrl(url),
          'rejected',
          `code ${answer.code}: ${answer.message.slice(0, 120)}`,
        );
      return answer as z.infer<S>;
    });
  }

  /** Page `page` (from 0) of `row` transfers, newest first, and how many there are in all. */
  async transfers(address: string, row: number, page = 0): Promise<{ rows: s.TransferRow[]; count: number }> {
    const answer = await this.post(
      `transfers of ${address}`,
      '/api/v2/scan/transfers',
      { address, row, page },
      s.transfersAnswer,
      [],
    );
    return { rows: answer.data?.transfers ?? [], count: answer.data?.count ?? 0 };
  }

  /** The extrinsic's block and result, or null while no block holds it. */
  async extrinsic(hash: string): Promise<{ block_num: number; success: boolean } | null> {
    const answer = await this.post(`extrinsic ${hash}`, '/api/scan/extrinsic', { hash }, s.extrinsicAnswer, [
      NOT_FOUND,
    ]);
    if (answer.code === NOT_FOUND || !answer.data || answer.data.pending) return null;
    return answer.data;
  }
}
