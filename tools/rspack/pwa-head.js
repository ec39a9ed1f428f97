// What the shell's page head says to browsers that install it: the web app manifest, the icons (Android,
// desktop and iOS sizes, drawn by tools/pwa/draw-icons.mjs into shell/public/icons), the bar colour in the
// calm and the high-contrast themes (libs/ui tokens), and Apple's Home Screen tags.
const { CopyRspackPlugin } = require('@rspack/core');

const THEME_COLOUR = '#2f5f8a';
const HIGH_CONTRAST_THEME_COLOUR = '#00386b';

const PWA_HEAD =
  '<link rel="manifest" href="/manifest.webmanifest" />' +
  '<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png" />' +
  '<link rel="icon" type="image/png" sizes="16x16" href="/icons/favicon-16.png" />' +
  '<link rel="apple-touch-icon" sizes="180x180" href="/icons/apple-touch-icon.png" />' +
  `<meta name="theme-color" content="${THEME_COLOUR}" />` +
  `<meta name="theme-color" media="(prefers-contrast: more)" content="${HIGH_CONTRAST_THEME_COLOUR}" />` +
  '<meta name="mobile-web-app-capable" content="yes" />' +
  '<meta name="apple-mobile-web-app-capable" content="yes" />' +
  '<meta name="apple-mobile-web-app-title" content="Anchor" />' +
  '<meta name="apple-mobile-web-app-status-bar-style" content="default" />';

/** Copies shell/public (manifest, icons) to the root of the shell's build. */
function publicFilesPlugin() {
  return new CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] });
}

module.exports = { PWA_HEAD, publicFilesPlugin, THEME_COLOUR };
