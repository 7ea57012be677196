/**
 * The product API's messaging relay, over the wallet's HTTP client (answers checked with zod):
 * key packages, Welcomes and group messages, 20 a page after a cursor; plus its WebSocket.
 */
import { z } from 'zod';
import { ApiClientError, createHttpClient, type ApiClientOptions } from '../services/http-client';

const stored = z.object({
  topic: z.string(),
  seq: z.number().int(),
  payload: z.string(),
  createdAt: z.string(),
});
const welcome = z.object({
  recipient: z.string(),
  seq: z.number().int(),
  topic: z.string(),
  welcome: z.string(),
  createdAt: z.string(),
});
const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next: z.number().int().nullable() });

export type RelayMessage = z.infer<typeof stored>;
export type RelayWelcome = z.infer<typeof welcome>;
export interface RelayPage<T> {
  data: T[];
  next: number | null;
}

/** A WebSocket as browsers and the `ws` package both provide it. */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  send(text: string): void;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface RelayClientOptions extends ApiClientOptions {
  /** Opens the live-delivery socket; the global WebSocket by default. */
  socket?: SocketFactory;
}

export function createRelayClient(options: RelayClientOptions) {
  const http = createHttpClient(options);
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async publishKeyPackage(address: string, keyPackage: string): Promise<void> {
      await http.post('/messaging/key-packages', { address, keyPackage }, z.object({ data: z.unknown() }));
    },
    /** The address's key package, or null when it has none (it never opened messaging). */
    async keyPackage(address: string): Promise<string | null> {
      try {
        const res = await http.get(
          `/messaging/key-packages/${address}`,
          z.object({ data: z.object({ keyPackage: z.string() }) }),
        );
        return res.data.keyPackage;
      } catch (e) {
        if (e instanceof ApiClientError && e.status === 404) return null;
        throw e;
      }
    },
    async postWelcome(recipient: string, topic: string, payload: string): Promise<RelayWelcome> {
      return (
        await http.post(
          '/messaging/welcomes',
          { recipient, topic, welcome: payload },
          z.object({ data: welcome }),
        )
      ).data;
    },
    welcomes(address: string, after: number): Promise<RelayPage<RelayWelcome>> {
      return http.get(`/messaging/welcomes/${address}`, page(welcome), { after });
    },
    async postMessage(topic: string, payload: string): Promise<RelayMessage> {
      return (await http.post(`/messaging/topics/${topic}/messages`, { payload }, z.object({ data: stored })))
        .data;
    },
    messages(topic: string, after: number): Promise<RelayPage<RelayMessage>> {
      return http.get(`/messaging/topics/${topic}/messages`, page(stored), { after });
    },
    /** Opens the socket and subscribes; `onPush` hears each pushed topic or Welcome recipient. */
    watch(
      subscribe: { topics: string[]; recipients: string[] },
      onPush: () => void,
      onReady?: () => void,
    ): () => void {
      const open =
        options.socket ??
        ((url: string) =>
          new (globalThis as unknown as { WebSocket: new (u: string) => SocketLike }).WebSocket(url));
      const ws = open(`${base.replace(/^http/, 'ws')}/messaging/ws`);
      ws.onopen = () => ws.send(JSON.stringify({ subscribe }));
      ws.onmessage = (ev) => {
        try {
          const type = (JSON.parse(String(ev.data)) as { type?: unknown }).type;
          if (type === 'message' || type === 'welcome') onPush();
          if (type === 'subscribed') onReady?.();
        } catch {
          // not JSON: ignored, the next sync reads the relay anyway
        }
      };
      return () => ws.close();
    },
  };
}

export type RelayClient = ReturnType<typeof createRelayClient>;
