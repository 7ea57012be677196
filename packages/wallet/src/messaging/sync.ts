/**
 * Catching up with the relay: new Welcomes become conversations, new group messages are
 * decrypted and appended. A message that does not decrypt and authenticate (tampered, forged,
 * not ours) is refused: logged by topic and seq, never shown, and the cursor moves past it.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { decodeContent, toMessage } from './content';
import { decrypt, joinFromWelcome, loadGroup, saveGroup, type MlsIdentity } from './mls';
import type { RelayClient } from './relayClient';
import type { MessagingRecord, StoredConversation } from './state';

export type MessagingLog = (message: string, detail?: Record<string, unknown>) => void;

export interface SyncResult {
  received: number;
  refused: number;
  changed: boolean;
}

export function messageId(topic: string, seq: number): string {
  return `${topic}:${seq}`;
}

async function syncWelcomes(record: MessagingRecord, relay: RelayClient, log: MessagingLog, out: SyncResult) {
  const identity: MlsIdentity = record.identity;
  for (;;) {
    const page = await relay.welcomes(identity.address, record.welcomeCursor);
    for (const w of page.data) {
      record.welcomeCursor = w.seq;
      out.changed = true;
      if (record.conversations[w.topic]) continue;
      try {
        const joined = await joinFromWelcome(identity, w.welcome);
        if (bytesToHex(joined.groupId) !== w.topic) throw new Error('The welcome is for another topic');
        record.conversations[w.topic] = {
          topic: w.topic,
          peerAddress: joined.peerAddress,
          createdAt: Date.parse(w.createdAt),
          group: saveGroup(joined.state),
          cursor: 0,
          sent: [],
          messages: [],
        };
      } catch {
        out.refused++;
        log('messaging: refused a welcome that did not verify', { seq: w.seq });
      }
    }
    if (page.next === null) return;
  }
}

async function syncTopic(conv: StoredConversation, relay: RelayClient, log: MessagingLog, out: SyncResult) {
  let state = loadGroup(conv.group);
  for (;;) {
    const page = await relay.messages(conv.topic, conv.cursor);
    for (const m of page.data) {
      conv.cursor = m.seq;
      out.changed = true;
      const own = conv.sent.indexOf(m.seq);
      if (own >= 0) {
        conv.sent.splice(own, 1);
        continue;
      }
      try {
        const opened = await decrypt(state, m.payload);
        const content = decodeContent(opened.plaintext);
        if (!content) throw new Error('Unknown content');
        state = opened.state;
        conv.messages.push(
          toMessage(content, messageId(conv.topic, m.seq), Date.parse(m.createdAt), conv.peerAddress),
        );
        out.received++;
      } catch {
        out.refused++;
        log('messaging: refused a message that did not decrypt', { topic: conv.topic, seq: m.seq });
      }
    }
    if (page.next === null) break;
  }
  conv.group = saveGroup(state);
}

/** Reads every new Welcome and message into `record` (changed in place). */
export async function syncRecord(
  record: MessagingRecord,
  relay: RelayClient,
  log: MessagingLog,
): Promise<SyncResult> {
  const out: SyncResult = { received: 0, refused: 0, changed: false };
  await syncWelcomes(record, relay, log, out);
  for (const conv of Object.values(record.conversations)) await syncTopic(conv, relay, log, out);
  return out;
}
