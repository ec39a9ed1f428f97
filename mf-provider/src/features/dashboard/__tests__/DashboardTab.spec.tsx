import { screen, within } from '@testing-library/react';
import { ProviderApiPath, type ProviderDashboard } from '@anchor/contracts';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { createTheme } from '@anchor/ui';
import { DashboardTab } from '../DashboardTab';

const colors = createTheme().colors;

const dashboard: ProviderDashboard = {
  totalPatients: 3,
  newThisMonth: 1,
  highRiskAlerts: 1,
  avgChangeSinceFirst: -12,
  changeFromLastMonth: -3,
  recentAlerts: [
    {
      kind: 'crisis',
      id: 4,
      patientId: 7,
      patientName: 'Sam Rivera',
      patientPhone: null,
      screening: null,
      reason: 'The assistant noticed a crisis moment',
      raisedAt: '2026-06-02T10:00:00.000Z',
    },
    {
      kind: 'assessment',
      id: 9,
      patientId: 8,
      patientName: 'Ada Byrne',
      patientPhone: null,
      screening: 'above_cutoff',
      reason: 'Above screening cut-off (33): PCL-5 score 41',
      raisedAt: '2026-06-01T10:00:00.000Z',
    },
  ],
};

function renderDashboard(body: ProviderDashboard) {
  installFakeFetch({
    [`GET ${ProviderApiPath.dashboard}`]: { status: 200, body },
    [`GET ${ProviderApiPath.requests}`]: { status: 200, body: [] },
  });
  renderWithApp(<DashboardTab onViewDetails={() => undefined} />);
}

describe('DashboardTab', () => {
  it('shows the average change since the first score in points, lower being better, never a percentage', async () => {
    renderDashboard(dashboard);
    const card = await screen.findByRole('region', { name: 'Avg change since first score' });
    expect(within(card).getByText('down 12 points')).toBeInTheDocument();
    expect(within(card).getByText('-3 points from last month')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Recovery|%/);
  });

  it('badges a crisis alert "Crisis moment shared" in red and an assessment alert with its screening label', async () => {
    renderDashboard(dashboard);
    expect(await screen.findByText('Crisis moment shared')).toHaveStyle({ color: colors.danger });
    expect(screen.getByText('Above screening cut-off (33)')).toBeInTheDocument();
    expect(screen.getByText('Above screening cut-off (33): PCL-5 score 41')).toBeInTheDocument();
    // "High Risk Alerts" (the card counting crisis alerts) is the only place the word appears.
    for (const item of screen.getAllByRole('listitem')) expect(item.textContent).not.toMatch(/risk/i);
  });

  it('says when there is no figure yet and when a month ago had none', async () => {
    renderDashboard({ ...dashboard, avgChangeSinceFirst: null, changeFromLastMonth: null, recentAlerts: [] });
    const card = await screen.findByRole('region', { name: 'Avg change since first score' });
    expect(within(card).getByText('–')).toBeInTheDocument();
    expect(within(card).getByText('No figure for last month yet')).toBeInTheDocument();
  });
});
