/**
 * What each sealed file holds once opened: the data its page renders in the browser. Types only:
 * the build writes them (app/sealed/build.ts), the members' pages read them (components/Members/Sealed).
 */
import type { BlockNav, BlockSummary } from '@/lib/content/navigation';
import type { ElementData } from '@/lib/mdx/elements';
import type { ContactCategory } from '@/lib/content/contacts';
import type { MemberHomeItem } from '@/lib/content/memberHome';
import type { ExtraResource, Quiz, ResourceLink, Task } from '@/lib/content/onboardingSchema';
import type { TaskRequirements } from '@/lib/onboarding/completion';
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

export type ModulePayload = PageMeta & {
  pageKey: string;
  block: string;
  key: string;
  /** 'Module X.Y: {topic}'. */
  heading: string;
  body: ElementData;
  /** The page's `[label]` links, which the body's tracked links point into. */
  links: ResourceLink[];
  tasks: Task[];
  requirements: TaskRequirements[];
  /** Only the quizzes this page's tasks use. */
  quizzes: Record<string, Quiz>;
  extraResources: ExtraResource[];
  email: string;
  serviceName: string;
  neighbours: Neighbours;
  editHref?: string;
  panel: { blocks: BlockSummary[]; nav: BlockNav | null };
};
