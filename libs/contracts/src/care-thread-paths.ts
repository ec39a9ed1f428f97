// Paths of the care thread and of a patient's answer to an invitation. Zod-free: the shell's notification bell
// reads them, and its first view must not load zod.

/** The patient's side of a clinician's invitations: the waiting ones, Accept and Decline. */
export const PatientInvitationApiPath = {
  list: '/api/user/provider-invitations',
  accept: '/api/user/provider-invitations/:id/accept',
  decline: '/api/user/provider-invitations/:id/decline',
} as const;

export const CareThreadApiPath = {
  /** The patient's side: their clinician, the thread and the clinician's pending assessment requests. */
  myClinician: '/api/user/clinician',
  myMessages: '/api/user/clinician/messages',
  /** Marks the clinician's messages as read by the patient. */
  myRead: '/api/user/clinician/read',
  declineInvitation: PatientInvitationApiPath.decline,
  /** The provider's side: one patient's thread, and marking the patient's replies read. */
  patientThread: '/api/provider/patients/:id/thread',
  patientThreadRead: '/api/provider/patients/:id/thread/read',
} as const;
