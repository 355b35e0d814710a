'use client';
/** The quiz as a module page shows it: fetched on the pages that have one, after the text has painted. */
import { lazyPanel } from '@/components/ui/LazyPanel';
import styles from './index.module.css';

export default lazyPanel(() => import('./index'), {
  loading: 'Opening the quiz…',
  failed: 'The quiz could not be loaded: check your connection and reload the page.',
  className: styles.loading,
});
