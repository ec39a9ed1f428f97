import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ProviderInviteRequest, ProviderInviteView } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import { ProviderInviteEntity } from '../entities/provider-invite.entity';

const HOUR_MS = 3_600_000;

/**
 * An admin invites a provider: a one-time sign-up link that expires. The token travels in the URL
 * fragment, which browsers never send to a server, so it stays out of every access log.
 */
@Injectable()
export class InviteProviderUseCase {
  constructor(
    @InjectRepository(ProviderInviteEntity) private readonly invites: Repository<ProviderInviteEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(input: ProviderInviteRequest): Promise<ProviderInviteView> {
    const token = newSessionToken();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.providerPortal.inviteHours * HOUR_MS);
    await this.invites.insert({
      email: input.email.toLowerCase(),
      name: input.name.trim(),
      tokenHash: hashSessionToken(token),
      expiresAt,
      usedAt: null,
    });
    return { signUpUrl: `${this.config.providerPortal.url}/#invite=${token}`, expiresAt: expiresAt.toISOString() };
  }
}
