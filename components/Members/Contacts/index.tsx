import type { ContactCategory } from '@/lib/content/contacts';
import PageShell from '@/components/Members/PageShell';
import styles from './index.module.css';

/** Ask Questions (/ask-questions): contacts by category, from content/contacts.yaml. */
export default function Contacts({ categories }: { categories: ContactCategory[] }) {
  return (
    <PageShell>
      <h1>Contact Us</h1>
      {categories.map((category) => (
        <section key={category.title} className={styles.category} aria-labelledby={idOf(category.title)}>
          <h2 id={idOf(category.title)}>{category.title}</h2>
          {category.groups.map((group, i) => (
            <div key={group.title ?? i} className={styles.group}>
              {group.title && <h3>{group.title}</h3>}
              <ul>
                {group.contacts.map((contact) => (
                  <li key={contact.email}>
                    <span className={styles.role}>{contact.role}:</span> {contact.name}{' '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </PageShell>
  );
}

function idOf(title: string): string {
  return `contacts-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
