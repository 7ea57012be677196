/**
 * The devnet's explorer on a Hardhat devnet (free ports): Etherscan-shaped lists of normal
 * transactions, ERC-20, ERC-721 and ERC-1155 transfers right after they are mined, paging and
 * refusals in Etherscan's words, and the transaction page (status, from, to, value).
 */
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startDevnet, type Devnet } from '../index';

let devnet: Devnet;
let owner: Hex;
let other: Hex;
const hashes: Record<string, Hex> = {};

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
  const mined = async (name: string, hash: Hex) => {
    hashes[name] = hash;
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  };
  await mined('eth', await wallet.sendTransaction({ to: other, value: parseEther('1.25') }));
  await mined(
    'erc20',
    await wallet.writeContract({
      address: devnet.contracts.erc20,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [other, parseEther('25')],
    }),
  );
  await mined(
    'erc721',
    await wallet.writeContract({
      address: devnet.contracts.erc721,
      abi: parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']),
      functionName: 'transferFrom',
      args: [owner, other, 3n],
    }),
  );
  await mined(
    'erc1155',
    await wallet.writeContract({
      address: devnet.contracts.erc1155,
      abi: parseAbi([
        'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
      ]),
      functionName: 'safeTransferFrom',
      args: [owner, other, 1n, 7n, '0x'],
    }),
  );
}, 120_000);

afterAll(async () => {
  await devnet?.stop();
});

async function api(query: Record<string, string>, path = '/v2/api') {
  const u = new URL(path, devnet.explorerUrl);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  const res = await fetch(u);
  return (await res.json()) as { status: string; message: string; result: Record<string, string>[] | string };
}
const rows = (r: Awaited<ReturnType<typeof api>>) => r.result as Record<string, string>[];

describe('devnet explorer API (Etherscan V2 shape)', () => {
  it('txlist: the receiver sees the native transfer at once, newest first, with its receipt status', async () => {
    const r = await api({
      chainid: '31337',
      module: 'account',
      action: 'txlist',
      address: other,
      sort: 'desc',
    });
    expect(r.status).toBe('1');
    const [row] = rows(r);
    expect(row).toMatchObject({
      hash: hashes.eth,
      from: owner.toLowerCase(),
      to: other.toLowerCase(),
      value: parseEther('1.25').toString(),
      isError: '0',
      txreceipt_status: '1',
    });
    expect(Number(row!.timeStamp)).toBeGreaterThan(1_600_000_000);
    // The sender's list has its later contract calls first.
    const sent = rows(
      await api({ module: 'account', action: 'txlist', address: owner, offset: '2' }, '/api'),
    );
    expect(sent.map((t) => t.hash)).toEqual([hashes.erc1155, hashes.erc721]);
    const page2 = rows(
      await api({ module: 'account', action: 'txlist', address: owner, offset: '2', page: '2' }),
    );
    expect(page2.map((t) => t.hash)).toEqual([hashes.erc20, hashes.eth]);
  });

  it('tokentx: ERC-20 transfers, also filtered by contract, with the token’s name, symbol and decimals', async () => {
    const all = rows(await api({ module: 'account', action: 'tokentx', address: other }));
    const ktt = rows(
      await api({
        module: 'account',
        action: 'tokentx',
        address: other,
        contractaddress: devnet.contracts.erc20,
      }),
    );
    expect(ktt).toHaveLength(2); // the mint at start-up and the transfer
    expect(ktt[0]).toMatchObject({
      hash: hashes.erc20,
      from: owner.toLowerCase(),
      to: other.toLowerCase(),
      value: parseEther('25').toString(),
      tokenName: 'Kestrel Test Token',
      tokenSymbol: 'KTT',
      tokenDecimal: '18',
      contractAddress: devnet.contracts.erc20.toLowerCase(),
    });
    expect(all.some((t) => t.tokenSymbol === 'TUSD')).toBe(true);
    // No ERC-721 transfer in an ERC-20 list.
    expect(all.every((t) => t.contractAddress !== devnet.contracts.erc721.toLowerCase())).toBe(true);
  });

  it('tokennfttx and token1155tx: the NFT transfers', async () => {
    const nft = rows(await api({ module: 'account', action: 'tokennfttx', address: other }));
    expect(nft).toEqual([
      expect.objectContaining({ hash: hashes.erc721, tokenID: '3', to: other.toLowerCase() }),
    ]);
    const multi = rows(await api({ module: 'account', action: 'token1155tx', address: other }));
    expect(multi).toEqual([
      expect.objectContaining({
        hash: hashes.erc1155,
        tokenID: '1',
        tokenValue: '7',
        from: owner.toLowerCase(),
      }),
    ]);
  });

  it('answers as Etherscan does for no rows, a bad address, another chain and other actions', async () => {
    const fresh = '0x000000000000000000000000000000000000dEaD';
    expect(await api({ module: 'account', action: 'txlist', address: fresh })).toEqual({
      status: '0',
      message: 'No transactions found',
      result: [],
    });
    expect((await api({ module: 'account', action: 'txlist', address: '0x12' })).result).toBe(
      'Error! Invalid address format',
    );
    expect((await api({ chainid: '1', module: 'account', action: 'txlist', address: other })).status).toBe(
      '0',
    );
    expect((await api({ module: 'gastracker', action: 'gasoracle' })).status).toBe('0');
  });
});

describe('devnet explorer transaction page', () => {
  it('shows the transaction: status, from, to and value', async () => {
    const res = await fetch(new URL(`/tx/${hashes.eth}`, devnet.explorerUrl));
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of ['Success', owner.toLowerCase(), other.toLowerCase(), '1.25 ETH', hashes.eth!])
      expect(html).toContain(text);
    const token = await (await fetch(new URL(`/tx/${hashes.erc20}`, devnet.explorerUrl))).text();
    expect(token).toContain('25 KTT');
    const missing = await fetch(new URL(`/tx/0x${'0'.repeat(64)}`, devnet.explorerUrl));
    expect(missing.status).toBe(404);
  });
});

describe('devnet links', () => {
  it('the registry links a devnet transaction to the devnet’s explorer on its default port', async () => {
    const { explorerTxUrl, getChain } = await import('@kestrel/chains');
    const hash = `0x${'ab'.repeat(32)}`;
    for (const chain of ['ethereum', 'binance_smart_chain', 'polygon'] as const)
      expect(explorerTxUrl(getChain(chain), hash, 'devnet')).toBe(`http://127.0.0.1:8546/tx/${hash}`);
  });
});
