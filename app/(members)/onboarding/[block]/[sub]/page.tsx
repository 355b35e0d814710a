/**
 * /onboarding/{block}/{module_sub}/: one page per submodule file, pre-rendered at build time.
 * Unknown blocks or submodules are the export's 404 page (app/not-found.tsx), which shows the
 * 'Data not found for key: ' message and the side panel.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { compileMDX } from 'next-mdx-remote/rsc';
import { mdxComponents } from '@/components/Mdx/components';
import ModulePage from '@/components/Onboarding/ModulePage';
import OnboardingShell from '@/components/Onboarding/OnboardingShell';
import SidePanel from '@/components/Onboarding/SidePanel';
import { blockNav, blockSummaries, getSubmodule, loadOnboarding, type Submodule } from '@/lib/content/onboarding';
import { editUrlFor } from '@/lib/content/repository';
import { loadSite } from '@/lib/content/site';
import { prepareMdxBody } from '@/lib/onboarding/mdxBody';
import { neighbours } from '@/lib/onboarding/neighbours';

type Params = { block: string; sub: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return loadOnboarding().submodules.map((s) => ({ block: s.block, sub: s.key }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { block, sub } = await params;
  const s = getSubmodule(block, sub);
  return s ? { title: `Module ${s.module}.${s.sub}: ${s.frontmatter.title}`, description: s.frontmatter.description } : {};
}

async function compileBody(s: Submodule, serviceName: string) {
  try {
    const { content } = await compileMDX({
      source: prepareMdxBody(s.body, s.frontmatter.links),
      components: mdxComponents({ pageKey: s.pageKey, links: s.frontmatter.links, serviceName }),
    });
    return content;
  } catch (e) {
    // Point the officer at the file and line, not at the compiler's internals.
    const err = e as { line?: number; position?: { start?: { line?: number } }; reason?: string; message?: string };
    const line = err.line ?? err.position?.start?.line;
    throw new Error(`${s.file}${line ? `:${line + s.bodyLine - 1}` : ''}: body: the page text cannot be compiled (${err.reason ?? err.message})`);
  }
}

export default async function OnboardingModulePage({ params }: { params: Promise<Params> }) {
  const { block, sub } = await params;
  const s = getSubmodule(block, sub);
  if (!s) notFound();
  const site = loadSite();
  const body = await compileBody(s, site.services.video);
  const nav = blockNav(block);
  return (
    <OnboardingShell panel={<SidePanel key={s.pageKey} blocks={blockSummaries()} nav={nav} currentKey={sub} />}>
      <ModulePage
        submodule={s}
        body={body}
        quizzes={loadOnboarding().quizzes}
        email={site.email.onboarding}
        serviceName={site.services.video}
        neighbours={neighbours(nav?.groups ?? [], sub)}
        editHref={editUrlFor(s.file)}
      />
    </OnboardingShell>
  );
}
