import { useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import { ProviderApiPath } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { filenameFrom, saveBlob } from '../download-file';
import { StyledRow, StyledRowText } from '../settings-styles';
import { ProviderAccessCopy } from './provider-access-copy';

/** The patient's own PCL-5 summary as a PDF, built by the server; a plain fetch because the answer is a file. */
export function SummaryPdfRow() {
  const [downloading, setDownloading] = useState(false);
  const toast = useToast();
  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(ProviderApiPath.summaryPdf, {
        credentials: 'include',
        cache: 'no-store',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok) throw new Error(`${response.status}`);
      saveBlob(await response.blob(), filenameFrom(response.headers.get('Content-Disposition'), 'anchor-summary.pdf'));
    } catch {
      toast({ title: ProviderAccessCopy.summaryFailed, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <StyledRow>
      <StyledRowText>
        <h3>{ProviderAccessCopy.summaryTitle}</h3>
        <p>{ProviderAccessCopy.summaryDescription}</p>
      </StyledRowText>
      <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
        {ProviderAccessCopy.summaryPdf}
      </Button>
    </StyledRow>
  );
}
