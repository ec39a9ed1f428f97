import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ArcticFetchError, OAuth2RequestError, type OAuth2Tokens } from 'arctic';
import { DataSource } from 'typeorm';
import type { IntegrationCallbackQuery } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { ForbiddenAddressError } from '../../common/outbound-address';
import type { CallbackOutcome } from './callback-page';
import { IntegrationConnectionEntity } from './entities/integration-connection.entity';
import type { IntegrationStateEntity } from './entities/integration-state.entity';
import { IntegrationStateService, type StateOwner } from './integration-state.service';
import { OAuthClientsService } from './oauth-clients.service';

export interface CompleteAuthorizationInput {
  owner: StateOwner;
  query: IntegrationCallbackQuery;
}

/** Why an exchange failed, for the log: the provider's error code or the kind of failure, never a token. */
function failureReason(error: unknown): string {
  if (error instanceof OAuth2RequestError) return `provider error ${error.code}`;
  if (error instanceof ArcticFetchError) return 'token endpoint unreachable';
  if (error instanceof ForbiddenAddressError) return error.message;
  return error instanceof Error ? error.constructor.name : 'unknown';
}

/**
 * The provider's redirect: the state is checked and used up first (whatever came back, so it cannot be
 * replayed), then the code is exchanged with the PKCE verifier, and only tokens make a connection.
 */
@Injectable()
export class CompleteAuthorizationUseCase {
  private readonly logger = new Logger(CompleteAuthorizationUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly states: IntegrationStateService,
    private readonly clients: OAuthClientsService,
    private readonly clock: Clock,
  ) {}

  async execute({ owner, query }: CompleteAuthorizationInput): Promise<CallbackOutcome> {
    const issued = query.state ? await this.states.consume(this.dataSource.manager, query.state, owner) : null;
    if (!issued) return { kind: 'invalid_state' };
    const { service } = issued;
    if (query.error || !query.code) return { kind: 'denied', service };
    let tokens: OAuth2Tokens;
    try {
      const { client, tokenUrl } = this.clients.resolve(service);
      await this.clients.assertPublicTokenEndpoint(tokenUrl);
      tokens = await client.validateAuthorizationCode(tokenUrl, query.code, issued.codeVerifier);
      // The library reads fields lazily: a body without access_token fails here, not later.
      tokens.accessToken();
    } catch (error) {
      this.logger.warn({ event: 'integration.token_exchange_failed', service, reason: failureReason(error) });
      return { kind: 'exchange_failed', service };
    }
    await this.store(issued, tokens);
    return { kind: 'connected', service };
  }

  private async store(issued: IntegrationStateEntity, tokens: OAuth2Tokens): Promise<void> {
    const expiresIn = (tokens.data as { expires_in?: unknown }).expires_in;
    await this.dataSource.getRepository(IntegrationConnectionEntity).upsert(
      {
        userId: issued.userId,
        service: issued.service,
        type: issued.type,
        status: 'connected',
        accessToken: tokens.accessToken(),
        refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
        tokenExpiresAt: typeof expiresIn === 'number' ? new Date(this.clock.now().getTime() + expiresIn * 1000) : null,
      },
      { conflictPaths: ['userId', 'service'] },
    );
  }
}
