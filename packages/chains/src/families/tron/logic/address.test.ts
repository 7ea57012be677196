import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tronAddressFromPublicKey, validateTronAddress } from './address';

describe('validateTronAddress', () => {
  it.each([
    // trustwallet/wallet-core tests/chains/Tron/AddressTests.cpp (FromPublicKey, Invalid).
    'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
    'THRF3GuPnvvPzKoaT8pJex5XHmo8NNbCb3',
    // wallet-core tests/common/CoinAddressDerivationTests.cpp (key 0x46..46).
    'TQLCsShbQNXMTVCjprY64qZmEA4rBarpQp',
  ])('accepts %s as is', (addr) => {
    expect(validateTronAddress(addr)).toEqual({ valid: true, normalized: addr });
    expect(validateTronAddress(` ${addr} `)).toEqual({ valid: true, normalized: addr });
  });

  it('accepts the 41-prefixed hex form and normalizes it to base58', () => {
    // https://docs.dune.com/query-engine/Functions-and-operators/tronaddress: THHRK1… <-> 0x503aa4ad…6986
    // (the 20-byte account hash; the hex address form prefixes it with the version byte 41).
    const expected = 'THHRK1bA7YRPZBcLnTP1SZy9ipUpsRwpo6';
    expect(validateTronAddress('41503aa4ad108bd3a89ba0310e23b49fb654cd6986')).toEqual({
      valid: true,
      normalized: expected,
    });
    expect(validateTronAddress('41503AA4AD108BD3A89BA0310E23B49FB654CD6986')).toEqual({
      valid: true,
      normalized: expected,
    });
    expect(validateTronAddress(expected)).toEqual({ valid: true, normalized: expected });
  });

  it.each([
    // wallet-core tests/chains/Tron/AddressTests.cpp (Invalid).
    ['abc', /34 characters/],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', /EVM address/],
    ['175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W', /starts with T/],
    ['2MegQ6oqSda2tTagdEzBA', /34 characters/],
    // mutated checksum: last character of TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC changed.
    ['TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD', /checksum/],
    // wrong version byte: a Bitcoin P2PKH address (wallet-core tests/chains/XRP/AddressTests.cpp).
    ['1Ma2DrB78K7jmAwaomqZNRMCvgQrNjE2QC', /starts with T/],
    ['TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC0', /base58/],
    ['TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeCC', /34 characters/],
    ['42503aa4ad108bd3a89ba0310e23b49fb654cd6986', /base58/],
    ['', /empty/],
  ])('rejects %j', (input, reason) => {
    const r = validateTronAddress(input);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(reason);
  });
});

describe('tronAddressFromPublicKey', () => {
  it('accepts compressed and uncompressed keys alike', () => {
    // wallet-core tests/chains/Tron/AddressTests.cpp (FromPublicKey): private key 2d8f68…aa54 -> TJRyWw….
    const address = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
    const sk = hexToBytes('2d8f68944bdbfbc0769542fba8fc2d2a3de67393334471624364c7006da2aa54');
    expect(tronAddressFromPublicKey(secp256k1.getPublicKey(sk, true))).toBe(address);
    expect(tronAddressFromPublicKey(secp256k1.getPublicKey(sk, false))).toBe(address);
  });

  it('never throws from validateTronAddress on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.uint8Array({ maxLength: 30 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 30 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 30 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof validateTronAddress(s).valid).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
