/**
 * One conversation (spec §3): messages oldest first with their replies, a composer, reply to a
 * message (the custom reply content type) and forward a message to other allowed conversations.
 */
import { Link, useParams } from 'react-router';
import { useChatConversation } from '@kestrel/ui-state/useChatScreens';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { ForwardDialog } from './ForwardDialog';
import styles from './Chats.module.css';

export default function ChatConversation() {
  const { topic = '' } = useParams();
  const { chat, me, text, setText, replyTo, setReplyTo, forwarding, setForwarding, busy, send } =
    useChatConversation(topic);

  return (
    <>
      <p>
        <Link to="/home/chats">← Chats</Link>
      </p>
      <h1>{chat.conversation?.name ?? 'Conversation'}</h1>
      <Card aria-labelledby="messages-title">
        <h2 id="messages-title" className="visually-hidden">
          Messages
        </h2>
        {chat.error ? <Notice kind="error">{chat.error}</Notice> : null}
        {chat.more ? (
          <Button size="s" variant="ghost" onClick={chat.loadOlder}>
            Older messages
          </Button>
        ) : null}
        <ul className={styles.messages} aria-label="Messages">
          {chat.messages.map((m) => (
            <li key={m._id} className={`${styles.message} ${m.user._id === me ? styles.mine : ''}`}>
              {m.repliedMessage ? <span className={styles.quote}>{m.repliedMessage}</span> : null}
              <span>{m.text}</span>
              <span className={styles.actions}>
                <Button size="s" variant="ghost" onClick={() => setReplyTo(m)}>
                  Reply
                </Button>
                <Button size="s" variant="ghost" onClick={() => setForwarding(m)}>
                  Forward
                </Button>
              </span>
            </li>
          ))}
        </ul>
        {replyTo ? (
          <Notice>
            Replying to “{replyTo.text}”{' '}
            <Button size="s" variant="ghost" onClick={() => setReplyTo(null)}>
              Cancel
            </Button>
          </Notice>
        ) : null}
        <div className={styles.composer}>
          <TextField label="Message" value={text} onChange={(e) => setText(e.target.value)} />
          <Button onClick={send} busy={busy} disabled={text.trim() === ''}>
            Send
          </Button>
        </div>
      </Card>
      <ForwardDialog
        message={forwarding}
        targets={chat.forwardTargets}
        onForward={(targets) => chat.forward([forwarding!], targets)}
        onClose={() => setForwarding(null)}
      />
    </>
  );
}
