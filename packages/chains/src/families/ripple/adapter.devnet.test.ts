/**
 * The XRP adapter end to end against the devnet's ledger server (devnet/src/ripple: rippled's
 * JSON-RPC, each blob decoded with ripple-binary-codec, its signature checked with
 * ripple-keypairs, sequence, fee and reserve checked as rippled does), one server for this file.
 * Reads, the fee options, the max rule with the reserve, sends built, signed, broadcast and
 * confirmed, and every Ripple rule of spec §5/§8 provoked.
 */
import { decode } from 'ripple-binary-codec';
import { startRippleDevnet, type RippleDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter, type TxIntent } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { rippleSigner, type RippleSigner } from './logic/signer';

const XRP = 1_000_000n;
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const MINIMUM_TEXT =
  'The account does not exist on the ripple so transaction must be greater than or equal to 10 XRP.';

let devnet: RippleDevnet;
let adapter: ChainAdapter;
let alice: { address: string; signer: RippleSigner };
let bob: { address: string; signer: RippleSigner };
/** A valid address nobody funded: not on the ledger. */
let fresh: string;

const key = (n: number) => rippleSigner(Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? n : 7)));

beforeAll(async () => {
  devnet = await startRippleDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(getChain('ripple'), {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  const account = await adapter.deriveAccount(seedFromMnemonic(PHRASE));
  alice = {
    address: account.address,
    signer: (await family.signerFromKey(getChain('ripple'), 'devnet', account.privateKey)) as RippleSigner,
  };
  const b = key(2);
  bob = { address: b.address, signer: b };
  fresh = key(3).address;
  devnet.fund(alice.address, 1_000n * XRP);
  devnet.fund(bob.address, 50n * XRP);
});
afterAll(() => devnet?.stop());

const intent = (amount: bigint, extra: Partial<TxIntent> = {}): TxIntent => ({
  from: alice.address,
  to: bob.address,
  amount,
  ...extra,
});

async function send(i: TxIntent, signer: RippleSigner = alice.signer) {
  const prepared = await adapter.prepareTransfer(i, { signer });
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const sent = await adapter.broadcast(signed);
  return { prepared, signed, sent };
}

const balance = async (address: string) => (await adapter.getBalances(address))[0]!;

describe('XRP adapter on the devnet ledger', () => {
  it('reads the balance from account_info; an address not on the ledger holds 0 (a real answer)', async () => {
    expect(await balance(alice.address)).toMatchObject({
      amount: 1_000n * XRP,
      state: 'fresh',
      symbol: 'XRP',
      decimals: 6,
    });
    expect(await balance(fresh)).toMatchObject({ amount: 0n, state: 'fresh' });
  });

  it('fee options Normal and Recommended from server_info, autofilled sequence and last ledger', async () => {
    const p = await adapter.prepareTransfer(intent(5n * XRP));
    // Base fee 10 drops at load factor 1; Recommended is xrpl.js's 1.2 cushion.
    expect(p.options).toEqual([
      { title: 'Normal', price: 10n },
      { title: 'Recommended', price: 12n },
    ]);
    expect(p).toMatchObject({ price: 12n, fee: 12n, amount: 5n * XRP, isMax: false });
    const tx = (await adapter.buildTransaction(p)).payload as Record<string, unknown>;
    const info = devnet.ledger.accounts.get(alice.address)!;
    expect(tx).toMatchObject({
      Sequence: info.Sequence,
      LastLedgerSequence: devnet.ledger.current + 20,
      Fee: '12',
    });
    expect(p.view.nonce).toBe(info.Sequence);
  });

  it('sends, confirms at once, and the ledger moved exactly amount and the reviewed fee', async () => {
    const before = (await balance(alice.address)).amount;
    const bobBefore = (await balance(bob.address)).amount;
    const { prepared, signed, sent } = await send(intent(3n * XRP + 17n));
    expect(sent.hash).toBe(signed.hash);
    const receipt = await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 });
    expect(receipt).toMatchObject({ hash: sent.hash, success: true });
    expect((await balance(alice.address)).amount).toBe(before - prepared.amount - prepared.fee);
    expect((await balance(bob.address)).amount).toBe(bobBefore + 3n * XRP + 17n);
    const entry = await adapter.pendingEntry(signed, prepared);
    expect(entry).toMatchObject({
      status: 'PENDING',
      amount: String(3n * XRP + 17n),
      from: alice.address,
      to: bob.address,
    });
    expect(entry.extraPendingTransactionData.nonce).toBe(decode(signed.raw).Sequence);
  });

  it('history: account_tx rows in the spec shape, SUCCESS and FAIL, pending entries merged', async () => {
    const page = await adapter.getHistory(alice.address);
    expect(page.error).toBeUndefined();
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    const newest = page.items[0]!;
    const hash = devnet.ledger.history(alice.address)[0]!.hash;
    expect(newest).toEqual({
      amount: String(3n * XRP + 17n),
      link: `${hash.slice(0, 13)}...`,
      url: `https://testnet.xrpscan.com/tx/${hash}`,
      status: 'SUCCESS',
      date: newest.date,
      from: alice.address,
      to: bob.address,
      totalCourse: '0$',
    });
    expect(new Date(newest.date).getTime()).toBeGreaterThan(Date.now() - 120_000);
    // The funding row: from the genesis account.
    expect(page.items.at(-1)).toMatchObject({
      to: alice.address,
      amount: String(1_000n * XRP),
      status: 'SUCCESS',
    });
    // A stored pending entry the ledger shows is dropped; one it does not is kept first.
    const { signed, prepared } = await send(intent(XRP));
    const shown = await adapter.pendingEntry(signed, prepared);
    const otherHash = 'AB'.repeat(32);
    const other = {
      ...shown,
      link: `${otherHash.slice(0, 13)}...`,
      extraPendingTransactionData: { ...shown.extraPendingTransactionData, txHash: otherHash },
    };
    const merged = await adapter.getHistory(alice.address, { pending: [shown, other] });
    expect(merged.items.filter((r) => r.link === shown.link)).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ link: other.link, status: 'PENDING' });
    expect(Object.keys(merged.items[0]!).sort()).toEqual([
      'amount',
      'date',
      'from',
      'link',
      'status',
      'to',
      'totalCourse',
      'url',
    ]);
  });

  it('history pages: 20 entries and the rippled marker as the cursor, then the older entries', async () => {
    const holder = key(12).address;
    // Above the reserve from the first payment on; the amounts tell the entries apart.
    const drops = (i: number) => String((100n + BigInt(i)) * XRP);
    for (let i = 1; i <= 25; i++) devnet.fund(holder, BigInt(drops(i)));
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => drops(25 - i)));
    expect(first.cursor).toBeDefined();
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual([5, 4, 3, 2, 1].map(drops));
    expect(second.cursor).toBeUndefined();
    expect(await adapter.getHistory(holder, { cursor: 'not json' })).toEqual({
      items: [],
      error: 'Invalid history cursor',
    });
  });

  it('max rule: the amount becomes the available balance (above the reserve) minus the fee', async () => {
    const b = (await balance(bob.address)).amount;
    const p = await adapter.prepareTransfer({ from: bob.address, to: alice.address, amount: b });
    const reserve = 10n * XRP;
    expect(p).toMatchObject({ isMax: true, available: b - reserve, fee: 12n, amount: b - reserve - 12n });
    // The ledger takes it: nothing of the reserve is touched.
    const signed = await adapter.sign(await adapter.buildTransaction(p), bob.signer);
    await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    expect((await balance(bob.address)).amount).toBe(reserve);
    // Repriced higher, the rule holds again on a smaller amount; nothing is left now to send.
    const again = await adapter.prepareTransfer({ from: bob.address, to: alice.address, amount: 5n });
    expect(again).toMatchObject({ amount: 0n, isMax: true, available: 0n });
    await expect(adapter.buildTransaction(again)).rejects.toThrow(/^Insufficient balance/);
    devnet.fund(bob.address, 50n * XRP);
  });

  it('spec §5: a receiver not on the ledger needs at least the minimum, else the spec text with the number', async () => {
    await expect(adapter.prepareTransfer(intent(10n * XRP - 1n, { to: fresh }))).rejects.toThrow(
      MINIMUM_TEXT,
    );
    expect(family.sendErrorCode(MINIMUM_TEXT)).toBe('nodeMessage');
    const { sent } = await send(intent(10n * XRP, { to: fresh }));
    expect(await adapter.waitForConfirmation(sent.hash)).toMatchObject({ success: true });
    expect(await balance(fresh)).toMatchObject({ amount: 10n * XRP, state: 'fresh' });
  });

  it('the ledger refusing a new account below the reserve (tecNO_DST_INSUF_XRP) gives the spec text too', async () => {
    // Reviewed while the receiver existed in the review's eyes: a stale review that slipped through.
    const target = key(4).address;
    const p = await adapter.prepareTransfer(intent(5n * XRP, { to: bob.address }));
    const payload = p.payload as { tx: Record<string, unknown>; destinationExists: boolean };
    const stale = {
      ...p,
      intent: { ...p.intent, to: target },
      payload: { ...payload, tx: { ...payload.tx, Destination: target } },
    };
    const signed = await adapter.sign(await adapter.buildTransaction(stale), alice.signer);
    await expect(adapter.broadcast(signed)).rejects.toThrow(MINIMUM_TEXT);
    // The fee was claimed and the ledger keeps the failed row (FAIL), as rippled's tec results do.
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toMatchObject({
      success: false,
    });
    const rows = (await adapter.getHistory(alice.address)).items;
    expect(rows.find((r) => r.link === `${signed.hash.slice(0, 13)}...`)?.status).toBe('FAIL');
  });

  it('the ledger refusing an unfunded payment (tecUNFUNDED_PAYMENT) is shown with its code', async () => {
    const p = await adapter.prepareTransfer({ from: bob.address, to: alice.address, amount: 5n * XRP });
    const payload = p.payload as { tx: Record<string, unknown> };
    const greedy = {
      ...p,
      amount: 55n * XRP,
      payload: { ...payload, tx: { ...payload.tx, Amount: String(55n * XRP) } },
    };
    const signed = await adapter.sign(await adapter.buildTransaction(greedy), bob.signer);
    const e = await adapter.broadcast(signed).then(
      () => null,
      (err: Error) => err,
    );
    expect(e?.message).toBe('tecUNFUNDED_PAYMENT: Insufficient XRP balance to send.');
    expect(family.sendErrorCode(e!.message)).toBe('nodeMessage');
  });

  it('the same sequence twice: tefPAST_SEQ, read as already sent', async () => {
    const first = await adapter.prepareTransfer(intent(XRP));
    const second = await adapter.repriceTransfer(first, 20n);
    const a = await adapter.sign(await adapter.buildTransaction(first), alice.signer);
    const b = await adapter.sign(await adapter.buildTransaction(second), alice.signer);
    await adapter.broadcast(a);
    // The very same blob again is known to the ledger: success with its hash.
    expect(await adapter.broadcast(a)).toEqual({ hash: a.hash });
    const e = await adapter.broadcast(b).then(
      () => null,
      (err: Error) => err,
    );
    expect(e?.message).toBe('tefPAST_SEQ: This sequence number has already passed.');
    expect(family.sendErrorCode(e!.message)).toBe('alreadySent');
  });

  it('the memo is the destination tag; a non-numeric memo is a clear error and nothing is read', async () => {
    const { signed } = await send(intent(XRP, { memo: ' 4294967295 ' }));
    expect(decode(signed.raw).DestinationTag).toBe(4294967295);
    expect(devnet.ledger.findTx(signed.hash)?.tx.DestinationTag).toBe(4294967295);
    const { signed: none } = await send(intent(XRP, { memo: '' }));
    expect(decode(none.raw).DestinationTag).toBeUndefined();
    for (const memo of ['invoice 12', '-1', '1.5', '4294967296', '0x10'])
      await expect(adapter.prepareTransfer(intent(XRP, { memo }))).rejects.toThrow(
        /^The XRP memo is a destination tag: a whole number from 0 to 4294967295/,
      );
  });

  it('refuses tokens, NFTs, batches, sends to oneself and bad fees, changing nothing', async () => {
    const before = devnet.ledger.txs.length;
    const refused = [
      adapter.prepareTransfer(intent(1n, { asset: { kind: 'token', contract: bob.address } })),
      adapter.prepareTransfer(
        intent(1n, { asset: { kind: 'nft', standard: 'ERC721', contract: bob.address, tokenId: 1n } }),
      ),
      adapter.prepareTransfer(intent(1n, { calls: [{ to: bob.address, amount: 1n }] })),
    ];
    for (const r of refused) await expect(r).rejects.toBeInstanceOf(UnsupportedOperationError);
    await expect(adapter.prepareTransfer(intent(XRP, { to: alice.address }))).rejects.toThrow(
      /cannot go to the sending address/,
    );
    await expect(adapter.prepareTransfer(intent(XRP, { to: 'rNotAnAddress' }))).rejects.toThrow(
      /^Invalid custom address/,
    );
    const p = await adapter.prepareTransfer(intent(XRP));
    await expect(adapter.repriceTransfer(p, 0n)).rejects.toThrow('The XRP fee must be at least 1 drop');
    await expect(adapter.repriceTransfer(p, 2n * XRP + 1n)).rejects.toThrow(/must not exceed 2 XRP/);
    await expect(
      adapter.prepareTransfer({ from: key(9).address, to: bob.address, amount: 1n }),
    ).rejects.toThrow(/is not on the XRP Ledger yet/);
    expect(devnet.ledger.txs.length).toBe(before);
  });

  it('a key that is not the sender’s is refused before anything is sent', async () => {
    const p = await adapter.prepareTransfer(intent(XRP));
    await expect(adapter.sign(await adapter.buildTransaction(p), bob.signer)).rejects.toThrow(
      'The signing key does not belong to the sending address',
    );
  });

  it('waitForConfirmation of an unknown hash is pending; with no server it throws', async () => {
    expect(await adapter.waitForConfirmation('CD'.repeat(32), { timeoutMs: 0 })).toBe('pending');
    const dead = family.createAdapter(getChain('ripple'), { network: 'devnet', rpc: ['http://127.0.0.1:1'] });
    await expect(dead.waitForConfirmation('CD'.repeat(32), { timeoutMs: 0 })).rejects.toThrow(/provider/);
    expect(adapter.confirmPolicy).toEqual({ intervalMs: 500, tries: 20 });
    expect(dead.confirmPolicy).toEqual({ intervalMs: 1000, tries: 90 });
  });
});
