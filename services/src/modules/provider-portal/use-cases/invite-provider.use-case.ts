import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ProviderInviteRequest, ProviderInviteView } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { HOUR_MS } from '../../../common/hourly-limit';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import { MailNotSentError, MailService, type OutgoingMail } from '../../mail/mail.service';
import { ProviderInviteEntity } from '../entities/provider-invite.entity';

/** The link for the administrator, and whether it also reached the invited address by e-mail. */
export type ProviderInviteOutcome = ProviderInviteView & { mailed: boolean };

/**
 * An admin invites a provider: a one-time sign-up link that expires, mailed to the invited address after the
 * invitation is stored. The token travels in the URL fragment, which browsers never send to a server, so it
 * stays out of every access log.
 */
@Injectable()
export class InviteProviderUseCase {
  constructor(
    @InjectRepository(ProviderInviteEntity) private readonly invites: Repository<ProviderInviteEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  async execute(input: ProviderInviteRequest): Promise<ProviderInviteOutcome> {
    const token = newSessionToken();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.providerPortal.inviteHours * HOUR_MS);
    await this.invites.insert({
      email: input.email.toLowerCase(),
      name: input.name.trim(),
      tokenHash: hashSessionToken(token),
      expiresAt,
      usedAt: null,
    });
    const view = {
      signUpUrl: `${this.config.providerPortal.url}/#invite=${token}`,
      expiresAt: expiresAt.toISOString(),
    };
    return { ...view, mailed: await this.mailLink(input, view) };
  }

  /** The administrator still holds the link when the mail fails, and can pass it on another way. */
  private async mailLink(input: ProviderInviteRequest, view: ProviderInviteView): Promise<boolean> {
    try {
      await this.mail.send(providerInviteMail(input, view));
      return true;
    } catch (error) {
      if (error instanceof MailNotSentError) return false;
      throw error;
    }
  }
}

function providerInviteMail(input: ProviderInviteRequest, view: ProviderInviteView): OutgoingMail {
  return {
    to: input.email,
    subject: 'Your Anchor provider account',
    text: [
      `Hello ${input.name.trim()},`,
      '',
      'An Anchor administrator invited you to create your provider account. Open this link to choose your username and password; it works once, until ' +
        `${view.expiresAt}:`,
      '',
      view.signUpUrl,
    ].join('\n'),
  };
}
