import type { Metadata } from 'next';
import LoginForm from '@/components/Login/LoginForm';
import { loadSite } from '@/lib/content/site';
import { publicPageMetadata } from '@/lib/preview/linkPreview';

export function generateMetadata(): Metadata {
  const site = loadSite();
  return publicPageMetadata(site, { title: 'Member sign-in', description: `Sign in to the members area of ${site.organization.name}.` });
}

export default function LoginPage() {
  const site = loadSite();
  return (
    <LoginForm
      exampleName={site.login.exampleName}
      universityShortName={site.university.shortName}
      studentId={site.university.studentId}
      passwordHint={site.login.passwordHint}
    />
  );
}
