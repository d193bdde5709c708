import { useLingui } from "@lingui/react/macro";
import type { WishItem } from "#domain/wishlist.ts";
import * as styles from "./WishHeart.css.ts";

/**
 * The wishlist's heart for one activity or vehicle: a toggle button that names the item. It has no
 * handler of its own: app/lib/wishlist-client.ts takes its clicks and sets `aria-pressed`, also in
 * the static islands React does not hydrate (hence the warning React is spared when it hydrates a
 * heart that script has already pressed). On a card it is the link's sibling, over the picture
 *; on a page, `inline` beside the title.
 */
export function WishHeart({ item, name, inline = false }: { item: WishItem; name: string; inline?: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={inline ? styles.inline : styles.overPicture}
      data-wish={item}
      aria-pressed="false"
      aria-label={t`Save ${name} to your wishlist`}
      suppressHydrationWarning
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          className={styles.shape}
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z"
        />
      </svg>
    </button>
  );
}
