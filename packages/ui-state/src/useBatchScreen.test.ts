// @vitest-environment happy-dom
/**
 * useBatchScreen and useDelegationConsent (the batch view of both shells) against the real
 * session (the published 'abandon … about' phrase, devnet network) and a real Hardhat devnet
 * reached through the app origin's /devnet/evm path (testing/evmDevnet.ts). Three transfers are
 * added through the send hooks' "Add to batch"; the view lists them in one chain-and-address
 * group, the selection mode removes one; "Send batch" opens the review of the other two with the
 * first batch's delegation, Confirm is held until consent is given, and the consented batch is
 * one EIP-7702 transaction the node accepts: each recipient's balance grows by its amount.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEvmDevnet } from './testing/evmDevnet';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { loadTransferKit } from './transfer';
import { useBatchScreen, useDelegationConsent } from './useBatchScreen';
import { useSendConfirm } from './useSendConfirm';
import { useSendForm } from './useSendForm';
import { openTestWallet } from './testing/testWallet';

/** BIP-44 m/44'/60'/0'/0/0 of the phrase. */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default accounts #1, #2 and #3 (Hardhat Network docs, "accounts"). */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const ETH = 10n ** 18n;

const devnet = await startEvmDevnet();
let p: MemoryPlatform;
let ethId: string;

beforeAll(async () => {
  await devnet.rpc('hardhat_setBalance', [WALLET, `0x${(10n * ETH).toString(16)}`]);
  p = await openTestWallet({ origin: () => devnet.origin });
  const { wallets } = (await loadTransferKit()).env.getState();
  const coins = wallets.allWallets[wallets.currentWalletIndex]?.coins ?? [];
  const eth = coins.find((c) => c.chain_name === 'ethereum' && c.type !== 'token');
  if (!eth) throw new Error('the wallet has no Ethereum coin');
  ethId = eth._id;
}, 120_000);
afterEach(cleanup);
afterAll(() => devnet.stop());

/** Adds `amount` ETH to `to` to the batch through the send form's review. */
async function addToBatch(to: string, amount: string): Promise<void> {
  let added = false;
  const { result, unmount } = renderHook(() => {
    const form = useSendForm(ethId);
    return { form, review: useSendConfirm(form, () => void (added = true)) };
  });
  await waitFor(() => expect(result.current.form.coin).toBeTruthy(), { timeout: 30_000 });
  act(() => result.current.form.setTo(to));
  act(() => result.current.form.onAmount(amount));
  await waitFor(() => expect(result.current.form.canReview).toBe(true), { timeout: 30_000 });
  act(() => result.current.review.open());
  act(() => result.current.review.addToBatch());
  await waitFor(() => expect(added).toBe(true), { timeout: 10_000 });
  unmount();
}

describe('useBatchScreen', () => {
  it('lists, removes, reviews with consent, and sends the batch as one transaction the node accepts', async () => {
    await addToBatch(ACCOUNT_1, '0.1');
    await addToBatch(ACCOUNT_2, '0.2');
    await addToBatch(ACCOUNT_3, '0.3');
    const before = await Promise.all([ACCOUNT_1, ACCOUNT_2, ACCOUNT_3].map((a) => devnet.balanceOf(a)));
    // Hardhat mines each transaction in a block of its own.
    const height = () => devnet.rpc<string>('eth_blockNumber').then(Number);
    const heightBefore = await height();

    const { result } = renderHook(() => {
      const b = useBatchScreen();
      return { b, consent: useDelegationConsent(b.ready ? b.review : null) };
    });
    await waitFor(() => expect(result.current.b.ready).toBe(true), { timeout: 30_000 });
    const screen = () => {
      const b = result.current.b;
      if (!b.ready) throw new Error('the batch view is not ready');
      return b;
    };
    expect(screen().view.total).toBe(3);
    expect(screen().view.groups).toHaveLength(1);
    const group = screen().view.groups[0]!;
    expect(group.address.toLowerCase()).toBe(WALLET.toLowerCase());

    // Selection mode: select the 0.3 ETH line alone and remove it.
    act(() => screen().selectionMode(true));
    expect(screen().view.isSelectionMode).toBe(true);
    const third = group.lines.find((l) => l.toAddress.toLowerCase() === ACCOUNT_3.toLowerCase())!;
    act(() => screen().toggle(third.transactionId));
    expect([...screen().selected]).toEqual([third.transactionId]);
    const props = screen().groupProps(screen().view.groups[0]!);
    expect([props.selectionMode, [...props.selected], props.sending, props.disabled]).toEqual([
      true,
      [third.transactionId],
      false,
      false,
    ]);
    act(() => screen().removeSelected());
    await waitFor(() => expect(screen().view.total).toBe(2));
    act(() => screen().selectionMode(false));

    act(() => screen().openReview(screen().view.groups[0]!));
    await waitFor(() => expect(screen().review).not.toBeNull(), { timeout: 30_000 });
    const review = screen().review!;
    expect(review.lines.map((l) => [l.toAddress.toLowerCase(), l.amount])).toEqual([
      [ACCOUNT_1.toLowerCase(), ETH / 10n],
      [ACCOUNT_2.toLowerCase(), ETH / 5n],
    ]);
    expect(review.shortfall).toBeNull();
    // The account's first batch delegates it: nothing is sent before consent.
    expect(review.delegation).not.toBeNull();
    expect(result.current.consent.needsConsent).toBe(true);
    expect(result.current.consent.consentArg).toBeUndefined();
    act(() => result.current.consent.setConsent(true));
    expect(result.current.consent.needsConsent).toBe(false);
    expect(result.current.consent.consentArg).toBe(review.delegation!.address);

    act(() => screen().confirm(result.current.consent.consentArg));
    await waitFor(() => expect(p.toasts.some((t) => t.title === 'Transaction Successful')).toBe(true), {
      timeout: 30_000,
    });
    const after = await Promise.all([ACCOUNT_1, ACCOUNT_2, ACCOUNT_3].map((a) => devnet.balanceOf(a)));
    expect(after.map((a, i) => a - before[i]!)).toEqual([ETH / 10n, ETH / 5n, 0n]);
    const top = await devnet.rpc<{ transactions: string[] }>('eth_getBlockByNumber', ['latest', false]);
    expect(await height()).toBe(heightBefore + 1);
    const tx = await devnet.rpc<{ type: string; from: string }>('eth_getTransactionByHash', [
      top.transactions[0],
    ]);
    expect([top.transactions.length, tx.type, tx.from.toLowerCase()]).toEqual([
      1,
      '0x4',
      WALLET.toLowerCase(),
    ]);
  }, 180_000);
});
