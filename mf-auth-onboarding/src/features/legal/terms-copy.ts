import { SUPPORT_EMAIL, type LegalSection } from './legal-types';

/** Terms and Conditions text: the product's facts about data, plans and care, nothing more. */
export const TermsCopy = {
  title: 'Terms and Conditions',
  effective: 'Effective June 24, 2025',
  intro:
    'These Terms and Conditions ("Terms") govern your use of the Anchor website, web app and related services (together, the "Platform"). By creating an account or using the Platform you agree to these Terms. Please read them carefully.',
  back: 'Back to Anchor',
  sections: [
    {
      title: '1. About Anchor',
      paragraphs: [
        'Anchor is a technology platform. It offers self-help tools such as check-ins, a PTSD symptom checklist (PCL-5), mindfulness, CBT and EMDR-informed exercises, and an AI assistant. Anchor itself is not a healthcare provider and does not practise medicine or psychology.',
      ],
    },
    {
      title: '2. Care from licensed providers',
      paragraphs: [
        'Where the Platform offers coaching, therapy or psychiatry, those services are delivered by independent licensed providers via telehealth. Your provider is responsible for the care they give you, and for their clinical judgement.',
      ],
    },
    {
      title: '3. Not for emergencies',
      paragraphs: [
        'The Platform is not for emergencies or crisis care. If you are in crisis or thinking about harming yourself or others, in the US call or text 988 (Suicide & Crisis Lifeline), or call 911. Outside the US, contact your local emergency number.',
      ],
    },
    {
      title: '4. Eligibility',
      paragraphs: [
        'You must be 18 or older to create an account, except as described here. In the US, people aged 13 to 17 may use the Platform only through an offering provided by a sponsor (such as an employer or health plan) or through our teen offering, and only with the consent of a parent or legal guardian for any services. The Platform does not support anyone under 13. Children from age 6 may be referred to services through an Employee Assistance Program (EAP) offering, arranged by a parent or guardian.',
      ],
    },
    {
      title: '5. Your account',
      paragraphs: [
        'To become a member you give us your first name, last name, email address, date of birth and a password. You agree that this information is accurate and that you will keep it up to date. Each person may hold one account only, and accounts may not be shared or transferred.',
      ],
    },
    {
      title: '6. Keeping your account secure',
      paragraphs: [
        'You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you believe someone else has used it. We keep your session in a secure cookie and never store your password in your browser.',
      ],
    },
    {
      title: '7. Self-assessments and insights',
      paragraphs: [
        'The PCL-5 and other check-ins are screening tools. They do not diagnose any condition. Insights and assistant replies are general information for your wellbeing, not medical advice; talk to a qualified professional about your results.',
      ],
    },
    {
      title: '8. Sharing with your provider',
      paragraphs: [
        'You decide whether to share your assessment results with a healthcare provider. Nothing is shared unless you choose to share it, and you may stop sharing at any time.',
      ],
    },
    {
      title: '9. Subscriptions and free trials',
      paragraphs: [
        'Some features require a subscription. Plans are Monthly ($12.99 per month, with a 7-day free trial) and Annual ($69.99 per year, with a 14-day free trial; a 55% saving over paying monthly). For billing, a month counts as 30 days and a year as 365 days. Each person may use one free trial. Unless you cancel before a trial ends, the plan you chose begins and is billed for each billing period. You may pause a paid subscription for up to 6 months.',
      ],
    },
    {
      title: '10. Cancellation and refunds',
      paragraphs: [
        'You can cancel anytime; cancellation takes effect at the end of the current billing period. Charges are generally non-refundable. Where a refund is granted it may take up to 10 business days to appear. See the Cancel Anytime page for details.',
      ],
    },
    {
      title: '11. Acceptable use',
      paragraphs: [
        'You agree not to misuse the Platform: do not attempt to access other members\u2019 data, interfere with the service, or use it for any unlawful purpose. We may suspend accounts that break these Terms.',
      ],
    },
    {
      title: '12. Privacy',
      paragraphs: [
        'We handle your personal and health information as described in our Privacy Policy. Sensitive free-text entries are encrypted at rest, and we do not sell your personal information.',
      ],
    },
    {
      title: '13. Intellectual property',
      paragraphs: [
        'The Platform, its content and its software belong to Anchor or its licensors. You may use them only for your personal, non-commercial use while you hold an account.',
      ],
    },
    {
      title: '14. Disclaimers and limitation of liability',
      paragraphs: [
        'The Platform is provided "as is". To the extent the law allows, Anchor is not liable for indirect or consequential losses arising from your use of the Platform. Nothing in these Terms limits rights you have under applicable law that cannot be limited.',
      ],
    },
    {
      title: '15. Changes to these Terms',
      paragraphs: [
        'We may update these Terms from time to time. When we make material changes we will tell you in the app or by email before they take effect. Continuing to use the Platform after that means you accept the updated Terms.',
      ],
    },
  ] satisfies LegalSection[],
  contact: {
    title: 'Contact information',
    paragraphs: [
      `Questions about these Terms? Email ${SUPPORT_EMAIL}. Support replies within 24 hours, Mon-Fri 9 AM-6 PM PST.`,
    ],
  } satisfies LegalSection,
} as const;
