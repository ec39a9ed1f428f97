import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { OnboardingStatusRequest } from '@anchor/contracts';
import { User } from './entities/user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Usernames are matched exactly as registered. */
  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  async updateOnboarding(user: User, status: OnboardingStatusRequest): Promise<User> {
    await this.users.update({ id: user.id }, status);
    return this.users.findOneByOrFail({ id: user.id });
  }
}
