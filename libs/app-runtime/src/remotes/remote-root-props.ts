import type { RemoteName } from '@anchor/contracts';

/**
 * Attributes for the root element of every exposed component, so anyone (support, e2e tests) can
 * tell which remote and which build of it is on screen. The build label is passed in by the remote
 * because this library is a shared singleton: its own copy would report the shell's build.
 */
export const remoteRootProps = (remote: RemoteName, buildLabel: string) =>
  ({ 'data-remote': remote, 'data-build': buildLabel }) as const;
