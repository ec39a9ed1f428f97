import { describeApiError } from '@anchor/app-runtime';
import { Button } from '@anchor/ui';
import { useState } from 'react';
import { useDownloadPatientFhirMutation } from '../../api/provider-portal.api';
import { PatientsCopy } from '../portal/copy';
import { StyledMuted } from '../shared/portal-styles';

/** `patient-<initials>-pcl5.fhir.json`, or the patient's number when the initials are not plain letters. */
export function fhirFileName(patientId: number, initials: string): string {
  const label = /^\p{L}{1,3}$/u.test(initials) ? initials : String(patientId);
  return `patient-${label}-pcl5.fhir.json`;
}

/** Saves the Bundle as a file through a temporary object URL, released at once; nothing goes to browser storage. */
function saveAs(content: object, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/fhir+json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface DownloadFhirButtonProps {
  patientId: number;
  initials: string;
}

/** Downloads what the patient shared as FHIR R4 (the export holds only what they consented to); says why if not. */
export function DownloadFhirButton({ patientId, initials }: DownloadFhirButtonProps) {
  const [download, { isLoading, reset }] = useDownloadPatientFhirMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    try {
      saveAs(await download(patientId).unwrap(), fhirFileName(patientId, initials));
    } catch (error) {
      setFailure(PatientsCopy.fhirFailed(describeApiError(error)));
    } finally {
      reset();
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" disabled={isLoading} onClick={onClick}>
        {isLoading ? PatientsCopy.downloadingFhir : PatientsCopy.downloadFhir}
      </Button>
      {failure ? <StyledMuted role="alert">{failure}</StyledMuted> : null}
    </>
  );
}
