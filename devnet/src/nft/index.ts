export { NFT_INDEX_PORT, nftIndexHandler, startNftIndex, type NftIndex, type NftIndexChain } from './server';
export { holdingsOf, type Holding } from './holdings';
export { mintRequest, type MintContracts, type MintRequest } from './mint';
