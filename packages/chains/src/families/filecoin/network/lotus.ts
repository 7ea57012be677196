/**
 * The Lotus JSON-RPC calls the adapter makes (Filecoin.WalletBalance, MpoolGetNonce,
 * GasEstimateMessageGas, MpoolPush, StateSearchMsg). Spec §7: each RPC URL is tried in turn —
 * an unreachable node, a 30 s timeout, an HTTP error, a JSON-RPC error or an answer that fails
 * its zod shape moves on to the next — and the call fails only after the last one failed. A
 * push the node refuses (a JSON-RPC error) is an answer: the same message would be refused by
 * every node, so it is not sent again elsewhere.
 */
import type { z } from 'zod';
import { RpcAnswerError } from '../../../net/errors';
import type { FetchLike } from '../../../net/http';
import { jsonRpc } from '../../../net/jsonrpc';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface HttpSettings {
  fetch: FetchLike;
  timeoutMs: number;
}

export class LotusRpc {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: HttpSettings,
  ) {}

  private call<S extends z.ZodType>(what: string, method: string, params: unknown[], schema: S) {
    return firstAnswer(what, this.endpoints, (url) =>
      jsonRpc(url, `Filecoin.${method}`, params, schema, this.http),
    );
  }

  async balance(address: string): Promise<bigint> {
    return BigInt(await this.call('balance', 'WalletBalance', [address], s.walletBalance));
  }

  async nonce(address: string): Promise<bigint> {
    return BigInt(await this.call('nonce', 'MpoolGetNonce', [address], s.mpoolNonce));
  }

  /** The node's gas limit, fee cap and premium for `message` (Lotus JSON), no fee ceiling. */
  estimateGas(message: unknown) {
    return this.call(
      'gas estimate',
      'GasEstimateMessageGas',
      [message, { MaxFee: '0' }, null],
      s.estimatedMessage,
    );
  }

  /** MpoolPush of a signed message (Lotus JSON); returns its CID. */
  async push(signed: unknown): Promise<string> {
    const cid = await firstAnswer(
      'broadcast',
      this.endpoints,
      (url) => jsonRpc(url, 'Filecoin.MpoolPush', [signed], s.cidLink, this.http),
      { isAnswer: (e) => e instanceof RpcAnswerError },
    );
    return cid['/'];
  }

  /** Where the chain holds the message (null while it does not), replaced messages allowed. */
  searchMessage(cid: string): Promise<s.MsgLookup> {
    return this.call('message status', 'StateSearchMsg', [[], { '/': cid }, -1, true], s.msgLookup);
  }
}
