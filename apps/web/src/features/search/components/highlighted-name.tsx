// A name with the part that matches a search query marked (the domain finds the part).
import { searchHighlight } from '@sportsbook/domain';
import styles from './search-box.module.css';

export function HighlightedName({ name, query }: { name: string; query?: string | undefined }) {
  const range = query ? searchHighlight(name, query) : null;
  if (!range) return <>{name}</>;
  const [start, end] = range;
  return (
    <>
      {name.slice(0, start)}
      <mark className={styles.match}>{name.slice(start, end)}</mark>
      {name.slice(end)}
    </>
  );
}
