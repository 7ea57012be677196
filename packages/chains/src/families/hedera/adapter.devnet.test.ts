/**
 * The Hedera adapter end to end against the devnet's Hedera node (devnet/src/hedera: mirror-node
 * REST shapes and a gRPC-web submit route; each transaction decoded with @hashgraph/sdk, its
 * ed25519 signature checked), one server for this file: reads, a send to an alias that creates
 * the receiver's account (spec §4), a send to a numbered account, confirmation, history rows, the
 * max rule, 'No accountId found', a consensus failure ('Transaction failed') and refusals.
 */
import {
  startHederaDevnet,
  HEDERA_CREATE_FEE,
  HEDERA_TRANSFER_FEE,
  type HederaDevnet,
} from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter, type TxIntent } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { hederaPrepared } from './logic/payload';
import { hederaSigner, type HederaSigner } from './logic/signer';

const HBAR = 100_000_000n;
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** The devnet's rate is 12 cents per HBAR: 0.0021 USD = 0.0175 HBAR; with an account creation 0.0021 + 0.05 USD. */
const FEE = 1_750_000n;
const FEE_CREATING = 43_416_667n;

let devnet: HederaDevnet;
let adapter: ChainAdapter;
let alice: HederaSigner;
const key = (n: number) => hederaSigner(Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? n : 9)));

