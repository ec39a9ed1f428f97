import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import type { InsightsResponse, MoodEntry, RecommendationCard, TrendCard } from '@anchor/contracts';
import InsightsTab from '../../../exposed/InsightsTab';
import { MoodCopy } from '../../mood/copy';
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
  today: '2026-06-30',
  recommendations: ['a', 'b', 'c', 'd', 'e'].map((id, index) =>
    recommendation(id, index < 2 ? 'high' : 'low', `Finding ${id}`),
  ),
  trends: [trend],
  charts: { pcl5: [], mood: [], practice: [], sleepMood: [], medications: [] },
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

  it('leads Take Action on an exercise card to that exercise in Mindfulness', async () => {
    const exercise = {
      ...recommendation('practice-distress', 'high', 'It eased most with thought challenging.'),
      action: {
        label: 'Practise thought challenging again',
        target: { kind: 'mindfulness' as const, exercise: 'cbt_thought_challenging' as const },
      },
    };
    installFakeFetch({ 'GET /api/insights': { status: 200, body: { ...insights, recommendations: [exercise] } } });
    const onOpenMindfulness = jest.fn();
    const { user } = renderWithApp(<InsightsTab onOpenMindfulness={onOpenMindfulness} />);
    await user.click(
      await screen.findByRole('button', { name: `${InsightsCopy.takeAction}: Practise thought challenging again` }),
    );
    expect(onOpenMindfulness).toHaveBeenCalledWith('cbt_thought_challenging');
  });

  it('leads Take Action on a reminder card to the settings panel’s reminders card', async () => {
    const reminders = {
      ...recommendation('medication-adherence', 'high', 'You confirmed Sertraline: taken 3 of 7 doses.'),
      action: { label: 'Check your medication reminder times', target: { kind: 'reminder_settings' as const } },
    };
    installFakeFetch({ 'GET /api/insights': { status: 200, body: { ...insights, recommendations: [reminders] } } });
    const onOpenSettings = jest.fn();
    const { user } = renderWithApp(<InsightsTab onOpenSettings={onOpenSettings} />);
    await user.click(
      await screen.findByRole('button', { name: `${InsightsCopy.takeAction}: Check your medication reminder times` }),
    );
    expect(onOpenSettings).toHaveBeenCalledWith('reminders');
  });

  it('changes today’s check-in in one tap, starting from today’s values', async () => {
    const today: MoodEntry = {
      id: 41,
      mood: 4,
      energy: 6,
      anxiety: null,
      notes: 'Tired',
      source: 'manual',
      confidence: null,
      createdAt: '2026-06-30T08:00:00.000Z',
    };
    const { callsTo } = installFakeFetch({
      'GET /api/insights': { status: 200, body: insights },
      'GET /api/mood-entries/today': { status: 200, body: { entry: today } },
      'PATCH /api/mood-entries/41': (body) => ({ status: 200, body: { ...today, ...(body as object) } }),
    });
    const { user } = renderWithApp(<InsightsTab />);
    expect(await screen.findByText('Today: mood 4, energy 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: InsightsCopy.editToday }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: MoodCopy.editHeading })).toBeInTheDocument();
    const mood = within(dialog).getByRole('radiogroup', { name: MoodCopy.mood.label });
    expect(within(mood).getByRole('radio', { name: '4' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('textbox')).toHaveValue('Tired');
    await user.click(within(mood).getByRole('radio', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: MoodCopy.saveChanges }));
    expect(await screen.findByText(MoodCopy.updatedTitle)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/mood-entries/41')[0].body).toEqual({
      mood: 7,
      energy: 6,
      anxiety: null,
      notes: 'Tired',
    });
    expect(callsTo('POST', '/api/mood-entries')).toHaveLength(0);
  });

  it('offers a new check-in when there is none today', async () => {
    installFakeFetch({
      'GET /api/insights': { status: 200, body: insights },
      'GET /api/mood-entries/today': { status: 200, body: { entry: null } },
    });
    const { user } = renderWithApp(<InsightsTab />);
    await user.click(await screen.findByRole('button', { name: InsightsCopy.checkIn }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: MoodCopy.heading })).toBeInTheDocument();
  });
});
