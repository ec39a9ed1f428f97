import { Controller, type MessageEvent, Sse } from '@nestjs/common';
import { defer, interval, map, merge, type Observable } from 'rxjs';
import { PROVIDER_PATIENTS_CHANGED_EVENT, ProviderApiPath } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import { ProviderEventsService } from '../providers/provider-events.service';
import type { UserEntity } from '../users/entities/user.entity';

/** A comment-like ping often enough that proxies keep an idle stream open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The portal's live updates (text/event-stream, authenticated by the session cookie like every portal call): an
 * event whenever this provider's patient list may have changed, carrying no patient data, so open pages refetch
 * their own (audited) reads.
 */
@Controller()
@Roles('provider')
export class ProviderEventsController {
  constructor(private readonly events: ProviderEventsService) {}

  @Sse(apiRoute(ProviderApiPath.events))
  stream(@CurrentUser() provider: UserEntity): Observable<MessageEvent> {
    // The first event sends the headers, so the portal knows the stream is open: once this instance hears the
    // others' news (ProviderEventsService.listening).
    return merge(
      defer(() => this.events.listening()).pipe(map(() => ({ type: 'ready', data: '' }))),
      this.events.changesFor(provider.id).pipe(map(() => ({ type: PROVIDER_PATIENTS_CHANGED_EVENT, data: '' }))),
      interval(KEEP_ALIVE_MS).pipe(map(() => ({ type: 'keep-alive', data: '' }))),
    );
  }
}
