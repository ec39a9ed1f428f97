import { createTheme, GlobalStyle } from '@anchor/ui';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { selectPreferences } from '../preferences/preferences.slice';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { useAppSelector } from '../store/hooks';
import { Toaster } from '../toasts/Toaster';

let pageStore: AppStore | undefined;

/** The page's single store; app-runtime is a shared singleton, so the shell and every remote get this one. */
export function getAppStore(): AppStore {
  pageStore ??= createAppStore();
  return pageStore;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Wrap in a BrowserRouter (the shell and standalone remotes do; tests bring a MemoryRouter). */
  router?: boolean;
  /** Path prefix when the app is served below the origin root (a standalone remote under /remotes/...). */
  basename?: string;
  /** Tests pass their own store. */
  store?: AppStore;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { largeText, highContrast } = useAppSelector(selectPreferences);
  const theme = useMemo(() => createTheme({ largeText, highContrast }), [largeText, highContrast]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}

export function AppProviders({ children, router = false, basename, store }: AppProvidersProps) {
  const content = <ThemedApp>{children}</ThemedApp>;
  return (
    <Provider store={store ?? getAppStore()}>
      {router ? <BrowserRouter basename={basename}>{content}</BrowserRouter> : content}
    </Provider>
  );
}
