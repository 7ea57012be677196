/**
 * The few CBOR (RFC 8949) items a Cardano payment needs, in canonical (shortest) form:
 * unsigned integers, byte strings, arrays, maps with integer or item keys, tags, true and null.
 */
export type Cbor =
  | { uint: bigint }
  | { bytes: Uint8Array }
  | { array: Cbor[] }
  | { map: [number, Cbor][] }
  /** A map whose keys are items (multi-asset values: policy id → asset name → quantity). */
  | { entries: [Cbor, Cbor][] }
  | { tag: number; value: Cbor }
  | { simple: 'true' | 'null' };

function head(major: number, value: bigint): number[] {
  const m = major << 5;
  if (value < 24n) return [m | Number(value)];
  if (value < 0x100n) return [m | 24, Number(value)];
  if (value < 0x10000n) return [m | 25, Number(value >> 8n), Number(value & 0xffn)];
  const width = value < 0x100000000n ? 4 : 8;
  const out = [m | (width === 4 ? 26 : 27)];
  for (let i = width - 1; i >= 0; i--) out.push(Number((value >> BigInt(i * 8)) & 0xffn));
  return out;
}

function write(item: Cbor, out: number[]): void {
  if ('uint' in item) {
    if (item.uint < 0n || item.uint >= 1n << 64n) throw new RangeError('CBOR integer out of range');
    out.push(...head(0, item.uint));
  } else if ('bytes' in item) {
    out.push(...head(2, BigInt(item.bytes.length)));
    for (const b of item.bytes) out.push(b);
  } else if ('array' in item) {
    out.push(...head(4, BigInt(item.array.length)));
    for (const x of item.array) write(x, out);
  } else if ('map' in item) {
    out.push(...head(5, BigInt(item.map.length)));
    for (const [k, v] of item.map) {
      out.push(...head(0, BigInt(k)));
      write(v, out);
    }
  } else if ('entries' in item) {
    out.push(...head(5, BigInt(item.entries.length)));
    for (const [k, v] of item.entries) {
      write(k, out);
      write(v, out);
    }
  } else if ('tag' in item) {
    out.push(...head(6, BigInt(item.tag)));
    write(item.value, out);
  } else {
    out.push(item.simple === 'true' ? 0xf5 : 0xf6);
  }
}

export function encodeCbor(item: Cbor): Uint8Array {
  const out: number[] = [];
  write(item, out);
  return Uint8Array.from(out);
}

export const uint = (n: bigint | number): Cbor => ({ uint: BigInt(n) });
export const bytes = (b: Uint8Array): Cbor => ({ bytes: b });
export const array = (items: Cbor[]): Cbor => ({ array: items });
export const map = (entries: [number, Cbor][]): Cbor => ({ map: entries });
export const entries = (items: [Cbor, Cbor][]): Cbor => ({ entries: items });
