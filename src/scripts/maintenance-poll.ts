const fiveMinutes = 5 * 60 * 1000;

/**
 * Open tabs check the maintenance switch every 5 minutes and reload when it is on, so the server
 * answers with the maintenance screen. A failed check means "not in maintenance" (reference §4).
 */
export function pollMaintenance(): void {
  setInterval(async () => {
    try {
      const response = await fetch('/api/maintain/getMaintainStatus', { cache: 'no-store' });
      const body = (await response.json()) as { result?: { isMaintain?: boolean }[] };
      if (body.result?.[0]?.isMaintain) location.reload();
    } catch {
      // Unreachable or malformed: keep showing the shop.
    }
  }, fiveMinutes);
}
