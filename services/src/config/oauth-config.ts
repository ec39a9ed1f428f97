import { ALL_INTEGRATION_SERVICES, type IntegrationServiceId } from '@anchor/contracts';

/** What the environment says about one OAuth client; unset endpoints fall back to the provider's own. */
export interface OAuthClientSettings {
  clientId: string | null;
  /** Sent with HTTP Basic authentication to the token endpoint; none: a public client (PKCE only). */
  clientSecret: string | null;
  authorizeUrl: string | null;
  tokenUrl: string | null;
  scope: string | null;
}

type Env = Record<string, string | undefined>;

/** OAUTH_<SERVICE>_CLIENT_ID / _CLIENT_SECRET / _AUTHORIZE_URL / _TOKEN_URL / _SCOPE (apple-watch -> APPLE_WATCH). */
export function oauthClientsFromEnv(env: Env): {
  clients: Record<IntegrationServiceId, OAuthClientSettings>;
  problems: string[];
} {
  const problems: string[] = [];
  const url = (name: string): string | null => {
    const value = env[name]?.trim() || null;
    if (value && !isHttpUrl(value)) problems.push(`${name} must be an http(s) URL`);
    return value;
  };
  const entries = ALL_INTEGRATION_SERVICES.map((service) => {
    const prefix = `OAUTH_${service.toUpperCase().replace(/-/g, '_')}_`;
    const settings: OAuthClientSettings = {
      clientId: env[`${prefix}CLIENT_ID`]?.trim() || null,
      clientSecret: env[`${prefix}CLIENT_SECRET`]?.trim() || null,
      authorizeUrl: url(`${prefix}AUTHORIZE_URL`),
      tokenUrl: url(`${prefix}TOKEN_URL`),
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
