/**
 * The loopback relay at the protocol level: a client without a valid relay-auth JWT is closed; an
 * authenticated client's irn_publish reaches a subscriber as an irn_subscription with the id the
 * client computes itself, waits in the mailbox for a later subscriber, and is fetched by
 * irn_batchFetchMessages; an unknown method is a JSON-RPC error. (Real SignClients pairing through
 * it: packages/wallet/src/walletconnect/relayPairing.test.ts.)
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLoopbackRelay, subscriptionIdOf, type LoopbackRelay } from './relay';

let relay: LoopbackRelay;
beforeAll(async () => {
  relay = await startLoopbackRelay();
});
afterAll(() => relay.stop());

function relayJwt(aud: string, expOffset = 3600): { jwt: string; did: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const did = 'did:key:z' + base58.encode(Uint8Array.from([0xed, 0x01, ...raw]));
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const data = `${enc({ alg: 'EdDSA', typ: 'JWT' })}.${enc({ iss: did, sub: 'x', aud, iat, exp: iat + expOffset })}`;
  return { jwt: `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`, did };
}

interface Conn {
  ws: WebSocket;
  did: string;
  inbox: Record<string, unknown>[];
  call(method: string, params: object): Promise<Record<string, unknown>>;
}

async function connect(): Promise<Conn> {
  const { jwt, did } = relayJwt(relay.url);
  const ws = new WebSocket(`${relay.url}/?auth=${jwt}&projectId=anything`);
  const inbox: Record<string, unknown>[] = [];
  const waiting = new Map<number, (m: Record<string, unknown>) => void>();
  ws.on('message', (d) => {
    const m = JSON.parse(String(d)) as Record<string, unknown>;
    if (m.method === 'irn_subscription') inbox.push(m);
    else waiting.get(m.id as number)?.(m);
  });
  await new Promise((r) => ws.once('open', r));
  let id = 1;
  return {
    ws,
    did,
    inbox,
    call: (method, params) =>
      new Promise((resolve) => {
        const n = id++;
        waiting.set(n, resolve);
        ws.send(JSON.stringify({ id: n, jsonrpc: '2.0', method, params }));
      }),
  };
}

const until = async (f: () => boolean) => {
  while (!f()) await new Promise((r) => setTimeout(r, 10));
};

describe('loopback WalletConnect relay protocol', () => {
  it('closes a connection whose auth JWT is missing, expired or not signed by its issuer', async () => {
    const expired = relayJwt(relay.url, -10).jwt;
    const forged = relayJwt(relay.url).jwt.replace(/\.[^.]+$/, '.' + Buffer.alloc(64).toString('base64url'));
    for (const q of ['', `?auth=${expired}`, `?auth=${forged}`]) {
      const ws = new WebSocket(`${relay.url}/${q}`);
      const code = await new Promise<number>((r) => ws.once('close', (c) => r(c)));
      expect(code).toBe(3000);
    }
  });

  it('delivers, stores and fetches published messages', async () => {
    const [a, b, c] = await Promise.all([connect(), connect(), connect()]);
    const topic = 'ab'.repeat(32);
    expect((await b.call('irn_subscribe', { topic })).result).toBe(subscriptionIdOf(topic, b.did));
    expect((await a.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })).result).toBe(true);
    await until(() => b.inbox.length === 1);
    const params = b.inbox[0]!.params as { id: string; data: Record<string, unknown> };
    expect(params.id).toBe(subscriptionIdOf(topic, b.did));
    expect(params.data).toMatchObject({ topic, message: 'hello', tag: 1108 });
    expect(a.inbox).toEqual([]); // the publisher does not get its own message

    const fetched = await c.call('irn_batchFetchMessages', { topics: [topic] });
    expect(fetched.result).toMatchObject({ messages: [{ topic, message: 'hello' }], hasMore: false });
    await c.call('irn_subscribe', { topic });
    await until(() => c.inbox.length === 1); // the mailbox delivers to a later subscriber

    const bad = await a.call('irn_publish', { topic, message: 'x' });
    expect(bad.error).toMatchObject({ code: -32602 });
    expect((await a.call('irn_nothing', {})).error).toMatchObject({ code: -32601 });
    for (const x of [a, b, c]) x.ws.close();
  });
});
