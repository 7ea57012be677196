export * from './registry/index';
export * from './keys/index';
export * from './accounts';
export * from './adapter';
export * from './net/index';
export { evmHelpers, type EvmAdapter } from './families/evm/index';

export {
  walletSignerFromSeed,
  walletSignerFromWif,
  isUtxoWalletSigner,
  type UtxoWalletSigner,
  type UtxoAdapterConfig,
  type UtxoAdapter,
} from './families/utxo/index';
