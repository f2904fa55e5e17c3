import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeSwitches } from '../../../functions/features/maintain/maintain.service';
import { MaintenanceCard } from './MaintenanceCard';

const ownerOff = { isMaintain: false, message: '', contact: '', deadline: '' };
const deployFileOn = { maintenance: true, message: 'Moving to a new host', contact: '' };
const render = (switches: ReturnType<typeof describeSwitches>) =>
  renderToStaticMarkup(createElement(MaintenanceCard, { switches }));

describe('the maintenance card', () => {
  it('shows the shop closed by the deploy-time file while the owner’s switch is off', () => {
    const html = render(describeSwitches(ownerOff, deployFileOn));
    expect(html).toContain('Shop closed');
    expect(html).not.toContain('Shop open');
    expect(html).toMatch(/role="switch"[^>]*aria-checked="false"/);
    expect(html).toContain(
      'Your switch is off, but the shop stays closed: the deploy-time file public/config/maintenance-status.json is on.',
    );
  });

  it('shows the shop open only when both switches are off', () => {
    const html = render(describeSwitches(ownerOff, { ...deployFileOn, maintenance: false }));
    expect(html).toContain('Shop open');
    expect(html).toContain('The shop is open.');
  });
});
