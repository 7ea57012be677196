/**
 * The few protobuf wire rules a Cosmos SIGN_MODE_DIRECT transaction needs: varints, and
 * length-delimited fields in field order. proto3 leaves default values (0, '', empty bytes) out,
 * which is what every Cosmos signer does, so the bytes match the SDK's.
 */
const encoder = new TextEncoder();

export type Field = Uint8Array;

export function varint(value: bigint | number): Uint8Array {
  let v = BigInt(value);
  if (v < 0n) throw new Error('A protobuf varint must not be negative');
  const out: number[] = [];
  while (v > 0x7fn) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return Uint8Array.from(out);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Field `n` as a varint (wire type 0); left out when zero. */
export function uintField(n: number, value: bigint | number): Field {
  return BigInt(value) === 0n ? new Uint8Array() : concat([varint(n << 3), varint(value)]);
}

/** Field `n` as length-delimited bytes (wire type 2); left out when empty unless `keepEmpty`. */
export function bytesField(n: number, value: Uint8Array, keepEmpty = false): Field {
  if (value.length === 0 && !keepEmpty) return new Uint8Array();
  return concat([varint((n << 3) | 2), varint(value.length), value]);
}

export function stringField(n: number, value: string): Field {
  return bytesField(n, encoder.encode(value));
}

/** An embedded message: always written (an empty message still marks presence). */
export function messageField(n: number, fields: Field[]): Field {
  return bytesField(n, concat(fields), true);
}
