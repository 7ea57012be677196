/**
 * The vault's on-disk form: JSON holding the KDF parameters, a password check and the
 * AES-256-GCM ciphertext. The header is bound to both ciphertexts as additional data, so any
 * change to it (e.g. lowered iterations) makes decryption fail instead of weakening the vault.
 */
import { VaultCorruptError, WrongPasswordError } from './errors';
import { base64ToBytes, bytesToBase64, randomBytes, toBufferSource, utf8 } from './encoding';
import { deriveAesKey, isKdfParamsShape, SALT_BYTES, type KdfParams } from './kdf';

export const VAULT_FORMAT = 'kestrel-vault';
export const ENVELOPE_VERSION = 1;
const IV_BYTES = 12;
/** Known plaintext under the same key: tells a wrong password apart from damaged data. */
const CHECK_TEXT = 'kestrel-vault-password-check';

interface EnvelopeJson {
  format: string;
  version: number;
  kdf: { name: string; hash: string; iterations: number; salt: string };
  check: { iv: string; data: string };
  iv: string;
  data: string;
}

interface ParsedEnvelope {
  kdf: KdfParams;
  aad: Uint8Array;
  checkIv: Uint8Array;
  check: Uint8Array;
  iv: Uint8Array;
  data: Uint8Array;
}

function headerAad(kdf: KdfParams): Uint8Array {
  return utf8.encode(
    JSON.stringify([
      VAULT_FORMAT,
      ENVELOPE_VERSION,
      kdf.name,
      kdf.hash,
      kdf.iterations,
      bytesToBase64(kdf.salt),
    ]),
  );
}

/** Structural check of the stored bytes; never throws anything but VaultCorruptError. */
export function parseEnvelope(bytes: Uint8Array): ParsedEnvelope {
  let json: EnvelopeJson;
  try {
    json = JSON.parse(utf8.decode(bytes)) as EnvelopeJson;
  } catch {
    throw new VaultCorruptError('the file is truncated or not a vault');
  }
  if (typeof json !== 'object' || json === null || json.format !== VAULT_FORMAT) {
    throw new VaultCorruptError('the file is not a Kestrel vault');
  }
  if (json.version !== ENVELOPE_VERSION)
    throw new VaultCorruptError(`unknown vault version ${String(json.version)}`);
  if (typeof json.kdf !== 'object' || json.kdf === null || !isKdfParamsShape(json.kdf)) {
    throw new VaultCorruptError('unsupported key-derivation parameters');
  }
  const salt = base64ToBytes(json.kdf.salt);
  const checkIv = base64ToBytes(json.check?.iv);
  const check = base64ToBytes(json.check?.data);
  const iv = base64ToBytes(json.iv);
  const data = base64ToBytes(json.data);
  if (!salt || salt.length !== SALT_BYTES || !checkIv || !check || !iv || !data) {
    throw new VaultCorruptError('a field is missing or malformed');
  }
  if (checkIv.length !== IV_BYTES || iv.length !== IV_BYTES || data.length < 16 || check.length < 16) {
    throw new VaultCorruptError('a field has the wrong length');
  }
  const kdf: KdfParams = { name: 'PBKDF2', hash: 'SHA-256', iterations: json.kdf.iterations, salt };
  return { kdf, aad: headerAad(kdf), checkIv, check, iv, data };
}

async function decrypt(
  key: CryptoKey,
  iv: Uint8Array,
  aad: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array | null> {
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: toBufferSource(iv), additionalData: toBufferSource(aad) },
      key,
      toBufferSource(data),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

async function encrypt(
  key: CryptoKey,
  iv: Uint8Array,
  aad: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array> {
  const out = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: toBufferSource(iv), additionalData: toBufferSource(aad) },
    key,
    toBufferSource(data),
  );
  return new Uint8Array(out);
}

export interface OpenedEnvelope {
  key: CryptoKey;
  kdf: KdfParams;
  plaintext: string;
}

/** Derives the key from the password and decrypts. WrongPasswordError or VaultCorruptError on failure. */
export async function openEnvelope(bytes: Uint8Array, password: string): Promise<OpenedEnvelope> {
  const env = parseEnvelope(bytes);
  const key = await deriveAesKey(password, env.kdf);
  const check = await decrypt(key, env.checkIv, env.aad, env.check);
  if (!check || utf8.decode(check) !== CHECK_TEXT) throw new WrongPasswordError();
  const plain = await decrypt(key, env.iv, env.aad, env.data);
  if (!plain) throw new VaultCorruptError('authentication of the encrypted data failed');
  try {
    return { key, kdf: env.kdf, plaintext: utf8.decode(plain) };
  } catch {
    throw new VaultCorruptError('the decrypted data is not text');
  }
}

export function newKdfParams(iterations: number): KdfParams {
  return { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: randomBytes(SALT_BYTES) };
}

/** Encrypts with the already-derived key (no KDF on save) and fresh IVs. */
export async function sealEnvelope(key: CryptoKey, kdf: KdfParams, plaintext: string): Promise<Uint8Array> {
  const aad = headerAad(kdf);
  const checkIv = randomBytes(IV_BYTES);
  const iv = randomBytes(IV_BYTES);
  const [check, data] = await Promise.all([
    encrypt(key, checkIv, aad, utf8.encode(CHECK_TEXT)),
    encrypt(key, iv, aad, utf8.encode(plaintext)),
  ]);
  const json: EnvelopeJson = {
    format: VAULT_FORMAT,
    version: ENVELOPE_VERSION,
    kdf: { name: kdf.name, hash: kdf.hash, iterations: kdf.iterations, salt: bytesToBase64(kdf.salt) },
    check: { iv: bytesToBase64(checkIv), data: bytesToBase64(check) },
    iv: bytesToBase64(iv),
    data: bytesToBase64(data),
  };
  return utf8.encode(JSON.stringify(json));
}
