import type { Metadata } from 'next';
import TeamSection from '@/components/About/TeamSection';
import Footer from '@/components/Footer';
import Sponsors from '@/components/Sponsors';
import { loadOfficers } from '@/lib/content/officers';
import { loadSite } from '@/lib/content/site';
import { publicPageMetadata } from '@/lib/preview/linkPreview';
import styles from './page.module.css';

export function generateMetadata(): Metadata {
  const site = loadSite();
  return publicPageMetadata(site, {
    title: 'Meet the Team',
    description: `The officers and leadership team of ${site.organization.name}, and the sponsors who support us.`,
  });
}

export default function AboutPage() {
  const site = loadSite();
  const team = loadOfficers();
  const network = site.social.professionalNetwork.name;
  return (
    <>
      <main>
        <h1 className={styles.title}>Meet the Team</h1>
        <TeamSection id="executive-officers" heading="Executive Officers" columns={team.executive.map((o) => [o])} networkName={network} />
        <TeamSection id="leadership-team" heading="Leadership Team" columns={team.leadership} networkName={network} />
        <Sponsors />
      </main>
      <Footer />
    </>
  );
}
