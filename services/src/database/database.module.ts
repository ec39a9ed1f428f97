import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type AppConfig, APP_CONFIG } from '../config';
import { dataSourceOptions } from './data-source';
import { installEncryptionKey } from './encrypted-text.transformer';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        installEncryptionKey(config.dataEncryptionKey);
        return { ...dataSourceOptions(config.databaseUrl), retryAttempts: 2, retryDelay: 500 };
      },
    }),
  ],
})
export class DatabaseModule {}
