/** Reads a Solana wire transaction (legacy or v0 without lookup tables) into keys and instructions. */
import { getBase58Decoder } from '@solana/kit';

const b58 = getBase58Decoder();
export const base58 = (bytes: Uint8Array): string => b58.decode(bytes);

export interface WireInstruction {
  programIndex: number;
  accounts: number[];
  data: Uint8Array;
}

export interface WireTransaction {
  signatures: Uint8Array[];
  message: Uint8Array;
  header: { required: number; readonlySigned: number; readonlyUnsigned: number };
  keys: string[];
  blockhash: string;
  instructions: WireInstruction[];
}

function shortvec(b: Uint8Array, at: { i: number }): number {
  let v = 0;
  for (let n = 0; n < 3; n++) {
    const byte = b[at.i++];
    if (byte === undefined) throw new Error('truncated transaction');
    v |= (byte & 0x7f) << (7 * n);
    if ((byte & 0x80) === 0) return v;
  }
  throw new Error('bad compact-u16');
}

function take(b: Uint8Array, at: { i: number }, n: number): Uint8Array {
  if (at.i + n > b.length) throw new Error('truncated transaction');
  const out = b.slice(at.i, at.i + n);
  at.i += n;
  return out;
}

export function parseWire(bytes: Uint8Array): WireTransaction {
  const at = { i: 0 };
  const signatures = Array.from({ length: shortvec(bytes, at) }, () => take(bytes, at, 64));
  const messageStart = at.i;
  const versioned = (bytes[at.i]! & 0x80) !== 0;
  if (versioned) {
    if ((bytes[at.i]! & 0x7f) !== 0) throw new Error('unsupported transaction version');
    at.i++;
  }
  const [required, readonlySigned, readonlyUnsigned] = take(bytes, at, 3);
  const keys = Array.from({ length: shortvec(bytes, at) }, () => base58(take(bytes, at, 32)));
  const blockhash = base58(take(bytes, at, 32));
  const instructions = Array.from({ length: shortvec(bytes, at) }, () => {
    const programIndex = take(bytes, at, 1)[0]!;
    const accounts = [...take(bytes, at, shortvec(bytes, at))];
    const data = take(bytes, at, shortvec(bytes, at));
    return { programIndex, accounts, data };
  });
  if (versioned && shortvec(bytes, at) !== 0) throw new Error('address lookup tables are not supported here');
  if (at.i !== bytes.length) throw new Error('trailing bytes after the message');
  return {
    signatures,
    message: bytes.slice(messageStart),
    header: { required: required!, readonlySigned: readonlySigned!, readonlyUnsigned: readonlyUnsigned! },
    keys,
    blockhash,
    instructions,
  };
}

export function isWritable(tx: WireTransaction, index: number): boolean {
  const { required, readonlySigned, readonlyUnsigned } = tx.header;
  if (index < required) return index < required - readonlySigned;
  return index < tx.keys.length - readonlyUnsigned;
}
