import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, mergeMap, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { InsightsCache } from './insights-cache.service';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every successful change a signed-in person makes (a check-in, a metric, an assessment, a practice session, a
 * reminder answer, a chat message, a new time zone) drops their kept insights before the answer is sent, so the
 * next read of the Insights tab computes afresh. Watching every write in one place keeps this true for writes
 * added later, without the modules that own the data knowing about insights. A refused request wrote nothing.
 */
@Injectable()
export class InsightsInvalidationInterceptor implements NestInterceptor {
  constructor(private readonly cache: InsightsCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.user?.id;
    if (!STATE_CHANGING.has(request.method) || userId === undefined) return next.handle();
    return next.handle().pipe(mergeMap((body) => from(this.cache.invalidate(userId).then(() => body))));
  }
}
