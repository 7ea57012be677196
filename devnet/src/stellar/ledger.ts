/**
 * The devnet's Stellar ledger, in memory: accounts (XLM, sequence, subentries, trustlines with
 * their authorization), and every transaction applied. A submitted envelope is decoded with the
 * official @stellar/stellar-base, checked as stellar-core checks it (time bounds, fee ≥ base fee ×
 * operations, sequence, signatures, fee within the available balance), then its operations run on
 * a copy: CreateAccount, Payment (XLM or a credit asset) and ChangeTrust. A transaction-level
 * failure changes nothing; an operation failure still charges the fee and uses the sequence.
 */
import { createHash } from 'node:crypto';
import { Keypair, StrKey, Transaction, TransactionBuilder } from '@stellar/stellar-base';
import { describe, runOperation } from './operations';

export const BASE_FEE = 100n;
export const BASE_RESERVE = 5_000_000n;
export const STROOPS = 10_000_000n;
/** int64 max: the default trustline limit. */
export const MAX_LIMIT = (1n << 63n) - 1n;

export interface Trustline {
  balance: bigint;
  limit: bigint;
  authorized: boolean;
}

export interface LedgerAccount {
  id: string;
  balance: bigint;
  seq: bigint;
  subentries: number;
  /** Keyed CODE:ISSUER. */
  trust: Map<string, Trustline>;
  authRequired: boolean;
  lastModifiedLedger: number;
}

export type OpRecord = Record<string, unknown> & { type: string; type_i: number };

export interface TxRecord {
  hash: string;
  ledger: number;
  createdAt: string;
  source: string;
  seq: bigint;
  maxFee: bigint;
  feeCharged: bigint;
  successful: boolean;
  envelope: string;
  memo?: string;
  timeBounds?: { minTime: string; maxTime: string };
  signatures: string[];
  ops: OpRecord[];
  /** Every account the transaction touched (its history lists it). */
  accounts: Set<string>;
}

export interface ResultCodes {
  transaction: string;
  operations?: string[];
}

export type ApplyResult =
  { ok: true; tx: TxRecord } | { ok: false; codes: ResultCodes; tx?: TxRecord; malformed?: boolean };

export class OpFailure extends Error {}

export const fail = (code: string): never => {
  throw new OpFailure(code);
};

export const stroopsOf = (amount: string): bigint => {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * STROOPS + BigInt(frac.padEnd(7, '0'));
};

/** The XLM an account must keep: (2 + subentries) × base reserve. */
export function minimumBalance(a: LedgerAccount): bigint {
  return (2n + BigInt(a.subentries)) * BASE_RESERVE;
}

export class StellarLedger {
  readonly accounts = new Map<string, LedgerAccount>();
  readonly txs: TxRecord[] = [];
  ledger = 1;

