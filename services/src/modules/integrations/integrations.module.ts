import { Module } from '@nestjs/common';
import { IntegrationStateService } from './integration-state.service';
import { IntegrationsController } from './integrations.controller';
import { IntegrationsService } from './integrations.service';

@Module({
  controllers: [IntegrationsController],
  providers: [IntegrationsService, IntegrationStateService],
})
export class IntegrationsModule {}
