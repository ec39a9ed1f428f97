import {
  baseFontSizes,
  breakpoints,
  calmPalette,
  fontFamily,
  highContrastPalette,
  LARGE_TEXT_SCALE,
  radii,
  spacing,
  zIndices,
  type ColorTokens,
} from './tokens';

export interface AccessibilityPreferences {
  largeText: boolean;
  highContrast: boolean;
}

type FontSizeName = keyof typeof baseFontSizes;

export interface AnchorTheme {
  preferences: AccessibilityPreferences;
  colors: ColorTokens;
  spacing: typeof spacing;
  radii: typeof radii;
  fontSizes: Record<FontSizeName, string>;
  fontFamily: string;
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeight: number;
  borderWidth: string;
  breakpoints: typeof breakpoints;
  zIndices: typeof zIndices;
}

const scaleFontSizes = (scale: number) =>
  Object.fromEntries(
    Object.entries(baseFontSizes).map(([name, px]) => [name, `${Math.round(px * scale)}px`]),
  ) as Record<FontSizeName, string>;

/** One theme for the whole app, so an accessibility choice changes every screen at once. */
export function createTheme(preferences: Partial<AccessibilityPreferences> = {}): AnchorTheme {
  const resolved: AccessibilityPreferences = {
    largeText: preferences.largeText ?? false,
    highContrast: preferences.highContrast ?? false,
  };
  return {
    preferences: resolved,
    colors: resolved.highContrast ? highContrastPalette : calmPalette,
    spacing,
    radii,
    fontSizes: scaleFontSizes(resolved.largeText ? LARGE_TEXT_SCALE : 1),
    fontFamily,
    fontWeights: { regular: 400, medium: 500, bold: 700 },
    lineHeight: 1.5,
    // High contrast also thickens outlines so edges stay visible.
    borderWidth: resolved.highContrast ? '2px' : '1px',
    breakpoints,
    zIndices,
  };
}
