import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ChangeEmailUseCase } from './change-email.use-case';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationCodeEntity } from './entities/email-verification-code.entity';
import { SendVerificationCodeUseCase } from './send-verification-code.use-case';
import { VerificationCodesService } from './verification-codes.service';
import { VerificationMailService } from './verification-mail.service';
import { VerifyEmailUseCase } from './verify-email.use-case';

/** Proving an account's e-mail address with a code sent to it, and changing the address through that proof. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailVerificationCodeEntity]), UsersCoreModule, MailModule],
  controllers: [EmailVerificationController],
  providers: [
    VerificationCodesService,
    VerificationMailService,
    SendVerificationCodeUseCase,
    VerifyEmailUseCase,
    ChangeEmailUseCase,
  ],
  exports: [SendVerificationCodeUseCase, ChangeEmailUseCase],
})
export class EmailVerificationModule {}
