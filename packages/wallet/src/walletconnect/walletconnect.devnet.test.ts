/**
 * The wallet's WalletConnect service against a real dapp-side SignClient (2.21.8) through the
 * loopback relay, on the Hardhat devnet: the proposal reviewed and approved for the wallet's
 * account, personal_sign and eth_signTypedData_v4 signatures verified with viem, an
 * eth_sendTransaction with call data sent through the send pipeline (the node holds it, the dapp
 * gets its hash), a contract deployment (its receipt names the contract, whose code is on the
 * node), a rejection answered 4001, wallet_switchEthereumChain, and a disconnect.
 */
import type { Devnet, LoopbackRelay } from '@kestrel/devnet';
import { startLoopbackRelay } from '@kestrel/devnet';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import { verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletSession } from '../flows/session';
import {
  flowEnv,
  HARDHAT_ACCOUNT_0,
  HARDHAT_ACCOUNT_1,
  hardhatSession,
  nodeRpc,
  startFlowDevnet,
  type TestEnv,
} from '../flows/testing/devnetEnv';
import { MemoryKeyValueStorage } from './memoryStorage';
import type { PendingRequest } from './execute';
import type { ProposalReview } from './proposal';
import { WalletConnectWallet } from './service';

const CHAIN = 'eip155:31337';
let devnet: Devnet;
let relay: LoopbackRelay;
let s: WalletSession;
let env: TestEnv;
let wallet: WalletConnectWallet;
let dapp: InstanceType<typeof SignClient>;
let session: SessionTypes.Struct;

