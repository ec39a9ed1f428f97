import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { SettingsModule } from '../settings/settings.module';
import { TwoFactorCoreModule } from '../two-factor/two-factor-core.module';
import { UsersModule } from '../users/users.module';
import { AuthRateLimiter } from './auth-rate-limiter.service';
import { AuthController } from './auth.controller';
import { SessionController } from './session.controller';
import { AuthService } from './auth.service';
import { RolesGuard } from '../../common/auth/guards/roles.guard';
import { SessionAuthGuard } from '../../common/auth/guards/session-auth.guard';
import { KnownDevices } from './known-devices.service';
import { PasswordCheckService } from './password-check.service';
import { PasswordPolicyService } from './password-policy.service';
import { PasswordService } from './password.service';
import { SecondFactorCheck } from './second-factor-check.service';
import { SessionModule } from './session.module';

@Module({
  imports: [UsersModule, SettingsModule, SessionModule, EmailVerificationModule, TwoFactorCoreModule],
  controllers: [AuthController, SessionController],
  providers: [
    AuthService,
    PasswordService,
    PasswordPolicyService,
    AuthRateLimiter,
    KnownDevices,
    PasswordCheckService,
    SecondFactorCheck,
    // Order matters: who you are, then what you may do.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [
    AuthService,
    PasswordService,
    PasswordPolicyService,
    AuthRateLimiter,
    PasswordCheckService,
    SecondFactorCheck,
  ],
})
export class AuthModule {}
