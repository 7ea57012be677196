/**
 * Live delivery: WebSocket subscribers per topic and per Welcome recipient on this instance.
 * Several API instances would need a shared channel (Redis pub/sub); until then a client that
 * misses a push catches up over HTTP with its cursor, which it does on every (re)connect.
 */
import type { StoredMessage, StoredWelcome } from './repository';

export interface Subscriber {
  send(text: string): void;
}

export class MessagingHub {
  private readonly byKey = new Map<string, Set<Subscriber>>();

  subscribe(subscriber: Subscriber, key: string): void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(subscriber);
  }

  drop(subscriber: Subscriber): void {
    for (const [key, set] of this.byKey) {
      set.delete(subscriber);
      if (set.size === 0) this.byKey.delete(key);
    }
  }

  private push(key: string, body: object): void {
    const text = JSON.stringify(body);
    for (const s of this.byKey.get(key) ?? []) s.send(text);
  }

  message(m: StoredMessage): void {
    this.push(`topic:${m.topic}`, { type: 'message', ...m });
  }

  welcome(w: StoredWelcome): void {
    this.push(`recipient:${w.recipient}`, { type: 'welcome', ...w });
  }
}
