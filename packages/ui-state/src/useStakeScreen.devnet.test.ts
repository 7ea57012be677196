// @vitest-environment happy-dom
/**
 * The Staking screen's hooks (useStakeScreen, useStakeForm, and the shared confirm sequence)
 * against the real session and Solana's devnet node (litesvm behind JSON-RPC, started here on a
 * free port) reached through the session's /devnet/node/solana path, as the shells reach it: the
 * validators load and the first is chosen, a bad amount is refused without a review, 2 SOL are
 * staked to the devnet validator after the review (the lamports checked on the node itself,
 * independent of the app), then the stake is deactivated (inactive at once in its activation
 * epoch) and withdrawn, each after its own review, with the flow's success toasts. The devnet's
 * genesis funds the published 'test … junk' phrase's first account.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import { configurePlatform } from './platform';
import { httpCall, startDevnetNode, type DevnetNode } from './testing/devnetNode';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';
import { useStakeForm } from './useStakeForm';
import { useStakeScreen } from './useStakeScreen';

const PHRASE = 'test test test test test test test test test test test junk';
const SOL = 1_000_000_000n;

interface Genesis {
  owner: string;
  validator: { vote: string; name: string };
}

let node: DevnetNode<Genesis>;
let p: MemoryPlatform;
let solId: string;

/** Lamports of an account, asked of the node itself (independent of the app). */
async function lamports(address: string): Promise<bigint> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] });
  const r = await httpCall(node.info.rpcUrl, 'POST', body);
  return BigInt((JSON.parse(r.text) as { result: { value: number | string } }).result.value);
}

beforeAll(async () => {
  node = await startDevnetNode<Genesis>(
    'solana',
    `d.startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 }).then((n) => ({
      rpcUrl: n.rpcUrl,
      owner: n.genesis.accounts[0].address,
      validator: { vote: n.genesis.validators[0].vote, name: n.genesis.validators[0].name },
    }))`,
  );
  p = memoryPlatform({ origin: () => node.origin, config: { network: 'devnet' } });
  configurePlatform(p);
  await session.init();
  await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, 'correct horse battery');
  const sol = session
    .getSnapshot()
    .allWallets[0]!.coins.find((c) => c.symbol === 'SOL' && c.name === 'Solana');
  solId = sol!._id;
}, 120_000);
afterEach(cleanup);
afterAll(() => {
  session.lock();
  node?.stop();
});

describe('useStakeScreen on the Solana devnet', () => {
  it('says a coin that is not in the wallet is not there, once loaded', async () => {
    const { result } = renderHook(() => useStakeScreen('no-such-coin'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.coin).toBeNull();
    expect(result.current.kitError).toBeNull();
  });

  it('stakes 2 SOL after the review, then deactivates and withdraws the stake, each reviewed', async () => {
    const { owner, validator } = node.info;
    const { result: s } = renderHook(() => useStakeScreen(solId));
    await waitFor(() => expect(s.current.loaded).toMatchObject({ state: 'ok' }), { timeout: 30_000 });
    expect(s.current.coin?.address).toBe(owner);
    expect(s.current.validators.map((v) => v.validatorAddress)).toContain(validator.vote);
    expect(s.current.chosen?.validatorAddress).toBe(s.current.validators[0]!.validatorAddress);
    expect(s.current.stakes).toEqual([]);
    // The screen reads the balance once when the wallet has none.
    const balance = (await lamports(owner)).toString();
    await waitFor(() => expect(s.current.coin?.totalBalance).toBe(balance));

    s.current.choose(validator.vote);
    await waitFor(() => expect(s.current.chosen?.validatorAddress).toBe(validator.vote));
    const { result: f } = renderHook(() =>
      useStakeForm({
        kit: s.current.kit!,
        coin: s.current.coin!,
        chosen: s.current.chosen,
        currency: 'USD',
        onReview: s.current.openReview,
      }),
    );
    act(() => f.current.setAmountText('2.5.1'));
    expect(f.current.amountError).toBeTruthy();
    expect(f.current.canReview).toBe(false);
    await act(() => f.current.review());
    expect(s.current.review).toBeNull();

    act(() => f.current.setAmountText('2'));
    expect(f.current.canReview).toBe(true);
    await act(() => f.current.review());
    const created = s.current.review!;
    expect(created.op).toEqual({ kind: 'createStaking', validator: validator.vote, amount: 2n * SOL });
    expect(created.validatorName).toBe(validator.name);

    const before = await lamports(owner);
    await act(() => s.current.confirm());
    expect(s.current.review).toBeNull();
    expect(before - (await lamports(owner))).toBe(2n * SOL + created.prepared.fee);
    expect(p.toasts.filter((t) => t.kind === 'success')).toHaveLength(1);
    await waitFor(() => expect(s.current.stakes).toHaveLength(1), { timeout: 15_000 });
    const stake = s.current.stakes[0]!;
    expect(stake.state).toBe('activating');
    expect(await lamports(stake.stakingAddress)).toBeGreaterThan(2n * SOL);

    await act(() => s.current.onStakeAction(stake, 'deactivate'));
    expect(s.current.review?.op).toEqual({ kind: 'deactivate', stakeAccount: stake.stakingAddress });
    await act(() => s.current.confirm());
    await waitFor(() => expect(s.current.stakes[0]?.state).toBe('inactive'), { timeout: 15_000 });

    const stakeLamports = await lamports(stake.stakingAddress);
    const beforeWithdraw = await lamports(owner);
    await act(() => s.current.onStakeAction(s.current.stakes[0]!, 'withdraw'));
    const withdraw = s.current.review!;
    expect(withdraw.op.kind).toBe('withdraw');
    await act(() => s.current.confirm());
    expect((await lamports(owner)) - beforeWithdraw).toBe(stakeLamports - withdraw.prepared.fee);
    await waitFor(() => expect(s.current.stakes).toEqual([]), { timeout: 15_000 });
    expect(p.toasts.filter((t) => t.kind === 'success')).toHaveLength(3);
    expect(p.toasts.filter((t) => t.kind === 'error')).toEqual([]);
  }, 120_000);
});
