/**
 * TzKT's API (spec §7): GET /v1/accounts/{addr}/operations with type transaction and limit 20 for
 * history (older pages by TzKT's lastId: rows below that id), and GET /v1/operations/{hash} for the confirmation check. Indexers in order with
 * fallback on any fault.
 */
import { requestJson, withQuery } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import type { HttpSettings } from './octez';
import * as s from './schemas';

const base = (url: string) => url.replace(/\/+$/, '');

export class Tzkt {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: HttpSettings,
  ) {}

  transactions(address: string, limit: number, lastId?: number): Promise<s.TzktOperation[]> {
    return firstAnswer('history', this.endpoints, (url) =>
      requestJson(
        withQuery(`${base(url)}/v1/accounts/${address}/operations`, { type: 'transaction', limit, lastId }),
        {},
        s.tzktOperations,
        this.http,
      ),
    );
  }

  /** The operation group's rows; empty while the indexer has not seen it in a block. */
  operation(hash: string): Promise<s.TzktOperation[]> {
    return firstAnswer('operation', this.endpoints, (url) =>
      requestJson(`${base(url)}/v1/operations/${hash}`, {}, s.tzktOperations, this.http),
    );
  }
}
