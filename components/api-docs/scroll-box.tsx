import styles from './api-docs.module.css';

// Code and tables may be wider than a phone: they scroll sideways on their own, and a keyboard
// can reach them (tabindex) to scroll them with the arrow keys.

export function CodeBlock({ value }: { value: string }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code>{value}</code>
    </pre>
  );
}

export function TableBox({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0}>
      {children}
    </div>
  );
}
