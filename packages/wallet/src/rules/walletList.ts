/** Wallet list rules: default names, the wallet limit, deletion and moving with index arithmetic. */
import { FIRST_WALLET_NAME, MAX_WALLET_COUNT } from './constants';
import { MESSAGES, WalletRuleError } from './messages';

/** Main Wallet for the first; otherwise Wallet N (N = count + 1), incremented until unique. */
export function defaultWalletName(existingNames: readonly string[]): string {
  if (existingNames.length === 0) return FIRST_WALLET_NAME;
  let n = existingNames.length + 1;
  while (existingNames.includes(`Wallet ${n}`)) n++;
  return `Wallet ${n}`;
}

export function checkWalletLimit(count: number, max = MAX_WALLET_COUNT): void {
  if (count >= max) throw new WalletRuleError(MESSAGES.maxWallets);
}

export function isValidIndex(index: unknown, length: number): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < length;
}

export interface WalletListPosition<T> {
  allWallets: T[];
  currentWalletIndex: number;
}

/** Refused with one wallet or for the selected one; deleting before the current shifts it down. */
export function deleteWalletAt<T>(s: WalletListPosition<T>, index: number): WalletListPosition<T> {
  if (!isValidIndex(index, s.allWallets.length)) throw new WalletRuleError(MESSAGES.walletNotAvailable);
  if (s.allWallets.length <= 1) throw new WalletRuleError(MESSAGES.onlyOneWallet);
  if (index === s.currentWalletIndex) throw new WalletRuleError(MESSAGES.selectedWallet);
  const allWallets = s.allWallets.filter((_, i) => i !== index);
  const currentWalletIndex = index < s.currentWalletIndex ? s.currentWalletIndex - 1 : s.currentWalletIndex;
  return { allWallets, currentWalletIndex };
}

/** Swaps with the neighbour; the current index keeps pointing at the same wallet. */
export function moveWallet<T>(
  s: WalletListPosition<T>,
  index: number,
  direction: 'up' | 'down',
): WalletListPosition<T> {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (
    s.allWallets.length <= 1 ||
    !isValidIndex(index, s.allWallets.length) ||
    !isValidIndex(target, s.allWallets.length)
  ) {
    throw new WalletRuleError(MESSAGES.walletNotAvailable);
  }
  const allWallets = s.allWallets.slice();
  [allWallets[index], allWallets[target]] = [allWallets[target] as T, allWallets[index] as T];
  let currentWalletIndex = s.currentWalletIndex;
  if (currentWalletIndex === index) currentWalletIndex = target;
  else if (currentWalletIndex === target) currentWalletIndex = index;
  return { allWallets, currentWalletIndex };
}
