import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HomeTab, type HomeTabName } from '../copy';
import { readHomeLink } from './home-link';
import type { MindfulnessLink } from './HomeTabs';

/**
 * The open tab is kept in the history entry's state (react-router's `location.state`), not in the URL (as in the
 * original product) nor in browser storage: a reload or Back returns people to the tab they were on.
 */
interface HomeHistoryState {
  homeTab?: HomeTabName;
}

const TAB_NAMES: readonly string[] = Object.values(HomeTab);

/** The tab kept in a history entry's state, or null for a fresh visit (or a state this page did not write). */
export function tabOfHistoryState(state: unknown): HomeTabName | null {
  const tab = (state as HomeHistoryState | null)?.homeTab;
  return typeof tab === 'string' && TAB_NAMES.includes(tab) ? (tab as HomeTabName) : null;
}

/**
 * Home's active tab: the Assistant on a fresh visit, the kept tab after a reload, and the tab (and Mindfulness
 * exercise) a link such as '/?tab=mindfulness&exercise=breathing' asks for, after which the URL is left clean.
 */
export function useHomeTab() {
  const location = useLocation();
  const navigate = useNavigate();
  // A link opens its tab at the first render: the Assistant's remote is neither loaded nor mounted on the way.
  const [openedBy] = useState(() => readHomeLink(location.search));
  const [activeTab, setActiveTab] = useState<HomeTabName>(
    () => openedBy?.tab ?? tabOfHistoryState(location.state) ?? HomeTab.assistant,
  );
  const [mindfulnessLink, setMindfulnessLink] = useState<MindfulnessLink>({
    exercise: openedBy?.exercise ?? null,
    seq: 0,
  });
  const openedByRef = useRef(openedBy);
  const { pathname, search, hash, state } = location;

  // Keeps the open tab in the history entry. Not while the URL still holds a link: the link's own navigation
  // writes the clean URL and the linked tab at once. (Locations change in a transition, after an urgent tab change:
  // keeping the tab here then would navigate back to the link's URL.)
  useEffect(() => {
    if (readHomeLink(search) || tabOfHistoryState(state) === activeTab) return;
    const kept: HomeHistoryState = { ...(state as object | null), homeTab: activeTab };
    void navigate({ pathname, search, hash }, { replace: true, state: kept });
  }, [activeTab, state, pathname, search, hash, navigate]);

  useEffect(() => {
    const link = readHomeLink(search);
    if (!link) return;
    // The link the page opened with is already shown: only its URL is cleaned (a remount would load twice).
    if (openedByRef.current) openedByRef.current = null;
    else {
      setActiveTab(link.tab);
      setMindfulnessLink((current) => ({ exercise: link.exercise, seq: current.seq + 1 }));
    }
    const kept: HomeHistoryState = { ...(state as object | null), homeTab: link.tab };
    void navigate({ pathname, search: link.rest, hash }, { replace: true, state: kept });
  }, [search, pathname, hash, state, navigate]);

  /** Choosing a tab by hand forgets the exercise a link asked for. */
  const chooseTab = useCallback((tab: HomeTabName) => {
    setActiveTab(tab);
    setMindfulnessLink((current) => (current.exercise ? { exercise: null, seq: current.seq + 1 } : current));
  }, []);
  const showAssessmentTab = useCallback(() => setActiveTab(HomeTab.assessment), []);

  return { activeTab, chooseTab, showAssessmentTab, mindfulnessLink, hash, search };
}
