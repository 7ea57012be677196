/**
 * TON providers: the v2 RPC endpoints and the v3 indexers, each list read in order with fallback
 * (spec §7); a broadcast goes to every RPC endpoint at once and the first answer wins.
 */
import { broadcastToAll, type BroadcastResult } from '../../../net/broadcast';
import type { HttpOptions } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import { sentBoc, tonV2, type TonV2 } from './toncenter-v2';
import { tonV3, type TonV3 } from './toncenter-v3';

export * from './toncenter-v2';
export type { IndexedTransaction, JettonTransfer, JettonWallet } from './toncenter-v3';

export class TonProviders {
  readonly rpc: TonV2[];
  readonly indexers: TonV3[];

  constructor(rpc: string[], indexers: string[], rpcHttp: HttpOptions, indexHttp: HttpOptions = rpcHttp) {
    this.rpc = rpc.map((url) => tonV2(url, rpcHttp));
    this.indexers = indexers.map((url) => tonV3(url, indexHttp));
  }

  read<T>(what: string, op: (p: TonV2) => Promise<T>): Promise<T> {
    const byUrl = new Map(this.rpc.map((p) => [p.endpoint, p]));
    return firstAnswer(what, [...byUrl.keys()], (url) => op(byUrl.get(url)!));
  }

  index<T>(what: string, op: (p: TonV3) => Promise<T>): Promise<T> {
    const byUrl = new Map(this.indexers.map((p) => [p.endpoint, p]));
    return firstAnswer(what, [...byUrl.keys()], (url) => op(byUrl.get(url)!));
  }

  /** sendBocReturnHash on every RPC endpoint; the hash is ours (the message cell's). */
  send(boc: string, hash: string): Promise<BroadcastResult> {
    const byUrl = new Map(this.rpc.map((p) => [p.endpoint, p]));
    return broadcastToAll(
      'broadcast',
      [...byUrl.keys()],
      async (url) => {
        await byUrl.get(url)!.call('sendBocReturnHash', { boc }, sentBoc);
        return hash;
      },
      hash,
    );
  }
}
