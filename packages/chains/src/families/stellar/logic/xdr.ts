/**
 * The Stellar XDR Kestrel signs, by hand (RFC 4506 big-endian, 4-byte aligned): a v1 transaction
 * envelope with one source account, time bounds, an optional text memo and Payment or CreateAccount
 * operations; the signature payload (network id || ENVELOPE_TYPE_TX || transaction) and decorated
 * signatures. Only what the family sends: the official SDK is proved byte-identical in tests.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { decodeEd25519StrKey, VERSION_ACCOUNT_ID } from './strkey';

export const ENVELOPE_TYPE_TX = 2;
const KEY_TYPE_ED25519 = 0;
const PRECOND_NONE = 0;
const PRECOND_TIME = 1;
const MEMO_NONE = 0;
const MEMO_TEXT = 1;
const OP_CREATE_ACCOUNT = 0;
const OP_PAYMENT = 1;
const ASSET_NATIVE = 0;
const ASSET_ALPHANUM4 = 1;
const ASSET_ALPHANUM12 = 2;

/** XDR limits the protocol sets: memo text<28>, int64 amounts, uint32 fee, operations<100>. */
export const MEMO_TEXT_MAX_BYTES = 28;
export const INT64_MAX = (1n << 63n) - 1n;
export const UINT32_MAX = 0xffffffff;
export const MAX_OPERATIONS = 100;

export type StellarAsset = { type: 'native' } | { type: 'credit'; code: string; issuer: string };

export type StellarOperation =
  | { type: 'createAccount'; destination: string; startingBalance: bigint }
  | { type: 'payment'; destination: string; asset: StellarAsset; amount: bigint };

export interface StellarTransaction {
  source: string;
  /** The whole fee bid, stroops (uint32). */
  fee: number;
  seq: bigint;
  /** Unix seconds; absent: no preconditions. */
  timeBounds?: { minTime: bigint; maxTime: bigint };
  /** Text memo (at most 28 UTF-8 bytes); absent or empty: no memo. */
  memo?: string;
  operations: StellarOperation[];
}

class Writer {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;
  private push(b: Uint8Array) {
    this.chunks.push(b);
    this.size += b.length;
  }
  int32(v: number) {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, v);
    this.push(b);
  }
  uint32(v: number) {
    if (!Number.isInteger(v) || v < 0 || v > UINT32_MAX) throw new Error(`Not a uint32: ${v}`);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, v);
    this.push(b);
  }
  int64(v: bigint) {
    if (v < -(1n << 63n) || v > INT64_MAX) throw new Error(`Not an int64: ${v}`);
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigInt64(0, v);
    this.push(b);
  }
  uint64(v: bigint) {
    if (v < 0n || v >= 1n << 64n) throw new Error(`Not a uint64: ${v}`);
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigUint64(0, v);
    this.push(b);
  }
  /** Fixed-length opaque (padded to 4 bytes). */
  opaque(b: Uint8Array) {
    this.push(b);
    const pad = (4 - (b.length % 4)) % 4;
    if (pad) this.push(new Uint8Array(pad));
  }
  /** Variable-length opaque or string: length then the padded bytes. */
  varOpaque(b: Uint8Array, max: number) {
    if (b.length > max) throw new Error(`Longer than ${max} bytes`);
    this.uint32(b.length);
    this.opaque(b);
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

/** The 32-byte ed25519 key of a G… address (throws on anything else). */
export function accountKey(address: string): Uint8Array {
  const d = decodeEd25519StrKey(address, VERSION_ACCOUNT_ID);
  if (!d.ok) throw new Error(`Invalid Stellar address ${address}: it ${d.problem}`);
  return d.payload;
}

/** The network id: sha256 of the network passphrase. */
export function networkId(passphrase: string): Uint8Array {
  return sha256(utf8ToBytes(passphrase));
}

const ASSET_CODE = /^[A-Za-z0-9]{1,12}$/;

function writeAccountId(w: Writer, address: string) {
  w.int32(KEY_TYPE_ED25519); // PublicKey / MuxedAccount arm ed25519
  w.opaque(accountKey(address));
}

function writeAsset(w: Writer, asset: StellarAsset) {
  if (asset.type === 'native') return w.int32(ASSET_NATIVE);
  if (!ASSET_CODE.test(asset.code)) throw new Error(`Invalid Stellar asset code ${asset.code}`);
  const alpha4 = asset.code.length <= 4;
  w.int32(alpha4 ? ASSET_ALPHANUM4 : ASSET_ALPHANUM12);
  const code = new Uint8Array(alpha4 ? 4 : 12);
  code.set(utf8ToBytes(asset.code));
  w.opaque(code);
  writeAccountId(w, asset.issuer);
}

function writeOperation(w: Writer, op: StellarOperation) {
  w.int32(0); // no operation source account: the transaction's
  if (op.type === 'createAccount') {
    w.int32(OP_CREATE_ACCOUNT);
    writeAccountId(w, op.destination);
    w.int64(op.startingBalance);
  } else {
    w.int32(OP_PAYMENT);
    writeAccountId(w, op.destination);
    writeAsset(w, op.asset);
    w.int64(op.amount);
  }
}

/** XDR of the Transaction (the part the signature covers, after network id and envelope type). */
export function encodeTransaction(tx: StellarTransaction): Uint8Array {
  if (tx.operations.length === 0 || tx.operations.length > MAX_OPERATIONS)
    throw new Error(`A transaction holds 1 to ${MAX_OPERATIONS} operations`);
  const w = new Writer();
  writeAccountId(w, tx.source);
  w.uint32(tx.fee);
  w.int64(tx.seq);
  if (tx.timeBounds) {
    w.int32(PRECOND_TIME);
    w.uint64(tx.timeBounds.minTime);
    w.uint64(tx.timeBounds.maxTime);
  } else w.int32(PRECOND_NONE);
  if (tx.memo) {
    w.int32(MEMO_TEXT);
    w.varOpaque(utf8ToBytes(tx.memo), MEMO_TEXT_MAX_BYTES);
  } else w.int32(MEMO_NONE);
  w.uint32(tx.operations.length);
  for (const op of tx.operations) writeOperation(w, op);
  w.int32(0); // ext v0
  return w.bytes();
}

/** sha256(network id || ENVELOPE_TYPE_TX || transaction): what is signed, and the transaction hash. */
export function transactionHash(passphrase: string, txXdr: Uint8Array): Uint8Array {
  const w = new Writer();
  w.opaque(networkId(passphrase));
  w.int32(ENVELOPE_TYPE_TX);
  w.opaque(txXdr);
  return sha256(w.bytes());
}

export interface DecoratedSignature {
  /** The signer's public key (its last 4 bytes are the hint). */
  publicKey: Uint8Array;
  signature: Uint8Array;
}

/** TransactionEnvelope (ENVELOPE_TYPE_TX) with its signatures. */
export function encodeEnvelope(txXdr: Uint8Array, signatures: DecoratedSignature[]): Uint8Array {
  if (signatures.length > 20) throw new Error('At most 20 signatures');
  const w = new Writer();
  w.int32(ENVELOPE_TYPE_TX);
  w.opaque(txXdr);
  w.uint32(signatures.length);
  for (const s of signatures) {
    w.opaque(s.publicKey.subarray(s.publicKey.length - 4));
    w.varOpaque(s.signature, 64);
  }
  return w.bytes();
}
