/**
 * What the seeded catalogue (seed/) shows on list and help pages, per site: shared by the worker
 * tests, which check the server's HTML on both sites, and the browser tests, which click through.
 */
export const SEEDED_LISTS = {
  id: {
    waterSports: { name: "Olahraga Air", title: "Olahraga air di Tanjung Benoa" },
    gianyar: { name: "Gianyar", title: "Gianyar: Ubud, sawah, dan seni" },
    carWithDriver: { name: "Mobil dengan Sopir", title: "Sewa mobil dengan sopir untuk keliling Bali" },
    rafting: ["Arung Jeram Sungai Ayung, Ubud", "Arung Jeram Sungai Telaga Waja, Karangasem"],
  },
  en: {
    waterSports: { name: "Water sports", title: "Water sports in Tanjung Benoa" },
    gianyar: { name: "Gianyar", title: "Gianyar: Ubud, rice terraces and the arts" },
    carWithDriver: { name: "Car with driver", title: "Private car with driver to explore Bali" },
    rafting: ["Ayung River White-Water Rafting, Ubud", "Telaga Waja River Rafting, Karangasem"],
  },
} as const;

export const LIST_TOTALS = {
  activities: 112,
  waterSports: 7,
  ubud: 38,
  destinations: 56,
  gianyar: 8,
  transports: 29,
  cars: 8,
} as const;

/** Each help and policy page: its path and its title on each site (from the loader). */
export const STATIC_PAGES = [
  { path: "/helpandfaq", title: { id: "Bantuan dan FAQ", en: "Help and FAQ" } },
  { path: "/aboutus", title: { id: "Tentang kami", en: "About us" } },
  { path: "/cancelation", title: { id: "Kebijakan pembatalan", en: "Cancellation policy" } },
  { path: "/term", title: { id: "Ketentuan pembayaran", en: "Payment terms" } },
  { path: "/howtobook", title: { id: "Cara memesan", en: "How to book" } },
] as const;
