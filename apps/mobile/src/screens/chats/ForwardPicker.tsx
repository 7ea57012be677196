/** Forward a message (spec §5): pick one or more of the allowed conversations, then send it to each. */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import type { ChatMessage, Conversation } from '@kestrel/wallet';
import { useForwardPicker } from '@kestrel/ui-state/useChatScreens';
import { Button } from '../../ui/Button';
import { colors, space, type, TOUCH } from '../../ui/theme';

export function ForwardPicker({
  message,
  targets,
  onForward,
  onClose,
}: {
  message: ChatMessage;
  targets: Conversation[];
  onForward: (targets: Conversation[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const { chosen, toggle, busy, forward } = useForwardPicker(targets, onForward, onClose);
  return (
    <View style={styles.panel} accessibilityLabel="Forward message">
      <Text accessibilityRole="header" aria-level={2} style={type.heading}>
        Forward message
      </Text>
      <Text style={type.small}>{message.text}</Text>
      {targets.length === 0 ? (
        <Text style={type.body}>No other allowed conversation to forward to.</Text>
      ) : null}
      {targets.map((t) => {
        const on = chosen.includes(t.topic);
        return (
          <Pressable
            key={t.topic}
            accessibilityRole="checkbox"
            aria-checked={on}
            accessibilityLabel={t.name}
            onPress={() => toggle(t.topic)}
            style={styles.target}
          >
            <Text style={type.body}>{`${on ? '☑' : '☐'} ${t.name}`}</Text>
          </Pressable>
        );
      })}
      <Button label="Forward" onPress={forward} busy={busy} disabled={chosen.length === 0} />
      <Button label="Cancel" variant="ghost" onPress={onClose} />
    </View>
  );
}

const styles = StyleSheet.create({
  panel: {
    backgroundColor: colors.surface,
    borderRadius: 12,
    padding: space.lg,
    gap: space.sm,
    borderTopWidth: 1,
    borderColor: colors.border,
  },
  target: { minHeight: TOUCH, justifyContent: 'center' },
});
