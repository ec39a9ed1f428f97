import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { ProviderPatientDetail, SharedScore } from '@anchor/contracts';
import { screen } from '@testing-library/react';
import { PatientsCopy } from '../../portal/copy';
import { PatientDetail } from '../PatientDetail';

const shared: SharedScore = {
  shareId: 3,
  score: 47,
  answeredCount: 20,
  clusters: { intrusion: 12, avoidance: 5, cognition: 18, arousal: 12 },
  sharedAt: '2026-11-20T09:00:00.000Z',
  revisedAt: null,
};

const detail = (history: SharedScore[]): ProviderPatientDetail => ({
  id: 7,
  name: 'Alex Moss',
  initials: 'AM',
  latestScore: history.at(-1)?.score ?? null,
  latestAnsweredCount: history.at(-1)?.answeredCount ?? null,
  screening: history.length === 0 ? null : history.at(-1)?.answeredCount === 20 ? 'above_cutoff' : 'partial',
  changeSinceFirst: history.length === 0 ? null : 0,
  recentMoods: null,
  noticedMoods: null,
  wellness: null,
  lastSessionAt: history.at(-1)?.sharedAt ?? null,
  alertCount: 0,
  assignedAt: '2026-11-01T10:00:00.000Z',
  phone: null,
  history,
  alerts: [],
});

function renderDetail(history: SharedScore[]) {
  installFakeFetch({
    'GET /api/provider/patients/7': { status: 200, body: detail(history) },
    'GET /api/provider/patients/7/thread': { status: 200, body: { messages: [] } },
  });
  return renderWithApp(<PatientDetail patientId={7} onBack={() => undefined} />);
}

describe('PatientDetail', () => {
  it('shows the revised score with the day the patient revised it, and offers the FHIR download', async () => {
    renderDetail([{ ...shared, revisedAt: '2026-11-22T16:30:00.000Z' }]);
    expect(await screen.findByText('Revised by the patient on 2026-11-22')).toBeInTheDocument();
    expect(screen.getByText(`${PatientsCopy.pcl5} 47`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PatientsCopy.downloadFhir })).toBeInTheDocument();
  });

  it('says nothing of a revision the patient did not make', async () => {
    renderDetail([shared]);
    expect(await screen.findByText(`${PatientsCopy.pcl5} 47`)).toBeInTheDocument();
    expect(screen.queryByText(/Revised by the patient/)).not.toBeInTheDocument();
  });

  it('labels a partial latest score partial in the badge, the clusters and the table, and cites the sources', async () => {
    renderDetail([shared, { ...shared, shareId: 4, score: 9, answeredCount: 5, sharedAt: '2026-11-25T09:00:00.000Z' }]);
    expect(await screen.findByText('Partial (5 of 20)')).toBeInTheDocument();
    expect(screen.queryByText('Above screening cut-off (33)')).not.toBeInTheDocument();
    const partial = 'Partial: 5 of 20 questions answered, so no screening result is drawn';
    expect(screen.getAllByText(partial)).toHaveLength(2);
    expect(screen.getByText('All 20')).toBeInTheDocument();
    expect(screen.getByText('Change since first shared score: no change (no reliable change)')).toBeInTheDocument();
    expect(screen.getByText(/^Screening cut-off 31-33 from the U.S. National Center for PTSD/)).toBeInTheDocument();
    expect(screen.getByText(/^Change bands from the U.S. National Center for PTSD/)).toBeInTheDocument();
  });

  it('offers no FHIR download while the patient has shared nothing', async () => {
    renderDetail([]);
    expect(await screen.findByText(`${PatientsCopy.pcl5} ${PatientsCopy.never}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PatientsCopy.downloadFhir })).not.toBeInTheDocument();
  });
});
