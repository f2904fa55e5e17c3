// The inquiry workflow's stages (DESIGN §10 "Inquiry workflow"): the server checks them and the
// admin's screens name them.

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
