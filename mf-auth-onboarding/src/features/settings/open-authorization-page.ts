/**
 * The provider's authorization page, in this tab: the provider sends the person back to the server's
 * callback page, which returns to Settings. (A separate module so that tests can stand in for navigation.)
 */
export function openAuthorizationPage(authUrl: string): void {
  window.location.assign(authUrl);
}
