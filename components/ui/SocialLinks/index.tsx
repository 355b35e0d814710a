import { FaInstagram, FaLinkedin } from 'react-icons/fa';
import type { Site } from '@/lib/content/site';
import styles from './index.module.css';

/** The organisation's professional-network and photo-sharing pages, as icon links opening in a new tab. */
export default function SocialLinks({ site, variant }: { site: Site; variant: 'cream' | 'light' }) {
  const { professionalNetwork, photoSharing } = site.social;
  const links = [
    { ...professionalNetwork, Icon: FaLinkedin },
    { ...photoSharing, Icon: FaInstagram },
  ];
  return (
    <ul className={`${styles.list} ${styles[variant]}`}>
      {links.map(({ name, url, Icon }) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Our ${name} page (opens in a new tab)`}
            className={styles.link}
          >
            <Icon aria-hidden focusable="false" />
          </a>
        </li>
      ))}
    </ul>
  );
}
