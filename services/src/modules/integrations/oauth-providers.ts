import type { IntegrationServiceId } from '@anchor/contracts';

export interface OAuthProviderDefaults {
  /** null: the service has no public web OAuth endpoint; OAUTH_<SERVICE>_AUTHORIZE_URL must name one. */
  authorizeUrl: string | null;
  scope: string;
  /** TikTok calls the client id `client_key`. */
  clientIdParam?: string;
}

/**
 * The providers' own OAuth 2.0 authorization endpoints and read-only scopes. Apple Watch,
 * Samsung Galaxy (health data stays on the phone), FaceTime, WhatsApp and Skype offer no
 * third-party web authorization, so they work only with a configured endpoint (e.g. a broker).
 */
export const OAUTH_PROVIDER_DEFAULTS: Record<IntegrationServiceId, OAuthProviderDefaults> = {
  'apple-watch': { authorizeUrl: null, scope: 'healthkit.read' },
  fitbit: { authorizeUrl: 'https://www.fitbit.com/oauth2/authorize', scope: 'activity heartrate sleep' },
  garmin: { authorizeUrl: 'https://connect.garmin.com/oauth2Confirm', scope: 'HEALTH_EXPORT' },
  'samsung-galaxy': { authorizeUrl: null, scope: 'health.read' },
  'oura-ring': { authorizeUrl: 'https://cloud.ouraring.com/oauth/authorize', scope: 'daily heartrate personal' },
  whoop: {
    authorizeUrl: 'https://api.prod.whoop.com/oauth/oauth2/auth',
    scope: 'read:recovery read:sleep read:workout',
  },
  facetime: { authorizeUrl: null, scope: 'calls.read' },
  zoom: { authorizeUrl: 'https://zoom.us/oauth/authorize', scope: 'meeting:read' },
  teams: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    scope: 'offline_access User.Read OnlineMeetings.Read',
  },
  meet: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'https://www.googleapis.com/auth/meetings.space.readonly',
  },
  whatsapp: { authorizeUrl: null, scope: 'messages.read' },
  skype: { authorizeUrl: null, scope: 'calls.read' },
  instagram: { authorizeUrl: 'https://www.instagram.com/oauth/authorize', scope: 'instagram_business_basic' },
  twitter: { authorizeUrl: 'https://x.com/i/oauth2/authorize', scope: 'tweet.read users.read offline.access' },
  facebook: { authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'public_profile' },
  linkedin: { authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization', scope: 'openid profile' },
  tiktok: {
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    scope: 'user.info.basic',
    clientIdParam: 'client_key',
  },
  slack: { authorizeUrl: 'https://slack.com/oauth/v2/authorize', scope: 'users:read' },
  snapchat: {
    authorizeUrl: 'https://accounts.snapchat.com/accounts/oauth2/auth',
    scope: 'https://auth.snapchat.com/oauth2/api/user.display_name',
  },
};
