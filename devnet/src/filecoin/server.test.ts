/**
 * The devnet's Filecoin node on its own, driven by iso-filecoin (the SDK, not Kestrel's encoder):
 * Lotus JSON-RPC answers and error forms, the scan's {result} shapes, the faucet's refusals, and
 * MpoolPush's checks (signature, nonce, funds, fee cap) with nothing changed on refusal.
 */
import { Message } from 'iso-filecoin/message';
import { accountFromPrivateKey, signMessage } from 'iso-filecoin/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilecoinDevnet, type FilecoinDevnet } from './index';

const FIL = 10n ** 18n;
let devnet: FilecoinDevnet;
const alice = accountFromPrivateKey(new Uint8Array(32).fill(7), 'SECP256K1', 'testnet');
const bob = accountFromPrivateKey(new Uint8Array(32).fill(8), 'SECP256K1', 'testnet');

beforeAll(async () => {
  devnet = await startFilecoinDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

async function call(method: string, params: unknown[]) {
  const res = await fetch(`${devnet.rpcUrl}/rpc/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
}

const post = (path: string, body: unknown) =>
  fetch(`${devnet.rpcUrl}${path}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, unknown>,
  }));

function signed(nonce: number, value: bigint, o: { gasLimit?: number; key?: Uint8Array } = {}) {
  const m = new Message({
    from: alice.address.toString(),
    to: bob.address.toString(),
    nonce,
    value: value.toString(),
    gasLimit: o.gasLimit ?? 2_000_000,
    gasFeeCap: '200000',
    gasPremium: '100000',
  });
  return {
    Message: m.toLotus(),
    Signature: signMessage(o.key ?? alice.privateKey!, 'SECP256K1', m).toLotus(),
  };
}

describe('Filecoin devnet node', () => {
  it('funds through the faucet and refuses bad faucet input', async () => {
    const ok = await post('/faucet', { address: alice.address.toString(), amount: (10n * FIL).toString() });
    expect(ok.status).toBe(200);
    expect(ok.body.hash).toMatch(/^bafy2bza/);
    expect((await post('/faucet', { address: 'f1abc', amount: '1' })).status).toBe(400);
    expect((await post('/faucet', { address: alice.address.toString(), amount: '1.5' })).status).toBe(400);
    expect((await call('Filecoin.WalletBalance', [alice.address.toString()])).result).toBe(
      (10n * FIL).toString(),
    );
    expect((await call('Filecoin.MpoolGetNonce', [alice.address.toString()])).result).toBe(0);
  });

  it('answers unknown methods and bad addresses with JSON-RPC errors', async () => {
    expect((await call('Filecoin.Nope', [])).error?.code).toBe(-32601);
    expect((await call('Filecoin.WalletBalance', ['t1nope'])).error?.message).toMatch(/invalid address/);
  });

  it('refuses a bad signature, a nonce gap and missing funds, changing nothing', async () => {
    const before = devnet.ledger.account(alice.address.toString()).balance;
    const forged = signed(0, FIL, { key: bob.privateKey! });
    expect((await call('Filecoin.MpoolPush', [forged])).error?.message).toMatch(
      /signature verification failed/,
    );
    expect((await call('Filecoin.MpoolPush', [signed(1, FIL)])).error?.message).toMatch(/gap/);
    expect((await call('Filecoin.MpoolPush', [signed(0, 100n * FIL)])).error?.message).toMatch(
      /not enough funds/,
    );
    expect(devnet.ledger.account(alice.address.toString()).balance).toBe(before);
  });

  it('applies an SDK-signed message, finds it with StateSearchMsg and lists it in the scan shape', async () => {
    const push = await call('Filecoin.MpoolPush', [signed(0, FIL)]);
    const cid = (push.result as { '/': string })['/'];
    expect(cid).toMatch(/^bafy2bza/);
    expect((await call('Filecoin.MpoolPush', [signed(0, FIL)])).error?.message).toMatch(/already in mpool/);
    const found = (await call('Filecoin.StateSearchMsg', [[], { '/': cid }, -1, true])).result;
    expect(found).toMatchObject({ Message: { '/': cid }, Receipt: { ExitCode: 0 } });
    const list = await post('/api/v1/MessagesByAccountID', {
      account_id: bob.address.toString(),
      filters: { index: 0, limit: 20, method_name: '' },
    });
    const rows = (list.body.result as { messages_by_account_id_list: Record<string, unknown>[] })
      .messages_by_account_id_list;
    expect(rows[0]).toMatchObject({
      cid,
      value: FIL.toString(),
      exit_code: 'Ok',
      from: alice.address.toString(),
    });
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['cid', 'to', 'from', 'value', 'exit_code', 'block_time']),
    );
    expect((await post('/api/v1/FinalHeight', {})).body.result).toMatchObject({ base_fee: '100' });
    expect((await post('/api/v1/GasDataTrend', { interval: '24h' })).body.result).toMatchObject({
      items: [expect.objectContaining({ avg_gas_used: expect.any(Number) })],
    });
  });
});
