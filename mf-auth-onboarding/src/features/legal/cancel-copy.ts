import { SUPPORT_EMAIL, type LegalSection } from './legal-types';

/** Cancel Anytime text: how cancelling works, with the plans' real terms. */
export const CancelCopy = {
  title: 'Cancel Anytime',
  intro: 'No contracts and no cancellation fees. Here is exactly what happens when you cancel.',
  back: 'Back to Anchor',
  plansTitle: 'Plans',
  plans: [
    { name: 'Monthly', price: '$12.99 per month', trial: '7-day free trial', badge: null },
    {
      name: 'Annual',
      price: '$69.99 per year (about $5.83 per month)',
      trial: '14-day free trial',
      badge: 'Save 55%',
    },
  ],
  sections: [
    {
      title: 'How to cancel',
      paragraphs: [
        'You can cancel anytime from the Subscription card in Settings, or by contacting support. Cancelling takes effect at the end of your current billing period, so you keep full access until then. Changed your mind before the period ends? Resume, and nothing is lost.',
        'Need a break instead? You can pause your subscription for up to 6 months (a month counts as 30 days). Nothing is billed while it is paused; when you resume, or the pause ends, you get back the days you had left in your billing period.',
      ],
    },
    {
      title: 'What happens when you cancel',
      paragraphs: [
        'Your plan stays active until the end of the billing period you have paid for, and you will not be charged again. After that your account returns to the free tier; your history stays yours.',
      ],
    },
    {
      title: 'Billing',
      paragraphs: [
        'Plans renew automatically at the end of each billing period: every 30 days for Monthly, every 365 days for Annual. Each person may use one free trial; if you cancel during your trial you will not be charged.',
      ],
    },
    {
      title: 'Refunds',
      paragraphs: [
        'Charges are generally non-refundable. If a refund is approved, it may take up to 10 business days to reach your account.',
      ],
    },
    {
      title: 'Support',
      paragraphs: [`Our support team replies within 24 hours, Mon-Fri 9 AM-6 PM PST. Email ${SUPPORT_EMAIL}.`],
    },
  ] satisfies LegalSection[],
} as const;
