import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { tezosAddressFromPublicKey, validateTezosAddress } from './address';

describe('tezosAddressFromPublicKey', () => {
  it('hashes an ed25519 key into tz1', () => {
    // trustwallet/wallet-core tests/chains/Tezos/AddressTests.cpp (PublicKeyInit; TW's leading 01 is its key-type tag)
    const key = hexToBytes('fe157cc8011727936c592f856c9071d39cf4acdadfa6d76435e4619c9dc56f63');
    expect(tezosAddressFromPublicKey(key)).toBe('tz1cG2jx3W4bZFeVGBjsTxUAG8tdpTXtE8PT');
  });
});

describe('validateTezosAddress', () => {
  // ecadlabs/taquito packages/taquito-utils/test/validators.spec.ts and
  // trustwallet/wallet-core tests/chains/Tezos/AddressTests.cpp
  it.each([
    'tz1QZ6KY7d3BuZDT1d19dUxoQrtFPN2QJ3hn',
    'KT1Fe71jyjrxFg9ZrYqtvaX7uQjcLo7svE4D',
    'tz2TSvNTh2epDMhZHrw73nV9piBX7kLZ9K9m',
    'tz3VEZ4k6a4Wx42iyev6i2aVAptTRLEAivNN',
    'tz4EECtMxAuJ9UDLaiMZH7G1GCFYUWsj8HZn',
    'sr166cywS6HJx9gmqMU28Vo284gPQaPcGmYW',
    'tz1Yju7jmmsaUiG9qQLoYv35v5pHgnWoLWbt',
    'tz2PdGc7U5tiyqPgTSgqCDct94qd6ovQwP6u',
    'KT1XnTn74bUtxHfDtBmm2bGZAQfhPbvKWR8o',
  ])('accepts %s as is', (address) => {
    expect(validateTezosAddress(address)).toEqual({ valid: true, normalized: address });
  });

  it.each([
    ['tz1QZ6KY7d3BuZDT1d19dUxoQrtFPN2QJ3hm', /checksum/], // taquito: INVALID_CHECKSUM
    ['tz1eZwq8b5cvE2bPKokatLkVMzkxz24z3AAAA', /checksum/], // TW: valid prefix, invalid checksum
    ['KT1Fe71jyjrxFg9ZrYqtvaX7uQjcLo7sp', /checksum/], // taquito: truncated
    ['sr166cywS6HJx9gmqMU28Vo284gPQaPcGmY1', /checksum/], // taquito
    ['tz2TSvNTh2epDMhZHrw73nV9piBX7kLZ9K9mAAAAAAAAAA', /checksum/], // taquito: too long
    ['tz1', /checksum/], // taquito: INVALID_CHECKSUM
    ['NmH7tmeJUmHcncBDvpr7aJNEBk7rp5zYsB1qt', /tz1, tz2, tz3, tz4, KT1 or sr1/], // TW: invalid prefix, valid checksum
    ['1tzeZwq8b5cvE2bPKokatLkVMzkxz24zAAAAA', /checksum/], // TW: invalid prefix, invalid checksum
    ['tz1QZ6KY7d3BuZDT1d19dUxoQrtFPN2QJ3h0', /base58/], // 0 is not a base58 character
    ['KT1Fe71jyjrxFg9ZrYqtvaX7uQjcLo7svE4D%test', /entrypoint/], // taquito tolerates it; a transfer does not
    ['', /empty/],
  ])('rejects %s', (address, reason) => {
    const check = validateTezosAddress(address);
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.reason).toMatch(reason);
  });

  it('rejects a known prefix with a payload of the wrong length', () => {
    // An edpk public key (32-byte payload) is valid base58check but not an address.
    // ecadlabs/taquito packages/taquito-utils/test/validators.spec.ts (validatePublicKey)
    expect(validateTezosAddress('edpkvS5QFv7KRGfa3b87gg9DBpxSm3NpSwnjhUjNBQrRUUR66F7C9g').valid).toBe(false);
  });
});
