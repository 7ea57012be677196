/**
 * Tron resources and votes on the devnet ledger (devnet/src/tron, Stake 2.0): freeze for ENERGY and
 * BANDWIDTH (staked bandwidth then pays sends), validators from /api/pagewitness, votes within the
 * TRON power, rewards (queried only when the last withdrawal was more than 24 hours ago), unfreeze
 * and withdrawal after the wait, and 'unstaking unavailable' once the 32 unfreeze slots are used.
 */
import { startTronDevnet, type TronDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreparedTransfer } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { createTronAdapter, type TronAdapter, type TronStakeRequest } from './index';
import { signerFromKeyBytes } from './logic/signer';

let devnet: TronDevnet;
let adapter: TronAdapter;
const alice = signerFromKeyBytes(new Uint8Array(32).fill(21));
const bob = signerFromKeyBytes(new Uint8Array(32).fill(23));
const TRX = 1_000_000n;
const WAIT_MS = 1500;

async function submit(prepared: PreparedTransfer) {
  const signed = await adapter.sign(await adapter.buildTransaction(prepared), alice);
  const { hash } = await adapter.broadcast(signed);
  const t = devnet.ledger.tx(hash)!;
  expect(t.contractRet).toBe('SUCCESS');
  expect(t.fee).toBe(prepared.fee);
  return t;
}
const run = async (r: TronStakeRequest) => submit(await adapter.prepareStake(r));
const from = () => alice.address;

beforeAll(async () => {
  devnet = await startTronDevnet({ port: 0, infoFile: false, unfreezeDelayMs: WAIT_MS });
  adapter = createTronAdapter(getChain('tron'), {
    network: 'devnet',
    rpc: [devnet.rpcUrl],
    explorerApis: [devnet.rpcUrl],
  });
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: alice.address, amount: (2000n * TRX).toString() }),
  });
  expect(res.status).toBe(200);
  await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: bob.address, amount: '1000000' }),
  });
});
afterAll(() => devnet?.stop());

