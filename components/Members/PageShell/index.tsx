import SessionNotice from '@/components/Progress/SessionNotice';
import styles from './index.module.css';

type Props = {
  children: React.ReactNode;
  /** A wider column, for a page of tables. */
  wide?: boolean;
  /** The widest column, for /review's charts and table: all of a laptop's width. */
  board?: boolean;
};

/** The frame of every members' page: a centred column under the fixed bar. */
export default function PageShell({ children, wide = false, board = false }: Props) {
  const width = board ? styles.board : wide ? styles.wide : '';
  return (
    <main className={`${styles.shell} ${width}`.trim()}>
      <SessionNotice />
      {children}
    </main>
  );
}
