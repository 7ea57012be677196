/** Registry records for the EVM networks. Paths follow Trust Wallet Core where the spec is silent. */
import type { ChainInfo, ChainName, NetworkSettings } from './types';

/**
 * The devnet's EVM server started by `npm run devnet`: one in-process Hardhat network per EVM
 * chain, each at `<server>/<chain_name>` (evmDevnetPath), started on its first request. The plain
 * root path answers for ethereum.
 */
export const EVM_DEVNET_RPC = 'http://127.0.0.1:8545';
/** Hardhat's own chain id: the devnet's ethereum network (and the server's root path). */
export const EVM_DEVNET_CHAIN_ID = 31337;

/** Where a chain's network lives on the devnet's EVM server, below its base URL. */
export function evmDevnetPath(chainName: string): string {
  return `/${chainName}`;
}

/**
 * A devnet network's chain id: Hardhat's 31337 for ethereum, otherwise "31337" followed by the
 * chain's real id (binance_smart_chain 56 -> 3133756). Never a real network's id, so a
 * transaction signed on the devnet cannot be replayed on a public network (docs/evm.md).
 */
export function evmDevnetChainId(chainName: string, realChainId: number): number {
  return chainName === 'ethereum' ? EVM_DEVNET_CHAIN_ID : Number(`${EVM_DEVNET_CHAIN_ID}${realChainId}`);
}
/** The devnet's own block explorer (devnet/src/explorer): a devnet transaction is nowhere else. */
export const EVM_DEVNET_EXPLORER = 'http://127.0.0.1:8546';
/**
 * Where the devnet deploys the EIP-7702 batch-call delegate: the fifth contract created by Hardhat
 * account #0 (nonce 4). devnet/src/deploy.ts checks it; adapters on devnet use it by default.
 */
export const EVM_DEVNET_BATCH_DELEGATE = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';

const ETH_PATH = "m/44'/60'/0'/0/0";

interface EvmSpec {
  chain_name: ChainName;
  name: string;
  symbol: string;
  chainId: number;
  explorer: string;
  rpc: string[];
  testnet: { label: string; chainId: number; explorer: string; rpc: string[] };
  /** Coin type other than 60, where Trust Wallet uses one. */
  coinType?: number;
}

function explorerPatterns(base: string) {
  return { tx: `${base}/tx/{hash}`, address: `${base}/address/{address}` };
}

function evm(s: EvmSpec): ChainInfo {
  const path = s.coinType ? `m/44'/${s.coinType}'/0'/0/0` : ETH_PATH;
  const net = (label: string, chainId: number, explorer: string, rpc: string[]): NetworkSettings => ({
    label,
    evmChainId: chainId,
    path,
    explorer: explorerPatterns(explorer),
    rpc,
  });
  return {
    chain_name: s.chain_name,
    name: s.name,
    family: 'evm',
    symbol: s.symbol,
    decimals: 18,
    curve: 'secp256k1',
    path,
    // MetaMask and Trust Wallet add accounts at the address index.
    deriveTemplate: path.replace(/0$/, '{index}'),
    evmChainId: s.chainId,
    setsEvmAddressesFlag: true,
    networks: {
      mainnet: net(s.name, s.chainId, s.explorer, s.rpc),
      testnet: net(s.testnet.label, s.testnet.chainId, s.testnet.explorer, s.testnet.rpc),
      devnet: net(
        `${s.name} (local Hardhat)`,
        evmDevnetChainId(s.chain_name, s.chainId),
        EVM_DEVNET_EXPLORER,
        [`${EVM_DEVNET_RPC}${evmDevnetPath(s.chain_name)}`],
      ),
    },
  };
}

