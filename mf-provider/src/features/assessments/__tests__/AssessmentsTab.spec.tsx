import { ProviderApiPath } from '@anchor/contracts';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AssessmentsCopy, PortalCopy } from '../../portal/copy';
import { AssessmentsTab } from '../AssessmentsTab';

const patients = { status: 200, body: [{ id: 7, name: 'Dana Rivers' }] };
const requested = { id: 1, patientId: 7, patientName: 'Dana Rivers', date: '2099-12-01', status: 'pending' };

async function fillRequest(user: ReturnType<typeof renderWithApp>['user'], date: string) {
  await screen.findByRole('option', { name: 'Dana Rivers' });
  await user.selectOptions(screen.getByRole('combobox', { name: AssessmentsCopy.patient }), 'Dana Rivers');
  const dateField = screen.getByLabelText(AssessmentsCopy.date);
  await user.clear(dateField);
  await user.type(dateField, date);
  await user.type(screen.getByRole('textbox', { name: AssessmentsCopy.notes }), 'Before our next session');
}

describe('scheduling a PCL-5 for a patient', () => {
  it('says when nothing has been requested yet', async () => {
    installFakeFetch({
      [`GET ${ProviderApiPath.patients}`]: patients,
      [`GET ${ProviderApiPath.scheduledAssessments}`]: { status: 200, body: [] },
    });
    renderWithApp(<AssessmentsTab />);
    expect(await screen.findByText(AssessmentsCopy.none)).toBeInTheDocument();
  });

  it('shows a refused date beside the date field in a sentence and keeps what was entered', async () => {
    installFakeFetch({
      [`GET ${ProviderApiPath.patients}`]: patients,
      [`GET ${ProviderApiPath.scheduledAssessments}`]: { status: 200, body: [] },
      [`POST ${ProviderApiPath.scheduledAssessments}`]: {
        status: 400,
        body: { message: 'date: must be today or later', field: 'date' },
      },
    });
    const { user } = renderWithApp(<AssessmentsTab />);
    await fillRequest(user, '2099-01-05');
    await user.click(screen.getByRole('button', { name: AssessmentsCopy.schedule }));

    const dateField = screen.getByLabelText(AssessmentsCopy.date);
    expect(await screen.findByText('Must be today or later.')).toBeInTheDocument();
    expect(dateField).toHaveAttribute('aria-invalid', 'true');
    expect(dateField).toHaveValue('2099-01-05');
    expect(screen.getByRole('textbox', { name: AssessmentsCopy.notes })).toHaveValue('Before our next session');
  });

  it('says why in a sentence when the server cannot take the request', async () => {
    installFakeFetch({
      [`GET ${ProviderApiPath.patients}`]: patients,
      [`GET ${ProviderApiPath.scheduledAssessments}`]: { status: 500, body: { message: 'Internal server error' } },
      [`POST ${ProviderApiPath.scheduledAssessments}`]: { status: 503, body: { message: 'Service unavailable' } },
    });
    const { user } = renderWithApp(<AssessmentsTab />);
    expect(await screen.findByText(PortalCopy.loadFailed)).toBeInTheDocument();
    await fillRequest(user, '2099-12-01');
    await user.click(screen.getByRole('button', { name: AssessmentsCopy.schedule }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('confirms a request, moves focus to the confirmation, clears the date and lists the request', async () => {
    let saved = false;
    const { callsTo } = installFakeFetch({
      [`GET ${ProviderApiPath.patients}`]: patients,
      [`GET ${ProviderApiPath.scheduledAssessments}`]: () => ({ status: 200, body: saved ? [requested] : [] }),
      [`POST ${ProviderApiPath.scheduledAssessments}`]: () => {
        saved = true;
        return { status: 201, body: requested };
      },
    });
    const { user } = renderWithApp(<AssessmentsTab />);
    await fillRequest(user, '2099-12-01');
    await user.click(screen.getByRole('button', { name: AssessmentsCopy.schedule }));

    const confirmation = await screen.findByText(AssessmentsCopy.scheduled);
    expect(confirmation).toHaveFocus();
    expect(screen.getByLabelText(AssessmentsCopy.date)).toHaveValue('');
    expect(await screen.findByText(/2099-12-01 · Dana Rivers/)).toBeInTheDocument();
    expect(callsTo('POST', ProviderApiPath.scheduledAssessments)[0].body).toEqual({
      patientId: 7,
      date: '2099-12-01',
      notes: 'Before our next session',
    });
  });
});
