'use client';
/**
 * /review's results as the page shows them: their code (the table, its sorting and filters, the
 * count line) is fetched once the inputs have painted (components/ui/LazyPanel), not with the page,
 * which an officer opens before giving it any report.
 */
import { lazyPanel } from '@/components/ui/LazyPanel';
import styles from '@/components/Review/ReviewBoard/index.module.css';

export default lazyPanel(() => import('./index'), {
  loading: 'Preparing the table…',
  failed: 'The table could not be loaded: check your connection and reload the page.',
  className: styles.loading,
});
