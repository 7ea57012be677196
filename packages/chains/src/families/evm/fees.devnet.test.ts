/**
 * Type-2 fees on a local Hardhat devnet (prague): the max fee has headroom over the latest base
 * fee, so a send whose next block's base fee jumps after the estimate still confirms (Hardhat
 * refuses a transaction whose max fee is below the next block's base fee, so the old rule of
 * "max fee = 1.3 × gas price" fails this test); fee info from the adapter's fee-info source sets
 * the Recommended option and caps the tip.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import type { FeeInfo } from '../../adapter-types';
import { feeInfoFromText } from '../../fee-info';
import type { EvmAdapter } from './index';
import { evmPrepared } from './logic/prepare';
import { chainReader, devnetAdapter, signerOf, startTestDevnet } from './testing/devnet';

const GWEI = 1_000_000_000n;
let devnet: Devnet;
let read: ReturnType<typeof chainReader>;

beforeAll(async () => {
  devnet = await startTestDevnet();
  read = chainReader(devnet);
});
afterAll(() => devnet?.stop());

const acct = (i: number) => {
  const a = devnet.accounts[i];
  if (!a) throw new Error(`no account ${i}`);
  return a;
};
const hex = (v: bigint) => `0x${v.toString(16)}`;

async function latestBaseFee(): Promise<bigint> {
  const block = await read.client.getBlock({ blockTag: 'latest' });
  if (block.baseFeePerGas === null) throw new Error('no base fee on the devnet');
  return block.baseFeePerGas;
}

async function sendPrepared(
  adapter: EvmAdapter,
  from: number,
  prepared: Awaited<ReturnType<EvmAdapter['prepareTransfer']>>,
) {
  const signed = await adapter.sign(
    await adapter.buildTransaction(prepared),
    signerOf(acct(from).privateKey),
  );
  await adapter.broadcast(signed);
  return signed.hash as Hex;
}

describe('EVM type-2 fees on the devnet', () => {
  it('confirms a send when the base fee rises past the Recommended price between estimate and inclusion', async () => {
    const eth = await devnetAdapter(devnet);
    // A base fee that dominates the tip, as on a busy mainnet.
    await read.rpc('hardhat_setNextBlockBaseFeePerGas', [hex(40n * GWEI)]);
    await read.rpc('evm_mine');
    const base = await latestBaseFee();
    const prepared = await eth.prepareTransfer({ from: acct(2).address, to: acct(7).address, amount: 5n });
    const { tx } = evmPrepared(prepared);
    const recommended = prepared.options[1]!.price;
    expect(prepared.price).toBe(recommended);
    expect(tx.maxFeePerGas).toBe(2n * base + tx.maxPriorityFeePerGas!);
    // The max rule reserves the most the transaction can cost.
    expect(prepared.fee).toBe(tx.gas * tx.maxFeePerGas!);

    // The next block's base fee jumps 60% (five full blocks' worth): above the Recommended
    // price, which the old rule used as the max fee.
    const raised = (base * 16n) / 10n;
    expect(raised).toBeGreaterThan(recommended);
    expect(raised).toBeLessThan(tx.maxFeePerGas!);
    await read.rpc('hardhat_setNextBlockBaseFeePerGas', [hex(raised)]);
    const hash = await sendPrepared(eth, 2, prepared);
    const result = await eth.waitForConfirmation(hash);
    expect(result).not.toBe('pending');
    expect(result !== 'pending' && result.success).toBe(true);
    const receipt = await read.client.getTransactionReceipt({ hash });
    expect(receipt.effectiveGasPrice).toBe(raised + tx.maxPriorityFeePerGas!);
  });

  it('takes the multiplier and the max priority fee from the fee-info source at each estimate', async () => {
    let served: FeeInfo | undefined = { multiplier: 1.3 };
    const eth = await devnetAdapter(devnet, 'ethereum', { feeInfoSource: async () => served });
    const intent = { from: acct(3).address, to: acct(8).address, amount: 7n };
    const first = await eth.prepareTransfer(intent);
    const normal = first.options[0]!.price;
    expect(first.options[1]!.price).toBe((normal * 13n + 9n) / 10n);

    served = { multiplier: 2, maxPriorityFee: 1234n };
    const second = await eth.prepareTransfer(intent);
    expect(second.options[1]!.price).toBe(second.options[0]!.price * 2n);
    // The Recommended price pays far more than 1234 wei above the base fee: the cap holds the tip.
    expect(evmPrepared(second).tx.maxPriorityFeePerGas).toBe(1234n);
    const hash = await sendPrepared(eth, 3, second);
    const mined = await read.client.getTransaction({ hash });
    expect(mined.maxPriorityFeePerGas).toBe(1234n);

    // A source that fails leaves the spec's defaults (ethereum: 1.3) and never blocks the estimate.
    const failing = await devnetAdapter(devnet, 'ethereum', {
      feeInfoSource: () => Promise.reject(new Error('fees info not called due to time-limit')),
    });
    const third = await failing.prepareTransfer(intent);
    expect(third.options[1]!.price).toBe((third.options[0]!.price * 13n + 9n) / 10n);
  });

  it("applies polygon's fee info from the product API (1.3, max priority fee 1001 gwei) on its own network", async () => {
    const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
      const res = await fetch(devnet.rpcUrlOf('polygon'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const body = (await res.json()) as { result: T };
      return body.result;
    };
    // The product API's polygon entry (packages/api fee-info.ts), converted as the wallet does.
    const info = await feeInfoFromText('polygon', { multiplier: '1.3', maxPriorityFee: '1001' });
    const polygon = await devnetAdapter(devnet, 'polygon', { feeInfo: { polygon: info } });
    // A congested base fee (10,000 gwei), so the Recommended price pays more than 1001 gwei above it.
    await rpc('hardhat_setNextBlockBaseFeePerGas', [hex(10_000n * GWEI)]);
    await rpc('evm_mine');
    const prepared = await polygon.prepareTransfer({
      from: acct(6).address,
      to: acct(7).address,
      amount: 1n,
    });
    const [normal, recommended] = prepared.options.map((o) => o.price);
    expect(recommended).toBe((normal! * 13n + 9n) / 10n);
    const { tx } = evmPrepared(prepared);
    expect(tx.maxPriorityFeePerGas).toBe(1001n * GWEI);
    const signed = await polygon.sign(await polygon.buildTransaction(prepared), signerOf(acct(6).privateKey));
    await polygon.broadcast(signed);
    expect(await polygon.waitForConfirmation(signed.hash)).toMatchObject({ success: true });
    const mined = await rpc<{ maxPriorityFeePerGas: string; chainId: string }>('eth_getTransactionByHash', [
      signed.hash,
    ]);
    expect(BigInt(mined.maxPriorityFeePerGas)).toBe(1001n * GWEI);
    // Without fee info the spec's default for polygon (1001) caps the tip all the same.
    const plain = await devnetAdapter(devnet, 'polygon');
    const again = await plain.prepareTransfer({ from: acct(6).address, to: acct(7).address, amount: 1n });
    expect(evmPrepared(again).tx.maxPriorityFeePerGas).toBe(1001n * GWEI);
  });

  it('reprices to Normal with the same headroom rule and a smaller tip', async () => {
    const eth = await devnetAdapter(devnet);
    const first = await eth.prepareTransfer({ from: acct(4).address, to: acct(9).address, amount: 9n });
    const normal = await eth.repriceTransfer(first, first.options[0]!.price);
    const a = evmPrepared(first).tx;
    const b = evmPrepared(normal).tx;
    expect(normal.price).toBe(first.options[0]!.price);
    expect(b.maxPriorityFeePerGas!).toBeLessThan(a.maxPriorityFeePerGas!);
    expect(a.maxFeePerGas! - a.maxPriorityFeePerGas!).toBe(b.maxFeePerGas! - b.maxPriorityFeePerGas!);
    const hash = await sendPrepared(eth, 4, normal);
    expect(await eth.waitForConfirmation(hash)).toMatchObject({ success: true });
  });

  it('a custom price is the max fee per gas the person typed, the suggested tip below it', async () => {
    const eth = await devnetAdapter(devnet);
    const first = await eth.prepareTransfer({ from: acct(5).address, to: acct(9).address, amount: 3n });
    const custom = first.options[1]!.price + 12345n;
    const priced = await eth.repriceTransfer(first, custom);
    const { tx } = evmPrepared(priced);
    expect(tx.maxFeePerGas).toBe(custom);
    expect(priced.fee).toBe(tx.gas * custom);
    expect(tx.maxPriorityFeePerGas!).toBeLessThan(custom);
    const hash = await sendPrepared(eth, 5, priced);
    expect((await read.client.getTransaction({ hash })).maxFeePerGas).toBe(custom);
  });
});
