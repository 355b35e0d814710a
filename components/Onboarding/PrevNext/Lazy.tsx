'use client';
/**
 * 'Previous' and 'Next' as the module page shows them, below everything else: fetched once the
 * lesson has painted (components/ui/LazyPanel), not with the page.
 */
import { lazyPanel } from '@/components/ui/LazyPanel';
import styles from './index.module.css';

export default lazyPanel(() => import('./index'), {
  loading: '',
  failed: 'The links to the next and previous submodules could not be loaded: check your connection and reload the page.',
  className: styles.loading,
});
