/**
 * Chats for the screens (spec §3 "Messaging"): the messaging client of the current wallet
 * (@kestrel/wallet's MLS client; its keys stay in the session's vault), opened on first use per
 * unlocked session and wallet, talking to the product API's relay at /api. The list and the open
 * conversation are re-read every 5 seconds while shown and after each action.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage, Conversation, ConversationFilter, MessagingClient } from '@kestrel/wallet';
import { getFlowEnv } from './flows';
import { session } from './hooks';
import { API_PATH } from './network';
import { onOrigin } from './platform';

/** How often a shown list or conversation is re-read from the relay. */
export const CHAT_REFRESH_MS = 5_000;

let opened: { key: object; walletId: string; client: Promise<MessagingClient> } | null = null;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Closes the open client (its keys leave memory) when the session locks or changes. */
function forget(): void {
  const old = opened;
  opened = null;
  void old?.client.then(
    (c) => c.close(),
    () => undefined,
  );
}

session.subscribe(() => {
  if (opened && session.unlockedCore !== opened.key) forget();
});

/** The current wallet's messaging client (a new one after a re-unlock, a network or wallet switch). */
export async function messaging(): Promise<MessagingClient> {
  const { mod, core } = await session.flowCore();
  const state = core.store.getState();
  const walletId = state.wallets.allWallets[state.wallets.currentWalletIndex]?.id ?? '';
  if (opened?.key === core && opened.walletId === walletId) return opened.client;
  forget();
  const client = getFlowEnv().then((env) =>
    mod.openWalletMessaging(env, core.vault, walletId || undefined, { relayBaseUrl: onOrigin(API_PATH) }),
  );
  opened = { key: core, walletId, client };
  client.catch(() => {
    if (opened?.client === client) opened = null;
  });
  return client;
}

/** Runs `read` now and every CHAT_REFRESH_MS while mounted; errors land in `error`. */
function usePolled<T>(read: () => Promise<T>): {
  value: T | null;
  error: string | null;
  refresh: () => Promise<void>;
  act: (f: () => Promise<unknown>) => Promise<boolean>;
} {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      setValue(await read());
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  }, [read]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), CHAT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const act = useCallback(
    async (f: () => Promise<unknown>) => {
      try {
        await f();
        await refresh();
        return true;
      } catch (e) {
        setError(errorText(e));
        return false;
      }
    },
    [refresh],
  );
  return { value, error, refresh, act };
}

export function useChatList(filter: ConversationFilter) {
  const read = useCallback(async () => (await messaging()).listConversations(filter), [filter]);
  const { value, error, act } = usePolled(read);
  return {
    conversations: value,
    error,
    /** Opens (or finds) the conversation with this address; its topic, or null on failure. */
    start: async (peerAddress: string): Promise<string | null> => {
      let topic: string | null = null;
      await act(async () => (topic = (await (await messaging()).newConversation(peerAddress.trim())).topic));
      return topic;
    },
    block: (peerAddress: string) => act(async () => (await messaging()).block(peerAddress)),
    unblock: (peerAddress: string) => act(async () => (await messaging()).unblock(peerAddress)),
  };
}

export function useChat(topic: string) {
  const [pages, setPages] = useState(1);
  const read = useCallback(async () => {
    const client = await messaging();
    const all = await client.listConversations();
    const conversation = all.find((c) => c.topic === topic) ?? null;
    const messages: ChatMessage[] = [];
    let next: number | null | undefined;
    for (let i = 0; i < pages && next !== null; i++) {
      const page = await client.listMessages(topic, next);
      messages.push(...page.messages);
      next = page.next;
    }
    return {
      conversation,
      messages: messages.reverse(),
      more: next !== null,
      others: all.filter((c) => c.consentState === 'allowed' && c.topic !== topic),
    };
  }, [topic, pages]);
  const { value, error, act } = usePolled(read);
  return {
    conversation: value?.conversation ?? null,
    /** Oldest first. */
    messages: value?.messages ?? [],
    more: value?.more ?? false,
    /** Allowed conversations other than this one, for forwarding. */
    forwardTargets: value?.others ?? [],
    error,
    loadOlder: () => setPages((p) => p + 1),
    send: (text: string) => act(async () => (await messaging()).sendMessage(topic, text)),
    reply: (to: ChatMessage, text: string) =>
      act(async () =>
        (await messaging()).sendReply(topic, {
          repliedMessage: to.text,
          repliedMessageId: to._id,
          message: text,
          senderAddress: to.user._id,
        }),
      ),
    forward: (messages: ChatMessage[], conversations: Conversation[]) =>
      act(async () => (await messaging()).forward({ conversations, messages })),
  };
}
