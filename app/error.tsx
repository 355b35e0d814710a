'use client';
/** A client component threw: the bar stays, the page area explains and offers a retry (ErrorView). */
import ErrorView from '@/components/ui/ErrorView';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView reset={reset} />;
}
