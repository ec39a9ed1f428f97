import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FormField } from '../components/FormField';
import { Stack } from '../components/Stack';
import { TextArea } from '../components/TextArea';
import { createTheme } from '../theme/create-theme';

const theme = createTheme();
const renderThemed = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Stack', () => {
  it('lays its children out in a column with the theme gap, as the element it is given', () => {
    renderThemed(
      <Stack as="form" aria-label="Plan" gap="lg" align="center">
        <p>one</p>
        <p>two</p>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Plan' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing.lg,
    });
    // Its own props shape the style and never reach the page's markup.
    expect(form).not.toHaveAttribute('gap');
    expect(form).not.toHaveAttribute('align');
  });

  it('stretches its children across the column when no alignment is given', () => {
    renderThemed(<Stack data-testid="column" gap="sm" />);
    expect(screen.getByTestId('column')).toHaveStyle({ alignItems: 'stretch', gap: theme.spacing.sm });
  });
});

describe('TextArea', () => {
  it('is a labelled, multi-line field that keeps what is typed, line breaks included', async () => {
    renderThemed(
      <FormField label="Notes">
        <TextArea />
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(field, 'first line{enter}second line');
    expect(field).toHaveValue('first line\nsecond line');
    expect(field).toHaveStyle({ minHeight: '5rem', resize: 'vertical' });
  });

  it('is marked invalid and described by the error its form field shows', () => {
    renderThemed(
      <FormField label="Reply" error="Write a reply first.">
        <TextArea size="short" />
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: 'Reply' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Write a reply first.');
    expect(field).toHaveStyle({ minHeight: '3.5rem' });
    expect(field).not.toHaveAttribute('size');
  });
});
