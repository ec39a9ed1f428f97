import { Module } from '@nestjs/common';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { UsersCoreModule } from '../users/users-core.module';
import { FollowAssessmentRevisionUseCase } from './follow-assessment-revision.use-case';
import { ProviderAccessService } from './provider-access.service';
import { ProviderAssignmentController } from './provider-assignment.controller';
import { ProviderAssignmentsService } from './provider-assignments.service';
import { ProviderEventsService } from './provider-events.service';
import { ProviderRequestsService } from './provider-requests.service';
import { ProviderSharingController } from './provider-sharing.controller';
import { ProviderSharingService } from './provider-sharing.service';
import { SharingSignatureService } from './sharing-signature.service';
import { UserPreferencesController } from './user-preferences.controller';
import { UserPreferencesService } from './user-preferences.service';

@Module({
  imports: [AssessmentsCoreModule, UsersCoreModule],
  controllers: [ProviderSharingController, ProviderAssignmentController, UserPreferencesController],
  providers: [
    ProviderSharingService,
    ProviderAssignmentsService,
    ProviderRequestsService,
    SharingSignatureService,
    ProviderAccessService,
    FollowAssessmentRevisionUseCase,
    ProviderEventsService,
    UserPreferencesService,
  ],
  exports: [
    SharingSignatureService,
    ProviderAccessService,
    ProviderAssignmentsService,
    ProviderRequestsService,
    ProviderEventsService,
  ],
})
export class ProvidersModule {}
