import { pcl5PartialLabel } from '@anchor/clinical';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import AssessmentTab from '../../../exposed/AssessmentTab';
import { HistoryCopy } from '../../../copy';
import { answers, HISTORY_URL, installAssessmentServer, resultFor } from '../../../testing/fake-assessment-server';

const first = resultFor(Array(20).fill(2), { id: 1, completedAt: '2026-01-05T10:00:00.000Z' });
const skipped = resultFor(answers(), { id: 2, skipped: true, completedAt: '2026-02-05T10:00:00.000Z' });
const second = resultFor(answers(1, 1, 1), {
  id: 3,
  completedAt: '2026-03-05T10:00:00.000Z',
  change: { previousScore: 40, difference: -37, band: 'clinically_meaningful_change', direction: 'down' },
});

describe('assessment history', () => {
  it('lists every assessment newest first in a table, with clusters, screen, change and skipped ones', async () => {
    installAssessmentServer({
      [`GET ${HISTORY_URL}`]: {
        status: 200,
        body: { items: [second, skipped, first], total: 3, page: 1, pageSize: 100 },
      },
    });
    renderWithApp(<AssessmentTab />);

    const table = await screen.findByRole('table', { name: HistoryCopy.tableCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Mar 5, 2026');
    expect(rows[0]).toHaveTextContent('No total (3 of 20 answered)');
    // A partial assessment is labelled and concludes nothing: no screen, no change from a total missing 17 answers.
    const [, , screenCell, changeCell] = within(rows[0]).getAllByRole('cell');
    expect(screenCell).toHaveTextContent(pcl5PartialLabel(3));
    expect(changeCell).toHaveTextContent(HistoryCopy.notCompared);
    expect(rows[1]).toHaveTextContent(HistoryCopy.skipped);
    expect(rows[2]).toHaveTextContent('40');
    expect(rows[2]).toHaveTextContent('Intrusion: 10');
    expect(rows[2]).toHaveTextContent('Negative thoughts and mood: 14');
    expect(rows[2]).toHaveTextContent(HistoryCopy.screenPositive);
    expect(await screen.findByTestId('assessment-score-chart')).toBeInTheDocument();
    // The chart plots totals only: the partial check-in is named as left out, never drawn as a 3.
    expect(screen.getByText(HistoryCopy.partialNotPlotted(1))).toBeInTheDocument();
  });

  it('draws no chart when no check-in has a total', async () => {
    installAssessmentServer({
      [`GET ${HISTORY_URL}`]: { status: 200, body: { items: [second], total: 1, page: 1, pageSize: 100 } },
    });
    renderWithApp(<AssessmentTab />);

    expect(await screen.findByText(HistoryCopy.partialNotPlotted(1))).toBeInTheDocument();
    expect(screen.queryByTestId('assessment-score-chart')).not.toBeInTheDocument();
  });

  it('invites a first assessment when there is no history', async () => {
    installAssessmentServer();
    renderWithApp(<AssessmentTab />);
    expect(await screen.findByText(HistoryCopy.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('assessment-score-chart')).not.toBeInTheDocument();
  });

  it('is not part of the registration variant', async () => {
    installAssessmentServer();
    renderWithApp(<AssessmentTab variant="registration" />);
    expect(await screen.findByRole('heading', { name: 'Complete Your Registration' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: HistoryCopy.title })).not.toBeInTheDocument();
  });
});
