import type { GallerySeed } from "../types.ts";

export const gallery: GallerySeed[] = [
  {
    caption: {
      id: "Matahari terbit dari puncak Gunung Batur, Kintamani",
      en: "Sunrise from the summit of Mount Batur, Kintamani",
    },
    scene: "volcano",
  },
  {
    caption: {
      id: "Terasering sawah Tegallalang di pagi hari, utara Ubud",
      en: "Tegallalang rice terraces in the morning, north of Ubud",
    },
    scene: "rice-terraces",
  },
  {
    caption: {
      id: "Sawah Jatiluwih yang masuk Warisan Dunia UNESCO, Tabanan",
      en: "The UNESCO-listed rice fields of Jatiluwih, Tabanan",
    },
    scene: "rice-terraces",
  },
  {
    caption: {
      id: "Pura Ulun Danu Beratan di tepi danau, Bedugul",
      en: "Ulun Danu Beratan temple on the lake, Bedugul",
    },
    scene: "lake",
  },
  {
    caption: {
      id: "Gerbang Handara yang berkabut di pagi hari, Buleleng",
      en: "The misty Handara gate in the early morning, Buleleng",
    },
    scene: "temple-gate",
  },
  {
    caption: {
      id: "Pura Lempuyang dan Gunung Agung di kejauhan, Karangasem",
      en: "Lempuyang temple with Mount Agung behind, Karangasem",
    },
    scene: "temple-gate",
  },
  {
    caption: {
      id: "Senja di Pura Tanah Lot saat air surut, Tabanan",
      en: "Sunset at Tanah Lot temple at low tide, Tabanan",
    },
    scene: "beach-dusk",
  },
  {
    caption: {
      id: "Tari Kecak di tebing Uluwatu menjelang matahari terbenam",
      en: "Kecak dance on the Uluwatu cliffs at sunset",
    },
    scene: "dance",
  },
  {
    caption: {
      id: "Pantai Kelingking dengan tebing berbentuk dinosaurus, Nusa Penida",
      en: "Kelingking Beach and its T-rex shaped cliff, Nusa Penida",
    },
    scene: "cliff",
  },
  {
    caption: {
      id: "Berenang bersama pari manta di Manta Point, Nusa Penida",
      en: "Swimming with manta rays at Manta Point, Nusa Penida",
    },
    scene: "underwater",
  },
  {
    caption: {
      id: "Bangkai kapal USAT Liberty di Tulamben, surga penyelam",
      en: "The USAT Liberty wreck at Tulamben, a diver's favourite",
    },
    scene: "underwater",
  },
  {
    caption: {
      id: "Snorkeling di antara ikan warna-warni di Blue Lagoon, Padangbai",
      en: "Snorkelling among colourful fish at Blue Lagoon, Padangbai",
    },
    scene: "underwater",
  },
  {
    caption: {
      id: "Jukung nelayan berlabuh di Pantai Amed saat fajar",
      en: "Fishing outriggers pulled up on Amed beach at dawn",
    },
    scene: "boat",
  },
  {
    caption: {
      id: "Kapal cepat menuju Nusa Lembongan dari Sanur",
      en: "Fast boat heading to Nusa Lembongan from Sanur",
    },
    scene: "boat",
  },
  {
    caption: {
      id: "Lumba-lumba di laut tenang Lovina saat matahari terbit",
      en: "Dolphins on the calm sea off Lovina at sunrise",
    },
    scene: "sea",
  },
  {
    caption: {
      id: "Air Terjun Tegenungan yang deras setelah hujan, Gianyar",
      en: "Tegenungan waterfall in full flow after the rain, Gianyar",
    },
    scene: "waterfall",
  },
  {
    caption: {
      id: "Air Terjun Sekumpul, salah satu yang tertinggi di Bali, Buleleng",
      en: "Sekumpul, one of Bali's tallest waterfalls, Buleleng",
    },
    scene: "waterfall",
  },
  {
    caption: {
      id: "Cahaya pagi menembus celah Air Terjun Tukad Cepung, Bangli",
      en: "Morning light pouring into Tukad Cepung waterfall, Bangli",
    },
    scene: "waterfall",
  },
  {
    caption: {
      id: "Hutan bambu dan pepohonan tropis di Sidemen, Karangasem",
      en: "Bamboo and tropical forest in Sidemen, Karangasem",
    },
    scene: "jungle",
  },
  {
    caption: { id: "Monyet ekor panjang di Monkey Forest Ubud", en: "Long-tailed macaques in the Ubud Monkey Forest" },
    scene: "jungle",
  },
  {
    caption: {
      id: "Arung jeram di Sungai Ayung yang dikelilingi hutan, Ubud",
      en: "Rafting on the jungle-lined Ayung River near Ubud",
    },
    scene: "jungle",
  },
  {
    caption: {
      id: "Belajar selancar di ombak kecil Pantai Kuta",
      en: "Learning to surf on the small waves of Kuta Beach",
    },
    scene: "surf",
  },
  {
    caption: {
      id: "Peselancar di ombak kiri Uluwatu saat sore",
      en: "Surfers on the Uluwatu left-hander in the afternoon",
    },
    scene: "surf",
  },
  {
    caption: {
      id: "Pagi yang ramai di Pasar Badung, pasar tradisional terbesar di Denpasar",
      en: "A busy morning at Badung Market, Denpasar's largest traditional market",
    },
    scene: "market",
  },
  {
    caption: {
      id: "Kerajinan dan kain warna-warni di Pasar Seni Sukawati",
      en: "Crafts and colourful fabrics at Sukawati Art Market",
    },
    scene: "market",
  },
  {
    caption: { id: "Babi guling, hidangan pesta khas Bali", en: "Babi guling, Bali's festive roast suckling pig" },
    scene: "food",
  },
  {
    caption: {
      id: "Meracik bumbu base genep di kelas memasak Ubud",
      en: "Grinding base genep spice paste at an Ubud cooking class",
    },
    scene: "food",
  },
  {
    caption: {
      id: "Makan malam seafood di pasir Jimbaran saat matahari terbenam",
      en: "Seafood dinner on the sand at Jimbaran at sunset",
    },
    scene: "food",
  },
  {
    caption: {
      id: "Mandi bunga setelah pijat tradisional Bali",
      en: "A flower bath after a traditional Balinese massage",
    },
    scene: "spa",
  },
  {
    caption: {
      id: "Ruang pijat terbuka menghadap sawah di Ubud",
      en: "An open-air massage pavilion facing the rice fields in Ubud",
    },
    scene: "spa",
  },
  {
    caption: {
      id: "Penari Legong dengan kostum emas di Puri Ubud",
      en: "Legong dancers in gold costumes at the Ubud Palace",
    },
    scene: "dance",
  },
  {
    caption: {
      id: "Barong dan Rangda dalam pertunjukan di Batubulan, Gianyar",
      en: "Barong and Rangda performing in Batubulan, Gianyar",
    },
    scene: "dance",
  },
  {
    caption: {
      id: "Melukat di kolam air suci Pura Tirta Empul, Tampaksiring",
      en: "Purification in the holy springs of Tirta Empul, Tampaksiring",
    },
    scene: "temple-gate",
  },
  {
    caption: {
      id: "Danau Batur dan kaldera dilihat dari Kintamani",
      en: "Lake Batur and the caldera seen from Kintamani",
    },
    scene: "lake",
  },
  {
    caption: {
      id: "Danau kembar Buyan dan Tamblingan dari jalan Munduk",
      en: "The twin lakes Buyan and Tamblingan from the Munduk road",
    },
    scene: "lake",
  },
  {
    caption: {
      id: "Gunung Agung menjulang di atas sawah Karangasem",
      en: "Mount Agung rising above the rice fields of Karangasem",
    },
    scene: "volcano",
  },
  {
    caption: {
      id: "Jeep melintasi lava hitam di kaki Gunung Batur",
      en: "A jeep crossing black lava fields below Mount Batur",
    },
    scene: "volcano",
  },
  {
    caption: {
      id: "Bersepeda menurun melewati desa dan sawah dari Kintamani",
      en: "Cycling downhill through villages and rice fields from Kintamani",
    },
    scene: "bicycle",
  },
  {
    caption: {
      id: "Jalan desa yang tenang di Penglipuran, Bangli",
      en: "The quiet village lane of Penglipuran, Bangli",
    },
    scene: "bicycle",
  },
  {
    caption: {
      id: "Mobil tur kami menunggu di jalan berkelok menuju Bedugul",
      en: "One of our cars waiting on the winding road to Bedugul",
    },
    scene: "car",
  },
  {
    caption: {
      id: "Naik skuter di jalan sawah Canggu saat sore",
      en: "Riding a scooter past the Canggu rice fields in the afternoon",
    },
    scene: "motorbike",
  },
  {
    caption: {
      id: "Tebing kapur dan laut biru di Pantai Melasti, Bukit",
      en: "Limestone cliffs and blue water at Melasti Beach, the Bukit",
    },
    scene: "cliff",
  },
  {
    caption: {
      id: "Pantai berpasir putih di Nusa Dua pada pagi hari",
      en: "The white-sand beach of Nusa Dua in the morning",
    },
    scene: "sea",
  },
  {
    caption: { id: "Langit jingga di atas Pantai Seminyak", en: "An orange sky over Seminyak Beach" },
    scene: "beach-dusk",
  },
  {
    caption: {
      id: "Lampu-lampu Denpasar dan Monumen Bajra Sandhi di malam hari",
      en: "The lights of Denpasar and the Bajra Sandhi Monument at night",
    },
    scene: "city",
  },
  {
    caption: {
      id: "Pelabuhan Padangbai dengan perahu-perahu warna-warni",
      en: "Padangbai harbour with its colourful boats",
    },
    scene: "boat",
  },
];
