import type { Metadata } from 'next';
import ContactSection from '@/components/Contact/ContactSection';
import Footer from '@/components/Footer';
import { loadSite } from '@/lib/content/site';

export function generateMetadata(): Metadata {
  const { organization } = loadSite();
  return { title: 'Contact', description: `Send ${organization.name} a message, or find us on our social pages.` };
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
