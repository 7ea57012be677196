/** Registry records for the non-EVM, non-UTXO chains. Paths: the spec's, else Trust Wallet Core's. */
import type { ChainInfo, ChainName, Curve, Family } from './types';

interface OtherSpec {
  chain_name: ChainName;
  name: string;
  family: Family;
  symbol: string;
  decimals: number;
  curve: Curve;
  path: string;
  testnetPath?: string;
  deriveTemplate?: string;
  setsEvmAddressesFlag?: boolean;
  explorer: { tx: string; address: string };
  testnetExplorer: { tx: string; address: string };
  rpc: string[];
  testnetRpc: string[];
  indexers?: string[];
  testnetIndexers?: string[];
  /** The coin's decimals on the testnet where they differ (registry `networkDecimals`). */
  testnetDecimals?: number;
  /** A local node started by `npm run devnet` (label, RPC and indexer endpoints). */
  devnet?: { label: string; rpc: string[]; indexers: string[] };
}

function other(s: OtherSpec): ChainInfo {
  return {
    chain_name: s.chain_name,
    name: s.name,
    family: s.family,
    symbol: s.symbol,
    decimals: s.decimals,
    curve: s.curve,
    path: s.path,
    ...(s.deriveTemplate ? { deriveTemplate: s.deriveTemplate } : {}),
    ...(s.setsEvmAddressesFlag ? { setsEvmAddressesFlag: true } : {}),
    networks: {
      mainnet: { label: s.name, path: s.path, explorer: s.explorer, rpc: s.rpc, indexers: s.indexers ?? [] },
      testnet: {
        label: `${s.name} Testnet`,
        path: s.testnetPath ?? s.path,
        explorer: s.testnetExplorer,
        rpc: s.testnetRpc,
        indexers: s.testnetIndexers ?? [],
        ...(s.testnetDecimals !== undefined ? { decimals: s.testnetDecimals } : {}),
      },
      ...(s.devnet
        ? { devnet: { ...s.devnet, path: s.testnetPath ?? s.path, explorer: s.testnetExplorer } }
        : {}),
    },
  };
}

/** The TON node of `npm run devnet`: @ton/sandbox behind a toncenter-style endpoint (devnet/src/ton). */
export const TON_DEVNET_URL = 'http://127.0.0.1:8081';

/** The Solana node of `npm run devnet`: litesvm behind a JSON-RPC endpoint (devnet/src/solana). */
export const SOLANA_DEVNET_URL = 'http://127.0.0.1:8899';

/** The Tron node of `npm run devnet`: an in-memory ledger behind the full node's HTTP API (devnet/src/tron). */
export const TRON_DEVNET_URL = 'http://127.0.0.1:8090';

/** The Stellar node of `npm run devnet`: an in-memory ledger behind a Horizon endpoint (devnet/src/stellar). */
export const STELLAR_DEVNET_URL = 'http://127.0.0.1:8000';

/** The XRP Ledger node of `npm run devnet`: an in-memory ledger behind rippled's JSON-RPC (devnet/src/ripple). */
export const RIPPLE_DEVNET_URL = 'http://127.0.0.1:5005';

/** The Cosmos and THORChain nodes of `npm run devnet`: in-memory ledgers behind LCD endpoints (devnet/src/cosmos). */
export const COSMOS_DEVNET_URL = 'http://127.0.0.1:1317';
export const THORCHAIN_DEVNET_URL = 'http://127.0.0.1:1318';

/** The Polkadot node of `npm run devnet`: chopsticks behind JSON-RPC and a Subscan-shaped API (devnet/src/polkadot). */
export const POLKADOT_DEVNET_URL = 'http://127.0.0.1:9944';
/**
 * The product API as `npm start` / `npm run api` serve it (docs/api.md): Cardano's mainnet and testnet
 * reads and sends go through its relay (its upstream set by KESTREL_CARDANO_KEY); a shell with
 * another API base passes it as the adapter's `productApi`.
 */
export const LOCAL_PRODUCT_API_URL = 'http://127.0.0.1:8787';
/** The devnet's Cardano node (devnet/src/cardano): the product API's raw address route and Blockfrost-style calls under /api/v0. */
export const CARDANO_DEVNET_URL = 'http://127.0.0.1:3031';
/** The devnet's Tezos node (devnet/src/tezos): the Octez RPC and a TzKT-shaped API on one port. */
export const TEZOS_DEVNET_URL = 'http://127.0.0.1:8732';
/** The devnet's Hedera node (devnet/src/hedera): mirror-node REST calls and a gRPC-web submit route. */
export const HEDERA_DEVNET_URL = 'http://127.0.0.1:5551';
/** The devnet's Aptos node (devnet/src/aptos): the node REST API v1 under /v1. */
export const APTOS_DEVNET_URL = 'http://127.0.0.1:8070';
/** The devnet's Filecoin node (devnet/src/filecoin): Lotus JSON-RPC under /rpc/v1 and a Filscan-shaped API under /api/v1. */
export const FILECOIN_DEVNET_URL = 'http://127.0.0.1:1234';

