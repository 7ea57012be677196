/**
 * Network parameters of the Bitcoin family: address version bytes, bech32 prefix, WIF byte,
 * BIP-32 serialization versions and (Bitcoin Cash) the CashAddr prefix.
 *
 * `UtxoNetwork` is a superset of @scure/btc-signer's BTC_NETWORK, so the send code can pass it
 * straight to `p2wpkh(pub, net)`, `Address(net)`, `WIF(net)` and `Transaction` helpers.
 *
 * Sources: Bitcoin Core, Litecoin Core and Dogecoin Core chainparams.cpp (base58Prefixes,
 * bech32_hrp); SLIP-132 for the ypub/zpub/upub/vpub versions; CashAddr spec for the prefixes.
 */
import type { ChainInfo, NetworkName } from '../../../registry/types';

export interface Bip32Versions {
  public: number;
  private: number;
}

export interface UtxoNetwork {
  /** bech32 human-readable part for SegWit; '' when the coin has no SegWit (Dogecoin, Bitcoin Cash). */
  bech32: string;
  /** Base58 version byte of P2PKH addresses. */
  pubKeyHash: number;
  /** Base58 version byte of P2SH addresses (the one we encode with). */
  scriptHash: number;
  /** An older P2SH version byte still accepted when decoding (Litecoin's 3… / 2… addresses). */
  legacyScriptHash?: number;
  /** WIF version byte of private keys. */
  wif: number;
  /** Standard BIP-32 versions of this network (xpub/tpub, dgub for Dogecoin). */
  bip32: Bip32Versions;
  /** CashAddr prefix, Bitcoin Cash only. */
  cashAddrPrefix?: string;
}

/** xpub/xprv (BIP-32). */
export const XPUB: Bip32Versions = { public: 0x0488b21e, private: 0x0488ade4 };
/** tpub/tprv (BIP-32 testnet). */
export const TPUB: Bip32Versions = { public: 0x043587cf, private: 0x04358394 };
/** ypub/yprv (BIP-49, SLIP-132). */
export const YPUB: Bip32Versions = { public: 0x049d7cb2, private: 0x049d7878 };
/** upub/uprv (BIP-49 testnet). */
export const UPUB: Bip32Versions = { public: 0x044a5262, private: 0x044a4e28 };
/** zpub/zprv (BIP-84, SLIP-132). */
export const ZPUB: Bip32Versions = { public: 0x04b24746, private: 0x04b2430c };
/** vpub/vprv (BIP-84 testnet). */
export const VPUB: Bip32Versions = { public: 0x045f1cf6, private: 0x045f18bc };
/** dgub/dgpv (Dogecoin mainnet). */
export const DGUB: Bip32Versions = { public: 0x02facafd, private: 0x02fac398 };

export type UtxoCoin = 'bitcoin' | 'litecoin' | 'dogecoin' | 'bitcoin_cash';

type NetworkTable = Record<NetworkName, UtxoNetwork>;

const BITCOIN_MAIN: UtxoNetwork = {
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
  bip32: XPUB,
};
const BITCOIN_TEST: UtxoNetwork = {
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
  bip32: TPUB,
};

const LITECOIN_TEST: UtxoNetwork = {
  bech32: 'tltc',
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  legacyScriptHash: 0xc4,
  wif: 0xef,
  bip32: TPUB,
};

const DOGECOIN_TEST: UtxoNetwork = { bech32: '', pubKeyHash: 0x71, scriptHash: 0xc4, wif: 0xf1, bip32: TPUB };

const BITCOIN_CASH_TEST: UtxoNetwork = {
  bech32: '',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
  bip32: TPUB,
  cashAddrPrefix: 'bchtest',
};

/**
 * devnet: only Litecoin has a local node (litecoind -regtest, registry `networks.devnet`); the other
 * coins follow the registry's `getNetwork` fallback and use their testnet parameters.
 */
const NETWORKS: Record<UtxoCoin, NetworkTable> = {
  bitcoin: { mainnet: BITCOIN_MAIN, testnet: BITCOIN_TEST, devnet: BITCOIN_TEST },
  litecoin: {
    // Litecoin Core: PUBKEY 48 (L…), SCRIPT 50 (M…) and the older SCRIPT 5 (3…), SECRET 176.
    mainnet: {
      bech32: 'ltc',
      pubKeyHash: 0x30,
      scriptHash: 0x32,
      legacyScriptHash: 0x05,
      wif: 0xb0,
      bip32: XPUB,
    },
    testnet: LITECOIN_TEST,
    // litecoind -regtest: bech32 "rltc", otherwise the testnet bytes.
    devnet: { ...LITECOIN_TEST, bech32: 'rltc' },
  },
  dogecoin: {
    // Dogecoin Core: PUBKEY 30 (D…), SCRIPT 22 (9…/A…), SECRET 158; testnet PUBKEY 113, SECRET 241.
    mainnet: { bech32: '', pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e, bip32: DGUB },
    testnet: DOGECOIN_TEST,
    devnet: DOGECOIN_TEST,
  },
  bitcoin_cash: {
    mainnet: {
      bech32: '',
      pubKeyHash: 0x00,
      scriptHash: 0x05,
      wif: 0x80,
      bip32: XPUB,
      cashAddrPrefix: 'bitcoincash',
    },
    testnet: BITCOIN_CASH_TEST,
    devnet: BITCOIN_CASH_TEST,
  },
};

const COIN_OF_CHAIN: Partial<Record<ChainInfo['chain_name'], UtxoCoin>> = {
  bitcoin: 'bitcoin',
  bitcoin_segwit: 'bitcoin',
  bitcoin_legacy: 'bitcoin',
  bitcoin_taproot: 'bitcoin',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  bitcoin_cash: 'bitcoin_cash',
};

/** Which coin a chain_name belongs to; throws for chains outside the Bitcoin family (a caller bug). */
export function utxoCoin(chain: ChainInfo): UtxoCoin {
  const coin = COIN_OF_CHAIN[chain.chain_name];
  if (!coin) throw new Error(`${chain.chain_name} is not a Bitcoin-family chain`);
  return coin;
}

/** Network parameters for a Bitcoin-family chain on mainnet, testnet or the local devnet. */
export function utxoNetwork(chain: ChainInfo, network: NetworkName): UtxoNetwork {
  return NETWORKS[utxoCoin(chain)][network];
}

/** Human name of a network for messages, e.g. "Litecoin testnet". */
export function networkLabel(chain: ChainInfo, network: NetworkName): string {
  const coin = {
    bitcoin: 'Bitcoin',
    litecoin: 'Litecoin',
    dogecoin: 'Dogecoin',
    bitcoin_cash: 'Bitcoin Cash',
  }[utxoCoin(chain)];
  const net = network === 'devnet' ? (chain.networks.devnet ? 'regtest' : 'testnet') : network;
  return `${coin} ${net}`;
}
