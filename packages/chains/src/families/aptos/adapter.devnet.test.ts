/**
 * The Aptos adapter end to end against the devnet's Aptos node (devnet/src/aptos: the node REST
 * API v1 shapes; each submission decoded with @aptos-labs/ts-sdk, its signature, authentication
 * key and sequence number checked), one server for this file: reads, sends built, signed,
 * submitted and confirmed, a receiver created by the transfer, history rows, the max rule over the
 * tolerated simulation code, spec §8's two Aptos texts, and refusals.
 */
import { startAptosDevnet, type AptosDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter, type TxIntent } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { aptosPrepared } from './logic/payload';
import { aptosSigner, type AptosSigner } from './logic/signer';

const APT = 100_000_000n;
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let devnet: AptosDevnet;
let adapter: ChainAdapter;
let alice: AptosSigner;
let bob: AptosSigner;

const key = (n: number) => aptosSigner(Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? n : 7)));
const config = () => ({
  network: 'devnet' as const,
  ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
});

beforeAll(async () => {
  devnet = await startAptosDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(getChain('aptos'), config());
  const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
  alice = (await family.signerFromKey(getChain('aptos'), 'devnet', account.privateKey)) as AptosSigner;
  expect(alice.address).toBe(account.address);
  bob = key(2);
  devnet.fund(alice.address, 10n * APT);
  devnet.fund(bob.address, APT);
});
afterAll(() => devnet?.stop());

const intent = (amount: bigint, to = bob.address, from = alice.address): TxIntent => ({ from, to, amount });

async function send(i: TxIntent, signer: AptosSigner = alice) {
  const prepared = await adapter.prepareTransfer(i, { signer });
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const sent = await adapter.broadcast(signed);
  return { prepared, signed, sent };
}

