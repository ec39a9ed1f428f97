import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { JournalEntry } from '@anchor/contracts';
import { screen, within } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { JournalCopy } from '../copy';

const entry = (id: number, subtype: string, text: string, createdAt: string): JournalEntry => ({
  id,
  type: subtype === 'safe_place' ? 'emdr' : 'cbt',
  subtype,
  text,
  createdAt,
});

const firstPage = Array.from({ length: 20 }, (_, index) =>
  entry(
    40 - index,
    'thought_challenging',
    `Thought Challenging\n\nThe thought\nEntry ${40 - index}`,
    '2026-11-20T10:00:00Z',
  ),
);

describe('the journal screen', () => {
  it('opens from the picker, reads entries newest first under their exercise and pages to older ones', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'GET /api/mindfulness/journal?limit=20': { status: 200, body: firstPage },
      'GET /api/mindfulness/journal?limit=20&before=21': {
        status: 200,
        body: [
          entry(
            7,
            'safe_place',
            'Safe Place Visualization\n\nYour place\nDescribe it: a beach',
            '2026-11-02T08:00:00Z',
          ),
        ],
      },
    });
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.click(screen.getByRole('button', { name: JournalCopy.open }));

    expect(screen.getByRole('heading', { name: JournalCopy.title })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(20);
    expect(within(articles[0]).getByRole('heading', { name: 'Thought Challenging' })).toBeInTheDocument();
    expect(articles[0]).toHaveTextContent('Entry 40');
    expect(articles[0]).not.toHaveTextContent('Thought Challenging\n\n');

    await user.click(screen.getByRole('button', { name: JournalCopy.older }));
    expect(await screen.findByRole('heading', { name: 'Safe Place Visualization' })).toBeInTheDocument();
    expect(screen.getByText(/Describe it: a beach/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JournalCopy.older })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/mindfulness/journal?limit=20&before=21')).toHaveLength(1);
  });

  it('deletes an entry only after confirmation, and reads the journal again', async () => {
    let entries = [entry(3, 'mood_log', 'Mood & Thought Log\n\nEmotions\nEmotions: Sad 6/10', '2026-11-21T09:00:00Z')];
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'GET /api/mindfulness/journal?limit=20': () => ({ status: 200, body: entries }),
      'DELETE /api/mindfulness/journal/3': () => {
        entries = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<MindfulnessTab exercise="journal" />);
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: /^Delete entry: Mood & Thought Log/ }));
    expect(screen.getByRole('dialog', { name: JournalCopy.confirmTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: JournalCopy.keep }));
    expect(callsTo('DELETE', '/api/mindfulness/journal/3')).toHaveLength(0);
    expect(screen.getByRole('article')).toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: /^Delete entry/ }));
    await user.click(screen.getByRole('button', { name: JournalCopy.confirmDelete }));
    expect(await screen.findByText(JournalCopy.empty)).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/mindfulness/journal/3')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when nothing has been saved', async () => {
    installFakeFetch({ ...progressRoutes(), 'GET /api/mindfulness/journal?limit=20': { status: 200, body: [] } });
    renderWithApp(<MindfulnessTab exercise="journal" />);
    expect(await screen.findByText(JournalCopy.empty)).toBeInTheDocument();
  });
});
