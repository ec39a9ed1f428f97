import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { MindfulnessCopy } from '../../picker/copy';
import { BreathingCopy } from '../../breathing/copy';
import { GroundingCopy } from '../grounding-copy';
import { ExerciseCopy } from '../../exercises/copy';
import { MeditationCopy } from '../../meditation/copy';
import { PracticeCopy } from '../copy';
import { progressRoutes } from '../../../testing/mindfulness-routes';

describe('MindfulnessTab', () => {
  it('shows the four practices with this month’s sessions against the recommended number', async () => {
    installFakeFetch(progressRoutes({ meditation: 3, cbt: 1, cbt_mood_log: 1 }));
    const { container } = renderWithApp(<MindfulnessTab />);
    expect(container.querySelector('[data-remote="mf_mindfulness"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MindfulnessCopy.title })).toBeInTheDocument();
    expect(screen.getByText(MindfulnessCopy.prompt)).toBeInTheDocument();
    for (const action of ['Start Session', 'Start Breathing', 'Start Exercises', 'Start EMDR']) {
      expect(screen.getByRole('button', { name: action })).toBeEnabled();
    }
    expect(await screen.findByText('3/8 sessions completed this month')).toBeInTheDocument();
    expect(screen.getByText('1/12 sessions completed this month')).toBeInTheDocument();
    expect(screen.getAllByText('0/8 sessions completed this month')).toHaveLength(2);
  });

  it('switches views inside the tab with the three back labels', async () => {
    installFakeFetch(progressRoutes({ cbt_mood_log: 1 }));
    const { user } = renderWithApp(<MindfulnessTab />);

    await user.click(screen.getByRole('button', { name: 'Start Exercises' }));
    expect(screen.getByRole('heading', { name: ExerciseCopy.cbtTitle })).toBeInTheDocument();
    expect(screen.getByText(ExerciseCopy.cbtTipTitle)).toBeInTheDocument();
    const moodLog = screen.getByRole('heading', { name: 'Mood & Thought Log' }).closest('div')!.parentElement!;
    expect(within(moodLog).getByText('1/2 completed this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn Skills: Problem-Solving Skills' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Exercise: Mood & Thought Log' }));
    await user.click(screen.getByRole('button', { name: `← ${PracticeCopy.backToCbt}` }));
    expect(screen.getByRole('heading', { name: ExerciseCopy.cbtTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `← ${PracticeCopy.backToMindfulness}` }));

    await user.click(screen.getByRole('button', { name: 'Start EMDR' }));
    expect(screen.getByText(ExerciseCopy.emdrSafety)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visualize: Safe Place Visualization' }));
    expect(screen.getByRole('button', { name: `← ${PracticeCopy.backToEmdr}` })).toBeInTheDocument();
  });

  it('moves focus to the heading of each view it opens, so keyboard and screen-reader users start there', async () => {
    installFakeFetch(progressRoutes());
    const { user } = renderWithApp(<MindfulnessTab />);
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Start Breathing' }));
    expect(screen.getByRole('heading', { name: BreathingCopy.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `← ${PracticeCopy.backToMindfulness}` }));
    expect(screen.getByRole('heading', { name: MindfulnessCopy.title })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(screen.getByRole('heading', { name: MeditationCopy.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `← ${PracticeCopy.backToMindfulness}` }));

    await user.click(screen.getByRole('button', { name: 'Start EMDR' }));
    expect(screen.getByRole('heading', { name: ExerciseCopy.emdrTitle })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start Soothing: Self-Soothing Protocol' }));
    expect(screen.getByRole('heading', { name: 'Self-Soothing Protocol' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: ExerciseCopy.emergencyStop }));
    expect(screen.getByRole('heading', { name: GroundingCopy.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: GroundingCopy.steadier }));
    expect(screen.getByRole('heading', { name: ExerciseCopy.emdrTitle })).toHaveFocus();
  });
});
