/**
 * The chain registry alone (`@kestrel/wallet/registry`): for what needs the list of chains and
 * nothing else, such as `kestrel chains`, which then loads no key, store or family code.
 */
export { CHAINS, getChain, isChainName, type ChainInfo, type ChainName } from '@kestrel/chains/registry';
