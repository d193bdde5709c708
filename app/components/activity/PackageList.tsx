import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { AddToTripLink } from "#app/components/trip/AddToTripLink.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { Price, RichText } from "#app/components/widgets.tsx";
import type { Package } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { BookNowButton } from "./BookNowButton.tsx";
import * as styles from "./PackageList.css.ts";

/**
 * The activity's packages; Details opens one package's products and description and closes any
 * other. Each package has its Book now and its Add to my trip.
 */
export function PackageList({
  activityId,
  packages,
  locale,
}: {
  activityId: number;
  packages: Package[];
  locale: Locale;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ul className={styles.list}>
      {packages.map((item) => (
        <PackageItem
          key={item.id}
          item={item}
          activityId={activityId}
          locale={locale}
          open={openId === item.id}
          onToggle={() => setOpenId(openId === item.id ? null : item.id)}
        />
      ))}
    </ul>
  );
}

function PackageItem({
  item,
  activityId,
  locale,
  open,
  onToggle,
}: {
  item: Package;
  activityId: number;
  locale: Locale;
  open: boolean;
  onToggle: () => void;
}) {
  const first = item.products[0];
  const nameId = `package-${item.id}-name`;
  const panelId = `package-${item.id}-detail`;
  return (
    <li className={styles.card} data-testid="package" data-open={open}>
      <div className={styles.head}>
        <h3 className={styles.name} id={nameId}>
          {item.name}
        </h3>
        {first ? (
          <p className={styles.firstProduct}>
            <span>{first.name}</span>
            <Price locale={locale} prices={first} />
            {first.minimal > 1 ? (
              <span className={styles.minimal}>
                <Trans>Minimum {first.minimal}</Trans>
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${widgets.secondaryButton} ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={nameId}
          onClick={onToggle}
        >
          {open ? <Trans>Hide</Trans> : <Trans>Details</Trans>}
        </button>
        <BookNowButton packageId={item.id} describedBy={nameId} className={`${widgets.button} ${styles.book}`} />
        <AddToTripLink
          target={{ kind: "activity", activityId, packageId: item.id }}
          describedBy={nameId}
          className={`${widgets.secondaryButton} ${styles.addToTrip}`}
        />
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <table className={styles.products}>
          <caption className={styles.caption}>
            <Trans>Prices of this package</Trans>
          </caption>
          <tbody>
            {item.products.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  {product.name}
                  {product.minimal > 1 ? (
                    <span className={styles.minimal}>
                      <Trans>Minimum {product.minimal}</Trans>
                    </span>
                  ) : null}
                </th>
                <td>
                  <Price locale={locale} prices={product} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <RichText html={item.detail} className={styles.detail} />
      </div>
    </li>
  );
}
