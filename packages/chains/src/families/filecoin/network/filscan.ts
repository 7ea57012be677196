/**
 * The Filscan v1 API calls of spec §7 (POST with JSON bodies): MessagesByAccountID with
 * account_id and filters {index 0, limit 20, method_name ''}, FinalHeight (base_fee) and
 * GasDataTrend with interval 24h (avg_gas_used). Endpoints in order, each tried in turn.
 */
import type { z } from 'zod';
import { requestJson } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import type { HttpSettings } from './lotus';
import * as s from './schemas';

const base = (url: string) => url.replace(/\/+$/, '');

export class Filscan {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: HttpSettings,
  ) {}

  private post<S extends z.ZodType>(what: string, path: string, body: unknown, schema: S) {
    return firstAnswer(what, this.endpoints, (url) =>
      requestJson(
        `${base(url)}/${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        schema,
        this.http,
      ),
    );
  }

  /** Page `index` (from 0) of `limit` messages, newest first, and the total when Filscan gives it. */
  async messages(
    address: string,
    limit: number,
    index = 0,
  ): Promise<{ messages: s.ScanMessage[]; total?: number }> {
    const body = { account_id: address, filters: { index, limit, method_name: '' } };
    const answer = await this.post('history', 'MessagesByAccountID', body, s.messagesByAccount);
    const messages = answer.result.messages_by_account_id_list ?? [];
    const total = answer.result.total_count;
    return total === undefined ? { messages } : { messages, total };
  }

  /** The latest base fee, attoFIL per gas unit. */
  async baseFee(): Promise<bigint> {
    return (await this.post('base fee', 'FinalHeight', {}, s.finalHeight)).result.base_fee;
  }

  /** The average gas used over `interval` (the newest period). */
  async gasUsed(interval: string): Promise<bigint> {
    return (await this.post('gas used', 'GasDataTrend', { interval }, s.gasDataTrend)).result.items[0]!
      .avg_gas_used;
  }
}
