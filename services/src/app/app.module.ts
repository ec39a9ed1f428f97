import { DynamicModule, Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { CommonModule } from '../common/common.module';
import { RedisModule } from '../common/redis.module';
import { AppConfig, ConfigModule } from '../config';
import { DatabaseModule } from '../database/database.module';
import { AuthModule } from '../modules/auth/auth.module';
import { DevToolsModule } from '../modules/dev-tools/dev-tools.module';
import { HealthModule } from '../modules/health/health.module';
import { SettingsModule } from '../modules/settings/settings.module';
import { UsersModule } from '../modules/users/users.module';
import { WebModule } from '../modules/web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule.forRoot(clock),
        DatabaseModule,
        RedisModule,
        AuthModule,
        UsersModule,
        SettingsModule,
        HealthModule,
        WebModule,
        // The password-less test sign-in does not exist in production builds' module graph.
        ...(config.isProduction ? [] : [DevToolsModule]),
      ],
    };
  }
}
