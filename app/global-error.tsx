'use client';
/** The root layout itself threw: this replaces it, so it brings its own <html> and <body>. */
import ErrorView from '@/components/ui/ErrorView';
import './globals.css';

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorView reset={reset} />
      </body>
    </html>
  );
}
