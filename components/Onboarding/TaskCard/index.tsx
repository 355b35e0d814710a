/**
 * One task of a module page: title, formatted description, videos, documents, the quiz and the upload
 * panel. A server component: only the interactive leaves inside it run in the browser.
 */
import type { Quiz as QuizData, Task } from '@/lib/content/onboardingSchema';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { formatText } from '@/lib/onboarding/formatText';
import DocumentList from '@/components/Onboarding/DocumentList';
import Quiz from '@/components/Onboarding/Quiz';
import TaskStatus from '@/components/Onboarding/TaskStatus';
import TrackedLink from '@/components/Onboarding/TrackedLink';
import VideoCard from '@/components/Onboarding/VideoCard';
import dynamic from 'next/dynamic';
import styles from './index.module.css';

/**
 * The upload panel is on a few pages only: fetched when a page with an upload task renders, not by
 * every module page (its drop zone, previews and file icons). Its box keeps its place meanwhile.
 */
const FileUpload = dynamic(() => import('@/components/Onboarding/FileUpload'), {
  ssr: false,
  loading: () => (
    <p role="status" className={styles.uploadLoading}>
      Opening the upload panel…
    </p>
  ),
});

type Props = {
  pageKey: string;
  index: number;
  task: Task;
  requirements: TaskRequirements;
  quiz?: QuizData;
  email: string;
  serviceName: string;
};

export default function TaskCard({ pageKey, index, task, requirements, quiz, email, serviceName }: Props) {
  const description = formatText(task.description, {
    links: task.links,
    renderLink: (link, key) => <TrackedLink key={key} pageKey={pageKey} link={link} />,
  });
  return (
    <article className={styles.card} aria-labelledby={`${pageKey}-task-${index}`}>
      <header className={styles.header}>
        <h2 id={`${pageKey}-task-${index}`}>{task.title}</h2>
        <TaskStatus pageKey={pageKey} taskIndex={index} requirements={requirements} />
      </header>
      <div className={styles.description}>{description}</div>
      {task.videos.length > 0 && (
        <section>
          <h3>Videos</h3>
          <ul className={styles.videos}>
            {task.videos.map((v) => (
              <li key={v.title}>
                <VideoCard pageKey={pageKey} video={v} serviceName={serviceName} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {task.documents.length > 0 && (
        <section>
          <h3>Documents</h3>
          <DocumentList pageKey={pageKey} documents={task.documents} />
        </section>
      )}
      {task.requiredActions.includes('completeQuiz') && quiz && requirements.quizKey && (
        <section>
          <h3>Quiz</h3>
          <Quiz
            key={requirements.quizKey}
            pageKey={pageKey}
            taskIndex={index}
            quizKey={requirements.quizKey}
            title={quiz.title}
            questions={quiz.questions}
            email={email}
          />
        </section>
      )}
      {task.requiredActions.includes('uploadFiles') && (
        <section>
          <h3>Upload your work</h3>
          <FileUpload pageKey={pageKey} taskIndex={index} email={email} />
        </section>
      )}
    </article>
  );
}
