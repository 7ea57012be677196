// @vitest-environment happy-dom
/**
 * The Resources & votes screen's hooks (useVoteScreen, useResourceForm, and the shared confirm
 * sequence) against the real session and Tron's devnet ledger (Stake 2.0, started here on a free
 * port) reached through the session's /devnet/node/tron path: a bad amount is refused without a
 * review; 12 TRX are staked for energy after the review (energy and the info rows land on the
 * coin; the TRX balance asked of the node itself drops by 12 TRX and the fee); the steppers give
 * 5 votes at a time up to the 12 whole votes the stake gives; the votes are reviewed by name and
 * sent; a refused preparation (nothing to withdraw yet) is an error toast with no review.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import { configurePlatform } from './platform';
import { httpCall, startDevnetNode, type DevnetNode } from './testing/devnetNode';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';
import { useResourceForm } from './useResourceForm';
import { useVoteScreen } from './useVoteScreen';

const PHRASE = 'test test test test test test test test test test test junk';
const TRX = 1_000_000n;

let node: DevnetNode<object>;
let p: MemoryPlatform;
let trxId: string;
let owner: string;

/** The account's TRX (sun) on the ledger itself, independent of the app. */
async function sun(address: string): Promise<bigint> {
  const r = await httpCall(
    `${node.info.rpcUrl}/wallet/getaccount`,
    'POST',
    JSON.stringify({ address, visible: true }),
  );
  return BigInt((JSON.parse(r.text) as { balance?: number }).balance ?? 0);
}

beforeAll(async () => {
  node = await startDevnetNode(
    'tron',
    `d.startTronDevnet({ port: 0, infoFile: false }).then((n) => ({ rpcUrl: n.rpcUrl }))`,
  );
  p = memoryPlatform({ origin: () => node.origin, config: { network: 'devnet' } });
  configurePlatform(p);
  await session.init();
  await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, 'correct horse battery');
  const trx = session
    .getSnapshot()
    .allWallets[0]!.coins.find((c) => c.symbol === 'TRX' && c.name === 'Tron')!;
  trxId = trx._id;
  owner = trx.address;
  const faucet = await httpCall(
    `${node.info.rpcUrl}/faucet`,
    'POST',
    JSON.stringify({ address: owner, amount: (300n * TRX).toString() }),
  );
  expect(faucet.status).toBe(200);
}, 120_000);
afterEach(cleanup);
afterAll(() => {
  session.lock();
  node?.stop();
});

describe('useVoteScreen on the Tron devnet', () => {
  it('stakes 12 TRX for energy after the review, then votes within the 12 whole votes', async () => {
    const { result: s } = renderHook(() => useVoteScreen(trxId));
    await waitFor(() => expect(s.current.loaded).toMatchObject({ state: 'ok' }), { timeout: 30_000 });
    expect(s.current.validators.length).toBeGreaterThan(1);
    expect(s.current.whole).toBe(0);

    // Nothing unstaked to withdraw yet: the chain's refusal is a toast, and no review opens.
    await act(() => s.current.withdraw());
    expect(s.current.review).toBeNull();
    expect(p.toasts.filter((t) => t.kind === 'error').map((t) => t.title)).toEqual(['Cannot withdraw']);

    const { result: f } = renderHook(() =>
      useResourceForm({ kit: s.current.kit!, coin: s.current.coin!, onReview: s.current.openReview }),
    );
    act(() => f.current.setAmountText('-1'));
    expect(f.current.amountError).toBeTruthy();
    expect(f.current.disabled).toBe(true);
    act(() => f.current.setAmountText('12'));
    expect(f.current.disabled).toBe(false);
    await act(() => f.current.review('freeze'));
    const freeze = s.current.review!;
    expect(freeze.op).toEqual({ kind: 'freeze', resource: 'ENERGY', amount: 12n * TRX });

    const before = await sun(owner);
    await act(() => s.current.confirm());
    expect(s.current.review).toBeNull();
    expect(before - (await sun(owner))).toBe(12n * TRX + freeze.prepared.fee);
    await waitFor(() => expect(s.current.whole).toBe(12), { timeout: 15_000 });
    expect(Number(s.current.res.energy)).toBeGreaterThan(0);
    expect(s.current.res.rows.map((r) => r.title)).toContain('Stake');

    // The steppers: 5 at a time, capped at the 12 whole votes.
    const [first, second] = s.current.validators;
    act(() => void s.current.step(first!.address, 1));
    act(() => void s.current.step(first!.address, 1));
    act(() => void s.current.step(first!.address, 1));
    expect(s.current.used).toBe(12);
    act(() => void s.current.step(first!.address, -1));
    act(() => void s.current.type(second!.address, '2'));
    expect(s.current.selected).toMatchObject({ [first!.address]: 7, [second!.address]: 2 });
    expect(s.current.used).toBe(9);

    await act(() => s.current.reviewVotes());
    const votes = s.current.review!;
    expect(votes.op).toEqual({ kind: 'voteStaking', votes: { [first!.address]: 7, [second!.address]: 2 } });
    expect(votes.names[first!.address]).toBe(first!.name || first!.address);
    await act(() => s.current.confirm());
    expect(s.current.review).toBeNull();
    expect(p.toasts.filter((t) => t.kind === 'success')).toHaveLength(2);
    expect(p.toasts.filter((t) => t.kind === 'error')).toHaveLength(1);
  }, 120_000);
});
