/**
 * The devnet's Stellar ledger, in memory: accounts (XLM, sequence, subentries, trustlines with
 * their authorization), and every transaction applied. A submitted envelope is decoded with the
 * official @stellar/stellar-base, checked as stellar-core checks it (time bounds, fee ≥ base fee ×
 * operations, sequence, signatures, fee within the available balance), then its operations run on
 * a copy: CreateAccount, Payment (XLM or a credit asset) and ChangeTrust. A transaction-level
 * failure changes nothing; an operation failure still charges the fee and uses the sequence.
 */
import { createHash } from 'node:crypto';
import { Keypair, StrKey, Transaction, TransactionBuilder, type Asset } from '@stellar/stellar-base';

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

class OpFailure extends Error {}

const fail = (code: string): never => {
  throw new OpFailure(code);
};

export const stroopsOf = (amount: string): bigint => {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * STROOPS + BigInt(frac.padEnd(7, '0'));
};

const assetKey = (a: Asset) => `${a.getCode()}:${a.getIssuer()}`;

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

  minimumBalance(a: LedgerAccount): bigint {
    return (2n + BigInt(a.subentries)) * BASE_RESERVE;
  }

  available(a: LedgerAccount): bigint {
    return a.balance - this.minimumBalance(a);
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
        this.run(op, from, get, work, ledger);
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

  /** Applies one operation to the working copies; throws OpFailure with the result code. */
  private run(
    op: Transaction['operations'][number],
    from: string,
    get: (id: string) => LedgerAccount | undefined,
    work: Map<string, LedgerAccount>,
    ledger: number,
  ): void {
    const src = get(from) ?? fail('op_no_source_account');
    const avail = () => src.balance - this.minimumBalance(src);
    switch (op.type) {
      case 'createAccount': {
        const amount = stroopsOf(op.startingBalance);
        if (amount <= 0n) fail('op_malformed');
        if (get(op.destination)) fail('op_already_exists');
        if (amount < 2n * BASE_RESERVE) fail('op_low_reserve');
        if (avail() < amount) fail('op_underfunded');
        src.balance -= amount;
        work.set(op.destination, {
          id: op.destination,
          balance: amount,
          seq: BigInt(ledger) << 32n,
          subentries: 0,
          trust: new Map(),
          authRequired: false,
          lastModifiedLedger: ledger,
        });
        return;
      }
      case 'payment': {
        const amount = stroopsOf(op.amount);
        if (amount <= 0n || !StrKey.isValidEd25519PublicKey(op.destination)) fail('op_malformed');
        const dest = get(op.destination) ?? fail('op_no_destination');
        if (op.asset.isNative()) {
          if (avail() < amount) fail('op_underfunded');
          src.balance -= amount;
          dest.balance += amount;
          return;
        }
        const key = assetKey(op.asset);
        const issuer = op.asset.getIssuer();
        if (from !== issuer) {
          const line = src.trust.get(key) ?? fail('op_src_no_trust');
          if (!line.authorized) fail('op_src_not_authorized');
          if (line.balance < amount) fail('op_underfunded');
          line.balance -= amount;
        }
        if (op.destination !== issuer) {
          const line = dest.trust.get(key) ?? fail('op_no_trust');
          if (!line.authorized) fail('op_not_authorized');
          if (line.balance + amount > line.limit) fail('op_line_full');
          line.balance += amount;
        }
        return;
      }
      case 'changeTrust': {
        const asset = op.line as Asset;
        if (typeof (asset as { getIssuer?: unknown }).getIssuer !== 'function' || asset.isNative())
          fail('op_malformed');
        const issuer = asset.getIssuer();
        if (issuer === from) fail('op_self_not_allowed');
        const issuerAccount = get(issuer) ?? fail('op_no_issuer');
        const limit = stroopsOf(op.limit);
        const key = assetKey(asset);
        const line = src.trust.get(key);
        if (limit === 0n) {
          if (!line || line.balance > 0n) fail('op_invalid_limit');
          src.trust.delete(key);
          src.subentries -= 1;
        } else if (line) {
          if (limit < line.balance) fail('op_invalid_limit');
          line.limit = limit;
        } else {
          if (avail() < BASE_RESERVE) fail('op_low_reserve');
          src.trust.set(key, { balance: 0n, limit, authorized: !issuerAccount.authRequired });
          src.subentries += 1;
        }
        return;
      }
      default:
        fail('op_not_supported');
    }
  }
}

/** Horizon's operation record (GET /transactions/{hash}/operations) of one operation. */
function describe(
  op: Transaction['operations'][number],
  from: string,
  base: Record<string, unknown>,
): OpRecord {
  switch (op.type) {
    case 'createAccount':
      return {
        ...base,
        type: 'create_account',
        type_i: 0,
        starting_balance: op.startingBalance,
        funder: from,
        account: op.destination,
      };
    case 'payment':
      return {
        ...base,
        type: 'payment',
        type_i: 1,
        ...assetFields(op.asset),
        from,
        to: op.destination,
        amount: op.amount,
      };
    case 'changeTrust': {
      const asset = op.line as Asset;
      const credit = typeof (asset as { getIssuer?: unknown }).getIssuer === 'function' && !asset.isNative();
      return {
        ...base,
        type: 'change_trust',
        type_i: 6,
        ...(credit ? { ...assetFields(asset), trustee: asset.getIssuer() } : {}),
        limit: op.limit,
        trustor: from,
      };
    }
    default:
      return { ...base, type: snake(op.type), type_i: OP_TYPES.indexOf(snake(op.type)) };
  }
}

/** Horizon's type_i is the XDR OperationType. */
const OP_TYPES = [
  'create_account',
  'payment',
  'path_payment_strict_receive',
  'manage_sell_offer',
  'create_passive_sell_offer',
  'set_options',
  'change_trust',
  'allow_trust',
  'account_merge',
  'inflation',
  'manage_data',
  'bump_sequence',
  'manage_buy_offer',
  'path_payment_strict_send',
  'create_claimable_balance',
  'claim_claimable_balance',
  'begin_sponsoring_future_reserves',
  'end_sponsoring_future_reserves',
  'revoke_sponsorship',
  'clawback',
  'clawback_claimable_balance',
  'set_trust_line_flags',
  'liquidity_pool_deposit',
  'liquidity_pool_withdraw',
];

const snake = (t: string) => t.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function assetFields(a: Asset): Record<string, string> {
  if (a.isNative()) return { asset_type: 'native' };
  return { asset_type: a.getAssetType(), asset_code: a.getCode(), asset_issuer: a.getIssuer() };
}

/** A deterministic key from a label (the devnet's issuers). */
export function keypairOf(label: string): Keypair {
  return Keypair.fromRawEd25519Seed(createHash('sha256').update(`kestrel stellar devnet ${label}`).digest());
}
