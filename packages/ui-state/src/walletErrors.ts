/** The text shown when adding a wallet fails: readable reasons as they are, anything else generic. */
const READABLE = new Set([
  'KeyInputError',
  'UnknownChainError',
  'WalletRuleError',
  'VaultError',
  'WrongPasswordError',
  'VaultCorruptError',
  'VaultLockedError',
  'VaultMissingError',
  'DuplicateWalletError',
]);

export function walletErrorMessage(e: unknown): string {
  if (e instanceof Error && READABLE.has(e.name)) return e.message;
  return 'Something Went wrong';
}
