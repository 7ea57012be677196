import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import { stellarKeys } from './keys';
import { crc16XModem } from './strkey';

const chain = getChain('stellar');

describe('stellar validateAddress', () => {
  it.each([
    // stellar/js-stellar-base test/unit/strkey_test.js "returns true for valid public key".
    'GBBM6BKZPEHWYO3E3YKREDPQXMS4VK35YLNU7NFBRI26RAN7GI5POFBB',
    'GB7KKHHVYLDIZEKYJPAJUOTBE5E3NJAXPSDZK7O6O44WR3EBRO5HRPVT',
    'GD6WVYRVID442Y4JVWFWKWCZKB45UGHJAABBJRS22TUSTWGJYXIUR7N2',
    'GDTYVCTAUQVPKEDZIBWEJGKBQHB4UGGXI2SXXUEW7LXMD4B7MK37CWLJ',
    'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ',
  ])('accepts %s', (address) => {
    expect(stellarKeys.validateAddress(chain, address, 'mainnet')).toEqual({
      valid: true,
      normalized: address,
    });
  });

  it.each([
    // stellar/js-stellar-base test/unit/strkey_test.js "returns false for invalid public key" / "#decodeCheck".
    ['invalid character 0', 'GBPXX0A5N4JYPESHAADMQKBPWZWQDQ64ZV6ZL2S3LAGW4SY7NTCMWIVL', /characters/],
    ['trailing ++', 'GCFZB6L25D26RQFDWSSBDEYQ32JHLRMTT44ZYE3DZQUTYOL7WY43PLBG++', /characters/],
    ['too long', 'GADE5QJ2TY7S5ZB65Q43DFGWYWCPHIYDJ2326KZGAGBN7AE5UY6JVDRRA', /56 characters/],
    ['one character too many', 'GB6OWYST45X57HCJY5XWOHDEBULB6XUROWPIKW77L5DSNANBEQGUPADT2', /56 characters/],
    [
      'too short (last character dropped)',
      'GBBM6BKZPEHWYO3E3YKREDPQXMS4VK35YLNU7NFBRI26RAN7GI5POFB',
      /56 characters/,
    ],
    ['mutated checksum', 'GBPXXOA5N4JYPESHAADMQKBPWZWQDQ64ZV6ZL2S3LAGW4SY7NTCMWIVT', /checksum/],
    ['checksum mismatch', 'GDXIIZTKTLVYCBHURXL2UPMTYXOVNI7BRAEFQCP6EZCY4JLKY4VKFNLT', /checksum/],
    ['a secret seed', 'SAB5556L5AN5KSR5WF7UOEFDCIODEWEO7H2UR4S5R62DFTQOGLKOVZDY', /secret seed/],
    ['lowercase / wrong prefix', 'gWRYUerEKuz53tstxEuR3NCkiQDcV4wzFHmvLnZmj7PUqxW2wt', /starts with G/],
    ['a word', 'test', /starts with G/],
    ['empty', '', /empty/],
    // SEP-23 invalid test cases (via js-stellar-base "#invalidStrKeys").
    [
      'length congruent to 1 mod 8',
      'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZA',
      /56 characters/,
    ],
    ['invalid algorithm bits', 'G47QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVP2I', /version/],
    ['a muxed account', 'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAAJLK', /Muxed/],
  ])('rejects %s', (_label, address, reason) => {
    const check = stellarKeys.validateAddress(chain, address, 'mainnet');
    expect(check.valid).toBe(false);
    expect(check.valid === false && check.reason).toMatch(reason);
  });

  it('computes CRC16-XModem as specified', () => {
    // The standard CRC-16/XMODEM check value for "123456789" is 0x31C3 (CRC catalogue, reveng).
    expect(crc16XModem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });
});
