/**
 * Property: for 200 random wallets (phrase imports from random entropy, and private-key imports),
 * no persisted byte and no plain store state contains the phrase, any three consecutive words of
 * it, or any private key in hex, WIF or base58. The KDF is lowered here for speed only.
 */
import { base58, hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { WIF } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getChain } from '@kestrel/chains';
import { createWallet } from '../flows/createWallet';
import { renameWallet } from '../flows/manageWallets';
import { WalletSession } from '../flows/session';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from './storage';

const CHAINS = ['ethereum', 'bitcoin', 'solana'] as const;

/** Every textual form a secp256k1 or ed25519 key of these chains is written in. */
function keyForms(raw: Uint8Array, curve: 'secp256k1' | 'ed25519'): string[] {
  const forms = [hex.encode(raw), base58.encode(raw)];
  if (curve === 'secp256k1') forms.push(WIF().encode(raw));
  else {
    const full = new Uint8Array(64);
    full.set(raw);
    full.set(ed25519.getPublicKey(raw), 32);
    forms.push(base58.encode(full), hex.encode(full));
  }
  return forms;
}

function phraseForms(phrase: string): string[] {
  const words = phrase.split(' ');
  const triples = words.slice(0, -2).map((_, i) => words.slice(i, i + 3).join(' '));
  return [phrase, ...triples];
}

async function assertNothingLeaks(storage: MemoryStorage, session: WalletSession, forbidden: string[]) {
  const texts = storage.history.map((b) => new TextDecoder('latin1').decode(b).toLowerCase());
  texts.push(JSON.stringify(session.store.getState()).toLowerCase());
  for (const text of texts)
    for (const f of forbidden) expect(text.includes(f.toLowerCase()), 'secret found').toBe(false);
}

const secpKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((k) => secp256k1.utils.isValidSecretKey(k));

const walletInput = fc.oneof(
  fc.record({
    kind: fc.constant('phrase' as const),
    entropy: fc.oneof(
      fc.uint8Array({ minLength: 16, maxLength: 16 }),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
    ),
  }),
  fc.record({ kind: fc.constant('key' as const), chain: fc.constantFrom(...CHAINS), key: secpKey }),
);

describe('no secret in any persisted byte (property, 200 wallets)', () => {
  it('holds for phrase and private-key imports', async () => {
    await fc.assert(
      fc.asyncProperty(walletInput, async (input) => {
        const storage = new MemoryStorage();
        const session = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
        const forbidden: string[] = [];
        let walletId: string;
        if (input.kind === 'phrase') {
          const phrase = entropyToMnemonic(input.entropy, wordlist);
          walletId = (await createWallet(session, { phrase, chains: CHAINS })).id;
          const root = HDKey.fromMasterSeed(mnemonicToSeedSync(phrase));
          for (const path of ["m/44'/60'/0'/0/0", "m/84'/0'/0'/0/0"])
            forbidden.push(...keyForms(root.derive(path).privateKey!, 'secp256k1'));
          forbidden.push(...phraseForms(phrase));
          for (const c of CHAINS)
            forbidden.push(session.signerFor(walletId, c).privateKey.replace(/^0x/, ''));
          const sol = session.signerFor(walletId, 'solana').privateKey;
          forbidden.push(...keyForms(base58.decode(sol).slice(0, 32), 'ed25519'));
        } else {
          const text =
            input.chain === 'ethereum'
              ? '0x' + hex.encode(input.key)
              : input.chain === 'bitcoin'
                ? WIF().encode(input.key)
                : base58.encode(input.key);
          walletId = (await createWallet(session, { privateKey: text, chain_name: input.chain })).id;
          forbidden.push(
            ...keyForms(input.key, getChain(input.chain).curve === 'ed25519' ? 'ed25519' : 'secp256k1'),
          );
        }
        await renameWallet(session, walletId, 'Renamed');
        await session.changePassword(PASSWORD, PASSWORD + '!');
        await assertNothingLeaks(storage, session, forbidden);
        session.lock();
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
