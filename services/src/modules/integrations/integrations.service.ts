import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CodeChallengeMethod } from 'arctic';
import { DataSource } from 'typeorm';
import {
  type IntegrationConnectRequest,
  type IntegrationConnectResponse,
  type IntegrationConnection,
  type IntegrationListResponse,
  type IntegrationServiceId,
  INTEGRATION_SERVICE_NAMES,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { IntegrationConnectionEntity } from './entities/integration-connection.entity';
import { IntegrationStateService, type StateOwner } from './integration-state.service';
import { OAuthClientsService } from './oauth-clients.service';

function toConnection(row: IntegrationConnectionEntity): IntegrationConnection {
  return { service: row.service, type: row.type, status: row.status, updatedAt: row.updatedAt.toISOString() };
}

/**
 * OAuth 2.0 authorization-code flow with PKCE (RFC 7636, S256): the authorization URL, the person's
 * connections, and disconnecting (which deletes the tokens). The callback is CompleteAuthorizationUseCase.
 */
@Injectable()
export class IntegrationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly states: IntegrationStateService,
    private readonly clients: OAuthClientsService,
  ) {}

  async connect(owner: StateOwner, request: IntegrationConnectRequest): Promise<IntegrationConnectResponse> {
    const { client, authorizeUrl, scopes, clientIdParam } = this.clients.resolve(request.service);
    const { state, codeVerifier } = await this.states.issue(
      this.dataSource.manager,
      owner,
      request.service,
      request.type,
    );
    const url = client.createAuthorizationURLWithPKCE(
      authorizeUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      scopes,
    );
    if (clientIdParam) url.searchParams.set(clientIdParam, client.clientId);
    return { success: true, authUrl: url.toString() };
  }

  async list(userId: number): Promise<IntegrationListResponse> {
    const rows = await this.dataSource
      .getRepository(IntegrationConnectionEntity)
      .find({ where: { userId }, order: { service: 'ASC' } });
    return { connections: rows.map(toConnection), configured: this.clients.configured() };
  }

  /** Forgets the connection and its tokens; a 404 when there is none. */
  async disconnect(userId: number, service: IntegrationServiceId): Promise<void> {
    const deleted = await this.dataSource.getRepository(IntegrationConnectionEntity).delete({ userId, service });
    if (!deleted.affected) {
      throw new ApiException(404, `${INTEGRATION_SERVICE_NAMES[service]} is not connected`);
    }
  }
}
