/**
 * The messaging client of one EVM address: conversations (two-member MLS groups) through the
 * product API's relay, replies, forwarding and consent. Calls run one at a time (the MLS states
 * change with every message); failures reject with 'something went wrong', bad input with a
 * clear MessagingInputError. State is written to the store (the vault) after every change.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { addressLabel } from '../rules/format';
import { parseConsent } from '../rules/messaging';
import { Mutex } from '../vault/mutex';
import { checkReply, checkText, encodeContent, toMessage, type Content } from './content';
import { failSoftly, MessagingInputError } from './errors';
import { checkForward } from './forward';
import { isEvmAddress, type MessagingSigner } from './identity';
import { createIdentity, encrypt, loadGroup, readKeyPackage, saveGroup, startGroup } from './mls';
import type { RelayClient } from './relayClient';
import type { MessagingRecord, MessagingStore, StoredConversation } from './state';
import { messageId, syncRecord, type MessagingLog, type SyncResult } from './sync';
import {
  CONVERSATION_VERSION,
  MESSAGING_PAGE_SIZE,
  type ChatMessage,
  type Conversation,
  type ConversationFilter,
  type CustomReplyContent,
  type MessagePage,
} from './types';

export interface MessagingClientOptions {
  signer: MessagingSigner;
  relay: RelayClient;
  store: MessagingStore;
  /** Where refusals and ignored consent values are logged (never a key or a text). */
  log?: MessagingLog;
}

const defaultLog: MessagingLog = (message, detail) => console.warn(message, detail ?? '');

export class MessagingClient {
  private readonly queue = new Mutex();

  private constructor(
    private readonly record: MessagingRecord,
    private readonly relay: RelayClient,
    private readonly store: MessagingStore,
    private readonly log: MessagingLog,
  ) {}

  /** Loads the address's identity from the store, or makes one (the wallet signs it), and publishes its key package. */
  static open({ signer, relay, store, log = defaultLog }: MessagingClientOptions): Promise<MessagingClient> {
    return failSoftly(async () => {
      let record = await store.load(signer.address);
      if (!record) {
        record = { identity: await createIdentity(signer), welcomeCursor: 0, conversations: {}, consent: {} };
        await store.save(record);
      }
      await relay.publishKeyPackage(record.identity.address, record.identity.keyPackage);
      return new MessagingClient(record, relay, store, log);
    });
  }

  get address(): string {
    return this.record.identity?.address ?? '';
  }

  private closed = false;

  private run<T>(fn: () => Promise<T>): Promise<T> {
    return this.queue.run(() =>
      failSoftly(() => {
        if (this.closed) throw new Error('The messaging client was closed');
        return fn();
      }),
    );
  }

  /** At lock: forgets the identity's keys, the group states and the history held in memory. */
  close(): Promise<void> {
    return this.queue.run(async () => {
      this.closed = true;
      const r = this.record as Partial<MessagingRecord>;
      delete r.identity;
      delete r.conversations;
      delete r.consent;
    });
  }

  private conversation(topic: string): StoredConversation {
    const conv = this.record.conversations[topic];
    if (!conv) throw new MessagingInputError('This conversation does not exist');
    return conv;
  }

  /** The store slice's Conversation; consentState stays absent while a request is unanswered. */
  private view(conv: StoredConversation): Conversation {
    const consent = this.record.consent[conv.peerAddress];
    const last = conv.messages[conv.messages.length - 1];
    return {
      topic: conv.topic,
      peerAddress: conv.peerAddress,
      createdAt: conv.createdAt,
      version: CONVERSATION_VERSION,
      clientAddress: this.address,
      ...(consent ? { consentState: consent } : {}),
      ...(last ? { lastMessage: last.text } : {}),
      name: addressLabel(conv.peerAddress),
    };
  }

  private list(filter?: ConversationFilter): Conversation[] {
    const activity = (c: StoredConversation) => c.messages[c.messages.length - 1]?.createdAt ?? c.createdAt;
    return Object.values(this.record.conversations)
      .sort((a, b) => activity(b) - activity(a))
      .map((c) => this.view(c))
      .filter((c) => !filter || (c.consentState ?? 'requests') === filter);
  }

  /** Catches up with the relay (new conversations and messages). */
  sync(): Promise<SyncResult> {
    return this.run(async () => {
      const result = await syncRecord(this.record, this.relay, this.log);
      if (result.changed) await this.store.save(this.record);
      return result;
    });
  }

  /** The conversations after a sync, latest activity first; only those `filter` names when given. */
  async listConversations(filter?: ConversationFilter): Promise<Conversation[]> {
    await this.sync();
    return this.list(filter);
  }

