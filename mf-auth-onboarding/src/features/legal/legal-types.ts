/** One titled block of a legal page. */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** Where members reach support; one place so legal can change it without touching the pages. */
export const SUPPORT_EMAIL = 'support@anchor-app.com';
