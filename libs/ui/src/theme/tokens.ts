/** Raw design tokens. Components read them only through the styled-components theme. */
export interface ColorTokens {
  background: string;
  surface: string;
  surfaceMuted: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  info: string;
  infoSurface: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
}

/** Calm blues and greens; every text/background pair meets WCAG AA (4.5:1). */
export const calmPalette: ColorTokens = {
  background: '#f5f7fa',
  surface: '#ffffff',
  surfaceMuted: '#eef2f6',
  border: '#cfd8e3',
  text: '#1c2733',
  textMuted: '#4a5a6b',
  primary: '#2f5f8a',
  primaryHover: '#244b6e',
  onPrimary: '#ffffff',
  secondary: '#e3ecf4',
  secondaryHover: '#d3e1ee',
  onSecondary: '#1c3a57',
  danger: '#b3261e',
  dangerHover: '#8f1e18',
  onDanger: '#ffffff',
  dangerSurface: '#fbe9e7',
  success: '#1e6b45',
  successSurface: '#e4f3ea',
  warning: '#7a5300',
  warningSurface: '#fdf3d7',
  info: '#1f5a8f',
  infoSurface: '#e3eef9',
  focusRing: '#1b6ac9',
  overlay: 'rgba(16, 24, 32, 0.55)',
  skeleton: '#e1e7ee',
};

/** Black on white with strong borders, for people who need maximum contrast (AAA where possible). */
export const highContrastPalette: ColorTokens = {
  background: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f0f0f0',
  border: '#000000',
  text: '#000000',
  textMuted: '#1a1a1a',
  primary: '#00386b',
  primaryHover: '#002447',
  onPrimary: '#ffffff',
  secondary: '#ffffff',
  secondaryHover: '#e6e6e6',
  onSecondary: '#000000',
  danger: '#8a0000',
  dangerHover: '#5c0000',
  onDanger: '#ffffff',
  dangerSurface: '#ffffff',
  success: '#004d1a',
  successSurface: '#ffffff',
  warning: '#4d3300',
  warningSurface: '#ffffff',
  info: '#00386b',
  infoSurface: '#ffffff',
  focusRing: '#000000',
  overlay: 'rgba(0, 0, 0, 0.8)',
  skeleton: '#cccccc',
};

export const spacing = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

/** Base sizes in px; `createTheme` scales them for large text. */
export const baseFontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 } as const;

export const LARGE_TEXT_SCALE = 1.25;

/** System fonts only: no web fonts, nothing fetched from a CDN. */
export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const breakpoints = { md: '768px', lg: '1024px' } as const;

export const zIndices = { header: 10, overlay: 100, toast: 200 } as const;
