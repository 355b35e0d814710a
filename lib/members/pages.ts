/**
 * Every members' page, in one list: the guard's routes (lib/auth/redirect.ts), the sealed files the
 * build writes (lib/seal/names.ts, app/sealed/build.ts), the pages a Member Home button may open
 * (lib/content/memberHome.ts) and the pages the e2e specs visit are all read from here.
 *
 * Routes and names only, and no imports: lib/auth/redirect.ts is in every page's script. The titles
 * are in ./metadata.ts (route files only), the payload builders in app/sealed/build.ts (build only).
 */

type MembersPage = {
  /** The page's address, and its folder under app/(members)/. */
  route: `/${string}`;
  /**
   * The sealed file it opens, `/sealed/{sealed}.bin`, made by the builder of that name in
   * app/sealed/build.ts. Pages may share one: /review counts against /progress's outline. Null for
   * /onboarding, whose pages are one per submodule, each with its own file (`moduleSealedName`).
   */
  sealed: string | null;
  /** Whether a Member Home button (content/member-home.yaml) may open it. */
  memberHome: boolean;
};

// The order is the one officers read in content:check's 'expected one of …' for a Member Home route.
export const membersPages = [
  { route: '/member', sealed: 'member', memberHome: false },
  { route: '/general-info', sealed: 'general-info', memberHome: true },
  { route: '/programs', sealed: 'programs', memberHome: true },
  { route: '/progress', sealed: 'progress', memberHome: false },
  { route: '/review', sealed: 'progress', memberHome: false },
  { route: '/competition-info', sealed: 'competition-info', memberHome: true },
  { route: '/ask-questions', sealed: 'ask-questions', memberHome: true },
  { route: '/onboarding', sealed: null, memberHome: false },
] as const satisfies readonly MembersPage[];

type Entry = (typeof membersPages)[number];

export type MembersRoute = Entry['route'];

/** A route that is one page: every one but /onboarding, whose pages are one per submodule. */
export type SinglePageRoute = Extract<Entry, { sealed: string }>['route'];

/** The sealed files the members' pages open (the build adds the outline, the search and the submodules'). */
export type PageSealedName = NonNullable<Entry['sealed']>;

export type MemberHomeRoute = Extract<Entry, { memberHome: true }>['route'];
