import { FaUserCircle } from 'react-icons/fa';
import Dropdown from '@/components/ui/Dropdown';
import { useMember } from '@/lib/store/session';
import styles from './index.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onLogout: () => void };

/**
 * Signed in: the Profile button and its dropdown, which says who is signed in (a shared computer, or
 * a phone handed over) and holds 'Logout', focused on opening (a panel across the bar on narrow screens).
 */
export default function ProfileMenu({ open, onOpenChange, onLogout }: Props) {
  const member = useMember();
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
      {member && (
        <p className={styles.signedInAs}>
          Signed in as <strong>{member.fullName}</strong> ({member.eid})
        </p>
      )}
      <button type="button" className={styles.dropdownItem} onClick={onLogout}>
        Logout
      </button>
    </Dropdown>
  );
}
