import { screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { MindfulnessCopy } from '../copy';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('MindfulnessTab', () => {
  it('shows the four practices, each saying it arrives in the next release', () => {
    const { container } = renderWithApp(<MindfulnessTab />);
    expect(container.querySelector('[data-remote="mf_mindfulness"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MindfulnessCopy.title })).toBeInTheDocument();
    expect(screen.getByText(MindfulnessCopy.prompt)).toBeInTheDocument();
    for (const [title, action] of [
      ['Meditation', 'Start Session'],
      ['Breathing', 'Start Breathing'],
      ['CBT Exercises', 'Start Exercises'],
      ['EMDR Techniques', 'Start EMDR'],
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      const button = screen.getByRole('button', { name: action });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(MindfulnessCopy.notYet);
    }
    expect(screen.queryByText(/sessions completed/)).not.toBeInTheDocument();
  });
});