const until = async <T>(f: () => T | null | undefined): Promise<T> => {
  for (;;) {
    const v = f();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
};
const wcState = () => s.store.getState().walletConnect;
const nextRequest = () => until(() => wcState().transactionRequestData as PendingRequest | null);

beforeAll(async () => {
  [devnet, relay] = await Promise.all([startFlowDevnet(), startLoopbackRelay()]);
  s = await hardhatSession();
  env = flowEnv(s, devnet.rpcUrl, { prices: { getFiatRates: () => Promise.resolve({ ETH: '2000' }) } });
  const metadata = (name: string) => ({ name, description: name, url: `https://${name}.test`, icons: [] });
  wallet = await WalletConnectWallet.start(env, 'devnet', {
    relayUrl: relay.url,
    projectId: 'loopback',
    metadata: metadata('Kestrel'),
    storage: new MemoryKeyValueStorage(),
  });
  dapp = await SignClient.init({
    projectId: 'loopback',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'dapp',
    storage: new MemoryKeyValueStorage(),
    metadata: { ...metadata('Uniswap'), icons: ['https://uniswap.test/icon.png'] },
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([wallet?.stop(), dapp?.core.relayer.transportClose()]);
  await relay?.stop();
  s?.lock();
  await devnet?.stop();
});

describe('WalletConnect wallet service', () => {
  it('rejects a link that is not a WalletConnect v2 link, changing nothing', async () => {
    await expect(wallet.pair('wc:abc@1?bridge=x&key=y')).rejects.toThrow(/Not a WalletConnect link/);
    expect(s.store.getState().extraData.wcUri).not.toBe('wc:abc@1?bridge=x&key=y');
  });

  it('shows the proposal and approves it for the wallet account', async () => {
    expect(s.store.getState().extraData.isWalletConnectInitialized).toBe(true);
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [CHAIN, 'eip155:99999'],
          methods: [
            'eth_sendTransaction',
            'personal_sign',
            'eth_signTypedData_v4',
            'wallet_switchEthereumChain',
          ],
          events: ['chainChanged'],
        },
      },
    });
    await wallet.pair(uri!);
    const review = await until(() => wcState().requestData as ProposalReview | null);
    expect(wcState().requestedModalVisible).toBe(true);
    expect(review).toMatchObject({
      name: 'Uniswap',
      url: 'https://Uniswap.test',
      icon: 'https://uniswap.test/icon.png',
      chains: [CHAIN, 'eip155:99999'],
      available: [{ chainId: CHAIN, chain_name: 'ethereum' }],
      missingRequired: [],
    });
    expect(review.methods).toContain('eth_signTypedData_v4');
    const view = await wallet.approveProposal(review.id);
    session = await approval();
    expect(session.namespaces.eip155!.accounts).toEqual([`${CHAIN}:${HARDHAT_ACCOUNT_0}`]);
    expect(view).toMatchObject({ name: 'Uniswap', accounts: [`${CHAIN}:${HARDHAT_ACCOUNT_0}`] });
    expect(wcState()).toMatchObject({ isConnected: true, requestedModalVisible: false, requestData: null });
    const walletId = s.store.getState().wallets.allWallets[0]!.id;
    expect(wallet.sessions(walletId).map((x) => x.topic)).toEqual([session.topic]);
  });

  const request = <T>(method: string, params: unknown[]) =>
    dapp.request<T>({ topic: session.topic, chainId: CHAIN, request: { method, params } });

  it('personal_sign: the review shows the text; the signature verifies for the account', async () => {
    const answer = request<`0x${string}`>('personal_sign', [
      '0x48656c6c6f204b65737472656c',
      HARDHAT_ACCOUNT_0,
    ]);
    const r = await nextRequest();
    expect(wcState().transactionModalVisible).toBe(true);
    expect(r.review).toMatchObject({ method: 'personal_sign', text: 'Hello Kestrel' });
    await wallet.approveRequest(r.id);
    const signature = await answer;
    expect(await verifyMessage({ address: HARDHAT_ACCOUNT_0, message: 'Hello Kestrel', signature })).toBe(
      true,
    );
  });

  it('eth_signTypedData_v4: domain and message shown; the signature verifies; another chain is refused', async () => {
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 31337 },
      message: { to: HARDHAT_ACCOUNT_1, contents: 'Hello, Bob!' },
    } as const;
    const answer = request<`0x${string}`>('eth_signTypedData_v4', [HARDHAT_ACCOUNT_0, JSON.stringify(typed)]);
    const r = await nextRequest();
    expect(r.review).toMatchObject({
      method: 'eth_signTypedData_v4',
      primaryType: 'Mail',
      domain: typed.domain,
    });
    await wallet.approveRequest(r.id);
    const signature = await answer;
    const { EIP712Domain: _d, ...types } = typed.types;
    expect(await verifyTypedData({ ...typed, types, address: HARDHAT_ACCOUNT_0, signature })).toBe(true);

    const wrongChain = { ...typed, domain: { ...typed.domain, chainId: 1 } };
    await expect(
      request('eth_signTypedData_v4', [HARDHAT_ACCOUNT_0, JSON.stringify(wrongChain)]),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('eth_sendTransaction goes through the send pipeline; the dapp gets the hash the node holds', async () => {
    const answer = request<string>('eth_sendTransaction', [
      { from: HARDHAT_ACCOUNT_0, to: HARDHAT_ACCOUNT_1, value: '0x2386f26fc10000', data: '0xcafe' },
    ]);
    const r = await nextRequest();
    expect(r.review).toMatchObject({
      method: 'eth_sendTransaction',
      tx: { to: HARDHAT_ACCOUNT_1, value: '10000000000000000', data: '0xcafe' },
    });
    expect(BigInt(r.fee!.amount)).toBeGreaterThan(0n);
    expect(r.fee!.fiat).toMatch(/^\d+\.\d{2}$/);
    await wallet.approveRequest(r.id);
    const hash = await answer;
    const tx = await nodeRpc(devnet)<{ input: string; value: string; from: string }>(
      'eth_getTransactionByHash',
      [hash],
    );
    expect(tx).toMatchObject({
      input: '0xcafe',
      value: '0x2386f26fc10000',
      from: HARDHAT_ACCOUNT_0.toLowerCase(),
    });
    expect(wcState()).toMatchObject({ isTransactionSubmitting: false, transactionModalVisible: false });
  });

  it('a contract deployment (no `to`) is reviewed as one, sent, and its receipt has the contract', async () => {
    // Init code copying a 10-byte runtime that returns 42 (PUSH1 2a PUSH1 0 MSTORE PUSH1 20 PUSH1 0 RETURN).
    const runtime = '0x602a60005260206000f3';
    const answer = request<string>('eth_sendTransaction', [
      { from: HARDHAT_ACCOUNT_0, data: `0x600a600c600039600a6000f3${runtime.slice(2)}` },
    ]);
    const r = await nextRequest();
    expect(r.review).toMatchObject({ method: 'eth_sendTransaction', tx: { to: null, value: '0' } });
    expect(BigInt(r.fee!.amount)).toBeGreaterThan(0n);
    await wallet.approveRequest(r.id);
    const hash = await answer;
    const rpc = nodeRpc(devnet);
    // Hardhat mines each transaction as it arrives.
    const receipt = await rpc<{ contractAddress: string; status: string }>('eth_getTransactionReceipt', [
      hash,
    ]);
    expect(receipt.status).toBe('0x1');
    expect(await rpc('eth_getCode', [receipt.contractAddress, 'latest'])).toBe(runtime);
    expect(BigInt(await rpc<string>('eth_call', [{ to: receipt.contractAddress }, 'latest']))).toBe(42n);
  });

  it('a rejected request answers 4001', async () => {
    // Caught at once: the rejection may arrive before the assertion looks at it.
    const answer = request('personal_sign', ['0x6e6f', HARDHAT_ACCOUNT_0]).then(
      () => null,
      (e: unknown) => e,
    );
    const r = await nextRequest();
    await wallet.rejectRequest(r.id);
    expect(await answer).toMatchObject({ code: 4001 });
  });

  it('wallet_switchEthereumChain: the approved chain emits chainChanged, another is unrecognized (4902)', async () => {
    const changed = new Promise((resolve) => dapp.on('session_event', (e) => resolve(e.params.event)));
    const answer = request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]);
    await wallet.approveRequest((await nextRequest()).id);
    expect(await answer).toBeNull();
    expect(await changed).toEqual({ name: 'chainChanged', data: 31337 });
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({
      code: 4902,
    });
  });

  it('disconnect ends the session on both sides and clears the wallet session data', async () => {
    const deleted = new Promise((resolve) => dapp.on('session_delete', (d) => resolve(d.topic)));
    await wallet.disconnect(session.topic);
    expect(await deleted).toBe(session.topic);
    expect(wallet.sessions()).toEqual([]);
    expect(s.store.getState().wallets.allWallets[0]!.session).toEqual({});
    expect(wcState().isConnected).toBe(false);
  });
});
