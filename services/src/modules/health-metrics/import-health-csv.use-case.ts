import { HttpException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthCsvImportError, HealthCsvImportReport } from '@anchor/contracts';
import { ApiException, errorBody } from '../../common/api-error';
import { HealthCsvFileError, readHealthCsv } from './health-csv';
import { upsertHealthMetricDays } from './health-metric-upsert';

export interface ImportHealthCsvInput {
  userId: number;
  csv: string;
  /** The user's today: rows dated after it are rejected. */
  today: string;
}

/**
 * Imports a health-metrics CSV all or nothing: any rejected row rejects the file (each one listed
 * with its reason), and the good rows go in one transaction, each marked as imported. A day imported
 * before is updated, not added again: importing the same file twice leaves the same rows.
 */
@Injectable()
export class ImportHealthCsvUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, csv, today }: ImportHealthCsvInput): Promise<HealthCsvImportReport> {
    let read: ReturnType<typeof readHealthCsv>;
    try {
      read = readHealthCsv(csv, today);
    } catch (error) {
      if (error instanceof HealthCsvFileError) throw new ApiException(400, `file: ${error.message}`, { field: 'file' });
      throw error;
    }
    if (read.rejected.length > 0) {
      const count = read.rejected.length;
      const message = `file: Nothing was imported: ${count} ${count === 1 ? 'row has a problem' : 'rows have problems'}. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`;
      const body: HealthCsvImportError = {
        ...errorBody(400, message, { field: 'file' }),
        statusCode: 400,
        field: 'file',
        rejected: read.rejected,
      };
      throw new HttpException(body, 400);
    }
    const written = await this.dataSource.transaction((manager) =>
      upsertHealthMetricDays(manager, userId, 'csv_import', read.rows, 'file'),
    );
    return { imported: written.added, updated: written.updated, rejected: [] };
  }
}
