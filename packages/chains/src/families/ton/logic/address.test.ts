import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import { tonKeys } from './keys';

const chain = getChain('ton');
const NON_BOUNCEABLE = 'UQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorhqg';

describe('ton validateAddress', () => {
  // trustwallet/wallet-core tests/chains/TheOpenNetwork/AddressTests.cpp (Valid, FromString) and
  // TWAnyAddressTests.cpp (AddressValidate: normalized UQCKhieG…orhqg).
  it.each([
    ['raw', '0:8a8627861a5dd96c9db3ce0807b122da5ed473934ce7568a5b4b1c361cbb28ae'],
    ['raw upper case', '0:8A8627861A5DD96C9DB3CE0807B122DA5ED473934CE7568A5B4B1C361CBB28AE'],
    ['bounceable', 'EQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorkdl'],
    ['non-bounceable', NON_BOUNCEABLE],
  ])('accepts the %s form and normalizes to UQ…', (_label, address) => {
    expect(tonKeys.validateAddress(chain, address, 'mainnet')).toEqual({
      valid: true,
      normalized: NON_BOUNCEABLE,
    });
    expect(tonKeys.validateAddress(chain, address, 'testnet')).toEqual({
      valid: true,
      normalized: '0QCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorqEq',
    });
  });

  // The user-friendly tag's 0x80 bit marks a test-only address (TON docs, "User-friendly address").
  it.each([
    ['testnet bounceable', 'kQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorvzv'],
    ['testnet non-bounceable', '0QCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorqEq'],
  ])('refuses the %s form on mainnet and accepts it on testnet and devnet', (_label, address) => {
    const check = tonKeys.validateAddress(chain, address, 'mainnet');
    expect(check.valid).toBe(false);
    expect(check.valid === false && check.reason).toMatch(/testnet address.*not be used on mainnet/);
    for (const network of ['testnet', 'devnet'] as const) {
      expect(tonKeys.validateAddress(chain, address, network)).toEqual({
        valid: true,
        normalized: '0QCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorqEq',
      });
    }
  });

  it.each([
    '-1:8a8627861a5dd96c9db3ce0807b122da5ed473934ce7568a5b4b1c361cbb28ae',
    'EQBGqFmKe3oY8PChYN9g92ZEV2ybkzVB-hCiesQRn5mFnrNv',
    'Ef8JfFPRpHBV_tZpCurvxMJW69nt2js3SuGEWojGnOpCVPRe',
    'Ef_drj6m7jcME0fWTA-OwFC-6F0Le2SuOUQ6ibRc3Vz8HL8H',
    'EQAN6Dr3vziti1Kp9D3aEFqJX4bBVfCaV57Z+9jwKTBXICv8',
    'EQCmGW+z+UL00FmnhWaMvJq/i86YY5GlJP3uJW19KC5Tzq4C',
  ])('accepts %s', (address) => {
    const check = tonKeys.validateAddress(chain, address, 'mainnet');
    expect(check.valid).toBe(true);
    expect(check.valid && check.normalized).toMatch(/^UQ|^Uf/);
  });

  it.each([
    // trustwallet/wallet-core tests/chains/TheOpenNetwork/AddressTests.cpp (Invalid).
    ['random string', 'random string', /48 characters/],
    ['too long', 'EQIcIZpPoMnWXd8FbC1KaLtcyIgVUlwsbFK_3P6f5uf_YyzoE', /48 characters/],
    ['too short', 'EQIcIZpPoMnWXd8FbC1KaLtcyIgVUlwsbFK_3P6f5uf_YyE', /48 characters/],
    ['invalid size after decode', 'EQIcIZpPoMnWXd8FbC1KaLtcyIgVUlwsbFK_3P6f5uf_Yyw=', /base64/],
    ['workchain 1 (raw)', '1:0ccd5119f27f7fe4614476c34f7e5e93c7ae098e577cf2012f8b8043165cb809', /workchain/],
    ['workchain 1 (friendly)', 'EQEMzVEZ8n9_5GFEdsNPfl6Tx64Jjld88gEvi4BDFly4CSyl', /workchain/],
    [
      'workchain -2 (raw)',
      '-2:e0e98cfcf743292298ad9e379a3c2e6401797b9cbfc0fe98b4e14fd0ce07ecdf',
      /workchain/,
    ],
    ['workchain -2 (friendly)', 'Ef7g6Yz890MpIpitnjeaPC5kAXl7nL_A_pi04U_Qzgfs3-Cj', /workchain/],
    ['invalid tag 0x33', 'MwCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorsn8', /flags/],
    ['invalid tag 0xb3', 'swCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsornJ2', /flags/],
    ['swapped checksum bytes', 'EQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsormVH', /checksum/],
    ['mutated checksum', 'EQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorpcF', /checksum/],
    ['short raw hash', '0:8a8627861a5dd96c9db3ce0807b122da5ed473934ce7568a5b4b1c361cbb28', /64 hex/],
    [
      'raw hash with a non-hex character',
      '0:8a8627861a5dd96c9db3ce0807b122da5ed473934ce7568a5b4b1c361cbb28zz',
      /64 hex/,
    ],
    ['empty', '', /empty/],
  ])('rejects %s', (_label, address, reason) => {
    const check = tonKeys.validateAddress(chain, address, 'mainnet');
    expect(check.valid).toBe(false);
    expect(check.valid === false && check.reason).toMatch(reason);
  });
});
