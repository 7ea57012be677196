/**
 * The devnet's NFT upstream stand-in on a Hardhat devnet (free ports), asked in Alchemy's
 * getNFTsForOwner shape: the first holder's deployed NFTs (ERC-721 ids 1-5, 100 of ERC-1155 id 1),
 * an NFT minted to another account showing at once, a send moving it, an ERC-1155 amount split
 * between holders, paging by pageKey, a chain whose network is not started holding nothing, and
 * refusals of a bad owner or an unknown network; the mint helper (POST /<chain>/mint).
 */
import { createPublicClient, createWalletClient, http, parseAbi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startDevnet, type Devnet } from '../index';

let devnet: Devnet;
let owner: Hex;
let other: Hex;

const nftAbi = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function transferFrom(address from, address to, uint256 tokenId)',
]);
const multiAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);

type Answer = {
  ownedNfts: {
    contract: { address: string };
    tokenId: string;
    tokenType: string;
    balance: string;
    name: string;
  }[];
  totalCount: number;
  pageKey: string | null;
};
const ask = async (chain: string, who: string, extra = '') => {
  const res = await fetch(
    `${devnet.nftIndex.url}/${chain}/nft/v3/devnet/getNFTsForOwner?owner=${who}${extra}`,
  );
  return { status: res.status, body: (await res.json()) as Answer };
};
const ids = (a: Answer) => a.ownedNfts.map((n) => `${n.tokenType}:${n.tokenId}:${n.balance}`);

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort() });
  const [a0, a1] = devnet.accounts;
  owner = a0!.address;
  other = a1!.address;
  const chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  const wallet = createWalletClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(a0!.privateKey),
  });
  const mined = async (hash: Hex) => chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const nft = devnet.contracts.erc721;
  await mined(
    await wallet.writeContract({ address: nft, abi: nftAbi, functionName: 'mint', args: [other, 77n] }),
  );
  await mined(
    await wallet.writeContract({
      address: nft,
      abi: nftAbi,
      functionName: 'transferFrom',
      args: [owner, other, 2n],
    }),
  );
  await mined(
    await wallet.writeContract({
      address: devnet.contracts.erc1155,
      abi: multiAbi,
      functionName: 'safeTransferFrom',
      args: [owner, other, 1n, 30n, '0x'],
    }),
  );
}, 120_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('devnet NFT index (Alchemy getNFTsForOwner shape)', () => {
  it("lists each holder's NFTs after mints and sends, in Alchemy's fields", async () => {
    const mine = await ask('ethereum', owner);
    expect(mine.status).toBe(200);
    expect(ids(mine.body).sort()).toEqual([
      'ERC1155:1:70',
      'ERC721:1:1',
      'ERC721:3:1',
      'ERC721:4:1',
      'ERC721:5:1',
    ]);
    const theirs = await ask('ethereum', other.toLowerCase());
    expect(ids(theirs.body).sort()).toEqual(['ERC1155:1:30', 'ERC721:2:1', 'ERC721:77:1']);
    const n77 = theirs.body.ownedNfts.find((n) => n.tokenId === '77')!;
    expect(n77).toMatchObject({
      contract: {
        address: devnet.contracts.erc721.toLowerCase(),
        name: 'Kestrel Test NFT',
        tokenType: 'ERC721',
      },
      name: 'Kestrel Test NFT #77',
      collection: { name: 'Kestrel Test NFT' },
      image: { cachedUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
      raw: { metadata: { name: 'Kestrel Test NFT #77' } },
    });
  });

  it('pages by pageKey', async () => {
    const first = await ask('ethereum', owner, '&pageSize=2');
    expect(first.body).toMatchObject({ totalCount: 5, pageKey: '2' });
    expect(first.body.ownedNfts).toHaveLength(2);
    const last = await ask('ethereum', owner, '&pageSize=2&pageKey=4');
    expect(last.body.ownedNfts).toHaveLength(1);
    expect(last.body.pageKey).toBeNull();
  });

  it('POST /<chain>/mint mints the next ERC-721 id or an ERC-1155 amount, which then shows', async () => {
    const to = devnet.accounts[3]!.address;
    const post = async (body: unknown) => {
      const res = await fetch(`${devnet.nftIndex.url}/ethereum/mint`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    expect(await post({ to })).toMatchObject({ status: 200, body: { standard: 'ERC721', tokenId: '78' } });
    expect(await post({ to, standard: 'ERC1155', tokenId: 9, amount: 4 })).toMatchObject({
      status: 200,
      body: { tokenId: '9', amount: '4' },
    });
    expect(ids((await ask('ethereum', to)).body).sort()).toEqual(['ERC1155:9:4', 'ERC721:78:1']);
    expect((await post({ to: 'nobody' })).status).toBe(400);
    expect((await post({ to, standard: 'ERC1155', amount: 0 })).body).toEqual({
      error: { message: 'amount is a whole number above 0' },
    });
  });

  it('a network not started holds nothing; bad input is refused', async () => {
    expect((await ask('polygon', owner)).body).toEqual({ ownedNfts: [], totalCount: 0, pageKey: null });
    expect((await ask('ethereum', '0x1234')).status).toBe(400);
    expect((await ask('nochain', owner)).status).toBe(400);
  });
});
