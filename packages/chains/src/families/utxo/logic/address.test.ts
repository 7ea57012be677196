import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry';
import type { NetworkName } from '../../../registry/types';
import { KeyInputError } from '../../../keys/types';
import { parseUtxoAddress, validateUtxoAddress } from './address';

const bitcoin = getChain('bitcoin');
const legacy = getChain('bitcoin_legacy');
const litecoin = getChain('litecoin');
const dogecoin = getChain('dogecoin');
const bch = getChain('bitcoin_cash');

function scriptOf(chainName: string, address: string, network: NetworkName = 'mainnet'): string {
  return hex.encode(parseUtxoAddress(getChain(chainName), address, network).script);
}

describe('Bitcoin: BIP-350 segwit vectors (bitcoin/bips bip-0350.mediawiki, "Test vectors for v0-v16")', () => {
  const valid: [string, NetworkName, string][] = [
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'testnet',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'mainnet',
      '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
    ],
    ['BC1SW50QGDZ25J', 'mainnet', '6002751e'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'mainnet', '5210751e76e8199196d454941c45d1b3a323'],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      'testnet',
      '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'testnet',
      '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'mainnet',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
  ];
  it.each(valid)('%s is valid with the published scriptPubKey', (address, network, script) => {
    expect(validateUtxoAddress(bitcoin, address, network)).toEqual({
      valid: true,
      normalized: address.toLowerCase(),
    });
    expect(scriptOf('bitcoin', address, network)).toBe(script);
  });

  const invalid = [
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    'bc1pw5dgrnzv',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
    'bc1gmk9yu',
  ];
  it.each(invalid)('%s is rejected on mainnet and testnet with a reason', (address) => {
    for (const network of ['mainnet', 'testnet'] as const) {
      const check = validateUtxoAddress(bitcoin, address, network);
      expect(check.valid).toBe(false);
      if (!check.valid) expect(check.reason.length).toBeGreaterThan(10);
    }
  });
});

describe('Bitcoin: base58 and cross-type acceptance', () => {
  it('accepts every Bitcoin address type on every bitcoin_* chain_name', () => {
    // Addresses from BIP-84 / BIP-86 (vectors file) and the cashaddr spec's legacy column.
    const any = [
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
      '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
      '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
    ];
    for (const name of ['bitcoin', 'bitcoin_segwit', 'bitcoin_legacy', 'bitcoin_taproot']) {
      for (const a of any)
        expect(validateUtxoAddress(getChain(name), a, 'mainnet')).toEqual({ valid: true, normalized: a });
    }
  });

  it('accepts the BIP-49 testnet P2SH address on testnet only', () => {
    expect(validateUtxoAddress(bitcoin, '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2', 'testnet').valid).toBe(true);
    expect(validateUtxoAddress(bitcoin, '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2', 'mainnet').valid).toBe(false);
  });

  it('rejects a mutated checksum, wrong prefix, wrong length, the empty string and junk', () => {
    const cases: [string, RegExp][] = [
      ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv', /checksum/],
      ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', /checksum/],
      [
        'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
        /Bitcoin testnet address, not Bitcoin mainnet/,
      ],
      ['ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', /Litecoin mainnet address/],
      ['DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', /another coin or network/],
      ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVgg', /checksum|length/],
      ['', /empty/],
      ['   ', /empty/],
      ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F', /characters/],
      ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', /Bitcoin Cash mainnet address/],
    ];
    for (const [address, reason] of cases) {
      const check = validateUtxoAddress(legacy, address, 'mainnet');
      expect(check.valid, address).toBe(false);
      if (!check.valid) expect(check.reason).toMatch(reason);
    }
  });

  it('never throws for non-string input, and parseUtxoAddress throws KeyInputError', () => {
    expect(validateUtxoAddress(bitcoin, undefined as unknown as string, 'mainnet').valid).toBe(false);
    expect(validateUtxoAddress(bitcoin, 'x'.repeat(10_000), 'mainnet').valid).toBe(false);
    expect(() => parseUtxoAddress(bitcoin, 'nope', 'mainnet')).toThrow(KeyInputError);
  });
});