beforeAll(async () => {
  devnet = await startHederaDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(getChain('hedera'), {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
  alice = (await family.signerFromKey(getChain('hedera'), 'devnet', account.privateKey)) as HederaSigner;
  expect(alice.address).toBe(account.address);
  devnet.fund(alice.address, 100n * HBAR);
});
afterAll(() => devnet?.stop());

const intent = (amount: bigint, to: string, from = alice.address): TxIntent => ({ from, to, amount });
/** The devnet account of a key alias address (Key { ed25519 } bytes). */
const accountOf = (address: string) =>
  devnet.ledger.accountByAlias(Uint8Array.from([0x12, 0x20, ...Buffer.from(address.slice(-64), 'hex')]));

async function send(i: TxIntent, signer: HederaSigner = alice) {
  const prepared = await adapter.prepareTransfer(i, { signer });
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const sent = await adapter.broadcast(signed);
  return { prepared, signed, sent };
}

describe('Hedera adapter on the devnet node', () => {
  it('reads the balance by alias, and an alias without an account as 0', async () => {
    const [b] = await adapter.getBalances(alice.address);
    expect(b).toMatchObject({ amount: 100n * HBAR, symbol: 'HBAR', decimals: 8, state: 'fresh' });
    const [zero] = await adapter.getBalances(key(7).address);
    expect(zero).toMatchObject({ amount: 0n, state: 'fresh' });
  });

  it('a send to an alias with no account creates it (spec §4), at the fee with the creation', async () => {
    const bob = key(2).address;
    const { prepared, signed, sent } = await send(intent(3n * HBAR, bob));
    expect(hederaPrepared(prepared)).toMatchObject({ createsAccount: true, to: bob });
    expect(prepared.fee).toBe(FEE_CREATING);
    expect(prepared.options).toEqual([
      { title: 'Normal', price: FEE_CREATING },
      { title: 'Recommended', price: FEE_CREATING },
    ]);
    expect(sent.hash).toBe(signed.hash);
    expect(signed.hash).toMatch(/^0\.0\.\d+-\d+-\d{9}$/);
    expect(await adapter.waitForConfirmation(sent.hash)).toMatchObject({ hash: sent.hash, success: true });
    const created = accountOf(bob)!;
    expect(created.balance).toBe(3n * HBAR);
    const [after] = await adapter.getBalances(alice.address);
    expect(after?.amount).toBe(97n * HBAR - HEDERA_TRANSFER_FEE - HEDERA_CREATE_FEE);
  });

  it('a send to an existing account pays the spec estimate and names the account number', async () => {
    const bob = key(2).address;
    const { prepared, sent } = await send(intent(1n * HBAR, bob));
    expect(prepared.fee).toBe(FEE);
    expect(hederaPrepared(prepared)).toMatchObject({ createsAccount: false, to: accountOf(bob)!.id });
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    expect(accountOf(bob)!.balance).toBe(4n * HBAR);
  });

  it('history: 20 rows at most, newest first, in the spec shape, the own side as the alias address', async () => {
    const page = await adapter.getHistory(alice.address);
    expect(page.error).toBeUndefined();
    expect(page.items.length).toBe(3);
    const [latest, , faucet] = page.items;
    const bobId = accountOf(key(2).address)!.id;
    expect(latest).toMatchObject({
      amount: String(HBAR),
      status: 'SUCCESS',
      from: alice.address,
      to: bobId,
      totalCourse: '0$',
    });
    expect(latest!.url).toMatch(/^https:\/\/hashscan\.io\/.*\/tx\/0\.0\.\d+-\d+-\d{9}$/);
    expect(faucet).toMatchObject({ amount: String(100n * HBAR), from: '0.0.2', to: alice.address });
    const bobsPage = await adapter.getHistory(key(2).address);
    expect(bobsPage.items.map((r) => r.amount)).toEqual([String(HBAR), String(3n * HBAR)]);
    expect(bobsPage.items[0]).toMatchObject({ from: accountOf(alice.address)!.id, to: key(2).address });
  });

  it('history pages: the timestamp bound of links.next is the cursor; the next page holds the older rows', async () => {
    const holder = key(21).address;
    for (let i = 1; i <= 23; i++) devnet.fund(holder, BigInt(i) * HBAR);
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(BigInt(23 - i) * HBAR)),
    );
    expect(first.cursor).toMatch(/^lt:\d+\.\d{9}$/);
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual([3n, 2n, 1n].map((n) => String(n * HBAR)));
    expect(second.cursor).toBeUndefined();
    expect(await adapter.getHistory(holder, { cursor: '/api/v1/accounts?x' })).toEqual({
      items: [],
      error: 'Invalid history cursor',
    });
  });

  it('the max rule: amount plus fee never exceeds the balance, and the max send empties the account', async () => {
    const carol = key(3);
    devnet.fund(carol.address, 2n * HBAR);
    devnet.fund(key(4).address, 1n);
    const prepared = await adapter.prepareTransfer(intent(5n * HBAR, key(4).address, carol.address), {
      signer: carol,
    });
    expect(prepared).toMatchObject({ isMax: true, amount: 2n * HBAR - FEE, fee: FEE });
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, carol), carol);
    await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(signed.hash)).toMatchObject({ success: true });
    // The network charged less than the signed maximum.
    expect(accountOf(carol.address)!.balance).toBe(FEE - HEDERA_TRANSFER_FEE);
  });

  it("a sender without an account: 'No accountId found'", async () => {
    const nobody = key(8);
    await expect(
      adapter.prepareTransfer(intent(1n, alice.address, nobody.address), { signer: nobody }),
    ).rejects.toThrow(/^No accountId found$/);
  });

  it("a transfer that fails at consensus: 'Transaction failed'; the one check answers success false", async () => {
    const dave = key(5);
    devnet.fund(dave.address, 1n * HBAR);
    const prepared = await adapter.prepareTransfer(intent(HBAR / 2n, alice.address, dave.address), {
      signer: dave,
    });
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, dave), dave);
    // Spent elsewhere between review and send: the fee is covered (precheck passes), the amount is not.
    await send(intent(HBAR / 2n, alice.address, dave.address), dave);
    const sent = await adapter.broadcast(signed);
    await expect(adapter.waitForConfirmation(sent.hash)).rejects.toThrow(/^Transaction failed$/);
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: false });
    const rows = (await adapter.getHistory(dave.address)).items;
    expect(rows[0]).toMatchObject({ status: 'FAIL', amount: '0' });
  });

  it('a broadcast of the same transaction again is the same id (DUPLICATE_TRANSACTION)', async () => {
    const { signed, sent } = await send(intent(1000n, key(2).address));
    expect(await adapter.broadcast(signed)).toEqual({ hash: sent.hash });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = devnet.ledger.records.length;
    await expect(adapter.prepareTransfer(intent(1n, '0.0.abc'))).rejects.toThrow(/Invalid custom address/);
    await expect(adapter.prepareTransfer(intent(1n, '0.0.999999'))).rejects.toThrow(/does not exist/);
    await expect(adapter.prepareTransfer(intent(1n, alice.address))).rejects.toThrow(
      /receiver is the sending/,
    );
    // The same account by its number.
    await expect(adapter.prepareTransfer(intent(1n, accountOf(alice.address)!.id))).rejects.toThrow(
      /receiver is the sending/,
    );
    await expect(adapter.prepareTransfer(intent(-1n, key(2).address))).rejects.toThrow(/negative/);
    await expect(
      adapter.prepareTransfer({ ...intent(1n, key(2).address), memo: 'x'.repeat(101) }),
    ).rejects.toThrow(/at most 100 bytes/);
    await expect(
      adapter.prepareTransfer({ ...intent(1n, key(2).address), asset: { kind: 'token', contract: '0.0.5' } }),
    ).rejects.toThrow(UnsupportedOperationError);
    const p = await adapter.prepareTransfer(intent(1n, key(2).address), { signer: alice });
    await expect(adapter.repriceTransfer(p, p.price * 2n)).rejects.toThrow(UnsupportedOperationError);
    // A key that is not the sender's: refused before anything is sent.
    await expect(adapter.prepareTransfer(intent(1n, key(2).address), { signer: key(6) })).rejects.toThrow(
      /does not belong/,
    );
    expect(devnet.ledger.records.length).toBe(before);
  });
});
