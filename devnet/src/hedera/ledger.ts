/**
 * The devnet's Hedera ledger: accounts (balance, ed25519 key, alias), one consensus per
 * submission, and mirror-node records of every transfer. A submitted transaction is decoded
 * with @hashgraph/sdk (Transaction.fromBytes), prechecked as a node does (node account,
 * duplicate id, validity window, payer, payer's ed25519 signature, maximum fee, payer solvency
 * for the fee: refusals are precheck codes), then reaches consensus: the transfer is applied
 * (an alias without an account gets one, HIP-32 auto account creation, charged to the payer) or
 * fails with a result code while its fee is still charged.
 */
import { AccountId, PublicKey, Transaction, TransferTransaction } from '@hashgraph/sdk';
import { createHash } from 'node:crypto';

/** The devnet's one consensus node, its fee collector and the faucet's treasury. */
export const NODE = '0.0.3';
const FEE_COLLECTOR = '0.0.98';
const TREASURY = '0.0.2';
/** The exchange rate the devnet answers: 1 HBAR is worth 12 US cents. */
export const RATE = { cent_equivalent: 12, hbar_equivalent: 1 };
/** What a CryptoTransfer costs here (USD 0.0001) and an auto account creation (USD 0.05), at RATE. */
const usd = (microUsd: bigint) =>
  (microUsd * BigInt(RATE.hbar_equivalent) * 10_000n + BigInt(RATE.cent_equivalent) - 1n) /
  BigInt(RATE.cent_equivalent);
export const TRANSFER_FEE = usd(100n);
export const CREATE_FEE = usd(50_000n);

export interface Account {
  id: string;
  balance: bigint;
  /** Raw ed25519 public key; null for a hollow account (created from an EVM address). */
  key: Uint8Array | null;
  /** The protobuf Key bytes (key alias) or the 20-byte EVM address it was created from. */
  alias: Uint8Array | null;
  createdAt: string;
}

export interface MirrorRecord {
  consensus_timestamp: string;
  transaction_id: string;
  transaction_hash: string;
  valid_start_timestamp: string;
  valid_duration_seconds: string;
  max_fee: string;
  memo_base64: string;
  name: 'CRYPTOTRANSFER';
  node: string;
  result: string;
  charged_tx_fee: bigint;
  scheduled: false;
  nonce: 0;
  transfers: { account: string; amount: bigint; is_approval: false }[];
}

/** A precheck refusal: the node answers this ResponseCodeEnum value and nothing happens. */
export class Precheck extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
  ) {
    super(codeName);
  }
}

const P = {
  INVALID_TRANSACTION: 1,
  PAYER_ACCOUNT_NOT_FOUND: 2,
  INVALID_NODE_ACCOUNT: 3,
  TRANSACTION_EXPIRED: 4,
  INVALID_TRANSACTION_START: 5,
  INVALID_SIGNATURE: 7,
  MEMO_TOO_LONG: 8,
  INSUFFICIENT_TX_FEE: 9,
  INSUFFICIENT_PAYER_BALANCE: 10,
  DUPLICATE_TRANSACTION: 11,
  NOT_SUPPORTED: 13,
} as const;
const refuse = (name: keyof typeof P) => new Precheck(P[name], name);

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
/** Key { ed25519 (2) } — the SDK's alias bytes for an ed25519 key. */
export const keyAlias = (raw: Uint8Array) => Uint8Array.from([0x12, 0x20, ...raw]);

export class HederaLedger {
  readonly accounts = new Map<string, Account>();
  private readonly byAlias = new Map<string, string>();
  readonly records: MirrorRecord[] = [];
  private nextNum = 1001n;
  private lastConsensus = 0n;

  constructor(private readonly now: () => number = Date.now) {
    for (const id of [TREASURY, NODE, FEE_COLLECTOR]) this.open(id, null, null);
    this.account(TREASURY)!.balance = 5_000_000_000n * 100_000_000n;
  }

