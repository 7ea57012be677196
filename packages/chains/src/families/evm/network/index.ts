/** The EVM family's provider clients. Only logic/ imports this. */
export * from './rpc';
export * from './explorer-types';
export { etherscanHistory, etherscanGasPrice } from './etherscan';
export { blockscoutHistory, blockscoutGasPrice } from './blockscout';
export { victionHistory } from './viction';
export { blockscoutV2History } from './blockscout-v2';
export { oklinkHistory } from './oklink';
export { bnbGetAddress, BNB_NAME_API } from './bnb-names';
