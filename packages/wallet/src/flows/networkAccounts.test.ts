/**
 * A wallet's addresses follow the session's network: created on mainnet, reopened on testnet and
 * devnet, then on mainnet again. Every expected address is a published vector or is re-encoded
 * from one with an independent library, never with @kestrel/chains:
 * - "abandon … about" (ABANDON_PHRASE). Bitcoin m/84'/0'/0'/0/0 bc1qcr8te…fyu and /0/1
 *   bc1qnjg0…kf9g: BIP-84 (bitcoin/bips bip-0084.mediawiki, /work/shared/vectors/bip84_49_86.json).
 *   m/84'/1'/0'/0/0 tb1q6rz28…cpvkl and /0/1 tb1qd7spv…hkn97: ebellocchia/bip_utils tests/bip/bip84
 *   (Bip84 BITCOIN_TESTNET).
 * - Litecoin m/84'/2'/0'/0/0 ltc1qjmxnz…kk4wh: EdgeApp/edge-currency-plugins
 *   test/common/utxobased/keymanager/coins/litecoin.spec.ts. On test networks Litecoin uses coin
 *   type 1, so its key is the one of tb1q6rz28…: the address is that witness program re-encoded
 *   with @scure/btc-signer's Address encoder for the hrp "tltc" (testnet) or "rltc" (regtest).
 * - THORChain m/44'/931'/0'/0/0: horizontalsystems/thorchain-kit Bech32Test (payload 46def63a…bc99
 *   as thor1gm00…wrx0 and, on stagenet/testnet, sthor1gm00…j4s3).
 * - TON m/44'/607'/0' (v4R2, non-bounceable): UQAzWZa6…-RKY on mainnet, 0QAzWZa6…-akS on testnet,
 *   as listed in public TON wallet test suites; checked below to be one account (same hash, test flag).
 * - Filecoin m/44'/461'/0'/0/0 f1qode47…uqhq: kobe (multi-chain derivation library) test
 *   kat_fil_abandon_index0. Its testnet address (m/44'/1'/0'/0/0, t1…) is not published: it is
 *   built here with @scure/bip32 and the Filecoin address spec (spec.filecoin.io, appendix
 *   "Address": blake2b-160 of the uncompressed key, blake2b-32 checksum over 0x01 || payload,
 *   lowercase base32), a recipe first checked against the published mainnet address.
 * - Litecoin WIF T71N2Zzz…XH1p → ltc1qwttt6…fu6a: tboydston/hdAddressGenerator tests/coins/LTC.js.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base32nopad, base64urlnopad } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Address, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer';
import type { ChainAdapter, NetworkName } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { walletsActions } from '../store/slices/wallets';
import type { Wallet, WalletCoin } from '../store/types';
import { ABANDON_BTC, ABANDON_ETH, ABANDON_PHRASE, FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { addMoreAddresses } from './coins';
import { createWallet } from './createWallet';
import { refreshBalances } from './refreshBalances';
import { sessionFlowEnv } from './sessionFlowEnv';
import { WalletSession } from './session';
import { sessionSigners } from './signers';
import { collectingToastSink } from './toasts';

const TB1_0 = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl';
const TB1_1 = 'tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97';
const BC1_1 = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';
const LTC_MAIN = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const THOR_MAIN = 'thor1gm00vwsfcp48enm4uv9e5dhm37jtd0ye27wrx0';
const THOR_TEST = 'sthor1gm00vwsfcp48enm4uv9e5dhm37jtd0ye78j4s3';
const TON_MAIN = 'UQAzWZa6nM5mJev91wGc7VCSfBoIsYRqKJpV78N8Add9-RKY';
const TON_TEST = '0QAzWZa6nM5mJev91wGc7VCSfBoIsYRqKJpV78N8Add9-akS';
const FIL_MAIN = 'f1qode47ievxlxzk6z2viuovedabmn3tq6t57uqhq';
const LTC_WIF = 'T71N2Zzzr6gdEeb6JczHxWiis7z6oWcRLJTz77wpq82dzwEnXH1p';
const LTC_WIF_ADDRESS = 'ltc1qwttt6kexkl8s3vczz3deqcn34elu0t6hmdfu6a';

const litecoinNet = (bech32: string) => ({ bech32, pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef });
const REGTEST = litecoinNet('rltc');
const reencode = (address: string, net: ReturnType<typeof litecoinNet>) =>
  Address(net).encode(Address(TEST_NETWORK).decode(address));
const LTC_ON = { testnet: reencode(TB1_0, litecoinNet('tltc')), devnet: reencode(TB1_0, REGTEST) };

/** Filecoin f1/t1 address of the phrase's key at `path` (spec.filecoin.io appendix "Address"). */
function filecoinAddress(prefix: 'f' | 't', path: string): string {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON_PHRASE)).derive(path);
  const payload = blake2b(secp256k1.getPublicKey(key.privateKey!, false), { dkLen: 20 });
  const checksum = blake2b(Uint8Array.of(1, ...payload), { dkLen: 4 });
  return `${prefix}1${base32nopad.encode(Uint8Array.of(...payload, ...checksum)).toLowerCase()}`;
}

