import { createTheme } from '@anchor/ui';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { RemoteErrorBoundary } from '../RemoteErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

const renderBoundary = (error: unknown) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <RemoteErrorBoundary>
        <Throws error={error} />
      </RemoteErrorBoundary>
    </ThemeProvider>,
  );

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Something went wrong', the error's message and a Try again button", () => {
    renderBoundary(new Error('The assistant feature could not be loaded'));

    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The assistant feature could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'An unexpected error occurred' when the error has no message", () => {
    renderBoundary('not an Error');

    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
