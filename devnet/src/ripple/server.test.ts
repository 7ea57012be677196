/**
 * The devnet's XRP Ledger server over HTTP, in rippled's documented JSON-RPC shapes: answers and
 * error forms (actNotFound, actMalformed, txnNotFound, unknownCmd, invalidTransaction), and a
 * submitted blob judged as rippled judges an XRP payment: signature, signing key, sequence, fee,
 * last ledger, the reserve (tecUNFUNDED_PAYMENT, tecNO_DST_INSUF_XRP), the faucet route.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode, encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign } from 'ripple-keypairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRippleDevnet, type RippleDevnet } from './index';

const XRP = 1_000_000n;
let devnet: RippleDevnet;
const infoFile = join(mkdtempSync(join(tmpdir(), 'kestrel-ripple-')), 'info.json');

/** Published test seeds (xrpl.js's wallet tests); secp256k1 keys. */
const keys = (seed: string) => {
  const k = deriveKeypair(seed, { algorithm: 'ecdsa-secp256k1' });
  return { ...k, address: deriveAddress(k.publicKey) };
};
const alice = keys('ss1x3KLrSvfg7irFc1D929WXZ7z9H');
const bob = keys('shd2nxpFD6iBRKWsRss2P4tKMWyy9');
const carol = keys('sh1HiK7SwjS1VxFdXi7qeMHRedrYX');

/** A rippled result, read loosely: shapes are compared with toMatchObject. */
type Result = Record<string, unknown> & {
  account_data: { Sequence: number; Balance: string };
  tx_json: { hash: string };
  transactions: unknown[];
  info: Record<string, unknown>;
  error?: string;
};

async function rpc(method: string, params: Record<string, unknown> = {}) {
  const res = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, params: [params] }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: Result }).result;
}

function payment(from: typeof alice, fields: Record<string, unknown>, signer = from) {
  const tx = {
    TransactionType: 'Payment',
    Account: from.address,
    Fee: '12',
    Flags: 0,
    SigningPubKey: signer.publicKey,
    ...fields,
  };
  return encode({ ...tx, TxnSignature: sign(encodeForSigning(tx), signer.privateKey) });
}

const sequence = async (a: string) =>
  (await rpc('account_info', { account: a })).account_data.Sequence as number;
const balance = async (a: string) => BigInt((await rpc('account_info', { account: a })).account_data.Balance);
const submit = (blob: string) => rpc('submit', { tx_blob: blob });

beforeAll(async () => {
  devnet = await startRippleDevnet({ port: 0, infoFile });
});
afterAll(async () => {
  await devnet?.stop();
  expect(existsSync(infoFile)).toBe(false);
});

