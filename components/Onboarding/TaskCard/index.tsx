/**
 * One task of a module page: title, description (Markdown like the body, element data made at build),
 * videos, documents, the quiz and the upload panel, drawn in the browser from the page's sealed data
 * (the upload panel once the text has painted).
 */
import type { Quiz as QuizData } from '@/lib/content/onboardingSchema';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import type { PageTask } from '@/lib/seal/payloads';
import { mdxComponents } from '@/components/Mdx/components';
import MdxTree from '@/components/Mdx/MdxTree';
import DocumentList from '@/components/Onboarding/DocumentList';
import FileUpload from '@/components/Onboarding/FileUpload/Lazy';
import Quiz from '@/components/Onboarding/Quiz/Lazy';
import TaskStatus from '@/components/Onboarding/TaskStatus';
import VideoCard from '@/components/Onboarding/VideoCard';
import styles from './index.module.css';

type Props = {
  pageKey: string;
  index: number;
  task: PageTask;
  /** What each task of the page requires; this task's is `requirements[index]`. */
  requirements: readonly TaskRequirements[];
  quiz?: QuizData;
  email: string;
  studentId: string;
  serviceName: string;
};

export default function TaskCard({ pageKey, index, task, requirements: tasks, quiz, email, studentId, serviceName }: Props) {
  const requirements = tasks[index];
  return (
    <article className={styles.card} aria-labelledby={`${pageKey}-task-${index}`}>
      <header className={styles.header}>
        <h2 id={`${pageKey}-task-${index}`}>{task.title}</h2>
        <TaskStatus pageKey={pageKey} taskIndex={index} tasks={tasks} />
      </header>
      <div className={styles.description}>
        <MdxTree tree={task.description} components={mdxComponents({ pageKey, serviceName })} />
      </div>
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
          <FileUpload pageKey={pageKey} tasks={tasks} taskIndex={index} email={email} studentId={studentId} />
        </section>
      )}
    </article>
  );
}
