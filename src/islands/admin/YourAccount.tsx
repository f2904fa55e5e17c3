import { useState } from 'react';
import { ChangePasswordForm } from './ChangePassword';
import { Dialog } from './Dialog';
import { Icon } from './icons';
import { YourNameForm } from './YourName';

/** "Your account" in the top bar: the signed-in admin's own name and password, in a dialog. */
export function YourAccount() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="adm-toplink" onClick={() => setOpen(true)}>
        <Icon name="key" />
        <span>Your account</span>
      </button>
      {open && (
        <Dialog title="Your account" onClose={close}>
          <YourNameForm onDone={close} />
          <h3 className="adm-account-part">Change password</h3>
          <ChangePasswordForm onDone={close} />
        </Dialog>
      )}
    </>
  );
}
