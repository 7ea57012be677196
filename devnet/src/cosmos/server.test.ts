/**
 * The devnet's Cosmos LCD: transactions built and signed with cosmjs (independent of Kestrel) are
 * applied or refused with the SDK's codes; the uniform faucet route; the info file.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DirectSecp256k1Wallet,
  encodePubkey,
  makeAuthInfoBytes,
  makeSignDoc,
  Registry,
} from '@cosmjs/proto-signing';
import { base64 } from '@scure/base';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCosmosDevnet, type CosmosDevnet } from './index';

const registry = new Registry([['/cosmos.bank.v1beta1.MsgSend', MsgSend]]);
const KEY = Uint8Array.from(
  Buffer.from('80e81ea269e66a0a05b11236df7919fb7fbeedba87452d667489d7403a02f005', 'hex'),
);
const ME = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
const YOU = 'cosmos1zt50azupanqlfam5afhv3hexwyutnukeh4c573';
const dir = mkdtempSync(join(tmpdir(), 'kestrel-cosmos-devnet-'));
let devnet: CosmosDevnet;

beforeAll(async () => {
  devnet = await startCosmosDevnet({ chain: 'cosmos', port: 0, infoFile: join(dir, 'info.json') });
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${devnet.rpcUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return {
    status: res.status,
    body: (await res.json()) as { tx_response: { code: number; txhash: string; height: string } } & Record<
      string,
      unknown
    >,
  };
};

/** A bank send signed by cosmjs; `o` bends one thing at a time. */
async function signedSend(
  o: { sequence?: number; fee?: string; gas?: number; chainId?: string; amount?: string } = {},
) {
  const wallet = await DirectSecp256k1Wallet.fromKey(KEY, 'cosmos');
  const [account] = await wallet.getAccounts();
  const bodyBytes = registry.encodeTxBody({
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: ME, toAddress: YOU, amount: [{ denom: 'uatom', amount: o.amount ?? '1000' }] },
      },
    ],
    memo: '',
  });
  const pubkey = encodePubkey({ type: 'tendermint/PubKeySecp256k1', value: base64.encode(account!.pubkey) });
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: o.sequence ?? Number(devnet.ledger.accounts.get(ME)?.sequence ?? 0n) }],
    [{ denom: 'uatom', amount: o.fee ?? '2000' }],
    o.gas ?? 200_000,
    undefined,
    undefined,
  );
  const number = devnet.ledger.accounts.get(ME)!.number;
  const doc = makeSignDoc(bodyBytes, authInfoBytes, o.chainId ?? devnet.chainId, number);
  const { signature } = await wallet.signDirect(ME, doc);
  const raw = TxRaw.encode({
    bodyBytes,
    authInfoBytes,
    signatures: [base64.decode(signature.signature)],
  }).finish();
  return base64.encode(raw);
}

describe('the Cosmos devnet node', () => {
  it('writes its info file ({rpcUrl}) and answers node_info with its chain id', async () => {
    expect(JSON.parse(readFileSync(join(dir, 'info.json'), 'utf8'))).toEqual({ rpcUrl: devnet.rpcUrl });
    const res = await fetch(`${devnet.rpcUrl}/cosmos/base/tendermint/v1beta1/node_info`);
    expect(await res.json()).toMatchObject({ default_node_info: { network: 'kestrel-cosmos-devnet' } });
  });

  it('the faucet route funds an address and refuses bad input, changing nothing', async () => {
    expect((await post('/faucet', { address: 'cosmos1nope', amount: '5' })).status).toBe(400);
    expect((await post('/faucet', { address: ME, amount: '-5' })).status).toBe(400);
    expect((await post('/faucet', { address: ME, amount: '5', token: 'x' })).body).toEqual({
      error: 'This devnet node has no tokens',
    });
    expect(devnet.ledger.accounts.size).toBe(0);
    const ok = await post('/faucet', { address: ME, amount: '10000000' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      address: ME,
      amount: '10000000',
      hash: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    const res = await fetch(`${devnet.rpcUrl}/cosmos/bank/v1beta1/balances/${ME}`);
    expect(await res.json()).toMatchObject({ balances: [{ denom: 'uatom', amount: '10000000' }] });
  });

  it('refuses a bad signature, a stale sequence, a low fee and too little gas with the SDK codes', async () => {
    const refused = async (tx: string) =>
      (await post('/cosmos/tx/v1beta1/txs', { tx_bytes: tx, mode: 'BROADCAST_MODE_SYNC' })).body.tx_response;
    expect(await refused(await signedSend({ chainId: 'another-chain' }))).toMatchObject({ code: 4 });
    expect(await refused(await signedSend({ sequence: 5 }))).toMatchObject({ code: 32 });
    expect(await refused(await signedSend({ fee: '999' }))).toMatchObject({ code: 13 });
    expect(await refused(await signedSend({ gas: 1000, fee: '5' }))).toMatchObject({ code: 11 });
    expect(await refused(await signedSend({ amount: '99999999' }))).toMatchObject({ code: 5 });
    expect(devnet.ledger.balanceOf(ME)).toBe(10_000_000n);
  });

  it('applies a good send: balances, sequence, the tx by hash and the history routes', async () => {
    const tx = await signedSend();
    const sent = await post('/cosmos/tx/v1beta1/txs', { tx_bytes: tx, mode: 'BROADCAST_MODE_SYNC' });
    expect(sent.body.tx_response).toMatchObject({ code: 0, height: '0' });
    const hash = sent.body.tx_response.txhash as string;
    expect(devnet.ledger.balanceOf(ME)).toBe(10_000_000n - 1000n - 2000n);
    expect(devnet.ledger.balanceOf(YOU)).toBe(1000n);
    expect(devnet.ledger.accounts.get(ME)!.sequence).toBe(1n);
    const again = await post('/cosmos/tx/v1beta1/txs', { tx_bytes: tx });
    expect(again.body.tx_response.code).toBe(19);
    const byHash = await (await fetch(`${devnet.rpcUrl}/cosmos/tx/v1beta1/txs/${hash}`)).json();
    expect(byHash).toMatchObject({ tx_response: { txhash: hash, code: 0 } });
    const mintscan = (await (
      await fetch(`${devnet.rpcUrl}/v1/cosmos/accounts/${YOU}/transactions?take=20`)
    ).json()) as {
      transactions: { data: { txhash: string } }[];
    };
    expect(mintscan.transactions.map((t) => t.data.txhash)).toEqual([hash]);
    expect((await fetch(`${devnet.rpcUrl}/cosmos/tx/v1beta1/txs/${'0'.repeat(64)}`)).status).toBe(404);
  });

  it('stops and removes its info file', async () => {
    const other = await startCosmosDevnet({ chain: 'thorchain', port: 0, infoFile: join(dir, 'thor.json') });
    expect(existsSync(join(dir, 'thor.json'))).toBe(true);
    await other.stop();
    expect(existsSync(join(dir, 'thor.json'))).toBe(false);
  });
});
