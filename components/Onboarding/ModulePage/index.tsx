/**
 * The main panel of a submodule (spec 2.13): 'Module X.Y: {topic}', the colour key, the info
 * sections (the MDX body, compiled at build time), one card per task, then 'Extra Resources';
 * below them the links to the neighbouring submodules and, for officers, 'Edit this page'.
 */
import type { ReactElement } from 'react';
import type { Quiz } from '@/lib/content/onboardingSchema';
import { taskRequirements, type Submodule } from '@/lib/content/onboarding';
import { moduleHeading } from '@/lib/onboarding/names';
import type { Neighbours } from '@/lib/onboarding/neighbours';
import EditLink from '@/components/ui/EditLink';
import ColourKey from '../ColourKey';
import SaveNotice from '@/components/Progress/SaveNotice';
import SessionNotice from '@/components/Progress/SessionNotice';
import ExtraResources from '../ExtraResources';
import PrevNext from '../PrevNext';
import TaskCard from '../TaskCard';
import styles from './index.module.css';

type Props = {
  submodule: Submodule;
  body: ReactElement;
  quizzes: Record<string, Quiz>;
  email: string;
  serviceName: string;
  neighbours: Neighbours;
  editHref?: string;
};

export default function ModulePage({ submodule: s, body, quizzes, email, serviceName, neighbours, editHref }: Props) {
  return (
    <article className={styles.page}>
      <h1>{moduleHeading(s, s.frontmatter.title)}</h1>
      <SaveNotice />
      <SessionNotice />
      <ColourKey />
      <div className={styles.info}>{body}</div>
      {s.frontmatter.tasks.map((task, i) => (
        <TaskCard
          key={i}
          pageKey={s.pageKey}
          index={i}
          task={task}
          requirements={taskRequirements(task, quizzes)}
          quiz={task.quiz ? quizzes[task.quiz] : undefined}
          email={email}
          serviceName={serviceName}
        />
      ))}
      <ExtraResources pageKey={s.pageKey} resources={s.frontmatter.extraResources} serviceName={serviceName} />
      <PrevNext {...neighbours} />
      <EditLink href={editHref} />
    </article>
  );
}