  private open(id: string, key: Uint8Array | null, alias: Uint8Array | null): Account {
    const a: Account = { id, balance: 0n, key, alias, createdAt: this.consensusNow() };
    this.accounts.set(id, a);
    if (alias) this.byAlias.set(hex(alias), id);
    return a;
  }

  account(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  /** The account an SDK AccountId names (number, key alias or EVM address), if any. */
  resolve(id: AccountId): Account | undefined {
    if (id.aliasKey) return this.accountByAlias(keyAlias(id.aliasKey.toBytesRaw()));
    if (id.evmAddress) return this.accountByAlias(id.evmAddress.toBytes());
    return this.account(id.toString());
  }

  accountByAlias(alias: Uint8Array): Account | undefined {
    const id = this.byAlias.get(hex(alias));
    return id ? this.account(id) : undefined;
  }

  /** HIP-32: an account created from a key alias (with that key) or an EVM address (hollow). */
  private create(id: AccountId): Account {
    const num = `0.0.${this.nextNum++}`;
    if (id.aliasKey) {
      const raw = id.aliasKey.toBytesRaw();
      return this.open(num, raw, keyAlias(raw));
    }
    return this.open(num, null, id.evmAddress!.toBytes());
  }

  /** Consensus timestamps strictly increase: "seconds.nanos". */
  private consensusNow(): string {
    const ns = BigInt(this.now()) * 1_000_000n;
    this.lastConsensus = ns > this.lastConsensus ? ns : this.lastConsensus + 1n;
    const s = this.lastConsensus / 1_000_000_000n;
    return `${s}.${(this.lastConsensus % 1_000_000_000n).toString().padStart(9, '0')}`;
  }

  /** POST /faucet: the treasury sends `tinybars` (creating the account from an alias). */
  fund(address: string, tinybars: bigint): string {
    const id = AccountId.fromString(address);
    const target = this.resolve(id) ?? this.create(id);
    const treasury = this.account(TREASURY)!;
    treasury.balance -= tinybars;
    target.balance += tinybars;
    const seconds = Math.floor(this.now() / 1000);
    const txId = `${TREASURY}-${seconds}-${String(this.records.length).padStart(9, '0')}`;
    this.record(txId, createHash('sha384').update(txId).digest(), 'SUCCESS', 0n, [
      [TREASURY, -tinybars],
      [target.id, tinybars],
    ]);
    return txId;
  }

  private record(
    txId: string,
    hash: Uint8Array,
    result: string,
    fee: bigint,
    moves: [string, bigint][],
    extra: Partial<MirrorRecord> = {},
  ): MirrorRecord {
    const r: MirrorRecord = {
      consensus_timestamp: this.consensusNow(),
      transaction_id: txId,
      transaction_hash: Buffer.from(hash).toString('base64'),
      valid_start_timestamp: txId.split('-').slice(1).join('.'),
      valid_duration_seconds: '120',
      max_fee: fee.toString(),
      memo_base64: '',
      name: 'CRYPTOTRANSFER',
      node: NODE,
      result,
      charged_tx_fee: fee,
      scheduled: false,
      nonce: 0,
      transfers: moves
        .filter(([, a]) => a !== 0n)
        .map(([account, amount]) => ({ account, amount, is_approval: false })),
      ...extra,
    };
    this.records.push(r);
    return r;
  }

  /** A node's answer to one submitted Transaction (gRPC CryptoService.cryptoTransfer). */
  submit(bytes: Uint8Array): MirrorRecord {
    let tx: Transaction;
    try {
      tx = Transaction.fromBytes(bytes);
    } catch {
      throw refuse('INVALID_TRANSACTION');
    }
    if (!(tx instanceof TransferTransaction)) throw refuse('NOT_SUPPORTED');
    if (tx.nodeAccountIds?.length !== 1 || tx.nodeAccountIds[0]!.toString() !== NODE)
      throw refuse('INVALID_NODE_ACCOUNT');
    const txId = tx.transactionId;
    const payerId = txId?.accountId;
    const start = txId?.validStart;
    if (!txId || !payerId || !start) throw refuse('INVALID_TRANSACTION');
    const idText = `${payerId.toString()}-${start.seconds.toString()}-${start.nanos.toString().padStart(9, '0')}`;
    if (this.records.some((r) => r.transaction_id === idText)) throw refuse('DUPLICATE_TRANSACTION');
    const startMs = start.seconds.toNumber() * 1000 + Math.floor(start.nanos.toNumber() / 1e6);
    if (startMs > this.now() + 10_000) throw refuse('INVALID_TRANSACTION_START');
    if (startMs + tx.transactionValidDuration * 1000 < this.now()) throw refuse('TRANSACTION_EXPIRED');
    if (Buffer.byteLength(tx.transactionMemo, 'utf8') > 100) throw refuse('MEMO_TOO_LONG');
    const payer = this.resolve(payerId);
    if (!payer) throw refuse('PAYER_ACCOUNT_NOT_FOUND');
    if (!payer.key || !PublicKey.fromBytesED25519(payer.key).verifyTransaction(tx))
      throw refuse('INVALID_SIGNATURE');
    const moves = tx.hbarTransfersList.map((t) => ({
      id: t.accountId,
      amount: BigInt(t.amount.toTinybars().toString()),
    }));
    const creates = moves.filter(
      (m) => m.amount > 0n && !this.resolve(m.id) && (m.id.aliasKey || m.id.evmAddress),
    );
    const fee = TRANSFER_FEE + BigInt(creates.length) * CREATE_FEE;
    if (BigInt(tx.maxTransactionFee!.toTinybars().toString()) < fee) throw refuse('INSUFFICIENT_TX_FEE');
    if (payer.balance < fee) throw refuse('INSUFFICIENT_PAYER_BALANCE');
    const hash = createHash('sha384').update(bytes).digest();
    const extra = {
      memo_base64: Buffer.from(tx.transactionMemo, 'utf8').toString('base64'),
      max_fee: tx.maxTransactionFee!.toTinybars().toString(),
    };
    // Consensus: the fee is charged whatever the result.
    payer.balance -= fee;
    this.account(FEE_COLLECTOR)!.balance += fee;
    const feeMoves: [string, bigint][] = [
      [payer.id, -fee],
      [FEE_COLLECTOR, fee],
    ];
    const fail = (result: string) => this.record(idText, hash, result, fee, feeMoves, extra);
    if (moves.reduce((s, m) => s + m.amount, 0n) !== 0n) return fail('INVALID_ACCOUNT_AMOUNTS');
    for (const m of moves) {
      const a = this.resolve(m.id);
      if (m.amount < 0n && a?.id !== payer.id) return fail('INVALID_SIGNATURE');
      if (!a && !(m.id.aliasKey || m.id.evmAddress)) return fail('INVALID_ACCOUNT_ID');
      if (m.amount < 0n && a!.balance < -m.amount) return fail('INSUFFICIENT_ACCOUNT_BALANCE');
    }
    const applied: [string, bigint][] = moves.map((m) => {
      const a = this.resolve(m.id) ?? this.create(m.id);
      a.balance += m.amount;
      return [a.id, m.amount];
    });
    const net = new Map<string, bigint>();
    for (const [id, a] of [...applied, ...feeMoves]) net.set(id, (net.get(id) ?? 0n) + a);
    return this.record(idText, hash, 'SUCCESS', fee, [...net], extra);
  }

  /** The records of an account's transfers, newest first. */
  transfersOf(id: string): MirrorRecord[] {
    return this.records.filter((r) => r.transfers.some((t) => t.account === id)).reverse();
  }

  transaction(id: string): MirrorRecord[] {
    return this.records.filter((r) => r.transaction_id === id);
  }
}
