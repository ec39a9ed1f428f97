// The entry of the server's first-view renderer (first-view/rspack.config.js): the shell's routes with the remote
// modules of the pages' first views compiled in from the remotes' sources of the same build. This project is the
// one place that joins the shell and the remotes by import (eslint.config.mjs, module boundaries).
import { RemoteModule } from '@anchor/contracts';
import AssessmentBanner from '../../mf-assessment/src/exposed/AssessmentBanner';
import AssessmentTab from '../../mf-assessment/src/exposed/AssessmentTab';
import AssistantTab from '../../mf-assistant/src/exposed/AssistantTab';
import AuthPage from '../../mf-auth-onboarding/src/exposed/AuthPage';
import InsightsTab from '../../mf-insights-resources/src/exposed/InsightsTab';
import ResourcesTab from '../../mf-insights-resources/src/exposed/ResourcesTab';
import MindfulnessTab from '../../mf-mindfulness/src/exposed/MindfulnessTab';
import { createFirstViewRenderer } from './render-first-view';

export const renderFirstView = createFirstViewRenderer({
  [RemoteModule.authPage]: AuthPage,
  [RemoteModule.assistantTab]: AssistantTab,
  [RemoteModule.assessmentBanner]: AssessmentBanner,
  // Home's other tabs, which a link opens at once (`/?tab=insights`).
  [RemoteModule.insightsTab]: InsightsTab,
  [RemoteModule.mindfulnessTab]: MindfulnessTab,
  [RemoteModule.resourcesTab]: ResourcesTab,
  [RemoteModule.assessmentTab]: AssessmentTab,
});
