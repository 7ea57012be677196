import { hexToBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey, cosmosPrefix, validateCosmosAddress } from './address';

describe('cosmosAddressFromPublicKey', () => {
  it('matches wallet-core', () => {
    // trustwallet/wallet-core tests/chains/Cosmos/AddressTests.cpp (Cosmos_FromPublicKey, ThorFromPublicKey).
    const cosmosPub = hexToBytes('0257286ec3f37d33557bbbaa000b27744ac9023aa9967cae75a181d1ff91fa9dc5');
    expect(cosmosAddressFromPublicKey('cosmos', cosmosPub)).toBe(
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    );
    const thorPub = hexToBytes('03ed997e396cf4292f5fce5a42bba41599ccd5d96e313154a7c9ea7049de317c77');
    expect(cosmosAddressFromPublicKey('thor', thorPub)).toBe('thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2r');
  });

  it('knows the prefixes of cosmos and thorchain only', () => {
    expect(cosmosPrefix('cosmos', 'mainnet')).toBe('cosmos');
    expect(cosmosPrefix('thorchain', 'mainnet')).toBe('thor');
    // thornode cmd/cmd_stagenet.go: Bech32PrefixAccAddr = "sthor" (the registry's THORChain testnet is stagenet).
    expect(cosmosPrefix('thorchain', 'testnet')).toBe('sthor');
    expect(cosmosPrefix('ethereum', 'mainnet')).toBeUndefined();
  });
});

describe('validateCosmosAddress', () => {
  it.each([
    // wallet-core tests/chains/Cosmos/AddressTests.cpp and TWAnyAddressTests.cpp.
    ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 'cosmos'],
    ['cosmos1mry47pkga5tdswtluy0m8teslpalkdq07pswu4', 'cosmos'],
    // wallet-core tests/chains/THORChain/TWAnyAddressTests.cpp (IsValid).
    ['thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2r', 'thor'],
    ['thor1c8jd7ad9pcw4k3wkuqlkz4auv95mldr2kyhc65', 'thor'],
  ])('accepts %s', (addr, prefix) => {
    expect(validateCosmosAddress(addr, prefix)).toEqual({ valid: true, normalized: addr });
    expect(validateCosmosAddress(addr.toUpperCase(), prefix)).toEqual({ valid: true, normalized: addr });
  });

  it.each([
    // wallet-core tests/chains/Cosmos/AddressTests.cpp (Cosmos_Invalid): one character changed.
    ['cosmos1xsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 'cosmos', /checksum/],
    // wallet-core tests/chains/Cosmos/AddressTests.cpp (ThorValid): last character changed.
    ['thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2s', 'thor', /checksum/],
    // wallet-core tests/chains/THORChain/TWAnyAddressTests.cpp: a Cosmos address is not a THORChain one.
    ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 'thor', /prefix "cosmos".*thor1/],
    // wallet-core tests/chains/Cosmos/AddressTests.cpp (Cosmos_Valid): valid bech32, but not account addresses.
    ['cosmosvaloper1sxx9mszve0gaedz5ld7qdkjkfv8z992ax69k08', 'cosmos', /prefix "cosmosvaloper"/],
    [
      'cosmospub1addwnpepqftjsmkr7d7nx4tmhw4qqze8w39vjq364xt8etn45xqarlu3l2wu2n7pgrq',
      'cosmos',
      /prefix "cosmospub"/,
    ],
    // wallet-core tests/chains/Cosmos/AddressTests.cpp (Valid, Binance).
    ['bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2', 'cosmos', /prefix "bnb"/],
    ['thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2r', 'sthor', /prefix "thor".*sthor1/],
    ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dD02', 'cosmos', /mixes upper and lower/],
    ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd0', 'cosmos', /checksum/],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'cosmos', /mixes|start with cosmos1/],
    ['hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 'cosmos', /start with cosmos1/],
    ['', 'cosmos', /empty/],
  ])('rejects %j for prefix %s', (input, prefix, reason) => {
    const r = validateCosmosAddress(input, prefix);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(reason);
  });

  it('requires a 20-byte payload and a bech32 (not bech32m) checksum', () => {
    // Inputs built with @scure/base (an independent encoder): a 32-byte payload, and bech32m of 20 bytes.
    const long = bech32.encode('cosmos', bech32.toWords(new Uint8Array(32).fill(7)));
    const r1 = validateCosmosAddress(long, 'cosmos');
    expect(r1).toEqual({ valid: false, reason: 'An account address holds 20 bytes; this one holds 32' });
    const m = bech32m.encode('cosmos', bech32m.toWords(new Uint8Array(20).fill(7)));
    const r2 = validateCosmosAddress(m, 'cosmos');
    expect(r2.valid).toBe(false);
    if (!r2.valid) expect(r2.reason).toMatch(/checksum/);
  });

  it('never throws on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string().map((s) => `cosmos1${s}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => bech32.encode('cosmos', bech32.toWords(b))),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof validateCosmosAddress(s, 'cosmos').valid).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
