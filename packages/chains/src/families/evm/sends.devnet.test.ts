/**
 * End to end on a local Hardhat devnet (prague): every kind of send confirmed on chain and seen in
 * the balances, a 7702 batch of three transfers in one transaction, legacy gas on a legacy chain,
 * the L1 fee on an OP-stack profile, a repriced transfer and the max rule. Each goes through the
 * one pipeline (prepare → build → sign → broadcast), and what is mined is what was prepared.
 * Expected values come from the chain itself (read with viem's own client) and from the devnet's
 * deterministic oracle formula.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import type { TxIntent } from '../../adapter-types';
import { EVM_DEVNET_BATCH_DELEGATE } from '../../registry/index';
import type { EvmAdapter } from './index';
import { evmPrepared } from './logic/prepare';
import { chainReader, devnetAdapter, signerOf, startTestDevnet } from './testing/devnet';

let devnet: Devnet;
let eth: EvmAdapter;
let read: ReturnType<typeof chainReader>;

beforeAll(async () => {
  devnet = await startTestDevnet();
  eth = await devnetAdapter(devnet);
  read = chainReader(devnet);
});
afterAll(() => devnet?.stop());

const acct = (i: number) => {
  const a = devnet.accounts[i];
  if (!a) throw new Error(`no account ${i}`);
  return a;
};

/** prepare → build → sign → broadcast → confirmed: the one send pipeline, at the Recommended price. */
async function send(adapter: EvmAdapter, from: number, intent: Omit<TxIntent, 'from'>) {
  const prepared = await adapter.prepareTransfer({ ...intent, from: acct(from).address });
  expect(prepared.price).toBe(prepared.options[1]!.price);
  const tx = await adapter.buildTransaction(prepared);
  const signed = await adapter.sign(tx, signerOf(acct(from).privateKey));
  const { hash } = await adapter.broadcast(signed);
  expect(hash).toBe(signed.hash);
  const result = await adapter.waitForConfirmation(hash);
  if (result === 'pending') throw new Error('not confirmed');
  expect(result.success).toBe(true);
  return { hash, prepared, tx, result };
}

