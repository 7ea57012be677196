/**
 * rippled's JSON-RPC methods the Kestrel adapter calls, answered in their documented shapes
 * (xrpl.org "HTTP / WebSocket APIs", API version 1, which rippled uses unless asked otherwise):
 * account_info, account_tx, server_info, submit and tx. Errors are rippled's error answers
 * ({result: {status: "error", error, error_code, error_message, request}}).
 */
import { isValidClassicAddress } from 'ripple-address-codec';
import { RippleLedger, type AccountRoot, type TxRecord } from './ledger';
import { RPC_ERRORS, type RpcErrorName } from './results';

type Params = Record<string, unknown>;
type Result = Record<string, unknown>;

export class RpcError extends Error {
  constructor(
    readonly error: RpcErrorName,
    readonly extra: Result = {},
  ) {
    super(error);
  }
}

export function errorResult(e: RpcError, request: Params): Result {
  const [code, message] = RPC_ERRORS[e.error];
  return {
    error: e.error,
    ...(code !== null ? { error_code: code, error_message: message } : {}),
    ...e.extra,
    request,
    status: 'error',
  };
}

const xrp = (drops: bigint) => Number(drops) / 1e6;

function account(p: Params): string {
  if (p.account === undefined)
    throw new RpcError('invalidParams', { error_message: "Missing field 'account'." });
  if (typeof p.account !== 'string' || !isValidClassicAddress(p.account)) throw new RpcError('actMalformed');
  return p.account;
}

function accountData(a: AccountRoot, ledger: RippleLedger) {
  return {
    Account: a.Account,
    Balance: a.Balance.toString(),
    Flags: a.Flags,
    LedgerEntryType: 'AccountRoot',
    OwnerCount: a.OwnerCount,
    PreviousTxnID: a.PreviousTxnID ?? '0'.repeat(64),
    PreviousTxnLgrSeq: a.PreviousTxnLgrSeq ?? 1,
    Sequence: a.Sequence,
    index: ledger.ledgerHash(a.Sequence),
  };
}

/** The open ledger, or the validated one (which on the devnet holds the same state). */
function ledgerFields(ledger: RippleLedger, p: Params): Result {
  return p.ledger_index === 'current' || p.ledger_index === undefined
    ? { ledger_current_index: ledger.current, validated: false }
    : { ledger_hash: ledger.ledgerHash(), ledger_index: ledger.validated, validated: true };
}

function txJson(t: TxRecord): Result {
  return { ...t.tx, hash: t.hash, date: t.date, inLedger: t.ledgerIndex, ledger_index: t.ledgerIndex };
}

function accountTxEntry(ledger: RippleLedger, t: TxRecord, apiVersion: number): Result {
  if (apiVersion >= 2) {
    return {
      close_time_iso: new Date((t.date + 946_684_800) * 1000).toISOString().replace('.000Z', 'Z'),
      hash: t.hash,
      ledger_hash: ledger.ledgerHash(t.ledgerIndex),
      ledger_index: t.ledgerIndex,
      meta: t.meta,
      tx_json: { ...t.tx, date: t.date, ledger_index: t.ledgerIndex },
      validated: true,
    };
  }
  return { meta: t.meta, tx: txJson(t), validated: true };
}

export function handleRpc(ledger: RippleLedger, method: string, p: Params): Result {
  switch (method) {
    case 'account_info': {
      const a = ledger.accounts.get(account(p));
      if (!a) throw new RpcError('actNotFound', { account: p.account, ...ledgerFields(ledger, p) });
      return { account_data: accountData(a, ledger), ...ledgerFields(ledger, p), status: 'success' };
    }
    case 'account_tx': {
      const who = account(p);
      if (!ledger.accounts.has(who)) throw new RpcError('actNotFound');
      // rippled clamps limit to 10..400 for public callers.
      const asked = typeof p.limit === 'number' && Number.isInteger(p.limit) ? p.limit : 200;
      const limit = Math.min(Math.max(asked, 10), 400);
      const all = ledger.history(who);
      const page = p.forward === true ? [...all].reverse() : all;
      // rippled's marker is opaque to callers: here the ledger and list position of the next entry.
      const markerOf = (t: (typeof page)[number]) => ({ ledger: t.ledgerIndex, seq: ledger.txs.indexOf(t) });
      const m = p.marker as { ledger?: unknown; seq?: unknown } | undefined;
      const start = m === undefined ? 0 : page.findIndex((t) => markerOf(t).seq === m.seq);
      if (start < 0) throw new RpcError('invalidParams');
      const next = page[start + limit];
      return {
        account: who,
        ledger_index_max: ledger.validated,
        ledger_index_min: 1,
        limit,
        ...(next ? { marker: markerOf(next) } : {}),
        transactions: page
          .slice(start, start + limit)
          .map((t) => accountTxEntry(ledger, t, Number(p.api_version ?? 1))),
        validated: true,
        status: 'success',
      };
    }
    case 'server_info':
      return {
        info: {
          build_version: 'kestrel-devnet',
          complete_ledgers: `1-${ledger.validated}`,
          load_factor: 1,
          server_state: 'full',
          validated_ledger: {
            age: 0,
            base_fee_xrp: xrp(ledger.fees.baseFee),
            hash: ledger.ledgerHash(),
            reserve_base_xrp: xrp(ledger.fees.reserveBase),
            reserve_inc_xrp: xrp(ledger.fees.reserveInc),
            seq: ledger.validated,
          },
        },
        status: 'success',
      };
    case 'submit': {
      if (typeof p.tx_blob !== 'string')
        throw new RpcError('invalidParams', { error_message: "Missing field 'tx_blob'." });
      const out = ledger.submit(p.tx_blob);
      if (out.kind === 'invalid')
        throw new RpcError('invalidTransaction', { error_exception: out.exception });
      const applied = out.result === 'tesSUCCESS' || out.result.startsWith('tec');
      const sender = ledger.accounts.get(String(out.tx.Account));
      return {
        accepted: applied,
        account_sequence_available: sender?.Sequence ?? 0,
        account_sequence_next: sender?.Sequence ?? 0,
        applied,
        broadcast: applied,
        ...ledger.resultOf(out.result),
        kept: false,
        open_ledger_cost: ledger.fees.baseFee.toString(),
        queued: false,
        tx_blob: p.tx_blob.toUpperCase(),
        tx_json: out.tx,
        validated_ledger_index: ledger.validated,
        status: 'success',
      };
    }
    case 'tx': {
      const hash = typeof p.transaction === 'string' ? p.transaction : '';
      if (!/^[0-9A-Fa-f]{64}$/.test(hash))
        throw new RpcError('invalidParams', { error_message: "Invalid field 'transaction'." });
      const t = ledger.findTx(hash);
      if (!t) throw new RpcError('txnNotFound');
      return { ...txJson(t), meta: t.meta, validated: true, status: 'success' };
    }
    default:
      throw new RpcError('unknownCmd');
  }
}
