/**
 * The chats screens' state both shells keep (web Chats/ChatConversation, mobile
 * ChatsScreen/ChatScreen) over the chats view model (chats.ts): the list's consent filter and the
 * "New conversation" address (started, then `onOpened` with its topic; the field emptied), and a
 * conversation's composer: the text, the message replied to, the message being forwarded, and
 * Send (a reply when one is chosen; both cleared once sent); and the forward picker's choice.
 */
import { useState } from 'react';
import type { ChatMessage, Conversation, ConversationFilter } from '@kestrel/wallet';
import { useChat, useChatList } from './chats';

export const CHAT_FILTERS: { value: ConversationFilter; label: string }[] = [
  { value: 'allowed', label: 'Allowed' },
  { value: 'requests', label: 'Requests' },
  { value: 'denied', label: 'Denied' },
];

export function useChatListScreen(onOpened: (topic: string) => void) {
  const [filter, setFilter] = useState<ConversationFilter>('allowed');
  const [peer, setPeer] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useChatList(filter);
  const open = async () => {
    setBusy(true);
    const topic = await list.start(peer);
    setBusy(false);
    if (topic) {
      setPeer('');
      onOpened(topic);
    }
  };
  return { ...list, filter, setFilter, peer, setPeer, busy, open: () => void open() };
}

export function useChatConversation(topic: string) {
  const chat = useChat(topic);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const ok = replyTo ? await chat.reply(replyTo, text) : await chat.send(text);
    setBusy(false);
    if (ok) {
      setText('');
      setReplyTo(null);
    }
  };
  return {
    chat,
    /** This wallet's chat address: its own messages are marked. */
    me: chat.conversation?.clientAddress,
    text,
    setText,
    replyTo,
    setReplyTo,
    forwarding,
    setForwarding,
    busy,
    send: () => void send(),
  };
}

/**
 * Forwarding a message: the allowed conversations chosen (toggled), then Forward sends it to each
 * and closes on success; closing forgets the choice.
 */
export function useForwardPicker(
  targets: Conversation[],
  onForward: (targets: Conversation[]) => Promise<boolean>,
  onClose: () => void,
) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setChosen([]);
    onClose();
  };
  const forward = async () => {
    setBusy(true);
    const ok = await onForward(targets.filter((t) => chosen.includes(t.topic)));
    setBusy(false);
    if (ok) close();
  };
  return {
    chosen,
    isChosen: (topic: string) => chosen.includes(topic),
    toggle: (topic: string) =>
      setChosen((c) => (c.includes(topic) ? c.filter((t) => t !== topic) : [...c, topic])),
    busy,
    forward: () => void forward(),
    close,
  };
}
