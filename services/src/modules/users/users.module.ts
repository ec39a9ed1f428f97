import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module';
import { UserPreferencesController } from './user-preferences.controller';
import { UserPreferencesService } from './user-preferences.service';
import { UsersController } from './users.controller';
import { UsersCoreModule } from './users-core.module';

@Module({
  imports: [UsersCoreModule, ProvidersModule],
  controllers: [UsersController, UserPreferencesController],
  providers: [UserPreferencesService],
  exports: [UsersCoreModule, UserPreferencesService],
})
export class UsersModule {}
