import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { TITLE_WORDS, TITLES, type Title } from "#domain/booking-rules.ts";
import { COUNTRIES, countryNamer } from "#domain/countries.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./booking.css.ts";
import { type ContactPartProps, Field, MAX_LENGTHS, TextInput } from "./FormField.tsx";

/** "Personal information": title and names, e-mail, country, phone and the special request. */
export function ContactFields({ locale, ...part }: ContactPartProps & { locale: Locale }) {
  const { t } = useLingui();
  const { form, errorOf, update } = part;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Trans>Personal information</Trans>
      </legend>
      <p className={styles.prompt}>
        <Trans>Enter your first and last name and your e-mail, and select your country.</Trans>
      </p>
      <div className={styles.titleRow}>
        <Field id="booking-title" label={t`Title`} field="title">
          {(props) => (
            <select
              {...props}
              className={styles.control}
              value={form.title}
              onChange={(event) => update({ title: event.target.value as Title | "" })}
            >
              <option value="">{t`No title`}</option>
              {TITLES.map((title) => (
                <option key={title} value={title}>
                  {TITLE_WORDS[locale][title]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextInput {...part} field="firstName" label={t`First name`} autoComplete="given-name" />
      </div>
      <TextInput {...part} field="lastName" label={t`Last name`} autoComplete="family-name" />
      <TextInput {...part} field="email" label={t`E-mail`} type="email" autoComplete="email" />
      <Field id="booking-country" label={t`Country`} error={errorOf("country")} field="country">
        {(props) => (
          <CountrySelect {...props} locale={locale} value={form.country} onChange={(country) => update({ country })} />
        )}
      </Field>
      <TextInput {...part} field="phoneNumber" label={t`Phone or WhatsApp number`} type="tel" autoComplete="tel" />
      <Field
        id="booking-specialRequest"
        label={t`Special request (optional)`}
        error={errorOf("specialRequest")}
        field="specialRequest"
      >
        {(props) => (
          <textarea
            {...props}
            className={styles.textarea}
            maxLength={MAX_LENGTHS.specialRequest}
            value={form.specialRequest}
            onChange={(event) => update({ specialRequest: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** Every country, named in the page's language and sorted in it; the booking stores the English name. */
function CountrySelect({
  locale,
  value,
  onChange,
  ...props
}: {
  id: string;
  name: string;
  locale: Locale;
  value: string;
  onChange: (englishName: string) => void;
}) {
  const options = useMemo(() => {
    const shown = countryNamer(locale);
    const collator = new Intl.Collator(locale);
    return COUNTRIES.map(([, english]) => ({ english, shown: shown(english) })).sort((a, b) =>
      collator.compare(a.shown, b.shown),
    );
  }, [locale]);
  return (
    <select
      {...props}
      className={styles.control}
      value={value}
      autoComplete="country-name"
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.english} value={option.english}>
          {option.shown}
        </option>
      ))}
    </select>
  );
}
