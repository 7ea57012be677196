export {
  EVM_EXPLORER_PORT,
  explorerHandler,
  startEvmExplorer,
  type EvmExplorer,
  type ExplorerChain,
} from './server';
