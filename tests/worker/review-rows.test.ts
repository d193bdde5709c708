/**
 * What a page of reviews costs in D1 rows (issue 37, decision 0095): each review its own row and its
 * author's, one more when "booked with us" shows, however many bookings its author has made. Before
 * migration 0068 an activity's badge read every booking of every reviewer.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsReadOf } from "#workers/db.ts";
import { PER_PAGE } from "#workers/paging.ts";

/** Every booking history of a reviewer here: other tours and vehicles, and unconfirmed requests of the subject. */
const BOOKINGS_EACH = 30;
const FIRST_REVIEWER = 9100;

const SUBJECTS = [
  {
    kind: "activity",
    page: "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
    column: "activity_id",
    id: "(SELECT id FROM activities WHERE slug = 'ubud-rice-terrace-and-monkey-forest-tour')",
  },
  { kind: "transport", page: "/transport/3", column: "transport_id", id: "3" },
  {
    kind: "destination",
    page: "/destination/denpasar/sanur-beach",
    column: "destination_id",
    id: "(SELECT id FROM destinations WHERE slug = 'sanur-beach')",
  },
] as const;
type Subject = (typeof SUBJECTS)[number];

/** A render of `path` on the English site past the edge cache, as the benchmark asks for it. */
async function rendered(path: string): Promise<{ rows: number; body: string }> {
  const request = new Request(`http://en.localhost${path}`, { headers: { "X-Cache-Bypass": "1" } });
  const answer = await (exports as unknown as { default: Fetcher }).default.fetch(request);
  expect(answer.status, path).toBe(200);
  return { rows: rowsReadOf(answer.headers) ?? Number.NaN, body: await answer.text() };
}

const BOOKING_COLUMNS = `reference, activity_id, transport_id, user_id, status, locale, currency, visit_date, first_name,
  last_name, email, phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents`;

/** `count` bookings in `status`, of the activity or vehicle given, by the account `user` or only its e-mail. */
function bookings(
  tag: string,
  count: number,
  { user, email, activity = "NULL", transport = "NULL", status }: Record<string, string>,
): D1PreparedStatement {
  return env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
     INSERT INTO bookings (${BOOKING_COLUMNS})
     SELECT 'BT-RR-' || ?1 || '-' || i, ${activity}, ${transport}, ${user ?? "NULL"}, '${status}', 'en', 'USD',
       '2026-10-01', 'Mr. Made', 'Wirawan', '${email}', '+62 812 3456 789', 'Indonesia', 'Ubud', 'cash', '[]',
       500000, 3100 FROM n`,
  ).bind(tag);
}

/**
 * A full page of reviews of each subject, by accounts that each made BOOKINGS_EACH bookings of
 * something else. Of the reviewers of the activity and the vehicle, the first booked the subject
 * signed in, the second with their proven e-mail signed out, the third with an unproven one.
 */
async function fillPages(subject: Subject): Promise<void> {
  const statements = [env.DB.prepare(`DELETE FROM comments WHERE ${subject.column} = ${subject.id}`)];
  const offset = SUBJECTS.indexOf(subject) * PER_PAGE;
  for (let n = 0; n < PER_PAGE; n += 1) {
    const user = String(FIRST_REVIEWER + offset + n);
    const email = `reviewer-${user}@example.com`;
    const verified = n === 2 ? "NULL" : "'2026-09-01T00:00:00Z'";
    statements.push(
      env.DB.prepare(`INSERT INTO users (id, name, email, email_verified_at) VALUES (?1, ?2, ?3, ${verified})`).bind(
        user,
        `Reviewer ${user}`,
        email,
      ),
      bookings(`${user}-other`, BOOKINGS_EACH / 2, {
        user,
        email,
        activity: "(SELECT id FROM activities WHERE slug = 'kintamani-volcano-view-and-tirta-empul-tour')",
        status: "confirmed",
      }),
      bookings(`${user}-vehicle`, BOOKINGS_EACH / 2 - 1, { user, email, transport: "4", status: "confirmed" }),
      env.DB.prepare(
        `INSERT INTO comments (${subject.column}, user_id, rating, title, body, updated_at)
         VALUES (${subject.id}, ?1, 4, ?2, 'Lovely day.', ?3)`,
      ).bind(user, `Review by ${user}`, `2026-10-${String(10 + n).padStart(2, "0")}T00:00:00Z`),
    );
    if (subject.kind === "destination") continue;
    const booked = { [subject.kind]: subject.id };
    const mine =
      n === 0
        ? { user, email, ...booked, status: "confirmed" }
        : n <= 2
          ? { email, ...booked, status: "confirmed" }
          : { user, email, ...booked, status: "requested" };
    statements.push(bookings(`${user}-mine`, 1, mine));
  }
  await env.DB.batch(statements);
}

const shownBadges = (answer: { data: { title: string; booked_with_us?: boolean }[] }) =>
  answer.data.filter((review) => review.booked_with_us).map((review) => review.title.replace("Review by ", ""));

const reviewerOf = (subject: Subject, n: number) => String(FIRST_REVIEWER + SUBJECTS.indexOf(subject) * PER_PAGE + n);

describe("a page of reviews read from D1", () => {
  const empty = new Map<Subject, { api: number; page: number }>();

  beforeAll(async () => {
    for (const subject of SUBJECTS) {
      await env.DB.prepare(`DELETE FROM comments WHERE ${subject.column} = ${subject.id}`).run();
      const api = await rendered(`/api${subject.page}/comment`);
      const page = await rendered(subject.page);
      empty.set(subject, { api: api.rows, page: page.rows });
      await fillPages(subject);
    }
  });

  for (const subject of SUBJECTS) {
    it(`costs about two rows a review on the ${subject.kind}'s /api list and page, whatever its reviewers booked`, async () => {
      const api = await rendered(`/api${subject.page}/comment`);
      const page = await rendered(subject.page);
      const answer = JSON.parse(api.body).items;
      expect(answer.data).toHaveLength(PER_PAGE);
      const badges = subject.kind === "destination" ? [] : [reviewerOf(subject, 0), reviewerOf(subject, 1)];
      expect(shownBadges(answer).sort()).toEqual(badges.sort());
      expect(page.body.match(/data-testid="booked-with-us"/g) ?? []).toHaveLength(badges.length);
      // Each review and its author, a found badge, and the index entry past the page's last review.
      const bound = 2 * PER_PAGE + badges.length + 1;
      const before = empty.get(subject) ?? { api: 0, page: 0 };
      expect(api.rows - before.api, "the /api list").toBeLessThanOrEqual(bound);
      expect(page.rows - before.page, "the page").toBeLessThanOrEqual(bound);
    });
  }
});
