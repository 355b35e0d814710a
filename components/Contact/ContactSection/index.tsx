import ContactForm from '@/components/Contact/ContactForm';
import SocialLinks from '@/components/ui/SocialLinks';
import { contactConfig } from '@/lib/contact/sendContactMessage';
import { loadSite } from '@/lib/content/site';
import styles from './index.module.css';

/** The contact section, on the brand colour (content/site.yaml): the site's social links and the 'Contact Us' form. */
export default function ContactSection() {
  const site = loadSite();
  const config = contactConfig({
    endpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    accessKey: process.env.NEXT_PUBLIC_CONTACT_ACCESS_KEY,
  });
  return (
    <section className={styles.section} aria-labelledby="contact-heading">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.lead}>Questions, ideas, sponsorship or just curious? Write to {site.organization.name}.</p>
          <SocialLinks site={site} variant="cream" />
        </div>
        <ContactForm config={config} generalEmail={site.email.general} />
      </div>
    </section>
  );
}
