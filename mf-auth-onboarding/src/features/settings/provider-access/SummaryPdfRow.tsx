import { useId, useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import { ProviderApiPath } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { StyledCheckLabel } from '../../onboarding/steps/step-styles';
import { filenameFrom, readWithProgress, saveBlob } from '../download-file';
import { StyledRow, StyledRowText } from '../settings-styles';
import { ProviderAccessCopy } from './provider-access-copy';

/**
 * The person's own summary as a PDF, built by the server; a plain fetch because the answer is a file. Moments the
 * assistant noticed were hard are left out unless the person ticks the box.
 */
export function SummaryPdfRow() {
  const [downloading, setDownloading] = useState(false);
  const [includeHard, setIncludeHard] = useState(false);
  const checkboxId = useId();
  const toast = useToast();
  const download = async () => {
    setDownloading(true);
    try {
      const url = includeHard ? `${ProviderApiPath.summaryPdf}?includeHardMoments=true` : ProviderApiPath.summaryPdf;
      const response = await fetch(url, {
        credentials: 'include',
        cache: 'no-store',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok) throw new Error(`${response.status}`);
      const blob = await readWithProgress(response, () => undefined);
      saveBlob(blob, filenameFrom(response.headers.get('Content-Disposition'), 'anchor-summary.pdf'));
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
        <StyledCheckLabel htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={includeHard}
            onChange={(event) => setIncludeHard(event.target.checked)}
          />
          {ProviderAccessCopy.summaryIncludeHard}
        </StyledCheckLabel>
      </StyledRowText>
      <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
        {ProviderAccessCopy.summaryPdf}
      </Button>
    </StyledRow>
  );
}
