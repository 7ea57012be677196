import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import { validateSolanaAddress } from './address';
import { solanaKeys } from './keys';

const chain = getChain('solana');
const tokenId = (text: string) => solanaKeys.validateTokenId!(chain, text, 'mainnet');

describe('solana validateAddress', () => {
  it.each([
    // trustwallet/wallet-core tests/chains/Solana/AddressTests.cpp (isValid, isValidOnCurve).
    '2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdST',
    'HzqnaMjWFbK2io6WgV2Z5uBguCBU21RMUS16wsDUHkon',
    '68io7dTfyeWua1wD1YcCMka4y5iiChceaFRCBjqCM5PK',
    'Dra34QLFCjxnk8tUNcBwxs6pgb5spF4oseQYF2xn7ABZ',
  ])('accepts the on-curve address %s', (address) => {
    expect(solanaKeys.validateAddress(chain, address, 'mainnet')).toEqual({
      valid: true,
      normalized: address,
    });
  });

  it.each([
    // trustwallet/wallet-core tests/chains/Solana/AddressTests.cpp: associated token accounts (PDAs).
    '6X4X1Ae24mkoWeCEpktevySVG9jzeCufut5vtUW3wFrD',
    'EDNd1ycsydWYwVmrYZvqYazFqwk1QjBgAUKFjBoz1jKP',
    'ANVCrmRw7Ww7rTFfMbrjApSPXEEcZpBa6YEiBdf98pAf',
    'AbygL37RheNZv327cMvZPqKYLLkZ6wqWYexRxgNiZyeP',
    // solana-labs/solana-web3.js packages/library-legacy/test/publickey.test.ts (isOnCurve, offCurve).
    '12rqwuEgBYiGhBrDJStCiqEtzQpTTiZbh7teNVLuYcFA',
  ])(
    'rejects the off-curve program-derived address %s, which still names a token (a mint may be one)',
    (address) => {
      const check = validateSolanaAddress(address);
      expect(check.valid).toBe(false);
      expect(check.valid === false && check.reason).toMatch(/off the ed25519 curve/);
      expect(tokenId(` ${address} `)).toEqual({ valid: true, normalized: address });
    },
  );

  it('a token id is still a 32-byte base58 key', () => {
    expect(tokenId('2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdSl').valid).toBe(false);
    expect(tokenId('2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpd').valid).toBe(false);
  });

  it.each([
    ['empty', '', /empty/],
    ['blank', '   ', /empty/],
    // trustwallet/wallet-core tests/chains/Solana/AddressTests.cpp: invalid base58 character, wrong length.
    ['invalid character', '2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdSl', /base58/],
    ['too short', '2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpd', /32 bytes/],
    ['far too short', '4h4bzCLCV8', /32 bytes/],
    ['too long', '2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdSTT', /32 bytes/],
    ['an EVM address (wrong prefix/format)', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', /base58/],
  ])('rejects %s', (_label, address, reason) => {
    const check = solanaKeys.validateAddress(chain, address, 'mainnet');
    expect(check.valid).toBe(false);
    expect(check.valid === false && check.reason).toMatch(reason);
  });

  it('trims surrounding whitespace in the normalized form', () => {
    expect(validateSolanaAddress(' 2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdST\n')).toEqual({
      valid: true,
      normalized: '2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdST',
    });
  });
});
