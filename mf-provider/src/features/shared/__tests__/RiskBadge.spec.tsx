import { screen } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { createTheme } from '@anchor/ui';

const lightColors = createTheme().colors;
import { RiskBadge } from '../RiskBadge';

describe('RiskBadge', () => {
  it('shows low in green, moderate in yellow and high in red, and says when nothing is shared', () => {
    renderWithApp(
      <>
        <RiskBadge level="low" />
        <RiskBadge level="moderate" />
        <RiskBadge level="high" />
        <RiskBadge level={null} />
      </>,
    );
    expect(screen.getByText('low risk')).toHaveStyle({
      color: lightColors.success,
      backgroundColor: lightColors.successSurface,
    });
    expect(screen.getByText('moderate risk')).toHaveStyle({
      color: lightColors.warning,
      backgroundColor: lightColors.warningSurface,
    });
    expect(screen.getByText('high risk')).toHaveStyle({
      color: lightColors.danger,
      backgroundColor: lightColors.dangerSurface,
    });
    expect(screen.getByText('no shared score')).toBeInTheDocument();
  });
});
