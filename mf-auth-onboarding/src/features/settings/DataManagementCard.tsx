import { useState } from 'react';
import styled from 'styled-components';
import { clearLocalData, useToast } from '@anchor/app-runtime';
import { Button, SettingsCard } from '@anchor/ui';
import { AccountCopy } from './account-copy';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { StyledNote, StyledRow } from './settings-styles';
import { useExportData } from './useExportData';

const copy = AccountCopy.data;

const StyledProgress = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export function DataManagementCard() {
  const { exportData, exporting, progress } = useExportData();
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();
  // Only this browser's copies go (preferences, progress flags); the account and its data stay.
  const clearThisDevice = () => {
    clearLocalData();
    toast({ title: copy.localClearedTitle, description: copy.localClearedDescription });
  };
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      <StyledRow>
        <Button disabled={exporting !== null} onClick={() => void exportData('json')}>
          {copy.exportJson}
        </Button>
        <Button variant="secondary" disabled={exporting !== null} onClick={() => void exportData('zip')}>
          {copy.exportZip}
        </Button>
      </StyledRow>
      {exporting ? (
        <div role="status">
          <StyledNote>{copy.exporting}</StyledNote>
          {/* No value while the size is unknown: an indeterminate bar. */}
          <StyledProgress aria-label={copy.exportProgress} max={1} value={progress ?? undefined} />
        </div>
      ) : null}
      <StyledRow>
        <Button variant="secondary" onClick={clearThisDevice}>
          {copy.clearLocal}
        </Button>
        <StyledNote>{copy.clearLocalNote}</StyledNote>
      </StyledRow>
      <Button variant="destructive" onClick={() => setDeleting(true)}>
        {copy.delete}
      </Button>

      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </SettingsCard>
  );
}
