/**
 * The Tron adapter end to end on the devnet ledger (devnet/src/tron, one per file): balances, a
 * TRX send to a new account (the 0.2 TRX creation fees), a send paid by free bandwidth (fee 0),
 * one past it (bytes × 1000 sun), the max rule, a memo, TRC-20 sends with fee limit 1e9 and the
 * energy fee, history rows with fee, net_fee and blockNumber, confirmation through
 * /api/transaction-info, refusals, and the devnet's uniform faucet.
 */
import { startTronDevnet, type TronDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, PreparedTransfer, Signer, TxIntent } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { family } from './index';
import { signerFromKeyBytes } from './logic/signer';

let devnet: TronDevnet;
let adapter: ChainAdapter;
const alice = signerFromKeyBytes(new Uint8Array(32).fill(7));
const bob = signerFromKeyBytes(new Uint8Array(32).fill(9));
const carol = signerFromKeyBytes(new Uint8Array(32).fill(11));

async function fund(address: string, amount: bigint, token = false) {
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({
      address,
      amount: amount.toString(),
      ...(token ? { token: devnet.token.address } : {}),
    }),
  });
  const body = (await res.json()) as { hash?: string; error?: string };
  expect(res.status, body.error).toBe(200);
  return body.hash!;
}

async function send(intent: TxIntent, signer: Signer): Promise<{ prepared: PreparedTransfer; hash: string }> {
  const prepared = await adapter.prepareTransfer(intent);
  const signed = await adapter.sign(await adapter.buildTransaction(prepared), signer);
  const { hash } = await adapter.broadcast(signed);
  return { prepared, hash };
}

const trx = async (address: string) => (await adapter.getBalances(address))[0]!.amount;

