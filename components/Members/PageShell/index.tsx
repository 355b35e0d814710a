import SessionNotice from '@/components/Progress/SessionNotice';
import styles from './index.module.css';

/** The frame of every members' page: a centred column under the fixed bar. */
export default function PageShell({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <main className={wide ? `${styles.shell} ${styles.wide}` : styles.shell}>
      <SessionNotice />
      {children}
    </main>
  );
}
