import styles from './page-title.module.css';

export function PageTitle({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h1 className={styles.title} id={id}>
      {children}
    </h1>
  );
}
