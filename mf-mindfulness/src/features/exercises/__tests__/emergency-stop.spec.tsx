import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import { screen, waitFor } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { GroundingCopy } from '../../practice/grounding-copy';
import { ExerciseCopy } from '../copy';

const stoppedSession = { id: 9, type: 'emdr', stoppedEarly: true, secondsSpent: 40, sudsBefore: 8, sudsAfter: null };

async function stopBilateral() {
  const fake = installFakeFetch({
    ...progressRoutes(),
    'POST /api/mindfulness': { status: 201, body: stoppedSession },
  });
  const view = renderWithApp(<MindfulnessTab />);
  await view.user.click(screen.getByRole('button', { name: 'Start EMDR' }));
  await view.user.click(screen.getByRole('button', { name: 'Start Session: Bilateral Stimulation' }));
  await view.user.click(screen.getByRole('button', { name: '8' }));
  await view.user.click(screen.getByRole('button', { name: ExerciseCopy.bilateralStart }));
  expect(screen.getByText(/seconds left/)).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: ExerciseCopy.emergencyStop }));
  return { ...fake, ...view };
}

describe('the Emergency Stop of an EMDR exercise', () => {
  it('stops the light at once, shows a grounding step and records the session as stopped early', async () => {
    const { callsTo, container } = await stopBilateral();
    expect(container.querySelector('[data-side]')).toBeNull();
    expect(screen.queryByText(/seconds left/)).toBeNull();
    expect(screen.getByRole('heading', { name: GroundingCopy.title })).toHaveFocus();
    for (const step of GroundingCopy.steps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(await screen.findByText(GroundingCopy.recorded)).toHaveAttribute('role', 'status');
    const [call] = callsTo('POST', '/api/mindfulness');
    expect(call.body).toMatchObject({
      type: 'emdr',
      subtype: 'bilateral_stimulation',
      stoppedEarly: true,
      sudsBefore: 8,
      sudsAfter: null,
      startedAt: expect.any(String),
      endedAt: expect.any(String),
    });
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(1);
  });

  it('opens the crisis panel from "I need help now"', async () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
    const { user } = await stopBilateral();
    await user.click(screen.getByRole('button', { name: GroundingCopy.needHelp }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
  });

  it('returns to the EMDR list with the selection forgotten from "I feel steadier"', async () => {
    const { user } = renderWithApp(<MindfulnessTab />);
    installFakeFetch({ ...progressRoutes(), 'POST /api/mindfulness': { status: 201, body: stoppedSession } });
    await user.click(screen.getByRole('button', { name: 'Start EMDR' }));
    await user.click(screen.getByRole('button', { name: 'Install Resources: Resource Installation' }));
    await user.click(screen.getByRole('checkbox', { name: 'Courage' }));
    await user.click(screen.getByRole('button', { name: ExerciseCopy.emergencyStop }));
    await user.click(await screen.findByRole('button', { name: GroundingCopy.steadier }));
    expect(screen.getByRole('heading', { name: ExerciseCopy.emdrTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install Resources: Resource Installation' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Courage' })).not.toBeChecked());
  });
});
