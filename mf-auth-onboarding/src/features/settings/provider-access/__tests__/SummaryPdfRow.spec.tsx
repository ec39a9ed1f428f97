import { screen, waitFor } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { SummaryPdfRow } from '../SummaryPdfRow';
import { ProviderAccessCopy } from '../provider-access-copy';

const pdf = {
  status: 200,
  text: '%PDF-1.7',
  headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="anchor-summary.pdf"' },
};

describe('SummaryPdfRow', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:summary');
    URL.revokeObjectURL = jest.fn();
  });

  it('downloads the summary without the hard moments unless the box is ticked', async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/user/summary.pdf': pdf,
      'GET /api/user/summary.pdf?includeHardMoments=true': pdf,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithApp(<SummaryPdfRow />, { route: '/' });
    const box = screen.getByRole('checkbox', { name: ProviderAccessCopy.summaryIncludeHard });
    expect(box).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.summaryPdf }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo('GET', '/api/user/summary.pdf')).toHaveLength(1);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.summaryPdf }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(callsTo('GET', '/api/user/summary.pdf?includeHardMoments=true')).toHaveLength(1);
    click.mockRestore();
  });

  it('says so in a sentence when the summary cannot be made', async () => {
    installFakeFetch({ 'GET /api/user/summary.pdf': { status: 500, body: { statusCode: 500, message: 'boom' } } });
    const { user } = renderWithApp(<SummaryPdfRow />, { route: '/' });
    await user.click(screen.getByRole('button', { name: ProviderAccessCopy.summaryPdf }));
    expect(await screen.findByText(ProviderAccessCopy.summaryFailed)).toBeInTheDocument();
  });
});
