import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ProviderSignUpRequest } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { AuthService, type SignedIn } from '../../auth/auth.service';
import { hashSessionToken } from '../../auth/session-token';
import { UsersService } from '../../users/users.service';
import { ProviderInviteEntity } from '../entities/provider-invite.entity';
import { claimInvite } from '../provider-portal.queries';

export const SIGN_UP_LINK_INVALID =
  'This sign-up link is invalid, already used or expired. Ask your administrator for a new one.';

function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

/** A provider creates the invited account: role provider, the invitation's email, the link used up. */
@Injectable()
export class SignUpProviderUseCase {
  constructor(
    private readonly auth: AuthService,
    @InjectRepository(ProviderInviteEntity) private readonly invites: Repository<ProviderInviteEntity>,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async execute(input: ProviderSignUpRequest, userAgent: string | undefined): Promise<SignedIn> {
    const invite = await this.invites.findOneBy({ tokenHash: hashSessionToken(input.token) });
    if (!invite || invite.usedAt || invite.expiresAt <= this.clock.now()) throw invalidLink();
    const signedIn = await this.auth.register(
      { username: input.username.trim(), password: input.password, email: invite.email, ...splitName(invite.name) },
      userAgent,
      {
        role: 'provider',
        withinTransaction: async (manager, user) => {
          await this.claim(manager, invite.id);
          // The administrator vouched for this address and the one-time link went to it: it counts as proven.
          await this.users.confirmEmail(user.id, invite.email, this.clock.now(), manager);
        },
      },
    );
    return { ...signedIn, user: await this.users.getById(signedIn.user.id) };
  }

  /** Marks the link used inside the sign-up; a second sign-up racing on the same link claims nothing and rolls back. */
  private async claim(manager: EntityManager, inviteId: number): Promise<void> {
    if (!(await claimInvite(manager, inviteId, this.clock.now()))) throw invalidLink();
  }
}

function invalidLink(): ApiException {
  return new ApiException(400, SIGN_UP_LINK_INVALID, { field: 'token' });
}
