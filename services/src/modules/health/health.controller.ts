import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { HealthStatus, ReadinessStatus } from '@anchor/contracts';
import { Public } from '../../common/auth/decorators/public.decorator';
import { HealthService } from './health.service';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the process answers. */
  @Get()
  live(): HealthStatus {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL and Redis both answer; 503 names what is down. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessStatus> {
    const status = await this.health.readiness();
    if (status.status !== 'ok') reply.status(503);
    return status;
  }
}
