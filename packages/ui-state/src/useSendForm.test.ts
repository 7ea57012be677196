// @vitest-environment happy-dom
/**
 * useSendForm and useSendConfirm (the send screen of both shells) against the real session (the
 * published 'abandon … about' phrase, devnet network) and a real Hardhat devnet: the devnet runs in
 * its own Node process, reached through the app origin's /devnet/evm path as the shells reach it
 * (testing/evmDevnet.ts). Proves: a bad recipient and a bad amount are
 * refused in words with no review; a valid pair is estimated, reviewed, and Confirm signs a real
 * transaction the node accepts (the recipient's balance grows by exactly the amount); Max fills
 * the field with the balance less the fee; the review warns about the sender's own address;
 * "Add to batch" keeps the transfer and calls the shell back.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '@kestrel/wallet';
import { startEvmDevnet } from './testing/evmDevnet';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { loadTransferKit, type TransferKit } from './transfer';
import { useRecipientWarnings } from './useRecipientWarnings';
import { useSendConfirm } from './useSendConfirm';
import { RECIPIENT_FIRST, useSendForm } from './useSendForm';
import { openTestWallet } from './testing/testWallet';

/** BIP-44 m/44'/60'/0'/0/0 of the phrase. */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default account #2 (Hardhat Network docs, "accounts"). */
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ETH = 10n ** 18n;

const devnet = await startEvmDevnet();
const { origin, rpc, balanceOf } = devnet;

/** The current wallet's coins. */
function currentCoins(kit: TransferKit) {
  const { wallets } = kit.env.getState();
  return wallets.allWallets[wallets.currentWalletIndex]?.coins ?? [];
}

let p: MemoryPlatform;
let ethId: string;

beforeAll(async () => {
  await rpc('hardhat_setBalance', [WALLET, `0x${(10n * ETH).toString(16)}`]);
  p = await openTestWallet({ origin: () => origin });
  const eth = currentCoins(await loadTransferKit()).find(
    (c) => c.chain_name === 'ethereum' && c.type !== 'token',
  );
  if (!eth) throw new Error('the wallet has no Ethereum coin');
  ethId = eth._id;
}, 120_000);
afterEach(cleanup);
afterAll(() => devnet.stop());

/** The form and its review step, as a shell holds them. */
function renderSend(onBatched: () => void = () => undefined) {
  return renderHook(() => {
    const form = useSendForm(ethId);
    const review = useSendConfirm(form, onBatched);
    const warnings = useRecipientWarnings(
      form.coin,
      form.review?.recipient.address ?? null,
      review.reviewing,
    );
    return { form, review, warnings };
  });
}

describe('useSendForm', () => {
  it('refuses a bad recipient and a bad amount in words, with no review', async () => {
    const { result } = renderSend();
    await waitFor(() => expect(result.current.form.coin).toBeTruthy(), { timeout: 30_000 });
    expect(result.current.form.status).toBe(RECIPIENT_FIRST);
    act(() => result.current.form.setTo('0x1234'));
    await waitFor(() => expect(result.current.form.check?.state).toBe('invalid'));
    act(() => result.current.form.onAmount('1.2.3'));
    expect(result.current.form.amountError).toBeTruthy();
    expect(result.current.form.review).toBeNull();
    expect(result.current.form.canReview).toBe(false);
    act(() => result.current.review.open());
    expect(result.current.review.reviewing).toBe(false);
  });

  it('estimates a valid send, and Confirm signs what the review showed; the node accepts it', async () => {
    const before = await balanceOf(TO);
    const { result } = renderSend();
    await waitFor(() => expect(result.current.form.coin).toBeTruthy(), { timeout: 30_000 });
    act(() => result.current.form.setTo(TO));
    act(() => result.current.form.onAmount('0.25'));
    await waitFor(() => expect(result.current.form.canReview).toBe(true), { timeout: 30_000 });
    expect(result.current.form.amountError).toBeNull();
    expect(result.current.form.status).toBeNull();
    const review = result.current.form.review!;
    expect(review.recipient.address.toLowerCase()).toBe(TO.toLowerCase());
    expect(review.prepared.amount).toBe(ETH / 4n);
    expect(review.prepared.fee).toBeGreaterThan(0n);

    act(() => result.current.review.open());
    expect(result.current.review.reviewing).toBe(true);
    act(() => result.current.review.confirm());
    await waitFor(() => expect(p.toasts.some((t) => t.title === 'Transaction Successful')).toBe(true), {
      timeout: 30_000,
    });
    expect(await balanceOf(TO)).toBe(before + ETH / 4n);
    expect(p.routes.at(-1)).toBe('/home');
  }, 90_000);

  it('Max fills the field with the balance less the fee', async () => {
    const { result } = renderSend();
    await waitFor(() => expect(result.current.form.coin?.totalBalance).toBeDefined(), { timeout: 30_000 });
    act(() => result.current.form.setTo(TO));
    await act(() => result.current.form.onMax());
    expect(result.current.form.maxMode).toBe(true);
    await waitFor(() => expect(result.current.form.review?.prepared.isMax).toBe(true), { timeout: 30_000 });
    const { amount, fee } = result.current.form.review!.prepared;
    expect(amount + fee).toBe(result.current.form.balance);
    await waitFor(() => expect(result.current.form.amountText).toBe(formatUnits(amount, 18)));
    // Typing leaves Max.
    act(() => result.current.form.onAmount('1'));
    expect(result.current.form.maxMode).toBe(false);
  }, 60_000);

  it("warns in the review about the sender's own address; Add to batch keeps the transfer", async () => {
    let batched = 0;
    const { result } = renderSend(() => void batched++);
    await waitFor(() => expect(result.current.form.coin).toBeTruthy(), { timeout: 30_000 });
    act(() => result.current.form.setTo(WALLET));
    act(() => result.current.form.onAmount('0.01'));
    await waitFor(() => expect(result.current.form.canReview).toBe(true), { timeout: 30_000 });
    act(() => result.current.review.open());
    await waitFor(() => expect(result.current.warnings.map((w) => w.kind)).toContain('ownAddress'));

    act(() => result.current.review.addToBatch());
    await waitFor(() => expect(batched).toBe(1), { timeout: 10_000 });
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'Added to batch' });
    expect(result.current.review.reviewing).toBe(false);
    const kit = await loadTransferKit();
    const { batch, wallets } = kit.env.getState();
    const lines = batch.transactions[wallets.allWallets[wallets.currentWalletIndex]!.id] ?? [];
    expect(lines.map((l) => [l.transferData.toAddress, l.transferData.amount])).toEqual([
      [WALLET, (ETH / 100n).toString()],
    ]);
  }, 60_000);
});
