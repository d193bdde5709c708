/**
 * OCTO's products and availability for one channel: only what the channel may sell (a product it
 * may not sell is as unknown as one that does not exist), with pricing when `octo/pricing` is asked.
 */
import { msg } from "@lingui/core/macro";
import { AVAILABILITY_MAX_DAYS, daysSpanned } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { octoAvailabilityBody, octoCalendarBody } from "#domain/inputs/octo.ts";
import type { OctoAvailability, OctoCalendarDay, OctoProduct } from "#domain/octo.ts";
import { badRequest, type OctoCall } from "./octo-api.ts";
import {
  type ChannelItem,
  type ChannelOption,
  channelItems,
  departures,
  octoAvailability,
  octoCalendarDays,
  octoProduct,
  parseProductId,
  unitIdOf,
} from "./octo-catalogue.ts";

function pricingOf(call: OctoCall) {
  return call.pricing ? { commissionPercent: call.channel.commissionPercent } : null;
}

/** The product the channel may sell under this id; INVALID_PRODUCT_ID otherwise. */
export async function itemFor(call: OctoCall, productId: string): Promise<ChannelItem> {
  const named = parseProductId(productId);
  const [item] = named ? await channelItems(call.scope.db, call.channel.id, call.locale, named) : [];
  if (!item) {
    throw badRequest("INVALID_PRODUCT_ID", msg`This product does not exist or is not for sale on this channel.`, {
      productId,
    });
  }
  return item;
}

export function optionFor(item: ChannelItem, optionId: string): ChannelOption {
  const option = item.options.find((candidate) => candidate.id === optionId);
  if (!option) throw badRequest("INVALID_OPTION_ID", msg`This product has no such option.`, { optionId });
  return option;
}

export async function listProducts(call: OctoCall): Promise<OctoProduct[]> {
  const items = await channelItems(call.scope.db, call.channel.id, call.locale);
  return items.map((item) => octoProduct(item, call.locale, pricingOf(call)));
}

export async function getProduct(call: OctoCall, productId: string): Promise<OctoProduct> {
  return octoProduct(await itemFor(call, productId), call.locale, pricingOf(call));
}

/** The dates asked for, from today in Bali at the earliest, at most AVAILABILITY_MAX_DAYS of them. */
function rangeOf(call: OctoCall, start: string, end: string): { from: string; to: string } | null {
  const today = baliToday(call.now);
  if (Number.isNaN(Date.parse(`${start}T00:00:00Z`)) || Number.isNaN(Date.parse(`${end}T00:00:00Z`))) {
    throw badRequest("BAD_REQUEST", msg`Dates are calendar dates written YYYY-MM-DD.`);
  }
  if (end < start) throw badRequest("BAD_REQUEST", msg`localDateEnd must not be before localDateStart.`);
  const from = start < today ? today : start;
  if (end < from) return null;
  if (daysSpanned(from, end) > AVAILABILITY_MAX_DAYS) {
    throw badRequest("BAD_REQUEST", msg`Ask for at most 62 days in one call.`);
  }
  return { from, to: end };
}

function checkUnits(option: ChannelOption, units: readonly { id: string }[] | undefined): void {
  const unknown = units?.find((unit) => !option.products.some((product) => unitIdOf(product) === unit.id));
  if (unknown) throw badRequest("INVALID_UNIT_ID", msg`This option has no such unit.`, { unitId: unknown.id });
}

export async function availabilityCalendar(call: OctoCall): Promise<OctoCalendarDay[]> {
  const body = await call.body(octoCalendarBody);
  const item = await itemFor(call, body.productId);
  const option = optionFor(item, body.optionId);
  checkUnits(option, body.units);
  const range = rangeOf(call, body.localDateStart, body.localDateEnd);
  if (!range) return [];
  return octoCalendarDays(item, await departures(call.scope.db, item, range.from, range.to, call.now));
}

export async function availabilityCheck(call: OctoCall): Promise<OctoAvailability[]> {
  const body = await call.body(octoAvailabilityBody);
  const item = await itemFor(call, body.productId);
  const option = optionFor(item, body.optionId);
  checkUnits(option, body.units);
  const ids = body.availabilityIds;
  const start = body.localDate ?? body.localDateStart ?? ids?.map((id) => id.slice(0, 10)).sort()[0];
  const end =
    body.localDate ??
    body.localDateEnd ??
    ids
      ?.map((id) => id.slice(0, 10))
      .sort()
      .at(-1);
  const datesAndIds = (body.localDate ?? body.localDateStart ?? body.localDateEnd) !== undefined && ids !== undefined;
  if (!start || !end || datesAndIds) {
    throw badRequest("BAD_REQUEST", msg`Send localDate, localDateStart and localDateEnd, or availabilityIds.`);
  }
  const range = rangeOf(call, start, end);
  if (!range) return [];
  const found = (await departures(call.scope.db, item, range.from, range.to, call.now)).map((departure) =>
    octoAvailability(item, departure),
  );
  return ids ? found.filter((availability) => ids.includes(availability.id)) : found;
}
