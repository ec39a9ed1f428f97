import { ALL_INTEGRATION_SERVICES, type IntegrationServiceId } from '@anchor/contracts';

/** What the environment says about one OAuth client; unset parts fall back to the provider's defaults. */
export interface OAuthClientSettings {
  clientId: string | null;
  authorizeUrl: string | null;
  scope: string | null;
}

type Env = Record<string, string | undefined>;

/** OAUTH_<SERVICE>_CLIENT_ID / _AUTHORIZE_URL / _SCOPE, for every integration service (apple-watch -> APPLE_WATCH). */
export function oauthClientsFromEnv(env: Env): {
  clients: Record<IntegrationServiceId, OAuthClientSettings>;
  problems: string[];
} {
  const problems: string[] = [];
  const entries = ALL_INTEGRATION_SERVICES.map((service) => {
    const prefix = `OAUTH_${service.toUpperCase().replace(/-/g, '_')}_`;
    const authorizeUrl = env[`${prefix}AUTHORIZE_URL`]?.trim() || null;
    if (authorizeUrl && !isHttpUrl(authorizeUrl)) problems.push(`${prefix}AUTHORIZE_URL must be an http(s) URL`);
    const settings: OAuthClientSettings = {
      clientId: env[`${prefix}CLIENT_ID`]?.trim() || null,
      authorizeUrl,
      scope: env[`${prefix}SCOPE`]?.trim() || null,
    };
    return [service, settings] as const;
  });
  return { clients: Object.fromEntries(entries) as Record<IntegrationServiceId, OAuthClientSettings>, problems };
}

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