beforeAll(async () => {
  devnet = await startTronDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(getChain('tron'), {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  await fund(alice.address, 50_000_000n);
});
afterAll(() => devnet?.stop());

describe('Tron on the devnet ledger', () => {
  it('a TRX send to a new account pays both creation fees; the fee reviewed is the fee burnt', async () => {
    const before = await trx(alice.address);
    expect(before).toBe(50_000_000n);
    const { prepared, hash } = await send(
      { from: alice.address, to: bob.address, amount: 3_000_000n },
      alice,
    );
    expect(prepared.fee).toBe(200_000n);
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 1000n },
      { title: 'Recommended', price: 1000n },
    ]);
    const receipt = await adapter.waitForConfirmation(hash, { timeoutMs: 0 });
    expect(receipt).toMatchObject({ hash, success: true });
    expect(devnet.ledger.tx(hash)!.fee).toBe(prepared.fee);
    // The account read is cached 10 s (spec §9) but a broadcast from it forgets it.
    expect(await trx(alice.address)).toBe(before - 3_000_000n - 200_000n);
    expect(await trx(bob.address)).toBe(3_000_000n);
  });

  it('free bandwidth pays a send to an existing account; past it, bytes × 1000 sun', async () => {
    const fees: bigint[] = [];
    for (let i = 0; i < 3; i++) {
      const { prepared, hash } = await send({ from: bob.address, to: alice.address, amount: 1000n }, bob);
      expect(devnet.ledger.tx(hash)!.fee).toBe(prepared.fee);
      fees.push(prepared.fee);
    }
    // 600 free bytes a day cover two transfers of ~270 bytes.
    expect(fees.slice(0, 2)).toEqual([0n, 0n]);
    expect(fees[2]! % 1000n).toBe(0n);
    expect(fees[2]!).toBeGreaterThan(200_000n);
  });

  it('the max rule: amount + fee never exceed the balance, and the max send empties the account', async () => {
    const balance = await trx(bob.address);
    const { prepared, hash } = await send(
      { from: bob.address, to: alice.address, amount: balance + 5n },
      bob,
    );
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount + prepared.fee).toBe(balance);
    expect(devnet.ledger.tx(hash)!.fee).toBe(prepared.fee);
    expect(await trx(bob.address)).toBe(0n);
  });

  it('a memo costs the memo fee and goes in raw_data.data', async () => {
    const { prepared, hash } = await send(
      { from: alice.address, to: bob.address, amount: 2_000_000n, memo: 'thanks' },
      alice,
    );
    expect(prepared.fee).toBe(1_000_000n);
    expect(devnet.ledger.tx(hash)!.fee).toBe(1_000_000n);
  });

  it('TRC-20: balance, send with fee limit 1e9, energy fee, token history', async () => {
    const token = devnet.token.address;
    await fund(alice.address, 5_000_000n, true);
    const [, before] = await adapter.getBalances(alice.address, { tokens: [token] });
    expect(before).toMatchObject({ amount: 5_000_000n, symbol: 'KTT', decimals: 6, state: 'fresh' });
    expect(await adapter.getTokenInfo!(token)).toEqual({
      name: 'Kestrel Test Token',
      symbol: 'KTT',
      decimals: 6,
    });
    const asset = { kind: 'token' as const, contract: token };
    const { prepared, hash } = await send(
      { from: alice.address, to: carol.address, amount: 1_500_000n, asset },
      alice,
    );
    expect(prepared.payload).toMatchObject({ feeLimit: 1_000_000_000n });
    expect(prepared.view.estimateGas).toBe('29650');
    const t = devnet.ledger.tx(hash)!;
    expect(t.contractRet).toBe('SUCCESS');
    expect(t.fee).toBe(prepared.fee);
    expect(prepared.fee).toBeGreaterThanOrEqual(29_650n * 420n);
    const [, after] = await adapter.getBalances(carol.address, { tokens: [token] });
    expect(after!.amount).toBe(1_500_000n);
    const page = await adapter.getHistory(alice.address, { asset });
    expect(page.items[0]).toMatchObject({
      fee: String(t.fee),
      net_fee: String(t.netFee),
      blockNumber: String(t.blockNumber),
      amount: '1500000',
      from: alice.address,
      to: carol.address,
      status: 'SUCCESS',
    });
    // More than the holder has is refused at review.
    await expect(
      adapter.prepareTransfer({ from: carol.address, to: alice.address, amount: 2_000_000n, asset }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
  });

  it('TRX history rows carry fee, net_fee and blockNumber', async () => {
    const page = await adapter.getHistory(alice.address);
    expect(page.error).toBeUndefined();
    expect(page.items.length).toBeGreaterThanOrEqual(5);
    const first = page.items.at(-1)! as unknown as Record<string, string>;
    expect(first).toMatchObject({
      amount: '50000000',
      to: alice.address,
      from: devnet.faucetAddress,
      status: 'SUCCESS',
      totalCourse: '0$',
    });
    const memo = page.items.find(
      (r) => (r as unknown as Record<string, string>).fee === '1000000',
    ) as unknown as Record<string, string>;
    expect(memo).toMatchObject({ amount: '2000000', net_fee: '0' });
    expect(Number(memo.blockNumber)).toBeGreaterThan(0);
  });

  it('history pages: TronGrid meta.fingerprint is the cursor; the next page holds the older rows', async () => {
    const holder = signerFromKeyBytes(new Uint8Array(32).fill(13)).address;
    for (let i = 1; i <= 22; i++) await fund(holder, BigInt(i) * 1_000_000n);
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(BigInt(22 - i) * 1_000_000n)),
    );
    expect(first.cursor).toBeDefined();
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual(['2000000', '1000000']);
    expect(second.cursor).toBeUndefined();
    expect((await adapter.getHistory(holder, { cursor: 'a b' })).error).toBe('Invalid history cursor');
  });

  it('a broadcast the node refuses is "Something went wrong"; confirmation of an unknown hash is pending', async () => {
    const prepared = await adapter.prepareTransfer({ from: alice.address, to: bob.address, amount: 1000n });
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), alice);
    await adapter.broadcast(signed);
    await expect(adapter.broadcast(signed)).rejects.toThrow(/^Something went wrong$/);
    expect(await adapter.waitForConfirmation('ab'.repeat(32), { timeoutMs: 0 })).toBe('pending');
  });

  it('refuses a custom fee, a bad receiver and a signer that is not the owner', async () => {
    const prepared = await adapter.prepareTransfer({ from: alice.address, to: bob.address, amount: 1000n });
    await expect(adapter.repriceTransfer(prepared, 2000n)).rejects.toThrow(
      /A custom fee is not supported on tron/,
    );
    await expect(
      adapter.prepareTransfer({ from: alice.address, to: '0x' + '1'.repeat(40), amount: 1n }),
    ).rejects.toThrow(/Invalid custom address/);
    await expect(adapter.sign(await adapter.buildTransaction(prepared), bob)).rejects.toThrow(
      /does not hold the key/,
    );
  });
});
