import type { MindfulnessViewKey } from './mindfulness';
import type { MoodSource } from './mood';

/**
 * The feature apps the shell loads at run time. `name` is the Module Federation container name,
 * `project` the folder and deploy path, `envVar` the setting that points the shell at a build.
 */
export const RemoteApps = [
  { name: 'mf_auth_onboarding', project: 'mf-auth-onboarding', envVar: 'REMOTE_MF_AUTH_ONBOARDING_URL' },
  { name: 'mf_assessment', project: 'mf-assessment', envVar: 'REMOTE_MF_ASSESSMENT_URL' },
  { name: 'mf_assistant', project: 'mf-assistant', envVar: 'REMOTE_MF_ASSISTANT_URL' },
  { name: 'mf_mindfulness', project: 'mf-mindfulness', envVar: 'REMOTE_MF_MINDFULNESS_URL' },
  { name: 'mf_insights_resources', project: 'mf-insights-resources', envVar: 'REMOTE_MF_INSIGHTS_RESOURCES_URL' },
  { name: 'mf_provider', project: 'mf-provider', envVar: 'REMOTE_MF_PROVIDER_URL' },
] as const;

export type RemoteName = (typeof RemoteApps)[number]['name'];

/** `/remotes.json`: remote container name to the URL of its `mf-manifest.json`. */
export type RemotesManifest = Record<RemoteName, string>;

/** Where a remote is served by default by the product's own server. */
export const defaultRemoteManifestPath = (project: string) => `/remotes/${project}/mf-manifest.json`;

/** Modules each remote exposes (and nothing else). */
export const RemoteModule = {
  authPage: 'mf_auth_onboarding/AuthPage',
  settingsPanel: 'mf_auth_onboarding/SettingsPanel',
  termsPage: 'mf_auth_onboarding/TermsPage',
  cancelPage: 'mf_auth_onboarding/CancelPage',
  testLoginPage: 'mf_auth_onboarding/TestLoginPage',
  myClinicianPage: 'mf_auth_onboarding/MyClinicianPage',
  assessmentTab: 'mf_assessment/AssessmentTab',
  assessmentPage: 'mf_assessment/AssessmentPage',
  assessmentBanner: 'mf_assessment/AssessmentBanner',
  assistantTab: 'mf_assistant/AssistantTab',
  mindfulnessTab: 'mf_mindfulness/MindfulnessTab',
  insightsTab: 'mf_insights_resources/InsightsTab',
  resourcesTab: 'mf_insights_resources/ResourcesTab',
  moodCheckIn: 'mf_insights_resources/MoodCheckIn',
  providerPortal: 'mf_provider/ProviderPortal',
} as const;
export type RemoteModuleId = (typeof RemoteModule)[keyof typeof RemoteModule];

/** Props the shell passes across the federation boundary; each exposed module's default export takes these. */
export interface AssessmentBannerProps {
  onTakeAssessment: () => void;
  /**
   * Called once the banner knows whether it shows (its status answered, failed, or an assessment was just
   * completed): the shell holds the tabs back until then, so a banner arriving late never pushes them down.
   */
  onSettled?: () => void;
}

export interface AssessmentTabProps {
  onComplete?: () => void;
  /** 'registration': the same assessment inside onboarding (its own title, no "complete" panel). */
  variant?: 'monthly' | 'registration';
}

export interface MoodCheckInProps {
  /** 'reminder' when opened from a daily mood-check notification; recorded with the entry. */
  source?: MoodSource;
  /** Called once the check-in is saved (the shell closes its dialog). */
  onDone?: () => void;
}

/** A settings card the panel can be opened at: 'reminders' is the Push Notifications card with the reminder times. */
export type SettingsCardKey = 'reminders';

export interface SettingsPanelProps {
  /** Scrolls this card into view and moves focus to it when the panel mounts and whenever `focusRequest` changes. */
  focusCard?: SettingsCardKey;
  /** A new number for every request, so asking for the same card again focuses it again. */
  focusRequest?: number;
}

/** Where the Insights tab's Take Action buttons lead outside the remote (the shell owns tabs and settings). */
export interface InsightsTabProps {
  onOpenAssessment?: () => void;
  /** Opens the Mindfulness tab at this view (the key a `?tab=mindfulness&exercise=<key>` link carries). */
  onOpenMindfulness?: (exercise: MindfulnessViewKey) => void;
  /** Opens the settings panel, at one card when named. */
  onOpenSettings?: (card?: SettingsCardKey) => void;
}

export interface MindfulnessTabProps {
  /**
   * A view to open, from a deep link (`?tab=mindfulness&exercise=<key>`): one of `MINDFULNESS_VIEW_KEYS`
   * ('meditation', 'breathing', 'cbt', 'emdr', 'journal', or an exercise such as 'cbt_thought_challenging').
   * The tab opens it on mount and whenever the value changes; an unknown key shows the category picker.
   */
  exercise?: string;
}

type NoProps = Record<string, never>;

/** Exposed modules that take props; every other exposed module takes none. */
interface PropsOfModule {
  [RemoteModule.assessmentBanner]: AssessmentBannerProps;
  [RemoteModule.assessmentTab]: AssessmentTabProps;
  [RemoteModule.moodCheckIn]: MoodCheckInProps;
  [RemoteModule.insightsTab]: InsightsTabProps;
  [RemoteModule.mindfulnessTab]: MindfulnessTabProps;
  [RemoteModule.settingsPanel]: SettingsPanelProps;
}

export type RemoteModuleProps<Id extends RemoteModuleId> = Id extends keyof PropsOfModule ? PropsOfModule[Id] : NoProps;