const CHAINS = ['ethereum', 'bitcoin', 'litecoin', 'filecoin', 'thorchain', 'ton'];

const EXPECTED: Record<NetworkName, Record<string, string>> = {
  mainnet: {
    ethereum: ABANDON_ETH,
    bitcoin: ABANDON_BTC,
    litecoin: LTC_MAIN,
    filecoin: FIL_MAIN,
    thorchain: THOR_MAIN,
    ton: TON_MAIN,
  },
  testnet: {
    ethereum: ABANDON_ETH,
    bitcoin: TB1_0,
    litecoin: LTC_ON.testnet,
    filecoin: filecoinAddress('t', "m/44'/1'/0'/0/0"),
    thorchain: THOR_TEST,
    ton: TON_TEST,
  },
  // Bitcoin, Filecoin, THORChain and TON have no devnet of their own: their testnet is used.
  devnet: {
    ethereum: ABANDON_ETH,
    bitcoin: TB1_0,
    litecoin: LTC_ON.devnet,
    filecoin: filecoinAddress('t', "m/44'/1'/0'/0/0"),
    thorchain: THOR_TEST,
    ton: TON_TEST,
  },
};

const open = (storage: MemoryStorage, network: NetworkName) =>
  WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF, network });
const coinsOf = (s: WalletSession): WalletCoin[] => s.store.getState().wallets.allWallets[0]!.coins;
const addresses = (s: WalletSession) =>
  Object.fromEntries(coinsOf(s).map((c) => [c.chain_name, c.address] as const));
const coin = (s: WalletSession, chain: string) => coinsOf(s).find((c) => c.chain_name === chain)!;

async function phraseWallet(): Promise<{ storage: MemoryStorage; wallet: Wallet }> {
  const storage = new MemoryStorage();
  const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
  const wallet = await createWallet(s, { phrase: ABANDON_PHRASE, chains: CHAINS });
  s.lock();
  return { storage, wallet };
}

/** An adapter source that records the addresses read and answers 1 unit, fresh. */
function recordingAdapters(read: string[]) {
  return async (chain: string) =>
    ({
      getBalances: async (address: string) => {
        read.push(`${chain}:${address}`);
        return [{ asset: { kind: 'native' }, amount: 1n, state: 'fresh', asOf: 1 }];
      },
    }) as unknown as ChainAdapter;
}

describe('the independent expectations', () => {
  it('the Filecoin recipe gives the published mainnet address; the TON forms are one account', () => {
    expect(filecoinAddress('f', "m/44'/461'/0'/0/0")).toBe(FIL_MAIN);
    const [main, test] = [TON_MAIN, TON_TEST].map((a) => base64urlnopad.decode(a));
    expect(main!.slice(1, 34)).toEqual(test!.slice(1, 34)); // workchain and account hash
    expect([main![0], test![0]]).toEqual([0x51, 0xd1]); // non-bounceable, + test-only flag 0x80
  });
});

