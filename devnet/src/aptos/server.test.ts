/**
 * The devnet's Aptos node on its own: transactions built and signed entirely by the official SDK
 * (@aptos-labs/ts-sdk) are accepted and applied, a bad signature, a replay, a wrong chain id and a
 * valid signature on a simulation are refused in the node's error shape, the faucet refuses bad
 * input, and the indexer answers account_transactions.
 */
import {
  AccountAddress,
  ChainId,
  Ed25519PrivateKey,
  Ed25519Signature,
  EntryFunction,
  Account as SdkAccount,
  RawTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  TransactionPayloadEntryFunction,
  U64,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAptosDevnet, type AptosDevnet } from './index';
import { CHAIN_ID, GAS } from './ledger';

const BCS = { 'content-type': 'application/x.aptos.signed_transaction+bcs' };
let devnet: AptosDevnet;
const alice = SdkAccount.fromPrivateKey({ privateKey: new Ed25519PrivateKey(new Uint8Array(32).fill(3)) });
const bob = AccountAddress.from(`0x${'b0'.repeat(32)}`);

beforeAll(async () => {
  devnet = await startAptosDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

function transfer(seq: bigint, amount: bigint, chainId = CHAIN_ID): RawTransaction {
  const payload = new TransactionPayloadEntryFunction(
    EntryFunction.build('0x1::aptos_account', 'transfer', [], [bob, new U64(amount)]),
  );
  const expiration = BigInt(Math.floor(Date.now() / 1000) + 60);
  return new RawTransaction(
    alice.accountAddress,
    seq,
    payload,
    2000n,
    100n,
    expiration,
    new ChainId(chainId),
  );
}

function signed(raw: RawTransaction, tamper = false): Uint8Array {
  const auth = alice.signTransactionWithAuthenticator(new SimpleTransaction(raw));
  const sig = auth.signature.toUint8Array().slice();
  if (tamper) sig[0]! ^= 1;
  return new SignedTransaction(
    raw,
    new TransactionAuthenticatorEd25519(alice.publicKey as never, new Ed25519Signature(sig)),
  ).bcsToBytes();
}

const post = (path: string, body: Uint8Array) =>
  fetch(`${devnet.rpcUrl}${path}`, { method: 'POST', headers: BCS, body: body as BodyInit });

describe('Aptos devnet node', () => {
  it('accepts an SDK-signed transfer, applies it and creates the receiver', async () => {
    devnet.fund(alice.accountAddress.toString(), 1_000_000n);
    const res = await post('/v1/transactions', signed(transfer(0n, 5000n)));
    expect(res.status).toBe(202);
    const pending = (await res.json()) as { hash: string };
    expect(pending.hash).toMatch(/^0x[0-9a-f]{64}$/);
    const tx = (await (
      await fetch(`${devnet.rpcUrl}/v1/transactions/by_hash/${pending.hash}`)
    ).json()) as Record<string, unknown>;
    expect(tx).toMatchObject({
      type: 'user_transaction',
      success: true,
      gas_used: String(GAS.createAccount),
    });
    expect(devnet.ledger.account(bob.toString())).toMatchObject({ balance: 5000n, exists: true });
    expect(devnet.ledger.account(alice.accountAddress.toString())).toMatchObject({
      balance: 1_000_000n - 5000n - GAS.createAccount * 100n,
      sequence: 1n,
    });
    const account = await (
      await fetch(`${devnet.rpcUrl}/v1/accounts/${alice.accountAddress.toString()}`)
    ).json();
    expect(account).toEqual({ sequence_number: '1', authentication_key: alice.accountAddress.toString() });
  });

  it('refuses a bad signature, a replay and a wrong chain id in the node error shape', async () => {
    const bad = await post('/v1/transactions', signed(transfer(1n, 1n), true));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error_code: 'vm_error',
      message: expect.stringMatching(/INVALID_SIGNATURE/),
    });
    const replay = await post('/v1/transactions', signed(transfer(0n, 5000n)));
    expect(await replay.json()).toMatchObject({ message: expect.stringMatching(/SEQUENCE_NUMBER_TOO_OLD/) });
    const chain = await post('/v1/transactions', signed(transfer(1n, 1n, 1)));
    expect(await chain.json()).toMatchObject({ message: expect.stringMatching(/BAD_CHAIN_ID/) });
    const junk = await post('/v1/transactions', new Uint8Array([1, 2, 3]));
    expect(junk.status).toBe(400);
    expect(await junk.json()).toMatchObject({ error_code: 'invalid_input' });
    expect(devnet.ledger.account(alice.accountAddress.toString()).sequence).toBe(1n);
  });

  it('simulation refuses a valid signature, and runs a zero one without changing anything', async () => {
    const refused = await post('/v1/transactions/simulate', signed(transfer(1n, 1n)));
    expect(refused.status).toBe(400);
    const raw = transfer(1n, 1n);
    const zero = new SignedTransaction(
      raw,
      new TransactionAuthenticatorEd25519(alice.publicKey as never, new Ed25519Signature(new Uint8Array(64))),
    ).bcsToBytes();
    const before = devnet.ledger.account(alice.accountAddress.toString());
    const sim = await post('/v1/transactions/simulate', zero);
    expect(sim.status).toBe(200);
    expect(await sim.json()).toMatchObject([
      { success: true, gas_used: String(GAS.transfer), gas_unit_price: '100' },
    ]);
    expect(devnet.ledger.account(alice.accountAddress.toString())).toEqual(before);
  });

  it('the indexer lists the versions an account took part in, newest first', async () => {
    const res = await fetch(`${devnet.rpcUrl}/v1/graphql`, {
      method: 'POST',
      body: JSON.stringify({
        query:
          'query Q($address: String!, $limit: Int!) { account_transactions(limit: $limit) { transaction_version } }',
        variables: { address: bob.toStringLong(), limit: 20 },
      }),
    });
    const body = (await res.json()) as { data: { account_transactions: { transaction_version: number }[] } };
    expect(body.data.account_transactions).toHaveLength(1);
    const other = await fetch(`${devnet.rpcUrl}/v1/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: '{ x }' }),
    });
    expect(await other.json()).toMatchObject({ errors: [expect.anything()] });
  });

  it('the faucet refuses bad input and funds nothing', async () => {
    const size = devnet.ledger.accounts.size;
    for (const body of [
      { address: '0x01', amount: '5' },
      { address: bob.toString(), amount: '1.5' },
      { address: bob.toString(), amount: '0' },
      { address: bob.toString(), amount: '5', token: 'x' },
    ]) {
      const res = await fetch(`${devnet.rpcUrl}/faucet`, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
    }
    expect(devnet.ledger.accounts.size).toBe(size);
    expect(devnet.ledger.account(bob.toString()).balance).toBe(5000n);
  });
});
