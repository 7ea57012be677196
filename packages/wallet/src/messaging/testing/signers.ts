/**
 * Messaging signers for tests: accounts 0, 1 and 2 of the published Hardhat phrase
 * ('test test test test test test test test test test test junk'), signing with viem.
 */
import { mnemonicToAccount } from 'viem/accounts';
import type { MessagingSigner } from '../identity';

export const TEST_PHRASE = 'test test test test test test test test test test test junk';

export function testSigner(index: number): MessagingSigner {
  const account = mnemonicToAccount(TEST_PHRASE, { addressIndex: index });
  return {
    address: account.address,
    signPersonalMessage: (message) => account.signMessage({ message: { raw: message } }),
  };
}
