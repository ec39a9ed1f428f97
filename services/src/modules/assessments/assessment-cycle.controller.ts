import { Controller, Get } from '@nestjs/common';
import { AssessmentApiPath, type AssessmentStatus, type ShouldPromptMonthly } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { AssessmentCycleService } from './assessment-cycle.service';

@Controller()
export class AssessmentCycleController {
  constructor(private readonly cycle: AssessmentCycleService) {}

  @Get(apiRoute(AssessmentApiPath.status))
  status(@CurrentUser() user: UserEntity): Promise<AssessmentStatus> {
    return this.cycle.status(user.id);
  }

  @Get(apiRoute(AssessmentApiPath.shouldPromptMonthly))
  shouldPrompt(@CurrentUser() user: UserEntity): Promise<ShouldPromptMonthly> {
    return this.cycle.shouldPrompt(user.id);
  }
}
