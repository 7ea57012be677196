/**
 * The relay's HTTP and WebSocket contract on a real server (SQLite in memory, 127.0.0.1). The
 * payloads here carry a valid MLS header over random bytes: the relay reads only that header. Real
 * MLS traffic through this relay is tested in packages/wallet/src/messaging/messaging.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startApiServer, type RunningApiServer } from '../server';
import { request } from '../testing/http';
import { MESSAGING_PAGE_SIZE } from './repository';
import { WIRE_FORMATS } from './wire';

let server: RunningApiServer;
const ALICE = '0x' + 'a1'.repeat(20);
const TOPIC = 'ab'.repeat(16);

function mlsBytes(format: number, size = 48): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  bytes.set([0, 1, 0, format]);
  return Buffer.from(bytes).toString('base64');
}

beforeAll(async () => {
  server = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    seed: false,
    log: false,
    writeLimits: { requests: 1000 },
  });
});
afterAll(() => server.close());

describe('messaging relay', () => {
  it('keeps the latest key package per address, answering 404 for an unknown one', async () => {
    const first = mlsBytes(WIRE_FORMATS.keyPackage);
    const second = mlsBytes(WIRE_FORMATS.keyPackage);
    for (const keyPackage of [first, second]) {
      const put = await request(server.url, '/messaging/key-packages', {
        body: { address: ALICE.toUpperCase().replace('0X', '0x'), keyPackage },
      });
      expect(put.status).toBe(200);
    }
    const got = await request<{ data: { keyPackage: string } }>(
      server.url,
      `/messaging/key-packages/${ALICE}`,
    );
    expect(got.body.data.keyPackage).toBe(second);
    const missing = await request<{ error: string }>(
      server.url,
      `/messaging/key-packages/0x${'00'.repeat(20)}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No key package for this address');
  });

  it('refuses bad bodies with 400 and a clear error, storing nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['/messaging/key-packages', { address: 'alice', keyPackage: mlsBytes(5) }, 'body.address'],
      [
        '/messaging/key-packages',
        { address: ALICE, keyPackage: mlsBytes(WIRE_FORMATS.welcome) },
        'not an MLS keyPackage',
      ],
      [
        `/messaging/topics/${TOPIC}/messages`,
        { payload: Buffer.from('hello in the clear').toString('base64') },
        'not an MLS payload',
      ],
      ['/messaging/topics/NOT-A-TOPIC/messages', { payload: mlsBytes(2) }, 'params.topic'],
      [`/messaging/topics/${TOPIC}/messages`, { payload: 'not base64!' }, 'body.payload'],
      [
        '/messaging/welcomes',
        { recipient: ALICE, topic: TOPIC, welcome: mlsBytes(WIRE_FORMATS.privateMessage) },
        'not an MLS welcome',
      ],
    ];
    for (const [path, body, error] of cases) {
      const res = await request<{ error: string }>(server.url, path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.error).toContain(error);
    }
    const stored = await server.db.selectFrom('messaging_messages').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('pages a topic 20 at a time, oldest first, with an after cursor', async () => {
    const topic = 'cd'.repeat(16);
    const sent: string[] = [];
    for (let i = 0; i < MESSAGING_PAGE_SIZE + 5; i++) {
      const payload = mlsBytes(WIRE_FORMATS.privateMessage);
      sent.push(payload);
      const res = await request<{ data: { seq: number } }>(
        server.url,
        `/messaging/topics/${topic}/messages`,
        { body: { payload } },
      );
      expect(res.body.data.seq).toBe(i + 1);
    }
    type Page = { data: { seq: number; payload: string }[]; next: number | null };
    const first = await request<Page>(server.url, `/messaging/topics/${topic}/messages`);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.next).toBe(20);
    const second = await request<Page>(
      server.url,
      `/messaging/topics/${topic}/messages?after=${first.body.next}`,
    );
    expect(second.body.data.map((m) => m.payload)).toEqual(sent.slice(20));
    expect(second.body.next).toBeNull();
  });

  it('pushes messages and Welcomes to WebSocket subscribers', async () => {
    const topic = 'ef'.repeat(16);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/messaging/ws`);
    const received: { type: string; [k: string]: unknown }[] = [];
    ws.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send('not json');
    ws.send(JSON.stringify({ subscribe: { topics: [topic], recipients: [ALICE] } }));
    await expect.poll(() => received.map((r) => r.type)).toEqual(['error', 'subscribed']);
    const payload = mlsBytes(WIRE_FORMATS.privateMessage);
    const welcome = mlsBytes(WIRE_FORMATS.welcome);
    await request(server.url, `/messaging/topics/${topic}/messages`, { body: { payload } });
    await request(server.url, '/messaging/welcomes', { body: { recipient: ALICE, topic, welcome } });
    await request(server.url, `/messaging/topics/${'00'.repeat(16)}/messages`, {
      body: { payload: mlsBytes(2) },
    });
    await expect.poll(() => received.length).toBe(4);
    expect(received[2]).toMatchObject({ type: 'message', topic, payload, seq: 1 });
    expect(received[3]).toMatchObject({ type: 'welcome', recipient: ALICE, topic, welcome });
    ws.close();
  });
});
