/**
 * A loopback WalletConnect relay written to the published relay protocol (JSON-RPC 2.0 over
 * WebSocket): irn_publish, irn_batchPublish, irn_subscribe, irn_batchSubscribe, irn_unsubscribe,
 * irn_batchUnsubscribe, irn_batchFetchMessages, the irn_subscription delivery (acknowledged by the
 * client), and the session methods the 2.21 clients use, wc_proposeSession (the proposal published
 * on the pairing topic, the proposer subscribed to it) and wc_approveSession (the response on the pairing topic, the settlement on
 * the session topic, the approver subscribed to it). Messages wait on their topic until their TTL
 * runs out, so a client that subscribes later still gets them (the relay's mailbox).
 * No relay is reachable from the tests; mainnet builds use the public relay.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifyRelayJwt } from './relay-auth';

/** Tags the relay gives the messages of the session methods (the relay protocol's values). */
const TAG_SESSION_PROPOSE = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE = 1102;
/** The clients terminate a socket with no ping for ~30 s; the relay pings well inside that. */
const PING_MS = 10_000;
const MAX_MESSAGE_BYTES = 256 * 1024;

interface StoredMessage {
  topic: string;
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag: number;
  /** The publisher's client id (did:key). */
  from: string;
}

interface Client {
  socket: WebSocket;
  clientId: string;
  /** The client id's subscriptions: kept across its reconnections, as the relay keeps them. */
  topics: Set<string>;
}

interface RpcRequest {
  id: number | string;
  method: string;
  params?: Record<string, unknown>;
}

export interface LoopbackRelay {
  /** ws://127.0.0.1:<port> — the relay URL a client is configured with. */
  url: string;
  /** Every JSON-RPC method the relay answered, in order (what the clients really used). */
  methodsSeen: string[];
  stop(): Promise<void>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function str(params: Record<string, unknown> | undefined, key: string): string {
  const v = params?.[key];
  if (typeof v !== 'string' || v === '') throw new RpcError(-32602, `Missing or invalid "${key}" param`);
  return v;
}

/** The subscription id a 2.21 client computes itself: sha256(topic + clientId), hex. */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

export async function startLoopbackRelay(options: { port?: number } = {}): Promise<LoopbackRelay> {
  const clients = new Set<Client>();
  const subscriptions = new Map<string, Set<string>>();
  const mailbox = new Map<string, StoredMessage[]>();
  const methodsSeen: string[] = [];
  let nextDeliveryId = Date.now() * 1000;
  const now = () => Date.now();

  function live(topic: string): StoredMessage[] {
    const kept = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now());
    mailbox.set(topic, kept);
    return kept;
  }

