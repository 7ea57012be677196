/**
 * Properties of reading the vault file (envelope.ts, keyring.ts, vault.ts): whatever bytes are
 * stored (a valid vault with bytes flipped, inserted, deleted or cut off; a field replaced by any
 * JSON or removed; any JSON at all; contents of any shape sealed under the right key), unlock
 * either opens exactly what was saved or throws a typed vault error. Never another exception,
 * never a partial unlock. (secrets.property.test.ts covers the other direction: no secret in any
 * persisted byte.) The KDF is lowered for speed only.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { utf8 } from './encoding';
import { sealEnvelope } from './envelope';
import { VaultCorruptError, VaultNewerVersionError, WrongPasswordError } from './errors';
import { deriveAesKey } from './kdf';
import { parseContents } from './keyring';
import { MemoryStorage } from './storage';
import { Vault } from './vault';

const RUNS = { numRuns: 200 };
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const STATE = { version: 2, data: { wallets: ['w1'] } };

let saved: Uint8Array;
let savedRef: string;

beforeAll(async () => {
  const storage = new MemoryStorage();
  const vault = await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
  savedRef = vault.putSecret({ kind: 'mnemonic', phrase: PHRASE });
  await vault.save(STATE);
  saved = storage.current!;
});

/** Unlocks `current` (with `backup` beside it): the vault opened, or the error thrown. */
async function unlock(current: Uint8Array, backup: Uint8Array | null): Promise<Vault | Error> {
  const storage = new MemoryStorage();
  storage.current = current;
  storage.backup = backup;
  return Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e: Error) => e);
}

/** Opened with exactly what was saved, or refused with one of the vault's own errors. */
function expectWholeOrTyped(result: Vault | Error): void {
  if (result instanceof Vault) {
    expect(result.state).toEqual(STATE);
    expect(result.secretRefs()).toEqual([savedRef]);
    expect(result.getSecret(savedRef)).toEqual({ kind: 'mnemonic', phrase: PHRASE });
    return;
  }
  const typed =
    result instanceof VaultCorruptError ||
    result instanceof WrongPasswordError ||
    result instanceof VaultNewerVersionError;
  expect(typed, `${result.name}: ${result.message}`).toBe(true);
  expect(result.message).not.toContain(PASSWORD);
}

type ByteEdit =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'set' | 'insert'; at: number; byte: number }
  | { kind: 'delete' | 'cut'; at: number };

const byteEdit: fc.Arbitrary<ByteEdit> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constantFrom('set' as const, 'insert' as const), at: fc.nat(), byte: fc.nat(255) }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'cut' as const), at: fc.nat() }),
);

function applyEdit(b: Uint8Array, e: ByteEdit): Uint8Array {
  // An earlier cut may have left nothing: there is no byte to edit (and `at % 0` is NaN).
  if (b.length === 0) return e.kind === 'insert' ? Uint8Array.of(e.byte) : b;
  const at = e.at % b.length;
  const out = [...b];
  if (e.kind === 'flip') out[at] = out[at]! ^ (1 << e.bit);
  if (e.kind === 'set') out[at] = e.byte;
  if (e.kind === 'insert') out.splice(at, 0, e.byte);
  if (e.kind === 'delete') out.splice(at, 1);
  if (e.kind === 'cut') out.length = at;
  return new Uint8Array(out);
}

const FIELDS = [
  ['format'],
  ['version'],
  ['generation'],
  ['kdf'],
  ['kdf', 'name'],
  ['kdf', 'hash'],
  ['kdf', 'iterations'],
  ['kdf', 'salt'],
  ['check'],
  ['check', 'iv'],
  ['check', 'data'],
  ['iv'],
  ['data'],
  ['digest'],
] as const;

/** One field of the saved JSON replaced by any JSON value, or removed. */
const fieldEdit = fc.record({
  path: fc.constantFrom(...FIELDS),
  value: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
});

function withField(path: readonly string[], value: unknown): Uint8Array {
  const j = JSON.parse(utf8.decode(saved)) as Record<string, unknown>;
  let o = j;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete o[last];
  else o[last] = value;
  return utf8.encode(JSON.stringify(j));
}

describe('the vault file (property)', () => {
  it('edited bytes open whole or are refused with a typed error; an intact backup is pointed at', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(byteEdit, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (edits, withBackup) => {
          const bytes = edits.reduce(applyEdit, saved);
          const result = await unlock(bytes, withBackup ? saved : bytes);
          expectWholeOrTyped(result);
          if (result instanceof VaultCorruptError) expect(result.backupAvailable).toBe(withBackup);
        },
      ),
      RUNS,
    );
  });

  it('a field replaced by any JSON value, or removed, opens whole or is refused with a typed error', async () => {
    await fc.assert(
      fc.asyncProperty(fieldEdit, async ({ path, value }) => {
        expectWholeOrTyped(await unlock(withField(path, value), null));
      }),
      RUNS,
    );
  });

  it('any JSON or text as the file is refused with a typed error', async () => {
    const file = fc.oneof(
      fc.json({ maxDepth: 3 }).map((t) => utf8.encode(t)),
      fc.uint8Array({ maxLength: 300 }),
      fc
        .jsonValue({ maxDepth: 2 })
        .map((v) => utf8.encode(JSON.stringify({ format: 'kestrel-vault', version: 2, kdf: v }))),
    );
    await fc.assert(
      fc.asyncProperty(file, async (bytes) => {
        const result = await unlock(bytes, null);
        expect(result).not.toBeInstanceOf(Vault);
        expectWholeOrTyped(result);
      }),
      RUNS,
    );
  });

  it('contents of any shape sealed under the right key: a well-formed keyring or VaultCorruptError', async () => {
    const j = JSON.parse(utf8.decode(saved)) as { kdf: { iterations: number; salt: string } };
    const kdf = {
      name: 'PBKDF2' as const,
      hash: 'SHA-256' as const,
      iterations: j.kdf.iterations,
      salt: Uint8Array.from(atob(j.kdf.salt), (c) => c.charCodeAt(0)),
    };
    const key = await deriveAesKey(PASSWORD, kdf);
    const contents = fc.oneof(
      fc.json({ maxDepth: 4 }),
      fc.string({ maxLength: 60 }),
      fc
        .record(
          {
            keyring: fc.dictionary(fc.string(), fc.jsonValue()),
            state: fc.jsonValue(),
            providers: fc.jsonValue(),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(contents, async (plaintext) => {
        const result = await unlock(await sealEnvelope(key, kdf, 3, plaintext), null);
        const parsed = parseContents(plaintext);
        if (result instanceof Vault) {
          expect(parsed).not.toBeNull();
          for (const ref of result.secretRefs())
            expect(['mnemonic', 'privateKey']).toContain(result.getSecret(ref).kind);
        } else {
          expect(parsed).toBeNull();
          expect(result).toBeInstanceOf(VaultCorruptError);
          expect(result.message).toContain('the decrypted contents have the wrong shape');
        }
      }),
      RUNS,
    );
  });
});
