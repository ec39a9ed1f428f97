import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SessionModule } from '../auth/session.module';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersCoreModule } from '../users/users-core.module';
import { AccountProfileService } from './account-profile.service';
import { AccountController } from './account.controller';
import { ChangePasswordUseCase } from './change-password.use-case';
import { DeleteAccountUseCase } from './delete-account.use-case';
import { ExportUserDataUseCase } from './export-user-data.use-case';
import { UserDataExportService } from './user-data-export.service';

/** Account settings and data management: profile edit, password change, export, deletion. */
@Module({
  imports: [UsersCoreModule, AuthModule, SessionModule, SubscriptionsModule, EmailVerificationModule],
  controllers: [AccountController],
  providers: [
    AccountProfileService,
    ChangePasswordUseCase,
    DeleteAccountUseCase,
    UserDataExportService,
    ExportUserDataUseCase,
  ],
})
export class AccountModule {}
