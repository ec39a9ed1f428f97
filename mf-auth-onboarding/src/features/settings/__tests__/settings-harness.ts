import { ALL_INTEGRATION_SERVICES } from '@anchor/contracts';
import { installFakeFetch, type FakeRoute } from '@anchor/app-runtime/testing';
import { aFreeSubscription, aUser, someProfileSettings } from '../../../testing/fixtures';

const allAllowed = { allowVideoApps: true, allowVoiceApps: true, allowMessageApps: true, noticeMoodsInChat: true };

/** What the panel reads on open, answered, plus the routes a test needs. */
export function installSettingsServer(routes: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    'GET /api/session': {
      status: 200,
      body: { user: aUser({ email: 'river@example.test', onboardingCompleted: true }) },
    },
    'GET /api/settings': { status: 200, body: allAllowed },
    'GET /api/reminders': { status: 200, body: { items: [], timeZone: 'UTC' } },
    'GET /api/integrations': { status: 200, body: { connections: [], configured: [...ALL_INTEGRATION_SERVICES] } },
    'GET /api/subscription': { status: 200, body: aFreeSubscription() },
    'GET /api/user/profile-settings': { status: 200, body: someProfileSettings() },
    'GET /api/medications': { status: 200, body: { items: [] } },
    'GET /api/user/provider': { status: 404, body: { statusCode: 404, message: 'No healthcare provider is set up' } },
    'GET /api/user/preferences': { status: 200, body: { healthcareProviderSharing: false } },
    ...routes,
  });
}
