/**
 * The devnet's Tron node refuses what java-tron refuses, in its shapes ({code, message (hex)}):
 * a txID that is not sha256(raw_data), a signature by another key, an expired transaction, an
 * unknown reference block (TaPoS), a duplicate, a balance short of amount + fee; a TRC-20 call
 * whose fee limit is below its energy ends OUT_OF_ENERGY and one beyond the token balance REVERT
 * (both burn, both visible in /api/transaction-info); the faucet answers bad input with 400 {error}.
 */
import { sign } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from './codec';
import { startTronDevnet, tronAddressOfKey, type TronDevnet } from './index';

const KEY = `0x${'42'.repeat(32)}` as const;
const OTHER = `0x${'43'.repeat(32)}` as const;
let devnet: TronDevnet;
const me = tronAddressOfKey(KEY);
const you = tronAddressOfKey(OTHER);

beforeAll(async () => {
  devnet = await startTronDevnet({ port: 0, infoFile: false });
  const res = await post('/faucet', { address: me, amount: '100000000' });
  expect(res.hash).toMatch(/^[0-9a-f]{64}$/);
  await post('/faucet', { address: me, amount: '1000', token: devnet.token.address });
});
afterAll(() => devnet?.stop());

async function post(path: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(`${devnet.rpcUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await res.json()) as Record<string, string>;
}

interface TxOpts {
  key?: `0x${string}`;
  expiration?: bigint;
  ref?: { bytes: string; hash: string };
  amount?: bigint;
  token?: { value: bigint; feeLimit: bigint };
  txID?: string;
}

async function tx(o: TxOpts = {}) {
  const head = devnet.ledger.head();
  const now = BigInt(Date.now());
  const owner = c.decodeAddress(me)!;
  const to = c.decodeAddress(you)!;
  const data = o.token
    ? c.fromHex(
        `a9059cbb${c.toHex(to.subarray(1)).padStart(64, '0')}${o.token.value.toString(16).padStart(64, '0')}`,
      )
    : undefined;
  const raw = c.encodeRaw({
    refBlockBytes: c.fromHex(o.ref?.bytes ?? (head.number & 0xffff).toString(16).padStart(4, '0')),
    refBlockHash: c.fromHex(o.ref?.hash ?? head.id.slice(16, 32)),
    expiration: o.expiration ?? now + 60_000n,
    timestamp: now,
    type: data ? 'TriggerSmartContract' : 'TransferContract',
    value: data
      ? c.triggerValue(owner, c.decodeAddress(devnet.token.address)!, data)
      : c.transferValue(owner, to, o.amount ?? 1000n),
    ...(o.token ? { feeLimit: o.token.feeLimit } : {}),
  });
  const txID = c.toHex(c.sha256(raw));
  const signature = await sign({ hash: `0x${txID}`, privateKey: o.key ?? KEY, to: 'hex' });
  return {
    txID: o.txID ?? txID,
    raw_data: { contract: [] },
    raw_data_hex: c.toHex(raw),
    signature: [signature.slice(2)],
  };
}

const refusal = (answer: Record<string, string>) => ({
  code: answer.code,
  message: new TextDecoder().decode(c.fromHex(answer.message ?? '')),
});

describe('the devnet Tron node', () => {
  it('accepts a well-formed transfer and lists it', async () => {
    const body = await tx();
    expect(await post('/wallet/broadcasttransaction', body)).toEqual({ result: true, txid: body.txID });
    const info = await (await fetch(`${devnet.rpcUrl}/api/transaction-info?hash=${body.txID}`)).json();
    expect(info).toMatchObject({ hash: body.txID, contractRet: 'SUCCESS' });
    expect(refusal(await post('/wallet/broadcasttransaction', body))).toEqual({
      code: 'DUP_TRANSACTION_ERROR',
      message: 'Dup transaction.',
    });
  });

  it.each([
    ['a txID that is not sha256(raw_data)', { txID: 'cd'.repeat(32) }, 'OTHER_ERROR'],
    ["another key's signature", { key: OTHER }, 'SIGERROR'],
    ['an expired transaction', { expiration: 1000n }, 'TRANSACTION_EXPIRATION_ERROR'],
    ['an unknown reference block', { ref: { bytes: 'ffff', hash: '00'.repeat(8) } }, 'TAPOS_ERROR'],
    ['more than the balance', { amount: 10n ** 12n }, 'CONTRACT_VALIDATE_ERROR'],
  ] as [string, TxOpts, string][])('refuses %s', async (_what, o, code) => {
    const before = devnet.ledger.account(me)!.balance;
    const answer = await post('/wallet/broadcasttransaction', await tx(o));
    expect(answer.result).toBeUndefined();
    expect(answer.code).toBe(code);
    expect(devnet.ledger.account(me)!.balance).toBe(before);
  });

  it('TRC-20: a fee limit below the energy ends OUT_OF_ENERGY, a value beyond the balance REVERT', async () => {
    const low = await tx({ token: { value: 1n, feeLimit: 1000n } });
    expect(await post('/wallet/broadcasttransaction', low)).toMatchObject({ result: true });
    expect(devnet.ledger.tx(low.txID)).toMatchObject({ contractRet: 'OUT_OF_ENERGY', energyFee: 1000n });
    const much = await tx({ token: { value: 5000n, feeLimit: 1_000_000_000n } });
    expect(await post('/wallet/broadcasttransaction', much)).toMatchObject({ result: true });
    const info = await (await fetch(`${devnet.rpcUrl}/api/transaction-info?hash=${much.txID}`)).json();
    expect(info).toMatchObject({ contractRet: 'REVERT' });
    expect(devnet.ledger.tokenBalances.get(me)).toBe(1000n);
  });

  it('the faucet answers bad input with 400 {error}', async () => {
    for (const body of [
      { address: 'nope', amount: '1' },
      { address: me, amount: '0' },
      { address: me, amount: '1.5' },
    ]) {
      const res = await fetch(`${devnet.rpcUrl}/faucet`, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
    }
  });
});
