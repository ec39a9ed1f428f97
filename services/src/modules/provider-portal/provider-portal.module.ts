import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { MindfulnessModule } from '../mindfulness/mindfulness.module';
import { MoodModule } from '../mood/mood.module';
import { SafetyModule } from '../safety/safety.module';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { ProvidersModule } from '../providers/providers.module';
import { RemindersCoreModule } from '../reminders/reminders-core.module';
import { UsersModule } from '../users/users.module';
import { PatientCareThreadController, ProviderCareThreadController } from './care-thread.controller';
import { CareThreadService } from './care-thread.service';
import { CareMessageEntity } from './entities/care-message.entity';
import { PatientInvitationEntity } from './entities/patient-invitation.entity';
import { ProviderAlertAcknowledgementEntity } from './entities/provider-alert-acknowledgement.entity';
import { ProviderAuditEventEntity } from './entities/provider-audit-event.entity';
import { ProviderInviteEntity } from './entities/provider-invite.entity';
import { ProviderSecurityEventEntity } from './entities/provider-security-event.entity';
import { ScheduledAssessmentEntity } from './entities/scheduled-assessment.entity';
import { PatientProviderAccessController } from './patient-provider-access.controller';
import { ProviderAccountsController } from './provider-accounts.controller';
import { ProviderAuditService } from './provider-audit.service';
import { ProviderCareController } from './provider-care.controller';
import { ProviderCareService } from './provider-care.service';
import { ProviderEventsController } from './provider-events.controller';
import { ProviderPatientsService } from './provider-patients.service';
import { ProviderPortalController } from './provider-portal.controller';
import { ProviderReportsController } from './provider-reports.controller';
import { PatientSummaryService } from './patient-summary.service';
import { ProviderReportsService } from './provider-reports.service';
import { ProviderRequestsController } from './provider-requests.controller';
import { ProviderSecurityLogService } from './provider-security-log.service';
import { AcceptPatientInvitationUseCase } from './use-cases/accept-patient-invitation.use-case';
import { AcknowledgeAlertUseCase } from './use-cases/acknowledge-alert.use-case';
import { InvitePatientUseCase } from './use-cases/invite-patient.use-case';
import { ScheduleAssessmentUseCase } from './use-cases/schedule-assessment.use-case';
import { DeclinePatientInvitationUseCase } from './use-cases/decline-patient-invitation.use-case';
import { ReplyToClinicianUseCase } from './use-cases/reply-to-clinician.use-case';
import { SendPatientMessageUseCase } from './use-cases/send-patient-message.use-case';
import { InviteProviderUseCase } from './use-cases/invite-provider.use-case';
import { SignUpProviderUseCase } from './use-cases/sign-up-provider.use-case';

/** The provider portal's api: provider accounts, patient reads with their audit, alerts and care requests. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProviderInviteEntity,
      ProviderAuditEventEntity,
      ProviderSecurityEventEntity,
      ProviderAlertAcknowledgementEntity,
      PatientInvitationEntity,
      ScheduledAssessmentEntity,
      CareMessageEntity,
    ]),
    AuthModule,
    MailModule,
    UsersModule,
    MoodModule,
    MindfulnessModule,
    SafetyModule,
    ProvidersModule,
    RemindersCoreModule,
    AssessmentsCoreModule,
  ],
  controllers: [
    ProviderPortalController,
    ProviderCareController,
    ProviderReportsController,
    ProviderAccountsController,
    ProviderRequestsController,
    PatientProviderAccessController,
    PatientCareThreadController,
    ProviderCareThreadController,
    ProviderEventsController,
  ],
  providers: [
    ProviderAuditService,
    ProviderSecurityLogService,
    ProviderPatientsService,
    ProviderCareService,
    ProviderReportsService,
    PatientSummaryService,
    AcknowledgeAlertUseCase,
    InviteProviderUseCase,
    SignUpProviderUseCase,
    InvitePatientUseCase,
    AcceptPatientInvitationUseCase,
    ScheduleAssessmentUseCase,
    SendPatientMessageUseCase,
    CareThreadService,
    ReplyToClinicianUseCase,
    DeclinePatientInvitationUseCase,
  ],
  exports: [InviteProviderUseCase],
})
export class ProviderPortalModule {}
