import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import { PatientsCopy } from '../../portal/copy';
import { DownloadFhirButton, fhirFileName } from '../DownloadFhirButton';

const bundle = { resourceType: 'Bundle', type: 'collection', entry: [] };

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('DownloadFhirButton', () => {
  let saved: { name: string; blob: Blob }[];

  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:fhir-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("saves the patient's Bundle as patient-<initials>-pcl5.fhir.json from the existing path", async () => {
    const { callsTo } = installFakeFetch({ 'GET /api/provider/patients/7/fhir': { status: 200, body: bundle } });
    const { user } = renderWithApp(<DownloadFhirButton patientId={7} initials="AM" />);
    await user.click(screen.getByRole('button', { name: PatientsCopy.downloadFhir }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('patient-AM-pcl5.fhir.json');
    expect(saved[0].blob.type).toBe('application/fhir+json');
    expect(JSON.parse(await textOf(saved[0].blob))).toEqual(bundle);
    expect(callsTo('GET', '/api/provider/patients/7/fhir')).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fhir-0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in a sentence why the file could not be downloaded, and saves nothing', async () => {
    installFakeFetch({
      'GET /api/provider/patients/7/fhir': { status: 404, body: { message: 'Patient not found' } },
    });
    const { user } = renderWithApp(<DownloadFhirButton patientId={7} initials="AM" />);
    await user.click(screen.getByRole('button', { name: PatientsCopy.downloadFhir }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The FHIR file could not be downloaded\. Patient not found\.?$/,
    );
    expect(saved).toEqual([]);
  });

  it('names the file by the patient number when the initials are not plain letters', () => {
    expect(fhirFileName(7, 'ŁN')).toBe('patient-ŁN-pcl5.fhir.json');
    expect(fhirFileName(7, '')).toBe('patient-7-pcl5.fhir.json');
    expect(fhirFileName(7, '../')).toBe('patient-7-pcl5.fhir.json');
  });
});
