interface MaintenanceStatus {
  isMaintain: boolean;
  message: string;
  contact: string;
  deadline: string;
}

const part = (name: string) => document.querySelector<HTMLElement>(`[data-maintenance="${name}"]`);

/** Put the owner's message, deadline and contact into the maintenance screen (as text). */
export async function fillMaintenanceScreen(): Promise<void> {
  try {
    const response = await fetch('/api/maintain/getMaintainStatus', { cache: 'no-store' });
    const body = (await response.json()) as { result?: MaintenanceStatus[] };
    const status = body.result?.[0];
    if (!status) return;
    if (!status.isMaintain) {
      // Switched off since this page was served: go back to the shop.
      location.replace('/');
      return;
    }
    const message = part('message');
    if (message && status.message) message.textContent = status.message;
    const deadline = part('deadline');
    if (deadline && status.deadline) {
      deadline.textContent = status.deadline;
      deadline.hidden = false;
    }
    const contact = part('contact');
    const line = part('contact-line');
    if (contact instanceof HTMLAnchorElement && line && status.contact) {
      contact.href = `mailto:${status.contact}`;
      contact.textContent = status.contact;
      line.hidden = false;
    }
  } catch {
    // Without the API the default text stays: the screen still says what is going on.
  }
}
