/**
 * The visitor's last Ask-AI conversations, as DocSearch lists them on its
 * start screen: each opens again where it was left, or is removed. Kept in
 * this browser only (askAi/client/conversations.ts).
 */
import type {ReactNode} from 'react';
import type {Conversation} from '../../askAi/client/conversations';
import styles from './styles.module.css';

interface Props {
  readonly conversations: readonly Conversation[];
  readonly title: string;
  readonly removeLabel: string;
  readonly onOpen: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

export default function RecentConversations({conversations, title, removeLabel, onOpen, onRemove}: Props): ReactNode {
  if (conversations.length === 0) return null;
  return (
    <section className={`DocSearch-Hits ${styles.recent}`} aria-labelledby="ask-ai-recent-title">
      <h2 id="ask-ai-recent-title" className="DocSearch-Hit-source">
        {title}
      </h2>
      <ul className={styles.list}>
        {conversations.map((conversation) => {
          const question = conversation.exchanges[0]!.question;
          return (
            <li key={conversation.id} className={styles.item}>
              <button type="button" className={styles.open} onClick={() => onOpen(conversation.id)}>
                <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
                <span className={styles.question}>{question}</span>
                {conversation.exchanges.length > 1 && <span className={styles.count}>+{conversation.exchanges.length - 1}</span>}
              </button>
              <button
                type="button"
                className={styles.remove}
                title={removeLabel}
                aria-label={`${removeLabel}: ${question}`}
                onClick={() => onRemove(conversation.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
