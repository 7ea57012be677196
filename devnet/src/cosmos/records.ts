/** The LCD's JSON shapes (cosmos-sdk grpc-gateway) and Mintscan's history shape, from ledger records. */
import { base64 } from '@scure/base';
import type { Account, CosmosLedger, TxRecord } from './ledger';

export const restError = (code: number, message: string) => ({ code, message, details: [] });

export function accountJson(address: string, a: Account) {
  return {
    account: {
      '@type': '/cosmos.auth.v1beta1.BaseAccount',
      address,
      pub_key: a.publicKey
        ? { '@type': '/cosmos.crypto.secp256k1.PubKey', key: base64.encode(a.publicKey) }
        : null,
      account_number: a.number.toString(),
      sequence: a.sequence.toString(),
    },
  };
}

export function txJson(t: TxRecord) {
  return {
    '@type': '/cosmos.tx.v1beta1.Tx',
    body: {
      messages: t.sends.map((s) => ({
        '@type': s.typeUrl,
        from_address: s.from,
        to_address: s.to,
        amount: s.amount,
      })),
      memo: t.memo,
      timeout_height: '0',
      extension_options: [],
      non_critical_extension_options: [],
    },
  };
}

export function txResponse(t: TxRecord) {
  return {
    height: String(t.height),
    txhash: t.hash,
    codespace: t.codespace,
    code: t.code,
    data: '',
    raw_log: t.rawLog,
    logs: [],
    info: '',
    gas_wanted: t.gasWanted.toString(),
    gas_used: t.gasUsed.toString(),
    tx: txJson(t),
    timestamp: t.timestamp,
    events: [],
  };
}

/** The sync broadcast's answer: CheckTx's verdict, height 0. */
export function broadcastResponse(hash: string, code: number, codespace: string, rawLog: string) {
  return {
    tx_response: {
      height: '0',
      txhash: hash,
      codespace,
      code,
      data: '',
      raw_log: rawLog,
      logs: [],
      info: '',
      gas_wanted: '0',
      gas_used: '0',
      tx: null,
      timestamp: '',
      events: [],
    },
  };
}

export function involves(t: TxRecord, address: string, as: 'sender' | 'recipient' | 'either') {
  return t.sends.some(
    (s) => (as !== 'recipient' && s.from === address) || (as !== 'sender' && s.to === address),
  );
}

/** Mintscan GET /v1/{chain}/accounts/{addr}/transactions?take=N: newest first. */
/** Mintscan's page: newest first; `searchAfter` (a page's pagination.searchAfter) continues below it. */
export function mintscanPage(ledger: CosmosLedger, address: string, take: number, searchAfter?: number) {
  const list = ledger.txs
    .filter((t) => involves(t, address, 'either') && (searchAfter === undefined || t.height < searchAfter))
    .reverse()
    .slice(0, take);
  return {
    transactions: list.map((t, i) => ({
      header: {
        id: ledger.txs.indexOf(t) + 1,
        chain_id: ledger.params.chainId,
        block_id: t.height,
        timestamp: t.timestamp,
      },
      data: txResponse(t),
      index: i,
    })),
    pagination: {
      searchAfter: list.length ? String(list[list.length - 1]!.height) : null,
      totalCount: list.length,
    },
  };
}
