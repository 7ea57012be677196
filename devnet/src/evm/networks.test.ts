/**
 * The devnet's EVM server gives each EVM chain its own Hardhat network: its chain id from the
 * registry, its own balances, started on first use; a transaction signed for one network is
 * refused by another (EIP-155 chain id), and the explorer lists a transaction under its chain only.
 * Two networks are started here (ethereum and BNB Smart Chain), to keep the test light.
 */
import { getChain, getNetwork } from '@kestrel/chains';
import { createWalletClient, defineChain, http, parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startDevnet, type Devnet } from '../index';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort(), explorerPort: 0 });
});
afterAll(() => devnet?.stop());

async function rpc<T>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<{ result?: T; error?: { message: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: T; error?: { message: string } };
}
const balance = async (chain: string, address: string) =>
  BigInt((await rpc<string>(devnet.rpcUrlOf(chain), 'eth_getBalance', [address, 'latest'])).result!);
const explorerRows = async (chainId: number, address: string) => {
  const q = new URLSearchParams({ chainid: String(chainId), module: 'account', action: 'txlist', address });
  return ((await (await fetch(`${devnet.explorerUrl}/v2/api?${q}`)).json()) as { result: { hash: string }[] })
    .result;
};
const chainIdOf = (name: string) => getNetwork(getChain(name), 'devnet').evmChainId!;

describe('the devnet EVM server', () => {
  it('serves each chain at its registry path with the registry chain id; the root is ethereum', async () => {
    expect(devnet.rpcUrlOf('binance_smart_chain')).toBe(`${devnet.rpcUrl}/binance_smart_chain`);
    expect(getNetwork(getChain('binance_smart_chain'), 'devnet').rpc[0]).toMatch(
      /:8545\/binance_smart_chain$/,
    );
    expect((await rpc<string>(devnet.rpcUrl, 'eth_chainId')).result).toBe('0x7a69');
    expect((await rpc<string>(devnet.rpcUrlOf('ethereum'), 'eth_chainId')).result).toBe('0x7a69');
    const bsc = await rpc<string>(devnet.rpcUrlOf('binance_smart_chain'), 'eth_chainId');
    expect(Number(bsc.result)).toBe(chainIdOf('binance_smart_chain'));
    expect(chainIdOf('binance_smart_chain')).toBe(3133756);
    // The same contracts at the same addresses on every network.
    const code = await rpc<string>(devnet.rpcUrlOf('binance_smart_chain'), 'eth_getCode', [
      devnet.contracts.erc20,
      'latest',
    ]);
    expect(code.result!.length).toBeGreaterThan(100);
    const unknown = await fetch(`${devnet.rpcUrl}/no_such_chain`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
  });

  it('keeps balances apart: 10 ETH on ethereum leave BNB Smart Chain unchanged', async () => {
    const to = '0x2000000000000000000000000000000000000002';
    const bscBefore = await balance('binance_smart_chain', to);
    const funder = devnet.accounts[0]!;
    const wallet = createWalletClient({
      chain: defineChain({ ...hardhat, id: 31337 }),
      transport: http(devnet.rpcUrlOf('ethereum'), { retryCount: 0 }),
      account: privateKeyToAccount(funder.privateKey),
    });
    await wallet.sendTransaction({ to, value: parseEther('10') });
    expect(await balance('ethereum', to)).toBe(parseEther('10'));
    expect(await balance('binance_smart_chain', to)).toBe(bscBefore);
    expect(bscBefore).toBe(0n);
  });

  it('refuses on one network a transaction signed for another, and lists each under its chain only', async () => {
    const sender = privateKeyToAccount(devnet.accounts[3]!.privateKey);
    const to = '0x3000000000000000000000000000000000000003' as Hex;
    const signed = await sender.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to,
      value: 1n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    const onBsc = await rpc<string>(devnet.rpcUrlOf('binance_smart_chain'), 'eth_sendRawTransaction', [
      signed,
    ]);
    expect(onBsc.error?.message).toMatch(/chain ?id/i);
    const onEth = await rpc<string>(devnet.rpcUrlOf('ethereum'), 'eth_sendRawTransaction', [signed]);
    expect(onEth.result).toMatch(/^0x[0-9a-f]{64}$/);
    const ethRows = await explorerRows(31337, sender.address);
    expect(ethRows.map((r) => r.hash)).toContain(onEth.result);
    expect(await explorerRows(chainIdOf('binance_smart_chain'), sender.address)).toEqual([]);
    // The transaction page finds it without a chain id (a hash names one transaction).
    const page = await fetch(`${devnet.explorerUrl}/tx/${onEth.result}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ethereum devnet');
  });

  it('starts a network on its first request only', async () => {
    const q = new URLSearchParams({
      chainid: String(chainIdOf('polygon')),
      module: 'account',
      action: 'txlist',
      address: devnet.accounts[0]!.address,
    });
    // Not started: the explorer says there is nothing without starting it.
    expect(await (await fetch(`${devnet.explorerUrl}/v2/api?${q}`)).json()).toMatchObject({ result: [] });
    expect(Number((await rpc<string>(devnet.rpcUrlOf('polygon'), 'eth_chainId')).result)).toBe(
      chainIdOf('polygon'),
    );
    // Started: the contract deployments by account #0 are its first transactions.
    const rows = ((await (await fetch(`${devnet.explorerUrl}/v2/api?${q}`)).json()) as { result: unknown[] })
      .result;
    expect(rows.length).toBeGreaterThan(0);
  });
});
