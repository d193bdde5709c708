/** The back office's sections, on every operator page; each section adds its entry here. */
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import * as styles from "./AdminNav.css.ts";

export function AdminNav() {
  const { t } = useLingui();
  const sections = [
    { to: "/admin", label: t`How we are doing`, end: true },
    { to: "/admin/reports", label: t`Reports` },
    { to: "/admin/bookings", label: t`Bookings` },
    { to: "/admin/check-in", label: t`Check-in` },
    { to: "/admin/trips", label: t`Trips` },
    { to: "/admin/calendar", label: t`Calendar` },
    { to: "/admin/availability", label: t`Availability` },
    { to: "/admin/activities", label: t`Activities` },
    { to: "/admin/content", label: t`Content` },
    { to: "/admin/destinations", label: t`Destinations` },
    { to: "/admin/transport", label: t`Transport` },
    { to: "/admin/showcase/gallery", label: t`Gallery` },
    { to: "/admin/showcase/slides", label: t`Home slides` },
    { to: "/admin/reviews", label: t`Reviews` },
    { to: "/admin/subscribers", label: t`Newsletter` },
    { to: "/admin/team", label: t`Team` },
    { to: "/admin/channels", label: t`Sales channels` },
    { to: "/admin/pickup-areas", label: t`Pickup areas` },
    { to: "/admin/resources", label: t`Drivers and vehicles` },
    { to: "/admin/pickups", label: t`Pickup runs` },
  ];
  return (
    <nav aria-label={t`Back office`}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={"end" in section} className={styles.link}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
