import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing e-mail (SMTP, or the local outbox folder), without routes: for the api, the worker and the admin CLI. */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
