export * from './registry/index';
export * from './keys/index';
export * from './accounts';
export * from './adapter';
export * from './net/index';
export type * from './family-module';
export {
  FAMILIES,
  FamilyNotLoadedError,
  loadFamilies,
  loadFamily,
  loadFamilyOf,
  loadedFamilyOf,
} from './families/registry';
// Types only: family code itself is reached through the registry's import(), never statically.
export type { EvmAdapter } from './families/evm/index';
export type { UtxoWalletSigner, UtxoAdapterConfig, UtxoAdapter } from './families/utxo/index';
export * from './units';
export * from './max-rule';
export * from './fee-info';
export * from './confirm';
export * from './providers';
export type * from './staking-types';
