/**
 * Horizon's JSON resources (developers.stellar.org, Horizon API reference) for the devnet ledger:
 * account, transaction, operation, fee stats, pages and application/problem+json documents.
 * Amounts are decimal text with 7 decimals; int64 counters are text.
 */
import { BASE_FEE, type LedgerAccount, type OpRecord, type TxRecord } from './ledger';

export const amount = (stroops: bigint): string => {
  const s = stroops.toString().padStart(8, '0');
  return `${s.slice(0, -7)}.${s.slice(-7)}`;
};

const link = (base: string, path: string) => ({ href: `${base}${path}` });

export function accountRecord(base: string, a: LedgerAccount) {
  const trust = [...a.trust].map(([key, t]) => {
    const [code = '', issuer = ''] = key.split(':');
    return {
      balance: amount(t.balance),
      limit: amount(t.limit),
      buying_liabilities: '0.0000000',
      selling_liabilities: '0.0000000',
      last_modified_ledger: a.lastModifiedLedger,
      is_authorized: t.authorized,
      is_authorized_to_maintain_liabilities: t.authorized,
      asset_type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12',
      asset_code: code,
      asset_issuer: issuer,
    };
  });
  return {
    _links: {
      self: link(base, `/accounts/${a.id}`),
      transactions: { href: `${base}/accounts/${a.id}/transactions{?cursor,limit,order}`, templated: true },
      operations: { href: `${base}/accounts/${a.id}/operations{?cursor,limit,order}`, templated: true },
    },
    id: a.id,
    account_id: a.id,
    sequence: a.seq.toString(),
    subentry_count: a.subentries,
    last_modified_ledger: a.lastModifiedLedger,
    thresholds: { low_threshold: 0, med_threshold: 0, high_threshold: 0 },
    flags: {
      auth_required: a.authRequired,
      auth_revocable: false,
      auth_immutable: false,
      auth_clawback_enabled: false,
    },
    balances: [
      ...trust,
      {
        balance: amount(a.balance),
        buying_liabilities: '0.0000000',
        selling_liabilities: '0.0000000',
        asset_type: 'native',
      },
    ],
    signers: [{ weight: 1, key: a.id, type: 'ed25519_public_key' }],
    data: {},
    num_sponsoring: 0,
    num_sponsored: 0,
    paging_token: a.id,
  };
}

/** A paging token per transaction: its ledger in the high bits, like Horizon's TOIDs. */
export const txToken = (t: TxRecord, index: number) => ((BigInt(t.ledger) << 32n) + BigInt(index)).toString();

export function transactionRecord(base: string, t: TxRecord, index: number) {
  return {
    _links: {
      self: link(base, `/transactions/${t.hash}`),
      account: link(base, `/accounts/${t.source}`),
      operations: { href: `${base}/transactions/${t.hash}/operations{?cursor,limit,order}`, templated: true },
    },
    id: t.hash,
    paging_token: txToken(t, index),
    successful: t.successful,
    hash: t.hash,
    ledger: t.ledger,
    created_at: t.createdAt,
    source_account: t.source,
    source_account_sequence: t.seq.toString(),
    fee_account: t.source,
    fee_charged: t.feeCharged.toString(),
    max_fee: t.maxFee.toString(),
    operation_count: t.ops.length,
    envelope_xdr: t.envelope,
    memo_type: t.memo === undefined ? 'none' : 'text',
    ...(t.memo === undefined ? {} : { memo: t.memo }),
    signatures: t.signatures,
    ...(t.timeBounds
      ? {
          valid_after: new Date(Number(t.timeBounds.minTime) * 1000).toISOString().replace('.000Z', 'Z'),
          ...(t.timeBounds.maxTime !== '0'
            ? {
                valid_before: new Date(Number(t.timeBounds.maxTime) * 1000)
                  .toISOString()
                  .replace('.000Z', 'Z'),
              }
            : {}),
          preconditions: { timebounds: { min_time: t.timeBounds.minTime, max_time: t.timeBounds.maxTime } },
        }
      : {}),
  };
}

export function operationRecord(base: string, t: TxRecord, op: OpRecord, i: number) {
  const id = ((BigInt(t.ledger) << 32n) + BigInt(i + 1)).toString();
  return {
    _links: {
      self: link(base, `/operations/${id}`),
      transaction: link(base, `/transactions/${t.hash}`),
    },
    id,
    paging_token: id,
    transaction_successful: t.successful,
    ...op,
  };
}

export function feeStatsRecord(lastLedger: number) {
  const fee = BASE_FEE.toString();
  const stats = Object.fromEntries(
    ['max', 'min', 'mode', 'p10', 'p20', 'p30', 'p40', 'p50', 'p60', 'p70', 'p80', 'p90', 'p95', 'p99'].map(
      (k) => [k, fee],
    ),
  );
  return {
    last_ledger: String(lastLedger),
    last_ledger_base_fee: fee,
    ledger_capacity_usage: '0.01',
    fee_charged: stats,
    max_fee: stats,
  };
}

export function page(base: string, path: string, records: unknown[], next?: string, prev?: string) {
  return {
    _links: {
      self: link(base, path),
      next: link(base, next ?? path),
      prev: link(base, prev ?? path),
    },
    _embedded: { records },
  };
}

export const NOT_FOUND = {
  type: 'https://stellar.org/horizon-errors/not_found',
  title: 'Resource Missing',
  status: 404,
  detail:
    'The resource at the url requested was not found.  This usually occurs for one of two reasons:  The url requested is not valid, or no data in our database could be found with the parameters provided.',
};

export function badRequest(detail: string, invalidField?: string) {
  return {
    type: 'https://stellar.org/horizon-errors/bad_request',
    title: 'Bad Request',
    status: 400,
    detail,
    ...(invalidField ? { extras: { invalid_field: invalidField, reason: detail } } : {}),
  };
}

export function transactionMalformed(envelope: string) {
  return {
    type: 'https://stellar.org/horizon-errors/transaction_malformed',
    title: 'Transaction Malformed',
    status: 400,
    detail:
      'Horizon could not decode the transaction envelope in this request. A transaction should be an XDR TransactionEnvelope struct encoded using base64.  The envelope read from this request is echoed in the `extras.envelope_xdr` field of this response for your convenience.',
    extras: { envelope_xdr: envelope },
  };
}

export function transactionFailed(
  envelope: string,
  codes: { transaction: string; operations?: string[] },
  hash?: string,
) {
  return {
    type: 'https://stellar.org/horizon-errors/transaction_failed',
    title: 'Transaction Failed',
    status: 400,
    detail:
      'The transaction failed when submitted to the stellar network. The `extras.result_codes` field on this response contains further details.  Descriptions of each code can be found at: https://developers.stellar.org/docs/data/apis/horizon/api-reference/errors/result-codes/transactions',
    extras: { envelope_xdr: envelope, result_codes: codes, ...(hash ? { hash } : {}) },
  };
}