describe('Tron resources and votes on the devnet ledger', () => {
  it('freeze for ENERGY and BANDWIDTH: staked TRX, energy, then staked bandwidth pays a send', async () => {
    await run({ op: 'freeze', from: from(), resource: 'ENERGY', amount: 100n * TRX });
    await run({ op: 'freeze', from: from(), resource: 'BANDWIDTH', amount: 300n * TRX });
    const r = await adapter.resources(alice.address);
    expect(r.staked).toEqual({ ENERGY: 100n * TRX, BANDWIDTH: 300n * TRX });
    expect(r.energy).toEqual({ left: 1000n, limit: 1000n });
    expect(r.bandwidth.staked).toBe(3000n);
    expect(await adapter.stakes(alice.address)).toMatchObject([
      { staking_address: 'ENERGY', amount: 100n * TRX, status: 'stake' },
      { staking_address: 'BANDWIDTH', amount: 300n * TRX, status: 'stake' },
    ]);
    const send = await submit(await adapter.prepareTransfer({ from: from(), to: bob.address, amount: TRX }));
    expect(send.fee).toBe(0n);
    expect(send.netUsage).toBe(0n); // not the free bandwidth: the staked one
    expect(devnet.ledger.account(alice.address)!.stake.netUsed).toBeGreaterThan(0n);
    await expect(
      adapter.prepareStake({ op: 'freeze', from: from(), resource: 'ENERGY', amount: 10n }),
    ).rejects.toThrow('At least 1 TRX can be staked');
  });

  it('validators from /api/pagewitness; votes within the TRON power', async () => {
    const list = await adapter.tronValidators();
    expect(list.length).toBe(2);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'address',
      'annualizedRate',
      'image',
      'name',
      'url',
      'votes',
    ]);
    const [one, two] = list;
    expect((await adapter.validators!())[0]).toMatchObject({
      validatorAddress: one!.address,
      apy_estimate: 4.12,
    });
    await expect(
      adapter.prepareStake({
        op: 'vote',
        from: from(),
        votes: [{ vote_address: one!.address, vote_count: 401 }],
      }),
    ).rejects.toThrow('exceed the staked TRX (400 votes)');
    await run({
      op: 'vote',
      from: from(),
      votes: [
        { vote_address: one!.address, vote_count: 250 },
        { vote_address: two!.address, vote_count: 50 },
      ],
    });
    const r = await adapter.resources(alice.address);
    expect(r.votes).toEqual([
      { vote_address: one!.address, vote_count: 250n },
      { vote_address: two!.address, vote_count: 50n },
    ]);
    expect(r.availableVotes).toBe(100n);
  });

  it('rewards: withdrawn once, then not queried (nor withdrawable) within 24 hours', async () => {
    const before = await adapter.resources(alice.address);
    expect(before.lastWithdrawal).toBeNull();
    expect(before.rewards).toBeGreaterThan(0n);
    const balance = (await adapter.getBalances(alice.address))[0]!.amount;
    const prepared = await adapter.prepareStake({ op: 'rewards', from: from() });
    expect(prepared.amount).toBe(before.rewards);
    await submit(prepared);
    expect((await adapter.getBalances(alice.address))[0]!.amount).toBe(
      balance + prepared.amount - prepared.fee,
    );
    const after = await adapter.resources(alice.address);
    expect(after.rewards).toBeNull();
    expect(after.lastWithdrawal).not.toBeNull();
    await expect(adapter.prepareStake({ op: 'rewards', from: from() })).rejects.toThrow(
      'Rewards can be withdrawn once every 24 hours',
    );
  });

  it('unfreeze, then withdraw once the wait is over', async () => {
    await run({ op: 'unfreeze', from: from(), resource: 'ENERGY', amount: 50n * TRX });
    const r = await adapter.resources(alice.address);
    expect(r.staked.ENERGY).toBe(50n * TRX);
    expect(r.unstaking).toMatchObject([{ amount: 50n * TRX, resource: 'ENERGY' }]);
    expect(await adapter.stakes(alice.address)).toContainEqual(
      expect.objectContaining({ staking_address: 'ENERGY', amount: 50n * TRX, status: 'pending' }),
    );
    await expect(adapter.prepareStake({ op: 'withdraw', from: from() })).rejects.toThrow(
      'No unstaked TRX is ready',
    );
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS + 100));
    const balance = (await adapter.getBalances(alice.address))[0]!.amount;
    const prepared = await adapter.prepareStake({ op: 'withdraw', from: from() });
    expect(prepared.amount).toBe(50n * TRX);
    await submit(prepared);
    expect((await adapter.getBalances(alice.address))[0]!.amount).toBe(balance + 50n * TRX - prepared.fee);
  });

  it("'unstaking unavailable' once no unfreeze slots are left", async () => {
    for (let i = 0; i < 32; i++)
      await run({ op: 'unfreeze', from: from(), resource: 'BANDWIDTH', amount: TRX });
    expect((await adapter.resources(alice.address)).unfreezeSlotsLeft).toBe(0);
    await expect(
      adapter.prepareStake({ op: 'unfreeze', from: from(), resource: 'BANDWIDTH', amount: TRX }),
    ).rejects.toThrow(/^unstaking unavailable$/);
  });

  it("staking and votes are on; the stake-account 'create' is unsupported; an account without TRX cannot pay", async () => {
    // Staking on Tron is resources and votes: both flags are on, the stake-account ops are not.
    expect(adapter.capabilities).toMatchObject({ staking: true, votes: true });
    await expect(
      adapter.prepareStake({ op: 'create', from: from(), validator: bob.address, amount: TRX }),
    ).rejects.toThrow(/is not supported on tron/);
    await expect(
      adapter.prepareStake({ op: 'freeze', from: bob.address, resource: 'ENERGY', amount: 5n * TRX }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
  });
});
