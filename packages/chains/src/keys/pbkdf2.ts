/**
 * PBKDF2-HMAC-SHA512 through the platform (WebCrypto's deriveBits: native code in browsers and
 * Node, several times faster than JavaScript), with @noble/hashes where there is no WebCrypto.
 * Both give the same bytes; tests compare them.
 */
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';

function subtle(): SubtleCrypto | undefined {
  return (globalThis as { crypto?: Crypto }).crypto?.subtle;
}

export async function pbkdf2Sha512(
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  const platform = subtle();
  if (!platform) return pbkdf2Async(sha512, password, salt, { c: iterations, dkLen: bytes });
  const key = await platform.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await platform.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt: salt as BufferSource, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}
