/** @jest-environment node */
import { loadContacts } from '@/lib/content/contacts';
import { loadMemberHome } from '@/lib/content/memberHome';
import { loadOfficers } from '@/lib/content/officers';
import { loadPage, parsePage } from '@/lib/content/pages';
import { messagesOf } from './problems';

const broken = 'lib/content/__tests__/fixtures/members-broken';

afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
});

describe('content/member-home.yaml', () => {
  it('gives each Member Home button a label and a page of its own', () => {
    const items = loadMemberHome();
    for (const item of items) expect(item.label.trim().length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.route)).size).toBe(items.length);
  });

  it('names the file, line and field of a wrong route or flag', () => {
    process.env.CONTENT_DIR = broken;
    const messages = messagesOf(loadMemberHome);
    expect(messages).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${broken}/member-home.yaml:6: NTC032 items\\[1\\].route: expected one of "/general-info".*got "/programmes"`),
      ),
    );
    expect(messages).toContainEqual(`${broken}/member-home.yaml:7: NTC032 items[1].enabled: expected true or false, got "yes please"`);
  });
});

describe('content/contacts.yaml', () => {
  it('lists contacts by category, each an officer of content/officers.yaml with a role and an address', () => {
    const categories = loadContacts();
    const team = loadOfficers();
    const names = [...team.executive, ...team.leadership.flat()].map((o) => o.name);
    const contacts = categories.flatMap((c) => c.groups.flatMap((g) => g.contacts));
    expect(contacts.length).toBeGreaterThan(0);
    for (const contact of contacts) {
      expect(names).toContain(contact.name);
      expect(contact.role.length).toBeGreaterThan(0);
      expect(contact.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    }
  });

  it('takes each name from the officer its title names (fixture content)', () => {
    process.env.CONTENT_DIR = 'e2e/content';
    process.env.PUBLIC_DIR = 'e2e/public'; // its officers' portraits are the fixture's, never ours
    expect(loadContacts()[0].groups[0].contacts).toEqual([
      { role: 'Education Lead', name: 'Cleo Dunn', email: 'education@fixture-neuro.example.edu' },
      { role: 'President', name: 'Ada Quill', email: 'president@fixture-neuro.example.edu' },
    ]);
  });

  it('names the file and field of a bad address and of an unknown field', () => {
    process.env.CONTENT_DIR = broken;
    const messages = messagesOf(loadContacts);
    expect(messages).toContain(
      `${broken}/contacts.yaml:7: NTC032 categories[0].groups[0].contacts[0].email: expected an e-mail address like name@example.edu`,
    );
    expect(messages).toContain(
      `${broken}/contacts.yaml:8: NTC032 categories[0].groups[0].contacts[0]: unknown field "phone": check the spelling, or remove it`,
    );
  });
});

describe('content/pages/*.mdx', () => {
  it('general-info has its title and a text', () => {
    const page = loadPage('general-info');
    expect(page.title).toBe('General Info');
    expect(page.body.trim().length).toBeGreaterThan(0);
  });

  it('competition-info ends with "More details coming soon!" as the spec asks', () => {
    const page = loadPage('competition-info');
    expect(page.title).toBe('Competition Information');
    expect(page.body.trim().endsWith('More details coming soon!')).toBe(true);
  });

  it('names the file, line and field of a misspelled frontmatter key', () => {
    process.env.CONTENT_DIR = broken;
    const messages = messagesOf(() => loadPage('general-info'));
    expect(messages).toContain(`${broken}/pages/general-info.mdx:3: NTC032 unknown field "descripton": check the spelling, or remove it`);
    expect(messages).toContain(`${broken}/pages/general-info.mdx:2: NTC032 description: is missing: expected a text`);
  });

  it('points at the line of a component the page cannot render', () => {
    const source = '---\ntitle: T\ndescription: D\n---\n\nIntro line.\n<Video url="x" />\n';
    expect(messagesOf(() => parsePage(source, 'content/pages/competition-info.mdx'))).toEqual([
      'content/pages/competition-info.mdx:7: body: components like <Video /> are not available on this page: write plain Markdown',
    ]);
  });

  it('asks for a frontmatter block when there is none', () => {
    expect(messagesOf(() => parsePage('Just text', 'content/pages/general-info.mdx'))[0]).toMatch(
      /^content\/pages\/general-info.mdx:1: the file must start with a frontmatter block/,
    );
  });
});
