/**
 * Chats (spec §3 "Messaging", §4 "Messaging consent"), the browser shell's screen on React Native:
 * the current wallet's conversations under the consent filters (Allowed, Requests, Denied), start a
 * conversation with an address, block and unblock. Everything goes through @kestrel/ui-state's
 * chats view model (the wallet's MLS client); shown while the Chats option in Settings is on.
 */
import { useNavigation } from '@react-navigation/native';
import { StyleSheet, Text, View } from 'react-native';
import type { Conversation } from '@kestrel/wallet';
import { CHAT_FILTERS as FILTERS, useChatListScreen } from '@kestrel/ui-state/useChatScreens';
import { useCoreState } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { ListRow } from '../../ui/ListRow';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { RowAction } from './RowAction';

/** The conversation's display name, else its peer's address. */
const nameOf = (c: Conversation) => c.name ?? c.peerAddress;

function ChatList() {
  const navigation = useNavigation();
  const { filter, setFilter, peer, setPeer, busy, open, conversations, error, block, unblock } =
    useChatListScreen((topic) => navigation.navigate('Chat', { topic }));

  return (
    <View testID="chats-view">
      <View style={styles.section}>
        <Text accessibilityRole="header" aria-level={2} style={type.heading}>
          New conversation
        </Text>
        <TextField
          label="Address"
          placeholder="0x…"
          autoCapitalize="none"
          autoCorrect={false}
          value={peer}
          onChangeText={setPeer}
        />
        <Button label="Start" onPress={open} busy={busy} disabled={peer.trim() === ''} />
      </View>
      <View style={styles.section}>
        <Text accessibilityRole="header" aria-level={2} style={type.heading}>
          Conversations
        </Text>
        <Choice label="Show" options={FILTERS} value={filter} onChange={setFilter} />
        {error ? <Notice kind="error">{error}</Notice> : null}
        {conversations === null && !error ? <Text style={type.small}>Loading…</Text> : null}
        {conversations?.length === 0 ? <Text style={type.small}>No conversations here.</Text> : null}
        {conversations?.map((c) => (
          <View key={c.topic} style={styles.row}>
            <View style={styles.main}>
              <ListRow
                title={nameOf(c)}
                subtitle={c.lastMessage ?? 'No messages yet'}
                accessibilityLabel={`Open the conversation with ${nameOf(c)}`}
                onPress={() => navigation.navigate('Chat', { topic: c.topic })}
              />
            </View>
            {c.consentState === 'denied' ? (
              <RowAction
                label="Unblock"
                accessibilityLabel={`Unblock ${nameOf(c)}`}
                onPress={() => void unblock(c.peerAddress)}
              />
            ) : (
              <RowAction
                label="Block"
                danger
                accessibilityLabel={`Block ${nameOf(c)}`}
                onPress={() => void block(c.peerAddress)}
              />
            )}
          </View>
        ))}
      </View>
    </View>
  );
}

export default function ChatsScreen() {
  const on = useCoreState((s) => s.settings.chatsOptions);
  return (
    <Screen title="Chats">
      {on ? <ChatList /> : <Notice>Turn on Chats in Settings to use encrypted messaging.</Notice>}
    </Screen>
  );
}

const styles = StyleSheet.create({
  section: {
    backgroundColor: colors.surface,
    borderRadius: 12,
    padding: space.lg,
    marginBottom: space.lg,
    gap: space.sm,
  },
  row: { flexDirection: 'row', alignItems: 'center' },
  main: { flex: 1, minWidth: 0 },
});
