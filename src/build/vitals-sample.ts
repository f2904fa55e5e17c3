// The share of page views that report real-user metrics (VITALS_SAMPLE, DESIGN §11). The pages are
// pre-rendered, so the share is written into them at build: a change takes effect with the next
// build (the Node server rebuilds when it differs from the one the site was built with).

/** VITALS_SAMPLE as a number from 0 (none) to 1 (every view, the default); the build stops on any other value. */
export function vitalsSample(): number {
  const raw = process.env.VITALS_SAMPLE?.trim() ?? '';
  if (raw === '') return 1;
  const share = Number(raw);
  if (!Number.isFinite(share) || share < 0 || share > 1)
    throw new Error(
      `VITALS_SAMPLE must be a number from 0 to 1 (a share of page views), not "${raw}"`,
    );
  return share;
}
