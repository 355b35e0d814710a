'use client';
/**
 * 'Keep your progress' as /progress shows it: download, import and the link for another device are
 * fetched once the summary above has painted (components/ui/LazyPanel), not with the page: the import
 * checks, the file's dialog and the link's encoder are code few visits use.
 */
import { lazyPanel } from '@/components/ui/LazyPanel';
import styles from './index.module.css';

export default lazyPanel(() => import('./index'), {
  loading: 'Opening ‘Keep your progress’…',
  failed: '‘Keep your progress’ could not be loaded: check your connection and reload the page.',
  className: styles.loading,
});
