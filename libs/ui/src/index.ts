export { createTheme, type AccessibilityPreferences, type AnchorTheme } from './theme/create-theme';
export { calmPalette, highContrastPalette, LARGE_TEXT_SCALE, baseFontSizes, type ColorTokens } from './theme/tokens';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent } from './components/Card';
export { SettingsCard, type SettingsCardProps } from './components/SettingsCard';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Input, Select, Textarea, Label, FieldError, FormField, type FormFieldProps } from './components/FormField';
export { Switch, type SwitchProps } from './components/Switch';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './components/Tabs';
export {
  Spinner,
  FullPageSpinner,
  CardSkeleton,
  DashboardSkeleton,
  LOADING_LABEL,
  type SpinnerProps,
} from './components/Loading';
export { Dialog, type DialogProps } from './components/Dialog';
export { VisuallyHidden } from './components/VisuallyHidden';
export { PageContainer } from './components/PageContainer';
export { CrisisHelpButton, CRISIS_HELP_LABEL, type CrisisHelpButtonProps } from './components/CrisisHelpButton';
export { CrisisResources } from './components/CrisisResources';