describe('a phrase wallet reopened on another network', () => {
  it('shows the addresses of that network, and the original ones back on mainnet', async () => {
    const { storage } = await phraseWallet();
    for (const network of ['testnet', 'devnet', 'mainnet'] as const) {
      const s = await open(storage, network);
      expect(addresses(s), network).toEqual(EXPECTED[network]);
      await s.save(); // what is persisted is this network's; the next unlock moves it again
      s.lock();
    }
  });

  it('keeps paths, public keys and the wallet address consistent with the network', async () => {
    const { storage, wallet } = await phraseWallet();
    expect(wallet.address).toBe(ABANDON_ETH);
    const s = await open(storage, 'devnet');
    expect(coin(s, 'litecoin').derivePath).toBe("m/84'/1'/0'/0/0");
    expect(coin(s, 'bitcoin').derivePath).toBe("m/84'/1'/0'/0/0");
    expect(coin(s, 'filecoin').derivePath).toBe("m/44'/1'/0'/0/0");
    expect(coin(s, 'ethereum').derivePath).toBe("m/44'/60'/0'/0/0");
    const ltc = coin(s, 'litecoin');
    expect(p2wpkh(Uint8Array.from(Buffer.from(ltc.publicKey, 'hex')), REGTEST).address).toBe(LTC_ON.devnet);
    expect(s.store.getState().wallets.allWallets[0]!.address).toBe(ABANDON_ETH);
    s.lock();
  });

  it('signerFor and the UTXO signer on devnet give the key of the devnet address', async () => {
    const { storage, wallet } = await phraseWallet();
    const s = await open(storage, 'devnet');
    const account = s.signerFor(wallet.id, 'litecoin');
    expect(account.address).toBe(LTC_ON.devnet);
    const key = WIF(REGTEST).decode(account.privateKey);
    expect(p2wpkh(secp256k1.getPublicKey(key, true), REGTEST).address).toBe(LTC_ON.devnet);
    const signer = await sessionSigners(s)(wallet.id, coin(s, 'litecoin'));
    expect((signer as unknown as { keys: { address: string }[] }).keys[0]!.address).toBe(LTC_ON.devnet);
    s.lock();
  });

  it('balances are read at the devnet addresses', async () => {
    const { storage, wallet } = await phraseWallet();
    const s = await open(storage, 'devnet');
    const read: string[] = [];
    const env = sessionFlowEnv(s, { toast: collectingToastSink(), adapters: recordingAdapters(read) });
    await refreshBalances(env, { walletId: wallet.id });
    expect(read).toContain(`litecoin:${LTC_ON.devnet}`);
    expect(read).toContain(`bitcoin:${TB1_0}`);
    expect(read).toContain(`ethereum:${ABANDON_ETH}`);
    s.lock();
  });

  it('forgets every balance read on the previous network, also where the address is the same (EVM)', async () => {
    const { storage, wallet } = await phraseWallet();
    const s = await open(storage, 'mainnet');
    const env = sessionFlowEnv(s, { toast: collectingToastSink(), adapters: recordingAdapters([]) });
    await refreshBalances(env, { walletId: wallet.id });
    expect(coin(s, 'ethereum').totalBalance).toBe('1');
    await s.save();
    s.lock();
    const d = await open(storage, 'devnet');
    expect(coin(d, 'ethereum').address).toBe(ABANDON_ETH);
    expect(coin(d, 'ethereum').totalBalance).toBeUndefined();
    expect(coin(d, 'ethereum').balanceState).toBeUndefined();
    d.lock();
  });

  it('derived addresses move too, and the selected one stays selected', async () => {
    const storage = new MemoryStorage();
    const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
    await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['bitcoin'] });
    const btc = coin(s, 'bitcoin');
    await addMoreAddresses(s, btc._id);
    s.store.dispatch(
      walletsActions.selectDeriveAddress({ coinId: btc._id, chain_name: 'bitcoin', address: BC1_1 }),
    );
    await s.save();
    s.lock();

    const t = await open(storage, 'testnet');
    expect(coin(t, 'bitcoin').address).toBe(TB1_1);
    expect(coin(t, 'bitcoin').derivePath).toBe("m/84'/1'/0'/0/1");
    expect(
      coin(t, 'bitcoin')
        .deriveAddresses!.slice(0, 2)
        .map((a) => a.address),
    ).toEqual([TB1_0, TB1_1]);
    await t.save();
    t.lock();

    const m = await open(storage, 'mainnet');
    expect(coin(m, 'bitcoin').address).toBe(BC1_1);
    expect(
      coin(m, 'bitcoin')
        .deriveAddresses!.slice(0, 2)
        .map((a) => a.address),
    ).toEqual([ABANDON_BTC, BC1_1]);
    m.lock();
  });
});

describe('a private-key wallet whose key belongs to another network', () => {
  async function keyWallet() {
    const storage = new MemoryStorage();
    const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
    const wallet = await createWallet(s, { privateKey: LTC_WIF, chain_name: 'litecoin' });
    s.lock();
    return { storage, wallet };
  }

  it('a mainnet WIF on devnet: marked with the reason, never given a devnet address', async () => {
    const { storage, wallet } = await keyWallet();
    const s = await open(storage, 'devnet');
    const ltc = coin(s, 'litecoin');
    expect(ltc.networkMismatch).toMatch(/^Litecoin is not available on devnet with this key: /);
    expect(ltc.networkMismatch).not.toContain(LTC_WIF);
    expect(ltc.address).toBe(LTC_WIF_ADDRESS); // the key's own (mainnet) address, flagged

    const read: string[] = [];
    const env = sessionFlowEnv(s, { toast: collectingToastSink(), adapters: recordingAdapters(read) });
    const [result] = await refreshBalances(env, { walletId: wallet.id });
    expect(read).toEqual([]); // nothing read for an address of another network
    expect(result!.balanceState).toEqual({ state: 'unavailable', error: ltc.networkMismatch });
    expect(result!.totalBalance).toBeUndefined();
    expect(() => s.signerFor(wallet.id, 'litecoin')).toThrow(ltc.networkMismatch!);
    await s.save();
    s.lock();

    const m = await open(storage, 'mainnet');
    expect(coin(m, 'litecoin').networkMismatch).toBeUndefined();
    expect(coin(m, 'litecoin').address).toBe(LTC_WIF_ADDRESS);
    expect(m.signerFor(wallet.id, 'litecoin').address).toBe(LTC_WIF_ADDRESS);
    m.lock();
  });
});
