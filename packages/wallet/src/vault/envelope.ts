/**
 * The vault's on-disk form: JSON holding the KDF parameters, a save counter (`generation`), a
 * password check, the AES-256-GCM ciphertext and a SHA-256 `digest` of all of it. The header
 * (with the generation) is bound to both ciphertexts as additional data, so any change to it
 * (e.g. lowered iterations) makes decryption fail instead of weakening the vault.
 *
 * Why the digest: with GCM alone a changed header or password check looks exactly like a wrong
 * password (the derived key differs). The digest needs no password, so damage is recognised
 * before the KDF runs and a failing password check on an intact file is reliably a wrong
 * password. It is not a security boundary (anyone can recompute it); GCM is.
 */
import { VaultCorruptError, VaultNewerVersionError, WrongPasswordError } from './errors';
import { base64ToBytes, bytesToBase64, randomBytes, toBufferSource, utf8 } from './encoding';
import { deriveAesKey, isKdfParamsShape, SALT_BYTES, type KdfParams } from './kdf';

export const VAULT_FORMAT = 'kestrel-vault';
/** 2 added `generation` and `digest`. Version 1 vaults still open; saves write version 2. */
export const ENVELOPE_VERSION = 2;
const LEGACY_VERSION = 1;
const IV_BYTES = 12;
/** Known plaintext under the same key: tells a wrong password apart from damaged data. */
const CHECK_TEXT = 'kestrel-vault-password-check';

interface EnvelopeJson {
  format: string;
  version: number;
  generation?: number;
  kdf: { name: string; hash: string; iterations: number; salt: string };
  check: { iv: string; data: string };
  iv: string;
  data: string;
  digest?: string;
}

interface ParsedEnvelope {
  version: number;
  /** Number of saves this copy is the result of; 0 for a version-1 vault (it had no counter). */
  generation: number;
  kdf: KdfParams;
  aad: Uint8Array;
  checkIv: Uint8Array;
  check: Uint8Array;
  iv: Uint8Array;
  data: Uint8Array;
  digestInput: Uint8Array;
  digest: Uint8Array | null;
}

function headerAad(version: number, generation: number, kdf: KdfParams): Uint8Array {
  const salt = bytesToBase64(kdf.salt);
  const fields =
    version === LEGACY_VERSION
      ? [VAULT_FORMAT, version, kdf.name, kdf.hash, kdf.iterations, salt]
      : [VAULT_FORMAT, version, generation, kdf.name, kdf.hash, kdf.iterations, salt];
  return utf8.encode(JSON.stringify(fields));
}

/** Everything but the digest, in a fixed order. */
function digestInput(j: EnvelopeJson): Uint8Array {
  return utf8.encode(
    JSON.stringify([
      j.format,
      j.version,
      j.generation,
      j.kdf.name,
      j.kdf.hash,
      j.kdf.iterations,
      j.kdf.salt,
      j.check.iv,
      j.check.data,
      j.iv,
      j.data,
    ]),
  );
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', toBufferSource(bytes)));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Format and version only; a newer version is refused as such, never as damage. */
function readJson(bytes: Uint8Array): EnvelopeJson {
  let json: EnvelopeJson;
  try {
    json = JSON.parse(utf8.decode(bytes)) as EnvelopeJson;
  } catch {
    throw new VaultCorruptError('the file is truncated or not a vault');
  }
  if (typeof json !== 'object' || json === null || json.format !== VAULT_FORMAT) {
    throw new VaultCorruptError('the file is not a Kestrel vault');
  }
  const v = json.version;
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > ENVELOPE_VERSION)
    throw new VaultNewerVersionError(v);
  if (v !== ENVELOPE_VERSION && v !== LEGACY_VERSION)
    throw new VaultCorruptError(`unknown vault version ${String(v)}`);
  return json;
}

/** Structural check of the stored bytes; throws only VaultCorruptError or VaultNewerVersionError. */
export function parseEnvelope(bytes: Uint8Array): ParsedEnvelope {
  const json = readJson(bytes);
  if (typeof json.kdf !== 'object' || json.kdf === null || !isKdfParamsShape(json.kdf)) {
    throw new VaultCorruptError('unsupported key-derivation parameters');
  }
  const legacy = json.version === LEGACY_VERSION;
  const generation = legacy ? 0 : json.generation;
  if (typeof generation !== 'number' || !Number.isSafeInteger(generation) || generation < 0) {
    throw new VaultCorruptError('a field is missing or malformed');
  }
  const salt = base64ToBytes(json.kdf.salt);
  const checkIv = base64ToBytes(json.check?.iv);
  const check = base64ToBytes(json.check?.data);
  const iv = base64ToBytes(json.iv);
  const data = base64ToBytes(json.data);
  const digest = legacy ? null : base64ToBytes(json.digest);
  if (!salt || salt.length !== SALT_BYTES || !checkIv || !check || !iv || !data || (!legacy && !digest)) {
    throw new VaultCorruptError('a field is missing or malformed');
  }
  if (checkIv.length !== IV_BYTES || iv.length !== IV_BYTES || data.length < 16 || check.length < 16) {
    throw new VaultCorruptError('a field has the wrong length');
  }
  const kdf: KdfParams = { name: 'PBKDF2', hash: 'SHA-256', iterations: json.kdf.iterations, salt };
  return {
    version: json.version,
    generation,
    kdf,
    aad: headerAad(json.version, generation, kdf),
    checkIv,
    check,
    iv,
    data,
    digestInput: digestInput(json),
    digest,
  };
}

