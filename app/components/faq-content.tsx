import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  CARD_SURCHARGE_PERCENT,
  CONFIRMATION_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  NO_SHOW_FEE_PERCENT,
  SITE_NAME,
} from "#domain/business.ts";
import * as styles from "./Faq.css.ts";

export interface FaqItem {
  id: string;
  question: MessageDescriptor;
  /** Translated where it is rendered: a `<Trans>` reads the request's Lingui instance then. */
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: MessageDescriptor;
  items: FaqItem[];
}

/** The five FAQ groups of the spec: general, booking, payment, refunds, account. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "general",
    title: msg`General questions`,
    items: [
      {
        id: "what",
        question: msg`What can I book with ${SITE_NAME}?`,
        answer: (
          <Trans>
            More than 100 tours and activities across Bali, water sports, honeymoon packages, private transport with
            English-speaking drivers, airport transfers, and car, motorbike and 4G modem rentals.
          </Trans>
        ),
      },
      {
        id: "currency",
        question: msg`Why are prices shown in rupiah or in US dollars?`,
        answer: (
          <Trans>
            The Indonesian site shows prices in rupiah (IDR) and the English site in US dollars (USD). On the day you
            pay in rupiah; amounts in other currencies are converted at the daily exchange rate.
          </Trans>
        ),
      },
      {
        id: "offers",
        question: msg`Do you have special offers?`,
        answer: (
          <Trans>
            Yes. Our{" "}
            <Link to="/specialoffer" className={styles.link}>
              special offers
            </Link>{" "}
            are for tours departing within the next three months. The terms of each offer are shown on its page.
          </Trans>
        ),
      },
      {
        id: "custom",
        question: msg`Can you put together a tour just for us?`,
        answer: (
          <Trans>
            Yes. Tell us on WhatsApp where you would like to go, your dates and how many you are, and we will suggest a
            private tour with a driver and a price.
          </Trans>
        ),
      },
    ],
  },
  {
    id: "booking",
    title: msg`Booking process`,
    items: [
      {
        id: "how",
        question: msg`How do I book an activity?`,
        answer: (
          <Trans>
            Open the activity, tap Book now, choose your visit date, a package and the number of people, fill in your
            details and pickup location, pick a payment method and confirm. See{" "}
            <Link to="/howtobook" className={styles.link}>
              how to book
            </Link>{" "}
            for every step.
          </Trans>
        ),
      },
      {
        id: "account",
        question: msg`Do I need an account to book?`,
        answer: (
          <Trans>
            No. You can book as a guest. If you are signed in, your name and e-mail address are filled in for you.
          </Trans>
        ),
      },
      {
        id: "confirmation",
        question: msg`When is my booking confirmed?`,
        answer: (
          <Trans>
            Sending the form is a booking request. We check availability and your payment method with you by e-mail,
            then send a confirmation with your booking ID, mostly within {CONFIRMATION_HOURS} hours depending on the
            activity. Please check your spam folder too.
          </Trans>
        ),
      },
      {
        id: "change",
        question: msg`Can I change the date or the number of people?`,
        answer: (
          <Trans>
            Yes, subject to availability. Reply to our e-mail with your booking ID, or send us a WhatsApp message, and
            tell us what you would like to change.
          </Trans>
        ),
      },
    ],
  },
  {
    id: "payment",
    title: msg`Payment process`,
    items: [
      {
        id: "when",
        question: msg`When do I pay?`,
        answer: (
          <Trans>
            Later: nothing is charged when you book. You pay on the day of your activity, in cash to your driver or by
            bank transfer.
          </Trans>
        ),
      },
      {
        id: "cash",
        question: msg`Which currency can I pay in cash?`,
        answer: (
          <Trans>
            Indonesian rupiah only. We cannot accept cash in US dollars. Prices in other currencies are converted to
            rupiah at the daily exchange rate.
          </Trans>
        ),
      },
      {
        id: "card",
        question: msg`Can I pay by credit card?`,
        answer: (
          <Trans>
            Yes. Amex, Visa and Mastercard are accepted at our office with a {CARD_SURCHARGE_PERCENT}% surcharge. If you
            prefer to pay by card before your trip, choose credit card when you book and we will arrange it with you by
            e-mail.
          </Trans>
        ),
      },
      {
        id: "paypal",
        question: msg`Can I pay by PayPal or bank transfer?`,
        answer: (
          <Trans>
            Yes. Choose PayPal or bank transfer when you book and we will send you the payment details by e-mail
            together with the reconfirmation of your booking.
          </Trans>
        ),
      },
    ],
  },
  {
    id: "refunds",
    title: msg`Refunds process`,
    items: [
      {
        id: "free",
        question: msg`Can I cancel for free?`,
        answer: (
          <Trans>
            Many activities show a free cancellation period in hours on their page. If you cancel earlier than that
            before the start, there is no fee.
          </Trans>
        ),
      },
      {
        id: "fee",
        question: msg`What does it cost to cancel later?`,
        answer: (
          <Trans>
            A late cancellation costs a fee of up to {LATE_CANCELLATION_FEE_PERCENT}% of the total, or the fee stated on
            the activity page. If you do not show up, {NO_SHOW_FEE_PERCENT}% of the total is charged. Read the full{" "}
            <Link to="/cancelation" className={styles.link}>
              cancellation policy
            </Link>
            .
          </Trans>
        ),
      },
      {
        id: "cancel",
        question: msg`How do I cancel a booking?`,
        answer: (
          <Trans>
            Reply to our confirmation e-mail with your booking ID, or send us a WhatsApp message. We confirm the
            cancellation by e-mail.
          </Trans>
        ),
      },
      {
        id: "refund",
        question: msg`How do I get my money back?`,
        answer: (
          <Trans>
            Most guests pay on the day, so there is nothing to refund. If you paid in advance, we refund the amount
            minus any cancellation fee by the payment method you used.
          </Trans>
        ),
      },
    ],
  },
  {
    id: "account",
    title: msg`Account settings`,
    items: [
      {
        id: "why",
        question: msg`Why create an account?`,
        answer: (
          <Trans>
            With an account you can write reviews, and your name and e-mail address are filled in when you book. Booking
            without an account works just as well.
          </Trans>
        ),
      },
      {
        id: "register",
        question: msg`How do I create an account?`,
        answer: (
          <Trans>
            Tap Register in the menu and enter a username, your e-mail address and a password of at least 8 characters,
            or continue with Facebook or Google.
          </Trans>
        ),
      },
      {
        id: "review",
        question: msg`How do I write a review?`,
        answer: (
          <Trans>
            Sign in, open the activity, destination or transport you tried and tap Write review. Give it one to five
            stars, a title and a few words about your experience.
          </Trans>
        ),
      },
      {
        id: "profile",
        question: msg`Where do I see my profile or sign out?`,
        answer: (
          <Trans>
            Open Profile in the menu once you are signed in. It shows your name, e-mail address and picture, and the
            button to log out.
          </Trans>
        ),
      },
    ],
  },
];
