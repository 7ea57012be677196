/**
 * The devnet's Horizon: its answers in Horizon's shapes, and the ledger's rules as stellar-core
 * applies them (envelopes built and signed with the official @stellar/stellar-base). One devnet.
 */
import {
  Account,
  Asset,
  Keypair,
  Networks,
  Operation,
  TransactionBuilder,
  type xdr,
} from '@stellar/stellar-base';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStellarDevnet, type StellarDevnet } from './index';

/** Horizon JSON as the tests read it (each answer holds some of these; the assertions check which). */
interface Json {
  sequence: string;
  subentry_count: number;
  balances: { asset_type: string; asset_code?: string; balance: string; is_authorized?: boolean }[];
  _embedded: { records: { hash: string; ledger: number }[] };
  extras: { hash?: string; result_codes: { transaction: string; operations?: string[] } };
  [k: string]: unknown;
}

let devnet: StellarDevnet;
let clock = Date.now();
beforeAll(async () => {
  devnet = await startStellarDevnet({ port: 0, infoFile: false, accounts: 2, now: () => clock });
});
afterAll(() => devnet?.stop());

const get = async (path: string) => {
  const res = await fetch(`${devnet.rpcUrl}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: (await res.json()) as Json,
  };
};

async function submit(
  source: Keypair,
  ops: xdr.Operation[],
  o: { seq?: string; fee?: string; signer?: Keypair } = {},
) {
  const account = (await get(`/accounts/${source.publicKey()}`)).body;
  const tx = new TransactionBuilder(new Account(source.publicKey(), o.seq ?? account.sequence), {
    fee: o.fee ?? '100',
    networkPassphrase: Networks.STANDALONE,
  }).setTimeout(30);
  for (const op of ops) tx.addOperation(op);
  const built = tx.build();
  built.sign(o.signer ?? source);
  const res = await fetch(`${devnet.rpcUrl}/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx: built.toEnvelope().toXDR('base64') }).toString(),
  });
  return {
    status: res.status,
    body: (await res.json()) as Json,
    hash: built.hash().toString('hex'),
  };
}

const xlm = (destination: string, amount: string) =>
  Operation.payment({ destination, asset: Asset.native(), amount });

