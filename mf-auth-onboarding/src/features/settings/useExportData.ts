import { useCallback, useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import { AccountApiPath, type ExportFormat } from '@anchor/contracts';
import { AccountCopy } from './account-copy';
import { filenameFrom, readWithProgress, saveBlob } from './download-file';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Downloads the user's export (JSON, or a ZIP of CSV files). A plain fetch, not the RTK api: the
 * answer is a file streamed with progress, not JSON to cache. Same cookie and CSRF header as the api.
 */
export function useExportData() {
  const toast = useToast();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const exportData = useCallback(
    async (format: ExportFormat) => {
      setExporting(format);
      setProgress(0);
      try {
        const response = await fetch(`${AccountApiPath.export}?format=${format}`, {
          credentials: 'include',
          cache: 'no-store',
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
        if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
        const blob = await readWithProgress(response, setProgress);
        const fallback = `anchor-export-${today()}.${format}`;
        saveBlob(blob, filenameFrom(response.headers.get('Content-Disposition'), fallback));
      } catch (error) {
        toast({
          title: AccountCopy.data.exportFailedTitle,
          description: AccountCopy.data.exportFailedDescription,
          variant: 'destructive',
        });
        console.error('Export failed', error);
      } finally {
        setExporting(null);
        setProgress(null);
      }
    },
    [toast],
  );

  return { exportData, exporting, progress };
}
