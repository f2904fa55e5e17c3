// The inquiry workflow's stages (DESIGN §10 "Inquiry workflow"), with no dependencies so that the
// admin's browser code can import them as well as the server.

/** Every stage in workflow order: `new → in_progress → quoted → won | lost`, plus `spam`. */
export const stages = ['new', 'in_progress', 'quoted', 'won', 'lost', 'spam'] as const;
export type Stage = (typeof stages)[number];

/** What the owner reads for each stage. */
export const stageLabels: Record<Stage, string> = {
  new: 'New',
  in_progress: 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};
