/**
 * The wallet's staking flow on the Tron devnet ledger (devnet/src/tron, Stake 2.0): resources and
 * votes. Freeze for ENERGY lands energy, the staking balance and the info rows on the coin and the
 * validators in the votes slice; votes follow the vote rules (step 5, capped at the whole-number
 * staking balance) and confirm with the votes text; rewards and unfreeze go through the same
 * pipeline; 'unstaking unavailable' once the unfreeze slots are used.
 */
import { startTronDevnet, type TronDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakingVotesActions } from '../store/slices/stakingVotes';
import { loadStaking, previewStaking, sendStaking } from './staking';
import type { StakingInfoRow } from './stakingResources';
import { chainSession, type ChainSession } from './testing/chainSession';
import { SUCCESS_TEXT } from './toasts';

const TRX = 1_000_000n;
const CHAIN = 'tron';

let devnet: TronDevnet;
let s: ChainSession['s'];
let env: ChainSession['env'];
let toast: ChainSession['toast'];

const coin = () => s.store.getState().wallets.allWallets[0]!.coins.find((c) => c.chain_name === CHAIN)!;
const coinId = () => coin()._id;
const row = (title: string) => (coin().stakingInfo as StakingInfoRow[]).find((r) => r.title === title)?.value;

beforeAll(async () => {
  devnet = await startTronDevnet({ port: 0, infoFile: false, unfreezeDelayMs: 60_000 });
  ({ s, env, toast } = await chainSession(CHAIN, devnet.rpcUrl));
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: coin().address, amount: (500n * TRX).toString() }),
  });
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => {
  s?.lock();
  await devnet?.stop();
});

describe('resources and votes flow (Tron devnet)', () => {
  it('freeze for ENERGY: energy, staking balance, info rows and validators land on the coin and the votes slice', async () => {
    const before = await loadStaking(env, { coinId: coinId() });
    expect(before.resources?.staked).toEqual({ ENERGY: 0n, BANDWIDTH: 0n });
    expect(coin().energyBalance).toBe('0');

    const input = {
      coinId: coinId(),
      kind: 'freeze' as const,
      resource: 'ENERGY' as const,
      amount: (12n * TRX).toString(),
    };
    const preview = await previewStaking(env, input);
    expect(preview.amount).toBe(12n * TRX);
    toast.toasts.length = 0;
    expect(await sendStaking(env, { ...input, prepared: preview })).toMatchObject({
      status: 3,
      success: true,
    });
    expect(toast.toasts.map((t) => [t.title, t.text ?? null])).toEqual([
      ['Transaction In-progress', null],
      ['Transaction Successful', SUCCESS_TEXT.staking],
    ]);

    // sendStaking reloaded the coin: 10 energy per staked TRX, 1 vote per TRX.
    expect(coin().stakingBalance).toBe((12n * TRX).toString());
    expect(BigInt(coin().energyBalance!)).toBe(120n);
    expect(BigInt(coin().bandwidthBalance!)).toBeGreaterThan(0n);
    expect(row('Stake')).toBe((12n * TRX).toString());
    expect(row('Available Vote')).toBe('12');
    expect(row('Withdraw')).toBe('0');
    const validators = s.store.getState().stakingVotes.validators.tron!;
    expect(validators.length).toBeGreaterThan(1);
    expect(validators[0]).toMatchObject({ address: expect.stringMatching(/^T/), votes: expect.any(Number) });
  });

  it('votes with the rules: step 5 capped at the whole staking balance, a typed excess ignored, sent with the votes text', async () => {
    const [a, b] = s.store.getState().stakingVotes.validators.tron!;
    const balance = 12;
    s.store.dispatch(stakingVotesActions.addVote({ address: a!.address, stakingBalance: balance }));
    s.store.dispatch(stakingVotesActions.addVote({ address: a!.address, stakingBalance: balance }));
    s.store.dispatch(stakingVotesActions.addVote({ address: a!.address, stakingBalance: balance }));
    s.store.dispatch(
      stakingVotesActions.typeVote({ address: b!.address, value: '3', stakingBalance: balance }),
    );
    expect(s.store.getState().stakingVotes.selectedVotes).toEqual({ [a!.address]: 12 });
    s.store.dispatch(stakingVotesActions.removeVote({ address: a!.address }));
    s.store.dispatch(
      stakingVotesActions.typeVote({ address: b!.address, value: '2.7', stakingBalance: balance }),
    );
    expect(s.store.getState().stakingVotes.selectedVotes).toEqual({ [a!.address]: 7, [b!.address]: 2 });

    // Votes handed in directly go through the same rules: above the balance is refused unsigned.
    await expect(
      previewStaking(env, { coinId: coinId(), kind: 'voteStaking', votes: { [a!.address]: 13 } }),
    ).rejects.toThrow('The votes exceed the staking balance (12 votes)');

    toast.toasts.length = 0;
    expect(await sendStaking(env, { coinId: coinId(), kind: 'voteStaking' })).toMatchObject({ status: 3 });
    expect(toast.toasts.at(-1)).toMatchObject({ title: 'Transaction Successful', text: SUCCESS_TEXT.votes });
    const view = await loadStaking(env, { coinId: coinId() });
    expect(view.resources?.votes).toEqual([
      { vote_address: a!.address, vote_count: 7n },
      { vote_address: b!.address, vote_count: 2n },
    ]);
    expect(row('Available Vote')).toBe('3');
    // The slice's selection is the account's votes as the chain has them.
    expect(s.store.getState().stakingVotes.selectedVotes).toEqual({ [a!.address]: 7, [b!.address]: 2 });
  });

  it('claims rewards once they accrue (staking text), within the 24 h rule', async () => {
    let rewards = 0n;
    for (let i = 0; i < 50 && rewards === 0n; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await loadStaking(env, { coinId: coinId() });
      rewards = BigInt(row('Rewards') ?? '0');
    }
    expect(rewards).toBeGreaterThan(0n);
    toast.toasts.length = 0;
    expect(await sendStaking(env, { coinId: coinId(), kind: 'rewards' })).toMatchObject({ status: 3 });
    expect(toast.toasts.at(-1)).toMatchObject({
      title: 'Transaction Successful',
      text: SUCCESS_TEXT.staking,
    });
    // Within 24 h of the claim the chain is not asked: the row is null and a new claim is refused.
    await loadStaking(env, { coinId: coinId() });
    expect(row('Rewards')).toBeNull();
    await expect(previewStaking(env, { coinId: coinId(), kind: 'rewards' })).rejects.toThrow(
      'Rewards can be withdrawn once every 24 hours',
    );
  });

  it("unfreeze goes through; 'unstaking unavailable' once no unfreeze slots are left", async () => {
    for (let i = 0; i < 32; i++) {
      const r = await sendStaking(env, {
        coinId: coinId(),
        kind: 'unfreeze',
        resource: 'ENERGY',
        amount: '100000',
      });
      expect(r.status).toBe(3);
    }
    expect(coin().staking).toEqual(
      expect.arrayContaining([expect.objectContaining({ staking_address: 'ENERGY', status: 'pending' })]),
    );
    await expect(
      previewStaking(env, { coinId: coinId(), kind: 'unfreeze', resource: 'ENERGY', amount: '100000' }),
    ).rejects.toThrow(/^unstaking unavailable$/);
    // Bad input is refused before anything is built.
    await expect(
      previewStaking(env, { coinId: coinId(), kind: 'freeze', resource: 'ENERGY', amount: '0' }),
    ).rejects.toThrow('The amount must be above zero');
  });
});
