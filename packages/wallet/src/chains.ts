/**
 * What the shells and the CLI need of @kestrel/chains, through the wallet: the registry, keys and
 * addresses, amounts, and the family-neutral contract's types. Shells import @kestrel/wallet only;
 * nothing here names a family. Add a line here (one export each) when a shell needs more.
 */
export {
  CHAINS,
  getChain,
  isChainName,
  getNetwork,
  explorerTxUrl,
  explorerAddressUrl,
  UnknownChainError,
  type ChainInfo,
  type ChainName,
  type NetworkName,
} from '@kestrel/chains';
export {
  generateMnemonic,
  validateMnemonic,
  seedFromMnemonic,
  seedFromMnemonicAsync,
  parsePath,
  deriveAccount,
  deriveAccounts,
  importPrivateKey,
  validateAddress,
  validateTokenId,
  validatePrivateKey,
  defaultPath,
  pathOnNetwork,
  KeyInputError,
  type Account,
  type AddressCheck,
  type SeedMaterial,
} from '@kestrel/chains';
export { loadFamilies, loadFamilyOf, type FamilyModule, type PresentationHints } from '@kestrel/chains';
export { parseUnits, formatUnits, AmountInputError, MAX_AMOUNT_UNITS } from '@kestrel/chains';
export { PROVIDER_SERVICES, type ProviderService, type ProviderKeyUse } from '@kestrel/chains';
export {
  createAdapter,
  UnsupportedOperationError,
  ChainNotSupportedError,
  type AdapterConfig,
  type AssetRef,
  type BatchCall,
  type ChainAdapter,
  type HistoryRow,
  type Page,
  type PendingEntry,
  type PreparedTransfer,
  type Signer,
  type TxIntent,
} from '@kestrel/chains';
