import { screen } from '@testing-library/react';
import type { ProviderPatientCard } from '@anchor/contracts';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { WellnessLines } from '../PatientCard';

const patient: ProviderPatientCard = {
  id: 7,
  name: 'Sam Rivera',
  initials: 'SR',
  latestScore: 30,
  latestAnsweredCount: 20,
  screening: 'below_cutoff',
  changeSinceFirst: 0,
  recentMoods: ['6/10'],
  noticedMoods: [{ mood: 4, confidence: 82, createdAt: '2026-06-01T10:00:00.000Z' }],
  wellness: null,
  lastSessionAt: null,
  alertCount: 0,
  assignedAt: '2026-05-01T10:00:00.000Z',
  phone: null,
};

describe('WellnessLines', () => {
  it('keeps moods noticed in chat out of "Recent moods" and labels them with how sure the assistant was', () => {
    renderWithApp(<WellnessLines patient={patient} />);
    expect(screen.getByText('Recent moods: 6/10')).toBeInTheDocument();
    expect(screen.getByText('Noticed in chat (not check-ins): 4/10 (82% sure)')).toBeInTheDocument();
  });

  it('shows the practice minutes actually spent and how many earlier sessions have no recorded time', () => {
    const wellness = {
      practiceSessions: 3,
      practiceMinutes: 7,
      practiceUntimedSessions: 1,
      crisisEvents: 0,
      lastCrisisAt: null,
    };
    renderWithApp(<WellnessLines patient={{ ...patient, wellness }} />);
    expect(
      screen.getByText('Practice (30 days): 3 sessions, 7 min (time not recorded for 1 earlier session)'),
    ).toBeInTheDocument();
  });

  it('shows no noticed line when there is none', () => {
    renderWithApp(<WellnessLines patient={{ ...patient, noticedMoods: [] }} />);
    expect(screen.getByText('Recent moods: 6/10')).toBeInTheDocument();
    expect(screen.queryByText(/Noticed in chat/)).toBeNull();
  });
});
