import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { MINDFULNESS_VIEW_KEYS } from '@anchor/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { BreathingCopy } from '../../breathing/copy';
import { ExerciseCopy } from '../../exercises/copy';
import { MindfulnessCopy } from '../../picker/copy';
import { PracticeCopy } from '../copy';
import { viewForKey } from '../practice-view';
import { progressRoutes } from '../../../testing/mindfulness-routes';

/** Stands in for the shell: a link followed while the tab is open changes the prop. */
function LinkedTab() {
  const [key, setKey] = useState('cbt_thought_challenging');
  return (
    <>
      <button onClick={() => setKey('breathing')}>link to breathing</button>
      <button onClick={() => setKey('emdr')}>link to EMDR</button>
      <MindfulnessTab exercise={key} />
    </>
  );
}

describe('deep links into the Mindfulness tab', () => {
  it('opens the exercise a link names, with its back label, and follows a new link while mounted', async () => {
    installFakeFetch(progressRoutes());
    const { user } = renderWithApp(<LinkedTab />);
    expect(screen.getByRole('heading', { name: 'Thought Challenging' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `← ${PracticeCopy.backToCbt}` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'link to breathing' }));
    expect(screen.getByRole('button', { name: BreathingCopy.start })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'link to EMDR' }));
    expect(screen.getByRole('heading', { name: ExerciseCopy.emdrTitle })).toBeInTheDocument();
  });

  it('shows the picker for a key it does not know', () => {
    installFakeFetch(progressRoutes());
    renderWithApp(<MindfulnessTab exercise="not-a-view" />);
    expect(screen.getByRole('heading', { name: MindfulnessCopy.title })).toBeInTheDocument();
  });

  it('maps every published key to a view, and the first build’s exercise keys to their subtypes', () => {
    for (const key of MINDFULNESS_VIEW_KEYS) expect(viewForKey(key).category).not.toBeNull();
    expect(viewForKey('cbt_reframe_thinking')).toEqual({ category: 'cbt', exercise: 'reframe_negative_thinking' });
    expect(viewForKey('cbt_problem_solving')).toEqual({ category: 'cbt', exercise: 'problem_solving_skills' });
    expect(viewForKey('emdr_bilateral')).toEqual({ category: 'emdr', exercise: 'bilateral_stimulation' });
    expect(viewForKey('toString')).toEqual({ category: null, exercise: null });
  });
});
