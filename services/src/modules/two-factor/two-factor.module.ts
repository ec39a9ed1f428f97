import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorCoreModule } from './two-factor-core.module';
import { ConfirmEnrolmentUseCase } from './use-cases/confirm-enrolment.use-case';
import { ReplaceRecoveryCodesUseCase } from './use-cases/replace-recovery-codes.use-case';
import { StartEnrolmentUseCase } from './use-cases/start-enrolment.use-case';
import { TurnOffTwoFactorUseCase } from './use-cases/turn-off-two-factor.use-case';

/** Two-step sign-in settings of the signed-in account; the sign-in step itself is auth's. */
@Module({
  imports: [TwoFactorCoreModule, AuthModule],
  controllers: [TwoFactorController],
  providers: [StartEnrolmentUseCase, ConfirmEnrolmentUseCase, ReplaceRecoveryCodesUseCase, TurnOffTwoFactorUseCase],
})
export class TwoFactorModule {}
