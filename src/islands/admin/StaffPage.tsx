import { useState, type SubmitEvent } from 'react';
import type { StaffAnswer } from './answers';
import { emailMaxLength, nameLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { ConfirmDialog } from './Dialog';
import { adminApi, toastResult } from './http';
import { MailDeliveryNote } from './MailDeliveryNote';
import { SubmitButton } from '../form-bits';
import { shortDate } from './dates';
import { TextField } from './fields';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

type StaffJson = StaffAnswer['staff'][number];

const stateText: Record<StaffJson['state'], string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

/** Invite a staff member by e-mail: the link in the e-mail sets their password. */
function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await adminApi('/api/admin/staff', { json: { name, email } });
    setBusy(false);
    toastResult(result);
    setErrors(result.body?.errors ?? {});
    if (!result.ok) return;
    setName('');
    setEmail('');
    onInvited();
  }

  return (
    <section className="adm-panel" aria-labelledby="staff-invite">
      <div className="adm-panel-head">
        <h2 id="staff-invite">Invite staff</h2>
      </div>
      <p className="adm-hint">
        Staff run products, categories, customers and inquiries; settings, staff accounts, the
        silver rate, maintenance and the audit trail stay yours. The invitation link works for 7
        days.
      </p>
      <form className="adm-staff-invite" noValidate onSubmit={submit}>
        <TextField
          label="Name"
          name="name"
          required
          maxLength={nameLength.max}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldMessage('Name', errors.name)}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          required
          maxLength={emailMaxLength}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldMessage('E-mail', errors.email)}
        />
        <SubmitButton
          admin
          className="adm-btn"
          busy={busy}
          text="Send invitation"
          busyText="Sending..."
        />
      </form>
    </section>
  );
}

/** The owner's Staff screen: every admin account, invitations, disabling and enabling. */
export function StaffPage() {
  const { data, error, loading, reload } = useLoad<StaffAnswer>('/api/admin/staff');
  const [disabling, setDisabling] = useState<StaffJson | null>(null);

  async function act(person: StaffJson, action: 'disable' | 'enable' | 'invite') {
    const result = await adminApi(`/api/admin/staff/${encodeURIComponent(person._id)}/${action}`, {
      method: action === 'invite' ? 'POST' : 'PATCH',
    });
    toastResult(result);
    if (result.ok) await reload();
  }

  return (
    <>
      <PageHead title="Staff" intro="The people who can sign in to this back office." />
      <InviteForm onInvited={() => void reload()} />
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading the accounts…" />}
      {data && (
        <div className="adm-tablewrap">
          <table className="adm-table">
            <caption className="sr-only">Admin accounts</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.staff.map((person) => (
                <tr key={person._id} data-staff={person.email}>
                  <td data-label="Name">{person.name}</td>
                  <td data-label="E-mail">{person.email}</td>
                  <td data-label="Role">{person.role === 'owner' ? 'Owner' : 'Staff'}</td>
                  <td data-label="State">
                    <span className={`adm-badge adm-staff-${person.state}`}>
                      {stateText[person.state]}
                    </span>{' '}
                    <span className="adm-muted">
                      {person.inviteExpiresAt
                        ? new Date(person.inviteExpiresAt) > new Date()
                          ? `link works until ${shortDate(person.inviteExpiresAt)}`
                          : 'link expired'
                        : `since ${shortDate(person.createdAt)}`}
                    </span>
                    {person.invitation && person.invitation.state !== 'sent' && (
                      <MailDeliveryNote
                        what="Invitation"
                        delivery={person.invitation}
                        onDone={() => void reload()}
                        correct={(email) =>
                          adminApi(`/api/admin/staff/${encodeURIComponent(person._id)}/email`, {
                            method: 'PATCH',
                            json: { email },
                          })
                        }
                      />
                    )}
                  </td>
                  <td className="adm-staff-actions">
                    {person.state === 'invited' && (
                      <button
                        type="button"
                        className="adm-btn adm-btn-ghost adm-btn-small"
                        onClick={() => void act(person, 'invite')}
                      >
                        Send a new link<span className="sr-only"> to {person.name}</span>
                      </button>
                    )}
                    {person.role === 'staff' && person.state !== 'disabled' && (
                      <button
                        type="button"
                        className="adm-btn adm-btn-ghost adm-btn-small"
                        onClick={() => setDisabling(person)}
                      >
                        Disable<span className="sr-only"> {person.name}</span>
                      </button>
                    )}
                    {person.state === 'disabled' && (
                      <button
                        type="button"
                        className="adm-btn adm-btn-ghost adm-btn-small"
                        onClick={() => void act(person, 'enable')}
                      >
                        Enable<span className="sr-only"> {person.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {disabling && (
        <ConfirmDialog
          title={`Disable ${disabling.name}?`}
          message="They are signed out at once and cannot sign in until you enable the account again."
          confirmLabel="Disable"
          workingLabel="Disabling..."
          danger
          onCancel={() => setDisabling(null)}
          onConfirm={async () => {
            await act(disabling, 'disable');
            setDisabling(null);
          }}
        />
      )}
    </>
  );
}
