/**
 * Chats (spec §3 "Messaging", §4 "Messaging consent"): the current wallet's conversations with
 * the consent filters (allowed, requests, denied), start a conversation with an address, block
 * and unblock. Shown when the Chats option in Settings is on. The work is the wallet's MLS client.
 */
import { Link, useNavigate } from 'react-router';
import { CHAT_FILTERS as FILTERS, useChatListScreen } from '@kestrel/ui-state/useChatScreens';
import { useCoreState } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import styles from './Chats.module.css';

function ChatList() {
  const navigate = useNavigate();
  const { filter, setFilter, peer, setPeer, busy, open, conversations, error, block, unblock } =
    useChatListScreen((topic) => void navigate(`/home/chats/${topic}`));

  return (
    <>
      <Card aria-labelledby="new-chat-title">
        <h2 id="new-chat-title">New conversation</h2>
        <div className={styles.composer}>
          <TextField
            label="Address"
            mono
            placeholder="0x…"
            value={peer}
            onChange={(e) => setPeer(e.target.value)}
          />
          <Button onClick={open} busy={busy} disabled={peer.trim() === ''}>
            Start
          </Button>
        </div>
      </Card>
      <Card aria-labelledby="chats-title">
        <h2 id="chats-title">Conversations</h2>
        <div className={styles.filters} role="group" aria-label="Show">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="s"
              variant={f.value === filter ? 'primary' : 'secondary'}
              aria-pressed={f.value === filter}
              onClick={() => setFilter(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </div>
        {error ? <Notice kind="error">{error}</Notice> : null}
        {conversations === null && !error ? <p>Loading…</p> : null}
        {conversations?.length === 0 ? <p>No conversations here.</p> : null}
        <ul className={styles.list} aria-label="Conversations">
          {conversations?.map((c) => (
            <li key={c.topic} className={styles.row}>
              <Link to={`/home/chats/${c.topic}`}>
                <strong>{c.name}</strong>
                <span className={styles.last}>{c.lastMessage ?? 'No messages yet'}</span>
              </Link>
              {c.consentState === 'denied' ? (
                <Button size="s" variant="secondary" onClick={() => void unblock(c.peerAddress)}>
                  Unblock
                </Button>
              ) : (
                <Button size="s" variant="danger" onClick={() => void block(c.peerAddress)}>
                  Block
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

export default function Chats() {
  const on = useCoreState((s) => s.settings.chatsOptions);
  return (
    <>
      <h1>Chats</h1>
      {on ? <ChatList /> : <Notice>Turn on Chats in Settings to use encrypted messaging.</Notice>}
    </>
  );
}
