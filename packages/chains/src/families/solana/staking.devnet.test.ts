/**
 * Solana staking on litesvm through the adapter (spec §3, §4, §9): the validators list (cached),
 * create a stake account delegated to the devnet validator, the owner's stake entries (activating
 * = pending, then stake), deactivate, an early withdrawal refused by the network, and a withdrawal
 * after the cool-down (clock and stake history set) that returns the lamports.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolanaAdapter } from './index';
import { devnetAdapter, devnetSigner, startTestSolana, submit } from './testing/devnet';

let devnet: SolanaDevnet;
let adapter: SolanaAdapter;
beforeAll(async () => {
  devnet = await startTestSolana();
  adapter = devnetAdapter(devnet);
});
afterAll(() => devnet?.stop());

const SOL = 1_000_000_000n;

describe('solana staking on litesvm', () => {
  it('lists validators in the spec shape, from the cache within 5 minutes', async () => {
    const list = await adapter.validators();
    const vote = devnet.genesis.validators[0]!.vote;
    expect(list).toEqual([
      {
        validatorAddress: vote,
        image: '',
        name: 'Kestrel Devnet Validator',
        apy_estimate: 6.5,
        activated_stake: expect.any(BigInt),
      },
    ]);
    devnet.genesis.validators[0]!.name = 'Renamed';
    expect((await adapter.validators())[0]!.name).toBe('Kestrel Devnet Validator');
    devnet.genesis.validators[0]!.name = 'Kestrel Devnet Validator';
  });

  it('create → pending, active → stake, deactivate, early withdrawal refused, withdrawal after cool-down', async () => {
    const owner = await devnetSigner(devnet, 0);
    const vote = devnet.genesis.validators[0]!.vote;
    const create = await adapter.prepareStake({
      op: 'create',
      from: owner.address,
      validator: vote,
      amount: 5n * SOL,
    });
    const rent = 2_282_880n; // A 200-byte stake account's rent-exempt minimum.
    expect(create.fee).toBe(
      5000n + (create.price * BigInt(create.view.estimateGas!) + 999_999n) / 1_000_000n + rent,
    );
    const [before] = await adapter.getBalances(owner.address);
    expect((await submit(adapter, create, owner)).receipt).toMatchObject({ success: true });
    const [afterCreate] = await adapter.getBalances(owner.address);
    expect(before!.amount - afterCreate!.amount).toBe(5n * SOL + create.fee);

    let stakes = await adapter.stakes(owner.address);
    expect(stakes).toEqual([
      {
        staking_address: create.intent.to,
        amount: 5n * SOL,
        validator_address: vote,
        owner_address: owner.address,
        validatorInfo: { name: 'Kestrel Devnet Validator', website: '', image: '' },
        status: 'pending',
        state: 'activating',
      },
    ]);

    devnet.chain.setEpoch(1, [{ epoch: 0, effective: 0n, activating: 5n * SOL, deactivating: 0n }]);
    stakes = await adapter.stakes(owner.address);
    expect(stakes[0]).toMatchObject({ status: 'stake', state: 'active' });

    const stakeAccount = stakes[0]!.staking_address;
    const deactivate = await adapter.prepareStake({ op: 'deactivate', from: owner.address, stakeAccount });
    expect((await submit(adapter, deactivate, owner)).receipt).toMatchObject({ success: true });
    expect((await adapter.stakes(owner.address))[0]).toMatchObject({
      status: 'stake',
      state: 'deactivating',
    });

    // Still cooling down: the network's simulation refuses, nothing is signed or sent.
    await expect(adapter.prepareStake({ op: 'withdraw', from: owner.address, stakeAccount })).rejects.toThrow(
      /refuses this operation.*insufficient funds/i,
    );

    devnet.chain.setEpoch(2, [
      { epoch: 0, effective: 0n, activating: 5n * SOL, deactivating: 0n },
      { epoch: 1, effective: 5n * SOL, activating: 0n, deactivating: 5n * SOL },
    ]);
    expect((await adapter.stakes(owner.address))[0]).toMatchObject({
      status: 'stake',
      state: 'inactive',
      amount: 5n * SOL + rent,
    });
    const withdraw = await adapter.prepareStake({ op: 'withdraw', from: owner.address, stakeAccount });
    expect(withdraw.amount).toBe(5n * SOL + rent);
    const [beforeWithdraw] = await adapter.getBalances(owner.address);
    expect((await submit(adapter, withdraw, owner)).receipt).toMatchObject({ success: true });
    const [afterWithdraw] = await adapter.getBalances(owner.address);
    expect(afterWithdraw!.amount - beforeWithdraw!.amount).toBe(withdraw.amount - withdraw.fee);
    expect(await adapter.stakes(owner.address)).toEqual([]);
  });

  it('refuses bad stake requests clearly', async () => {
    const owner = await devnetSigner(devnet, 1);
    await expect(
      adapter.prepareStake({ op: 'create', from: owner.address, validator: 'nope', amount: SOL }),
    ).rejects.toThrow('Invalid validator address');
    await expect(
      adapter.prepareStake({
        op: 'create',
        from: owner.address,
        validator: devnet.genesis.validators[0]!.vote,
        amount: 0n,
      }),
    ).rejects.toThrow('The amount must be above zero');
    await expect(
      adapter.prepareStake({ op: 'deactivate', from: owner.address, stakeAccount: owner.address }),
    ).rejects.toThrow(/is not a stake account/);
    // The contract's resource and vote operations are Tron's: refused, and a withdrawal names its account.
    await expect(
      adapter.prepareStake({ op: 'freeze', from: owner.address, resource: 'ENERGY', amount: SOL }),
    ).rejects.toThrow(/is not supported on solana/);
    await expect(adapter.prepareStake({ op: 'withdraw', from: owner.address })).rejects.toThrow(
      'Choose the stake account',
    );
  });

  it('a max stake leaves the fees to deactivate it later, and the deactivation goes through', async () => {
    const owner = await devnetSigner(devnet, 1);
    const vote = devnet.genesis.validators[0]!.vote;
    const [held] = await adapter.getBalances(owner.address);
    const max = await adapter.prepareStake({
      op: 'create',
      from: owner.address,
      validator: vote,
      amount: held!.amount,
    });
    expect(max.isMax).toBe(true);
    expect((await submit(adapter, max, owner)).receipt).toMatchObject({ success: true });
    const [left] = await adapter.getBalances(owner.address);
    expect(left!.amount).toBeGreaterThanOrEqual(40_000n);
    const stakeAccount = (await adapter.stakes(owner.address))[0]!.staking_address;
    const off = await adapter.prepareStake({ op: 'deactivate', from: owner.address, stakeAccount });
    expect((await submit(adapter, off, owner)).receipt).toMatchObject({ success: true });
  });
});
