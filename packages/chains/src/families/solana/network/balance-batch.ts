/**
 * A balance refresh's reads in one JSON-RPC batch (one HTTP request): the SOL balance, the owner's
 * token accounts of SPL Token and Token-2022, and the mint accounts not read before. A read that
 * fails inside the batch, or every read when the node refuses batches, is asked again on its own
 * through SolanaRpc (endpoints in order, as for any read); when no endpoint answers at all, every
 * read fails with that error at once.
 */
import type { z } from 'zod';
import { BatchRefusedError, jsonRpcBatch, type BatchOutcome } from '../../../net/jsonrpc-batch';
import { firstAnswer } from '../../../net/pool';
import type { SolanaRpc } from './rpc';
import * as s from './schemas';

const COMMITMENT = 'confirmed';

export type MintAccount = z.infer<typeof s.accountInfoAnswer>['value'];

export interface BalanceReads {
  balance: Promise<bigint>;
  /** Per program id, in the order asked. */
  tokenAccounts: Promise<s.TokenAccount[]>[];
  /** Per mint, in the order asked: the account, or null when there is none. */
  mintAccounts: Promise<MintAccount>[];
}

export function balanceReads(
  rpc: SolanaRpc,
  owner: string,
  programs: string[],
  mints: string[],
): BalanceReads {
  const calls = [
    { method: 'getBalance', params: [owner, { commitment: COMMITMENT }] },
    ...programs.map((programId) => ({
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId }, { encoding: 'jsonParsed', commitment: COMMITMENT }],
    })),
    ...mints.map((mint) => ({
      method: 'getAccountInfo',
      params: [mint, { encoding: 'base64', commitment: COMMITMENT }],
    })),
  ];
  const batch: Promise<BatchOutcome[] | 'refused'> = firstAnswer(
    `balances of ${owner}`,
    rpc.endpoints,
    (url) => jsonRpcBatch(url, calls, rpc.o),
    { isAnswer: (e) => e instanceof BatchRefusedError },
  ).catch((e: unknown) => {
    if (e instanceof BatchRefusedError) return 'refused' as const;
    throw e;
  });
  /** The batch's answer to call i when it has a good one, else the read on its own. */
  async function at<S extends z.ZodType, T>(
    i: number,
    schema: S,
    pick: (answer: z.infer<S>) => T,
    alone: () => Promise<T>,
  ): Promise<T> {
    const outcomes = await batch;
    const o = outcomes === 'refused' ? undefined : outcomes[i];
    const p = o?.ok ? schema.safeParse(o.result) : undefined;
    return p?.success ? pick(p.data) : alone();
  }
  return {
    balance: at(
      0,
      s.balanceAnswer,
      (a) => BigInt(a.value),
      () => rpc.balance(owner),
    ),
    tokenAccounts: programs.map((p, k) =>
      at(
        1 + k,
        s.tokenAccountsAnswer,
        (a) => a.value,
        () => rpc.tokenAccounts(owner, p),
      ),
    ),
    mintAccounts: mints.map((m, k) =>
      at(
        1 + programs.length + k,
        s.accountInfoAnswer,
        (a) => a.value,
        () => rpc.accountInfo(m),
      ),
    ),
  };
}
