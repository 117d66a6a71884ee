// What the expert pages and the user centre read of an expert consultation (001 §3 Expert dialog).

/** A consultation's state: 'new' until the expert answers (the workbench counts these as waiting). */
export const EXPERT_CONSULTATION_STATUSES = ['new', 'replied', 'closed'] as const;
export type ExpertConsultationStatus = (typeof EXPERT_CONSULTATION_STATUSES)[number];
