import { Module } from '@nestjs/common';
import { UserPreferencesController } from './user-preferences.controller';
import { UserPreferencesService } from './user-preferences.service';
import { UsersController } from './users.controller';
import { UsersCoreModule } from './users-core.module';

@Module({
  imports: [UsersCoreModule],
  controllers: [UsersController, UserPreferencesController],
  providers: [UserPreferencesService],
  exports: [UsersCoreModule, UserPreferencesService],
})
export class UsersModule {}
