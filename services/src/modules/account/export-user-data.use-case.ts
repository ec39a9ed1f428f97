import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { ExportFormat } from '@anchor/contracts';
import { exportJsonStream, exportZipStream } from './export-archive';
import { UserDataExportService } from './user-data-export.service';

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: Readable;
}

export interface ExportUserDataInput {
  userId: number;
  format: ExportFormat;
}

/** GET /api/user/export: anchor-export-<YYYY-MM-DD>.json or .zip (one CSV per table). */
@Injectable()
export class ExportUserDataUseCase {
  constructor(private readonly exports: UserDataExportService) {}

  async execute({ userId, format }: ExportUserDataInput): Promise<ExportFile> {
    const data = await this.exports.collect(userId);
    const baseName = `anchor-export-${data.exportedAt.slice(0, 10)}`;
    if (format === 'zip') {
      return { fileName: `${baseName}.zip`, contentType: 'application/zip', content: exportZipStream(data) };
    }
    return { fileName: `${baseName}.json`, contentType: 'application/json', content: exportJsonStream(data) };
  }
}
