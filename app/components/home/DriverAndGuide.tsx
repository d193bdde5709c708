import { useLingui } from "@lingui/react/macro";
import { ReadMore, Section } from "#app/components/widgets.tsx";
import * as styles from "./HomeSections.css.ts";
import { Tabs } from "./HomeTabs.tsx";

/** The driver and travel guide tabs; each text is cut at 250 characters with "read more". */
export function DriverAndGuide() {
  const { t } = useLingui();
  return (
    <Section id="driver-guide" title={t`Your driver and your guide`}>
      <div className={styles.textCard}>
        <Tabs
          label={t`Driver or travel guide`}
          idPrefix="crew"
          variant="underline"
          tabs={[
            {
              id: "driver",
              label: t`Driver`,
              panel: (
                <ReadMore
                  limit={250}
                  text={t`Every driver on our team is Balinese, speaks English and knows the island well. Your driver picks you up at your hotel in a clean, air-conditioned car, plans the route with you so you miss the worst traffic, waits while you visit, and tells you about the villages, temples and food along the way. Petrol, parking and the driver's meal are included, and you pay in rupiah on the day.`}
                />
              ),
            },
            {
              id: "guide",
              label: t`Travel guide`,
              panel: (
                <ReadMore
                  limit={250}
                  text={t`Our travel guides are licensed and trained in Balinese history, religion and customs. They walk with you through temples and villages, explain the offerings and ceremonies you come across, make sure you are dressed right for each temple, lead treks such as the Mount Batur sunrise climb, and take care of tickets and local fees, so you can simply enjoy the day. A guide can join your driver on any day tour.`}
                />
              ),
            },
          ]}
        />
      </div>
    </Section>
  );
}
