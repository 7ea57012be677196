/**
 * The Aptos indexer's GraphQL API (Hasura; POST {query, variables}): the versions of the latest
 * transactions that touched an account (account_transactions, newest first), whether it sent or
 * received them. The node then gives each transaction (node.ts byVersion). Indexers in order
 * with fallback on any fault; a GraphQL errors answer is a fault too.
 */
import { requestJson } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import type { HttpSettings } from './node';
import * as s from './schemas';

const QUERY = `query AccountTransactions($address: String!, $limit: Int!) {
  account_transactions(
    where: { account_address: { _eq: $address } }
    order_by: { transaction_version: desc }
    limit: $limit
  ) {
    transaction_version
  }
}`;

/** An older page: the same, below a version (stable while new transactions arrive, unlike an offset). */
const OLDER_QUERY = `query AccountTransactions($address: String!, $limit: Int!, $before: bigint!) {
  account_transactions(
    where: { account_address: { _eq: $address }, transaction_version: { _lt: $before } }
    order_by: { transaction_version: desc }
    limit: $limit
  ) {
    transaction_version
  }
}`;

export class AptosIndexer {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: HttpSettings,
  ) {}

  /** Versions of the account's latest `limit` transactions (below `before` when given), newest first. */
  async accountVersions(address: string, limit: number, before?: bigint): Promise<bigint[]> {
    const body = JSON.stringify(
      before === undefined
        ? { query: QUERY, variables: { address, limit } }
        : { query: OLDER_QUERY, variables: { address, limit, before: before.toString() } },
    );
    const answer = await firstAnswer('history', this.endpoints, (url) =>
      requestJson(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        s.accountTransactions,
        this.http,
      ),
    );
    return answer.data.account_transactions.map((t) => BigInt(t.transaction_version));
  }
}
