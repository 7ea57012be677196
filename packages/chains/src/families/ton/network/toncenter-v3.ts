/**
 * The toncenter-style v3 indexer (spec §7): GET /api/v3/jetton/transfers with address and
 * jetton_master, GET /api/v3/jetton/wallets with owner_address (an owner's jetton wallets and their
 * balances in one call). Addresses come back in raw form (0:…); hashes in base64.
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

/** A jetton wallet as /api/v3/jetton/wallets lists it (the fields a balance needs are required). */
export const jettonWallet = z.object({
  address: z.string().min(1),
  balance: digits,
  owner: z.string().min(1),
  jetton: z.string().min(1),
  last_transaction_lt: digits.nullable().optional(),
  code_hash: z.string().nullable().optional(),
  data_hash: z.string().nullable().optional(),
});
export type JettonWallet = z.infer<typeof jettonWallet>;
const wallets = z.object({ jetton_wallets: z.array(jettonWallet) });

/** A transaction as the indexer lists it (the fields a receipt needs). */
export const indexedTransaction = z.object({
  hash: z.string().min(1),
  lt: digits,
  now: z.number().int().nonnegative(),
  description: z.object({
    aborted: z.boolean(),
    compute_ph: z.object({ skipped: z.boolean().optional(), success: z.boolean().optional() }),
    action: z.object({ success: z.boolean() }).nullable().optional(),
  }),
  out_msgs: z.array(z.unknown()),
});
export type IndexedTransaction = z.infer<typeof indexedTransaction>;
const byMessage = z.object({ transactions: z.array(indexedTransaction) });

export interface TonV3 {
  readonly endpoint: string;
  jettonTransfers(q: {
    address: string;
    jettonMaster: string;
    limit: number;
    offset: number;
  }): Promise<JettonTransfer[]>;
  /** The owner's jetton wallets (one page of `limit`). */
  jettonWallets(q: { owner: string; limit: number }): Promise<JettonWallet[]>;
  /** The transaction that processed an incoming message (by the message's hash, hex). */
  transactionsByMessage(msgHash: string): Promise<IndexedTransaction[]>;
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
    async jettonWallets(q) {
      const url = withQuery(`${base}/api/v3/jetton/wallets`, {
        owner_address: q.owner,
        limit: q.limit,
        offset: 0,
      });
      const answer = await requestJson(
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        wallets,
        http,
      );
      return answer.jetton_wallets;
    },
    async transactionsByMessage(msgHash) {
      const url = withQuery(`${base}/api/v3/transactionsByMessage`, { msg_hash: msgHash, direction: 'in' });
      const answer = await requestJson(
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        byMessage,
        http,
      );
      return answer.transactions;
    },
  };
}