describe('devnet XRP Ledger: rippled JSON-RPC answers', () => {
  it('writes its info file for the CLI', () => {
    expect(JSON.parse(readFileSync(infoFile, 'utf8'))).toEqual({
      rpcUrl: devnet.rpcUrl,
      faucetUrl: `${devnet.rpcUrl}/faucet`,
    });
  });

  it('server_info: fees and reserves in XRP, the validated ledger', async () => {
    const r = await rpc('server_info');
    expect(r.status).toBe('success');
    expect(r.info).toMatchObject({ load_factor: 1, server_state: 'full' });
    expect(r.info.validated_ledger).toMatchObject({
      base_fee_xrp: 0.00001,
      reserve_base_xrp: 10,
      reserve_inc_xrp: 2,
    });
  });

  it('account_info: the genesis account; error answers in rippled form', async () => {
    const g = devnet.ledger.genesis.address;
    expect(g).toBe('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    const current = await rpc('account_info', { account: g, ledger_index: 'current' });
    expect(current).toMatchObject({
      account_data: { Account: g, Balance: '100000000000000000', Sequence: 1, OwnerCount: 0 },
      ledger_current_index: devnet.ledger.current,
      validated: false,
      status: 'success',
    });
    expect(await rpc('account_info', { account: g, ledger_index: 'validated' })).toMatchObject({
      ledger_index: devnet.ledger.validated,
      validated: true,
    });
    expect(await rpc('account_info', { account: alice.address })).toMatchObject({
      error: 'actNotFound',
      error_code: 19,
      error_message: 'Account not found.',
      status: 'error',
      request: { command: 'account_info', account: alice.address },
    });
    expect(await rpc('account_info', { account: 'rNope' })).toMatchObject({
      error: 'actMalformed',
      status: 'error',
    });
    expect(await rpc('account_info')).toMatchObject({ error: 'invalidParams', status: 'error' });
    expect(await rpc('ledger_accept')).toMatchObject({
      error: 'unknownCmd',
      error_code: 32,
      status: 'error',
    });
  });

  it('the faucet pays from genesis through submit; refuses bad input', async () => {
    const post = (body: unknown) =>
      fetch(`${devnet.rpcUrl}/faucet`, { method: 'POST', body: JSON.stringify(body) });
    const ok = await post({ address: alice.address, amount: String(1_000n * XRP) });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { hash: string };
    expect(devnet.ledger.findTx(body.hash)?.meta.TransactionResult).toBe('tesSUCCESS');
    expect(await balance(alice.address)).toBe(1_000n * XRP);
    // A new account starts at the sequence of the ledger that created it.
    expect(await sequence(alice.address)).toBe(devnet.ledger.validated);
    expect((await post({ address: 'xyz', amount: '5' })).status).toBe(400);
    expect((await post({ address: bob.address, amount: '1.5' })).status).toBe(400);
    const low = await post({ address: bob.address, amount: String(XRP) });
    expect(low.status).toBe(400);
    expect(await low.json()).toEqual({
      error: 'tecNO_DST_INSUF_XRP: Destination does not exist. Too little XRP sent to create it.',
    });
  });

  it('submit applies a signed payment and validates it at once; tx and account_tx show it', async () => {
    const seq = await sequence(alice.address);
    const blob = payment(alice, {
      Destination: bob.address,
      Amount: String(20n * XRP),
      Sequence: seq,
      DestinationTag: 7,
    });
    const r = await submit(blob);
    expect(r).toMatchObject({
      engine_result: 'tesSUCCESS',
      engine_result_code: 0,
      engine_result_message: 'The transaction was applied. Only final in a validated ledger.',
      applied: true,
      tx_blob: blob,
      tx_json: { Account: alice.address, Destination: bob.address, DestinationTag: 7 },
      status: 'success',
    });
    const hash = r.tx_json.hash as string;
    expect(await balance(alice.address)).toBe(980n * XRP - 12n);
    expect(await balance(bob.address)).toBe(20n * XRP);
    expect(await rpc('tx', { transaction: hash })).toMatchObject({
      hash,
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: String(20n * XRP) },
      validated: true,
      ledger_index: devnet.ledger.validated,
    });
    expect(await rpc('tx', { transaction: 'AB'.repeat(32) })).toMatchObject({
      error: 'txnNotFound',
      status: 'error',
    });
    const v1 = await rpc('account_tx', { account: alice.address, limit: 20 });
    expect(v1.transactions[0]).toMatchObject({
      tx: { hash, TransactionType: 'Payment' },
      meta: {},
      validated: true,
    });
    expect(v1.transactions).toHaveLength(2);
    const v2 = await rpc('account_tx', { account: alice.address, api_version: 2 });
    expect(v2.transactions[0]).toMatchObject({
      hash,
      tx_json: { Account: alice.address },
      close_time_iso: expect.any(String),
    });
    // The same blob again: the ledger has it.
    expect(await submit(blob)).toMatchObject({ engine_result: 'tefALREADY', engine_result_code: -198 });
  });

  it.each<[string, () => Promise<string>, string, number]>([
    [
      'a wrong sequence (past)',
      async () =>
        payment(alice, {
          Destination: bob.address,
          Amount: '1',
          Sequence: (await sequence(alice.address)) - 1,
        }),
      'tefPAST_SEQ',
      -190,
    ],
    [
      'a wrong sequence (future)',
      async () =>
        payment(alice, {
          Destination: bob.address,
          Amount: '1',
          Sequence: (await sequence(alice.address)) + 1,
        }),
      'terPRE_SEQ',
      -92,
    ],
    [
      'a fee below the base fee',
      async () =>
        payment(alice, {
          Destination: bob.address,
          Amount: '1',
          Fee: '9',
          Sequence: await sequence(alice.address),
        }),
      'telINSUF_FEE_P',
      -394,
    ],
    [
      'a passed last ledger',
      async () =>
        payment(alice, {
          Destination: bob.address,
          Amount: '1',
          Sequence: await sequence(alice.address),
          LastLedgerSequence: devnet.ledger.validated,
        }),
      'tefMAX_LEDGER',
      -187,
    ],
    [
      'a payment to oneself',
      async () =>
        payment(alice, { Destination: alice.address, Amount: '1', Sequence: await sequence(alice.address) }),
      'temREDUNDANT',
      -275,
    ],
    [
      'another account’s key',
      async () =>
        payment(
          alice,
          { Destination: bob.address, Amount: '1', Sequence: await sequence(alice.address) },
          bob,
        ),
      'tefBAD_AUTH',
      -196,
    ],
    [
      'an unknown sender',
      async () => payment(carol, { Destination: bob.address, Amount: '1', Sequence: 1 }),
      'terNO_ACCOUNT',
      -96,
    ],
  ])('refuses %s without applying it', async (_, make, code, number) => {
    const before = {
      seq: await sequence(alice.address),
      balance: await balance(alice.address),
      txs: devnet.ledger.txs.length,
    };
    const r = await submit(await make());
    expect(r).toMatchObject({
      engine_result: code,
      engine_result_code: number,
      applied: false,
      status: 'success',
    });
    expect({
      seq: await sequence(alice.address),
      balance: await balance(alice.address),
      txs: devnet.ledger.txs.length,
    }).toEqual(before);
  });

  it('a bad signature is rippled’s invalidTransaction error answer', async () => {
    const blob = payment(alice, {
      Destination: bob.address,
      Amount: '1',
      Sequence: await sequence(alice.address),
    });
    // Flip one hex digit inside the DER signature's r.
    const i = blob.indexOf(String(decode(blob).TxnSignature)) + 16;
    expect(i).toBeGreaterThan(16);
    const bad = blob.slice(0, i) + (blob[i] === 'A' ? 'B' : 'A') + blob.slice(i + 1);
    expect(await submit(bad)).toMatchObject({
      error: 'invalidTransaction',
      error_exception: 'fails local checks: Invalid signature.',
      status: 'error',
    });
    expect(await submit('zz')).toMatchObject({ error: 'invalidTransaction', status: 'error' });
  });

  it('tec results claim the fee and use the sequence: unfunded payment, new account below the reserve', async () => {
    const b = await balance(bob.address);
    let seq = await sequence(bob.address);
    // Bob keeps his 10 XRP reserve: sending all but 10 XRP minus a drop is one drop too many.
    const unfunded = await submit(
      payment(bob, { Destination: alice.address, Amount: String(b - 10n * XRP + 1n), Sequence: seq }),
    );
    expect(unfunded).toMatchObject({
      engine_result: 'tecUNFUNDED_PAYMENT',
      engine_result_code: 104,
      applied: true,
    });
    expect(await balance(bob.address)).toBe(b - 12n);
    expect(await sequence(bob.address)).toBe(++seq);
    const tooLittle = await submit(
      payment(bob, { Destination: carol.address, Amount: String(10n * XRP - 1n), Sequence: seq }),
    );
    expect(tooLittle).toMatchObject({
      engine_result: 'tecNO_DST_INSUF_XRP',
      engine_result_code: 125,
      engine_result_message: 'Destination does not exist. Too little XRP sent to create it.',
    });
    expect((await rpc('account_info', { account: carol.address })).error).toBe('actNotFound');
    expect(await rpc('tx', { transaction: tooLittle.tx_json.hash })).toMatchObject({
      meta: { TransactionResult: 'tecNO_DST_INSUF_XRP' },
      validated: true,
    });
    // Exactly the reserve creates the account.
    devnet.fund(bob.address, 100n * XRP);
    const create = await submit(
      payment(bob, { Destination: carol.address, Amount: String(10n * XRP), Sequence: ++seq }),
    );
    expect(create).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect(await balance(carol.address)).toBe(10n * XRP);
    // rippled keeps max(reserve, fee) back: all but the reserve can go, the fee then eats into it.
    const all = (await balance(bob.address)) - 10n * XRP;
    expect(
      await submit(payment(bob, { Destination: carol.address, Amount: String(all), Sequence: ++seq })),
    ).toMatchObject({
      engine_result: 'tesSUCCESS',
    });
    expect(await balance(bob.address)).toBe(10n * XRP - 12n);
  });
});