/** Parses and checks the digest (version 2): damage is reported before any password is tried. */
export async function readEnvelope(bytes: Uint8Array): Promise<ParsedEnvelope> {
  const env = parseEnvelope(bytes);
  if (env.digest && !sameBytes(await sha256(env.digestInput), env.digest)) {
    throw new VaultCorruptError('its checksum does not match: the stored data was changed or damaged');
  }
  return env;
}

export type EnvelopeState =
  | { state: 'intact'; version: number; generation: number }
  | { state: 'newer'; version: number }
  | { state: 'damaged' };

/** What a stored copy is, without a password; never throws. */
export async function inspectEnvelope(bytes: Uint8Array): Promise<EnvelopeState> {
  try {
    const env = await readEnvelope(bytes);
    return { state: 'intact', version: env.version, generation: env.generation };
  } catch (e) {
    if (e instanceof VaultNewerVersionError) return { state: 'newer', version: e.version };
    return { state: 'damaged' };
  }
}

/** True for a version-1 vault (no digest: a failing password check may still be damage). */
export function isLegacyEnvelope(bytes: Uint8Array): boolean {
  try {
    return parseEnvelope(bytes).version === LEGACY_VERSION;
  } catch {
    return false;
  }
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
  generation: number;
  plaintext: string;
}

async function decryptContents(env: ParsedEnvelope, key: CryptoKey): Promise<string | null> {
  const check = await decrypt(key, env.checkIv, env.aad, env.check);
  if (!check || utf8.decode(check) !== CHECK_TEXT) return null;
  const plain = await decrypt(key, env.iv, env.aad, env.data);
  if (!plain) throw new VaultCorruptError('authentication of the encrypted data failed');
  try {
    return utf8.decode(plain);
  } catch {
    throw new VaultCorruptError('the decrypted data is not text');
  }
}

/** Derives the key from the password and decrypts. WrongPasswordError or VaultCorruptError on failure. */
export async function openEnvelope(bytes: Uint8Array, password: string): Promise<OpenedEnvelope> {
  const env = await readEnvelope(bytes);
  const key = await deriveAesKey(password, env.kdf);
  const plaintext = await decryptContents(env, key);
  if (plaintext === null) throw new WrongPasswordError();
  return { key, kdf: env.kdf, generation: env.generation, plaintext };
}

/**
 * Decrypts with a key already derived for `kdf` (re-reading after another writer saved). Null
 * when the stored copy uses other KDF parameters or the key does not open it (password changed).
 */
export async function openWithKey(
  bytes: Uint8Array,
  key: CryptoKey,
  kdf: KdfParams,
): Promise<{ generation: number; plaintext: string } | null> {
  const env = await readEnvelope(bytes);
  if (env.kdf.iterations !== kdf.iterations || !sameBytes(env.kdf.salt, kdf.salt)) return null;
  const plaintext = await decryptContents(env, key);
  return plaintext === null ? null : { generation: env.generation, plaintext };
}

export function newKdfParams(iterations: number): KdfParams {
  return { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: randomBytes(SALT_BYTES) };
}

/** Encrypts with the already-derived key (no KDF on save) and fresh IVs, as save number `generation`. */
export async function sealEnvelope(
  key: CryptoKey,
  kdf: KdfParams,
  generation: number,
  plaintext: string,
): Promise<Uint8Array> {
  const aad = headerAad(ENVELOPE_VERSION, generation, kdf);
  const checkIv = randomBytes(IV_BYTES);
  const iv = randomBytes(IV_BYTES);
  const [check, data] = await Promise.all([
    encrypt(key, checkIv, aad, utf8.encode(CHECK_TEXT)),
    encrypt(key, iv, aad, utf8.encode(plaintext)),
  ]);
  const json: EnvelopeJson = {
    format: VAULT_FORMAT,
    version: ENVELOPE_VERSION,
    generation,
    kdf: { name: kdf.name, hash: kdf.hash, iterations: kdf.iterations, salt: bytesToBase64(kdf.salt) },
    check: { iv: bytesToBase64(checkIv), data: bytesToBase64(check) },
    iv: bytesToBase64(iv),
    data: bytesToBase64(data),
  };
  json.digest = bytesToBase64(await sha256(digestInput(json)));
  return utf8.encode(JSON.stringify(json));
}
