import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { MONTHS_AHEAD } from "#domain/booking-rules.ts";
import { BOOKING_TEXT_LIMITS } from "#domain/inputs/booking-contact.ts";
import { BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/booking-messages.ts";
import type {
  BookingField,
  BookingForm,
  BookingFormPatch,
  ContactField,
  ContactForm,
  ProblemCode,
} from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";

export type TextField = "firstName" | "lastName" | "email" | "phoneNumber" | "specialRequest" | "pickupLocation";

/** What each text field takes: the limits of the booking's schema, which the server checks too. */
export const MAX_LENGTHS: Record<TextField, number> = {
  firstName: BOOKING_TEXT_LIMITS.first_name,
  lastName: BOOKING_TEXT_LIMITS.last_name,
  email: BOOKING_TEXT_LIMITS.email,
  phoneNumber: BOOKING_TEXT_LIMITS.phone_number,
  specialRequest: BOOKING_TEXT_LIMITS.special_request,
  pickupLocation: BOOKING_TEXT_LIMITS.pickup_location,
};

/** What the parts of step 1 share: the form, each field's message and the way to change it. */
export interface FormPartProps {
  form: BookingForm;
  errorOf: (field: BookingField) => string | undefined;
  update: (patch: BookingFormPatch) => void;
}

/** What the parts with the tourist's details share; a booking's and a trip request's forms both give it. */
export interface ContactPartProps {
  form: ContactForm;
  errorOf: (field: ContactField) => string | undefined;
  update: (patch: Partial<ContactForm>) => void;
}

type FieldName = BookingField | "title";

export function Field({
  id,
  label,
  error,
  field,
  children,
}: {
  id: string;
  label: string;
  /** The message under the field, which also marks it invalid. */
  error?: string | undefined;
  field: FieldName;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    name: string;
  }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, name: field, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A one-line text field of step 1, with its limit and its message. */
export function TextInput({
  field,
  label,
  type = "text",
  autoComplete,
  form,
  errorOf,
  update,
}: ContactPartProps & { field: TextField; label: string; type?: string; autoComplete?: string }) {
  return (
    <Field id={`booking-${field}`} label={label} error={errorOf(field)} field={field}>
      {(props) => (
        <input
          {...props}
          className={styles.control}
          type={type}
          autoComplete={autoComplete}
          maxLength={MAX_LENGTHS[field]}
          value={form[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );
}

/** The fields with a length of their own to exceed: the e-mail and the phone are simply invalid. */
type LimitedField = "firstName" | "lastName" | "specialRequest" | "pickupLocation";

/** The schema's own sentence for a field that is too long, as the server would answer it. */
const TOO_LONG: Record<LimitedField, MessageDescriptor> = {
  firstName: BOOKING_PROBLEM_MESSAGES.firstNameTooLong,
  lastName: BOOKING_PROBLEM_MESSAGES.lastNameTooLong,
  specialRequest: BOOKING_PROBLEM_MESSAGES.specialRequestTooLong,
  pickupLocation: BOOKING_PROBLEM_MESSAGES.pickupTooLong,
};

/** The spec's dictionary of booking messages. */
export function useProblemMessage() {
  const { t, i18n } = useLingui();
  return (field: BookingField, problem: ProblemCode): string => {
    switch (problem) {
      case "required":
        if (field === "tripDirection") return t`Please choose arrival or departure`;
        return field === "email" ? t`E-mail is required` : t`Field is required`;
      case "notOneLine":
        return t`Please write this on one line, without invisible or control characters`;
      case "emailInvalid":
        return t`E-mail must be valid`;
      case "selectCountry":
        return t`Please select your country`;
      case "selectPackage":
        return t`Please select a package`;
      case "fillQuantity":
        return t`Please fill in the participant quantity`;
      case "fillPeople":
        return t`Please enter how many people ride in the vehicle`;
      case "dateOutOfRange":
        return t`Please choose a date from today up to ${MONTHS_AHEAD} months ahead`;
      case "selectStartTime":
        return t`Please choose a start time`;
      case "startedToday":
        return t`Today's start time has passed. Please choose another date`;
      case "phoneInvalid":
        return t`Please enter a phone number with at least 6 digits`;
      case "tooLong":
        return i18n._(TOO_LONG[field as LimitedField]);
      case "flightNumberInvalid":
        return i18n._(BOOKING_PROBLEM_MESSAGES.flightNumberInvalid);
      case "timeInvalid":
        return t`Please enter a time such as 14:30`;
      case "pickupTooEarly":
        return i18n._(BOOKING_PROBLEM_MESSAGES.pickupAreaTooEarly);
    }
  };
}
