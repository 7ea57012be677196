/**
 * The Chats option (spec §3 settings flag chatsOptions, default off): on, the shell shows Chats,
 * end-to-end encrypted messaging with other wallets (MLS; docs/messaging.md).
 */
import { setSettingsFlag, useCoreState } from '@kestrel/ui-state/manage';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';

export function ChatsCard() {
  const on = useCoreState((s) => s.settings.chatsOptions);
  if (on === undefined) return null;
  return (
    <Card aria-labelledby="chats-option-title">
      <h2 id="chats-option-title">Chats</h2>
      <Switch
        label="Chats"
        description="End-to-end encrypted messages with other wallets, by their 0x address"
        checked={on}
        onChange={(v) => void setSettingsFlag('chatsOptions', v)}
      />
    </Card>
  );
}