const ex = (base: string, txPart = 'tx', addrPart = 'address') => ({
  tx: `${base}/${txPart}/{hash}`,
  address: `${base}/${addrPart}/{address}`,
});

export const OTHER_CHAINS: ChainInfo[] = [
  other({
    chain_name: 'tron',
    setsEvmAddressesFlag: true,
    name: 'Tron',
    family: 'tron',
    symbol: 'TRX',
    decimals: 6,
    curve: 'secp256k1',
    path: "m/44'/195'/0'/0/0",
    deriveTemplate: "m/44'/195'/0'/0/{index}",
    explorer: {
      // Spec §3: explorer base + /tx/{hash}.
      tx: 'https://tronscan.org/#/tx/{hash}',
      address: 'https://tronscan.org/#/address/{address}',
    },
    testnetExplorer: {
      tx: 'https://shasta.tronscan.org/#/tx/{hash}',
      address: 'https://shasta.tronscan.org/#/address/{address}',
    },
    rpc: ['https://api.trongrid.io'],
    testnetRpc: ['https://api.shasta.trongrid.io'],
    indexers: ['https://apilist.tronscanapi.com'],
    devnet: { label: 'Tron Devnet', rpc: [TRON_DEVNET_URL], indexers: [TRON_DEVNET_URL] },
  }),
  other({
    chain_name: 'solana',
    setsEvmAddressesFlag: true,
    name: 'Solana',
    family: 'solana',
    symbol: 'SOL',
    decimals: 9,
    curve: 'ed25519',
    path: "m/44'/501'/0'/0'",
    // Phantom and Solflare add accounts at the account index.
    deriveTemplate: "m/44'/501'/{index}'/0'",
    explorer: ex('https://solscan.io', 'tx', 'account'),
    testnetExplorer: {
      tx: 'https://solscan.io/tx/{hash}?cluster=devnet',
      address: 'https://solscan.io/account/{address}?cluster=devnet',
    },
    rpc: ['https://api.mainnet-beta.solana.com'],
    testnetRpc: ['https://api.devnet.solana.com'],
    devnet: { label: 'Solana (local litesvm)', rpc: [SOLANA_DEVNET_URL], indexers: [] },
  }),
  other({
    chain_name: 'stellar',
    name: 'Stellar',
    family: 'stellar',
    symbol: 'XLM',
    decimals: 7,
    curve: 'ed25519',
    path: "m/44'/148'/0'",
    explorer: ex('https://stellar.expert/explorer/public', 'tx', 'account'),
    testnetExplorer: ex('https://stellar.expert/explorer/testnet', 'tx', 'account'),
    rpc: ['https://horizon.stellar.org'],
    testnetRpc: ['https://horizon-testnet.stellar.org'],
    devnet: { label: 'Stellar (local ledger)', rpc: [STELLAR_DEVNET_URL], indexers: [] },
  }),
  other({
    chain_name: 'ripple',
    name: 'XRP Ledger',
    family: 'ripple',
    symbol: 'XRP',
    decimals: 6,
    curve: 'secp256k1',
    path: "m/44'/144'/0'/0/0",
    explorer: ex('https://xrpscan.com', 'tx', 'account'),
    // Spec §3: row urls are the explorer base + /tx/{hash}; XRPScan's testnet explorer has that form.
    testnetExplorer: ex('https://testnet.xrpscan.com', 'tx', 'account'),
    rpc: ['https://xrplcluster.com', 'https://s1.ripple.com:51234'],
    testnetRpc: ['https://s.altnet.rippletest.net:51234'],
    devnet: { label: 'XRP Ledger (local ledger)', rpc: [RIPPLE_DEVNET_URL], indexers: [] },
  }),
  other({
    chain_name: 'thorchain',
    name: 'THORChain',
    family: 'cosmos',
    symbol: 'RUNE',
    decimals: 8,
    curve: 'secp256k1',
    path: "m/44'/931'/0'/0/0",
    explorer: ex('https://runescan.io', 'tx', 'address'),
    testnetExplorer: ex('https://stagenet.runescan.io', 'tx', 'address'),
    rpc: ['https://thornode.ninerealms.com'],
    testnetRpc: ['https://stagenet-thornode.ninerealms.com'],
    indexers: ['https://midgard.ninerealms.com'],
    devnet: {
      label: 'THORChain (local ledger)',
      rpc: [THORCHAIN_DEVNET_URL],
      indexers: [THORCHAIN_DEVNET_URL],
    },
  }),
  other({
    chain_name: 'tezos',
    name: 'Tezos',
    family: 'tezos',
    symbol: 'XTZ',
    decimals: 6,
    curve: 'ed25519',
    path: "m/44'/1729'/0'/0'",
    // Spec §3: a row's url is the explorer base + /tx/{hash}.
    explorer: { tx: 'https://tzkt.io/tx/{hash}', address: 'https://tzkt.io/{address}' },
    testnetExplorer: {
      tx: 'https://ghostnet.tzkt.io/tx/{hash}',
      address: 'https://ghostnet.tzkt.io/{address}',
    },
    rpc: ['https://mainnet.api.tez.ie'],
    testnetRpc: ['https://ghostnet.ecadinfra.com'],
    indexers: ['https://api.tzkt.io'],
    testnetIndexers: ['https://api.ghostnet.tzkt.io'],
    devnet: { label: 'Tezos (local ledger)', rpc: [TEZOS_DEVNET_URL], indexers: [TEZOS_DEVNET_URL] },
  }),
  other({
    chain_name: 'cosmos',
    name: 'Cosmos Hub',
    family: 'cosmos',
    symbol: 'ATOM',
    decimals: 6,
    curve: 'secp256k1',
    path: "m/44'/118'/0'/0/0",
    explorer: ex('https://www.mintscan.io/cosmos', 'tx', 'address'),
    testnetExplorer: ex('https://www.mintscan.io/cosmoshub-testnet', 'tx', 'address'),
    rpc: ['https://cosmos-rest.publicnode.com'],
    testnetRpc: ['https://rest.provider-sentry-01.ics-testnet.polypore.xyz'],
    indexers: ['https://api.mintscan.io'],
    devnet: { label: 'Cosmos Hub (local ledger)', rpc: [COSMOS_DEVNET_URL], indexers: [COSMOS_DEVNET_URL] },
  }),
  other({
    chain_name: 'polkadot',
    name: 'Polkadot',
    family: 'polkadot',
    symbol: 'DOT',
    decimals: 10,
    curve: 'ed25519',
    path: "m/44'/354'/0'/0'/0'",
    // Spec §3: explorer base + /tx/{hash}. Since the Asset Hub migration (November 2025) DOT
    // balances and transfers live on Polkadot Asset Hub (docs/polkadot.md); Westend's likewise.
    explorer: ex('https://assethub-polkadot.subscan.io', 'tx', 'account'),
    testnetExplorer: ex('https://assethub-westend.subscan.io', 'tx', 'account'),
    rpc: ['wss://polkadot-asset-hub-rpc.polkadot.io'],
    testnetRpc: ['wss://westend-asset-hub-rpc.polkadot.io'],
    indexers: ['https://assethub-polkadot.api.subscan.io'],
    testnetIndexers: ['https://assethub-westend.api.subscan.io'],
    // Westend's WND has 12 decimals (its chain properties); the devnet keeps DOT's 10.
    testnetDecimals: 12,
    devnet: {
      label: 'Polkadot (local chopsticks)',
      rpc: [POLKADOT_DEVNET_URL],
      indexers: [POLKADOT_DEVNET_URL],
    },
  }),
  other({
    chain_name: 'ton',
    name: 'TON',
    family: 'ton',
    symbol: 'TON',
    decimals: 9,
    curve: 'ed25519',
    path: "m/44'/607'/0'",
    // Spec §3: explorer base + /tx/{hash}.
    explorer: ex('https://tonscan.org'),
    testnetExplorer: ex('https://testnet.tonscan.org'),
    rpc: ['https://toncenter.com/api/v2/jsonRPC'],
    testnetRpc: ['https://testnet.toncenter.com/api/v2/jsonRPC'],
    indexers: ['https://toncenter.com'],
    testnetIndexers: ['https://testnet.toncenter.com'],
    devnet: {
      label: 'TON (local sandbox)',
      rpc: [`${TON_DEVNET_URL}/api/v2/jsonRPC`],
      indexers: [TON_DEVNET_URL],
    },
  }),
  other({
    chain_name: 'aptos',
    name: 'Aptos',
    family: 'aptos',
    symbol: 'APT',
    decimals: 8,
    curve: 'ed25519',
    path: "m/44'/637'/0'/0'/0'",
    // Spec §3: a row's url is an explorer base + /tx/{hash}: OKLink's (the official explorer has /txn/).
    explorer: {
      tx: 'https://www.oklink.com/aptos/tx/{hash}',
      address: 'https://explorer.aptoslabs.com/account/{address}',
    },
    testnetExplorer: {
      tx: 'https://www.oklink.com/aptos-testnet/tx/{hash}',
      address: 'https://explorer.aptoslabs.com/account/{address}?network=testnet',
    },
    // Aptos Labs' keyless node REST API v1 (two hosts, in order) and indexer GraphQL (docs/aptos.md).
    rpc: ['https://api.mainnet.aptoslabs.com/v1', 'https://fullnode.mainnet.aptoslabs.com/v1'],
    testnetRpc: ['https://api.testnet.aptoslabs.com/v1', 'https://fullnode.testnet.aptoslabs.com/v1'],
    indexers: ['https://api.mainnet.aptoslabs.com/v1/graphql'],
    testnetIndexers: ['https://api.testnet.aptoslabs.com/v1/graphql'],
    devnet: {
      label: 'Aptos (local ledger)',
      rpc: [`${APTOS_DEVNET_URL}/v1`],
      indexers: [`${APTOS_DEVNET_URL}/v1/graphql`],
    },
  }),
  other({
    chain_name: 'hedera',
    name: 'Hedera',
    family: 'hedera',
    symbol: 'HBAR',
    decimals: 8,
    curve: 'ed25519',
    path: "m/44'/3030'/0'/0'",
    // Spec §3: a row's url is the explorer base + /tx/{hash} (the hash: the transaction id).
    explorer: ex('https://hashscan.io/mainnet', 'tx', 'account'),
    testnetExplorer: ex('https://hashscan.io/testnet', 'tx', 'account'),
    // The nodes' gRPC-web proxies @hashgraph/sdk's WebClient uses, each naming its node account
    // after '#'; the mirror node's REST API for reads (docs/hedera.md).
    rpc: [
      'https://node00.swirldslabs.com:443#0.0.3',
      'https://node01-00-grpc.swirlds.com:443#0.0.4',
      'https://node03.swirldslabs.com:443#0.0.6',
    ],
    testnetRpc: [
      'https://testnet-node00-00-grpc.hedera.com:443#0.0.3',
      'https://testnet-node01-00-grpc.hedera.com:443#0.0.4',
      'https://testnet-node02-00-grpc.hedera.com:443#0.0.5',
    ],
    indexers: ['https://mainnet-public.mirrornode.hedera.com'],
    testnetIndexers: ['https://testnet.mirrornode.hedera.com'],
    devnet: {
      label: 'Hedera (local ledger)',
      rpc: [`${HEDERA_DEVNET_URL}#0.0.3`],
      indexers: [HEDERA_DEVNET_URL],
    },
  }),
  other({
    chain_name: 'cardano',
    name: 'Cardano',
    family: 'cardano',
    symbol: 'ADA',
    decimals: 6,
    curve: 'ed25519-bip32',
    path: "m/1852'/1815'/0'/0/0",
    // Spec §3: explorer base + /tx/{hash}.
    explorer: ex('https://cardanoscan.io'),
    testnetExplorer: ex('https://preprod.cardanoscan.io'),
    rpc: [`${LOCAL_PRODUCT_API_URL}/cardano/api/v0`],
    testnetRpc: [`${LOCAL_PRODUCT_API_URL}/cardano/api/v0`],
    indexers: [LOCAL_PRODUCT_API_URL],
    testnetIndexers: [LOCAL_PRODUCT_API_URL],
    devnet: {
      label: 'Cardano (local emulator)',
      rpc: [`${CARDANO_DEVNET_URL}/api/v0`],
      indexers: [CARDANO_DEVNET_URL],
    },
  }),
  other({
    chain_name: 'filecoin',
    name: 'Filecoin',
    family: 'filecoin',
    symbol: 'FIL',
    decimals: 18,
    curve: 'secp256k1',
    path: "m/44'/461'/0'/0/0",
    testnetPath: "m/44'/1'/0'/0/0",
    // Spec §3: a row's url is the explorer base + /tx/{hash}; Filscan (the scan of §7) has that route.
    explorer: ex('https://filscan.io'),
    testnetExplorer: ex('https://calibration.filscan.io'),
    // Lotus JSON-RPC, tried in turn (spec §7); the scan is Filscan's v1 API.
    rpc: ['https://api.node.glif.io/rpc/v1', 'https://filfox.info/rpc/v1'],
    testnetRpc: ['https://api.calibration.node.glif.io/rpc/v1', 'https://calibration.filfox.info/rpc/v1'],
    indexers: ['https://api-v2.filscan.io/api/v1'],
    testnetIndexers: ['https://api-calibration.filscan.io/api/v1'],
    devnet: {
      label: 'Filecoin (local ledger)',
      rpc: [`${FILECOIN_DEVNET_URL}/rpc/v1`],
      indexers: [`${FILECOIN_DEVNET_URL}/api/v1`],
    },
  }),
];
