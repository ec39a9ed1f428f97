import { renderWithApp } from '@anchor/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import { OfflineHelp } from '../OfflineHelp';
import { GroundingCopy, HelpNowCopy, SafePlaceCopy, StepCopy } from '../copy';

const open = async (name: string) => {
  const rendered = renderWithApp(<OfflineHelp />);
  await rendered.user.click(screen.getByRole('button', { name: new RegExp(name) }));
  return rendered;
};

describe('offline step-by-step exercises', () => {
  it('walks grounding 5-4-3-2-1 from what you see to what you taste, with Back and Next', async () => {
    const { user } = await open(GroundingCopy.name);
    const exercise = screen.getByRole('region', { name: GroundingCopy.name });
    expect(within(exercise).getByRole('heading', { name: '5 things you can see' })).toBeInTheDocument();
    expect(within(exercise).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(exercise).getByRole('button', { name: StepCopy.back })).toBeDisabled();

    await user.click(within(exercise).getByRole('button', { name: StepCopy.next }));
    expect(within(exercise).getByRole('heading', { name: '4 things you can feel' })).toBeInTheDocument();
    await user.click(within(exercise).getByRole('button', { name: StepCopy.back }));
    expect(within(exercise).getByRole('heading', { name: '5 things you can see' })).toBeInTheDocument();

    for (let step = 0; step < 4; step += 1)
      await user.click(within(exercise).getByRole('button', { name: StepCopy.next }));
    expect(within(exercise).getByRole('heading', { name: '1 thing you can taste' })).toBeInTheDocument();
    await user.click(within(exercise).getByRole('button', { name: StepCopy.finish }));
    expect(within(exercise).getByText(GroundingCopy.done)).toBeInTheDocument();
    await user.click(within(exercise).getByRole('button', { name: StepCopy.again }));
    expect(within(exercise).getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('guides safe-place imagery step by step and returns to the list of exercises', async () => {
    const { user } = await open(SafePlaceCopy.name);
    const exercise = screen.getByRole('region', { name: SafePlaceCopy.name });
    expect(within(exercise).getByRole('heading', { name: 'Get comfortable' })).toBeInTheDocument();
    await user.click(within(exercise).getByRole('button', { name: StepCopy.next }));
    expect(within(exercise).getByRole('heading', { name: 'Choose your place' })).toBeInTheDocument();
    expect(within(exercise).getByText('Step 2 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: HelpNowCopy.backToExercises }));
    expect(screen.queryByRole('region', { name: SafePlaceCopy.name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(GroundingCopy.name) })).toBeInTheDocument();
  });

  it('shows the crisis lines as tap-to-call links above the exercises', () => {
    renderWithApp(<OfflineHelp />);
    const crisis = screen.getByRole('region', { name: HelpNowCopy.crisisTitle });
    const links = within(crisis).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.some((link) => link.getAttribute('href')?.startsWith('tel:'))).toBe(true);
  });

  it('takes a keyboard user past the crisis list to the exercises in one step', async () => {
    const { user } = renderWithApp(<OfflineHelp />);
    Element.prototype.scrollIntoView = jest.fn();
    await user.click(screen.getByRole('link', { name: HelpNowCopy.jumpToExercises }));
    expect(screen.getByRole('heading', { level: 2, name: HelpNowCopy.exercisesTitle })).toHaveFocus();
  });
});
