/**
 * The Filecoin adapter end to end against the devnet's Filecoin node (devnet/src/filecoin: Lotus
 * JSON-RPC and Filscan shapes; each pushed message decoded with iso-filecoin, its signature,
 * nonce, fee cap and funds checked): reads, sends built, signed, pushed and confirmed, history
 * rows, the max rule, a message that runs out of gas ('Transaction failed'), and refusals.
 */
import { startFilecoinDevnet, FILECOIN_BASE_FEE, FILECOIN_GAS, type FilecoinDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter, type TxIntent } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { filecoinPrepared } from './logic/payload';
import { filecoinSigner, type FilecoinSigner } from './logic/signer';

const FIL = 10n ** 18n;
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let devnet: FilecoinDevnet;
let adapter: ChainAdapter;
let alice: FilecoinSigner;
let bob: FilecoinSigner;
let sentHash = '';

const key = (n: number) =>
  filecoinSigner(
    Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? n : 7)),
    'devnet',
  );

beforeAll(async () => {
  devnet = await startFilecoinDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(getChain('filecoin'), {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
  alice = (await family.signerFromKey(getChain('filecoin'), 'devnet', account.privateKey)) as FilecoinSigner;
  expect(alice.address).toBe(account.address);
  bob = key(2);
  devnet.fund(alice.address, 100n * FIL);
  devnet.fund(bob.address, 5n * FIL);
});
afterAll(() => devnet?.stop());

const intent = (amount: bigint, to = bob.address, from = alice.address): TxIntent => ({ from, to, amount });

async function send(i: TxIntent, signer: FilecoinSigner = alice, price?: bigint) {
  const prepared = await adapter.prepareTransfer(i, price === undefined ? { signer } : { signer, price });
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const sent = await adapter.broadcast(signed);
  return { prepared, signed, sent };
}

describe('Filecoin adapter on the devnet node', () => {
  it('derives a t1 address on the test path and reads balances (a never-seen address: 0)', async () => {
    expect(alice.address).toMatch(/^t1[a-z2-7]{39}$/);
    const [b] = await adapter.getBalances(alice.address);
    expect(b).toMatchObject({ amount: 100n * FIL, symbol: 'FIL', decimals: 18, state: 'fresh' });
    const [zero] = await adapter.getBalances(key(9).address);
    expect(zero).toMatchObject({ amount: 0n, state: 'fresh' });
    await expect(adapter.getBalances('f1abc')).rejects.toThrow(/Invalid address/);
  });

  it('prepares with the node gas estimate and the scan base fee + 500, sends and confirms', async () => {
    const { prepared, signed, sent } = await send(intent(2n * FIL));
    const p = filecoinPrepared(prepared);
    expect(p.gasSource).toBe('node');
    expect(p.gasLimit).toBe(((FILECOIN_GAS.existing * 125n + 99n) / 100n).toString());
    const normal = prepared.options.find((o) => o.title === 'Normal')!.price;
    expect(normal).toBe(FILECOIN_BASE_FEE + 500n + BigInt(p.gasPremium));
    expect(prepared.fee).toBe(BigInt(p.gasLimit) * prepared.price);
    expect(sent.hash).toBe(signed.hash);
    expect(sent.hash).toMatch(/^bafy2bza/);
    sentHash = sent.hash;
    const receipt = await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 });
    expect(receipt).toMatchObject({ success: true, exitCode: 0 });
    expect(devnet.ledger.account(bob.address).balance).toBe(7n * FIL);
    // Charged: gas used × base fee + gas limit × premium (capped at fee cap − base fee); never above the reviewed fee.
    const spent = 100n * FIL - 2n * FIL - devnet.ledger.account(alice.address).balance;
    expect(spent).toBeGreaterThan(0n);
    expect(spent).toBeLessThanOrEqual(prepared.fee);
  });

  it('history pages: 20 messages and the next index as the cursor, then the older ones', async () => {
    const holder = key(31).address;
    for (let i = 1; i <= 23; i++) devnet.fund(holder, BigInt(i));
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => String(23 - i)));
    expect(first.cursor).toBe('1');
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual(['3', '2', '1']);
    expect(second.cursor).toBeUndefined();
    expect((await adapter.getHistory(holder, { cursor: '0' })).error).toBe('Invalid history cursor');
  });

  it('lists the messages as spec §3 rows, newest first, with the nonce advanced', async () => {
    const page = await adapter.getHistory(alice.address);
    expect(page.error).toBeUndefined();
    const [row] = page.items;
    expect(row).toMatchObject({
      amount: (2n * FIL).toString(),
      status: 'SUCCESS',
      from: alice.address,
      to: bob.address,
      totalCourse: '0$',
    });
    expect(row!.link).toBe(`${sentHash.slice(0, 13)}...`);
    expect(row!.url).toBe(`https://calibration.filscan.io/tx/${sentHash}`);
    expect(Object.keys(row!).sort()).toEqual([
      'amount',
      'date',
      'from',
      'link',
      'status',
      'to',
      'totalCourse',
      'url',
    ]);
    expect(devnet.ledger.account(alice.address).nonce).toBe(1n);
  });

  it('applies the max rule: amount + most possible fee never exceeds the balance', async () => {
    const carol = key(3);
    devnet.fund(carol.address, FIL);
    const { prepared, sent } = await send(intent(FIL, bob.address, carol.address), carol);
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount + prepared.fee).toBe(FIL);
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
  });

  it('a message that runs out of gas confirms as failed: Transaction failed', async () => {
    const dave = key(4);
    devnet.fund(dave.address, FIL);
    const fresh = key(5).address;
    const prepared = await adapter.prepareTransfer(intent(FIL / 10n, fresh, dave.address), { signer: dave });
    const p = filecoinPrepared(prepared);
    // A payload edited after the review is refused…
    const edited = { ...prepared, payload: { ...p, message: { ...p.message!, gasLimit: '1000' } } };
    await expect(adapter.buildTransaction(edited)).rejects.toThrow(/does not match the reviewed/);
    // …so the low limit is reviewed as such (a custom gas limit the node would take).
    const low = { ...p, gasLimit: '600000' };
    const repriced = await adapter.repriceTransfer({ ...prepared, payload: low }, prepared.price);
    const signed = await adapter.sign(await adapter.buildTransaction(repriced), dave);
    const sent = await adapter.broadcast(signed);
    const receipt = await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 });
    expect(receipt).toMatchObject({ success: false, exitCode: 7, error: 'Transaction failed' });
    // A wait (the CLI's tx status --wait, a caller's own wait) rejects with the spec's text.
    await expect(adapter.waitForConfirmation(sent.hash, { timeoutMs: 1_000 })).rejects.toThrow(
      /^Transaction failed$/,
    );
    expect(devnet.ledger.account(fresh).balance).toBe(0n);
    const rows = (await adapter.getHistory(dave.address)).items;
    expect(rows[0]).toMatchObject({ status: 'FAIL' });
  });

  it('sends to an f4 (delegated) address with InvokeEVM, as Lotus and Trust Wallet do', async () => {
    // 20 bytes of 0x09 in namespace 10 (an EVM address), written by iso-filecoin.
    const evm = 't410fbeeqscijbeeqscijbeeqscijbeeqscijndkyhni';
    const { prepared, sent } = await send(intent(FIL / 2n, evm));
    expect(filecoinPrepared(prepared).message!.method).toBe(3844450837);
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    expect(devnet.ledger.account(evm).balance).toBe(FIL / 2n);
  });

  it('refuses what cannot be sent, changing nothing', async () => {
    const before = devnet.ledger.account(alice.address).balance;
    await expect(adapter.prepareTransfer(intent(FIL, 'f1abc'))).rejects.toThrow(/Invalid custom address/);
    await expect(adapter.prepareTransfer(intent(FIL, bob.address, 't01234'))).rejects.toThrow(/Only f1/);
    await expect(adapter.prepareTransfer({ ...intent(FIL), memo: 'hi' })).rejects.toBeInstanceOf(
      UnsupportedOperationError,
    );
    await expect(adapter.prepareTransfer(intent(FIL), { signer: alice, price: 5n })).rejects.toThrow(
      /fee cap must be at least/,
    );
    // A stranger's key cannot sign alice's message.
    const prepared = await adapter.prepareTransfer(intent(FIL));
    await expect(adapter.sign(await adapter.buildTransaction(prepared), bob)).rejects.toThrow(
      /does not belong/,
    );
    // Pushing the same message twice: the node already has it (success with the same CID).
    const { signed, sent } = await send(intent(FIL));
    expect(await adapter.broadcast(signed)).toEqual({ hash: sent.hash });
    expect(devnet.ledger.account(alice.address).balance).toBeLessThan(before);
  });

  it('an account with nothing left refuses the send with the spec text', async () => {
    const erin = key(6);
    const prepared = await adapter.prepareTransfer(intent(FIL, bob.address, erin.address), { signer: erin });
    expect(prepared.amount).toBe(0n);
    await expect(adapter.buildTransaction(prepared)).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
  });
});
