import { screen } from '@testing-library/react';
import type { ProviderPatientCard } from '@anchor/contracts';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { PatientCard } from '../PatientCard';

const patient: ProviderPatientCard = {
  id: 7,
  name: 'Sam Rivera',
  initials: 'SR',
  latestScore: 30,
  latestAnsweredCount: 20,
  screening: 'below_cutoff',
  changeSinceFirst: -14,
  recentMoods: null,
  noticedMoods: null,
  wellness: null,
  lastSessionAt: '2026-06-01T10:00:00.000Z',
  alertCount: 0,
  assignedAt: '2026-05-01T10:00:00.000Z',
  phone: null,
};

describe('PatientCard', () => {
  it('shows the change since the first shared score in points with its label and the source as its tooltip', () => {
    renderWithApp(<PatientCard patient={patient} onSelect={() => undefined} />);
    const line = screen.getByText('Change since first shared score: down 14 points (clinically meaningful change)');
    expect(line).toHaveAttribute('title', expect.stringContaining('U.S. National Center for PTSD'));
    expect(screen.getByText('Below screening cut-off')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Recovery|%|risk/);
  });

  it('labels a partial latest score grey and partial, with no screening label', () => {
    renderWithApp(
      <PatientCard
        patient={{ ...patient, latestScore: 12, latestAnsweredCount: 5, screening: 'partial', changeSinceFirst: null }}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('Partial (5 of 20)')).toBeInTheDocument();
    expect(screen.queryByText(/screening cut-off/)).toBeNull();
    expect(
      screen.getByText('Change since first shared score: none yet (needs two complete shared scores)'),
    ).toBeInTheDocument();
  });
});
