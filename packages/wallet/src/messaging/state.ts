/**
 * What messaging keeps per EVM address, inside the encrypted vault only: the MLS identity (its
 * private keys), each conversation's MLS group state (its secrets), cursors, consent and the
 * decrypted history (MLS cannot decrypt a message twice, so the history is kept here).
 */
import { z } from 'zod';
import type { Vault } from '../vault/vault';

const messageSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.number(),
  user: z.object({ _id: z.string() }),
  reference: z.string().optional(),
  repliedMessage: z.string().optional(),
  repliedUserId: z.string().optional(),
});

const conversationSchema = z.object({
  topic: z.string(),
  peerAddress: z.string(),
  createdAt: z.number(),
  /** MLS group state (base64). */
  group: z.string(),
  /** The last relay seq processed. */
  cursor: z.number().int(),
  /** Seqs this client posted and has not passed yet (its own messages are not decrypted). */
  sent: z.array(z.number().int()),
  /** Oldest first. */
  messages: z.array(messageSchema),
});

const recordSchema = z.object({
  identity: z.object({
    address: z.string(),
    keyPackage: z.string(),
    privatePackage: z.object({
      initPrivateKey: z.string(),
      hpkePrivateKey: z.string(),
      signaturePrivateKey: z.string(),
    }),
  }),
  welcomeCursor: z.number().int(),
  conversations: z.record(z.string(), conversationSchema),
  consent: z.record(z.string(), z.enum(['allowed', 'denied'])),
});

export type StoredConversation = z.infer<typeof conversationSchema>;
export type MessagingRecord = z.infer<typeof recordSchema>;

/** Where the records live: the vault in the app; anything that keeps them encrypted. */
export interface MessagingStore {
  load(address: string): Promise<MessagingRecord | null>;
  save(record: MessagingRecord): Promise<void>;
}

export function parseRecord(value: unknown): MessagingRecord | null {
  const parsed = recordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The records inside the unlocked vault, written with the vault's read-modify-write update. */
export function vaultMessagingStore(vault: Vault): MessagingStore {
  return {
    async load(address) {
      const value = vault.messaging[address.toLowerCase()];
      if (value === undefined) return null;
      const record = parseRecord(value);
      if (!record) throw new Error('The stored messaging state is damaged');
      return record;
    },
    save(record) {
      return vault.update(async () => {
        vault.setMessaging({ ...vault.messaging, [record.identity.address]: record });
      });
    },
  };
}
