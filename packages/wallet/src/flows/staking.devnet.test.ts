/**
 * The wallet's staking flow on Solana's devnet node (litesvm behind its JSON-RPC endpoint):
 * validators and stakes on the coin, create and deactivate through the one send pipeline with
 * the send flow's toasts; a chain without staking answers 'chain not supported'.
 */
import { startSolanaDevnet, type SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaking, previewStaking, sendStaking } from './staking';
import { chainSession, type ChainSession } from './testing/chainSession';

const SOL = 1_000_000_000n;

let devnet: SolanaDevnet;
let s: ChainSession['s'];
let env: ChainSession['env'];
let toast: ChainSession['toast'];

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
  // The devnet's genesis funds m/44'/501'/0'/0' of the published Hardhat phrase.
  ({ s, env, toast } = await chainSession('solana', devnet.rpcUrl, ['solana', 'ethereum']));
}, 120_000);
afterAll(async () => {
  s?.lock();
  await devnet?.stop();
});

const coin = (chain: string) =>
  s.store.getState().wallets.allWallets[0]!.coins.find((c) => c.chain_name === chain)!;

describe('staking flow (Solana devnet)', () => {
  it('loads validators and stakes, creates a stake (pending while activating), then deactivates it', async () => {
    const before = await loadStaking(env, { coinId: coin('solana')._id });
    expect(before.validators).toHaveLength(1);
    expect(before.stakes).toEqual([]);
    const validator = before.validators[0]!.validatorAddress;

    const preview = await previewStaking(env, {
      coinId: coin('solana')._id,
      kind: 'createStaking',
      validator,
      amount: (2n * SOL).toString(),
    });
    expect(preview.amount).toBe(2n * SOL);
    expect(preview.fee).toBeGreaterThan(0n);

    toast.toasts.length = 0;
    const created = await sendStaking(env, {
      coinId: coin('solana')._id,
      kind: 'createStaking',
      validator,
      amount: (2n * SOL).toString(),
      prepared: preview,
    });
    expect(created).toMatchObject({ status: 3, success: true });
    expect(toast.toasts.map((t) => t.title)).toEqual(['Transaction In-progress', 'Transaction Successful']);
    const stakes = coin('solana').staking as { staking_address: string; status: string; amount: string }[];
    expect(stakes).toHaveLength(1);
    expect(stakes[0]).toMatchObject({ status: 'pending', amount: (2n * SOL).toString() });
    expect(coin('solana').stakingBalance).toBe('0');

    const off = await sendStaking(env, {
      coinId: coin('solana')._id,
      kind: 'deactivate',
      stakeAccount: stakes[0]!.staking_address,
    });
    expect(off).toMatchObject({ status: 3, success: true });
  });

  it("a zero stake is refused before anything is signed; a chain without staking is 'chain not supported'", async () => {
    await expect(
      previewStaking(env, { coinId: coin('solana')._id, kind: 'createStaking', validator: 'x', amount: '0' }),
    ).rejects.toThrow('The amount must be above zero');
    await expect(loadStaking(env, { coinId: coin('ethereum')._id })).rejects.toThrow('chain not supported');
  });
});
