import NotFoundView from '@/components/Onboarding/NotFoundView';

export const metadata = { title: 'Page not found' };

/**
 * Every unknown address, including unknown onboarding blocks and submodules (see NotFoundView).
 * This tree is embedded in every exported page, so it carries nothing of the members' area: the
 * block navigation of a missing module's page comes from the sealed outline.
 */
export default function NotFound() {
  return <NotFoundView />;
}
