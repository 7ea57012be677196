/**
 * The conformance properties for the `ton` record on @ton/sandbox, written here until the shared
 * suite (packages/chains/src/conformance) lands: derived addresses validate and keys round-trip;
 * validators never throw; max + fee ≤ balance; what is signed is what was reviewed (and the chain
 * takes the reviewed fee less the spec's 15000 extra); history rows have the spec's shape;
 * unsupported operations and bad input fail clearly. Also the spec §5 rules for TON.
 */
import type { TonDevnet } from '@kestrel/devnet';
import { Address, Cell, loadMessage, loadMessageRelaxed, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UnsupportedOperationError,
  type ChainAdapter,
  type Signer,
  type TxIntent,
} from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import type { TonPrepared } from './logic/payload';
import { FEE_EXTRA } from './logic/rules';
import { startTestTon, tonAdapter } from './testing/devnet';

const chain = getChain('ton');
// trustwallet/wallet-core TWAnyAddressTests.cpp (TWTheOpenNetwork.Address): UQDYW_1e…RRyQx on
// mainnet; the devnet shows the same account with the test-only flag.
const PHRASE = 'stuff diamond cycle federal scan spread pigeon people engage teach snack grain';
const MAINNET_ADDRESS = 'UQDYW_1eScJVxtitoBRksvoV9cCYo4uKGWLVNIHB1JqRRyQx';

let devnet: TonDevnet;
let adapter: ChainAdapter;
let signer: Signer;
let from: string;
const to = new Address(0, Buffer.alloc(32, 3)).toString({ bounceable: false, testOnly: true });
const intent = (amount: bigint, extra: Partial<TxIntent> = {}): TxIntent => ({ from, to, amount, ...extra });
const balanceOf = async (a: string) =>
  (await devnet.sandbox.locked(() => devnet.sandbox.state(Address.parse(a)))).balance;

beforeAll(async () => {
  devnet = await startTestTon();
  adapter = tonAdapter(devnet);
  const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
  from = account.address;
  signer = await family.createSigner({ chain, network: 'devnet', address: from, account: () => account });
  await devnet.sandbox.fund(Address.parse(from), toNano('3'));
  // Deployed by a first send, so the checks below run on an active wallet too.
  const first = await adapter.prepareTransfer(intent(toNano('0.1')), { signer });
  const signed = await adapter.sign(await adapter.buildTransaction(first, signer), signer);
  await adapter.broadcast(signed);
  expect(await adapter.waitForConfirmation(signed.hash)).toMatchObject({ success: true });
});
afterAll(async () => {
  await devnet?.stop();
});

