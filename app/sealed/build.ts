/**
 * Build side of the sealed members' area: what each sealed file holds, built from the content
 * loaders, and the file itself, encrypted with this build's content key (tools/config/accessCode.mjs put
 * it in the build's environment). Build time only: it reads the content and the key.
 */
import { loadOnboarding, type Submodule } from '@/lib/content/onboarding';
import { blockNav, blockSummaries, pageItemNames, resumeBlocks, taskRequirements, type BlockNav } from '@/lib/content/navigation';
import { loadBlocks } from '@/lib/content/blocks';
import { loadContacts } from '@/lib/content/contacts';
import { loadMemberHome } from '@/lib/content/memberHome';
import { loadPage, pageFile, pageSlugs } from '@/lib/content/pages';
import { editUrlFor } from '@/lib/content/repository';
import { loadSite } from '@/lib/content/site';
import type { TextPageSlug } from '@/lib/members/pages';
import { mdxToElements } from '@/lib/mdx/toElements';
import { moduleHeading } from '@/lib/onboarding/names';
import { neighbours } from '@/lib/onboarding/neighbours';
import { progressOutline } from '@/lib/progress/outline';
import { searchRecords } from '@/lib/search/records';
import { fromBase64, importSealingKeys, sealJson, type AccessRecord, type SealingKeys } from '@/lib/seal/crypto';
import { moduleSealedName, type FixedSealedName } from '@/lib/seal/names';
import type {
  ContactsPayload,
  ContentPagePayload,
  MemberHomePayload,
  ModulePayload,
  OutlinePayload,
  PageResource,
  PageTask,
  ProgramsPayload,
  ProgressPayload,
} from '@/lib/seal/payloads';

/** This build's public access record, as next.config inlined it. */
export function buildAccess(): AccessRecord {
  const json = process.env.MEMBER_SEAL_ACCESS ?? process.env.NEXT_PUBLIC_MEMBER_ACCESS;
  if (!json)
    throw new Error('The build has no member access record: next.config.mjs sets it from MEMBER_ACCESS_CODE (tools/config/accessCode.mjs)');
  return JSON.parse(json) as AccessRecord;
}

let sealingKeys: Promise<SealingKeys> | undefined;

function buildSealingKeys(): Promise<SealingKeys> {
  const raw = process.env.MEMBER_SEAL_KEY;
  if (!raw)
    throw new Error(
      "The build's content key is missing (MEMBER_SEAL_KEY): next.config.mjs sets it from MEMBER_ACCESS_CODE (tools/config/accessCode.mjs)",
    );
  sealingKeys ??= importSealingKeys(fromBase64(raw));
  return sealingKeys;
}

function contentPage(slug: TextPageSlug): ContentPagePayload {
  const page = loadPage(slug);
  return {
    title: page.title,
    description: page.description,
    heading: page.title,
    body: mdxToElements(page.body, pageFile(slug)),
    editHref: editUrlFor(pageFile(slug)),
  };
}

/** Block navigation as the 404 page's side panel needs it: titles and links, no task data. */
function outline(): OutlinePayload {
  const navs = loadBlocks()
    .map((b) => blockNav(b.id))
    .filter((n): n is BlockNav => n !== null)
    .map((n) => ({ ...n, groups: n.groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, tasks: [] })) })) }));
  return { blocks: blockSummaries(), navs };
}

/**
 * A submodule's frontmatter texts as element data, like its body: each `[label]` linked from the
 * task's (the resource's) own links; a heading in a task ranks below the task's title (h3), in a
 * resource below the resource's (h4).
 */
function pageTexts(s: Submodule): { tasks: PageTask[]; extraResources: PageResource[] } {
  const { tasks, extraResources } = s.frontmatter;
  return {
    tasks: tasks.map((t, i) => ({
      ...t,
      description: mdxToElements(t.description, s.file, 1, { links: t.links, headingOffset: 1, field: `tasks[${i}].description` }),
    })),
    extraResources: extraResources.map((r, i) =>
      r.type === 'text'
        ? { ...r, text: mdxToElements(r.text, s.file, 1, { links: r.links, headingOffset: 2, field: `extraResources[${i}].text` }) }
        : r,
    ),
  };
}

function modulePage(name: string): ModulePayload | undefined {
  const s = loadOnboarding().submodules.find((sub) => moduleSealedName(sub.block, sub.key) === name);
  if (!s) return undefined;
  const { quizzes } = loadOnboarding();
  const site = loadSite();
  const fm = s.frontmatter;
  const used = Object.fromEntries(fm.tasks.flatMap((t) => (t.quiz && quizzes[t.quiz] ? [[t.quiz, quizzes[t.quiz]]] : [])));
  const nav = blockNav(s.block);
  const heading = moduleHeading(s, fm.title);
  return {
    title: heading,
    description: fm.description,
    pageKey: s.pageKey,
    block: s.block,
    key: s.key,
    heading,
    body: mdxToElements(s.body, s.file, s.bodyLine, { links: fm.links }),
    ...pageTexts(s),
    requirements: fm.tasks.map((t) => taskRequirements(t, quizzes)),
    names: pageItemNames(fm),
    quizzes: used,
    email: site.email.onboarding,
    studentId: site.university.studentId,
    serviceName: site.services.video,
    neighbours: neighbours(nav?.groups ?? [], s.key),
    editHref: editUrlFor(s.file),
    panel: { blocks: blockSummaries(), nav },
  };
}

/** Each text page of lib/members/pages.ts (kind 'text'): its content file, as ContentPage draws it. */
const textPageBuilders = Object.fromEntries(pageSlugs.map((slug) => [slug, () => contentPage(slug)])) as Record<
  TextPageSlug,
  () => ContentPagePayload
>;

/**
 * What each fixed sealed file holds, by its name (lib/seal/names.ts): a view of lib/members/pages.ts
 * whose file has no builder here does not type-check, nor does a builder for a file names.ts lacks.
 */
export const payloadBuilders = {
  ...textPageBuilders,
  member: (): MemberHomePayload => ({ items: loadMemberHome() }),
  programs: (): ProgramsPayload => ({ blocks: resumeBlocks() }),
  progress: (): ProgressPayload => ({ outline: progressOutline(), email: loadSite().email.onboarding }),
  'ask-questions': (): ContactsPayload => ({ categories: loadContacts() }),
  outline,
  search: () => searchRecords(loadOnboarding().submodules, loadBlocks()),
} satisfies Record<FixedSealedName, () => unknown>;

const isFixedSealedName = (name: string): name is FixedSealedName => Object.hasOwn(payloadBuilders, name);

/** What the sealed file `name` holds; undefined for a name this build has no file for. */
export function sealedPayload(name: string): unknown {
  return isFixedSealedName(name) ? payloadBuilders[name]() : modulePage(name);
}

/**
 * The encrypted file, or undefined for an unknown name: the same bytes, build after build, until its
 * text changes (a synthetic IV, lib/seal/crypto.ts), so a deploy downloads only what changed.
 */
export async function sealedFile(name: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const payload = sealedPayload(name);
  return payload === undefined ? undefined : sealJson(await buildSealingKeys(), name, payload);
}
