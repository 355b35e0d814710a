/**
 * What each sealed file holds once opened: the data its page renders in the browser. Types only:
 * the build writes them (app/sealed/build.ts), the members' pages read them (components/Members/Sealed).
 */
import type { BlockNav, BlockSummary } from '@/lib/content/navigation';
import type { ElementData } from '@/lib/mdx/elements';
import type { ContactCategory } from '@/lib/content/contacts';
import type { MemberHomeItem } from '@/lib/content/memberHome';
import type { ExtraResource, Quiz, Task } from '@/lib/content/onboardingSchema';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import type { ItemNames } from '@/lib/onboarding/pageRecord';
import type { Neighbours } from '@/lib/onboarding/neighbours';
import type { ResumeBlock } from '@/lib/onboarding/resume';
import type { OutlineBlock } from '@/lib/progress/summary';

/** Title and description of the browser tab, set once the page has opened (the HTML has generic ones). */
export type PageMeta = { title: string; description?: string };

export type MemberHomePayload = { items: MemberHomeItem[] };
export type ContentPagePayload = PageMeta & { heading: string; body: ElementData; editHref?: string };
export type ContactsPayload = { categories: ContactCategory[] };
export type ProgramsPayload = { blocks: ResumeBlock[] };
export type ProgressPayload = { outline: OutlineBlock[]; email: string };
export type OutlinePayload = { blocks: BlockSummary[]; navs: BlockNav[] };

/** A task as its card draws it: the description as element data, made at build like the body. */
export type PageTask = Omit<Task, 'description'> & { description: ElementData };
/** An extra resource as the page draws it: a text resource's text as element data. */
export type PageResource =
  Exclude<ExtraResource, { type: 'text' }> | (Omit<Extract<ExtraResource, { type: 'text' }>, 'text'> & { text: ElementData });

export type ModulePayload = PageMeta & {
  pageKey: string;
  block: string;
  key: string;
  /** 'Module X.Y: {topic}'. */
  heading: string;
  /** The body as element data, each `[label]` of the page's links made its tracked link. */
  body: ElementData;
  tasks: PageTask[];
  requirements: TaskRequirements[];
  /** The name of each of the page's links, documents and videos, by identity: records saved before identities are moved onto them. */
  names: ItemNames;
  /** Only the quizzes this page's tasks use. */
  quizzes: Record<string, Quiz>;
  extraResources: PageResource[];
  email: string;
  /** The university's word for a student ID, e.g. EID: the upload panel's field. */
  studentId: string;
  serviceName: string;
  neighbours: Neighbours;
  editHref?: string;
  panel: { blocks: BlockSummary[]; nav: BlockNav | null };
};
