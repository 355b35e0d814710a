/**
 * The theme control of the navigation bar: System, Light or Dark, a labelled <select>. A server
 * component with no script of its own: the root layout's inline script (lib/theme/prePaint.ts) sets
 * it to the kept choice and applies and keeps each change, so it costs no JavaScript file and works
 * before the page's scripts have loaded.
 */
import { THEME_CHOICES, THEME_CONTROL_ID, type ThemeChoice } from '@/lib/theme/prePaint';
import styles from './index.module.css';

const LABELS = { system: 'System', light: 'Light', dark: 'Dark' } satisfies Record<ThemeChoice, string>;

export default function ThemeControl() {
  return (
    <div className={styles.control}>
      <label htmlFor={THEME_CONTROL_ID} className="visually-hidden">
        Theme
      </label>
      {/* Uncontrolled on purpose: React never sets its value after the script has (autoComplete off: no stale value restored). */}
      <select id={THEME_CONTROL_ID} className={styles.select} defaultValue="system" autoComplete="off">
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {LABELS[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
