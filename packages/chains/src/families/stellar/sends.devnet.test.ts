/**
 * Stellar end to end on the devnet ledger (one per file) through the adapter contract: reads,
 * prepare → build → sign → broadcast → confirmed at once (spec §4), create-account for a new
 * receiver, memo text only when non-empty, the max rule keeping the base reserve, and the network's
 * refusals (tx_bad_seq, op_underfunded, op_no_destination) as readable errors.
 */
import { startStellarDevnet, type StellarDevnet } from '@kestrel/devnet';
import { Keypair } from '@stellar/stellar-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, PreparedTransfer, Signer } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { family } from './index';
import { signerFromSecret } from './logic/signer';
import { decodeSigned } from './testing/fee-reader';

let devnet: StellarDevnet;
let adapter: ChainAdapter;
let sender: { address: string; signer: Signer };
const XLM = 10_000_000n;

beforeAll(async () => {
  devnet = await startStellarDevnet({ port: 0, infoFile: false, accounts: 2 });
  const chain = getChain('stellar');
  adapter = family.createAdapter(chain, {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  const a = devnet.accounts[0]!;
  sender = { address: a.address, signer: signerFromSecret(a.privateKey) };
});
afterAll(() => devnet?.stop());

const fresh = () => Keypair.random();
const native = async (address: string) => (await adapter.getBalances(address))[0]!;

async function send(prepared: PreparedTransfer, signer: Signer = sender.signer) {
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  return { signed, sent: await adapter.broadcast(signed) };
}

async function fund(address: string, xlm: string) {
  expect((await fetch(`${devnet.rpcUrl}/friendbot?addr=${address}&amount=${xlm}`)).status).toBe(200);
}

describe('Stellar sends on the devnet ledger', () => {
  it('sends XLM: fee = base fee × operations, reviewed = signed = charged, confirmed at once, in history', async () => {
    const to = devnet.accounts[1]!.address;
    const [before, toBefore] = [await native(sender.address), await native(to)];
    expect(before).toMatchObject({ state: 'fresh', symbol: 'XLM', decimals: 7, amount: 9999_9999900n });
    const prepared = await adapter.prepareTransfer({ from: sender.address, to, amount: 12n * XLM + 3n });
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 100n },
      { title: 'Recommended', price: 100n },
    ]);
    expect(prepared).toMatchObject({ fee: 100n, isMax: false, amount: 12n * XLM + 3n, price: 100n });
    expect(prepared.view.estimateGas).toBe('1');
    const { signed, sent } = await send(prepared);
    expect(decodeSigned(signed, devnet.passphrase).fee).toBe(prepared.fee);
    expect(sent.hash).toBe(signed.hash);
    const receipt = await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 });
    expect(receipt).toMatchObject({ hash: sent.hash, success: true });
    expect(adapter.confirmPolicy).toEqual({ intervalMs: 0, tries: 1 });
    expect((await native(sender.address)).amount).toBe(before.amount - prepared.amount - prepared.fee);
    expect((await native(to)).amount).toBe(toBefore.amount + prepared.amount);
    const { items, error } = await adapter.getHistory(sender.address);
    expect(error).toBeUndefined();
    expect(items[0]).toEqual({
      amount: String(12n * XLM + 3n),
      link: `${sent.hash.slice(0, 13)}...`,
      url: `https://stellar.expert/explorer/testnet/tx/${sent.hash}`,
      status: 'SUCCESS',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      from: sender.address,
      to,
      totalCourse: '0$',
    });
    // Another adapter (no memory of the submission) confirms it from Horizon.
    const other = family.createAdapter(getChain('stellar'), { network: 'devnet', rpc: [devnet.rpcUrl] });
    expect(await other.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    expect(await other.waitForConfirmation('00'.repeat(32), { timeoutMs: 0 })).toBe('pending');
  });

  it('a payment to an account the network does not hold becomes create-account (spec §4)', async () => {
    const to = fresh().publicKey();
    expect(await native(to)).toMatchObject({ amount: 0n, state: 'fresh' });
    await expect(adapter.prepareTransfer({ from: sender.address, to, amount: XLM / 2n })).rejects.toThrow(
      'The account does not exist on stellar, so the amount must be at least 1 XLM to create it',
    );
    const prepared = await adapter.prepareTransfer({ from: sender.address, to, amount: 3n * XLM });
    const { signed } = await send(prepared);
    expect(decodeSigned(signed, devnet.passphrase).tx.operations[0]).toMatchObject({
      type: 'createAccount',
      destination: to,
      startingBalance: '3.0000000',
    });
    expect((await native(to)).amount).toBe(3n * XLM);
    const rows = (await adapter.getHistory(to)).items;
    expect(rows).toEqual([expect.objectContaining({ from: sender.address, to, amount: String(3n * XLM) })]);
  });

  it('attaches memo text only when non-empty, and refuses one over 28 bytes', async () => {
    const to = devnet.accounts[1]!.address;
    const withMemo = await send(
      await adapter.prepareTransfer({ from: sender.address, to, amount: XLM, memo: 'invoice 42' }),
    );
    const noMemo = await send(
      await adapter.prepareTransfer({ from: sender.address, to, amount: XLM, memo: '' }),
    );
    const memoOf = async (hash: string) =>
      (await (await fetch(`${devnet.rpcUrl}/transactions/${hash}`)).json()) as {
        memo_type: string;
        memo?: string;
      };
    expect(await memoOf(withMemo.sent.hash)).toMatchObject({ memo_type: 'text', memo: 'invoice 42' });
    expect(await memoOf(noMemo.sent.hash)).toEqual(expect.objectContaining({ memo_type: 'none' }));
    expect(decodeSigned(noMemo.signed, devnet.passphrase).tx.memo.type).toBe('none');
    await expect(
      adapter.prepareTransfer({ from: sender.address, to, amount: XLM, memo: 'é'.repeat(15) }),
    ).rejects.toThrow('The memo is too long: a Stellar memo holds at most 28 bytes');
  });

  it('the max rule keeps the base reserve: the reduced amount is sent and the account keeps exactly its reserve', async () => {
    const holder = fresh();
    await fund(holder.publicKey(), '25');
    const signer = signerFromSecret(holder.secret());
    const to = devnet.accounts[1]!.address;
    const prepared = await adapter.prepareTransfer({ from: holder.publicKey(), to, amount: 25n * XLM });
    // 25 XLM less the 1 XLM minimum balance (2 × 0.5 XLM) less the fee.
    expect(prepared).toMatchObject({
      isMax: true,
      fee: 100n,
      amount: 24n * XLM - 100n,
      available: 24n * XLM,
    });
    const dearer = await adapter.repriceTransfer(prepared, 300n);
    expect(dearer).toMatchObject({ isMax: true, fee: 300n, amount: 24n * XLM - 300n, price: 300n });
    await expect(adapter.repriceTransfer(prepared, 99n)).rejects.toThrow('at least 100 stroops');
    await send(dearer, signer);
    // The fee is a bid: without surge pricing the network charges the base fee per operation.
    expect((await native(holder.publicKey())).amount).toBe(XLM + dearer.fee - 100n);
    // An account holding only its minimum balance can send nothing.
    const bare = fresh().publicKey();
    await fund(bare, '1');
    await expect(adapter.prepareTransfer({ from: bare, to, amount: 1n })).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
  });

  it("the network's refusals are readable errors that name its codes", async () => {
    const to = devnet.accounts[1]!.address;
    const prepared = await adapter.prepareTransfer({ from: sender.address, to, amount: XLM });
    const first = await send(prepared);
    const balance = (await native(sender.address)).amount;
    // The same transaction sent again (a retried broadcast): Horizon answers with it, nothing is paid twice.
    expect((await adapter.broadcast(first.signed)).hash).toBe(first.sent.hash);
    expect((await native(sender.address)).amount).toBe(balance);
    // Another transaction on the reviewed sequence number (here: the review re-priced) is refused.
    const again = send(await adapter.repriceTransfer(prepared, 200n));
    await expect(again).rejects.toThrow(
      "The account's sequence number changed since the review: review the transfer again (tx_bad_seq)",
    );
    const message = await again.then(
      () => '',
      (e: Error) => e.message,
    );
    expect(family.sendErrorCode(message)).toBe('alreadySent');
    // A review made when the balance was higher (the amount no longer covered).
    const stale = await adapter.prepareTransfer({ from: sender.address, to, amount: XLM });
    const { spendable: _s, ...p } = stale.payload as Record<string, unknown>;
    const tooMuch = {
      ...stale,
      amount: 10n ** 6n * XLM,
      payload: { ...p, spendable: 0n, amount: 10n ** 6n * XLM },
    };
    await expect(send(tooMuch)).rejects.toThrow(
      'Insufficient balance to broadcast transaction (tx_failed, op_underfunded)',
    );
    expect(
      family.sendErrorCode('Insufficient balance to broadcast transaction (tx_failed, op_underfunded)'),
    ).toBe('nodeMessage');
    // A review that saw the receiver, which the network no longer holds (a payment, not create-account).
    const gone = fresh().publicKey();
    const review = await adapter.prepareTransfer({ from: sender.address, to: gone, amount: 2n * XLM });
    const asPayment = { ...review, payload: { ...(review.payload as object), createAccount: false } };
    await expect(send(asPayment)).rejects.toThrow(
      "The receiver's account does not exist on stellar (tx_failed, op_no_destination)",
    );
    // The failed transaction is on the ledger: history shows it as FAIL.
    expect((await adapter.getHistory(sender.address)).items[0]).toMatchObject({ status: 'FAIL', to: gone });
  });
});
