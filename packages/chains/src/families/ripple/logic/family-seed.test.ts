import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { decodeFamilySeed, secp256k1KeyFromFamilySeed } from './family-seed';

describe('family seeds', () => {
  it.each([
    // XRPLF/xrpl.js packages/ripple-keypairs/test/fixtures/api.json (secp256k1 seed -> keypair.privateKey).
    ['sp5fghtJtpUorTwvof1NpDXAzNwf5', '00D78B9735C3F26501C7337B8A5727FD53A6EFDBC6AA55984F098488561F985E23'],
    // XRPLF/xrpl.js packages/xrpl/test/wallet/index.test.ts (knownSecret with ecdsa-secp256k1; regular key pair).
    ['sh1HiK7SwjS1VxFdXi7qeMHRedrYX', '00B6FE8507D977E46E988A8A94DB3B8B35E404B60F8B11AC5213FA8B5ABC8A8D19'],
    ['sh8i92YRnEjJy3fpFkL8txQSCVo79', '004265A28F3E18340A490421D47B2EB8DBC2C0BF2C24CEFEA971B61CED2CABD233'],
  ])('derives the secp256k1 account key of %s like rippled', (seed, expected) => {
    const decoded = decodeFamilySeed(seed);
    expect(decoded?.type).toBe('secp256k1');
    // xrpl.js prints secp256k1 private keys as 33 bytes: 00 || key.
    expect(`00${bytesToHex(secp256k1KeyFromFamilySeed(decoded!.entropy))}`.toUpperCase()).toBe(expected);
  });

  it('recognizes an ed25519 seed and rejects non-seeds', () => {
    // XRPLF/xrpl.js packages/ripple-keypairs/test/fixtures/api.json (ed25519 seed).
    expect(decodeFamilySeed('sEdSKaCy2JT7JaM7v95H9SxkhP9wS2r')?.type).toBe('ed25519');
    expect(decodeFamilySeed('sp5fghtJtpUorTwvof1NpDXAzNwf6')).toBeUndefined(); // checksum
    expect(decodeFamilySeed('rnBFvgZphmN39GWzUJeUitaP22Fr9be75H')).toBeUndefined(); // an address
    expect(decodeFamilySeed('')).toBeUndefined();
  });
});