describe('Aptos adapter on the devnet node', () => {
  it('reads the balance (0x1::coin::balance) and a never-seen account as 0', async () => {
    const [b] = await adapter.getBalances(alice.address);
    expect(b).toMatchObject({ amount: 10n * APT, symbol: 'APT', decimals: 8, state: 'fresh' });
    const [zero] = await adapter.getBalances(key(9).address);
    expect(zero).toMatchObject({ amount: 0n, state: 'fresh' });
  });

  it('sends: simulated gas, max gas with margin, submitted, confirmed; balances move exactly', async () => {
    const { prepared, signed, sent } = await send(intent(2n * APT));
    const p = aptosPrepared(prepared);
    expect(p.gasUsed).toBe('11');
    expect(p.maxGasAmount).toBe('14');
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 100n },
      { title: 'Recommended', price: 150n },
    ]);
    expect(prepared.price).toBe(150n);
    expect(prepared.fee).toBe(14n * 150n);
    expect(sent.hash).toBe(signed.hash);
    const receipt = await adapter.waitForConfirmation(sent.hash);
    expect(receipt).toMatchObject({ hash: signed.hash, success: true });
    // Charged the gas used, not the max.
    expect(devnet.ledger.account(alice.address).balance).toBe(8n * APT - 11n * 150n);
    expect(devnet.ledger.account(bob.address).balance).toBe(3n * APT);
    expect(devnet.ledger.account(alice.address).sequence).toBe(1n);
  });

  it('a receiver without an account is created by aptos_account::transfer (more gas)', async () => {
    const to = key(3).address;
    expect(devnet.ledger.account(to).exists).toBe(false);
    const { prepared } = await send(intent(APT / 2n, to));
    expect(aptosPrepared(prepared).gasUsed).toBe('1011');
    expect(devnet.ledger.account(to)).toMatchObject({ balance: APT / 2n, exists: true });
  });

  it('history: transfers sent and received, newest first, in the spec shape; pending rows first', async () => {
    const pending = {
      amount: '5',
      link: '0xabc0000000000...',
      url: 'x',
      status: 'PENDING',
      date: new Date().toISOString(),
      from: alice.address,
      to: bob.address,
      totalCourse: '0$' as const,
      extraPendingTransactionData: {
        txHash: `0x${'ab'.repeat(32)}`,
        value: '5',
        from: alice.address,
        to: bob.address,
      },
    };
    const page = await adapter.getHistory(alice.address, { pending: [pending] });
    expect(page.error).toBeUndefined();
    expect(page.items).toHaveLength(4);
    expect(page.items[0]).toMatchObject({ amount: '5', status: 'PENDING' });
    expect(page.items[1]).toMatchObject({ amount: String(APT / 2n), status: 'SUCCESS', from: alice.address });
    expect(page.items[2]).toMatchObject({ amount: String(2n * APT), to: bob.address, totalCourse: '0$' });
    // Received too: the faucet's funding.
    expect(page.items[3]).toMatchObject({ amount: String(10n * APT), to: alice.address, status: 'SUCCESS' });
    expect(page.items[1]!.link).toMatch(/^0x[0-9a-f]{11}\.\.\.$/);
    expect(page.items[1]!.url).toMatch(/\/tx\/0x[0-9a-f]{64}$/);
    expect(page.items[1]!.url.endsWith(page.items[1]!.link.slice(0, 13))).toBe(false);
    expect(Object.keys(page.items[1]!).sort()).toEqual(
      ['amount', 'date', 'from', 'link', 'status', 'to', 'totalCourse', 'url'].sort(),
    );
    // Bob's history has the transfer he received.
    const bobs = await adapter.getHistory(bob.address);
    expect(bobs.items.map((r) => r.amount)).toContain(String(2n * APT));
    // An account the chain never saw has no rows, not an error.
    expect(await adapter.getHistory(key(10).address)).toEqual({ items: [] });
  });

  it('history pages: 20 transactions and the last version as the cursor, then the versions below it', async () => {
    const holder = key(41).address;
    for (let i = 1; i <= 22; i++) devnet.fund(holder, BigInt(i));
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => String(22 - i)));
    expect(first.cursor).toMatch(/^\d+$/);
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual(['2', '1']);
    expect(second.cursor).toBeUndefined();
    expect((await adapter.getHistory(holder, { cursor: '0x1' })).error).toBe('Invalid history cursor');
  });

  it('history refresh on the same adapter: kept versions stay exact, a new transfer comes first', async () => {
    const before = await adapter.getHistory(alice.address);
    const { sent } = await send(intent(3n, bob.address));
    await adapter.waitForConfirmation(sent.hash);
    const after = await adapter.getHistory(alice.address);
    expect(after.error).toBeUndefined();
    expect(after.items[0]).toMatchObject({
      amount: '3',
      from: alice.address,
      to: bob.address,
      status: 'SUCCESS',
    });
    expect(after.items[0]!.url.endsWith(sent.hash)).toBe(true);
    expect(after.items.slice(1)).toEqual(before.items);
  });

  it('max: sending the whole balance simulates with the tolerated code and leaves only the gas margin', async () => {
    const sender = key(4);
    devnet.fund(sender.address, APT);
    const prepared = await adapter.prepareTransfer(intent(APT, bob.address, sender.address), {
      signer: sender,
    });
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount).toBe(APT - prepared.fee);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, sender), sender);
    await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    // Max gas 14, used 11: three gas units at the price are left.
    expect(devnet.ledger.account(sender.address).balance).toBe(3n * prepared.price);
  });

  it('spec §8: a sender that cannot pay any gas gets "Simulation is failed for aptos chain"', async () => {
    const empty = key(5);
    await expect(
      adapter.prepareTransfer(intent(1n, bob.address, empty.address), { signer: empty }),
    ).rejects.toThrow(/^Simulation is failed for aptos chain$/);
    expect(family.sendErrorCode('Simulation is failed for aptos chain')).toBe('nodeMessage');
  });

  it('spec §8: a simulation reporting zero gas gets "gas price or gas used is not valid"', async () => {
    const zeroGas = family.createAdapter(getChain('aptos'), {
      ...config(),
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        if (!String(url).endsWith('/transactions/simulate')) return res;
        const body = (await res.json()) as Record<string, unknown>[];
        return new Response(JSON.stringify([{ ...body[0], gas_used: '0' }]), { status: 200 });
      },
    });
    await expect(zeroGas.prepareTransfer(intent(APT), { signer: alice })).rejects.toThrow(
      /^gas price or gas used is not valid$/,
    );
  });

  it('a watch-only estimate (no signer) simulates with no account authenticator; the signer signs it later', async () => {
    const prepared = await adapter.prepareTransfer(intent(1000n));
    expect(aptosPrepared(prepared).publicKeyHex).toBeNull();
    expect(aptosPrepared(prepared).gasUsed).toBe('11');
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), alice);
    await adapter.broadcast(signed);
    expect(devnet.ledger.transaction(signed.hash)).toMatchObject({ success: true });
    // The wrong key is refused before anything is sent.
    const again = await adapter.prepareTransfer(intent(1000n));
    await expect(adapter.sign(await adapter.buildTransaction(again), bob)).rejects.toThrow(/does not belong/);
  });

  it('a custom gas price below the lowest estimate is refused; above it is what is signed', async () => {
    const prepared = await adapter.prepareTransfer(intent(APT), { signer: alice });
    await expect(adapter.repriceTransfer(prepared, 99n)).rejects.toThrow(/at least 100/);
    const higher = await adapter.repriceTransfer(prepared, 300n);
    expect(higher.fee).toBe(BigInt(aptosPrepared(higher).maxGasAmount) * 300n);
    const signed = await adapter.sign(await adapter.buildTransaction(higher, alice), alice);
    await adapter.broadcast(signed);
    expect(devnet.ledger.transaction(signed.hash)).toMatchObject({ gas_unit_price: '300', success: true });
  });

  it('a replayed transaction is refused with the sequence number error (alreadySent)', async () => {
    const { signed } = await send(intent(1000n));
    const refusal = await adapter.broadcast(signed).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(refusal).toMatch(/SEQUENCE_NUMBER_TOO_OLD/);
    expect(family.sendErrorCode(refusal)).toBe('alreadySent');
  });

  it('bad input changes nothing: invalid address, wrong signer, a token, a memo', async () => {
    const before = devnet.ledger.account(alice.address);
    await expect(adapter.prepareTransfer(intent(1n, '0x10'), { signer: alice })).rejects.toThrow(
      /Invalid custom address/,
    );
    await expect(adapter.prepareTransfer(intent(1n), { signer: bob })).rejects.toThrow(/does not belong/);
    const prepared = await adapter.prepareTransfer(intent(1n), { signer: alice });
    const unsigned = await adapter.buildTransaction(prepared, alice);
    await expect(adapter.sign(unsigned, bob)).rejects.toThrow(/does not belong/);
    await expect(
      adapter.prepareTransfer({ ...intent(1n), asset: { kind: 'token', contract: '0x1' } }),
    ).rejects.toBeInstanceOf(UnsupportedOperationError);
    await expect(adapter.prepareTransfer({ ...intent(1n), memo: 'hi' })).rejects.toBeInstanceOf(
      UnsupportedOperationError,
    );
    expect(devnet.ledger.account(alice.address)).toEqual(before);
  });

  it('confirmation: an unknown hash is pending; an unreachable node throws, never pending', async () => {
    const unknown = `0x${'cd'.repeat(32)}`;
    expect(await adapter.waitForConfirmation(unknown, { timeoutMs: 0 })).toBe('pending');
    expect(adapter.confirmPolicy).toEqual({ intervalMs: 500, tries: 20 });
    const dead = family.createAdapter(getChain('aptos'), {
      network: 'devnet',
      rpc: ['http://127.0.0.1:9/v1'],
    });
    await expect(dead.waitForConfirmation(unknown, { timeoutMs: 0 })).rejects.toThrow();
    const page = await dead.getHistory(alice.address);
    expect(page.items).toEqual([]);
    expect(page.error).toBeTruthy();
    await expect(dead.getBalances(alice.address)).resolves.toMatchObject([{ state: 'unavailable' }]);
  });

  it('spec §4: the mainnet policy times out at 120 s', () => {
    const mainnet = family.createAdapter(getChain('aptos'), { network: 'mainnet' });
    const { intervalMs, tries } = mainnet.confirmPolicy;
    expect(intervalMs * (tries - 1)).toBe(120_000);
  });
});
