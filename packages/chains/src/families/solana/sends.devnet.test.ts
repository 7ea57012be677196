/**
 * SOL end to end on litesvm through the adapter contract: balances, prepare (fee, priority price,
 * compute units), build, sign, broadcast, confirm, balances after (the fee charged is the fee
 * reviewed), history rows, the max rule, an on-chain error result, and a second send of the same
 * transaction refused.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolanaAdapter } from './index';
import { devnetAdapter, devnetSigner, freshSigner, rpc, startTestSolana, submit } from './testing/devnet';

let devnet: SolanaDevnet;
let adapter: SolanaAdapter;
beforeAll(async () => {
  devnet = await startTestSolana();
  adapter = devnetAdapter(devnet);
});
afterAll(() => devnet?.stop());

const SOL = 1_000_000_000n;

describe('solana SOL transfer on litesvm', () => {
  it('prepares with the mean nonzero priority fee, sends, confirms and charges exactly the reviewed fee', async () => {
    devnet.chain.prioritizationFees = [
      { slot: 1, prioritizationFee: 0 },
      { slot: 2, prioritizationFee: 3000 },
      { slot: 3, prioritizationFee: 9000 },
    ];
    const signer = await devnetSigner(devnet, 0);
    const to = freshSigner().address;
    const [before] = await adapter.getBalances(signer.address);
    expect(before).toMatchObject({ state: 'fresh', amount: 1000n * SOL, symbol: 'SOL', decimals: 9 });

    const prepared = await adapter.prepareTransfer({ from: signer.address, to, amount: (3n * SOL) / 2n });
    expect(prepared.price).toBe(6000n);
    expect(prepared.isMax).toBe(false);
    const units = BigInt(prepared.view.estimateGas!);
    expect(units).toBeGreaterThan(0n);
    expect(units).toBeLessThan(1_400_000n);
    expect(prepared.fee).toBe(5000n + (6000n * units + 999_999n) / 1_000_000n);

    const { receipt, sent, signed } = await submit(adapter, prepared, signer);
    expect(sent.hash).toBe(signed.hash);
    expect(receipt).toMatchObject({ hash: signed.hash, success: true });
    const [after] = await adapter.getBalances(signer.address);
    expect(before!.amount - after!.amount).toBe(prepared.amount + prepared.fee);
    expect((await adapter.getBalances(to))[0]!.amount).toBe((3n * SOL) / 2n);

    const page = await adapter.getHistory(to);
    expect(page.items[0]).toEqual({
      amount: String((3n * SOL) / 2n),
      link: `${signed.hash.slice(0, 13)}...`,
      url: expect.stringContaining(`/tx/${signed.hash}`),
      status: 'SUCCESS',
      date: expect.any(String),
      from: signer.address,
      to,
      totalCourse: '0$',
    });
    devnet.chain.prioritizationFees = [];
  });

  it('a second broadcast of the same signed transaction is refused (no double spend)', async () => {
    const signer = await devnetSigner(devnet, 1);
    const prepared = await adapter.prepareTransfer({
      from: signer.address,
      to: freshSigner().address,
      amount: SOL / 1000n,
    });
    const { signed } = await submit(adapter, prepared, signer);
    await expect(adapter.broadcast(signed)).rejects.toThrow(/already been processed/);
    // Building the same draft again gives the same transaction, refused the same way.
    const again = await adapter.sign(await adapter.buildTransaction(prepared), signer);
    expect(again.hash).toBe(signed.hash);
  });

  it('max rule: amount + fee over the balance sends balance − fee − the reserve, and the account keeps the reserve', async () => {
    const poor = freshSigner();
    const funder = await devnetSigner(devnet, 2);
    await submit(
      adapter,
      await adapter.prepareTransfer({ from: funder.address, to: poor.address, amount: SOL / 100n }),
      funder,
    );
    const balance = (await adapter.getBalances(poor.address))[0]!.amount;
    expect(balance).toBe(SOL / 100n);
    const to = freshSigner().address;
    const prepared = await adapter.prepareTransfer({ from: poor.address, to, amount: balance });
    expect(prepared.isMax).toBe(true);
    expect(prepared.available).toBe(balance);
    const reserve = balance - prepared.fee - prepared.amount;
    // The spec's 20000 lamports, raised to the rent-exempt minimum of an empty account (890880).
    expect(reserve).toBe(890_880n);
    const { receipt } = await submit(adapter, prepared, poor);
    expect(receipt).toMatchObject({ success: true });
    expect((await adapter.getBalances(poor.address))[0]!.amount).toBe(reserve);
    // Repricing runs the max rule again with the new fee.
    const cheaper = await adapter.repriceTransfer(prepared, 0n);
    expect(cheaper.fee).toBe(5000n);
    expect(cheaper.amount).toBe(balance - 5000n - reserve);
  });

  it('leaving only the spec’s 20000 lamports is refused by the runtime (why the reserve is raised)', async () => {
    const poor = freshSigner();
    const funder = await devnetSigner(devnet, 2);
    await submit(
      adapter,
      await adapter.prepareTransfer({ from: funder.address, to: poor.address, amount: SOL / 100n }),
      funder,
    );
    const prepared = await adapter.prepareTransfer({
      from: poor.address,
      to: freshSigner().address,
      amount: SOL / 100n,
    });
    const literal = await adapter.repriceTransfer(
      { ...prepared, requestedAmount: SOL / 100n - prepared.fee - 20_000n },
      prepared.price,
    );
    expect(literal.isMax).toBe(false);
    const signed = await adapter.sign(await adapter.buildTransaction(literal), poor);
    await expect(adapter.broadcast(signed)).rejects.toThrow(
      /InsufficientFundsForRent|insufficient funds for rent/i,
    );
  });

  it('a transaction whose on-chain result has an error confirms as failed, never as success', async () => {
    const signer = await devnetSigner(devnet, 1);
    const to = freshSigner().address;
    const prepared = await adapter.prepareTransfer({ from: signer.address, to, amount: 1n });
    // The same shape with an amount the account cannot pay, sent without preflight: it lands with an error.
    const broke = await adapter.repriceTransfer(
      {
        ...prepared,
        payload: { ...(prepared.payload as object), balance: undefined },
        requestedAmount: 10_000n * SOL,
      },
      prepared.price,
    );
    const signed = await adapter.sign(await adapter.buildTransaction(broke), signer);
    const sent = await rpc(devnet, 'sendTransaction', [
      signed.raw,
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(sent.result).toBe(signed.hash);
    expect(await adapter.waitForConfirmation(signed.hash)).toMatchObject({ success: false });
    const page = await adapter.getHistory(signer.address);
    expect(page.error).toBeUndefined();
    const rows = page.items;
    expect(rows.find((r) => r.link.startsWith(signed.hash.slice(0, 13)))?.status).toBe('FAIL');
  });

  it('history: 20 rows at most, newest first, each in the spec shape', async () => {
    const signer = await devnetSigner(devnet, 0);
    const to = freshSigner().address;
    for (let i = 1; i <= 21; i++)
      await submit(
        adapter,
        await adapter.prepareTransfer({ from: signer.address, to, amount: (BigInt(i) * SOL) / 1000n }),
        signer,
      );
    const page = await adapter.getHistory(to);
    expect(page.items).toHaveLength(20);
    expect(page.items.map((r) => r.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => String((BigInt(21 - i) * SOL) / 1000n)),
    );
    for (const r of page.items)
      expect(Object.keys(r).sort()).toEqual([
        'amount',
        'date',
        'from',
        'link',
        'status',
        'to',
        'totalCourse',
        'url',
      ]);
    // A full page carries the cursor (its last signature, RPC `before`): the next holds the older row.
    expect(page.items[19]!.link).toBe(`${page.cursor!.slice(0, 13)}...`);
    const older = await adapter.getHistory(to, { cursor: page.cursor! });
    expect(older.items.map((r) => r.amount)).toEqual([String(SOL / 1000n)]);
    expect(older.cursor).toBeUndefined();
    expect(await adapter.getHistory(to, { cursor: 'not-a-signature' })).toEqual({
      items: [],
      error: 'Invalid history cursor',
    });
  });
});
