/**
 * Fake server answers for the tab's own reads: counts, recommendations, no running timer, streaks off, no practice
 * in progress (and the draft saves and discards it answers).
 */
export const progressRoutes = (counts: Record<string, number> = {}) => ({
  'GET /api/mindfulness/counts': { status: 200, body: counts },
  'GET /api/mindfulness/recommendations': {
    status: 200,
    body: { basis: 'default', recommendations: { meditation: 8, breathing: 8, cbt: 12, emdr: 8, cbt_mood_log: 2 } },
  },
  'GET /api/mindfulness/meditation-timer': { status: 200, body: { timer: null } },
  'GET /api/mindfulness/streak': { status: 200, body: { enabled: false, graceDays: 1, figures: null } },
  'GET /api/mindfulness/draft': { status: 200, body: { draft: null } },
  'PUT /api/mindfulness/draft': (body: unknown) => ({
    status: 200,
    body: { ...(body as object), updatedAt: new Date().toISOString() },
  }),
  'DELETE /api/mindfulness/draft': { status: 204 },
});