describe('EVM sends on the devnet', () => {
  it('sends the native coin (type 2) and the balances show it', async () => {
    const to = acct(6).address;
    const before = await read.native(to);
    const { hash, prepared } = await send(eth, 1, { to, amount: 1234567890123n });
    expect(await read.native(to)).toBe(before + 1234567890123n);
    const tx = await read.client.getTransaction({ hash: hash as Hex });
    expect(tx.type).toBe('eip1559');
    // What was mined is what was reviewed: nonce, gas limit and price.
    expect(tx.nonce).toBe(prepared.view.nonce);
    expect(tx.gas).toBe(BigInt(prepared.view.estimateGas!));
    expect(tx.maxFeePerGas).toBe(evmPrepared(prepared).tx.maxFeePerGas);
    expect(prepared.fee).toBe(tx.gas * tx.maxFeePerGas!);
    expect(tx.maxPriorityFeePerGas).toBe(BigInt(prepared.view.maxPriorityFeePerGas!));
    const [native] = await eth.getBalances(to);
    expect(native).toMatchObject({ amount: before + 1234567890123n, state: 'fresh', symbol: 'ETH' });
  });

  it('sends an ERC-20 token', async () => {
    const token = devnet.contracts.erc20;
    const to = acct(7).address;
    const before = await read.erc20(token, to);
    await send(eth, 1, { to, amount: 5n * 10n ** 18n, asset: { kind: 'token', contract: token } });
    expect(await read.erc20(token, to)).toBe(before + 5n * 10n ** 18n);
    const balances = await eth.getBalances(to, { tokens: [token] });
    expect(balances[1]).toMatchObject({
      amount: before + 5n * 10n ** 18n,
      symbol: 'KTT',
      decimals: 18,
      state: 'fresh',
    });
    expect(await eth.getTokenInfo!(devnet.contracts.erc20Usd)).toEqual({
      name: 'Test USD',
      symbol: 'TUSD',
      decimals: 6,
    });
  });

  it('sends an ERC-721 and an ERC-1155 token', async () => {
    const to = acct(8).address;
    await send(eth, 0, {
      to,
      amount: 1n,
      asset: { kind: 'nft', standard: 'ERC721', contract: devnet.contracts.erc721, tokenId: 3n },
    });
    expect((await read.owner(devnet.contracts.erc721, 3n)).toLowerCase()).toBe(to.toLowerCase());
    await send(eth, 0, {
      to,
      amount: 7n,
      asset: { kind: 'nft', standard: 'ERC1155', contract: devnet.contracts.erc1155, tokenId: 1n },
    });
    expect(await read.erc1155(devnet.contracts.erc1155, to, 1n)).toBe(7n);
    expect(await read.erc1155(devnet.contracts.erc1155, acct(0).address, 1n)).toBe(93n);
  });

  it('sends a batch of three transfers in one EIP-7702 transaction', async () => {
    const [r1, r2, r3] = [acct(9).address, acct(5).address, acct(6).address];
    const token = devnet.contracts.erc20Usd;
    const before = await Promise.all([read.native(r1), read.erc20(token, r2), read.native(r3)]);
    const { hash } = await send(eth, 2, {
      to: acct(2).address,
      amount: 0n,
      calls: [
        { to: r1, amount: 1000n },
        { to: r2, amount: 250_000n, asset: { kind: 'token', contract: token } },
        { to: r3, amount: 3000n },
      ],
    });
    const tx = await read.client.getTransaction({ hash: hash as Hex });
    expect(tx.type).toBe('eip7702');
    expect(await read.native(r1)).toBe(before[0]! + 1000n);
    expect(await read.erc20(token, r2)).toBe(before[1]! + 250_000n);
    expect(await read.native(r3)).toBe(before[2]! + 3000n);
    // The sender is now delegated: EIP-7702 designator 0xef0100 || delegate address.
    const code = await read.client.getCode({ address: acct(2).address });
    expect(code?.toLowerCase()).toBe(`0xef0100${devnet.contracts.batchDelegate.slice(2).toLowerCase()}`);
  });

  it('finds the batch delegate where the registry says the devnet puts it (the adapters default to it)', () => {
    expect(devnet.contracts.batchDelegate).toBe(EVM_DEVNET_BATCH_DELEGATE);
  });

  it('adds 100000 gas to batch sends on arbitrum', async () => {
    const arb = await devnetAdapter(devnet, 'arbitrum');
    const intent = {
      from: acct(3).address,
      to: acct(3).address,
      amount: 0n,
      calls: [{ to: acct(9).address, amount: 1n }],
    };
    const [a, e] = await Promise.all([arb.prepareTransfer(intent), eth.prepareTransfer(intent)]);
    expect(BigInt(a.view.estimateGas!) - BigInt(e.view.estimateGas!)).toBe(100_000n);
  });

  it('uses a legacy gas price on binance_smart_chain', async () => {
    const bsc = await devnetAdapter(devnet, 'binance_smart_chain');
    const { hash, prepared } = await send(bsc, 3, { to: acct(9).address, amount: 1n });
    // Mined on BNB Smart Chain's own network of the devnet, not on ethereum's.
    const tx = await chainReader(devnet, 'binance_smart_chain').client.getTransaction({ hash: hash as Hex });
    expect(tx.type).toBe('legacy');
    expect(tx.gasPrice).toBe(prepared.price);
  });

  it('sends at another reviewed price after repricing (the Normal option)', async () => {
    const from = acct(3).address;
    const first = await eth.prepareTransfer({ from, to: acct(8).address, amount: 77n });
    const normal = first.options[0]!.price;
    const prepared = await eth.repriceTransfer(first, normal);
    expect(prepared.price).toBe(normal);
    const maxFee = evmPrepared(prepared).tx.maxFeePerGas!;
    expect(prepared.fee).toBe(BigInt(prepared.view.estimateGas!) * maxFee);
    const signed = await eth.sign(await eth.buildTransaction(prepared), signerOf(acct(3).privateKey));
    await eth.broadcast(signed);
    expect(await eth.waitForConfirmation(signed.hash)).toMatchObject({ success: true });
    expect((await read.client.getTransaction({ hash: signed.hash as Hex })).maxFeePerGas).toBe(maxFee);
  });

  it('reads the L1 fee from the GasPriceOracle on an OP-stack profile (base)', async () => {
    const base = await devnetAdapter(devnet, 'base');
    const prepared = await base.prepareTransfer({ from: acct(4).address, to: acct(9).address, amount: 1n });
    const l1 = BigInt(prepared.view.l1Fees!);
    // Devnet oracle: 1e12 + 1e9 per byte of the unsigned transaction (devnet/contracts/GasPriceOracleMock.sol).
    // A type-2 transfer without signature and empty data serializes to 40-60 bytes.
    expect(l1).toBeGreaterThanOrEqual(10n ** 12n + 40n * 10n ** 9n);
    expect(l1).toBeLessThanOrEqual(10n ** 12n + 60n * 10n ** 9n);
    expect((l1 - 10n ** 12n) % 10n ** 9n).toBe(0n);
    expect(prepared.fee).toBe(
      BigInt(prepared.view.estimateGas!) * evmPrepared(prepared).tx.maxFeePerGas! + l1,
    );
    const plain = await eth.prepareTransfer({ from: acct(4).address, to: acct(9).address, amount: 1n });
    expect(plain.view.l1Fees).toBe('0');
  });

  it('reduces the amount to balance minus fee when they do not fit (max mode), and sends it', async () => {
    const from = acct(4).address;
    const to = acct(9).address;
    const balance = await read.native(from);
    const prepared = await eth.prepareTransfer({ from, to, amount: balance + 1n });
    expect(prepared).toMatchObject({ isMax: true, requestedAmount: balance + 1n, available: balance });
    expect(prepared.amount + prepared.fee).toBeLessThanOrEqual(balance);
    expect(prepared.amount).toBe(balance - prepared.fee);
    expect(prepared.intent.amount).toBe(prepared.amount);
    const before = await read.native(to);
    const signed = await eth.sign(await eth.buildTransaction(prepared), signerOf(acct(4).privateKey));
    await eth.broadcast(signed);
    expect(await eth.waitForConfirmation(signed.hash)).toMatchObject({ success: true });
    expect(await read.native(to)).toBe(before + prepared.amount);
    // The fee reviewed is the most it could cost: what is left is the unused part of it.
    expect(await read.native(from)).toBeLessThanOrEqual(prepared.fee);
  });

  it('refuses a memo with a clear error', async () => {
    await expect(
      eth.prepareTransfer({ from: acct(1).address, to: acct(2).address, amount: 1n, memo: 'hi' }),
    ).rejects.toThrow('A memo is not supported on ethereum');
  });

  it('builds only for the chain it was prepared on', async () => {
    const prepared = await eth.prepareTransfer({ from: acct(1).address, to: acct(2).address, amount: 1n });
    const bsc = await devnetAdapter(devnet, 'binance_smart_chain');
    await expect(bsc.buildTransaction(prepared)).rejects.toThrow('This transfer was prepared for ethereum');
  });
});
