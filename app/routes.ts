import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

const api = (path: string, file: string) => route(path, `routes/api/${file}.ts`);

export default [
  index("routes/home.tsx"),
  ...prefix("api", [
    api("index", "index"),
    api("type", "activities"),
    api("type/:id", "activities-of-type"),
    api("types", "activity-types"),
    api("activity/:type/:slug", "activity"),
    api("activity/:type/:slug/comment", "activity-comments"),
    api("regencies", "regencies"),
    api("regency", "destinations"),
    api("regency/:id", "destinations-of-regency"),
    api("destination/:regency/:slug", "destination"),
    api("destination/:regency/:slug/comment", "destination-comments"),
    api("transporttypes", "transport-types"),
    api("transporttype", "transports"),
    api("transporttype/:id", "transports-of-type"),
    api("transport/:id", "transport"),
    api("transport/:id/comment", "transport-comments"),
    api("tips", "tips"),
    api("tips/:slug", "tip"),
    api("search", "search"),
    api("event", "events"),
    api("event/feature", "events-feature"),
    api("event/:slug", "event"),
    api("specialoffer", "special-offers"),
    api("specialoffer/feature", "special-offers-feature"),
    api("specialoffer/:slug", "special-offer"),
    api("gallery", "gallery"),
    api("galleryfeature", "gallery-feature"),
    api("*", "not-found"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
