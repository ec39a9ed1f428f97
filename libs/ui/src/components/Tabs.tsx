import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

const useTabsContext = (component: string) => {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`);
  return context;
};

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface TabsProps {
  /** The active tab; controlled so the owner decides where it lives (state, URL...). */
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

export function Tabs({ value, onValueChange, children }: TabsProps) {
  const baseId = useId();
  return <TabsContext.Provider value={{ baseId, value, onValueChange }}>{children}</TabsContext.Provider>;
}

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export interface TabListProps {
  /** Accessible name of the tab list. */
  label: string;
  children: ReactNode;
}

const NAVIGATION_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/** Arrow keys move between tabs and activate them (automatic activation, WAI-ARIA tabs pattern). */
export function TabList({ label, children }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.includes(event.key)) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1 || tabs.length === 0) return;
    event.preventDefault();
    const last = tabs.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (current + 1) % tabs.length
            : (current - 1 + tabs.length) % tabs.length;
    tabs[next].focus();
    tabs[next].click();
  };
  return (
    <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </StyledTabList>
  );
}

const StyledTab = styled.button<{ $active: boolean }>`
  flex: 1 1 auto;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: ${({ theme }) => theme.borderWidth} solid
    ${({ theme, $active }) => ($active ? theme.colors.border : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme, $active }) => ($active ? theme.fontWeights.bold : theme.fontWeights.medium)};
  cursor: pointer;
`;

export interface TabProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
}

export function Tab({ value, children, disabled }: TabProps) {
  const { baseId, value: activeValue, onValueChange } = useTabsContext('Tab');
  const active = value === activeValue;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      $active={active}
      onClick={() => onValueChange(value)}
    >
      {children}
    </StyledTab>
  );
}

const StyledTabPanel = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

/** Renders its children only while active, so an inactive tab's content is never mounted. */
export function TabPanel({ value, children }: TabPanelProps) {
  const { baseId, value: activeValue } = useTabsContext('TabPanel');
  if (value !== activeValue) return null;
  return (
    <StyledTabPanel role="tabpanel" id={panelId(baseId, value)} aria-labelledby={tabId(baseId, value)} tabIndex={0}>
      {children}
    </StyledTabPanel>
  );
}
