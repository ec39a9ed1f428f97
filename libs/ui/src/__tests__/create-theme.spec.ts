import { createTheme } from '../theme/create-theme';
import { calmPalette, highContrastPalette } from '../theme/tokens';

describe('createTheme', () => {
  it('scales every font size up when large text is on', () => {
    const regular = createTheme();
    const large = createTheme({ largeText: true });

    expect(regular.fontSizes.md).toBe('16px');
    expect(large.fontSizes.md).toBe('20px');
    for (const size of Object.keys(regular.fontSizes) as Array<keyof typeof regular.fontSizes>) {
      expect(parseInt(large.fontSizes[size], 10)).toBeGreaterThan(parseInt(regular.fontSizes[size], 10));
    }
  });

  it('swaps to the high-contrast palette when high contrast is on', () => {
    expect(createTheme().colors).toBe(calmPalette);
    expect(createTheme({ highContrast: true }).colors).toBe(highContrastPalette);
  });
});
