import { describe, expect, it } from 'vitest';
import { token, wallet } from '../test-support/walletFixture';
import { duplicateTokenToast, findCurrencyInWallet } from './coins';
import { customAddressError } from './exchange';

describe('duplicate token', () => {
  it("gives the toast Duplication with '{symbol} already added'", () => {
    const w = wallet('w');
    const usdt = token('ethereum', 'USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7');
    expect(duplicateTokenToast(w, usdt)).toBeNull();
    w.coins.push({ ...w.coins[0]!, ...usdt, isInWallet: true });
    // Same contract in another case is the same token.
    const again = { ...usdt, _id: 'other', contractAddress: usdt.contractAddress!.toLowerCase() };
    expect(duplicateTokenToast(w, again)).toEqual({ title: 'Duplication', message: 'USDT already added' });
  });
});

describe('currency search in a wallet', () => {
  it('matches chain_symbol:symbol or chain_name:symbol, case-insensitive', () => {
    const w = wallet('w');
    expect(findCurrencyInWallet(w, 'ETHEREUM:eth')._id).toBe('ethereum:ETH');
    expect(findCurrencyInWallet(w, 'btc:btc')._id).toBe('bitcoin:BTC');
  });
  it("a miss throws 'Currency not found in the selected wallet'", () => {
    expect(() => findCurrencyInWallet(wallet('w'), 'solana:SOL')).toThrow(
      'Currency not found in the selected wallet',
    );
  });
});

describe('exchange custom address', () => {
  it("must be valid for the target chain or a resolvable name, else 'Invalid Custom Address'", async () => {
    // EIP-55 example address (eips.ethereum.org/EIPS/eip-55). Nothing loaded the EVM family before.
    expect(await customAddressError('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(await customAddressError('ethereum', 'not-an-address')).toBe('Invalid Custom Address');
    expect(await customAddressError('ethereum', 'vitalik.eth', (n) => n.endsWith('.eth'))).toBeNull();
    expect(await customAddressError('no_such_chain', 'vitalik.eth')).toBe('Invalid Custom Address');
  });
});
