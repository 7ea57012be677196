import { hexToBytes } from '@noble/hashes/utils.js';
import { base58xrp } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rippleAddressFromPublicKey, validateRippleAddress } from './address';

describe('rippleAddressFromPublicKey', () => {
  it.each([
    // trustwallet/wallet-core tests/chains/XRP/AddressTests.cpp (RippleAddress.FromPublicKey).
    [
      '0303E20EC6B4A39A629815AE02C0A1393B9225E3B890CAE45B59F42FA29BE9668D',
      'rnBFvgZphmN39GWzUJeUitaP22Fr9be75H',
    ],
    // XRPLF/xrpl.js packages/ripple-keypairs/test/fixtures/api.json (secp256k1 keypair.publicKey, address).
    [
      '030D58EB48B4420B1F7B9DF55087E0E29FEF0E8468F9A6825B01CA2C361042D435',
      'rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1',
    ],
  ])('%s', (pub, address) => {
    expect(rippleAddressFromPublicKey(hexToBytes(pub))).toBe(address);
  });
});

describe('validateRippleAddress', () => {
  it.each([
    // wallet-core tests/chains/XRP/AddressTests.cpp (isValid, FromString).
    'r36yxStAh7qgTQNHTzjZvXybCTzUFhrfav',
    'rnBFvgZphmN39GWzUJeUitaP22Fr9be75H',
    // https://xrpl.org/docs/concepts/accounts/addresses (Special addresses: ACCOUNT_ZERO, genesis account).
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  ])('accepts %s', (addr) => {
    expect(validateRippleAddress(addr)).toEqual({ valid: true, normalized: addr });
    expect(validateRippleAddress(`\t${addr} `)).toEqual({ valid: true, normalized: addr });
  });

  it.each([
    // wallet-core tests/chains/XRP/AddressTests.cpp (isValid): an X-address and a Bitcoin address.
    ['XVfvixWZQKkcenFRYApCjpTUyJ4BePTe3jJv7beatUZvQYh', /X-addresses are not supported.*classic/],
    ['1Ma2DrB78K7jmAwaomqZNRMCvgQrNjE2QC', /starts with r/],
    // mutated checksum: last character of rnBFvgZphmN39GWzUJeUitaP22Fr9be75H changed.
    ['rnBFvgZphmN39GWzUJeUitaP22Fr9be75J', /checksum/],
    // xrpl.org Special addresses: ACCOUNT_ONE is 26 characters, under the spec's 27 to 35.
    ['rrrrrrrrrrrrrrrrrrrrBZbvji', /27 to 35 characters; this one has 26/],
    ['rnBFvgZphmN39GWzUJeUitaP22Fr9be75Hrrr', /27 to 35 characters; this one has 37/],
    ['rnBFvgZphmN39GWzUJeUitaP22Fr9be750', /alphabet/],
    // a family seed (xrpl.js ripple-keypairs fixtures) is valid base58check but not an address.
    ['sp5fghtJtpUorTwvof1NpDXAzNwf5', /starts with r/],
    ['', /empty/],
  ])('rejects %j', (input, reason) => {
    const r = validateRippleAddress(input);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(reason);
  });

  it('never throws on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string().map((s) => `r${s}`),
      fc.uint8Array({ maxLength: 30 }).map((b) => base58xrp.encode(b)),
      fc.uint8Array({ maxLength: 30 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof validateRippleAddress(s).valid).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
