/** The back office's view of sales channels (issue 39): what /admin/channels shows and the problems it names. */

export type ChannelKindName = "octo" | "getyourguide";

export interface ChannelKeyView {
  id: number;
  hint: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface ChannelView {
  id: number;
  name: string;
  kind: ChannelKindName;
  commissionPercent: number;
  keys: ChannelKeyView[];
  activityIds: number[];
  transportIds: number[];
}

export interface SellableItem {
  kind: "activity" | "transport";
  id: number;
  name: string;
}

export type ChannelProblem = "nameRequired" | "nameTaken" | "kindInvalid" | "commissionInvalid" | "unknownChannel";
