import { Inject, Injectable } from '@nestjs/common';
import { OAuth2Client } from 'arctic';
import {
  ALL_INTEGRATION_SERVICES,
  AccountApiPath,
  AccountErrorCode,
  integrationClientIdVariable,
  type IntegrationServiceId,
} from '@anchor/contracts';
import { ForbiddenAddressError, outboundUrlProblem } from '../../common/outbound-address';
import { type AppConfig, APP_CONFIG } from '../../config';
import { integrationFailure } from './integration-failure';
import { OAUTH_PROVIDER_DEFAULTS } from './oauth-providers';

/** Everything needed to send a person to a provider and exchange the code that comes back. */
export interface ResolvedOAuthClient {
  client: OAuth2Client;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
  /** TikTok's name for client_id on the authorization URL. */
  clientIdParam: string | null;
}

interface Endpoints {
  clientId: string | null;
  clientSecret: string | null;
  authorizeUrl: string | null;
  tokenUrl: string | null;
  scope: string;
}

/**
 * The OAuth 2.0 clients this server has, from configuration over the providers' own endpoints. A service
 * is set up when it has a client id, an authorization endpoint and a token endpoint.
 */
@Injectable()
export class OAuthClientsService {
  private readonly redirectUri: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.redirectUri = `${config.publicUrl}${AccountApiPath.integrationsCallback}`;
  }

  configured(): IntegrationServiceId[] {
    return ALL_INTEGRATION_SERVICES.filter((service) => {
      const endpoints = this.endpointsOf(service);
      return Boolean(endpoints.clientId && endpoints.authorizeUrl && endpoints.tokenUrl);
    });
  }

  /** The service's client, or a 400 naming the setting that is missing. */
  resolve(service: IntegrationServiceId): ResolvedOAuthClient {
    const { clientId, clientSecret, authorizeUrl, tokenUrl, scope } = this.endpointsOf(service);
    if (!clientId || !authorizeUrl || !tokenUrl) {
      const missing = !clientId ? 'CLIENT_ID' : !authorizeUrl ? 'AUTHORIZE_URL' : 'TOKEN_URL';
      const setting = integrationClientIdVariable(service).replace(/CLIENT_ID$/, missing);
      throw integrationFailure(
        `${service} is not configured: set ${setting}`,
        'service',
        AccountErrorCode.integrationNotConfigured,
      );
    }
    return {
      client: new OAuth2Client(clientId, clientSecret, this.redirectUri),
      authorizeUrl,
      tokenUrl,
      scopes: scope.split(/\s+/).filter(Boolean),
      clientIdParam: OAUTH_PROVIDER_DEFAULTS[service].clientIdParam ?? null,
    };
  }

  /** Throws before the code is sent when the token endpoint is on a loopback, private or link-local address. */
  async assertPublicTokenEndpoint(tokenUrl: string): Promise<void> {
    const problem = await outboundUrlProblem(tokenUrl, this.config.outboundStandInOrigins);
    if (problem) throw new ForbiddenAddressError(`token endpoint refused: ${problem}`);
  }

  private endpointsOf(service: IntegrationServiceId): Endpoints {
    const settings = this.config.oauthClients[service];
    const defaults = OAUTH_PROVIDER_DEFAULTS[service];
    return {
      clientId: settings?.clientId ?? null,
      clientSecret: settings?.clientSecret ?? null,
      authorizeUrl: settings?.authorizeUrl ?? defaults.authorizeUrl,
      tokenUrl: settings?.tokenUrl ?? defaults.tokenUrl,
      scope: settings?.scope ?? defaults.scope,
    };
  }
}
