/**
 * Stellar StrKey (SEP-23): version byte || payload || CRC16-XModem (little-endian), base32 RFC 4648
 * without padding. G… account ids (version 6 << 3) and S… secret seeds (version 18 << 3).
 */
import { base32nopad } from '@scure/base';

export const VERSION_ACCOUNT_ID = 6 << 3;
export const VERSION_SEED = 18 << 3;
export const VERSION_MUXED_ACCOUNT = 12 << 3;

/** 1 version byte + 32-byte key + 2-byte checksum = 35 bytes = 56 base32 characters. */
export const ED25519_STRKEY_LENGTH = 56;
const BASE32_CHARS = /^[A-Z2-7]+$/;

export function crc16XModem(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export function encodeStrKey(version: number, payload: Uint8Array): string {
  const data = new Uint8Array(payload.length + 3);
  data[0] = version;
  data.set(payload, 1);
  const crc = crc16XModem(data.subarray(0, payload.length + 1));
  data[payload.length + 1] = crc & 0xff;
  data[payload.length + 2] = crc >> 8;
  return base32nopad.encode(data);
}

export type StrKeyResult = { ok: true; payload: Uint8Array } | { ok: false; problem: string };

/** Decodes a 56-character ed25519 StrKey of the given version; never throws. */
export function decodeEd25519StrKey(text: string, version: number): StrKeyResult {
  if (!BASE32_CHARS.test(text))
    return { ok: false, problem: 'uses characters other than capital A–Z and 2–7' };
  if (text.length !== ED25519_STRKEY_LENGTH) {
    return { ok: false, problem: `is ${ED25519_STRKEY_LENGTH} characters long; this one has ${text.length}` };
  }
  let data: Uint8Array;
  try {
    data = base32nopad.decode(text);
  } catch {
    return { ok: false, problem: 'is not valid base32' };
  }
  if (data[0] !== version) return { ok: false, problem: 'has the wrong version byte' };
  const body = data.subarray(0, 33);
  const crc = crc16XModem(body);
  if (data[33] !== (crc & 0xff) || data[34] !== crc >> 8) {
    return { ok: false, problem: 'has a checksum that does not match: a character is wrong' };
  }
  return { ok: true, payload: data.slice(1, 33) };
}
