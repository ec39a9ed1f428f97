/** The public page of "I need help now": crisis lines and the offline exercises, no sign-in. */
export const HELP_NOW_PATH = '/help-now';
