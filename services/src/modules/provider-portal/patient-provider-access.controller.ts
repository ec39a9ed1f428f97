import { Controller, Get } from '@nestjs/common';
import { type ProviderAccessEvent, ProviderApiPath } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ProviderAuditService } from './provider-audit.service';

/** The patient's side of provider access: the log of who read what, for the caller only. */
@Controller()
export class PatientProviderAccessController {
  constructor(private readonly audit: ProviderAuditService) {}

  @Get(apiRoute(ProviderApiPath.accessLog))
  accessLog(@CurrentUser() user: UserEntity): Promise<ProviderAccessEvent[]> {
    return this.audit.forPatient(user.id);
  }
}
