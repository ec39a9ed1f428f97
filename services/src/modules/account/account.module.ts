import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { SessionModule } from '../auth/session.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UserEntity } from '../users/entities/user.entity';
import { AccountProfileService } from './account-profile.service';
import { AccountController } from './account.controller';
import { ChangePasswordUseCase } from './change-password.use-case';
import { DeleteAccountUseCase } from './delete-account.use-case';
import { ExportUserDataUseCase } from './export-user-data.use-case';
import { PasswordCheckService } from './password-check.service';
import { UserDataExportService } from './user-data-export.service';

/** Account settings and data management: profile edit, password change, export, deletion. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), AuthModule, SessionModule, SubscriptionsModule],
  controllers: [AccountController],
  providers: [
    PasswordCheckService,
    AccountProfileService,
    ChangePasswordUseCase,
    DeleteAccountUseCase,
    UserDataExportService,
    ExportUserDataUseCase,
  ],
})
export class AccountModule {}
