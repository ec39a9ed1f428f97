import 'styled-components';
import type { AnchorTheme } from './create-theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AnchorTheme {}
}