describe('Litecoin', () => {
  it('parses published addresses to their scripts', () => {
    // trustwallet/wallet-core tests/chains/Litecoin/TWLitecoinTests.cpp (LockScripts)
    expect(scriptOf('litecoin', 'ltc1qs32zgdhe2tpzcnz55r7d9jvhce33063sfht3q0')).toBe(
      '001484542436f952c22c4c54a0fcd2c997c66317ea30',
    );
    expect(scriptOf('litecoin', 'MHhghmmCTASDnuwpgsPUNJVPTFaj61GzaG')).toBe(
      'a9146b85b3dac9340f36b9d32bbacf2ffcb0851ef17987',
    );
    expect(scriptOf('litecoin', 'LgKiekick9Ka7gYoYzAWGrEq8rFBJzYiyf')).toBe(
      '76a914e771c6695c5dd189ccc4ef00cd0f3db3096d79bd88ac',
    );
    // EdgeApp/edge-currency-plugins test/common/utxobased/keymanager/coins/litecoin.spec.ts
    expect(scriptOf('litecoin', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh')).toBe(
      '001496cd3178f3de0f307bcee1aeaa4d5987862dd30a',
    );
    expect(scriptOf('litecoin', 'M7wtsL7wSHDBJVMWWhtQfTMSYYkyooAAXM')).toBe(
      'a91400846c3f4a7bb38e9b422b4129bf8b191287289e87',
    );
  });

  it('still accepts the older 3… P2SH form (Litecoin Core SCRIPT_ADDRESS 5) and normalizes as typed', () => {
    // With a warning: the form is Bitcoin's (address-warnings.test.ts).
    expect(validateUtxoAddress(litecoin, '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'mainnet')).toMatchObject({
      valid: true,
      normalized: '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
    });
    expect(validateUtxoAddress(litecoin, 'LTC1QJMXNZ78NMC8NQ77WUXH25N2ES7RZM5C2RKK4WH', 'mainnet')).toEqual({
      valid: true,
      normalized: 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh',
    });
  });

  it('rejects Bitcoin and Dogecoin addresses and mutated checksums', () => {
    for (const a of [
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
      'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC',
      'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wq',
      'LgKiekick9Ka7gYoYzAWGrEq8rFBJzYiyg',
    ]) {
      expect(validateUtxoAddress(litecoin, a, 'mainnet').valid, a).toBe(false);
    }
  });

  it('devnet is litecoind regtest: rltc1… and testnet-style base58, not tltc1…', () => {
    // rltc1 addresses from public litecoind -regtest setups (THORChain's litecoin regtest script; lnd's itest).
    for (const a of [
      'rltc1qj08ys4ct2hzzc2hcz6h2hgrvlmsjynawf4nr3r',
      'rltc1qlkp8904tzjyd8qwzjl550k040qz08ulaeajgcn',
    ]) {
      expect(validateUtxoAddress(litecoin, a, 'devnet')).toEqual({ valid: true, normalized: a });
      expect(validateUtxoAddress(litecoin, a, 'testnet').valid).toBe(false);
    }
    expect(validateUtxoAddress(litecoin, 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', 'devnet').valid).toBe(
      false,
    );
    // Bitcoin testnet P2PKH (bitcoinjs-lib fixtures); its version 0x6f is Litecoin testnet/regtest P2PKH too.
    expect(validateUtxoAddress(litecoin, 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'devnet').valid).toBe(true);
  });
});

describe('Dogecoin', () => {
  it('parses published addresses to their scripts', () => {
    // trustwallet/wallet-core tests/chains/Dogecoin/TWDogeTests.cpp (LockScripts)
    expect(scriptOf('dogecoin', 'DLSSSUS3ex7YNDACJDxMER1ZMW579Vy8Zy')).toBe(
      '76a914a7d191ec42aa113e28cd858cceaa7c733ba2f77788ac',
    );
    expect(scriptOf('dogecoin', 'AETZJzedcmLM2rxCM6VqCGF3YEMUjA3jMw')).toBe(
      'a914f191149f72f235548746654f5b473c58258f7fb687',
    );
    // EdgeApp/edge-currency-plugins .../coins/dogecoin.spec.ts
    expect(scriptOf('dogecoin', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC')).toBe(
      '76a9144a483568665dcdfa68dd58a1f62893448a64333988ac',
    );
  });

  it('rejects other coins, bech32 and a mutated checksum', () => {
    for (const a of [
      '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      'LgKiekick9Ka7gYoYzAWGrEq8rFBJzYiyf',
      'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgD',
      '',
    ]) {
      expect(validateUtxoAddress(dogecoin, a, 'mainnet').valid, a).toBe(false);
    }
  });
});

describe('Bitcoin Cash', () => {
  // bitcoincashorg/bitcoincash.org spec/cashaddr.md, "Examples of address translation".
  const table: [string, string][] = [
    ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
    ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
    ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
    ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e'],
    ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
  ];

  it.each(table)('%s and %s pay the same script', (legacyAddress, cash) => {
    expect(scriptOf('bitcoin_cash', legacyAddress)).toBe(scriptOf('bitcoin_cash', cash));
    expect(validateUtxoAddress(bch, cash, 'mainnet')).toEqual({ valid: true, normalized: cash });
    // The spec's rule: a bare payload gets the bitcoincash: prefix; upper case is accepted.
    expect(validateUtxoAddress(bch, cash.slice('bitcoincash:'.length), 'mainnet')).toEqual({
      valid: true,
      normalized: cash,
    });
    expect(validateUtxoAddress(bch, cash.toUpperCase(), 'mainnet')).toEqual({
      valid: true,
      normalized: cash,
    });
    // Legacy 1… stays as typed (spec); legacy 3… becomes its cash address (see address.ts). Both
    // carry a warning that the form is Bitcoin's (address-warnings.test.ts).
    expect(validateUtxoAddress(bch, legacyAddress, 'mainnet')).toMatchObject({
      valid: true,
      normalized: legacyAddress.startsWith('1') ? legacyAddress : cash,
    });
  });

  it('parses published cash addresses to their scripts', () => {
    // trustwallet/wallet-core tests/chains/BitcoinCash/TWBitcoinCashTests.cpp (LockScript)
    expect(scriptOf('bitcoin_cash', 'bitcoincash:qpk05r5kcd8uuzwqunn8rlx5xvuvzjqju5rch3tc0u')).toBe(
      '76a9146cfa0e96c34fce09c0e4e671fcd43338c14812e588ac',
    );
    expect(scriptOf('bitcoin_cash', 'pzukqjmcyzrkh3gsqzdcy3e3d39cqxhl3g0f405k5l')).toBe(
      'a914b9604b7820876bc510009b8247316c4b801aff8a87',
    );
    // EdgeApp/edge-currency-plugins .../coins/bitcoincash.spec.ts (testnet, with and without prefix)
    for (const a of [
      'bchtest:qrall9d5uddv4yvdyms4wwfw59jr5twzsvashd0fst',
      'qrall9d5uddv4yvdyms4wwfw59jr5twzsvashd0fst',
    ]) {
      expect(scriptOf('bitcoin_cash', a, 'testnet')).toBe(
        '76a914fbff95b4e35aca918d26e157392ea1643a2dc28388ac',
      );
      expect(validateUtxoAddress(bch, a, 'testnet')).toEqual({
        valid: true,
        normalized: 'bchtest:qrall9d5uddv4yvdyms4wwfw59jr5twzsvashd0fst',
      });
    }
    expect(scriptOf('bitcoin_cash', 'bchtest:pq2wfeuppegjpnrg64ws8vmv7e4fatwzwq9rvngx8x', 'testnet')).toBe(
      'a91414e4e7810e5120cc68d55d03b36cf66a9eadc27087',
    );
  });

  it('rejects the invalid addresses of Trust Wallet Core and other mistakes', () => {
    // trustwallet/wallet-core tests/chains/BitcoinCash/TWBitcoinCashTests.cpp (InvalidAddress)
    const invalid = [
      'pqx578nanz2h2estzmkr53zqdg6qt8xyqvffffffff',
      'bitcoincash:pqx578nanz2h2estzmkr53zqdg6qt8xyqvffffffff',
      'pqx578nanz2h2estzmkr53zqdg6qt8xyqvh683mrz0',
      'ecash:pqx578nanz2h2estzmkr53zqdg6qt8xyqvh683mrz0',
      'bcash:pqx578nanz2h2estzmkr53zqdg6qt8xyqvwhn6qeyc',
      'poi578nanz2h2estzmkr53zqdg6qt8xyqvwhn6qeyc',
      // mixed case, Bitcoin segwit, testnet cash address on mainnet, empty
      'bitcoincash:QPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVY22GDX6A',
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      'bchtest:qrall9d5uddv4yvdyms4wwfw59jr5twzsvashd0fst',
      '',
    ];
    for (const a of invalid) expect(validateUtxoAddress(bch, a, 'mainnet').valid, a).toBe(false);
    // Valid on Trust Wallet's side (TWBitcoinCashTests.cpp, Address).
    expect(validateUtxoAddress(bch, 'pqx578nanz2h2estzmkr53zqdg6qt8xyqvwhn6qeyc', 'mainnet')).toEqual({
      valid: true,
      normalized: 'bitcoincash:pqx578nanz2h2estzmkr53zqdg6qt8xyqvwhn6qeyc',
    });
  });
});
