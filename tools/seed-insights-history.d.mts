export function dayBefore(days: number, now?: Date): string;
export function sleepOn(index: number): number;
export function healthCsv(days: number, now?: Date): string;
export function seedInsightsHistory(options: {
  databaseUrl: string;
  encryptionKey: string;
  userId: number;
  medication: { id: number; scheduleId: number };
  days: number;
  now?: Date;
}): Promise<void>;
