import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditStatement, auditTrail } from "#workers/audit.ts";
import { makeOperator } from "./operator-support.ts";

async function anOperator() {
  const { email } = await makeOperator("Wayan Audit");
  const row = await env.DB.prepare("SELECT id, name, email FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: number; name: string; email: string }>();
  if (!row) throw new Error("no operator");
  return row;
}

describe("the back office's audit trail", () => {
  it("records who changed what, before and after, in the batch of the change itself", async () => {
    const operator = await anOperator();
    const entityId = `tip-${Date.now()}`;
    await env.DB.batch([
      auditStatement(env.DB, {
        actor: operator,
        action: "update",
        entity: "tips",
        entityId,
        before: { title: "Old" },
        after: { title: "New" },
      }),
      auditStatement(env.DB, {
        actor: operator,
        action: "archive",
        entity: "tips",
        entityId,
        before: null,
        after: null,
      }),
    ]);
    const trail = await auditTrail(env.DB, { entity: "tips", entityId });
    expect(trail.map((row) => [row.action, row.actorName, row.before, row.after])).toEqual([
      ["archive", "Wayan Audit", null, null],
      ["update", "Wayan Audit", { title: "Old" }, { title: "New" }],
    ]);
  });

  it("writes nothing when the change in its batch fails", async () => {
    const operator = await anOperator();
    const entityId = `broken-${Date.now()}`;
    const failing = env.DB.prepare("INSERT INTO no_such_table VALUES (1)");
    await expect(
      env.DB.batch([
        auditStatement(env.DB, {
          actor: operator,
          action: "create",
          entity: "tips",
          entityId,
          before: null,
          after: {},
        }),
        failing,
      ]),
    ).rejects.toThrow();
    expect(await auditTrail(env.DB, { entity: "tips", entityId })).toEqual([]);
  });
});
