import { lazy, Suspense } from "react";
import { useViewedPages } from "#app/lib/recently-viewed.ts";
import type { Locale } from "#domain/locale.ts";

const RecentlyViewed = lazy(() => import("./RecentlyViewed.tsx"));

/** RecentlyViewed for a list page, whose code loads only when the device has viewed pages. */
export function RecentlyViewedRow({ locale }: { locale: Locale }) {
  if (useViewedPages(locale).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed locale={locale} />
    </Suspense>
  );
}
