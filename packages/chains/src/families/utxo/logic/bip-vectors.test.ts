/** Every case of /work/shared/vectors/bip84_49_86.json (bitcoin/bips BIP-84, BIP-49, BIP-86). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HDKey } from '@scure/bip32';
import { hex } from '@scure/base';
import { p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { getChain } from '../../../registry';
import type { ChainName, NetworkName } from '../../../registry/types';
import { parseUtxoAddress } from './address';
import { extendedKeys } from './extended-keys';
import { utxoKeys } from './keys';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const abandon = seedFromMnemonic(ABANDON);

const derive = (name: ChainName, path: string, network: NetworkName = 'mainnet', seed = abandon) =>
  utxoKeys.deriveAccount(getChain(name), seed, path, network);
const stripHex = (h: string) => h.replace(/^0x/, '');

// ---------------------------------------------------------------------------------------------
// /work/shared/vectors/bip84_49_86.json: bitcoin/bips BIP-84, BIP-49 and BIP-86 documents.
// ---------------------------------------------------------------------------------------------
interface VectorEntry {
  section: string;
  path?: string;
  rootpriv?: string;
  rootpub?: string;
  xpriv?: string;
  xprv?: string;
  xpub?: string;
  privkey?: string;
  pubkey?: string;
  address?: string;
  internal_key?: string;
  output_key?: string;
  scriptPubKey?: string;
}
interface VectorCase {
  id: string;
  bip: number;
  mnemonic: string;
  passphrase: string;
  network: NetworkName;
  entries?: VectorEntry[];
  account_path?: string;
  first_receive_path?: string;
  vector?: Record<string, string>;
}
interface VectorFile {
  cases: VectorCase[];
  collector_computed_supplement: {
    mnemonic: string;
    network: NetworkName;
    entries: { path: string; address_type: string; pubkey: string; address: string }[];
  };
}
const vectorsPath = fileURLToPath(
  new URL('../../../../../../../shared/vectors/bip84_49_86.json', import.meta.url),
);
const vectors = JSON.parse(readFileSync(vectorsPath, 'utf8')) as VectorFile;
const CHAIN_OF_BIP: Record<number, ChainName> = {
  84: 'bitcoin',
  49: 'bitcoin_segwit',
  86: 'bitcoin_taproot',
};

describe('BIP-84 / BIP-49 / BIP-86 vectors (every case of bip84_49_86.json)', () => {
  it('has a handler for every case in the file', () => {
    expect(vectors.cases.map((c) => c.bip).sort()).toEqual([49, 84, 86]);
  });

  for (const vc of vectors.cases) {
    const chainName = CHAIN_OF_BIP[vc.bip]!;
    const chain = getChain(chainName);
    const seed = seedFromMnemonic(vc.mnemonic, vc.passphrase);

    describe(`${vc.id} (${chainName}, ${vc.network})`, () => {
      const entries: VectorEntry[] =
        vc.entries ??
        (() => {
          // BIP-49 is given as one flat record.
          const v = vc.vector!;
          return [
            { section: 'root', path: 'm', rootpriv: v.masterseed },
            { section: 'account', path: vc.account_path, xpriv: v.account0Xpriv, xpub: v.account0Xpub },
            {
              section: 'receive',
              path: vc.first_receive_path,
              privkey: v.account0recvPrivateKey,
              pubkey: stripHex(v.account0recvPublicKeyHex!),
              address: v.address,
              scriptPubKey: `a914${stripHex(v.addressBytes!)}87`,
            },
          ];
        })();
      const accountEntry = entries.find((e) => /^Account 0, root|^account$/.test(e.section));

      for (const e of entries) {
        it(e.section, () => {
          const path = e.path ?? 'm';
          const xprv = e.rootpriv ?? e.xpriv ?? e.xprv;
          const xpub = e.rootpub ?? e.xpub;
          if (xprv || xpub) {
            const keys = extendedKeys(chain, seed.seed, path, vc.network);
            if (xprv) expect(keys.extendedPrivateKey).toBe(xprv);
            if (xpub) expect(keys.extendedPublicKey).toBe(xpub);
          }
          if (e.address) {
            const account = utxoKeys.deriveAccount(chain, seed, path, vc.network);
            expect(account.address).toBe(e.address);
            expect(account.path).toBe(path);
            if (e.privkey) expect(account.privateKey).toBe(e.privkey);
            if (e.pubkey) expect(account.publicKey).toBe(e.pubkey);
            if (e.internal_key) expect(account.publicKey.slice(2)).toBe(e.internal_key);
            if (e.output_key) expect(e.scriptPubKey).toBe(`5120${e.output_key}`);
            if (e.scriptPubKey) {
              expect(hex.encode(parseUtxoAddress(chain, e.address, vc.network).script)).toBe(e.scriptPubKey);
            }
            // Account-level extended keys come with every derived address.
            if (accountEntry) {
              expect(account.extendedPublicKey).toBe(accountEntry.xpub);
              expect(account.extendedPrivateKey).toBe(accountEntry.xpriv ?? accountEntry.xprv);
            }
            // The WIF we export imports back to the same address.
            expect(utxoKeys.importPrivateKey(chain, account.privateKey, vc.network).address).toBe(e.address);
          }
        });
      }

      if (vc.vector) {
        it('keyhash and redeem script (BIP-49 "Address derivation")', () => {
          const pub = hex.decode(stripHex(vc.vector!.account0recvPublicKeyHex!));
          const redeem = p2wpkh(pub);
          expect(hex.encode(redeem.hash)).toBe(stripHex(vc.vector!.keyhash!));
          expect(hex.encode(redeem.script)).toBe(stripHex(vc.vector!.scriptSig!));
          const account = utxoKeys.deriveAccount(chain, seed, vc.first_receive_path!, vc.network);
          expect(
            `0x${hex.encode(HDKey.fromExtendedKey(account.extendedPrivateKey!, { public: 0x044a5262, private: 0x044a4e28 }).deriveChild(0).deriveChild(0).privateKey!)}`,
          ).toBe(vc.vector!.account0recvPrivateKeyHex);
        });
      }
    });
  }

  it("collector supplement (secondary check): m/49'/0' and m/44'/0' first addresses", () => {
    const sup = vectors.collector_computed_supplement;
    const seed = seedFromMnemonic(sup.mnemonic);
    for (const e of sup.entries) {
      const name: ChainName = e.address_type === 'p2pkh' ? 'bitcoin_legacy' : 'bitcoin_segwit';
      const account = derive(name, e.path, sup.network, seed);
      expect(account.address).toBe(e.address);
      expect(account.publicKey).toBe(e.pubkey);
    }
  });
});
