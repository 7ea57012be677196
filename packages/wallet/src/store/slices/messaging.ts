/** Messaging (spec §3, §4): conversations, messages, and consent (allowed / denied only). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parseConsent, type ConsentState } from '../../rules/messaging';
import { storeCleared } from '../persist/actions';

export interface Conversation {
  topic: string;
  peerAddress: string;
  createdAt: number;
  version?: string;
  clientAddress?: string;
  consentState?: ConsentState;
  lastMessage?: string;
  name?: string;
}

export interface ChatMessage {
  _id: string;
  text: string;
  createdAt: number;
  user: { _id: string };
  reference?: string;
  repliedMessage?: string;
  repliedUserId?: string;
}

export interface MessagingState {
  conversations: Conversation[];
  messages: Record<string, ChatMessage[]>;
  consent: Record<string, ConsentState>;
  loading: boolean;
  error: string | null;
}

export const initialMessagingState: MessagingState = {
  conversations: [],
  messages: {},
  consent: {},
  loading: false,
  error: null,
};

const messagingSlice = createSlice({
  name: 'messaging',
  initialState: initialMessagingState,
  reducers: {
    conversationsLoaded(s, a: PayloadAction<Conversation[]>) {
      s.conversations = a.payload;
      s.loading = false;
    },
    messagesLoaded(s, a: PayloadAction<{ topic: string; messages: ChatMessage[] }>) {
      s.messages[a.payload.topic] = a.payload.messages;
    },
    /** Blocking denies, unblocking allows; any other value is logged and ignored. */
    setConsent(s, a: PayloadAction<{ peerAddress: string; state: unknown }>) {
      const state = parseConsent(a.payload.state);
      if (!state) return;
      s.consent[a.payload.peerAddress.toLowerCase()] = state;
      for (const c of s.conversations)
        if (c.peerAddress.toLowerCase() === a.payload.peerAddress.toLowerCase()) c.consentState = state;
    },
    setError(s, a: PayloadAction<string | null>) {
      s.error = a.payload;
      s.loading = false;
    },
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialMessagingState),
});

export const messagingActions = messagingSlice.actions;
export const messagingReducer = messagingSlice.reducer;
