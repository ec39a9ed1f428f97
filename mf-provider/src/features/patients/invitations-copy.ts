/** Strings of the provider's list of sent invitations. */
export const InvitationsCopy = {
  title: 'Invitations you sent',
  status: {
    waiting: 'Waiting for an answer',
    accepted: 'Accepted',
    declined: 'Declined by the patient',
    expired: 'Expired',
  },
  when: (sent: string, answered: string | null) => (answered ? `Sent ${sent}, answered ${answered}` : `Sent ${sent}`),
} as const;
