import type { Metadata } from 'next';
import ContactSection from '@/components/Contact/ContactSection';
import Footer from '@/components/Footer';
import { loadSite } from '@/lib/content/site';
import { publicPageMetadata } from '@/lib/preview/linkPreview';

export function generateMetadata(): Metadata {
  const site = loadSite();
  return publicPageMetadata(site, {
    title: 'Contact',
    description: `Send ${site.organization.name} a message, or find us on our social pages.`,
  });
}

export default function ContactPage() {
  return (
    <>
      <main>
        <ContactSection />
      </main>
      <Footer />
    </>
  );
}
