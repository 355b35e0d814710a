'use client';
/**
 * The cohort's charts as /review shows them: their code is fetched once the table has painted
 * (components/ui/LazyPanel), not with the page, which an officer opens before any report is given.
 */
import { lazyPanel } from '@/components/ui/LazyPanel';
import styles from './index.module.css';

export default lazyPanel(() => import('./index'), {
  loading: 'Drawing the charts…',
  failed: 'The charts could not be loaded: check your connection and reload the page.',
  className: styles.loading,
});
