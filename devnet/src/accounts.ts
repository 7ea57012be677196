/** The devnet's funded accounts: Hardhat's default mnemonic, a published test phrase. */
import { mnemonicToAccount } from 'viem/accounts';
import { toHex } from 'viem';

export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

export interface DevnetAccount {
  index: number;
  address: `0x${string}`;
  privateKey: `0x${string}`;
}

export function devnetAccounts(count = 10): DevnetAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index });
    const key = account.getHdKey().privateKey;
    if (!key) throw new Error('no private key derived');
    return { index, address: account.address, privateKey: toHex(key) };
  });
}
