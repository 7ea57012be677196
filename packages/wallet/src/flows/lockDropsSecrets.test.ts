/**
 * Lock drops every secret held in memory: the session object graph is walked after lock and no
 * phrase, private key, seed or password is reachable from it; seeds handed out before are zeroed;
 * unlock restores signing. Published test phrase only ('abandon ... about', BIP-39 vectors).
 */
import { describe, expect, it } from 'vitest';
import { ABANDON_ETH, ABANDON_PHRASE, FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { createWallet } from './createWallet';
import { WalletSession } from './session';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** Every string and byte array reachable from `root` through properties, Maps, Sets and arrays. */
function reachable(root: unknown): { strings: string[]; bytes: Uint8Array[] } {
  const seen = new Set<unknown>();
  const strings: string[] = [];
  const bytes: Uint8Array[] = [];
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      strings.push(v);
      continue;
    }
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    if (v instanceof Uint8Array) {
      bytes.push(v);
      continue;
    }
    if (v instanceof Map) for (const [k, x] of v) stack.push(k, x);
    else if (v instanceof Set) for (const x of v) stack.push(x);
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d && 'value' in d) stack.push(d.value);
    }
  }
  return { strings, bytes };
}

async function unlockedWithSecrets() {
  const s = await WalletSession.open(new MemoryStorage(), PASSWORD, { create: true, kdf: FAST_KDF });
  const w = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum', 'cardano'] });
  const account = s.signerFor(w.id, 'ethereum');
  const seed = s.seedFor(w.secretRef);
  return { s, w, account, seed, vault: s.vault };
}

describe('lock drops the secrets held in memory', () => {
  it('before lock the walk does find them (the check can fail)', async () => {
    const { s, account } = await unlockedWithSecrets();
    const { strings, bytes } = reachable(s);
    expect(strings.some((x) => x.includes(ABANDON_PHRASE))).toBe(true);
    expect(bytes.some((b) => b.length === 64 && b.some((x) => x !== 0))).toBe(true);
    expect(account.privateKey.length).toBeGreaterThan(0);
    s.lock();
  });

  it('after lock no phrase, key, seed or password is reachable from the session', async () => {
    const { s, account, seed, vault } = await unlockedWithSecrets();
    const seedHex = hex(seed.seed);
    s.lock();
    for (const root of [s, vault, s.store.getState()]) {
      const { strings, bytes } = reachable(root);
      const text = strings.join('\n');
      expect(text).not.toContain('abandon');
      expect(text).not.toContain(PASSWORD);
      expect(text.toLowerCase()).not.toContain(account.privateKey.replace(/^0x/, '').toLowerCase());
      expect(bytes.map(hex)).not.toContain(seedHex);
    }
    // A seed handed out before lock (e.g. to a signer) holds zeros now.
    expect(seed.seed.every((x) => x === 0)).toBe(true);
    expect(seed.icarus?.every((x) => x === 0) ?? true).toBe(true);
    expect(vault.isUnlocked).toBe(false);
    expect(() => vault.state).toThrow('The wallet is locked');
  });

  it('unlock restores the secrets: the same account signs again', async () => {
    const { s, w } = await unlockedWithSecrets();
    s.lock();
    expect(() => s.signerFor(w.id, 'ethereum')).toThrow();
    expect(() => s.seedFor(w.secretRef)).toThrow('The wallet is locked');
    await s.unlock(PASSWORD);
    expect(s.signerFor(w.id, 'ethereum').address).toBe(ABANDON_ETH);
    expect(s.seedFor(w.secretRef).seed.some((x) => x !== 0)).toBe(true);
    s.lock();
  });
});
