/** Who the operator is: an account with the operator role, signed in. */
import type { RequestScope } from "#workers/request-scope.ts";
import type { SessionUser } from "./sessions.ts";

export interface Operator {
  id: number;
  name: string;
  email: string;
}

/** A request made by an operator: what the operator's rules (decisions, the queue) need. */
export interface OperatorScope extends RequestScope {
  operator: Operator;
}

/** The user as an operator; null for a tourist or nobody. */
export function operatorOf(user: SessionUser | null): Operator | null {
  return user?.role === "operator" ? { id: user.id, name: user.name, email: user.email } : null;
}

/** Whether the account has the operator role: where it starts after signing in depends on it. */
export async function isOperatorAccount(db: D1Database, userId: number): Promise<boolean> {
  const row = await db.prepare("SELECT role FROM users WHERE id = ?").bind(userId).first<{ role: string }>();
  return row?.role === "operator";
}
