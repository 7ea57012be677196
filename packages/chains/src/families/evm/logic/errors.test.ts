/**
 * EVM nodes' send errors as the family's typed codes (the wallet turns codes into the app-layer
 * §8 toasts: packages/wallet/src/flows/sendErrors.test.ts). Texts are the nodes' own: geth
 * ("nonce too low", "replacement transaction underpriced", "insufficient funds for gas * price +
 * value"), Hardhat ("Nonce too low. Expected nonce to be 5 but got 4.") and ethers'
 * "could not coalesce error".
 */
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import { family } from '../index';
import { sendErrorCode } from './errors';

describe('EVM send-error codes', () => {
  it.each([
    ['could not coalesce error', 'alreadySent'],
    ['nonce too low', 'alreadySent'],
    ['Nonce too low. Expected nonce to be 5 but got 4.', 'alreadySent'],
    ['replacement transaction underpriced', 'feeTooLow'],
    ['transaction underpriced', 'feeTooLow'],
    // Any other node text is the toast itself (app-layer §8 "Other EVM-family send error").
    ['insufficient funds for gas * price + value', 'nodeMessage'],
    ['execution reverted', 'nodeMessage'],
  ] as const)('%j → %s', (message, code) => {
    expect(sendErrorCode(message)).toBe(code);
  });

  it('is what the family module answers', () => {
    expect(family.sendErrorCode).toBe(sendErrorCode);
    expect(family.sendErrorCode('nonce too low')).toBe('alreadySent');
  });

  it('keeps the failed-send record and batches in its presentation hints', () => {
    expect(family.presentation(getChain('ethereum'))).toEqual({
      customFeeUnit: 'gwei',
      customFeeDecimals: 9,
      canBatch: true,
      recordsFailedSends: true,
    });
  });
});