  function deliver(to: Client, m: StoredMessage) {
    to.socket.send(
      JSON.stringify({
        id: nextDeliveryId++,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionIdOf(m.topic, to.clientId),
          data: { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag },
        },
      }),
    );
  }

  function publish(from: Client, topic: string, message: string, ttlSeconds: number, tag: number) {
    const m: StoredMessage = {
      topic,
      message,
      publishedAt: now(),
      expiresAt: now() + ttlSeconds * 1000,
      tag,
      from: from.clientId,
    };
    live(topic).push(m);
    for (const c of clients) if (c.clientId !== from.clientId && c.topics.has(topic)) deliver(c, m);
  }

  function subscribe(c: Client, topic: string): string {
    c.topics.add(topic);
    // Stored messages follow the subscribe answer: a client ignores a topic it has not yet
    // recorded as subscribed, which it does only on that answer.
    const waiting = live(topic).filter((m) => m.from !== c.clientId);
    if (waiting.length > 0) setImmediate(() => waiting.forEach((m) => deliver(c, m)));
    return subscriptionIdOf(topic, c.clientId);
  }

  function ttlOf(params: Record<string, unknown> | undefined): number {
    const ttl = params?.ttl;
    if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0)
      throw new RpcError(-32602, 'Missing or invalid "ttl" param');
    return ttl;
  }

  function answer(c: Client, req: RpcRequest): unknown {
    const p = req.params;
    switch (req.method) {
      case 'irn_publish':
        publish(c, str(p, 'topic'), str(p, 'message'), ttlOf(p), Number(p?.tag ?? 0));
        return true;
      case 'irn_batchPublish':
        for (const m of (p?.messages as Record<string, unknown>[] | undefined) ?? [])
          publish(c, str(m, 'topic'), str(m, 'message'), ttlOf(m), Number(m.tag ?? 0));
        return true;
      case 'irn_subscribe':
        return subscribe(c, str(p, 'topic'));
      case 'irn_batchSubscribe':
        return ((p?.topics as unknown[] | undefined) ?? []).map((t) => subscribe(c, str({ t }, 't')));
      case 'irn_unsubscribe':
        c.topics.delete(str(p, 'topic'));
        return true;
      case 'irn_batchUnsubscribe':
        for (const s of (p?.subscriptions as Record<string, unknown>[] | undefined) ?? [])
          c.topics.delete(str(s, 'topic'));
        return true;
      case 'irn_batchFetchMessages': {
        const topics = ((p?.topics as unknown[] | undefined) ?? []).map((t) => str({ t }, 't'));
        const messages = topics.flatMap((t) =>
          live(t)
            .filter((m) => m.from !== c.clientId)
            .map((m) => ({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag })),
        );
        return { messages, hasMore: false };
      }
      case 'wc_proposeSession': {
        // The proposer is subscribed to the pairing topic by the relay (the client skips it).
        const pairingTopic = str(p, 'pairingTopic');
        subscribe(c, pairingTopic);
        publish(c, pairingTopic, str(p, 'sessionProposal'), ttlOf(p), TAG_SESSION_PROPOSE);
        return true;
      }
      case 'wc_approveSession': {
        const sessionTopic = str(p, 'sessionTopic');
        const ttl = typeof p?.ttl === 'number' ? p.ttl : 300;
        subscribe(c, sessionTopic);
        publish(
          c,
          str(p, 'pairingTopic'),
          str(p, 'sessionProposalResponse'),
          ttl,
          TAG_SESSION_PROPOSE_RESPONSE,
        );
        publish(c, sessionTopic, str(p, 'sessionSettlementRequest'), ttl, TAG_SESSION_SETTLE);
        return true;
      }
      default:
        throw new RpcError(-32601, `Method not found: ${req.method}`);
    }
  }

  function onText(c: Client, text: string) {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      c.socket.send(
        JSON.stringify({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }),
      );
      return;
    }
    const req = msg as Partial<RpcRequest> & { result?: unknown };
    if (typeof req.method !== 'string') return; // an acknowledgement of a delivery
    if (req.id === undefined) return;
    methodsSeen.push(req.method);
    try {
      const result = answer(c, req as RpcRequest);
      c.socket.send(JSON.stringify({ id: req.id, jsonrpc: '2.0', result }));
    } catch (e) {
      const err = e instanceof RpcError ? e : new RpcError(-32603, (e as Error).message);
      c.socket.send(
        JSON.stringify({ id: req.id, jsonrpc: '2.0', error: { code: err.code, message: err.message } }),
      );
    }
  }

  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  wss.on('connection', (socket, request) => {
    const auth = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get('auth');
    let clientId: string;
    try {
      if (!auth) throw new Error('missing auth');
      clientId = verifyRelayJwt(auth, Math.floor(now() / 1000)).clientId;
    } catch (e) {
      socket.close(3000, `Unauthorized: ${(e as Error).message}`);
      return;
    }
    let topics = subscriptions.get(clientId);
    if (!topics) subscriptions.set(clientId, (topics = new Set()));
    const c: Client = { socket, clientId, topics };
    clients.add(c);
    // A client back after a reconnection gets what arrived for its topics meanwhile (it drops repeats).
    const missed = [...topics].flatMap((t) => live(t).filter((m) => m.from !== clientId));
    if (missed.length > 0) setImmediate(() => missed.forEach((m) => deliver(c, m)));
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('message', (data) => onText(c, String(data)));
    socket.on('close', () => {
      clearInterval(ping);
      clients.delete(c);
    });
  });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    methodsSeen,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const c of clients) c.socket.terminate();
        wss.close(() => resolve());
      }),
  };
}
