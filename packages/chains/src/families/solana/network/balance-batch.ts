/**
 * A balance refresh's reads in one JSON-RPC batch (one HTTP request): the SOL balance, the owner's
 * token accounts of SPL Token and Token-2022, and the mint accounts not read before. A read that
 * fails inside the batch, or every read when the node refuses batches, is asked again on its own
 * through SolanaRpc (endpoints in order, as for any read); when no endpoint answers at all, every
 * read fails with that error at once. With `watched` addresses (the history warm-up), their first
 * history page's signatures ride in the same batch; those are extras: a failed or malformed entry
 * is null and never asked again (the history page reads its own signatures anyway).
 */
import type { z } from 'zod';
import { ReadBatch } from './read-batch';
import { signaturesCall, type SolanaRpc } from './rpc';
import * as s from './schemas';

const COMMITMENT = 'confirmed';

export type MintAccount = z.infer<typeof s.accountInfoAnswer>['value'];
export type SignatureInfo = z.infer<typeof s.signaturesAnswer>[number];

export interface BalanceReads {
  balance: Promise<bigint>;
  /** Per program id, in the order asked. */
  tokenAccounts: Promise<s.TokenAccount[]>[];
  /** Per mint, in the order asked: the account, or null when there is none. */
  mintAccounts: Promise<MintAccount>[];
  /** Per watched address, in the order asked: its newest signatures, or null when not in the batch. */
  signatures: Promise<SignatureInfo[] | null>[];
}

export function balanceReads(
  rpc: SolanaRpc,
  owner: string,
  programs: string[],
  mints: string[],
  watched: { address: string; limit: number }[] = [],
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
    ...watched.map((w) => signaturesCall(w.address, w.limit)),
  ];
  // A lone balance with the warm-up's extras fails with the text a lone getBalance gives.
  const what = programs.length || mints.length ? `balances of ${owner}` : `balance of ${owner}`;
  const batch = new ReadBatch(rpc, what, calls);
  const afterMints = 1 + programs.length + mints.length;
  return {
    balance: batch.at(
      0,
      s.balanceAnswer,
      (a) => BigInt(a.value),
      () => rpc.balance(owner),
    ),
    tokenAccounts: programs.map((p, k) =>
      batch.at(
        1 + k,
        s.tokenAccountsAnswer,
        (a) => a.value,
        () => rpc.tokenAccounts(owner, p),
      ),
    ),
    mintAccounts: mints.map((m, k) =>
      batch.at(
        1 + programs.length + k,
        s.accountInfoAnswer,
        (a) => a.value,
        () => rpc.accountInfo(m),
      ),
    ),
    signatures: watched.map((_, k) =>
      batch.at(
        afterMints + k,
        s.signaturesAnswer,
        (a): SignatureInfo[] | null => a,
        async () => null,
      ),
    ),
  };
}
