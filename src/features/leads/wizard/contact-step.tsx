import { ContactInput } from '../contact-input';
import { CallbackTimeField } from '../form-parts';
import { useClearingRegister, useFieldError, type ContactValues } from './form-context';

/** Step 1 of both wizards: name, e-mail and phone, all required, and when to call. */
export function ContactStep() {
  const field = useClearingRegister<ContactValues>();
  const error = useFieldError<ContactValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <ContactInput kind="name" registration={field('name')} error={error('name')} />
      </div>
      <ContactInput kind="email" registration={field('email')} error={error('email')} />
      <ContactInput kind="phone" registration={field('phone')} error={error('phone')} />
      <CallbackTimeField registration={field('callbackTime')} />
    </div>
  );
}