  constructor(
    readonly passphrase: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Genesis: an account that exists from the start (the root, issuers). */
  createAccount(id: string, balance: bigint, o: { authRequired?: boolean } = {}): LedgerAccount {
    const a: LedgerAccount = {
      id,
      balance,
      seq: BigInt(this.ledger) << 32n,
      subentries: 0,
      trust: new Map(),
      authRequired: o.authRequired ?? false,
      lastModifiedLedger: this.ledger,
    };
    this.accounts.set(id, a);
    return a;
  }

  available(a: LedgerAccount): bigint {
    return a.balance - minimumBalance(a);
  }

  transaction(hash: string): TxRecord | undefined {
    return this.txs.find((t) => t.hash === hash);
  }

  /** Decodes, checks and applies one base64 TransactionEnvelope. */
  submit(envelope: string): ApplyResult {
    let tx: Transaction;
    try {
      const decoded = TransactionBuilder.fromXDR(envelope, this.passphrase);
      if (!(decoded instanceof Transaction)) return { ok: false, codes: { transaction: 'tx_not_supported' } };
      tx = decoded;
    } catch {
      return { ok: false, codes: { transaction: 'tx_malformed' }, malformed: true };
    }
    const hash = tx.hash().toString('hex');
    const known = this.transaction(hash);
    if (known)
      return known.successful
        ? { ok: true, tx: known }
        : { ok: false, codes: { transaction: 'tx_failed' }, tx: known };
    const codes = this.check(tx, hash);
    if (codes) return { ok: false, codes };
    return this.apply(tx, hash, envelope);
  }

  /** stellar-core's checkValid: what fails here changes nothing. */
  private check(tx: Transaction, hash: string): ResultCodes | null {
    const err = (transaction: string) => ({ transaction });
    if (!StrKey.isValidEd25519PublicKey(tx.source)) return err('tx_malformed');
    const source = this.accounts.get(tx.source);
    if (!source) return err('tx_no_source_account');
    const now = BigInt(Math.floor(this.now() / 1000));
    if (tx.timeBounds) {
      if (BigInt(tx.timeBounds.minTime) > now) return err('tx_too_early');
      const max = BigInt(tx.timeBounds.maxTime);
      if (max !== 0n && max < now) return err('tx_too_late');
    }
    if (tx.operations.length === 0) return err('tx_missing_operation');
    const fee = BigInt(tx.fee);
    if (fee < BASE_FEE * BigInt(tx.operations.length)) return err('tx_insufficient_fee');
    if (BigInt(tx.sequence) !== source.seq + 1n) return err('tx_bad_seq');
    // Every source (the transaction's and any operation's) must have signed; nothing else may.
    const signers = new Set([tx.source, ...tx.operations.map((o) => o.source ?? tx.source)]);
    const used = new Set<number>();
    for (const signer of signers) {
      const key = Keypair.fromPublicKey(signer);
      const i = tx.signatures.findIndex(
        (s, j) =>
          !used.has(j) &&
          s.hint().equals(key.signatureHint()) &&
          key.verify(Buffer.from(hash, 'hex'), s.signature()),
      );
      if (i < 0) return err('tx_bad_auth');
      used.add(i);
    }
    if (used.size !== tx.signatures.length) return err('tx_bad_auth_extra');
    if (this.available(source) < this.feeCharged(tx)) return err('tx_insufficient_balance');
    return null;
  }

  /** Without surge pricing the network charges the base fee per operation, never more than the bid. */
  private feeCharged(tx: Transaction): bigint {
    const fee = BASE_FEE * BigInt(tx.operations.length);
    return fee < BigInt(tx.fee) ? fee : BigInt(tx.fee);
  }

  private apply(tx: Transaction, hash: string, envelope: string): ApplyResult {
    const source = this.accounts.get(tx.source)!;
    const ledger = ++this.ledger;
    const feeCharged = this.feeCharged(tx);
    source.balance -= feeCharged;
    source.seq = BigInt(tx.sequence);
    source.lastModifiedLedger = ledger;
    const createdAt = new Date(Math.floor(this.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
    const record: TxRecord = {
      hash,
      ledger,
      createdAt,
      source: tx.source,
      seq: BigInt(tx.sequence),
      maxFee: BigInt(tx.fee),
      feeCharged,
      successful: true,
      envelope,
      ...(tx.memo.type === 'text'
        ? { memo: Buffer.from(tx.memo.value as Buffer | string).toString('utf8') }
        : {}),
      ...(tx.timeBounds ? { timeBounds: { ...tx.timeBounds } } : {}),
      signatures: tx.signatures.map((s) => s.signature().toString('base64')),
      ops: [],
      accounts: new Set([tx.source]),
    };
    // Operations run on copies; only a fully successful transaction keeps their changes.
    const work = new Map<string, LedgerAccount>();
    const get = (id: string) => {
      let a = work.get(id);
      if (!a) {
        const orig = this.accounts.get(id);
        if (!orig) return undefined;
        a = { ...orig, trust: new Map([...orig.trust].map(([k, v]) => [k, { ...v }])) };
        work.set(id, a);
      }
      return a;
    };
    const results: string[] = [];
    for (const op of tx.operations) {
      const from = op.source ?? tx.source;
      record.ops.push(
        describe(op, from, { source_account: from, transaction_hash: hash, created_at: createdAt }),
      );
      if (!record.successful) continue;
      try {
        runOperation(op, from, get, work, ledger);
        results.push('op_success');
      } catch (e) {
        if (!(e instanceof OpFailure)) throw e;
        results.push(e.message);
        record.successful = false;
      }
    }
    for (const op of record.ops)
      for (const k of ['from', 'to', 'funder', 'account', 'trustor'])
        if (typeof op[k] === 'string') record.accounts.add(op[k] as string);
    if (record.successful)
      for (const [id, a] of work) this.accounts.set(id, { ...a, lastModifiedLedger: ledger });
    this.txs.push(record);
    return record.successful
      ? { ok: true, tx: record }
      : { ok: false, codes: { transaction: 'tx_failed', operations: results }, tx: record };
  }
}

/** A deterministic key from a label (the devnet's issuers). */
export function keypairOf(label: string): Keypair {
  return Keypair.fromRawEd25519Seed(createHash('sha256').update(`kestrel stellar devnet ${label}`).digest());
}
