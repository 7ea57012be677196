/**
 * The few BCS (Binary Canonical Serialization) forms an Aptos transfer needs: ULEB128 lengths,
 * little-endian u8/u64, byte vectors, strings and 32-byte account addresses.
 */
import { hexToBytes } from '@noble/hashes/utils.js';

const U64_MAX = (1n << 64n) - 1n;

export class BcsWriter {
  private readonly parts: number[] = [];

  u8(n: number): this {
    if (!Number.isInteger(n) || n < 0 || n > 255) throw new RangeError(`not a u8: ${n}`);
    this.parts.push(n);
    return this;
  }

  uleb128(n: number): this {
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError(`not a u32 length: ${n}`);
    let v = n;
    while (v >= 0x80) {
      this.parts.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    this.parts.push(v);
    return this;
  }

  u64(n: bigint): this {
    if (n < 0n || n > U64_MAX) throw new RangeError(`not a u64: ${n}`);
    let v = n;
    for (let i = 0; i < 8; i++) {
      this.parts.push(Number(v & 0xffn));
      v >>= 8n;
    }
    return this;
  }

  /** Fixed bytes with no length (addresses, already-serialized values). */
  raw(bytes: Uint8Array): this {
    for (const b of bytes) this.parts.push(b);
    return this;
  }

  /** vector<u8>: ULEB128 length then the bytes. */
  bytes(bytes: Uint8Array): this {
    return this.uleb128(bytes.length).raw(bytes);
  }

  string(text: string): this {
    return this.bytes(new TextEncoder().encode(text));
  }

  /** An account address: always 32 bytes. */
  address(address: string): this {
    return this.raw(addressBytes(address));
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** The 32 bytes of an address given as 0x-hex (long, or special short form). */
export function addressBytes(address: string): Uint8Array {
  const hex = address.startsWith('0x') ? address.slice(2) : address;
  if (!/^[0-9a-fA-F]{1,64}$/.test(hex)) throw new Error(`Not an Aptos address: ${address}`);
  return hexToBytes(hex.padStart(64, '0'));
}
