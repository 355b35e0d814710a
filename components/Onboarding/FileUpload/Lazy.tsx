'use client';
/** The upload panel as a module page shows it: fetched on the pages that ask for uploads, after the text has painted. */
import { lazyPanel } from '@/components/ui/LazyPanel';
import styles from './index.module.css';

export default lazyPanel(() => import('./index'), {
  loading: 'Opening the upload panel…',
  failed: 'The upload panel could not be loaded: check your connection and reload the page.',
  className: styles.loading,
});
