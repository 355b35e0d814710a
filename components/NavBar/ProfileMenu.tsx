import { useEffect, useRef } from 'react';
import { FaUserCircle } from 'react-icons/fa';
import styles from './index.module.css';

type Props = { open: boolean; onToggle: () => void; onLogout: () => void };

/** Signed in: the Profile button and its dropdown with 'Logout' (a panel across the bar on narrow screens). */
export default function ProfileMenu({ open, onToggle, onLogout }: Props) {
  const logoutRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) logoutRef.current?.focus();
  }, [open]);

  return (
    <div className={styles.profile}>
      <button
        type="button"
        className={styles.iconButton}
        data-toggle="profile"
        aria-label="Profile"
        aria-expanded={open}
        aria-controls="profile-dropdown"
        onClick={onToggle}
      >
        <FaUserCircle aria-hidden size={30} />
      </button>
      {open && (
        <div id="profile-dropdown" className={styles.dropdown}>
          <button ref={logoutRef} type="button" className={styles.dropdownItem} onClick={onLogout}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