describe('adapter conformance: ton (sandbox)', () => {
  it('derived addresses validate, and private keys round-trip', async () => {
    expect(Address.parse(from).equals(Address.parse(MAINNET_ADDRESS))).toBe(true);
    expect(from).toBe(Address.parse(MAINNET_ADDRESS).toString({ bounceable: false, testOnly: true }));
    expect(adapter.validateAddress(from)).toEqual({ valid: true, normalized: from });
    const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
    expect(adapter.validatePrivateKey(account.privateKey)).toBe(true);
    expect((await adapter.importPrivateKey(account.privateKey)).address).toBe(from);
    await expect(
      family.createSigner({ chain, network: 'devnet', address: to, account: () => account }),
    ).rejects.toThrow(/does not match the coin address/);
  });

  it('validators never throw on junk', () => {
    for (const junk of ['', ' ', 'hello', '0x', '0x1234', '\u0000', 'x'.repeat(500)]) {
      expect(adapter.validateAddress(junk).valid).toBe(false);
      expect(adapter.validatePrivateKey(junk)).toBe(false);
    }
  });

  it('the max amount plus fee never exceeds the balance', async () => {
    const [native] = await adapter.getBalances(from);
    expect(native?.state).toBe('fresh');
    const balance = native!.amount;
    const prepared = await adapter.prepareTransfer(intent(balance + 1n), { signer });
    expect(prepared.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
    expect(prepared).toMatchObject({ isMax: true, requestedAmount: balance + 1n, available: balance });
    expect(prepared.amount).toBeGreaterThan(0n);
    expect(prepared.amount + prepared.fee).toBe(balance);
    expect(prepared.intent.amount).toBe(prepared.amount);
    // TON's fee has no price to choose: the one price reprices to the same review.
    expect(await adapter.repriceTransfer(prepared, prepared.price)).toBe(prepared);
  });

  it('what is signed is what was reviewed, and the chain takes the reviewed fee less 15000', async () => {
    const prepared = await adapter.prepareTransfer(intent(toNano('0.25'), { memo: 'invoice 7' }), { signer });
    const p = prepared.payload as TonPrepared;
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
    const ext = loadMessage(Cell.fromBoc(Buffer.from(signed.raw, 'base64'))[0]!.beginParse());
    expect(ext.info.dest && Address.parse(from).equals(ext.info.dest as Address)).toBe(true);
    expect(ext.init).toBeFalsy();
    const body = ext.body.beginParse().skip(512);
    expect(body.loadUint(32)).toBe(p.walletId);
    body.loadUint(32);
    expect(body.loadUint(32)).toBe(p.seqno);
    expect(body.loadUint(8)).toBe(0);
    expect(body.loadUint(8)).toBe(p.mode);
    const inner = loadMessageRelaxed(body.loadRef().beginParse());
    expect(inner.info.type === 'internal' && inner.info.value.coins).toBe(prepared.amount);
    expect(inner.info.type === 'internal' && Address.parse(to).equals(inner.info.dest)).toBe(true);
    const text = inner.body.beginParse();
    expect(text.loadUint(32)).toBe(0);
    expect(text.loadStringTail()).toBe('invoice 7');
    const before = await balanceOf(from);
    await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(signed.hash)).toMatchObject({ success: true });
    const cost = before - (await balanceOf(from)) - prepared.amount;
    // Only storage fees for the seconds between estimate and send may differ.
    expect(cost - (prepared.fee - FEE_EXTRA)).toBeLessThanOrEqual(10n);
    expect(cost - (prepared.fee - FEE_EXTRA)).toBeGreaterThanOrEqual(-10n);
  });

  it('history rows have exactly the spec shape', async () => {
    const page = await adapter.getHistory(from);
    expect(page.error).toBeUndefined();
    expect(page.items.length).toBe(3);
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual([
        'amount',
        'date',
        'from',
        'link',
        'status',
        'to',
        'totalCourse',
        'url',
      ]);
      expect(row.totalCourse).toBe('0$');
      expect(row.amount).toMatch(/^\d+$/);
      const hash = /\/tx\/([0-9a-f]{64})$/.exec(row.url)?.[1];
      expect(row.link).toBe(`${hash!.slice(0, 13)}...`);
      expect(new Date(row.date).toISOString()).toBe(row.date);
      expect(['SUCCESS', 'FAILED']).toContain(row.status);
      expect([row.from, row.to]).toContain(from);
    }
  });

  it('unsupported operations and bad input fail clearly and change nothing', async () => {
    const before = await balanceOf(from);
    const refused = async (op: () => Promise<unknown>) => {
      const e = await op().then(
        () => new Error('it went ahead'),
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(UnsupportedOperationError);
      expect((e as Error).message).toContain('ton');
    };
    await refused(() =>
      adapter.prepareTransfer(
        intent(1n, { asset: { kind: 'nft', standard: 'ERC721', contract: to, tokenId: 1n } }),
        {
          signer,
        },
      ),
    );
    await refused(() => adapter.prepareTransfer(intent(1n, { calls: [{ to, amount: 1n }] }), { signer }));
    const prepared = await adapter.prepareTransfer(intent(1n), { signer });
    await refused(() => adapter.repriceTransfer(prepared, prepared.price + 1n));
    expect(adapter.capabilities).toMatchObject({
      replaceByFee: false,
      cancel: false,
      batch: false,
      nfts: false,
    });
    // Spec §5 "TON: must parse": a bad receiver or amount is refused before any read.
    await expect(
      adapter.prepareTransfer(intent(1n, { to: 'EQ-not-an-address' }), { signer }),
    ).rejects.toThrow(/^Invalid custom address: /);
    await expect(adapter.prepareTransfer(intent(-1n), { signer })).rejects.toThrow(/must not be negative/);
    // Another key cannot prepare or sign this wallet's transfer.
    const stranger = await family.signerFromKey(chain, 'devnet', '77'.repeat(32));
    await expect(adapter.prepareTransfer(intent(1n), { signer: stranger })).rejects.toThrow(
      /does not control/,
    );
    await expect(adapter.sign(await adapter.buildTransaction(prepared, signer), stranger)).rejects.toThrow(
      /does not control/,
    );
    expect(await balanceOf(from)).toBe(before);
  });
});
