/**
 * The operator account of the browser tests. playwright.config.ts creates it in the e2e database
 * with `npm run operator:create` when the test server starts, the password passed as the command
 * asks for it: in OPERATOR_PASSWORD, never on the command line.
 */
export const E2E_OPERATOR = {
  email: "operator@balitours.example",
  name: "Wayan Operator",
  password: process.env.E2E_OPERATOR_PASSWORD ?? "e2e-operator-password",
} as const;
