/** Registry records for the Bitcoin family. Paths are the spec's (§9). */
import type { ChainInfo, ChainName, UtxoAddressType } from './types';

/** litecoind in regtest, started by `npm run devnet`. */
export const LITECOIN_DEVNET_RPC = 'http://127.0.0.1:19443';

interface UtxoSpec {
  chain_name: ChainName;
  name: string;
  symbol: string;
  type: UtxoAddressType;
  purpose: number;
  coinType: number;
  explorer: string;
  testnetExplorer: string;
  indexers: string[];
  testnetIndexers: string[];
}

function utxo(s: UtxoSpec): ChainInfo {
  const path = `m/${s.purpose}'/${s.coinType}'/0'/0/0`;
  const testnetPath = `m/${s.purpose}'/1'/0'/0/0`;
  const patterns = (base: string) => ({ tx: `${base}/tx/{hash}`, address: `${base}/address/{address}` });
  return {
    chain_name: s.chain_name,
    name: s.name,
    family: 'utxo',
    symbol: s.symbol,
    decimals: 8,
    curve: 'secp256k1',
    path,
    // Electrum, Sparrow and Trust Wallet walk the receive chain's address index.
    deriveTemplate: path.replace(/0$/, '{index}'),
    utxoAddressType: s.type,
    networks: {
      mainnet: { label: `${s.name}`, path, explorer: patterns(s.explorer), rpc: [], indexers: s.indexers },
      testnet: {
        label: `${s.name} Testnet`,
        path: testnetPath,
        explorer: patterns(s.testnetExplorer),
        rpc: [],
        indexers: s.testnetIndexers,
      },
      ...(s.chain_name === 'litecoin'
        ? {
            devnet: {
              label: 'Litecoin regtest (local litecoind)',
              path: testnetPath,
              explorer: patterns(s.testnetExplorer),
              rpc: [LITECOIN_DEVNET_RPC],
            },
          }
        : {}),
    },
  };
}

const BTC_INDEXERS = [
  'https://mempool.space/api',
  'https://api.blockchair.com',
  'https://svc.blockdaemon.com',
];
const BTC_TEST_INDEXERS = ['https://mempool.space/testnet/api', 'https://api.blockchair.com'];

function bitcoin(chain_name: ChainName, name: string, type: UtxoAddressType, purpose: number): ChainInfo {
  return utxo({
    chain_name,
    name,
    symbol: 'BTC',
    type,
    purpose,
    coinType: 0,
    explorer: 'https://mempool.space',
    testnetExplorer: 'https://mempool.space/testnet',
    indexers: BTC_INDEXERS,
    testnetIndexers: BTC_TEST_INDEXERS,
  });
}

export const UTXO_CHAINS: ChainInfo[] = [
  bitcoin('bitcoin', 'Bitcoin', 'p2wpkh', 84),
  bitcoin('bitcoin_segwit', 'Bitcoin (nested SegWit)', 'p2sh-p2wpkh', 49),
  bitcoin('bitcoin_legacy', 'Bitcoin (legacy)', 'p2pkh', 44),
  bitcoin('bitcoin_taproot', 'Bitcoin (Taproot)', 'p2tr', 86),
  utxo({
    chain_name: 'litecoin',
    name: 'Litecoin',
    symbol: 'LTC',
    type: 'p2wpkh',
    purpose: 84,
    coinType: 2,
    explorer: 'https://litecoinspace.org',
    testnetExplorer: 'https://litecoinspace.org/testnet',
    indexers: [
      'https://litecoinspace.org/api',
      'https://api.blockcypher.com',
      'https://api.blockchair.com',
      'https://svc.blockdaemon.com',
    ],
    testnetIndexers: ['https://litecoinspace.org/testnet/api'],
  }),
  utxo({
    chain_name: 'dogecoin',
    name: 'Dogecoin',
    symbol: 'DOGE',
    type: 'p2pkh',
    purpose: 44,
    coinType: 3,
    explorer: 'https://blockchair.com/dogecoin',
    testnetExplorer: 'https://blockexplorer.one/dogecoin/testnet',
    indexers: ['https://api.blockchair.com', 'https://api.blockcypher.com', 'https://svc.blockdaemon.com'],
    testnetIndexers: ['https://api.blockcypher.com'],
  }),
  utxo({
    chain_name: 'bitcoin_cash',
    name: 'Bitcoin Cash',
    symbol: 'BCH',
    type: 'p2pkh',
    purpose: 44,
    coinType: 145,
    explorer: 'https://blockchair.com/bitcoin-cash',
    testnetExplorer: 'https://tbch.loping.net',
    indexers: ['https://api.blockchair.com', 'https://svc.blockdaemon.com'],
    testnetIndexers: ['https://api.blockchair.com'],
  }),
];
