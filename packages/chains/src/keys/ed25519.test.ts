import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { deriveEd25519 } from './ed25519';
import { KeyInputError } from './types';
import { loadVectors } from './vectors';

interface Chain {
  path: string;
  chain_code: string;
  private: string;
  public: string;
}
interface SlipCase {
  id: string;
  curve: string;
  seed_hex: string;
  chains: Chain[];
}

// Official SLIP-0010 vectors (satoshilabs/slips slip-0010.md), shared/vectors/slip10.json.
const { cases } = loadVectors<{ cases: SlipCase[] }>('slip10.json');
const ed = cases.filter((c) => c.curve === 'ed25519');
const rows = ed.flatMap((c) => c.chains.map((ch) => [`${c.id} ${ch.path}`, c.seed_hex, ch] as const));

describe('SLIP-10 ed25519', () => {
  it('has both ed25519 vectors', () => expect(ed.length).toBe(2));

  it.each(rows)('%s', (_name, seedHex, ch) => {
    const node = deriveEd25519(hexToBytes(seedHex), ch.path);
    expect(bytesToHex(node.privateKey)).toBe(ch.private);
    expect(bytesToHex(node.chainCode)).toBe(ch.chain_code);
    // SLIP-10 serializes ed25519 public keys with a 0x00 prefix byte.
    expect('00' + bytesToHex(node.publicKey)).toBe(ch.public);
  });

  it('refuses non-hardened segments', () => {
    expect(() => deriveEd25519(new Uint8Array(16), "m/44'/0")).toThrow(KeyInputError);
  });
});

describe('SLIP-10 secp256k1 vectors agree with BIP-32 derivation', async () => {
  const { deriveSecp256k1 } = await import('./secp256k1');
  const sec = cases.filter((c) => c.curve === 'secp256k1');
  const secRows = sec.flatMap((c) => c.chains.map((ch) => [`${c.id} ${ch.path}`, c.seed_hex, ch] as const));
  it.each(secRows)('%s', (_name, seedHex, ch) => {
    const node = deriveSecp256k1(hexToBytes(seedHex), ch.path);
    expect(bytesToHex(node.privateKey)).toBe(ch.private);
    expect(bytesToHex(node.publicKey)).toBe(ch.public);
    expect(bytesToHex(node.chainCode)).toBe(ch.chain_code);
  });
});
