import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import type { InsightsResponse, RecommendationCard, TrendCard } from '@anchor/contracts';
import InsightsTab from '../../../exposed/InsightsTab';
import { InsightsCopy } from '../copy';

function recommendation(id: string, priority: RecommendationCard['priority'], description: string): RecommendationCard {
  return {
    id,
    topic: 'sleep',
    status: 'finding',
    priority,
    icon: 'moon',
    description,
    action: { label: `Act on ${id}`, target: { kind: 'assessment' } },
    prediction: 'A pattern, not a cause.',
    basis: null,
  };
}

const trend: TrendCard = {
  id: 'trends-pcl5',
  topic: 'trends',
  status: 'needs_data',
  priority: 'low',
  icon: 'trending',
  title: 'PCL-5 over time',
  subtitle: '0 assessments so far',
  description: 'A change over time needs 2 assessments.',
  insight: 'Each monthly assessment adds a point to this trend.',
  basis: null,
};

const insights: InsightsResponse = {
  generatedAt: '2026-06-30T12:00:00.000Z',
  recommendations: ['a', 'b', 'c', 'd', 'e'].map((id, index) =>
    recommendation(id, index < 2 ? 'high' : 'low', `Finding ${id}`),
  ),
  trends: [trend],
  charts: { pcl5: [], mood: [], practice: [], sleepMood: [] },
};

describe('InsightsTab', () => {
  it('shows the top 3 recommendations, all of them on Drop the Anchor Deeper, and 3 again on Show Top 3 Only', async () => {
    installFakeFetch({ 'GET /api/insights': { status: 200, body: insights } });
    const { user, container } = renderWithApp(<InsightsTab />);
    expect(container.querySelector('[data-remote="mf_insights_resources"]')).toBeInTheDocument();
    expect(await screen.findByText('Finding a')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Finding d')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: InsightsCopy.showAll }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: InsightsCopy.showTop }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says Great choice! on Take Action and leads where the card points', async () => {
    installFakeFetch({ 'GET /api/insights': { status: 200, body: insights } });
    const onOpenAssessment = jest.fn();
    const { user } = renderWithApp(<InsightsTab onOpenAssessment={onOpenAssessment} />);
    const card = await screen.findByRole('article', { name: 'Act on a' });
    await user.click(within(card).getByRole('button', { name: `${InsightsCopy.takeAction}: Act on a` }));
    expect(await screen.findByText(InsightsCopy.greatChoice)).toBeInTheDocument();
    expect(onOpenAssessment).toHaveBeenCalledTimes(1);
  });

  it('shows what a trend still needs and toasts its description when clicked', async () => {
    installFakeFetch({ 'GET /api/insights': { status: 200, body: insights } });
    const { user } = renderWithApp(<InsightsTab />);
    await user.click(await screen.findByRole('tab', { name: 'Trends' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('A change over time needs 2 assessments.');
    expect(panel).toHaveTextContent(InsightsCopy.needsData);
    await user.click(within(panel).getByRole('button', { name: /PCL-5 over time/ }));
    expect(screen.getAllByText('A change over time needs 2 assessments.')).toHaveLength(2);
  });
});
