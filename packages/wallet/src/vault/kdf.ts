/**
 * Password to AES-256-GCM key. The KDF's name and parameters are stored with the ciphertext,
 * so a vault written with weaker parameters can be opened and then upgraded.
 */
import { toBufferSource, utf8 } from './encoding';

export interface KdfParams {
  name: 'PBKDF2';
  hash: 'SHA-256';
  iterations: number;
  /** Random salt, 16 bytes. */
  salt: Uint8Array;
}

/** What new vaults are written with (OWASP 2023: PBKDF2-HMAC-SHA256 ≥ 600,000 iterations). */
export interface KdfPolicy {
  name: 'PBKDF2';
  hash: 'SHA-256';
  iterations: number;
}

export const DEFAULT_KDF_POLICY: KdfPolicy = { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 };

/** Refuse absurd stored values: a damaged or hostile file must not make unlock run for hours. */
export const MAX_KDF_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;

export function isKdfParamsShape(p: { name?: unknown; hash?: unknown; iterations?: unknown }): boolean {
  return (
    p.name === 'PBKDF2' &&
    p.hash === 'SHA-256' &&
    typeof p.iterations === 'number' &&
    Number.isSafeInteger(p.iterations) &&
    p.iterations >= 1 &&
    p.iterations <= MAX_KDF_ITERATIONS
  );
}

/** True when the stored parameters are weaker than the policy: re-encrypt on unlock. */
export function needsUpgrade(stored: KdfParams, policy: KdfPolicy): boolean {
  return stored.name !== policy.name || stored.hash !== policy.hash || stored.iterations < policy.iterations;
}

/** Derives a non-extractable AES-256-GCM key: it can encrypt and decrypt, never be read back. */
export async function deriveAesKey(password: string, params: KdfParams): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey(
    'raw',
    toBufferSource(utf8.encode(password.normalize('NFKC'))),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: params.hash, salt: toBufferSource(params.salt), iterations: params.iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}
