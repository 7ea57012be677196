/** The few SCALE codec pieces a balance transfer needs (little-endian integers, compact integers). */

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Unsigned little-endian integer of `bytes` bytes. */
export function uintLE(value: bigint | number, bytes: number): Uint8Array {
  let v = BigInt(value);
  if (v < 0n || v >= 1n << BigInt(8 * bytes)) throw new RangeError(`${value} does not fit in ${bytes} bytes`);
  const out = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

export function readUintLE(bytes: Uint8Array, offset: number, length: number): bigint {
  if (offset + length > bytes.length) throw new RangeError('SCALE value shorter than expected');
  let v = 0n;
  for (let i = length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[offset + i]!);
  return v;
}

/** SCALE compact integer: single-byte, two-byte, four-byte or big-integer mode. */
export function compact(value: bigint | number): Uint8Array {
  const v = BigInt(value);
  if (v < 0n) throw new RangeError('compact integers are unsigned');
  if (v < 1n << 6n) return Uint8Array.of(Number(v << 2n));
  if (v < 1n << 14n) return uintLE((v << 2n) | 1n, 2);
  if (v < 1n << 30n) return uintLE((v << 2n) | 2n, 4);
  const bytes: number[] = [];
  for (let x = v; x > 0n; x >>= 8n) bytes.push(Number(x & 0xffn));
  if (bytes.length > 67) throw new RangeError('compact integer too large');
  return Uint8Array.of(((bytes.length - 4) << 2) | 3, ...bytes);
}

/** Decodes a compact integer at `offset`: its value and the bytes it took. */
export function readCompact(bytes: Uint8Array, offset: number): { value: bigint; length: number } {
  const first = bytes[offset];
  if (first === undefined) throw new RangeError('SCALE value shorter than expected');
  const mode = first & 3;
  if (mode === 0) return { value: BigInt(first >> 2), length: 1 };
  if (mode === 1) return { value: readUintLE(bytes, offset, 2) >> 2n, length: 2 };
  if (mode === 2) return { value: readUintLE(bytes, offset, 4) >> 2n, length: 4 };
  const n = (first >> 2) + 4;
  return { value: readUintLE(bytes, offset + 1, n), length: n + 1 };
}
