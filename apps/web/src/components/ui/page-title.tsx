import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export function PageTitle({
  children,
  id,
  action,
}: {
  children: ReactNode;
  id?: string;
  /** A control that belongs to the title (a favourite star), drawn beside it. */
  action?: ReactNode;
}) {
  const title = (
    <h1 className={styles.title} id={id}>
      {children}
    </h1>
  );
  if (!action) return title;
  return (
    <div className={styles.titleRow}>
      {title}
      {action}
    </div>
  );
}
