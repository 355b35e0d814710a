/**
 * The onboarding layout: the side panel on the left, the module in the page's <main> landmark on
 * the right (the root layout's wrapper is a plain div, so this is the page's only main).
 */
import type { ReactNode } from 'react';
import styles from './index.module.css';

export default function OnboardingShell({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <div className={styles.side}>{panel}</div>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
