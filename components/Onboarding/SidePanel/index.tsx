'use client';
/**
 * The curriculum navigation of a module page: the collapsible block list, one open 'Module N' group at a
 * time (the current one first), submodule links with aria-current and completion checks. On narrow
 * screens it is a drawer behind a toggle. An unknown block gets an empty panel.
 */
import Link from '@/components/ui/IntentLink';
import { useRef, useState } from 'react';
import { FiCheckCircle, FiChevronDown, FiMenu, FiX } from 'react-icons/fi';
import type { BlockNav, BlockSummary } from '@/lib/content/navigation';
import { isSubmoduleComplete } from '@/lib/onboarding/completion';
import { blockName, submoduleNumber } from '@/lib/onboarding/names';
import { useAllProgress, useProgressReady } from '@/lib/store/progress';
import { focusHeadingOnArrival } from '@/lib/ui/headingFocus';
import CurriculumSearch from '@/components/Search/CurriculumSearch';
import ResetProgress from '@/components/Onboarding/ResetProgress';
import styles from './index.module.css';
import { useDrawer } from './useDrawer';

type Props = {
  blocks: BlockSummary[];
  nav: BlockNav | null;
  currentKey?: string;
  /** False where the nav carries no task data (the 404 page): no completion checks then. */
  showCompletion?: boolean;
};

export default function SidePanel({ blocks, nav, currentKey, showCompletion = true }: Props) {
  const hydrated = useProgressReady();
  const progress = useAllProgress();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const drawer = useDrawer({ toggle: toggleRef, close: closeRef, panel: panelRef, backdrop: backdropRef });
  const drawerOpen = drawer.open;
  const [blocksOpen, setBlocksOpen] = useState(false);
  const [openModule, setOpenModule] = useState<number | null>(
    () => nav?.groups.find((g) => g.items.some((i) => i.key === currentKey))?.module ?? null,
  );

  return (
    <div className={styles.wrapper}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={drawerOpen}
        aria-controls="onboarding-panel"
        onClick={drawerOpen ? drawer.close : drawer.show}
      >
        <FiMenu aria-hidden /> {drawerOpen ? 'Hide onboarding menu' : 'Show onboarding menu'}
      </button>
      {/* A tap outside the drawer closes it; keyboard users have Escape and the close button. */}
      {drawerOpen && (
        <div ref={backdropRef} className={styles.backdrop} aria-hidden onClick={drawer.close} data-testid="onboarding-backdrop" />
      )}
      {/* Choosing a page (a link's click bubbling here) closes the drawer without pulling focus back
          to the toggle: the new page's heading takes it. */}
      <nav
        ref={panelRef}
        id="onboarding-panel"
        aria-label="Onboarding"
        className={`${styles.panel} ${drawerOpen ? styles.open : ''}`}
        onClick={(e) => {
          const link = (e.target as Element).closest('a[href]');
          if (!link) return;
          if (link.getAttribute('aria-current') !== 'page') focusHeadingOnArrival();
          drawer.dismiss();
        }}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={drawer.close}>
          <FiX aria-hidden /> Close menu
        </button>
        <CurriculumSearch />
        {nav && (
          <>
            <button
              type="button"
              className={styles.blockButton}
              aria-expanded={blocksOpen}
              aria-controls="onboarding-blocks"
              onClick={() => setBlocksOpen((o) => !o)}
            >
              <span>{`Onboarding ${nav.title}`}</span>
              <FiChevronDown aria-hidden className={blocksOpen ? styles.flip : ''} />
            </button>
            {blocksOpen && (
              <ul id="onboarding-blocks" className={styles.blocks}>
                {blocks.map((b) => (
                  <li key={b.id}>
                    <Link
                      href={b.href}
                      className={b.id === nav.id ? styles.currentBlock : styles.blockLink}
                      aria-current={b.id === nav.id ? 'true' : undefined}
                    >
                      {blockName(b)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <ul className={styles.groups}>
              {nav.groups.map((g) => {
                const open = openModule === g.module;
                const listId = `onboarding-module-${g.module}`;
                return (
                  <li key={g.module}>
                    <button
                      type="button"
                      className={styles.groupButton}
                      aria-expanded={open}
                      aria-controls={listId}
                      onClick={() => setOpenModule(open ? null : g.module)}
                    >
                      <span>{`Module ${g.module}`}</span>
                      <FiChevronDown aria-hidden className={open ? styles.flip : ''} />
                    </button>
                    {open && (
                      <ul id={listId} className={styles.items}>
                        {g.items.map((item) => {
                          const active = item.key === currentKey;
                          const done = showCompletion && hydrated && isSubmoduleComplete(item.tasks, progress[item.pageKey]);
                          return (
                            <li key={item.key}>
                              <Link
                                href={item.href}
                                className={active ? styles.active : styles.item}
                                aria-current={active ? 'page' : undefined}
                              >
                                <span>{`${submoduleNumber(item.key)} ${item.title}`}</span>
                                {done && (
                                  <span className={styles.check} data-testid="submodule-complete">
                                    <FiCheckCircle aria-hidden />
                                    <span className="visually-hidden">(complete)</span>
                                  </span>
                                )}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            <ResetProgress />
          </>
        )}
      </nav>
    </div>
  );
}
