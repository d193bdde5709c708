import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { ActivityCard, TransportCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/lists/ListLayout.tsx";
import * as buttons from "#app/components/widgets.css.ts";
import { CardGrid, Empty } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { useSignedInUser } from "#app/lib/site.ts";
import {
  deviceWishlist,
  saveToWishlist,
  startWishlist,
  subscribeToWishlist,
  wishlistSnapshot,
} from "#app/lib/wishlist-client.ts";
import { type WishItem, wishlistPath } from "#domain/wishlist.ts";
import type { Route } from "./+types/wishlist";
import * as styles from "./wishlist.css.ts";

export { headers, loader } from "./wishlist.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  // A list is a tourist's own choice, or one shared with a friend: nothing for a search engine.
  { name: "robots", content: "noindex" },
];

const NO_ITEMS: WishItem[] = [];

/** A signed-out tourist's list is on the device only: the page asks the server for it by its URL. */
function useDeviceListInUrl(fromDevice: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!fromDevice) return;
    const items = deviceWishlist();
    if (items.length > 0) navigate(wishlistPath(items), { replace: true, preventScrollReset: true });
  }, [fromDevice, navigate]);
}

/** The share sheet where the browser has one, else the link copied; what happened, to announce. */
async function shareLink(url: string, title: string): Promise<"shared" | "copied" | "failed"> {
  if (navigator.share) {
    return navigator.share({ title, url }).then(
      () => "shared",
      () => "failed",
    );
  }
  return navigator.clipboard.writeText(url).then(
    () => "copied",
    () => "failed",
  );
}

function WishlistActions({ items, shared }: { items: WishItem[]; shared: boolean }) {
  const { t } = useLingui();
  const signedIn = Boolean(useSignedInUser());
  const saved = useSyncExternalStore(subscribeToWishlist, wishlistSnapshot, () => NO_ITEMS);
  const [status, setStatus] = useState("");
  const allSaved = items.every((item) => saved.includes(item));
  const share = async () => {
    const outcome = await shareLink(new URL(wishlistPath(items), window.location.origin).href, t`Wishlist`);
    if (outcome === "copied") setStatus(t`Link copied.`);
    if (outcome === "failed") setStatus(t`The link could not be shared. Copy it from the address bar.`);
  };
  const saveAll = async () => {
    await startWishlist(signedIn);
    setStatus((await saveToWishlist(items)) ? t`Saved to your wishlist.` : t`Not saved. Please try again.`);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={buttons.secondaryButton} onClick={share}>
        <Trans>Share</Trans>
      </button>
      {shared && !allSaved ? (
        <button type="button" className={buttons.button} onClick={saveAll}>
          <Trans>Save all to my wishlist</Trans>
        </button>
      ) : null}
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { cards, source, locale } = loaderData;
  useDeviceListInUrl(source === "device");
  return (
    <ListLayout>
      <div className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Wishlist</Trans>
        </h1>
        {cards.length === 0 ? (
          <Empty>
            <Trans>Nothing saved yet. Tap the heart on an activity or a vehicle to keep it here.</Trans>
          </Empty>
        ) : (
          <>
            <WishlistActions items={cards.map((card) => card.item)} shared={source === "link"} />
            {/* The cards' names are third-level headings: the count heads them, as on the lists. */}
            <h2 className={styles.count}>
              <Plural value={cards.length} one="# saved" other="# saved" />
            </h2>
            <CardGrid>
              {/* The first card's picture is the page's largest paint on a phone: it loads first. */}
              {cards.map((entry, index) =>
                entry.kind === "activity" ? (
                  <ActivityCard key={entry.item} card={entry.card} locale={locale} priority={index === 0} />
                ) : (
                  <TransportCard key={entry.item} card={entry.card} locale={locale} priority={index === 0} />
                ),
              )}
            </CardGrid>
          </>
        )}
      </div>
    </ListLayout>
  );
}
