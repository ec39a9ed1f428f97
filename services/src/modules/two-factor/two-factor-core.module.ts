import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { SecurityAuditEventEntity } from './entities/security-audit-event.entity';
import { TwoFactorEnrolmentEntity } from './entities/two-factor-enrolment.entity';
import { SecurityAuditService } from './security-audit.service';
import { TwoFactorService } from './two-factor.service';

/** Route-free: the second factor's tables and checks, for sign-in (auth) and the admin reset command. */
@Module({
  imports: [TypeOrmModule.forFeature([TwoFactorEnrolmentEntity, RecoveryCodeEntity, SecurityAuditEventEntity])],
  providers: [TwoFactorService, SecurityAuditService],
  exports: [TwoFactorService, SecurityAuditService],
})
export class TwoFactorCoreModule {}
