import type { Metadata } from 'next';
import Programs from '@/components/Members/Programs';
import { blocksOfTeam } from '@/lib/content/blocks';
import { blockProgressData } from '@/lib/content/onboarding';

export const metadata: Metadata = { title: 'Programs', robots: { index: false } };

export default function ProgramsPage() {
  const pick = (team: 'Software' | 'Hardware') => blocksOfTeam(team).map(({ id, label }) => ({ id, label, submodules: blockProgressData(id) }));
  return <Programs blocks={{ Software: pick('Software'), Hardware: pick('Hardware') }} />;
}
