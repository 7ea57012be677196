/**
 * One conversation (spec §3), the browser shell's on React Native: messages oldest first in a
 * FlatList with what they reply to, a composer, Reply (the custom reply content type) and Forward
 * to other allowed conversations. All of it is @kestrel/ui-state's `useChat`.
 */
import { useRoute, type RouteProp } from '@react-navigation/native';
import { FlatList, StyleSheet, Text, View } from 'react-native';
import { useChatConversation } from '@kestrel/ui-state/useChatScreens';
import type { RootStackParamList } from '../../navigation/routes';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { ForwardPicker } from './ForwardPicker';
import { RowAction } from './RowAction';

export default function ChatScreen() {
  const { params } = useRoute<RouteProp<RootStackParamList, 'Chat'>>();
  const { chat, me, text, setText, replyTo, setReplyTo, forwarding, setForwarding, busy, send } =
    useChatConversation(params.topic);

  return (
    <View style={styles.screen} testID="chat-view">
      <Text accessibilityRole="header" aria-level={1} style={[type.title, styles.title]}>
        {chat.conversation?.name ?? 'Conversation'}
      </Text>
      {chat.error ? <Notice kind="error">{chat.error}</Notice> : null}
      <FlatList
        style={styles.list}
        accessibilityLabel="Messages"
        data={chat.messages}
        keyExtractor={(m) => m._id}
        ListHeaderComponent={
          chat.more ? <Button label="Older messages" variant="ghost" onPress={chat.loadOlder} /> : null
        }
        ListEmptyComponent={<Text style={type.small}>No messages yet.</Text>}
        renderItem={({ item: m }) => (
          <View style={[styles.message, m.user._id === me && styles.mine]}>
            {m.repliedMessage ? <Text style={styles.quote}>{m.repliedMessage}</Text> : null}
            <Text style={type.body}>{m.text}</Text>
            <View style={styles.actions}>
              <RowAction
                label="Reply"
                accessibilityLabel={`Reply to “${m.text}”`}
                onPress={() => setReplyTo(m)}
              />
              <RowAction
                label="Forward"
                accessibilityLabel={`Forward “${m.text}”`}
                onPress={() => setForwarding(m)}
              />
            </View>
          </View>
        )}
      />
      {forwarding ? (
        <ForwardPicker
          message={forwarding}
          targets={chat.forwardTargets}
          onForward={(targets) => chat.forward([forwarding], targets)}
          onClose={() => setForwarding(null)}
        />
      ) : (
        <View style={styles.composer}>
          {replyTo ? (
            <View style={styles.replying}>
              <Text style={[type.small, styles.grow]}>{`Replying to “${replyTo.text}”`}</Text>
              <RowAction
                label="Cancel"
                accessibilityLabel="Cancel the reply"
                onPress={() => setReplyTo(null)}
              />
            </View>
          ) : null}
          <TextField label="Message" value={text} onChangeText={setText} />
          <Button label="Send" onPress={send} busy={busy} disabled={text.trim() === ''} />
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background, padding: space.lg, gap: space.sm },
  title: { marginBottom: space.sm },
  list: { flex: 1 },
  message: {
    backgroundColor: colors.surface,
    borderRadius: 12,
    padding: space.md,
    marginBottom: space.sm,
    marginRight: space.xl,
  },
  mine: { marginRight: 0, marginLeft: space.xl, borderWidth: 1, borderColor: colors.primary },
  quote: {
    fontSize: 14,
    color: colors.muted,
    borderLeftWidth: 3,
    borderColor: colors.border,
    paddingLeft: space.sm,
    marginBottom: space.xs,
  },
  actions: { flexDirection: 'row', justifyContent: 'flex-end' },
  composer: { backgroundColor: colors.surface, borderRadius: 12, padding: space.lg },
  replying: { flexDirection: 'row', alignItems: 'center' },
  grow: { flex: 1 },
});
