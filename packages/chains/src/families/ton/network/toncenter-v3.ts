/**
 * The toncenter-style v3 indexer (spec §7): GET /api/v3/jetton/transfers with address and
 * jetton_master. Addresses come back in raw form (0:…); hashes in base64.
 */
import { z } from 'zod';
import { requestJson, withQuery, type HttpOptions } from '../../../net/http';

const digits = z.string().regex(/^\d{1,80}$/);

export const jettonTransfer = z.object({
  source: z.string().nullable(),
  destination: z.string().nullable(),
  amount: digits,
  source_wallet: z.string(),
  jetton_master: z.string(),
  transaction_hash: z.string().min(1),
  transaction_lt: digits,
  transaction_now: z.number().int().nonnegative(),
  transaction_aborted: z.boolean().nullable().optional(),
});
export type JettonTransfer = z.infer<typeof jettonTransfer>;

const transfers = z.object({ jetton_transfers: z.array(jettonTransfer) });

export interface TonV3 {
  readonly endpoint: string;
  jettonTransfers(q: {
    address: string;
    jettonMaster: string;
    limit: number;
    offset: number;
  }): Promise<JettonTransfer[]>;
}

export function tonV3(endpoint: string, http: HttpOptions): TonV3 {
  const base = endpoint.replace(/\/+$/, '');
  return {
    endpoint,
    async jettonTransfers(q) {
      const url = withQuery(`${base}/api/v3/jetton/transfers`, {
        address: q.address,
        jetton_master: q.jettonMaster,
        limit: q.limit,
        offset: q.offset,
        sort: 'desc',
      });
      const answer = await requestJson(
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        transfers,
        http,
      );
      return answer.jetton_transfers;
    },
  };
}
