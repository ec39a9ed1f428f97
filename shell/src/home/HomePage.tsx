import { RemoteSlot } from '@anchor/app-runtime';
import {
  CHECKOUT_RESULT_PARAM,
  RemoteModule,
  SETTINGS_HASH,
  type SettingsCardKey,
  type SettingsPanelProps,
} from '@anchor/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HomeTab, type HomeTabName } from '../copy';
import { readHomeLink } from './home-link';
import { HomeTabs, type MindfulnessLink } from './HomeTabs';
import { HomeToolbar } from './HomeToolbar';

const StyledSection = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The longest the tabs wait for the banner: a banner remote that is slow (or an older build that never says
 * it is settled) must not keep people from the tabs, even if the banner then moves them down.
 */
export const BANNER_WAIT_MS = 8_000;

/**
 * Whether the banner above the tabs is in place: shown, decided hidden, or failed to load. Until then the tabs
 * are mounted (their remotes load meanwhile) but not displayed, so the banner never pushes them down (CLS).
 */
function useBannerSettled() {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => {
    const timer = setTimeout(settle, BANNER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  return { settled, settle };
}

/** The settings panel's open state; '/#settings' (where a service's connection page returns) and a checkout return open it. */
function useSettingsPanel(hash: string) {
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).has(CHECKOUT_RESULT_PARAM));
  useEffect(() => {
    if (hash === SETTINGS_HASH) setOpen(true);
  }, [hash]);
  // The card an insight's Take Action asked for; the toolbar opens the panel at the top.
  const [focus, setFocus] = useState<SettingsPanelProps>({});
  const toggle = useCallback(() => {
    setFocus({});
    setOpen((isOpen) => !isOpen);
  }, []);
  const show = useCallback((card?: SettingsCardKey) => {
    setFocus((current) => ({ focusCard: card, focusRequest: (current.focusRequest ?? 0) + 1 }));
    setOpen(true);
  }, []);
  return { open, focus, toggle, show };
}

/** Home (/): settings toggle, assessment banner and the five feature tabs. */
export function HomePage() {
  // The active tab lives in component state, not the URL (as in the original product); a link such as
  // '/?tab=mindfulness&exercise=breathing' opens a tab (and an exercise) and then leaves the URL.
  const [activeTab, setActiveTab] = useState<HomeTabName>(HomeTab.assistant);
  const [mindfulnessLink, setMindfulnessLink] = useState<MindfulnessLink>({ exercise: null, seq: 0 });
  const settingsPanelId = useId();
  const showAssessmentTab = useCallback(() => setActiveTab(HomeTab.assessment), []);
  const banner = useBannerSettled();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = useSettingsPanel(location.hash);

  useEffect(() => {
    const link = readHomeLink(location.search);
    if (!link) return;
    setActiveTab(link.tab);
    setMindfulnessLink((current) => ({ exercise: link.exercise, seq: current.seq + 1 }));
    void navigate({ pathname: location.pathname, search: link.rest, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  /** Choosing a tab by hand forgets the exercise a link asked for. */
  const chooseTab = useCallback((tab: HomeTabName) => {
    setActiveTab(tab);
    setMindfulnessLink((current) => (current.exercise ? { exercise: null, seq: current.seq + 1 } : current));
  }, []);

  return (
    <>
      <HomeToolbar settingsOpen={settings.open} settingsPanelId={settingsPanelId} onToggleSettings={settings.toggle} />
      {settings.open ? (
        <StyledSection id={settingsPanelId}>
          <RemoteSlot module={RemoteModule.settingsPanel} loading="card" props={settings.focus} />
        </StyledSection>
      ) : null}
      <StyledSection>
        <RemoteSlot
          module={RemoteModule.assessmentBanner}
          loading="card"
          onError={banner.settle}
          props={{ onTakeAssessment: showAssessmentTab, onSettled: banner.settle }}
        />
      </StyledSection>
      <div hidden={!banner.settled}>
        <HomeTabs
          active={activeTab}
          onActiveChange={chooseTab}
          onOpenSettings={settings.show}
          mindfulnessLink={mindfulnessLink}
        />
      </div>
    </>
  );
}
