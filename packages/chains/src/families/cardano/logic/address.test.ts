import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { encodeBaseAddress, encodeEnterpriseAddress, validateCardanoAddress } from './address';

// cardano-foundation/CIPs CIP-0019/README.md (test vectors: addr_vk1w0l2… payment key, stake_vk1px4j… stake key)
const paymentKey = new Uint8Array(
  bech32.fromWords(bech32.decode('addr_vk1w0l2sr2zgfm26ztc6nl9xy8ghsk5sh6ldwemlpmp9xylzy4dtf7st80zhd').words),
);
const stakeKey = new Uint8Array(
  bech32.fromWords(
    bech32.decode('stake_vk1px4j0r2fk7ux5p23shz8f3y5y2qam7s954rgf3lg5merqcj6aetsft99wu').words,
  ),
);

const CIP19_BASE_MAINNET =
  'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x';
const CIP19_BASE_TESTNET =
  'addr_test1qz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgs68faae';

describe('Cardano address encoding (CIP-19 vectors)', () => {
  it('encodes the type-0 base address on mainnet and testnet', () => {
    expect(encodeBaseAddress(paymentKey, stakeKey, 'mainnet')).toBe(CIP19_BASE_MAINNET);
    expect(encodeBaseAddress(paymentKey, stakeKey, 'testnet')).toBe(CIP19_BASE_TESTNET);
  });

  it('encodes the type-6 enterprise address', () => {
    expect(encodeEnterpriseAddress(paymentKey, 'mainnet')).toBe(
      'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8',
    );
    expect(encodeEnterpriseAddress(paymentKey, 'testnet')).toBe(
      'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz',
    );
  });
});

describe('validateCardanoAddress', () => {
  it.each([
    CIP19_BASE_MAINNET,
    // CIP-19 types 1–5 (script / pointer payment parts)
    'addr1z8phkx6acpnf78fuvxn0mkew3l0fd058hzquvz7w36x4gten0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgs9yc0hh',
    'addr1yx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerkr0vd4msrxnuwnccdxlhdjar77j6lg0wypcc9uar5d2shs2z78ve',
    'addr1x8phkx6acpnf78fuvxn0mkew3l0fd058hzquvz7w36x4gt7r0vd4msrxnuwnccdxlhdjar77j6lg0wypcc9uar5d2shskhj42g',
    'addr1gx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer5pnz75xxcrzqf96k',
    // trustwallet/wallet-core tests/chains/Cardano/AddressTests.cpp (Validation)
    'addr1q8043m5heeaydnvtmmkyuhe6qv5havvhsf0d26q3jygsspxlyfpyk6yqkw0yhtyvtr0flekj84u64az82cufmqn65zdsylzk23',
    'addr1q92cmkgzv9h4e5q7mnrzsuxtgayvg4qr7y3gyx97ukmz3dfx7r9fu73vqn25377ke6r0xk97zw07dqr9y5myxlgadl2s0dgke5',
  ])('accepts %s on mainnet', (address) => {
    expect(validateCardanoAddress(address, 'mainnet')).toEqual({ valid: true, normalized: address });
  });

  it('accepts addr_test1 on the test network', () => {
    expect(validateCardanoAddress(CIP19_BASE_TESTNET, 'testnet')).toEqual({
      valid: true,
      normalized: CIP19_BASE_TESTNET,
    });
  });

  it.each([
    // §5: at least 58 characters after addr1 — CIP-19 enterprise addresses (53) fall short
    ['addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8', /at least 58/],
    // trustwallet/wallet-core tests/chains/Cardano/AddressTests.cpp (Validation)
    [
      'addr1q8043m5heeaydnvtmmkyuhe6qv5havvhsf0d26q3jygsspxlyfpyk6yqkw0yhtyvtr0flekj84u64az82cufmqn65zdsylzk2',
      /checksum/,
    ],
    [
      'addr1qxxe304qg9py8hyyqu8evfj4wln7dnms943wsugpdzzsxnkvvjljtzuwxvx0pnwelkcruy95ujkq3aw6rl0vvg32xsmpqws7',
      /length/,
    ],
    [
      'addr1sxxe304qg9py8hyyqu8evfj4wln7dnms943wsugpdzzsxnkvvjljtzuwxvx0pnwelkcruy95ujkq3aw6rl0vvg32x35qmxapsy',
      /payment/,
    ],
    [
      'addr1sna05l45z33zpkm8z44q8f0h57wxvm0c86e34wlmua7gtcrdgrdrzy8ny3walyfjanhe33nsyuh088qr5gepqaen6jsa9r94xvvd7fh6jc3e6x',
      /payment|network/,
    ],
    [
      'prefix1qxxe304qg9py8hyyqu8evfj4wln7dnms943wsugpdzzsxnkvvjljtzuwxvx0pnwelkcruy95ujkq3aw6rl0vvg32x35q3hm7lv',
      /begins addr1/,
    ],
    ['Ae2tdPwUPEZ18ZjTLnLVr9CEvUEUX4eW1LBHbxxxJgxdAYHrDeSCSbCxrvx', /Byron/],
    ['stake1uy9ggsc9qls4pu9qvyyacwnmr9tt0gzcdt5s0zj4au8qkqc65geks', /stake/],
    ['hasoiusaodiuhsaijnnsajnsaiussai', /begins addr1/],
    [CIP19_BASE_TESTNET, /another Cardano network/],
    [CIP19_BASE_MAINNET.toUpperCase(), /lowercase/],
    [CIP19_BASE_MAINNET.replace('qx2f', 'qx2g'), /checksum/], // mutated character
    ['addr1' + 'b'.repeat(70), /not bech32|checksum/],
    ['', /empty/],
  ])('rejects %s on mainnet', (address, reason) => {
    const check = validateCardanoAddress(address, 'mainnet');
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.reason).toMatch(reason);
  });

  it('rejects a mainnet address on the test network', () => {
    expect(validateCardanoAddress(CIP19_BASE_MAINNET, 'testnet').valid).toBe(false);
  });
});
