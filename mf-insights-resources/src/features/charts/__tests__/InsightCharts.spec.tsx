import { renderWithApp } from '@anchor/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import type { InsightCharts as InsightChartsData, MoodChartPoint } from '@anchor/contracts';
import { InsightCharts } from '../InsightCharts';
import { ChartsCopy } from '../copy';

const TODAY = '2026-06-30';

function dayBefore(days: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A check-in every other day over the last 90 days: 45 in all, 15 within the last 30. */
const mood: MoodChartPoint[] = Array.from({ length: 45 }, (_v, index) => ({
  date: dayBefore(88 - index * 2),
  mood: 4 + (index % 4),
  energy: index % 3 === 0 ? null : 5,
  anxiety: 3,
})).filter((point) => point.date <= TODAY);

const charts: InsightChartsData = {
  pcl5: [
    {
      completedAt: '2026-04-01T10:00:00.000Z',
      totalScore: 48,
      intrusion: 14,
      avoidance: 6,
      cognition: 16,
      arousal: 12,
      answeredCount: 20,
    },
    {
      completedAt: '2026-06-01T10:00:00.000Z',
      totalScore: 30,
      intrusion: 8,
      avoidance: 3,
      cognition: 10,
      arousal: 9,
      answeredCount: 20,
    },
  ],
  mood,
  practice: [
    { weekStart: '2026-06-22', minutes: 25, untimedSessions: 0, distressBefore: 6.5, distressAfter: 3 },
    { weekStart: '2026-06-29', minutes: 0, untimedSessions: 2, distressBefore: null, distressAfter: null },
  ],
  sleepMood: [
    { date: '2026-06-27', sleepHours: 6, nextDayMood: 5 },
    { date: '2026-06-28', sleepHours: 8, nextDayMood: 7 },
  ],
  medications: [
    {
      medicationId: 3,
      name: 'Sertraline',
      weeks: [
        { weekStart: '2026-06-22', taken: 6, snoozed: 0, missed: 1, percent: 86 },
        { weekStart: '2026-06-29', taken: 0, snoozed: 0, missed: 0, percent: null },
      ],
    },
  ],
};

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('InsightCharts', () => {
  it('gives every chart a text summary and its numbers as a table', async () => {
    const { user } = renderWithApp(<InsightCharts charts={charts} today={TODAY} />);
    const pcl5 = region(ChartsCopy.pcl5.title);
    expect(pcl5).toHaveTextContent(
      '2 assessments from 1 Apr 2026 to 1 Jun 2026. Total 48 at first and 30 most recently (0-80, lower is less bother). The shaded band marks 31-33',
    );
    await user.click(within(pcl5).getByText(ChartsCopy.showTable));
    const table = within(pcl5).getByRole('table', { name: ChartsCopy.pcl5.caption });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1 Jun 2026308310');

    const practice = region(ChartsCopy.practice.title);
    expect(practice).toHaveTextContent('In weeks you rated it, distress averaged 6.5 before and 3.0 after.');
    // Sessions recorded before time was measured are counted apart, not given their planned length.
    expect(practice).toHaveTextContent('25 minutes over 2 weeks');
    expect(practice).toHaveTextContent('Time not recorded for 2 earlier sessions.');
    const practiceRows = within(within(practice).getByRole('table')).getAllByRole('row');
    expect(practiceRows[1]).toHaveTextContent(`29 Jun 20260${ChartsCopy.notRated}${ChartsCopy.notRated}`);

    expect(region(ChartsCopy.sleep.title)).toHaveTextContent('2 nights with sleep logged and a check-in the next day');
    const adherence = region(`${ChartsCopy.medications.title}: Sertraline`);
    expect(adherence).toHaveTextContent('Sertraline: 6 of 7 doses taken over 1 weeks with a dose due.');
    expect(within(adherence).getAllByRole('row')[2]).toHaveTextContent('22 Jun 202660186%');
  });

  it('shows 30 days of mood history, and 90 on request', async () => {
    const { user } = renderWithApp(<InsightCharts charts={charts} today={TODAY} />);
    const history = region(ChartsCopy.mood.title);
    expect(within(history).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(history).toHaveTextContent('You checked in on 15 of the last 30 days.');
    expect(within(history).getAllByRole('row')).toHaveLength(16);
    await user.click(within(history).getByRole('button', { name: '90 days' }));
    expect(history).toHaveTextContent('You checked in on 45 of the last 90 days.');
    expect(within(history).getAllByRole('row')).toHaveLength(46);
    expect(within(history).getByRole('table', { name: ChartsCopy.mood.caption(90) })).toBeInTheDocument();
  });

  it('labels a partial assessment in the PCL-5 summary and table and draws no screening result from it', async () => {
    const partial = { ...charts.pcl5[1], completedAt: '2026-06-20T10:00:00.000Z', totalScore: 3, answeredCount: 1 };
    const { user } = renderWithApp(
      <InsightCharts charts={{ ...charts, pcl5: [...charts.pcl5, partial] }} today={TODAY} />,
    );
    const pcl5 = region(ChartsCopy.pcl5.title);
    expect(pcl5).toHaveTextContent(
      '1 of them is partial (fewer than 20 questions answered): a partial total is not compared and draws no screening result.',
    );
    await user.click(within(pcl5).getByText(ChartsCopy.showTable));
    const rows = within(within(pcl5).getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3 (partial: 1 of 20 answered)');
  });

  it('says a single partial assessment is partial', () => {
    const partial = { ...charts.pcl5[0], totalScore: 3, answeredCount: 1 };
    renderWithApp(<InsightCharts charts={{ ...charts, pcl5: [partial] }} today={TODAY} />);
    expect(region(ChartsCopy.pcl5.title)).toHaveTextContent(
      'total 3 of 80. Partial: 1 of 20 questions answered, so no screening result is drawn.',
    );
  });

  it('says what each chart needs when there is nothing to plot', () => {
    renderWithApp(
      <InsightCharts charts={{ pcl5: [], mood: [], practice: [], sleepMood: [], medications: [] }} today={TODAY} />,
    );
    expect(region(ChartsCopy.mood.title)).toHaveTextContent(ChartsCopy.mood.empty(30));
    expect(region(ChartsCopy.pcl5.title)).toHaveTextContent(ChartsCopy.pcl5.empty);
    expect(region(ChartsCopy.practice.title)).toHaveTextContent(ChartsCopy.practice.empty);
    expect(region(ChartsCopy.sleep.title)).toHaveTextContent(ChartsCopy.sleep.empty);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
