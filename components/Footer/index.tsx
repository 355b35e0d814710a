import SocialLinks from '@/components/ui/SocialLinks';
import { loadSite } from '@/lib/content/site';
import styles from './index.module.css';

export default function Footer() {
  const site = loadSite();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{site.organization.name}</p>
          <p className={styles.small}>
            {site.university.name} · <a href={`mailto:${site.email.general}`}>{site.email.general}</a>
          </p>
        </div>
        <SocialLinks site={site} variant="light" />
      </div>
    </footer>
  );
}
