import { base32nopad } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFilecoinAddress } from './address';

// trustwallet/wallet-core tests/chains/Filecoin/AddressTests.cpp (validAddresses, invalidAddresses).
const VALID = [
  'f00',
  'f01',
  'f010',
  'f0150',
  'f0499',
  'f01024',
  'f01729',
  'f0999999',
  'f018446744073709551615',
  'f15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq',
  'f12fiakbhe2gwd5cnmrenekasyn6v5tnaxaqizq6a',
  'f1wbxhu3ypkuo6eyp6hjx6davuelxaxrvwb2kuwva',
  'f1xtwapqc6nh4si2hcwpr3656iotzmlwumogqbuaa',
  'f1xcbgdhkgkwht3hrrnui3jdopeejsoatkzmoltqy',
  'f17uoq6tp427uzv7fztkbsnn64iwotfrristwpryy',
  'f24vg6ut43yw2h2jqydgbg2xq7x6f4kub3bg6as6i',
  'f25nml2cfbljvn4goqtclhifepvfnicv6g7mfmmvq',
  'f2nuqrg7vuysaue2pistjjnt3fadsdzvyuatqtfei',
  'f24dd4ox4c2vpf5vk5wkadgyyn6qtuvgcpxxon64a',
  'f2gfvuyh7v2sx3patm5k23wdzmhyhtmqctasbr23y',
  'f3vvmn62lofvhjd2ugzca6sof2j2ubwok6cj4xxbfzz4yuxfkgobpihhd2thlanmsh3w2ptld2gqkn2jvlss4a',
  'f3wmuu6crofhqmm3v4enos73okk2l366ck6yc4owxwbdtkmpk42ohkqxfitcpa57pjdcftql4tojda2poeruwa',
  'f3s2q2hzhkpiknjgmf4zq3ejab2rh62qbndueslmsdzervrhapxr7dftie4kpnpdiv2n6tvkr743ndhrsw6d3a',
  'f3q22fijmmlckhl56rn5nkyamkph3mcfu5ed6dheq53c244hfmnq2i7efdma3cj5voxenwiummf2ajlsbxc65a',
  'f3u5zgwa4ael3vuocgc5mfgygo4yuqocrntuuhcklf4xzg5tcaqwbyfabxetwtj4tsam3pbhnwghyhijr5mixa',
  'f432f77777777x32lpna',
  'f418446744073709551615ftnkyfaq',
  'f410frw6wy7w6sbsguyn3yzeygg34fgf72n5ao5sxyky',
  'f410f2oekwcmo2pueydmaq53eic2i62crtbeyuzx2gmy',
  'f418446744073709551615faaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaafbbuagu',
];

describe('validateFilecoinAddress (mainnet)', () => {
  it.each(VALID)('accepts %s', (addr) => {
    expect(validateFilecoinAddress(addr, 'mainnet')).toEqual({ valid: true, normalized: addr });
  });

  it.each([
    // wallet-core invalidAddresses.
    ['f0-1', /f0 followed by a number/],
    ['f018446744073709551616', /below 2\^64/],
    ['f15ihq5ibzwki2b4ep2f46avlkr\0zhpqgtga7pdrq', /a-z and digits 2-7/],
    ['t15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq', /test network address/],
    ['a15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq', /starts with f \(mainnet\) or t/],
    ['f95ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq', /Unknown address type/],
    ['f15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7rdrr', /checksum/],
    ['f24vg6ut43yw2h2jqydgbg2xq7x6f4kub3bg6as66', /checksum|base32|bytes/],
    [
      'f3vvmn62lofvhjd2ugzca6sof2j2ubwok6cj4xxbfzz4yuxfkgobpihhd2thlanmsh3w2ptld2gqkn2jvlss44',
      /checksum|bytes/,
    ],
    ['', /empty/],
    // wrong lengths and forms
    ['f15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pd', /holds 20 bytes/],
    ['F15IHQ5IBZWKI2B4EP2F46AVLKRQZHPQGTGA7PDRQ', /lowercase/],
    ['f410', /delegated address/],
    ['f4f77777777x32lpna', /delegated address/],
    ['f1', /too short/],
  ])('rejects %j', (input, reason) => {
    const r = validateFilecoinAddress(input, 'mainnet');
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(reason);
  });

  it('normalizes an ID address with leading zeros to its canonical form', () => {
    expect(validateFilecoinAddress('f0001', 'mainnet')).toEqual({ valid: true, normalized: 'f01' });
  });

  it('limits a delegated subaddress to 54 bytes', () => {
    // The 54-byte case is wallet-core's; one byte more is built here with an independent base32 encoder.
    const r = validateFilecoinAddress(
      `f410f${base32nopad.encode(new Uint8Array(59)).toLowerCase()}`,
      'mainnet',
    );
    expect(r).toEqual({ valid: false, reason: 'A delegated subaddress holds at most 54 bytes' });
  });
});

describe('validateFilecoinAddress (test networks)', () => {
  it.each(['testnet', 'devnet'] as const)('requires t on %s and rejects f', (network) => {
    // Same payload and checksum as wallet-core's f15ihq5…; the network letter is not checksummed.
    expect(validateFilecoinAddress('t15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq', network)).toEqual({
      valid: true,
      normalized: 't15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq',
    });
    // filecoin-project Zondax/filecoin-signing-tools test_vectors/wallet.json (testnet child).
    expect(validateFilecoinAddress('t137sjdbgunloi7couiy4l5nc7pd6k2jmq32vizpy', network).valid).toBe(true);
    const r = validateFilecoinAddress('f15ihq5ibzwki2b4ep2f46avlkrqzhpqgtga7pdrq', network);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(/mainnet address/);
  });
});

describe('validateFilecoinAddress never throws', () => {
  it('for arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc
        .tuple(fc.constantFrom('f0', 'f1', 'f2', 'f3', 'f4', 'f41', 'f410f'), fc.string())
        .map(([p, s]) => p + s),
      fc
        .tuple(fc.constantFrom('f1', 'f2', 'f3', 'f410f'), fc.uint8Array({ maxLength: 70 }))
        .map(([p, b]) => p + base32nopad.encode(b).toLowerCase()),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, fc.constantFrom('mainnet', 'testnet'), (s, network) => {
        expect(typeof validateFilecoinAddress(s, network).valid).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });
});
