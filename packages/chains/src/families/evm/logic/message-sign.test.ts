/**
 * Dapp message signing (WalletConnect personal_sign, eth_signTypedData_v4) on the EVM software
 * signer, checked byte for byte against viem's account signing with the same key (both RFC 6979,
 * deterministic), with Hardhat's published account #0 key (Hardhat Network docs, "accounts").
 */
import { privateKeyToAccount } from 'viem/accounts';
import { hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseTypedData } from './message-sign';
import { softwareSigner } from './sign';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const account = privateKeyToAccount(KEY);
const signer = softwareSigner(hexToBytes(KEY));

const typed = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', chainId: 1 },
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello, Bob!' },
} as const;

describe('EVM message signing', () => {
  it('personal_sign equals viem signMessage (EIP-191)', async () => {
    const raw = new TextEncoder().encode('Hello Kestrel');
    expect(await signer.signPersonalMessage!(raw)).toBe(await account.signMessage({ message: { raw } }));
  });

  it('eth_signTypedData_v4 equals viem signTypedData (EIP-712)', async () => {
    const { EIP712Domain: _d, ...types } = typed.types;
    expect(await signer.signTypedData!(JSON.stringify(typed))).toBe(
      await account.signTypedData({ ...typed, types }),
    );
  });

  it('refuses typed data that is not JSON or lacks its parts', () => {
    expect(() => parseTypedData('{')).toThrow('Typed data is not valid JSON');
    expect(() => parseTypedData('{"types":{}}')).toThrow(
      'Typed data needs types, primaryType, domain and message',
    );
  });
});
