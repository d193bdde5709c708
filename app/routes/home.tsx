import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { requestLocale } from "#workers/config.ts";
import { cloudflareFrom } from "#workers/context.ts";
import { homeIndex } from "#workers/home.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = cloudflareFrom(context);
  const index = await homeIndex(env.DB, requestLocale(request, env));
  return { types: index.types, regencies: index.regencies };
}

export function meta() {
  return [{ title: "Bali Tours" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main style={{ padding: "16px", maxWidth: "960px", margin: "0 auto" }}>
      <h1>
        <Trans>Tours and activities in Bali</Trans>
      </h1>
      <p>
        <Trans>Book now, pay later. We confirm every request by e-mail, mostly within 48 hours.</Trans>
      </p>
      <h2>{t`Activities`}</h2>
      <ul>
        {loaderData.types.map((type) => (
          <li key={type.id}>
            <Link to={`/activity/${type.slug}`}>{type.name}</Link>
          </li>
        ))}
      </ul>
      <h2>{t`Destinations`}</h2>
      <ul>
        {loaderData.regencies.map((regency) => (
          <li key={regency.id}>{regency.name}</li>
        ))}
      </ul>
    </main>
  );
}
