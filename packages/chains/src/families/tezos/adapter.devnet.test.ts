/**
 * The Tezos adapter end to end against the devnet's Tezos node (devnet/src/tezos: Octez RPC and
 * TzKT shapes; each injection decoded with @taquito/local-forging, its signature and counters
 * checked), one server for this file: reads, the reveal on a first send, sends built, signed,
 * injected and confirmed, history rows, the max rule with the allocation burn, the 1-tez rule of
 * the estimate, and refusals.
 */
import { startTezosDevnet, type TezosDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter, type TxIntent } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { tezosPrepared } from './logic/payload';
import { tezosSigner, type TezosSigner } from './logic/signer';

const TEZ = 1_000_000n;
const BURN = 257n * 250n;
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let devnet: TezosDevnet;
let adapter: ChainAdapter;
let alice: { address: string; signer: TezosSigner };
let bob: TezosSigner;

const key = (n: number) => tezosSigner(Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? n : 7)));

beforeAll(async () => {
  devnet = await startTezosDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(getChain('tezos'), {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
  alice = {
    address: account.address,
    signer: (await family.signerFromKey(getChain('tezos'), 'devnet', account.privateKey)) as TezosSigner,
  };
  bob = key(2);
  devnet.fund(alice.address, 100n * TEZ);
  devnet.fund(bob.address, 5n * TEZ);
});
afterAll(() => devnet?.stop());

const intent = (amount: bigint, to = bob.address, from = alice.address): TxIntent => ({ from, to, amount });

async function send(i: TxIntent, signer: TezosSigner = alice.signer) {
  const prepared = await adapter.prepareTransfer(i, { signer });
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const sent = await adapter.broadcast(signed);
  return { prepared, signed, sent };
}

describe('Tezos adapter on the devnet node', () => {
  it('reads the balance from the node and a never-seen account as 0', async () => {
    const [b] = await adapter.getBalances(alice.address);
    expect(b).toMatchObject({ amount: 100n * TEZ, symbol: 'XTZ', decimals: 6, state: 'fresh' });
    const [zero] = await adapter.getBalances(key(9).address);
    expect(zero?.amount).toBe(0n);
  });

  it('first send reveals the key (reveal + transaction, counters in order), then confirms', async () => {
    const { prepared, signed, sent } = await send(intent(2n * TEZ));
    const p = tezosPrepared(prepared);
    expect(p.reveal).not.toBeNull();
    expect(p.operation!.contents.map((c) => c.kind)).toEqual(['reveal', 'transaction']);
    expect(sent.hash).toBe(signed.hash);
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    const fees = p.operation!.contents.reduce((s, c) => s + BigInt(c.fee), 0n);
    expect(devnet.ledger.account(alice.address).balance).toBe(98n * TEZ - fees);
    expect(devnet.ledger.account(bob.address).balance).toBe(7n * TEZ);
    expect(devnet.ledger.account(alice.address).managerKey).toBe(p.publicKey);
  });

  it('the next send has no reveal and its counter follows', async () => {
    const before = devnet.ledger.account(alice.address).counter;
    const { prepared } = await send(intent(1n * TEZ));
    const p = tezosPrepared(prepared);
    expect(p.reveal).toBeNull();
    expect(p.operation!.contents.map((c) => c.kind)).toEqual(['transaction']);
    expect(devnet.ledger.account(alice.address).counter).toBe(before + 1n);
  });

  it('history: TzKT rows newest first in the spec shape, pending rows first', async () => {
    const page = await adapter.getHistory(alice.address);
    expect(page.error).toBeUndefined();
    expect(page.items[0]).toMatchObject({
      amount: '1000000',
      status: 'SUCCESS',
      from: alice.address,
      to: bob.address,
    });
    expect(page.items.at(-1)).toMatchObject({ amount: '100000000', to: alice.address });
    expect(page.items[0]!.link).toMatch(/^o.{12}\.\.\.$/);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      ['amount', 'date', 'from', 'link', 'status', 'to', 'totalCourse', 'url'].sort(),
    );
  });

  it('history pages: 20 rows with a cursor (TzKT lastId), then the older rows and no cursor', async () => {
    const holder = key(11).address;
    for (let i = 1; i <= 25; i++) devnet.fund(holder, BigInt(i));
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => String(25 - i)));
    expect(first.cursor).toMatch(/^\d+$/);
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual(['5', '4', '3', '2', '1']);
    expect(second.cursor).toBeUndefined();
    const bad = await adapter.getHistory(holder, { cursor: 'x' });
    expect(bad).toEqual({ items: [], error: 'Invalid history cursor' });
  });

  it('a new receiver costs the allocation burn; max sends all the rest and leaves 0', async () => {
    const sender = key(4);
    devnet.fund(sender.address, 3n * TEZ);
    const to = key(5).address;
    const prepared = await adapter.prepareTransfer(intent(10n * TEZ, to, sender.address), { signer: sender });
    expect(prepared.isMax).toBe(true);
    expect(tezosPrepared(prepared).burn).toBe(BURN.toString());
    expect(prepared.amount).toBe(3n * TEZ - prepared.fee);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, sender), sender);
    await adapter.broadcast(signed);
    expect(devnet.ledger.account(sender.address).balance).toBe(0n);
    expect(devnet.ledger.account(to).balance).toBe(prepared.amount);
  });

  it('spec §5: above 1 tez the estimate simulates 1 tez less (a send of the whole balance simulates)', async () => {
    const sender = key(6);
    devnet.fund(sender.address, 5n * TEZ);
    const seen: string[] = [];
    const spy = family.createAdapter(getChain('tezos'), {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
      fetch: async (url, init) => {
        if (String(url).endsWith('simulate_operation')) seen.push(String(init?.body));
        return fetch(url, init);
      },
    });
    await spy.prepareTransfer(intent(3n * TEZ, bob.address, sender.address), { signer: sender });
    await spy.prepareTransfer(intent(TEZ / 2n, bob.address, sender.address), { signer: sender });
    const amounts = seen.map(
      (b) =>
        (
          JSON.parse(b) as { operation: { contents: { kind: string; amount?: string }[] } }
        ).operation.contents.find((c) => c.kind === 'transaction')!.amount,
    );
    expect(amounts).toEqual(['2000000', '500000']);
  });

  it('a custom fee below the minimum is refused; above it is what is signed', async () => {
    const prepared = await adapter.prepareTransfer(intent(TEZ), { signer: alice.signer });
    expect(prepared.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
    expect(prepared.price).toBe(prepared.options[0]!.price + 200n);
    await expect(adapter.repriceTransfer(prepared, prepared.options[0]!.price - 1n)).rejects.toThrow(
      /at least/,
    );
    const higher = await adapter.repriceTransfer(prepared, prepared.price + 500n);
    const tx = tezosPrepared(higher).operation!.contents.at(-1)!;
    expect(tx.fee).toBe((prepared.price + 500n).toString());
    const signed = await adapter.sign(await adapter.buildTransaction(higher, alice.signer), alice.signer);
    await expect(adapter.broadcast(signed)).resolves.toMatchObject({ hash: signed.hash });
  });

  it('a replayed operation is refused with the counter error (alreadySent)', async () => {
    const { signed } = await send(intent(TEZ));
    const refusal = await adapter.broadcast(signed).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(refusal).toMatch(/counter_in_the_past/);
    expect(family.sendErrorCode(refusal)).toBe('alreadySent');
  });

  it('a wrong signer is refused before anything is sent; tokens and batches are unsupported', async () => {
    const prepared = await adapter.prepareTransfer(intent(TEZ), { signer: alice.signer });
    const unsigned = await adapter.buildTransaction(prepared, alice.signer);
    await expect(adapter.sign(unsigned, bob)).rejects.toThrow(/does not verify/);
    await expect(
      adapter.prepareTransfer({ ...intent(TEZ), asset: { kind: 'token', contract: 'KT1x' } } as TxIntent),
    ).rejects.toBeInstanceOf(UnsupportedOperationError);
  });

  it('confirmation of an unknown hash is pending; an unreachable indexer throws', async () => {
    expect(
      await adapter.waitForConfirmation('ooTBu7DLbeC7DmVfXEsp896A6WTwimedbsM9QRqUVtqA8Vxt6D3', {
        timeoutMs: 0,
      }),
    ).toBe('pending');
    const dead = family.createAdapter(getChain('tezos'), {
      network: 'devnet',
      rpc: ['http://127.0.0.1:9'],
      explorerApis: ['http://127.0.0.1:9'],
    });
    await expect(
      dead.waitForConfirmation('ooTBu7DLbeC7DmVfXEsp896A6WTwimedbsM9QRqUVtqA8Vxt6D3', { timeoutMs: 0 }),
    ).rejects.toThrow();
    const page = await dead.getHistory(alice.address);
    expect(page.items).toEqual([]);
    expect(page.error).toBeTruthy();
  });
});
