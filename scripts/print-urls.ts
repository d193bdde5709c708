import { siteUrls } from "./site-urls.ts";

console.log(siteUrls(process.env.PORT ?? "5173"));
