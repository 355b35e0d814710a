'use client';
/**
 * The main panel of a submodule: 'Module X.Y: {topic}', the colour key, the info sections (the MDX
 * body, a data tree made at build and opened in the browser), one card per task, then 'Extra
 * Resources'; below them the links to the neighbouring submodules and, for officers, 'Edit this page'.
 */
import { mdxComponents } from '@/components/Mdx/components';
import MdxTree from '@/components/Mdx/MdxTree';
import type { ModulePayload } from '@/lib/seal/payloads';
import { useRecordVisit } from '@/lib/store/useRecordVisit';
import { useFocusOnArrival } from '@/lib/ui/headingFocus';
import { useRef } from 'react';
import EditLink from '@/components/ui/EditLink';
import ColourKey from '@/components/Onboarding/ColourKey';
import SaveNotice from '@/components/Progress/SaveNotice';
import SessionNotice from '@/components/Progress/SessionNotice';
import ExtraResources from '@/components/Onboarding/ExtraResources';
import PrevNext from '@/components/Onboarding/PrevNext/Lazy';
import TaskCard from '@/components/Onboarding/TaskCard';
import styles from './index.module.css';

export default function ModulePage({ page }: { page: ModulePayload }) {
  const { pageKey, serviceName } = page;
  // Opening the page is the visit ('Continue where you left off'), at any width, with no click.
  useRecordVisit(pageKey, page);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <article className={styles.page}>
      <h1 ref={heading} tabIndex={-1}>
        {page.heading}
      </h1>
      <SaveNotice />
      <SessionNotice />
      <ColourKey />
      <div className={styles.info}>
        <MdxTree tree={page.body} components={mdxComponents({ pageKey, serviceName })} />
      </div>
      {page.tasks.map((task, i) => (
        <TaskCard
          key={i}
          pageKey={pageKey}
          index={i}
          task={task}
          requirements={page.requirements}
          quiz={task.quiz ? page.quizzes[task.quiz] : undefined}
          email={page.email}
          studentId={page.studentId}
          serviceName={serviceName}
        />
      ))}
      <ExtraResources pageKey={pageKey} resources={page.extraResources} serviceName={serviceName} />
      <PrevNext {...page.neighbours} />
      <EditLink href={page.editHref} />
    </article>
  );
}
