/**
 * Vectors: bitcoincashorg/bitcoincash.org spec/cashaddr.md ("Test vectors": checksum-only
 * addresses, examples of address translation, larger test vectors, undefined types).
 */
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  CashAddrError,
  cashAddrChecksumValid,
  cashAddrToLegacy,
  decodeCashAddr,
  decodeCashAddrPayload,
  encodeCashAddr,
  encodeCashAddrPayload,
  legacyToCashAddr,
} from './cashaddr';

const MAINNET = { cashAddrPrefix: 'bitcoincash', pubKeyHash: 0x00, scriptHash: 0x05 };

describe('cashaddr spec vectors', () => {
  it('accepts the checksum-only vectors (valid checksum, invalid payload)', () => {
    for (const a of [
      'prefix:x64nx6hz',
      'p:gpf8m4h7',
      'bitcoincash:qpzry9x8gf2tvdw0s3jn54khce6mua7lcw20ayyn',
      'bchtest:spectestnetaddressrealrealaddressqpan2k9lh',
      'bchreg:555555555555555555555555555555555555555555555udxmlmrz',
    ]) {
      expect(cashAddrChecksumValid(a), a).toBe(true);
      expect(cashAddrChecksumValid(a.replace(/.$/, (c) => (c === 'q' ? 'p' : 'q'))), a).toBe(false);
    }
  });

  const translation: [string, string][] = [
    ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
    ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
    ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
    ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e'],
    ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
  ];
  it.each(translation)('translates %s <-> %s', (legacy, cash) => {
    expect(legacyToCashAddr(legacy, MAINNET)).toBe(cash);
    expect(cashAddrToLegacy(cash, MAINNET)).toBe(legacy);
    expect(cashAddrToLegacy(cash.slice('bitcoincash:'.length), MAINNET)).toBe(legacy);
  });

  // [size, type, address, data hex]
  const larger: [number, number, string, string][] = [
    [
      20,
      0,
      'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2',
      'F5BF48B397DAE70BE82B3CCA4793F8EB2B6CDAC9',
    ],
    [20, 1, 'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t', 'F5BF48B397DAE70BE82B3CCA4793F8EB2B6CDAC9'],
    [20, 1, 'pref:pr6m7j9njldwwzlg9v7v53unlr4jkmx6ey65nvtks5', 'F5BF48B397DAE70BE82B3CCA4793F8EB2B6CDAC9'],
    [
      24,
      0,
      'bitcoincash:q9adhakpwzztepkpwp5z0dq62m6u5v5xtyj7j3h2ws4mr9g0',
      '7ADBF6C17084BC86C1706827B41A56F5CA32865925E946EA',
    ],
    [
      24,
      1,
      'bchtest:p9adhakpwzztepkpwp5z0dq62m6u5v5xtyj7j3h2u94tsynr',
      '7ADBF6C17084BC86C1706827B41A56F5CA32865925E946EA',
    ],
    [
      28,
      0,
      'bitcoincash:qgagf7w02x4wnz3mkwnchut2vxphjzccwxgjvvjmlsxqwkcw59jxxuz',
      '3A84F9CF51AAE98A3BB3A78BF16A6183790B18719126325BFC0C075B',
    ],
    [
      32,
      1,
      'pref:pvch8mmxy0rtfrlarg7ucrxxfzds5pamg73h7370aa87d80gyhqxq4k9m7qf9',
      '3173EF6623C6B48FFD1A3DCC0CC6489B0A07BB47A37F47CFEF4FE69DE825C060',
    ],
    [
      40,
      0,
      'bitcoincash:qnq8zwpj8cq05n7pytfmskuk9r4gzzel8qtsvwz79zdskftrzxtar994cgutavfklv39gr3uvz',
      'C07138323E00FA4FC122D3B85B9628EA810B3F381706385E289B0B25631197D194B5C238BEB136FB',
    ],
    [
      48,
      1,
      'bchtest:ph3krj5607v3qlqh5c3wq3lrw3wnuxw0sp8dv0zugrrt5a3kj6ucysfz8kxwv2k53krr7n933jfsunqnzf7mt6x',
      'E361CA9A7F99107C17A622E047E3745D3E19CF804ED63C5C40C6BA763696B98241223D8CE62AD48D863F4CB18C930E4C',
    ],
    [
      56,
      0,
      'bitcoincash:qmvl5lzvdm6km38lgga64ek5jhdl7e3aqd9895wu04fvhlnare5937w4ywkq57juxsrhvw8ym5d8qx7sz7zz0zvcypqscw8jd03f',
      'D9FA7C4C6EF56DC4FF423BAAE6D495DBFF663D034A72D1DC7D52CBFE7D1E6858F9D523AC0A7A5C34077638E4DD1A701BD017842789982041',
    ],
    [
      64,
      1,
      'pref:plg0x333p4238k0qrc5ej7rzfw5g8e4a4r6vvzyrcy8j3s5k0en7calvclhw46hudk5flttj6ydvjc0pv3nchp52amk97tqa5zygg96mg7pj3lh8',
      'D0F346310D5513D9E01E299978624BA883E6BDA8F4C60883C10F28C2967E67EC77ECC7EEEAEAFC6DA89FAD72D11AC961E164678B868AEEEC5F2C1DA08884175B',
    ],
  ];
  it.each(larger)('size %i type %i: %s', (size, type, address, dataHex) => {
    const prefix = address.slice(0, address.indexOf(':'));
    const kind = type === 0 ? 'p2pkh' : 'p2sh';
    const data = hex.decode(dataHex.toLowerCase());
    expect(data.length).toBe(size);
    expect(encodeCashAddr(prefix, kind, data)).toBe(address);
    const decoded = decodeCashAddr(address);
    expect(decoded).toEqual({ prefix, kind, hash: data });
  });

  const undefinedTypes: [number, string, string][] = [
    [0, 'prefix:0qxsg0rgpa', ''],
    [7, 'prefix:0uwa85v9fp', ''],
    [
      0,
      'prefix:0zeuqqwwk0xjclsv4lzljpye09m74gv4darmzluu6g4yxxk5eja92nup8dp7p',
      'B3C001CEB3CD2C7E0CAFC5F904997977EAA1956F47B17F9CD22A431AD4CCBA55',
    ],
    [
      7,
      'prefix:07euqqwwk0xjclsv4lzljpye09m74gv4darmzluu6g4yxxk5eja922n8zkmjh',
      'B3C001CEB3CD2C7E0CAFC5F904997977EAA1956F47B17F9CD22A431AD4CCBA55',
    ],
  ];
  it.each(undefinedTypes)('undefined type 15, size bits %i: %s', (size, address, dataHex) => {
    const versionByte = (15 << 3) | size;
    const data = hex.decode(dataHex.toLowerCase());
    expect(encodeCashAddrPayload('prefix', versionByte, data)).toBe(address);
    expect(decodeCashAddrPayload(address)).toEqual({ prefix: 'prefix', versionByte, data });
    // Not a payment address type: the typed decoder refuses it with a reason.
    expect(() => decodeCashAddr(address)).toThrow(CashAddrError);
  });
});

describe('cashaddr rules', () => {
  it('accepts all-uppercase, rejects mixed case (spec "Uppercase/lowercase")', () => {
    const a = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';
    expect(decodeCashAddr(a.toUpperCase()).hash).toEqual(decodeCashAddr(a).hash);
    expect(() => decodeCashAddr('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6A')).toThrow(
      /upper- and lower/,
    );
  });

  it('binds the prefix into the checksum: the wrong default prefix fails', () => {
    expect(() => decodeCashAddr('qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'bchtest')).toThrow(/checksum/);
    expect(() => decodeCashAddr('qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toThrow(/prefix/);
  });

  it('rejects a declared size that does not match the data', () => {
    // Version byte 0 declares 160 bits; give it 24 bytes.
    const bad = encodeCashAddrPayload('bitcoincash', 0, new Uint8Array(24));
    expect(() => decodeCashAddr(bad)).toThrow(/declared hash size/);
  });
});
