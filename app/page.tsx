import { loadSite } from '@/lib/content/site';

export default function HomePage() {
  const site = loadSite();
  return (
    <main>
      <h1>{site.organization.name}</h1>
      <p>{site.organization.tagline}</p>
    </main>
  );
}
