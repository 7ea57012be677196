/**
 * The NFT flows end to end on a Hardhat devnet: the product API (packages/api, in-memory SQLite)
 * relays the devnet's NFT index (Alchemy getNFTsForOwner shape) and the wallet's loadNfts fills
 * the wallet's nft[ethereum] (default chain) in pages of 20 by cursor; an ERC-721 and an ERC-1155
 * amount are sent through sendTransfer (kind 'nft') with the NFT success toast, and the chain and
 * the gallery show the new owners. Also: metadata strings parsed when JSON and kept as text when
 * not, other chains ignored, an unreachable upstream kept as an error (never as "no NFTs").
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../services/http-client';
import { createNftClient, type NftClient } from '../services/nft-client';
import { transferActions } from '../store/slices/transfer';
import {
  clearNftSelection,
  loadNfts,
  parseNftMetadata,
  selectedNftChain,
  selectNftToSend,
  type NftGalleryState,
  type WalletNft,
} from './nfts';
import { sendTransfer } from './sendTransfer';
import type { WalletSession } from './session';
import {
  flowEnv,
  HARDHAT_ACCOUNT_0,
  HARDHAT_ACCOUNT_1,
  hardhatSession,
  nodeRpc,
  startFlowDevnet,
  type TestEnv,
} from './testing/devnetEnv';
import { SEND_TOASTS, SUCCESS_TEXT } from './toasts';

let devnet: Devnet;
let api: RunningApiServer;
let down: RunningApiServer;
let s: WalletSession;
let env: TestEnv;
let client: NftClient;

const gallery = () => s.store.getState().wallets.allWallets[0]!.nft.ethereum as NftGalleryState;
const coin = () => s.store.getState().wallets.allWallets[0]!.coins[0]!;

beforeAll(async () => {
  devnet = await startFlowDevnet();
  api = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    nftUpstreams: { evm: { template: devnet.nftIndex.upstreamTemplate } },
  });
  // An API whose upstream is a closed port: the relay answers 502.
  down = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    nftUpstreams: { evm: { template: 'http://127.0.0.1:9/{chain}' } },
  });
  s = await hardhatSession();
  env = flowEnv(s, devnet.rpcUrl, { route: () => '/nfts' });
  client = createNftClient(createHttpClient({ baseUrl: api.url }));
  // 25 more ERC-721s for account #0, so the gallery has a second page.
  const rpc = nodeRpc(devnet);
  for (let id = 10; id < 35; id++) {
    const data = `0x40c10f19${HARDHAT_ACCOUNT_0.slice(2).toLowerCase().padStart(64, '0')}${id.toString(16).padStart(64, '0')}`;
    await rpc('eth_sendTransaction', [{ from: HARDHAT_ACCOUNT_0, to: devnet.contracts.erc721, data }]);
  }
}, 120_000);

afterAll(async () => {
  s?.lock();
  await api?.close();
  await down?.close();
  await devnet?.stop();
});

describe('NFT metadata', () => {
  it('parses JSON strings, keeps broken ones as text, passes objects', () => {
    expect(parseNftMetadata('{"name":"Sword"}')).toEqual({ json: { name: 'Sword' } });
    expect(parseNftMetadata('{broken')).toEqual({ text: '{broken' });
    expect(parseNftMetadata({ name: 'x' })).toEqual({ json: { name: 'x' } });
    expect(parseNftMetadata(null)).toBeNull();
  });
});

describe('loadNfts on the devnet through the product API', () => {
  it('defaults to ethereum, pages by cursor (20 per page), and ignores other chains', async () => {
    expect(selectedNftChain(env)).toBe('ethereum');
    const first = await loadNfts(env, client);
    expect(first).toMatchObject({ loading: false, cursor: '20' });
    expect(first!.data).toHaveLength(20);
    expect(gallery()).toEqual(first);
    const more = await loadNfts(env, client, { more: true });
    // 30 ERC-721s (1-5 deployed, 10-34 minted here) and the ERC-1155 id 1.
    expect(more!.data).toHaveLength(31);
    expect(more!.cursor).toBeNull();
    const erc1155 = more!.data.find((n) => n.standard === 'ERC1155')!;
    expect(erc1155).toMatchObject({ tokenId: '1', balance: '100', collection: expect.any(String) });
    const one = more!.data.find((n) => n.standard === 'ERC721' && n.tokenId === '1')!;
    expect(one).toMatchObject({
      chain_name: 'ethereum',
      contract: devnet.contracts.erc721.toLowerCase(),
      name: 'Kestrel Test NFT #1',
      collection: 'Kestrel Test NFT',
      metadata: { json: { name: 'Kestrel Test NFT #1' } },
    });
    expect(one.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await loadNfts(env, client, { chain_name: 'litecoin' })).toBeNull();
    expect(s.store.getState().wallets.allWallets[0]!.nft.litecoin).toBeUndefined();
  });

  it('an unreachable upstream is an error, never an empty gallery', async () => {
    const failing = createNftClient(createHttpClient({ baseUrl: down.url }));
    const r = await loadNfts(env, failing);
    expect(r).toMatchObject({ loading: false, error: 'upstream unreachable' });
    await loadNfts(env, client);
  });
});

describe('sending NFTs through the send pipeline', () => {
  const find = (standard: string, tokenId: string) =>
    gallery().data.find((n) => n.standard === standard && n.tokenId === tokenId) as WalletNft;

  it('sends an ERC-721 with the NFT success toast; the chain and the gallery show it', async () => {
    await loadNfts(env, client);
    env.toasts.length = 0;
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin()._id, amount: '0', toAddress: HARDHAT_ACCOUNT_1 }),
    );
    const ref = selectNftToSend(env, find('ERC721', '3'));
    expect(ref).toEqual({
      standard: 'ERC721',
      contract: devnet.contracts.erc721.toLowerCase(),
      tokenId: '3',
    });
    expect(s.store.getState().wallets.allWallets[0]!.selectedNft).toMatchObject({
      tokenId: '3',
      coinId: coin()._id,
    });
    const r = await sendTransfer(env);
    expect(r).toMatchObject({ status: 3, success: true });
    expect(env.toasts.at(-1)).toMatchObject({
      kind: 'success',
      title: SEND_TOASTS.success,
      text: SUCCESS_TEXT.nft,
    });
    const owner = await nodeRpc(devnet)<string>('eth_call', [
      { to: devnet.contracts.erc721, data: `0x6352211e${(3).toString(16).padStart(64, '0')}` },
      'latest',
    ]);
    expect(`0x${owner.slice(-40)}`).toBe(HARDHAT_ACCOUNT_1.toLowerCase());
    clearNftSelection(env);
    const after = await loadNfts(env, client);
    expect(after!.data.some((n) => n.standard === 'ERC721' && n.tokenId === '3')).toBe(false);
  });

  it('sends an ERC-1155 amount', async () => {
    await loadNfts(env, client, { more: true });
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin()._id, amount: '0', toAddress: HARDHAT_ACCOUNT_1 }),
    );
    selectNftToSend(env, find('ERC1155', '1'), '30');
    expect(await sendTransfer(env)).toMatchObject({ status: 3, success: true });
    clearNftSelection(env);
    await loadNfts(env, client);
    await loadNfts(env, client, { more: true });
    expect(find('ERC1155', '1').balance).toBe('70');
  });
});
