import { HttpException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ALL_INTEGRATION_SERVICES,
  AccountApiPath,
  AccountErrorCode,
  integrationClientIdVariable,
  type IntegrationCallbackResponse,
  type IntegrationConnectRequest,
  type IntegrationConnectResponse,
  type IntegrationConnection,
  type IntegrationListResponse,
  type IntegrationServiceId,
} from '@anchor/contracts';
import { errorBody } from '../../common/api-error';
import { type AppConfig, APP_CONFIG } from '../../config';
import { IntegrationConnectionEntity } from './entities/integration-connection.entity';
import { IntegrationStateService } from './integration-state.service';
import { OAUTH_PROVIDER_DEFAULTS } from './oauth-providers';

interface ResolvedClient {
  clientId: string;
  authorizeUrl: string;
  scope: string;
  clientIdParam: string;
}

/** A 400 the client reads as {success: false, message}. */
function failure(message: string, field: string, code: string): HttpException {
  return new HttpException({ ...errorBody(400, message, { field }), code, success: false }, 400);
}

function toConnection(row: IntegrationConnectionEntity): IntegrationConnection {
  return { service: row.service, type: row.type, status: row.status, updatedAt: row.updatedAt.toISOString() };
}

/**
 * OAuth 2.0 authorization-code flow with PKCE up to the provider's redirect. Exchanging the code
 * for tokens needs each provider's client secret and token endpoint, so a verified callback is
 * recorded as pending_token_exchange.
 */
@Injectable()
export class IntegrationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly states: IntegrationStateService,
  ) {}

  async connect(userId: number, request: IntegrationConnectRequest): Promise<IntegrationConnectResponse> {
    const client = this.resolveClient(request.service);
    const { state, codeChallenge } = await this.states.issue(
      this.dataSource.manager,
      userId,
      request.service,
      request.type,
    );
    const url = new URL(client.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set(client.clientIdParam, client.clientId);
    url.searchParams.set('redirect_uri', `${this.config.publicUrl}${AccountApiPath.integrationsCallback}`);
    url.searchParams.set('scope', client.scope);
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return { success: true, authUrl: url.toString() };
  }

  callback(userId: number, code: string, state: string): Promise<IntegrationCallbackResponse> {
    return this.dataSource.transaction(async (manager) => {
      const issued = await this.states.consume(manager, state, userId);
      if (!issued) {
        throw failure('Invalid or expired authorization state', 'state', AccountErrorCode.invalidIntegrationState);
      }
      const repository = manager.getRepository(IntegrationConnectionEntity);
      await repository.upsert(
        {
          userId,
          service: issued.service,
          type: issued.type,
          status: 'pending_token_exchange',
          authorizationCode: code,
        },
        { conflictPaths: ['userId', 'service'] },
      );
      const row = await repository.findOneByOrFail({ userId, service: issued.service });
      return { success: true, connection: toConnection(row) };
    });
  }

  async list(userId: number): Promise<IntegrationListResponse> {
    const rows = await this.dataSource
      .getRepository(IntegrationConnectionEntity)
      .find({ where: { userId }, order: { service: 'ASC' } });
    return { connections: rows.map(toConnection), configured: this.configuredServices() };
  }

  /** A service is set up when it has a client id and an authorization endpoint (its own or configured). */
  private configuredServices(): IntegrationServiceId[] {
    return ALL_INTEGRATION_SERVICES.filter((service) => {
      const settings = this.config.oauthClients[service];
      return Boolean(settings?.clientId && (settings.authorizeUrl ?? OAUTH_PROVIDER_DEFAULTS[service].authorizeUrl));
    });
  }

  private resolveClient(service: IntegrationServiceId): ResolvedClient {
    const settings = this.config.oauthClients[service];
    const defaults = OAUTH_PROVIDER_DEFAULTS[service];
    const variable = integrationClientIdVariable(service);
    if (!settings?.clientId) {
      throw failure(
        `${service} is not configured: set ${variable}`,
        'service',
        AccountErrorCode.integrationNotConfigured,
      );
    }
    const authorizeUrl = settings.authorizeUrl ?? defaults.authorizeUrl;
    if (!authorizeUrl) {
      const urlVariable = variable.replace(/_CLIENT_ID$/, '_AUTHORIZE_URL');
      throw failure(
        `${service} is not configured: set ${urlVariable}`,
        'service',
        AccountErrorCode.integrationNotConfigured,
      );
    }
    return {
      clientId: settings.clientId,
      authorizeUrl,
      scope: settings.scope ?? defaults.scope,
      clientIdParam: defaults.clientIdParam ?? 'client_id',
    };
  }
}
