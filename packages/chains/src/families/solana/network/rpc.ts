/**
 * The Solana JSON-RPC calls the adapter makes (spec §7: balance, signatures, parsed transactions,
 * token accounts, stake accounts, prioritization fees, simulation, plus blockhash, rent, account
 * info, statuses and sending). Reads go to the endpoints in order and fall back on any fault,
 * including an answer that fails its zod shape; sends go to every endpoint at once.
 */
import type { z } from 'zod';
import { broadcastToAll, type BroadcastResult } from '../../../net/broadcast';
import type { FetchLike } from '../../../net/http';
import { jsonRpc } from '../../../net/jsonrpc';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface RpcOptions {
  fetch: FetchLike;
  timeoutMs: number;
}

const COMMITMENT = 'confirmed';

/** The signatures call, alone or in a batch (a balance refresh readying the history sends the same). */
export function signaturesCall(address: string, limit: number, before?: string) {
  return {
    method: 'getSignaturesForAddress',
    params: [address, { limit, commitment: COMMITMENT, ...(before ? { before } : {}) }],
  };
}

/** The parsed-transaction call, alone or in a batch. */
export function transactionCall(signature: string) {
  return {
    method: 'getTransaction',
    params: [
      signature,
      { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: COMMITMENT },
    ],
  };
}

export class SolanaRpc {
  constructor(
    readonly endpoints: readonly string[],
    readonly o: RpcOptions,
  ) {}

  private read<S extends z.ZodType>(what: string, method: string, params: unknown[], schema: S) {
    return firstAnswer(what, this.endpoints, (url) =>
      jsonRpc(url, method, params, schema, { fetch: this.o.fetch, timeoutMs: this.o.timeoutMs }),
    ) as Promise<z.infer<S>>;
  }

  async balance(address: string): Promise<bigint> {
    const a = await this.read(
      `balance of ${address}`,
      'getBalance',
      [address, { commitment: COMMITMENT }],
      s.balanceAnswer,
    );
    return BigInt(a.value);
  }

  async tokenAccounts(owner: string, programId: string): Promise<s.TokenAccount[]> {
    const a = await this.read(
      `token accounts of ${owner}`,
      'getTokenAccountsByOwner',
      [owner, { programId }, { encoding: 'jsonParsed', commitment: COMMITMENT }],
      s.tokenAccountsAnswer,
    );
    return a.value;
  }

  async accountInfo(address: string) {
    const a = await this.read(
      `account ${address}`,
      'getAccountInfo',
      [address, { encoding: 'base64', commitment: COMMITMENT }],
      s.accountInfoAnswer,
    );
    return a.value;
  }

  rentExemption(size: number): Promise<number> {
    return this.read('rent exemption', 'getMinimumBalanceForRentExemption', [size], s.rentAnswer);
  }

  async latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
    const a = await this.read(
      'latest blockhash',
      'getLatestBlockhash',
      [{ commitment: COMMITMENT }],
      s.blockhashAnswer,
    );
    return a.value;
  }

  prioritizationFees(accounts: string[]) {
    return this.read(
      'prioritization fees',
      'getRecentPrioritizationFees',
      [accounts],
      s.prioritizationFeesAnswer,
    );
  }

  async simulate(base64Tx: string) {
    const a = await this.read(
      'simulation',
      'simulateTransaction',
      [
        base64Tx,
        { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: COMMITMENT },
      ],
      s.simulationAnswer,
    );
    return a.value;
  }

  /** Newest first; `before` (a signature) starts the page below it. */
  signatures(address: string, limit: number, before?: string) {
    const c = signaturesCall(address, limit, before);
    return this.read(`signatures of ${address}`, c.method, c.params, s.signaturesAnswer);
  }

  parsedTransaction(signature: string) {
    const c = transactionCall(signature);
    return this.read(`transaction ${signature}`, c.method, c.params, s.parsedTransactionAnswer);
  }

  async signatureStatus(signature: string) {
    const a = await this.read(
      `status of ${signature}`,
      'getSignatureStatuses',
      [[signature], { searchTransactionHistory: true }],
      s.signatureStatusesAnswer,
    );
    return a.value[0] ?? null;
  }

  stakeAccounts(stakeProgram: string, offset: number, owner: string) {
    return this.read(
      `stake accounts of ${owner}`,
      'getProgramAccounts',
      [
        stakeProgram,
        { encoding: 'base64', commitment: COMMITMENT, filters: [{ memcmp: { offset, bytes: owner } }] },
      ],
      s.programAccountsAnswer,
    );
  }

  epochInfo() {
    return this.read('epoch', 'getEpochInfo', [{ commitment: COMMITMENT }], s.epochInfoAnswer);
  }

  /** Every endpoint at once, the first signature wins (spec §7). */
  send(base64Tx: string, expectedSignature: string): Promise<BroadcastResult> {
    return broadcastToAll(
      'broadcast',
      this.endpoints,
      (url) =>
        jsonRpc(
          url,
          'sendTransaction',
          [base64Tx, { encoding: 'base64', preflightCommitment: COMMITMENT }],
          s.signatureAnswer,
          { fetch: this.o.fetch, timeoutMs: this.o.timeoutMs },
        ),
      expectedSignature,
    );
  }
}
