/** The members' "Contact Us" page (spec 2.12): content/contacts.yaml. */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { emailAddress, text } from './fields';

const contactSchema = z.object({ role: text, name: text, email: emailAddress }).strict();

const groupSchema = z
  .object({
    /** e.g. "Hardware Team"; leave out for a category with a single plain list. */
    title: text.optional(),
    contacts: z.array(contactSchema).min(1),
  })
  .strict();

const categorySchema = z.object({ title: text, groups: z.array(groupSchema).min(1) }).strict();

export const contactsSchema = z.object({ categories: z.array(categorySchema).min(1) }).strict();

export type ContactCategory = z.output<typeof categorySchema>;
export type Contact = z.output<typeof contactSchema>;

export const loadContacts = cached((): ContactCategory[] => loadYamlFile('contacts.yaml', contactsSchema).categories);
