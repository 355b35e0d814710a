/**
 * The members' "Contact Us" page (/ask-questions): content/contacts.yaml. A contact names an officer of
 * content/officers.yaml by their title, so the person shown comes from one place: when a new
 * president takes over, only officers.yaml changes.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { cached, contentPath, displayPath, lineOf, parseYamlText, validate } from './core';
import { closestWord, ContentError, type ContentProblem } from './problems';
import { emailAddress, text } from './fields';
import { loadOfficers } from './officers';

const contactSchema = z
  .object({
    role: text.describe("Shown as written, e.g. 'Education Lead'."),
    officer: text.describe(
      "The `title` of an officer in content/officers.yaml, written exactly as there, e.g. 'VP of Education': the name shown is that officer's.",
    ),
    email: emailAddress.describe('Shown and used for the mail link.'),
  })
  .strict();

const groupSchema = z
  .object({
    title: text.optional().describe("Optional, e.g. 'Hardware Team'; leave it out for a category with a single plain list."),
    contacts: z.array(contactSchema).min(1).describe('The people to write to, in order.'),
  })
  .strict();

const categorySchema = z
  .object({
    title: text.describe("The category's heading, e.g. 'Technical Questions'."),
    groups: z.array(groupSchema).min(1).describe('One or more groups of contacts.'),
  })
  .strict();

export const contactsSchema = z
  .object({ categories: z.array(categorySchema).min(1).describe('Who members can write to, by category, in order.') })
  .strict();

export type Contact = { role: string; name: string; email: string };
export type ContactCategory = { title: string; groups: Array<{ title?: string; contacts: Contact[] }> };

export const loadContacts = cached((): ContactCategory[] => {
  const absolute = contentPath('contacts.yaml');
  const file = displayPath(absolute);
  if (!fs.existsSync(absolute))
    throw new ContentError([{ file, field: '', message: 'the file is missing: it must exist for the site to build' }]);
  const parsed = parseYamlText(fs.readFileSync(absolute, 'utf8'), file);
  const { categories } = validate(contactsSchema, parsed.data, file, parsed);
  // A broken officers.yaml throws its own problems here, reported once by content:check: this file
  // stays silent about officers it cannot look up.
  const team = loadOfficers();
  const officers = [...team.executive, ...team.leadership.flat()];
  const titles = officers.map((o) => o.title);
  const problems: ContentProblem[] = [];
  const resolved = categories.map((category, c) => ({
    title: category.title,
    groups: category.groups.map((group, g) => ({
      title: group.title,
      contacts: group.contacts.map((contact, i) => {
        const matches = officers.filter((o) => o.title === contact.officer);
        const at = ['categories', c, 'groups', g, 'contacts', i, 'officer'];
        const where = { file, field: `categories[${c}].groups[${g}].contacts[${i}].officer`, line: lineOf(parsed.doc, parsed.counter, at) };
        if (matches.length === 0) {
          const close = closestWord(contact.officer, titles);
          problems.push({
            ...where,
            message: `no officer in content/officers.yaml has the title "${contact.officer}": a contact is an officer, named by their title as written there`,
            ...(close ? { hint: `Did you mean "${close}"?` } : {}),
          });
        } else if (matches.length > 1) {
          problems.push({
            ...where,
            message: `${matches.length} officers in content/officers.yaml have the title "${contact.officer}": give them different titles`,
          });
        }
        return { role: contact.role, name: matches[0]?.name ?? '', email: contact.email };
      }),
    })),
  }));
  if (problems.length) throw new ContentError(problems);
  return resolved;
});
