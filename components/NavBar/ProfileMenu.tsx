import { FaUserCircle } from 'react-icons/fa';
import Dropdown from '@/components/ui/Dropdown';
import styles from './index.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onLogout: () => void };

/** Signed in: the Profile button and its dropdown with 'Logout', focused on opening (a panel across the bar on narrow screens). */
export default function ProfileMenu({ open, onOpenChange, onLogout }: Props) {
  return (
    <Dropdown
      className={styles.profile}
      button={{ className: styles.iconButton, 'aria-label': 'Profile' }}
      label={<FaUserCircle aria-hidden size={30} />}
      open={open}
      onOpenChange={onOpenChange}
      panel={{ className: styles.dropdown }}
      focusFirst
    >
      <button type="button" className={styles.dropdownItem} onClick={onLogout}>
        Logout
      </button>
    </Dropdown>
  );
}