describe('the devnet Horizon', () => {
  it('answers accounts, 404s and fee stats in Horizon shapes', async () => {
    const holder = devnet.accounts[0]!;
    const a = await get(`/accounts/${holder.address}`);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ account_id: holder.address, subentry_count: 1 });
    expect(a.body.sequence).toMatch(/^\d+$/);
    expect(a.body.balances).toEqual([
      expect.objectContaining({
        asset_type: 'credit_alphanum4',
        asset_code: 'KUSD',
        balance: '1000.0000000',
        is_authorized: true,
      }),
      expect.objectContaining({ asset_type: 'native', balance: '9999.9999900' }),
    ]);
    const missing = await get(`/accounts/${Keypair.random().publicKey()}`);
    expect(missing).toMatchObject({ status: 404, body: { status: 404, title: 'Resource Missing' } });
    expect(missing.type).toContain('application/problem+json');
    expect((await get('/accounts/GABC')).status).toBe(400);
    const fees = await get('/fee_stats');
    expect(fees.body).toMatchObject({ last_ledger_base_fee: '100', fee_charged: { p50: '100' } });
  });

  it('friendbot creates an account, then tops it up; history lists both, newest first', async () => {
    const who = Keypair.random().publicKey();
    expect((await get(`/friendbot?addr=${who}&amount=12.5`)).status).toBe(200);
    expect((await get(`/friendbot?addr=${who}&amount=1`)).status).toBe(200);
    const a = await get(`/accounts/${who}`);
    expect(a.body.balances).toEqual([
      expect.objectContaining({ asset_type: 'native', balance: '13.5000000' }),
    ]);
    const txs = await get(`/accounts/${who}/transactions?limit=20&order=desc`);
    expect(txs.body._embedded.records).toHaveLength(2);
    const [newest, oldest] = txs.body._embedded.records as [
      { ledger: number },
      { ledger: number; hash: string },
    ];
    expect(newest.ledger).toBeGreaterThan(oldest.ledger);
    const ops = await get(`/transactions/${oldest.hash}/operations`);
    expect(ops.body._embedded.records).toEqual([
      expect.objectContaining({ type: 'create_account', account: who, starting_balance: '12.5000000' }),
    ]);
    expect((await get(`/friendbot?addr=${who}&amount=-1`)).status).toBe(400);
  });

  it('applies a payment, charges the base fee per operation, and rejects a reused sequence (tx_bad_seq)', async () => {
    const from = Keypair.fromSecret(devnet.accounts[0]!.privateKey);
    const to = devnet.accounts[1]!.address;
    const before = await get(`/accounts/${from.publicKey()}`);
    const paid = await submit(from, [xlm(to, '1.5')], { fee: '250' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      hash: paid.hash,
      successful: true,
      fee_charged: '100',
      max_fee: '250',
    });
    const after = await get(`/accounts/${from.publicKey()}`);
    const native = (b: Json) => b.balances.find((x) => x.asset_type === 'native')!.balance;
    expect(Number(native(before.body)) - Number(native(after.body))).toBeCloseTo(1.50001, 7);
    const stale = await submit(from, [xlm(to, '1')], { seq: before.body.sequence });
    expect(stale.status).toBe(400);
    expect(stale.body.extras.result_codes).toEqual({ transaction: 'tx_bad_seq' });
    expect((await get(`/transactions/${stale.hash}`)).status).toBe(404);
  });

  it('refuses a bad signature, a low fee and an expired time bound without applying them', async () => {
    const from = Keypair.fromSecret(devnet.accounts[0]!.privateKey);
    const to = devnet.accounts[1]!.address;
    const forged = await submit(from, [xlm(to, '1')], { signer: Keypair.random() });
    expect(forged.body.extras.result_codes).toEqual({ transaction: 'tx_bad_auth' });
    const cheap = await submit(from, [xlm(to, '1'), xlm(to, '1')], { fee: '99' });
    expect(cheap.body.extras.result_codes).toEqual({ transaction: 'tx_insufficient_fee' });
    const account = (await get(`/accounts/${from.publicKey()}`)).body;
    const tx = new TransactionBuilder(new Account(from.publicKey(), account.sequence), {
      fee: '100',
      networkPassphrase: Networks.STANDALONE,
    })
      .addOperation(xlm(to, '1'))
      .setTimeout(30)
      .build();
    tx.sign(from);
    clock += 60_000;
    const res = await fetch(`${devnet.rpcUrl}/transactions`, {
      method: 'POST',
      body: new URLSearchParams({ tx: tx.toEnvelope().toXDR('base64') }),
    });
    expect(((await res.json()) as Json).extras.result_codes).toEqual({ transaction: 'tx_too_late' });
    clock -= 60_000;
    const malformed = await fetch(`${devnet.rpcUrl}/transactions`, { method: 'POST', body: 'tx=AAAA' });
    expect(await malformed.json()).toMatchObject({ status: 400, title: 'Transaction Malformed' });
  });

  it('operation failures are applied as failed: fee charged, sequence used, codes named', async () => {
    const from = Keypair.fromSecret(devnet.accounts[1]!.privateKey);
    const stranger = Keypair.random().publicKey();
    const none = await submit(from, [xlm(stranger, '5')]);
    expect(none.status).toBe(400);
    expect(none.body.extras).toMatchObject({
      hash: none.hash,
      result_codes: { transaction: 'tx_failed', operations: ['op_no_destination'] },
    });
    expect((await get(`/transactions/${none.hash}`)).body).toMatchObject({
      successful: false,
      fee_charged: '100',
    });
    const failedOps = await get(`/transactions/${none.hash}/operations`);
    expect(failedOps.body._embedded.records[0]).toMatchObject({
      type: 'payment',
      transaction_successful: false,
      to: stranger,
    });
    const broke = await submit(from, [xlm(devnet.accounts[0]!.address, '100000')]);
    expect(broke.body.extras.result_codes.operations).toEqual(['op_underfunded']);
    const low = await submit(from, [
      Operation.createAccount({ destination: stranger, startingBalance: '0.9' }),
    ]);
    expect(low.body.extras.result_codes.operations).toEqual(['op_low_reserve']);
    // Only failed transactions: include_failed lists them, the default does not.
    const all = await get(
      `/accounts/${from.publicKey()}/transactions?limit=20&order=desc&include_failed=true`,
    );
    const ok = await get(`/accounts/${from.publicKey()}/transactions?limit=20&order=desc`);
    expect(all.body._embedded.records.length - ok.body._embedded.records.length).toBe(3);
  });

  it('trustlines: KAUTH lines start unauthorized, a payment to a receiver without a line is op_no_trust', async () => {
    const holder = Keypair.fromSecret(devnet.accounts[1]!.privateKey);
    const [code, issuer] = devnet.assets.KAUTH.split(':') as [string, string];
    expect((await submit(holder, [Operation.changeTrust({ asset: new Asset(code, issuer) })])).status).toBe(
      200,
    );
    const a = await get(`/accounts/${holder.publicKey()}`);
    expect(a.body.subentry_count).toBe(2);
    expect(a.body.balances.find((b) => b.asset_code === 'KAUTH')).toMatchObject({
      is_authorized: false,
    });
    const fresh = Keypair.random().publicKey();
    await get(`/friendbot?addr=${fresh}&amount=10`);
    const [kusd, kusdIssuer] = devnet.assets.KUSD.split(':') as [string, string];
    const noTrust = await submit(holder, [
      Operation.payment({ destination: fresh, asset: new Asset(kusd, kusdIssuer), amount: '1' }),
    ]);
    expect(noTrust.body.extras.result_codes.operations).toEqual(['op_no_trust']);
    const tokens = await get(`/friendbot?addr=${holder.publicKey()}&asset=${devnet.assets.KUSD}&amount=5`);
    expect(tokens.status).toBe(200);
  });

  it("serves the devnet's uniform faucet route: POST /faucet {address, amount in stroops, token?}", async () => {
    const post = async (body: unknown) => {
      const res = await fetch(`${devnet.rpcUrl}/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { hash?: string; error?: string } };
    };
    const who = Keypair.random().publicKey();
    const created = await post({ address: who, amount: '25000000' });
    expect(created).toMatchObject({ status: 200, body: { hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect((await get(`/transactions/${created.body.hash}`)).body).toMatchObject({ successful: true });
    expect((await get(`/accounts/${who}`)).body.balances).toEqual([
      expect.objectContaining({ asset_type: 'native', balance: '2.5000000' }),
    ]);
    const holder = devnet.accounts[0]!.address;
    expect((await post({ address: holder, amount: '10000000', token: 'KUSD' })).status).toBe(200);
    expect((await post({ address: holder, amount: '1', token: devnet.assets.KUSD })).status).toBe(200);
    expect(await post({ address: 'GABC', amount: '1' })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('address') },
    });
    expect(await post({ address: who, amount: '-5' })).toMatchObject({ status: 400 });
    expect(await post({ address: who, amount: '1', token: 'NOPE' })).toMatchObject({ status: 400 });
    const tooSmall = await post({ address: Keypair.random().publicKey(), amount: '5000000' });
    expect(tooSmall).toEqual({
      status: 400,
      body: { error: "The faucet's transaction failed (tx_failed, op_low_reserve)" },
    });
  });

  it('writes its endpoints to the info file the CLI reads, and removes it when stopped', async () => {
    const infoFile = join(mkdtempSync(join(tmpdir(), 'kestrel-stellar-')), 'info.json');
    const other = await startStellarDevnet({ port: 0, infoFile, accounts: 0 });
    expect(JSON.parse(readFileSync(infoFile, 'utf8'))).toEqual({
      rpcUrl: other.rpcUrl,
      friendbotUrl: `${other.rpcUrl}/friendbot`,
      passphrase: Networks.STANDALONE,
      assets: other.assets,
    });
    await other.stop();
    expect(existsSync(infoFile)).toBe(false);
  });
});
