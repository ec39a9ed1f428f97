import { screen } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { createTheme } from '@anchor/ui';
import { CrisisBadge, ScreeningBadge } from '../ScreeningBadge';

const lightColors = createTheme().colors;

describe('ScreeningBadge', () => {
  it('says where a score stands against the screening cut-off, below green, near yellow, above red, never "risk"', () => {
    const { container } = renderWithApp(
      <>
        <ScreeningBadge screening="below_cutoff" />
        <ScreeningBadge screening="near_cutoff" />
        <ScreeningBadge screening="above_cutoff" />
        <ScreeningBadge screening={null} />
      </>,
    );
    expect(screen.getByText('Below screening cut-off')).toHaveStyle({
      color: lightColors.success,
      backgroundColor: lightColors.successSurface,
    });
    expect(screen.getByText('Near screening cut-off (31-33)')).toHaveStyle({
      color: lightColors.warning,
      backgroundColor: lightColors.warningSurface,
    });
    const above = screen.getByText('Above screening cut-off (33)');
    expect(above).toHaveStyle({ color: lightColors.danger, backgroundColor: lightColors.dangerSurface });
    expect(above).toHaveAttribute('title', expect.stringContaining('U.S. National Center for PTSD'));
    expect(screen.getByText('no shared score')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/risk/i);
  });

  it('shows a partial assessment in grey with how many questions were answered, and no screening words', () => {
    renderWithApp(<ScreeningBadge screening="partial" answeredCount={3} />);
    expect(screen.getByText('Partial (3 of 20)')).toHaveStyle({
      color: lightColors.textMuted,
      backgroundColor: lightColors.surfaceMuted,
    });
    expect(screen.queryByText(/screening cut-off/)).toBeNull();
  });

  it('keeps red "Crisis moment shared" for a crisis the patient chose to share', () => {
    renderWithApp(<CrisisBadge />);
    expect(screen.getByText('Crisis moment shared')).toHaveStyle({ color: lightColors.danger });
  });
});
