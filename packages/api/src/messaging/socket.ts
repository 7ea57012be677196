/**
 * The relay's WebSocket (GET /messaging/ws, upgraded): a client sends
 * {"subscribe": {"topics": [...], "recipients": [...]}} and then receives every message posted to
 * those topics and every Welcome for those addresses as {"type": "message" | "welcome", ...}.
 */
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MessagingHub } from './hub';

export const SOCKET_PATH = '/messaging/ws';
/** Subscriptions one socket may hold. */
export const MAX_SUBSCRIPTIONS = 500;
const TOPIC = /^[0-9a-f]{32}$/;
const ADDRESS = /^0x[0-9a-f]{40}$/;

function parseSubscribe(text: string): { topics: string[]; recipients: string[] } | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'The message is not JSON';
  }
  const sub = (value as { subscribe?: { topics?: unknown; recipients?: unknown } } | null)?.subscribe;
  if (typeof sub !== 'object' || sub === null)
    return 'Expected {"subscribe": {"topics": [...], "recipients": [...]}}';
  const topics = sub.topics ?? [];
  const recipients = sub.recipients ?? [];
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string' && TOPIC.test(t)))
    return 'subscribe.topics must be topics (32 lower-case hex characters)';
  if (
    !Array.isArray(recipients) ||
    !recipients.every((r) => typeof r === 'string' && ADDRESS.test(r.toLowerCase()))
  )
    return 'subscribe.recipients must be 0x addresses';
  return { topics: topics as string[], recipients: (recipients as string[]).map((r) => r.toLowerCase()) };
}

export function installMessagingSocket(app: FastifyInstance, hub: MessagingHub): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  app.server.on('upgrade', (request, socket, head) => {
    if ((request.url ?? '').split('?')[0] !== SOCKET_PATH) return;
    wss.handleUpgrade(request, socket, head, (ws) => attach(ws, hub));
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}

function attach(ws: WebSocket, hub: MessagingHub): void {
  const subscriber = { send: (text: string) => ws.send(text) };
  let count = 0;
  ws.on('message', (data) => {
    const parsed = parseSubscribe(String(data));
    if (typeof parsed === 'string') return ws.send(JSON.stringify({ type: 'error', error: parsed }));
    count += parsed.topics.length + parsed.recipients.length;
    if (count > MAX_SUBSCRIPTIONS)
      return ws.send(JSON.stringify({ type: 'error', error: `At most ${MAX_SUBSCRIPTIONS} subscriptions` }));
    for (const t of parsed.topics) hub.subscribe(subscriber, `topic:${t}`);
    for (const r of parsed.recipients) hub.subscribe(subscriber, `recipient:${r}`);
    ws.send(JSON.stringify({ type: 'subscribed', topics: parsed.topics, recipients: parsed.recipients }));
  });
  ws.on('close', () => hub.drop(subscriber));
  ws.on('error', () => hub.drop(subscriber));
}
