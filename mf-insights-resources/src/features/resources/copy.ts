import { CRISIS_LINES, CrisisLines } from '@anchor/clinical';

/** Content of the Resources tab. Static, so it is complete here. */
export interface ResourceLink {
  title: string;
  description: string;
  href: string;
  linkText: string;
}

export const ResourcesCopy = {
  title: 'Resources',
  newTab: '(opens in a new tab)',
  crisis: {
    title: 'Crisis Support',
    description: 'If you are in immediate danger, call 911. For support right now, any time, day or night:',
    call: CrisisLines.lifelineCall.actionLabel,
    callHref: CrisisLines.lifelineCall.href,
    callDescription: `${CrisisLines.lifelineCall.name}: free, confidential support 24/7.`,
    /** Below the call button: every other line (chat, Spanish, veterans, Deaf and hard of hearing, text line, 911). */
    moreLines: CRISIS_LINES.filter((line) => line !== CrisisLines.lifelineCall),
  },
  education: {
    title: 'Education',
    description: 'Trusted information about trauma, PTSD and ways to cope.',
    links: [
      {
        title: 'Understanding PTSD',
        description: 'What PTSD is, its symptoms and how it is treated.',
        href: 'https://www.ptsd.va.gov/understand/index.asp',
        linkText: 'Read about PTSD',
      },
      {
        title: 'Coping strategies',
        description: 'Practical ways to cope with stress after trauma.',
        href: 'https://www.ptsd.va.gov/gethelp/coping_stress_trauma.asp',
        linkText: 'Learn coping strategies',
      },
      {
        title: 'Mindfulness',
        description: 'Mindfulness Coach: free guided exercises from the VA National Center for PTSD.',
        href: 'https://www.ptsd.va.gov/appvid/mobile/mindfulcoach_app.asp',
        linkText: 'Explore mindfulness',
      },
      {
        title: 'NAMI',
        description: 'The National Alliance on Mental Illness: education, advocacy and community.',
        href: 'https://www.nami.org',
        linkText: 'Visit NAMI',
      },
    ] satisfies ResourceLink[],
  },
  community: {
    title: 'Community',
    description: 'You do not have to do this alone. Find people and professionals near you.',
    links: [
      {
        title: 'Support groups',
        description: 'Free peer-led support groups for people living with mental health conditions and their families.',
        href: 'https://www.nami.org/Support-Education/Support-Groups',
        linkText: 'Find a support group',
      },
      {
        title: 'Licensed counselors',
        description: 'Search for licensed treatment providers near you (SAMHSA).',
        href: 'https://findtreatment.gov',
        linkText: 'Find treatment',
      },
      {
        title: 'Local services',
        description: 'Call 211 or search online for local help with housing, food, health and more.',
        href: 'https://www.211.org',
        linkText: 'Search 211',
      },
      {
        title: 'Peer support',
        description: 'Mental Health America: screening tools, peer support and community programs.',
        href: 'https://www.mhanational.org',
        linkText: 'Visit Mental Health America',
      },
    ] satisfies ResourceLink[],
  },
} as const;
