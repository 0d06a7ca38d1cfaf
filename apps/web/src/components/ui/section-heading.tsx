import styles from './page-title.module.css';

export function SectionHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 className={styles.section} id={id}>
      {children}
    </h2>
  );
}
