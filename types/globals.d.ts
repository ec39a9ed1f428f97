/** Build label injected by rspack DefinePlugin so a screen can say which build of a remote it came from. */
declare const __ANCHOR_BUILD_LABEL__: string;
