/** The product API's news message (by key) as a dismissible notice on Home. */
import { useEffect, useState } from 'react';
import { dismissNews, isNewsDismissed, newsMessage } from '@kestrel/ui-state/catalogue';
import { Button } from '../../ui/Button';
import styles from './Catalogue.module.css';

export function NewsNotice() {
  const [news, setNews] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void newsMessage().then((m) => live && m && !isNewsDismissed(m) && setNews(m));
    return () => {
      live = false;
    };
  }, []);

  if (!news) return null;
  return (
    <aside className={styles.news} aria-label="News">
      <p className={styles.newsText}>{news}</p>
      <Button
        variant="ghost"
        size="s"
        onClick={() => {
          dismissNews(news);
          setNews(null);
        }}
      >
        Dismiss
      </Button>
    </aside>
  );
}
