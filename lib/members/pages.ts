/**
 * Every members' page, in one list: the guard's routes (lib/auth/redirect.ts), the sealed files the
 * build writes (lib/seal/names.ts, app/sealed/build.ts), the pages a Member Home button may open
 * (lib/content/memberHome.ts), the text pages' content files (lib/content/pages.ts) and route
 * (app/(members)/[page]/) and the pages the e2e specs visit are all read from here.
 *
 * Routes and names only, and no imports: lib/auth/redirect.ts is in every page's script. The views'
 * titles are in ./metadata.ts (route files only), the payload builders in app/sealed/build.ts (build only).
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
  /**
   * 'text': a page written in MDX, content/pages/{sealed}.mdx (its address is /{sealed}, drawn by
   * app/(members)/[page]/, its title the file's); 'view': a page with its own folder, component and payload.
   */
  kind: 'text' | 'view';
};

// The order is the one officers read in content:check's 'expected one of …' for a Member Home route.
export const membersPages = [
  { route: '/member', sealed: 'member', memberHome: false, kind: 'view' },
  { route: '/general-info', sealed: 'general-info', memberHome: true, kind: 'text' },
  { route: '/programs', sealed: 'programs', memberHome: true, kind: 'view' },
  { route: '/progress', sealed: 'progress', memberHome: false, kind: 'view' },
  { route: '/review', sealed: 'progress', memberHome: false, kind: 'view' },
  { route: '/competition-info', sealed: 'competition-info', memberHome: true, kind: 'text' },
  { route: '/ask-questions', sealed: 'ask-questions', memberHome: true, kind: 'view' },
  { route: '/onboarding', sealed: null, memberHome: false, kind: 'view' },
] as const satisfies readonly MembersPage[];

type Entry = (typeof membersPages)[number];

export type MembersRoute = Entry['route'];

/** A route that is one page: every one but /onboarding, whose pages are one per submodule. */
export type SinglePageRoute = Extract<Entry, { sealed: string }>['route'];

/** The sealed files the members' pages open (the build adds the outline, the search and the submodules'). */
export type PageSealedName = NonNullable<Entry['sealed']>;

export type MemberHomeRoute = Extract<Entry, { memberHome: true }>['route'];

/** A text page's name: its content file content/pages/{slug}.mdx, its sealed file and its address /{slug}. */
export type TextPageSlug = Extract<Entry, { kind: 'text' }>['sealed'];

/** The pages with a folder of their own under app/(members)/ (the text pages share [page]/). */
export type ViewRoute = Extract<Entry, { kind: 'view' }>['route'];
