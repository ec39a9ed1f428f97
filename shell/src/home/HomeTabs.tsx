import { RemoteSlot } from '@anchor/app-runtime';
import { homeLink, RemoteModule, type SettingsCardKey } from '@anchor/contracts';
import { Tab, TabList, TabPanel, Tabs } from '@anchor/ui';
import { useNavigate } from 'react-router-dom';
import { HomeTab, ShellCopy, type HomeTabName } from '../copy';
import { SafetyPlanCard } from '../safety-plan/SafetyPlanCard';

const TAB_ORDER: HomeTabName[] = [
  HomeTab.assistant,
  HomeTab.insights,
  HomeTab.mindfulness,
  HomeTab.resources,
  HomeTab.assessment,
];

/** The exercise a link asked the Mindfulness tab to open; `seq` changes with every link so the same one opens again. */
export interface MindfulnessLink {
  exercise: string | null;
  seq: number;
}

export interface HomeTabsProps {
  active: HomeTabName;
  onActiveChange: (tab: HomeTabName) => void;
  onOpenSettings: (card?: SettingsCardKey) => void;
  mindfulnessLink: MindfulnessLink;
}

/** Only the active panel renders, so only its remote is fetched and mounted. */
export function HomeTabs({ active, onActiveChange, onOpenSettings, mindfulnessLink }: HomeTabsProps) {
  const navigate = useNavigate();
  return (
    <Tabs value={active} onValueChange={(value) => onActiveChange(value as HomeTabName)}>
      <TabList label={ShellCopy.mainTabs}>
        {TAB_ORDER.map((tab) => (
          <Tab key={tab} value={tab}>
            {tab}
          </Tab>
        ))}
      </TabList>
      <TabPanel value={HomeTab.assistant}>
        <RemoteSlot module={RemoteModule.assistantTab} loading="card" />
      </TabPanel>
      <TabPanel value={HomeTab.insights}>
        <RemoteSlot
          module={RemoteModule.insightsTab}
          loading="dashboard"
          props={{
            onOpenAssessment: () => onActiveChange(HomeTab.assessment),
            // The same link the assistant's exercise links use: the tab opens at that exercise.
            onOpenMindfulness: (exercise) => void navigate(homeLink('mindfulness', exercise)),
            onOpenSettings,
          }}
        />
      </TabPanel>
      <TabPanel value={HomeTab.mindfulness}>
        <RemoteSlot
          key={mindfulnessLink.seq}
          module={RemoteModule.mindfulnessTab}
          loading="card"
          props={mindfulnessLink.exercise ? { exercise: mindfulnessLink.exercise } : {}}
        />
      </TabPanel>
      <TabPanel value={HomeTab.resources}>
        <RemoteSlot module={RemoteModule.resourcesTab} loading="card" />
        <SafetyPlanCard />
      </TabPanel>
      <TabPanel value={HomeTab.assessment}>
        <RemoteSlot
          module={RemoteModule.assessmentTab}
          loading="card"
          props={{ onComplete: () => onActiveChange(HomeTab.assistant) }}
        />
      </TabPanel>
    </Tabs>
  );
}
