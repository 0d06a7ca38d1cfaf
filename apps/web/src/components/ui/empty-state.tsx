import styles from './empty-state.module.css';

export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
