import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { validatePolkadotAddress } from './address';
import { decodeSs58, encodePrefix, encodeSs58 } from './ss58';

describe('SS58 encoding', () => {
  // trustwallet/wallet-core tests/chains/Polkadot/SS58AddressTests.cpp (FromPublicKey)
  it.each([
    [0, '14KjL5vGAYJCbKgZJmFKDSjewtBpvaxx9YvRZvi7qmb5s8CC'],
    [5, 'ZG2d3dH5zfqNchsqReS6x4nBJuJCW7Z6Fh5eLvdA3ZXGkPd'],
    [172, 'p8EGHjWt7e1MYoD7V6WXvbPZWK9GSJiiK85kv2R7Ur7FisPUL'],
  ])('encodes the key with prefix %i', (prefix, address) => {
    const key = hexToBytes('92fd9c237030356e26cfcc4568dc71055d5ec92dfe0ff903767e00611971bad3');
    expect(encodeSs58(key, prefix)).toBe(address);
    const decoded = decodeSs58(address);
    expect(decoded.ok && decoded.prefix).toBe(prefix);
  });

  // trustwallet/wallet-core tests/chains/Polkadot/SS58AddressTests.cpp (networkData / EncodeNetwork)
  it.each([
    [0x00, '00'],
    [0x3f, '3f'],
    [0x40, '5000'],
    [0x41, '5040'],
    [0x80, '6000'],
    [0x0123, '48c1'],
    [0x0fff, '7fcf'],
    [0x1003, '40d0'],
    [0x3fff, '7fff'],
  ])('encodes network %i as %s', (prefix, hex) => {
    expect(Buffer.from(encodePrefix(prefix)).toString('hex')).toBe(hex);
  });

  it('decodes two-byte prefixes', () => {
    // trustwallet/wallet-core tests/chains/Polkadot/SS58AddressTests.cpp (IsValid)
    const a = decodeSs58('VDSyeURSP7ykE1zJPJGeqx6GcDZQF2DT3hAKhPMuwM5FuN9HE');
    const b = decodeSs58('YDTv3GdhXPP3pQMqQtntGVg5hMno4jqanfYUgMPX2rLGJBKX6');
    expect(a.ok && a.prefix).toBe(4096);
    expect(b.ok && b.prefix).toBe(8219);
  });
});

describe('validatePolkadotAddress', () => {
  // trustwallet/wallet-core tests/chains/Polkadot/AddressTests.cpp (Validation) and swift PolkadotTests.swift
  it.each([
    '15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyu', // ed25519
    '15AeCjMpcSt3Fwa47jJBd7JzQ395Kr2cuyF5Zp4UBf1g9ony', // sr25519
    '14PhJGbzPxhQbiq7k9uFjDQx3MNiYxnjFRSiVBvBBBfnkAoM',
    '12twBQPiG5yVSf3jQSBkTAKBKqCShQ5fm33KQhH3Hf6VDoKW',
  ])('accepts %s on mainnet', (address) => {
    expect(validatePolkadotAddress(address, 'mainnet')).toEqual({ valid: true, normalized: address });
  });

  it.each([
    ['5FqqU2rytGPhcwQosKRtW1E3ha6BJKAjHgtcodh71dSyXhoZ', /generic Substrate.*prefix 42/], // TW: Substrate ed25519
    ['FHKAe66mnbk8ke8zVWE9hFVFrJN1mprFPVmD5rrevotkcDZ', /Kusama address \(network prefix 2\)/], // TW: Kusama
    ['ELmaX1aPkyEF7TSmYbbyCjmSgrBpGHv9EtpwR2tk1kmpwvG', /Kusama/], // TW swift: Kusama
    ['1ES14c7qLb5CYhLMUekctxLgc1FV2Ti9DA', /length/], // TW: Bitcoin
    ['cosmos1l4f4max9w06gqrvsxf74hhyzuqhu2l3zyf0480', /base58/], // TW swift: cosmos
    ['15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyv', /checksum/], // last character changed
    ['15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxy', /length|checksum/], // truncated
    ['', /empty/],
  ])('rejects %s', (address, reason) => {
    const check = validatePolkadotAddress(address, 'mainnet');
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.reason).toMatch(reason);
  });

  it('expects the generic prefix 42 on the test network (Westend)', () => {
    expect(validatePolkadotAddress('5FqqU2rytGPhcwQosKRtW1E3ha6BJKAjHgtcodh71dSyXhoZ', 'testnet').valid).toBe(
      true,
    );
    expect(validatePolkadotAddress('15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyu', 'testnet').valid).toBe(
      false,
    );
  });

  it.each([
    ['mainnet', '5FqqU2rytGPhcwQosKRtW1E3ha6BJKAjHgtcodh71dSyXhoZ', 'Polkadot addresses use prefix 0'],
    ['testnet', '15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyu', 'Westend addresses use prefix 42'],
    ['devnet', '15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyu', 'devnet addresses use prefix 42'],
  ] as const)('on %s, a wrong prefix names that network', (network, address, text) => {
    const check = validatePolkadotAddress(address, network);
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.reason).toContain(text);
  });
});
