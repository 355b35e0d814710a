import type { Metadata } from 'next';
import LoginForm from '@/components/Login/LoginForm';
import { loadSite } from '@/lib/content/site';

export function generateMetadata(): Metadata {
  return { title: 'Member sign-in', description: `Sign in to the members area of ${loadSite().organization.name}.` };
}

export default function LoginPage() {
  const site = loadSite();
  return (
    <LoginForm
      exampleName={site.login.exampleName}
      universityShortName={site.university.shortName}
      passwordHint={site.login.passwordHint}
    />
  );
}
