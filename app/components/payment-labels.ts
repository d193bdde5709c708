import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "#domain/booking-rules.ts";

/** The payment methods as a tourist reads them: in the booking form, the operator's inbox and the lookup page. */
export function usePaymentLabels(): Record<PaymentMethod, string> {
  const { t } = useLingui();
  return {
    cash: t`Cash money`,
    paypal: t`PayPal`,
    credit_card: t`Credit card`,
    bank_transfer: t`Bank transfer`,
  };
}