export const EVM_CHAINS: ChainInfo[] = [
  evm({
    chain_name: 'ethereum',
    name: 'Ethereum',
    symbol: 'ETH',
    chainId: 1,
    explorer: 'https://etherscan.io',
    rpc: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'],
    testnet: {
      label: 'Sepolia',
      chainId: 11155111,
      explorer: 'https://sepolia.etherscan.io',
      rpc: ['https://ethereum-sepolia-rpc.publicnode.com'],
    },
  }),
  evm({
    chain_name: 'binance_smart_chain',
    name: 'BNB Smart Chain',
    symbol: 'BNB',
    chainId: 56,
    explorer: 'https://bscscan.com',
    rpc: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-rpc.publicnode.com'],
    testnet: {
      label: 'BNB Smart Chain Testnet',
      chainId: 97,
      explorer: 'https://testnet.bscscan.com',
      rpc: ['https://bsc-testnet-rpc.publicnode.com'],
    },
  }),
  evm({
    chain_name: 'polygon',
    name: 'Polygon',
    symbol: 'POL',
    chainId: 137,
    explorer: 'https://polygonscan.com',
    rpc: ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
    testnet: {
      label: 'Polygon Amoy',
      chainId: 80002,
      explorer: 'https://amoy.polygonscan.com',
      rpc: ['https://rpc-amoy.polygon.technology'],
    },
  }),
  evm({
    chain_name: 'base',
    name: 'Base',
    symbol: 'ETH',
    chainId: 8453,
    explorer: 'https://basescan.org',
    rpc: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com'],
    testnet: {
      label: 'Base Sepolia',
      chainId: 84532,
      explorer: 'https://sepolia.basescan.org',
      rpc: ['https://sepolia.base.org'],
    },
  }),
  evm({
    chain_name: 'arbitrum',
    name: 'Arbitrum One',
    symbol: 'ETH',
    chainId: 42161,
    explorer: 'https://arbiscan.io',
    rpc: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
    testnet: {
      label: 'Arbitrum Sepolia',
      chainId: 421614,
      explorer: 'https://sepolia.arbiscan.io',
      rpc: ['https://sepolia-rollup.arbitrum.io/rpc'],
    },
  }),
  evm({
    chain_name: 'optimism',
    name: 'OP Mainnet',
    symbol: 'ETH',
    chainId: 10,
    explorer: 'https://optimistic.etherscan.io',
    rpc: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com'],
    testnet: {
      label: 'OP Sepolia',
      chainId: 11155420,
      explorer: 'https://sepolia-optimism.etherscan.io',
      rpc: ['https://sepolia.optimism.io'],
    },
  }),
  evm({
    chain_name: 'optimism_binance_smart_chain',
    name: 'opBNB',
    symbol: 'BNB',
    chainId: 204,
    explorer: 'https://opbnb.bscscan.com',
    rpc: ['https://opbnb-mainnet-rpc.bnbchain.org', 'https://opbnb-rpc.publicnode.com'],
    testnet: {
      label: 'opBNB Testnet',
      chainId: 5611,
      explorer: 'https://opbnb-testnet.bscscan.com',
      rpc: ['https://opbnb-testnet-rpc.bnbchain.org'],
    },
  }),
  evm({
    chain_name: 'avalanche',
    name: 'Avalanche C-Chain',
    symbol: 'AVAX',
    chainId: 43114,
    explorer: 'https://snowtrace.io',
    rpc: ['https://api.avax.network/ext/bc/C/rpc', 'https://avalanche-c-chain-rpc.publicnode.com'],
    testnet: {
      label: 'Avalanche Fuji',
      chainId: 43113,
      explorer: 'https://testnet.snowtrace.io',
      rpc: ['https://api.avax-test.network/ext/bc/C/rpc'],
    },
  }),
  evm({
    chain_name: 'fantom',
    name: 'Fantom',
    symbol: 'FTM',
    chainId: 250,
    explorer: 'https://ftmscan.com',
    rpc: ['https://rpc.ftm.tools', 'https://fantom-rpc.publicnode.com'],
    testnet: {
      label: 'Fantom Testnet',
      chainId: 4002,
      explorer: 'https://testnet.ftmscan.com',
      rpc: ['https://rpc.testnet.fantom.network'],
    },
  }),
  evm({
    chain_name: 'gnosis',
    name: 'Gnosis',
    symbol: 'xDAI',
    chainId: 100,
    explorer: 'https://gnosisscan.io',
    rpc: ['https://rpc.gnosischain.com', 'https://gnosis-rpc.publicnode.com'],
    testnet: {
      label: 'Gnosis Chiado',
      chainId: 10200,
      explorer: 'https://gnosis-chiado.blockscout.com',
      rpc: ['https://rpc.chiadochain.net'],
    },
  }),
  evm({
    chain_name: 'viction',
    name: 'Viction',
    symbol: 'VIC',
    chainId: 88,
    coinType: 889,
    explorer: 'https://vicscan.xyz',
    rpc: ['https://rpc.viction.xyz'],
    testnet: {
      label: 'Viction Testnet',
      chainId: 89,
      explorer: 'https://testnet.vicscan.xyz',
      rpc: ['https://rpc-testnet.viction.xyz'],
    },
  }),
  evm({
    chain_name: 'linea',
    name: 'Linea',
    symbol: 'ETH',
    chainId: 59144,
    explorer: 'https://lineascan.build',
    rpc: ['https://rpc.linea.build', 'https://linea-rpc.publicnode.com'],
    testnet: {
      label: 'Linea Sepolia',
      chainId: 59141,
      explorer: 'https://sepolia.lineascan.build',
      rpc: ['https://rpc.sepolia.linea.build'],
    },
  }),
  evm({
    chain_name: 'zksync',
    name: 'zkSync Era',
    symbol: 'ETH',
    chainId: 324,
    explorer: 'https://era.zksync.network',
    rpc: ['https://mainnet.era.zksync.io'],
    testnet: {
      label: 'zkSync Sepolia',
      chainId: 300,
      explorer: 'https://sepolia-era.zksync.network',
      rpc: ['https://sepolia.era.zksync.dev'],
    },
  }),
  evm({
    chain_name: 'ethereum_classic',
    name: 'Ethereum Classic',
    symbol: 'ETC',
    chainId: 61,
    coinType: 61,
    explorer: 'https://etc.blockscout.com',
    rpc: ['https://etc.rivet.link', 'https://geth-de.etc-network.info'],
    testnet: {
      label: 'Mordor',
      chainId: 63,
      explorer: 'https://etc-mordor.blockscout.com',
      rpc: ['https://rpc.mordor.etccooperative.org'],
    },
  }),
  evm({
    chain_name: 'ethereum_pow',
    name: 'EthereumPoW',
    symbol: 'ETHW',
    chainId: 10001,
    explorer: 'https://www.oklink.com/ethw',
    rpc: ['https://mainnet.ethereumpow.org'],
    // EthereumPoW has no public testnet; the testnet profile points at mainnet explorers read-only.
    testnet: {
      label: 'EthereumPoW (no public testnet)',
      chainId: 10001,
      explorer: 'https://www.oklink.com/ethw',
      rpc: ['https://mainnet.ethereumpow.org'],
    },
  }),
  evm({
    chain_name: 'kava',
    name: 'Kava EVM',
    symbol: 'KAVA',
    chainId: 2222,
    explorer: 'https://kavascan.com',
    rpc: ['https://evm.kava.io', 'https://kava-evm-rpc.publicnode.com'],
    testnet: {
      label: 'Kava EVM Testnet',
      chainId: 2221,
      explorer: 'https://testnet.kavascan.com',
      rpc: ['https://evm.testnet.kava.io'],
    },
  }),
  evm({
    chain_name: 'ink',
    name: 'Ink',
    symbol: 'ETH',
    chainId: 57073,
    explorer: 'https://explorer.inkonchain.com',
    rpc: ['https://rpc-gel.inkonchain.com', 'https://rpc-qnd.inkonchain.com'],
    testnet: {
      label: 'Ink Sepolia',
      chainId: 763373,
      explorer: 'https://explorer-sepolia.inkonchain.com',
      rpc: ['https://rpc-gel-sepolia.inkonchain.com'],
    },
  }),
  evm({
    chain_name: 'sei',
    name: 'Sei EVM',
    symbol: 'SEI',
    chainId: 1329,
    explorer: 'https://seitrace.com',
    rpc: ['https://evm-rpc.sei-apis.com'],
    testnet: {
      label: 'Sei Testnet',
      chainId: 1328,
      explorer: 'https://seitrace.com/?chain=atlantic-2',
      rpc: ['https://evm-rpc-testnet.sei-apis.com'],
    },
  }),
];

/** The devnet's EVM networks: what the devnet's EVM server starts on demand (devnet/src/evm). */
export function evmDevnetNetworks(): {
  chain_name: ChainName;
  name: string;
  symbol: string;
  chainId: number;
}[] {
  return EVM_CHAINS.map((c) => ({
    chain_name: c.chain_name,
    name: c.name,
    symbol: c.symbol,
    chainId: c.networks.devnet!.evmChainId!,
  }));
}
