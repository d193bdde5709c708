import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ItemSearchField, ItemSearchHint } from "#app/components/admin/ItemSearch.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { ChannelProblem, ChannelView, SellableItem } from "#domain/channels.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { Route } from "./+types/channels";
import type { ChannelsAnswer } from "./channels.server.ts";

export { action, loader } from "./channels.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const PROBLEMS: Record<ChannelProblem, MessageDescriptor> = {
  nameRequired: msg`Give the channel a name of at most 60 characters.`,
  nameTaken: msg`A channel with this name already exists.`,
  kindInvalid: msg`Choose OCTO or GetYourGuide.`,
  commissionInvalid: msg`The commission is a whole percentage from 0 to 100.`,
  unknownChannel: msg`This channel no longer exists. Reload the page.`,
};

function Notice({ done, answer }: { done: string | null; answer: ChannelsAnswer | undefined }) {
  const { t, i18n } = useLingui();
  if (answer && "problem" in answer) {
    const problem = PROBLEMS[answer.problem as ChannelProblem] ?? PROBLEMS.unknownChannel;
    return (
      <p className={styles.alert} role="alert" data-testid="channels-problem">
        {i18n._(problem)}
      </p>
    );
  }
  if (answer && "issued" in answer) {
    const { channel } = answer.issued;
    return (
      <div className={styles.notice} role="status" data-testid="channels-issued">
        <p>
          <Trans>
            The new key for {channel} is below. Copy it now: it is shown only this once. Revoke it here if it leaks.
          </Trans>
        </p>
        <code data-testid="channels-credential">{answer.issued.credential}</code>
      </div>
    );
  }
  const notices: Record<string, string> = {
    created: t`Channel created. Choose what it may sell, then issue its key.`,
    revoked: t`Key revoked. Calls with it are refused from now on.`,
    saved: t`Saved.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status" data-testid="channels-notice">
      {notice}
    </p>
  ) : null;
}

function CreateForm({ csrfToken }: { csrfToken: string }) {
  const { t } = useLingui();
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="create-channel-title">
      <h2 id="create-channel-title" className={styles.cardTitle}>
        <Trans>New channel</Trans>
      </h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="create" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="channel-name">
          <Trans>Name</Trans>
        </label>
        <input id="channel-name" name="name" className={styles.control} maxLength={60} autoComplete="off" required />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="channel-kind">
          <Trans>Connection</Trans>
        </label>
        <select id="channel-kind" name="kind" className={styles.control} defaultValue="octo">
          <option value="octo">OCTO</option>
          <option value="getyourguide">GetYourGuide</option>
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="channel-commission">
          <Trans>Commission (%)</Trans>
        </label>
        <input
          id="channel-commission"
          name="commission_percent"
          type="number"
          min={0}
          max={100}
          step={1}
          defaultValue={0}
          className={styles.control}
        />
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Create channel`}
        </button>
      </div>
    </Form>
  );
}

type ChannelSearch = { channelId: number; text: string; matches: SellableItem[]; more: boolean } | null;

/** A GET form of its own (forms do not nest): its matches join the channel's form below, unticked. */
function SellSearch({ channel, search }: { channel: ChannelView; search: ChannelSearch }) {
  const { t } = useLingui();
  const { name } = channel;
  const searched = search?.channelId === channel.id ? search : null;
  return (
    <Form method="get" className={styles.form} aria-label={t`Find more for ${name} to sell`}>
      <input type="hidden" name="channel" value={channel.id} />
      <ItemSearchField
        id={`channel-search-${channel.id}`}
        search={searched?.text ?? ""}
        label={t`Find more for ${name} to sell`}
      />
      {searched ? <ItemSearchHint search={searched.text} found={searched.matches.length} more={searched.more} /> : null}
    </Form>
  );
}

function Channel({
  channel,
  sold,
  search,
  csrfToken,
}: {
  channel: ChannelView;
  sold: SellableItem[];
  search: ChannelSearch;
  csrfToken: string;
}) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { name } = channel;
  const isSold = (item: SellableItem) => sold.some((one) => one.kind === item.kind && one.id === item.id);
  const found = search?.channelId === channel.id ? search.matches.filter((item) => !isSold(item)) : [];
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label={name} data-testid="channel">
      <h2 className={styles.cardTitle}>
        {name} <span className={styles.meta}>{channel.kind === "octo" ? "OCTO" : "GetYourGuide"}</span>
      </h2>
      <ul className={styles.history}>
        {channel.keys.map((key) => {
          const created = formatBaliMoment(locale, key.createdAt);
          return (
            <li key={key.id} className={styles.historyEntry} data-testid="channel-key">
              <code>{key.hint}</code>
              <span className={styles.meta}>
                {key.revokedAt ? <Trans>Issued {created}; revoked.</Trans> : <Trans>Issued {created}; in use.</Trans>}
              </span>
              {key.revokedAt ? null : (
                <Form method="post">
                  <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="key_id" value={key.id} />
                  <button type="submit" className={widgets.secondaryButton}>
                    {t`Revoke this key`}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      <Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="issue" />
        <input type="hidden" name="channel_id" value={channel.id} />
        <button type="submit" className={widgets.secondaryButton}>
          {t`Issue a new key for ${name}`}
        </button>
      </Form>
      <SellSearch channel={channel} search={search} />
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="channel_id" value={channel.id} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`commission-${channel.id}`}>
            <Trans>Commission (%)</Trans>
          </label>
          <input
            id={`commission-${channel.id}`}
            name="commission_percent"
            type="number"
            min={0}
            max={100}
            step={1}
            defaultValue={channel.commissionPercent}
            className={styles.control}
          />
        </div>
        <fieldset className={styles.field}>
          <legend className={styles.label}>
            <Trans>What {name} may sell</Trans>
          </legend>
          {sold.length === 0 && found.length === 0 ? (
            <p className={styles.hint}>
              <Trans>Nothing yet: find an activity or vehicle above, tick it and save.</Trans>
            </p>
          ) : null}
          {[...sold, ...found].map((item) => (
            <label key={`${item.kind}-${item.id}`} className={styles.hint}>
              <input type="checkbox" name={item.kind} value={item.id} defaultChecked={isSold(item)} /> {item.name}
            </label>
          ))}
        </fieldset>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            {t`Save ${name}`}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function AdminChannels({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { channels, sold, search, done, csrfToken } = loaderData;
  return (
    <>
      <title>{`${t`Sales channels`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Sales channels</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Marketplaces that book your seats through their API. Each sells only what you choose here, at your price
            less its commission.
          </Trans>
        </p>
      </div>
      <Notice done={done} answer={actionData as ChannelsAnswer | undefined} />
      <CreateForm csrfToken={csrfToken} />
      {channels.length === 0 ? (
        <p className={widgets.empty}>
          <Trans>No channels yet.</Trans>
        </p>
      ) : (
        channels.map((channel) => (
          <Channel
            key={channel.id}
            channel={channel}
            sold={sold[channel.id] ?? []}
            search={search}
            csrfToken={csrfToken}
          />
        ))
      )}
    </>
  );
}
