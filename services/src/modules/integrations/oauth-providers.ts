import type { IntegrationServiceId } from '@anchor/contracts';

export interface OAuthProviderDefaults {
  /** null: the service has no public web OAuth endpoint; OAUTH_<SERVICE>_AUTHORIZE_URL must name one. */
  authorizeUrl: string | null;
  /** Where the authorization code is exchanged for tokens; null as above (OAUTH_<SERVICE>_TOKEN_URL). */
  tokenUrl: string | null;
  scope: string;
  /** TikTok calls the client id `client_key`. */
  clientIdParam?: string;
}

const noWebOAuth = (scope: string): OAuthProviderDefaults => ({ authorizeUrl: null, tokenUrl: null, scope });

/**
 * The providers' own OAuth 2.0 endpoints and read-only scopes. Apple Watch, Samsung Galaxy (health data
 * stays on the phone), FaceTime, WhatsApp and Skype offer no third-party web authorization, so they
 * work only with configured endpoints (e.g. a broker).
 */
export const OAUTH_PROVIDER_DEFAULTS: Record<IntegrationServiceId, OAuthProviderDefaults> = {
  'apple-watch': noWebOAuth('healthkit.read'),
  fitbit: {
    authorizeUrl: 'https://www.fitbit.com/oauth2/authorize',
    tokenUrl: 'https://api.fitbit.com/oauth2/token',
    scope: 'activity heartrate sleep',
  },
  garmin: {
    authorizeUrl: 'https://connect.garmin.com/oauth2Confirm',
    tokenUrl: 'https://diauth.garmin.com/di-oauth2-service/oauth/token',
    scope: 'HEALTH_EXPORT',
  },
  'samsung-galaxy': noWebOAuth('health.read'),
  'oura-ring': {
    authorizeUrl: 'https://cloud.ouraring.com/oauth/authorize',
    tokenUrl: 'https://api.ouraring.com/oauth/token',
    scope: 'daily heartrate personal',
  },
  whoop: {
    authorizeUrl: 'https://api.prod.whoop.com/oauth/oauth2/auth',
    tokenUrl: 'https://api.prod.whoop.com/oauth/oauth2/token',
    scope: 'read:recovery read:sleep read:workout',
  },
  facetime: noWebOAuth('calls.read'),
  zoom: {
    authorizeUrl: 'https://zoom.us/oauth/authorize',
    tokenUrl: 'https://zoom.us/oauth/token',
    scope: 'meeting:read',
  },
  teams: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scope: 'offline_access User.Read OnlineMeetings.Read',
  },
  meet: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scope: 'https://www.googleapis.com/auth/meetings.space.readonly',
  },
  whatsapp: noWebOAuth('messages.read'),
  skype: noWebOAuth('calls.read'),
  instagram: {
    authorizeUrl: 'https://www.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    scope: 'instagram_business_basic',
  },
  twitter: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    scope: 'tweet.read users.read offline.access',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    scope: 'public_profile',
  },
  linkedin: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    scope: 'openid profile',
  },
  tiktok: {
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    scope: 'user.info.basic',
    clientIdParam: 'client_key',
  },
  slack: {
    authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    tokenUrl: 'https://slack.com/api/oauth.v2.access',
    scope: 'users:read',
  },
  snapchat: {
    authorizeUrl: 'https://accounts.snapchat.com/accounts/oauth2/auth',
    tokenUrl: 'https://accounts.snapchat.com/accounts/oauth2/token',
    scope: 'https://auth.snapchat.com/oauth2/api/user.display_name',
  },
};
