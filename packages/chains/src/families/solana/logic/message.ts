/**
 * The Solana legacy message and transaction wire format: compact-u16 lengths, the header, the
 * account keys in the runtime's order (fee payer, then signers before non-signers and writable
 * before read-only, each group in @solana/kit's address order), the blockhash and the compiled
 * instructions. A test compares these bytes with @solana/kit's on random transfers.
 */
import { base58, hex } from '@scure/base';

export interface AccountMeta {
  pubkey: string;
  isSigner: boolean;
  isWritable: boolean;
}

/** One instruction, serializable (the prepared transfer's payload keeps it): data as hex. */
export interface SolInstruction {
  programId: string;
  keys: AccountMeta[];
  data: string;
}

export interface CompiledMessage {
  bytes: Uint8Array;
  /** The accounts that sign, in signature order (the fee payer first). */
  signers: string[];
}

/** compact-u16 (shortvec): 7 bits a byte, high bit = more. */
export function compactU16(n: number): number[] {
  if (!Number.isInteger(n) || n < 0 || n > 0xffff) throw new Error(`compact-u16 out of range: ${n}`);
  const out: number[] = [];
  let v = n;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if (v === 0) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

/** Reads a compact-u16 at `offset`; returns the value and the bytes it took. */
export function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const b = bytes[offset + i];
    if (b === undefined) throw new Error('compact-u16 runs past the end');
    value |= (b & 0x7f) << (7 * i);
    if ((b & 0x80) === 0) return [value, i + 1];
  }
  throw new Error('compact-u16 longer than 3 bytes');
}

// @solana/kit's getAddressComparator: the order every SDK gives keys within a group.
const collator = new Intl.Collator('en', {
  caseFirst: 'lower',
  ignorePunctuation: false,
  localeMatcher: 'best fit',
  numeric: false,
  sensitivity: 'variant',
  usage: 'sort',
});

function key32(address: string): Uint8Array {
  const b = base58.decode(address);
  if (b.length !== 32) throw new Error(`Not a 32-byte account address: ${address}`);
  return b;
}

/** Compiles a legacy message for `feePayer` with `recentBlockhash`. */
export function compileLegacyMessage(
  feePayer: string,
  recentBlockhash: string,
  instructions: SolInstruction[],
): CompiledMessage {
  const roles = new Map<string, { signer: boolean; writable: boolean; payer: boolean; program: boolean }>();
  roles.set(feePayer, { signer: true, writable: true, payer: true, program: false });
  for (const ix of instructions) {
    const p = roles.get(ix.programId);
    if (p?.writable) throw new Error(`The program ${ix.programId} must not be a writable account`);
    roles.set(
      ix.programId,
      p ? { ...p, program: true } : { signer: false, writable: false, payer: false, program: true },
    );
    for (const k of ix.keys) {
      const r = roles.get(k.pubkey);
      if (r?.program && k.isWritable)
        throw new Error(`The program ${k.pubkey} must not be a writable account`);
      roles.set(
        k.pubkey,
        r
          ? { ...r, signer: r.signer || k.isSigner, writable: r.writable || k.isWritable }
          : { signer: k.isSigner, writable: k.isWritable, payer: false, program: false },
      );
    }
  }
  const ordered = [...roles.entries()].sort(([a, ra], [b, rb]) => {
    if (ra.payer !== rb.payer) return ra.payer ? -1 : 1;
    if (ra.signer !== rb.signer) return ra.signer ? -1 : 1;
    if (ra.writable !== rb.writable) return ra.writable ? -1 : 1;
    return collator.compare(a, b);
  });
  const index = new Map(ordered.map(([a], i) => [a, i]));
  const signers = ordered.filter(([, r]) => r.signer).map(([a]) => a);
  const readonlySigners = ordered.filter(([, r]) => r.signer && !r.writable).length;
  const readonlyOthers = ordered.filter(([, r]) => !r.signer && !r.writable).length;
  if (ordered.length > 255) throw new Error('Too many accounts for one transaction');

  const out: number[] = [signers.length, readonlySigners, readonlyOthers, ...compactU16(ordered.length)];
  for (const [a] of ordered) out.push(...key32(a));
  out.push(...key32(recentBlockhash));
  out.push(...compactU16(instructions.length));
  for (const ix of instructions) {
    const data = hex.decode(ix.data);
    out.push(index.get(ix.programId)!, ...compactU16(ix.keys.length));
    for (const k of ix.keys) out.push(index.get(k.pubkey)!);
    out.push(...compactU16(data.length), ...data);
  }
  return { bytes: Uint8Array.from(out), signers };
}

/** The wire transaction: compact-u16 signature count, the signatures, then the message. */
export function serializeTransaction(signatures: Uint8Array[], message: Uint8Array): Uint8Array {
  const count = compactU16(signatures.length);
  const out = new Uint8Array(count.length + 64 * signatures.length + message.length);
  out.set(count, 0);
  signatures.forEach((s, i) => {
    if (s.length !== 64) throw new Error('A Solana signature has 64 bytes');
    out.set(s, count.length + 64 * i);
  });
  out.set(message, count.length + 64 * signatures.length);
  return out;
}