  /** The conversation with `peerAddress`: the existing one, or a new MLS group the peer is welcomed to. */
  newConversation(peerAddress: string): Promise<Conversation> {
    return this.run(async () => {
      if (!isEvmAddress(peerAddress)) throw new MessagingInputError('Enter a 0x address with 40 hex digits');
      const peer = peerAddress.toLowerCase();
      if (peer === this.address)
        throw new MessagingInputError('You cannot start a conversation with yourself');
      const existing = Object.values(this.record.conversations).find((c) => c.peerAddress === peer);
      if (existing) return this.view(existing);
      const published = await this.relay.keyPackage(peer);
      if (!published) throw new MessagingInputError('This address has not turned on messaging yet');
      const { keyPackage, address } = readKeyPackage(published);
      if (address !== peer) throw new Error('The key package belongs to another address');
      const groupId = crypto.getRandomValues(new Uint8Array(16));
      const topic = bytesToHex(groupId);
      const started = await startGroup(this.record.identity, keyPackage, groupId);
      const posted = await this.relay.postWelcome(peer, topic, started.welcome);
      const conv: StoredConversation = {
        topic,
        peerAddress: peer,
        createdAt: Date.parse(posted.createdAt),
        group: saveGroup(started.state),
        cursor: 0,
        sent: [],
        messages: [],
      };
      this.record.conversations[topic] = conv;
      this.record.consent[peer] = 'allowed';
      await this.store.save(this.record);
      return this.view(conv);
    });
  }

  private async post(conv: StoredConversation, content: Content): Promise<ChatMessage> {
    const sealed = await encrypt(loadGroup(conv.group), encodeContent(content));
    // The ratchet moved: keep the new state even if the post fails, so no key is used twice.
    conv.group = saveGroup(sealed.state);
    try {
      const posted = await this.relay.postMessage(conv.topic, sealed.ciphertext);
      const message = toMessage(
        content,
        messageId(conv.topic, posted.seq),
        Date.parse(posted.createdAt),
        this.address,
      );
      conv.sent.push(posted.seq);
      conv.messages.push(message);
      // Answering a request accepts it.
      this.record.consent[conv.peerAddress] ??= 'allowed';
      return message;
    } finally {
      await this.store.save(this.record);
    }
  }

  sendMessage(topic: string, text: string): Promise<ChatMessage> {
    return this.run(() => {
      const checked = checkText(text);
      return this.post(this.conversation(topic), { type: 'text', text: checked });
    });
  }

  /** Sends the custom reply content type (spec §3). */
  sendReply(topic: string, reply: CustomReplyContent): Promise<ChatMessage> {
    return this.run(() => {
      const checked = checkReply(reply);
      return this.post(this.conversation(topic), { type: 'reply', reply: checked });
    });
  }

  /** A page of 20 messages, newest first; pass `next` back for the older page. */
  listMessages(topic: string, before?: number): Promise<MessagePage> {
    return this.run(async () => {
      const all = this.conversation(topic).messages;
      const end = Math.min(before ?? all.length, all.length);
      const start = Math.max(0, end - MESSAGING_PAGE_SIZE);
      return { messages: all.slice(start, end).reverse(), next: start > 0 ? start : null };
    });
  }

  /** Spec §5 "Forward message": every message to every conversation (created by peerAddress when unknown here). */
  async forward(request: unknown): Promise<ChatMessage[]> {
    const { conversations, messages } = checkForward(request);
    const sent: ChatMessage[] = [];
    for (const target of conversations) {
      const topic = this.record.conversations[target.topic]
        ? target.topic
        : (await this.newConversation(target.peerAddress)).topic;
      for (const m of messages) sent.push(await this.sendMessage(topic, m.text));
    }
    return sent;
  }

  /**
   * Spec §4: 'allowed' or 'denied' for a peer, then the conversation list refetched. Any other
   * value is logged and ignored (the list comes back unchanged).
   */
  async setConsent(peerAddress: string, value: unknown): Promise<Conversation[]> {
    const state = parseConsent(value, (message) => this.log(`messaging: ${message}`));
    if (state) {
      await this.run(async () => {
        if (!isEvmAddress(peerAddress))
          throw new MessagingInputError('Enter a 0x address with 40 hex digits');
        this.record.consent[peerAddress.toLowerCase()] = state;
        await this.store.save(this.record);
      });
    }
    return this.listConversations();
  }

  block(peerAddress: string): Promise<Conversation[]> {
    return this.setConsent(peerAddress, 'denied');
  }

  unblock(peerAddress: string): Promise<Conversation[]> {
    return this.setConsent(peerAddress, 'allowed');
  }

  /** Live delivery: syncs on every push for this address or its topics; `onChange` hears each sync. */
  watch(onChange: (result: SyncResult) => void, onReady?: () => void): () => void {
    return this.relay.watch(
      { topics: Object.keys(this.record.conversations), recipients: [this.address] },
      () => {
        this.sync().then(onChange, (e: unknown) =>
          this.log('messaging: live sync failed', { error: String(e) }),
        );
      },
      onReady,
    );
  }
}
