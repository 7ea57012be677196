/** Forward a message (spec §5): pick one or more of the allowed conversations, then send it to each. */
import type { ChatMessage, Conversation } from '@kestrel/wallet';
import { useForwardPicker } from '@kestrel/ui-state/useChatScreens';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export function ForwardDialog({
  message,
  targets,
  onForward,
  onClose,
}: {
  message: ChatMessage | null;
  targets: Conversation[];
  onForward: (targets: Conversation[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const { chosen, toggle, busy, forward, close } = useForwardPicker(targets, onForward, onClose);
  return (
    <Dialog open={message !== null} title="Forward message" description={message?.text} onClose={close}>
      {targets.length === 0 ? <p>No other allowed conversation to forward to.</p> : null}
      {targets.map((t) => (
        <label key={t.topic} style={{ display: 'block' }}>
          <input type="checkbox" checked={chosen.includes(t.topic)} onChange={() => toggle(t.topic)} />{' '}
          {t.name}
        </label>
      ))}
      <Button onClick={forward} busy={busy} disabled={chosen.length === 0}>
        Forward
      </Button>
    </Dialog>
  );
}
