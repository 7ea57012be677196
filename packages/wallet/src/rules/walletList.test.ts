import { describe, expect, it } from 'vitest';
import { checkWalletLimit, defaultWalletName, deleteWalletAt, moveWallet } from './walletList';

describe('default wallet names', () => {
  it('Main Wallet first, then Wallet N with N = count + 1', () => {
    expect(defaultWalletName([])).toBe('Main Wallet');
    expect(defaultWalletName(['Main Wallet'])).toBe('Wallet 2');
    expect(defaultWalletName(['Main Wallet', 'Savings'])).toBe('Wallet 3');
  });
  it('increments until the name is unique', () => {
    expect(defaultWalletName(['Main Wallet', 'Wallet 3'])).toBe('Wallet 4');
    expect(defaultWalletName(['Wallet 4', 'Wallet 5', 'x'])).toBe('Wallet 6');
  });
});

describe('maximum wallet count', () => {
  it('refuses at the limit with the spec message', () => {
    expect(() => checkWalletLimit(49)).not.toThrow();
    expect(() => checkWalletLimit(50)).toThrow(
      'You have reached the maximum wallet limit, For more details ask contact support',
    );
    expect(() => checkWalletLimit(2, 2)).toThrow(
      'You have reached the maximum wallet limit, For more details ask contact support',
    );
  });
});

describe('delete wallet', () => {
  const s = (n: number, current: number) => ({
    allWallets: Array.from({ length: n }, (_, i) => `w${i}`),
    currentWalletIndex: current,
  });
  it('is refused when only one wallet exists', () => {
    expect(() => deleteWalletAt(s(1, 0), 0)).toThrow('cannot deleted because there is only 1 wallet');
  });
  it('is refused for the selected wallet', () => {
    expect(() => deleteWalletAt(s(3, 1), 1)).toThrow('cannot deleted because it is selected wallet');
  });
  it('is refused for an index that does not exist', () => {
    expect(() => deleteWalletAt(s(3, 1), 7)).toThrow('wallet not available');
    expect(() => deleteWalletAt(s(3, 1), -1)).toThrow('wallet not available');
  });
  it('shifts the current index down when deleting before it, not after', () => {
    expect(deleteWalletAt(s(3, 2), 0)).toEqual({ allWallets: ['w1', 'w2'], currentWalletIndex: 1 });
    expect(deleteWalletAt(s(3, 0), 2)).toEqual({ allWallets: ['w0', 'w1'], currentWalletIndex: 0 });
  });
});

describe('move wallet', () => {
  const s = { allWallets: ['a', 'b', 'c'], currentWalletIndex: 1 };
  it('moves up and down; the current index follows the moved wallet', () => {
    expect(moveWallet(s, 1, 'up')).toEqual({ allWallets: ['b', 'a', 'c'], currentWalletIndex: 0 });
    expect(moveWallet(s, 1, 'down')).toEqual({ allWallets: ['a', 'c', 'b'], currentWalletIndex: 2 });
    expect(moveWallet(s, 0, 'down')).toEqual({ allWallets: ['b', 'a', 'c'], currentWalletIndex: 0 });
  });
  it('is refused with one wallet or an invalid index', () => {
    expect(() => moveWallet({ allWallets: ['a'], currentWalletIndex: 0 }, 0, 'down')).toThrow(
      'wallet not available',
    );
    expect(() => moveWallet(s, 0, 'up')).toThrow('wallet not available');
    expect(() => moveWallet(s, 2, 'down')).toThrow('wallet not available');
  });
});
