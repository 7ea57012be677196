/**
 * Messaging end to end: three wallets (accounts 0, 1 and 2 of the published 'test … junk'
 * phrase) with their MLS state in real encrypted vaults, talking through the product API's relay
 * on 127.0.0.1. Every byte the relay stored is inspected at the end.
 */
import type { RunningApiServer } from '@kestrel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MessagingInputError } from './errors';
import { fromBase64 } from './mls';
import type { SocketFactory } from './relayClient';
import { parseRecord } from './state';
import { openPerson, startRelay, type TestPerson } from './testing/relay';
import { testSigner } from './testing/signers';
import { MESSAGING_FAILURE } from './types';

let server: RunningApiServer;
let alice: TestPerson;
let bob: TestPerson;
let carol: TestPerson;
const texts: string[] = [];
const A = testSigner(0).address.toLowerCase();
const B = testSigner(1).address.toLowerCase();
const C = testSigner(2).address.toLowerCase();

function remember(text: string): string {
  texts.push(text);
  return text;
}

beforeAll(async () => {
  server = await startRelay();
  alice = await openPerson(server.url, testSigner(0));
  bob = await openPerson(server.url, testSigner(1));
  carol = await openPerson(server.url, testSigner(2));
});
afterAll(() => server?.close());

describe('messaging through the relay', () => {
  let topic = '';

  it('two wallets exchange messages both ways, with a reply', async () => {
    const started = await alice.client.newConversation(testSigner(1).address);
    topic = started.topic;
    expect(started).toMatchObject({
      peerAddress: B,
      clientAddress: A,
      consentState: 'allowed',
      version: 'mls-rfc9420',
    });
    expect(started.lastMessage).toBeUndefined();
    expect(started.name).toBe(`${B.slice(0, 8)}...${B.slice(-6)}`);
    const hello = await alice.client.sendMessage(topic, remember('hello bob, lunch at noon?'));

    const requests = await bob.client.listConversations('requests');
    expect(requests.map((c) => [c.topic, c.peerAddress])).toEqual([[topic, A]]);
    const bobView = (await bob.client.listMessages(topic)).messages;
    expect(bobView).toEqual([hello]);
    expect(hello.user._id).toBe(A);

    const reply = await bob.client.sendReply(topic, {
      repliedMessage: hello.text,
      repliedMessageId: hello._id,
      message: remember('yes, see you there'),
      senderAddress: hello.user._id,
    });
    // Answering accepts the request.
    expect((await bob.client.listConversations('allowed')).map((c) => c.topic)).toEqual([topic]);

    await alice.client.sync();
    const [latest] = (await alice.client.listMessages(topic)).messages;
    expect(latest).toEqual(reply);
    expect(latest).toMatchObject({
      text: 'yes, see you there',
      reference: hello._id,
      repliedMessage: hello.text,
      repliedUserId: A,
      user: { _id: B },
    });
    expect((await alice.client.listConversations())[0]!.lastMessage).toBe('yes, see you there');
  });

  it('refuses a reply without all four fields or with a sender not starting with 0x', async () => {
    const base = { repliedMessage: 'x', repliedMessageId: 'y', message: 'z', senderAddress: A };
    const rule =
      'A reply needs repliedMessage, repliedMessageId, message and senderAddress, and the sender must start with 0x';
    await expect(bob.client.sendReply(topic, { ...base, senderAddress: A.slice(2) })).rejects.toThrow(rule);
    await expect(bob.client.sendReply(topic, { ...base, repliedMessageId: '' })).rejects.toThrow(rule);
    expect((await bob.client.listMessages(topic)).messages).toHaveLength(2);
  });

  it('forwards to a third wallet, refusing an empty or incomplete forward', async () => {
    const toCarol = await alice.client.newConversation(C);
    const bad = [
      { conversations: [], messages: [{ text: 'x' }] },
      { conversations: [toCarol], messages: [] },
      { conversations: [{ topic: toCarol.topic }], messages: [{ text: 'x' }] },
    ];
    for (const request of bad)
      await expect(alice.client.forward(request)).rejects.toBeInstanceOf(MessagingInputError);

    const [, bobsReply] = (await alice.client.listMessages(topic)).messages.reverse();
    await alice.client.forward({ conversations: [toCarol], messages: [bobsReply] });
    const [conv] = await carol.client.listConversations();
    expect(conv).toMatchObject({ topic: toCarol.topic, peerAddress: A });
    expect(conv!.consentState).toBeUndefined();
    expect((await carol.client.listConversations('requests')).map((c) => c.topic)).toEqual([toCarol.topic]);
    expect((await carol.client.listMessages(conv!.topic)).messages.map((m) => m.text)).toEqual([
      'yes, see you there',
    ]);
  });

  it('blocks and unblocks a peer, refetching the list; another consent value is logged and ignored', async () => {
    const blocked = await bob.client.block(A);
    expect(blocked.find((c) => c.topic === topic)?.consentState).toBe('denied');
    expect(await bob.client.listConversations('allowed')).toEqual([]);
    const ignored = await bob.client.setConsent(A, 'maybe');
    expect(ignored.find((c) => c.topic === topic)?.consentState).toBe('denied');
    expect(bob.logged).toContain('messaging: Ignoring unknown consent state: maybe');
    const unblocked = await bob.client.unblock(A);
    expect(unblocked.find((c) => c.topic === topic)?.consentState).toBe('allowed');
  });

  it('refuses a tampered ciphertext and still reads the next message', async () => {
    const target = await alice.client.sendMessage(topic, remember('send 1 ETH to 0xabc'));
    const seq = Number(target._id.split(':')[1]);
    const row = await server.db
      .selectFrom('messaging_messages')
      .selectAll()
      .where('topic', '=', topic)
      .where('seq', '=', seq)
      .executeTakeFirstOrThrow();
    const bytes = fromBase64(row.payload);
    bytes[bytes.length - 5]! ^= 0x40;
    await server.db
      .updateTable('messaging_messages')
      .set({ payload: Buffer.from(bytes).toString('base64') })
      .where('topic', '=', topic)
      .where('seq', '=', seq)
      .execute();
    const after = await alice.client.sendMessage(topic, remember('ignore that last one'));

    const result = await bob.client.sync();
    expect(result).toMatchObject({ received: 1, refused: 1 });
    expect(bob.logged).toContain('messaging: refused a message that did not decrypt');
    const shown = (await bob.client.listMessages(topic)).messages;
    expect(shown[0]).toEqual(after);
    expect(shown.map((m) => m._id)).not.toContain(target._id);
  });

  it('pages messages 20 at a time, newest first', async () => {
    for (let i = 0; i < 22; i++) await alice.client.sendMessage(topic, remember(`count ${i}`));
    await bob.client.sync();
    const first = await bob.client.listMessages(topic);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]!.text).toBe('count 21');
    const second = await bob.client.listMessages(topic, first.next!);
    expect(second.messages[0]!.text).toBe('count 1');
    expect(second.next).toBeNull();
  });

  it('delivers live over the WebSocket', async () => {
    const socket: SocketFactory = (url) => new WebSocket(url) as unknown as ReturnType<SocketFactory>;
    const live = await openPerson(server.url, testSigner(1), { storage: bob.storage, socket });
    const heard: number[] = [];
    let ready = false;
    const stop = live.client.watch(
      (r) => heard.push(r.received),
      () => (ready = true),
    );
    await expect.poll(() => ready).toBe(true);
    await alice.client.sendMessage(topic, remember('are you there?'));
    await expect.poll(() => heard.reduce((a, b) => a + b, 0), { timeout: 10_000 }).toBe(1);
    stop();
    expect((await live.client.listMessages(topic)).messages[0]!.text).toBe('are you there?');
  });

  it('keeps MLS keys only in the encrypted vault, and the vault survives a reopen', async () => {
    const record = parseRecord(alice.vault.messaging[A]);
    expect(record?.identity.address).toBe(A);
    const stored = new TextDecoder('latin1').decode(alice.storage.current!);
    for (const secret of Object.values(record!.identity.privatePackage)) expect(stored).not.toContain(secret);
    for (const text of texts) expect(stored).not.toContain(text);
    const again = await openPerson(server.url, testSigner(0), { storage: alice.storage });
    expect(again.client.address).toBe(A);
    expect((await again.client.listMessages(topic)).messages).toEqual(
      (await alice.client.listMessages(topic)).messages,
    );
  });

  it('refuses a key package that is not signed by the address it is published under', async () => {
    const stranger = testSigner(3).address.toLowerCase();
    const carols = parseRecord(carol.vault.messaging[C])!.identity.keyPackage;
    const put = await fetch(`${server.url}/messaging/key-packages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: stranger, keyPackage: carols }),
    });
    expect(put.status).toBe(200);
    await expect(alice.client.newConversation(stranger)).rejects.toThrow(MESSAGING_FAILURE);
    expect((await alice.client.listConversations()).map((c) => c.peerAddress)).not.toContain(stranger);
  });

  it('close forgets the keys in memory and refuses further calls', async () => {
    const again = await openPerson(server.url, testSigner(2), { storage: carol.storage });
    const held = (again.client as unknown as { record: object }).record;
    await again.client.close();
    expect(Object.keys(held)).toEqual(['welcomeCursor']);
    await expect(again.client.sync()).rejects.toThrow(MESSAGING_FAILURE);
  });

  it('rejects with the spec text when the relay cannot be reached', async () => {
    await expect(openPerson('http://127.0.0.1:9', testSigner(0))).rejects.toThrow(MESSAGING_FAILURE);
  });

  it('the relay stored no plaintext and no private key', async () => {
    const rows = [
      ...(await server.db.selectFrom('messaging_key_packages').selectAll().execute()),
      ...(await server.db.selectFrom('messaging_welcomes').selectAll().execute()),
      ...(await server.db.selectFrom('messaging_messages').selectAll().execute()),
    ];
    expect(rows.length).toBeGreaterThan(30);
    const secrets: Uint8Array[] = [];
    for (const person of [alice, bob, carol]) {
      const record = parseRecord(person.vault.messaging[person.client.address])!;
      for (const key of Object.values(record.identity.privatePackage)) secrets.push(fromBase64(key));
    }
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const field = String(value);
        const decoded = /^[A-Za-z0-9+/]+=*$/.test(field) && field.length > 40 ? hex(fromBase64(field)) : '';
        for (const text of texts) {
          expect(field).not.toContain(text);
          expect(decoded).not.toContain(hex(new TextEncoder().encode(text)));
        }
        for (const secret of secrets) {
          // A 16-byte window of each key is enough to show it is absent.
          expect(decoded).not.toContain(hex(secret.subarray(secret.length - 16)));
          expect(field).not.toContain(hex(secret.subarray(secret.length - 16)));
        }
      }
    }
  });
});
