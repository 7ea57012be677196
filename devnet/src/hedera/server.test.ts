/**
 * The devnet's Hedera node in the mirror node's documented shapes and a gRPC-web proxy's
 * framing: the faucet (alias accounts created, bad input refused with 400), accounts by number,
 * key alias (base32) and EVM address, 404 and 400 error bodies, the exchange rate, and
 * submissions refused at precheck (garbage, a wrong node, a bad signature) without any change.
 */
import { AccountId, Hbar, PrivateKey, TransactionId, TransferTransaction } from '@hashgraph/sdk';
import { base32nopad } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHederaDevnet, type HederaDevnet } from './index';
import { keyAlias } from './ledger';

let devnet: HederaDevnet;
const key = PrivateKey.fromBytesED25519(new Uint8Array(32).fill(4));
const alias = `0.0.302a300506032b6570032100${key.publicKey.toStringRaw()}`;

beforeAll(async () => {
  devnet = await startHederaDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

const get = async (path: string) => {
  const r = await fetch(`${devnet.rpcUrl}${path}`);
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};
const faucet = (body: unknown) =>
  fetch(`${devnet.rpcUrl}/faucet`, { method: 'POST', body: JSON.stringify(body) });

async function submit(bytes: Uint8Array): Promise<number[]> {
  const frame = Buffer.alloc(5 + bytes.length);
  frame.writeUInt32BE(bytes.length, 1);
  frame.set(bytes, 5);
  const r = await fetch(`${devnet.rpcUrl}/proto.CryptoService/cryptoTransfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/grpc-web+proto' },
    body: frame,
  });
  expect(r.headers.get('content-type')).toBe('application/grpc-web+proto');
  return [...new Uint8Array(await r.arrayBuffer())];
}

describe('Hedera devnet node', () => {
  it('the faucet creates an account from an alias; the mirror finds it by number, alias and refuses junk', async () => {
    const r = await faucet({ address: alias, amount: '500' });
    expect(r.status).toBe(200);
    const a = devnet.ledger.accountByAlias(keyAlias(key.publicKey.toBytesRaw()))!;
    const byNum = await get(`/api/v1/accounts/${a.id}?limit=1&transactions=false`);
    expect(byNum.body).toMatchObject({ account: a.id, balance: { balance: 500 }, key: { _type: 'ED25519' } });
    expect(byNum.body.transactions).toBeUndefined();
    const b32 = base32nopad.encode(keyAlias(key.publicKey.toBytesRaw()));
    expect((await get(`/api/v1/accounts/0.0.${b32}?limit=20&transactions=true`)).body).toMatchObject({
      account: a.id,
      alias: b32,
      transactions: [{ name: 'CRYPTOTRANSFER', result: 'SUCCESS', transfers: expect.any(Array) }],
    });
    expect(await get('/api/v1/accounts/0.0.424242')).toEqual({
      status: 404,
      body: { _status: { messages: [{ message: 'Not found' }] } },
    });
    expect((await get('/api/v1/accounts/not*valid')).status).toBe(400);
    expect((await get('/api/v1/network/exchangerate')).body).toMatchObject({
      current_rate: { cent_equivalent: 12, hbar_equivalent: 1 },
    });
    for (const bad of [
      { address: 'nope', amount: '1' },
      { address: alias, amount: '1.5' },
      { address: alias, amount: '0' },
    ])
      expect((await faucet(bad)).status).toBe(400);
  });

  it('refuses at precheck: garbage, a wrong node, a bad signature; nothing changes', async () => {
    const before = devnet.ledger.records.length;
    const payer = devnet.ledger.accountByAlias(keyAlias(key.publicKey.toBytesRaw()))!.id;
    const tx = (node: string) =>
      new TransferTransaction()
        .setTransactionId(TransactionId.generate(AccountId.fromString(payer)))
        .setNodeAccountIds([AccountId.fromString(node)])
        .setMaxTransactionFee(Hbar.fromTinybars(100))
        .addHbarTransfer(AccountId.fromString(payer), Hbar.fromTinybars(-1))
        .addHbarTransfer(AccountId.fromString('0.0.2'), Hbar.fromTinybars(1))
        .freeze();
    // TransactionResponse { nodeTransactionPrecheckCode } in a data frame, then the trailers.
    const code = (answer: number[]) => (answer[4] === 0 ? 0 : answer[6]);
    expect(code(await submit(new Uint8Array([1, 2, 3])))).toBe(1); // INVALID_TRANSACTION
    expect(code(await submit((await tx('0.0.4').sign(key)).toBytes()))).toBe(3); // INVALID_NODE_ACCOUNT
    const other = PrivateKey.fromBytesED25519(new Uint8Array(32).fill(5));
    expect(code(await submit((await tx('0.0.3').sign(other)).toBytes()))).toBe(7); // INVALID_SIGNATURE
    expect(code(await submit((await tx('0.0.3').sign(key)).toBytes()))).toBe(9); // INSUFFICIENT_TX_FEE
    expect(devnet.ledger.records.length).toBe(before);
  });
});
