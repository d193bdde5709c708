import type { Localized, Scene } from "../types.ts";

export interface SlideSeed {
  title: Localized;
  subtitle: Localized;
  link_path: string;
  scene: Scene;
}

/** The home page slider, in order; the first slide is the page's largest image. */
export const slides: SlideSeed[] = [
  {
    title: { id: "Bali dengan sopir lokal Anda sendiri", en: "Bali with your own local driver" },
    subtitle: {
      id: "Pesan sekarang, bayar nanti di hari tur. Konfirmasi lewat e-mail dalam 48 jam.",
      en: "Book now, pay on the day. Confirmed by e-mail within 48 hours.",
    },
    link_path: "/activity",
    scene: "rice-terraces",
  },
  {
    title: { id: "Matahari terbit di Gunung Batur", en: "Sunrise on Mount Batur" },
    subtitle: {
      id: "Mendaki dalam gelap bersama pemandu, sarapan di puncak saat fajar.",
      en: "Climb in the dark with a guide and have breakfast on the rim at dawn.",
    },
    link_path: "/activity/volcano-trekking",
    scene: "volcano",
  },
  {
    title: { id: "Sehari di Nusa Penida", en: "A day on Nusa Penida" },
    subtitle: {
      id: "Kelingking, Broken Beach dan snorkeling bersama pari manta.",
      en: "Kelingking, Broken Beach and snorkelling with manta rays.",
    },
    link_path: "/activity/island-trips",
    scene: "cliff",
  },
  {
    title: { id: "Olahraga air di Tanjung Benoa", en: "Water sports at Tanjung Benoa" },
    subtitle: {
      id: "Parasailing, banana boat dan jet ski di perairan tenang.",
      en: "Parasailing, banana boat and jet ski on calm water.",
    },
    link_path: "/activity/water-sports",
    scene: "sea",
  },
  {
    title: { id: "Pura dan senja di Uluwatu", en: "Temples and sunset at Uluwatu" },
    subtitle: {
      id: "Tari Kecak di tepi tebing saat matahari terbenam.",
      en: "The Kecak fire dance on the cliff edge at sunset.",
    },
    link_path: "/activity/temples-culture",
    scene: "temple-gate",
  },
];
