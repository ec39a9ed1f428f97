import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { OnboardingStatusRequest } from '@anchor/contracts';
import { canonicalUsername } from './username';
import { UserEntity } from './entities/user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<UserEntity[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** Usernames are matched exactly as registered. */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ usernameCanonical: canonicalUsername(username) });
  }

  async updateOnboarding(user: UserEntity, status: OnboardingStatusRequest): Promise<UserEntity> {
    await this.users.update({ id: user.id }, status);
    return this.users.findOneByOrFail({ id: user.id });
  }
}
