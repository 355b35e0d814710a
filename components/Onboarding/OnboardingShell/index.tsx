/** The onboarding layout: viewport height minus the header, side panel on the left, main panel right. */
import type { ReactNode } from 'react';
import styles from './index.module.css';

export default function OnboardingShell({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <div className={styles.side}>{panel}</div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
