/** What a signed-in tourist changes of their own account on /profile (the password: password-reset.ts). */
import { NAME_RULES, type RegistrationProblem } from "#domain/inputs/registration-form.ts";
import { firstProblem } from "#domain/inputs/text-rules.ts";

export type RenameOutcome = { ok: true; name: string } | { ok: false; problem: RegistrationProblem };

/** The account's new name, with the sign-up's rules for a name. */
export async function renameAccount(db: D1Database, userId: number, typed: string): Promise<RenameOutcome> {
  const name = typed.trim();
  const problem = firstProblem(NAME_RULES, name);
  if (problem) return { ok: false, problem };
  await db.prepare("UPDATE users SET name = ?2 WHERE id = ?1").bind(userId, name).run();
  return { ok: true, name };
}
