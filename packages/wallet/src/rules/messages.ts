/** Exact texts of spec §5 and §8 (verbatim, including their grammar), plus our own choices. */

export const MESSAGES = {
  maxWallets: 'You have reached the maximum wallet limit, For more details ask contact support',
  coinIdMissing: 'Coin id does not exist',
  onlyOneWallet: 'cannot deleted because there is only 1 wallet',
  selectedWallet: 'cannot deleted because it is selected wallet',
  walletNotAvailable: 'wallet not available',
  idNotFound: 'Id is not found',
  someCoinsMissing: 'Some coins is missing',
  unsupportedChain: 'Unsupported chain',
  duplicationTitle: 'Duplication',
  batchDuplicate: 'Transaction already added',
  batchDuplicateText: 'Check in home screen',
  batchLimit: 'Transaction limit reached.',
  batchLimitText: 'Maximum 980 transactions can be added',
  batchExceeds:
    'Your transaction(s) exceed the available balance. Please remove specific transaction(s) or add funds. Note: Gas fees are not included in this check and will be calculated separately',
  currencyNotFound: 'Currency not found in the selected wallet',
  coinNotFound: 'coin not found',
  coinNotCreated: 'coin not created',
  coinChainNotMatch: 'coin chain not match',
  chainNotSupported: 'chain not supported',
  invalidCustomAddress: 'Invalid Custom Address',
  // Our choice (the spec does not give this text): deleting the last derive address.
  lastDeriveAddress: 'At least one address must remain',
} as const;

export const alreadyAdded = (symbol: string): string => `${symbol} already added`;

export const insufficientBalance = (
  symbol: string,
  chain: string,
  required: string,
  available: string,
): string => `Insufficient balance for ${symbol} on ${chain}. Required: ${required}, Available: ${available}`;

/** A rule refused an action; the message is one of MESSAGES, shown as is. */
export class WalletRuleError extends Error {
  override name = 'WalletRuleError';
}

/** A refusal shown as a toast (title and body), e.g. the batch's duplicate and limit messages. */
export class ToastError extends WalletRuleError {
  override name = 'ToastError';
  constructor(readonly toast: { title: string; message?: string }) {
    super(toast.title);
  }
}
