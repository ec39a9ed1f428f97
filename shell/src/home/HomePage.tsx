import { assessmentStatusApi, RemoteSlot } from '@anchor/app-runtime';
import {
  CHECKOUT_RESULT_PARAM,
  RemoteModule,
  SETTINGS_HASH,
  type SettingsCardKey,
  type SettingsPanelProps,
} from '@anchor/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { HomeTabs } from './HomeTabs';
import { HomeToolbar } from './HomeToolbar';
import { useHomeTab } from './use-home-tab';

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
 * Home asks for the status the banner needs as it opens, while the remotes download: the banner then knows at
 * its first render whether it shows, and the tabs appear with it instead of one status request later.
 */
function useBannerSettled() {
  // With the status already in the store (the page's first-view read), the banner decides at its first render: the
  // tabs show with it (and in the server's rendering of the first view, where no effect runs).
  const { isSuccess: statusKnown } = assessmentStatusApi.endpoints.getAssessmentStatus.useQueryState();
  const [settled, setSettled] = useState(statusKnown);
  const settle = useCallback(() => setSettled(true), []);
  const prefetchStatus = assessmentStatusApi.usePrefetch('getAssessmentStatus');
  useEffect(() => prefetchStatus(), [prefetchStatus]);
  useEffect(() => {
    const timer = setTimeout(settle, BANNER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  return { settled, settle };
}

/** The settings panel's open state; '/#settings' (where a service's connection page returns) and a checkout return open it. */
function useSettingsPanel(hash: string, search: string) {
  const [open, setOpen] = useState(() => new URLSearchParams(search).has(CHECKOUT_RESULT_PARAM));
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
  const { activeTab, chooseTab, showAssessmentTab, mindfulnessLink, hash, search } = useHomeTab();
  const settingsPanelId = useId();
  const banner = useBannerSettled();
  const settings = useSettingsPanel(hash, search);

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
