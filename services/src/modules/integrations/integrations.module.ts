import { Module } from '@nestjs/common';
import { CompleteAuthorizationUseCase } from './complete-authorization.use-case';
import { IntegrationStateService } from './integration-state.service';
import { IntegrationsController } from './integrations.controller';
import { IntegrationsService } from './integrations.service';
import { OAuthClientsService } from './oauth-clients.service';

@Module({
  controllers: [IntegrationsController],
  providers: [IntegrationsService, IntegrationStateService, OAuthClientsService, CompleteAuthorizationUseCase],
})
export class IntegrationsModule {}
