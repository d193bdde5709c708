import type { RegencySeed } from "../types.ts";

/**
 * Bali's eight regencies and the city of Denpasar. Ids are fixed, in this order.
 * `des` is 120 to 250 characters; the destination list cuts it at 80 with "read more".
 */
export const regencies: RegencySeed[] = [
  {
    id: 1,
    slug: "badung",
    name: { id: "Badung", en: "Badung" },
    title: { id: "Badung: pantai, tebing, dan matahari terbenam", en: "Badung: beaches, cliffs and sunsets" },
    des: {
      id: "Dari pantai Kuta, Seminyak, dan Canggu hingga tebing kapur Uluwatu dan resor Nusa Dua. Di sinilah bandara, sebagian besar hotel, ombak terbaik, dan pura Uluwatu dengan tari Kecak saat senja.",
      en: "From the beaches of Kuta, Seminyak and Canggu to the limestone cliffs of Uluwatu and the resorts of Nusa Dua. Home to the airport, most hotels, the best surf and the clifftop Uluwatu temple.",
    },
    scene: "cliff",
  },
  {
    id: 2,
    slug: "denpasar",
    name: { id: "Denpasar", en: "Denpasar" },
    title: { id: "Denpasar: ibu kota dan Sanur", en: "Denpasar: the capital and Sanur" },
    des: {
      id: "Ibu kota Bali yang ramai, dengan Pasar Badung, Museum Bali, dan Monumen Bajra Sandhi. Di sisi timurnya ada Sanur, pantai tenang dengan jalur sepeda dan pelabuhan kapal cepat ke Nusa Penida.",
      en: "Bali's busy capital, with Badung Market, the Bali Museum and the Bajra Sandhi monument. On its east side lies Sanur, a calm beach with a seaside path and the fast-boat harbour for Nusa Penida.",
    },
    scene: "city",
  },
  {
    id: 3,
    slug: "gianyar",
    name: { id: "Gianyar", en: "Gianyar" },
    title: { id: "Gianyar: Ubud, sawah, dan seni", en: "Gianyar: Ubud, rice terraces and the arts" },
    des: {
      id: "Jantung budaya Bali: Ubud dengan tari dan galerinya, sawah berundak Tegallalang, Hutan Monyet, pura mata air Tirta Empul, Goa Gajah, dan air terjun Tegenungan. Desa perajin berjajar di sepanjang jalan.",
      en: "Bali's cultural heart: Ubud with its dance shows and galleries, the Tegallalang rice terraces, the Monkey Forest, the spring temple of Tirta Empul, Goa Gajah and Tegenungan waterfall, with craft villages all along the way.",
    },
    scene: "rice-terraces",
  },
  {
    id: 4,
    slug: "tabanan",
    name: { id: "Tabanan", en: "Tabanan" },
    title: { id: "Tabanan: lumbung padi Bali", en: "Tabanan: Bali's rice bowl" },
    des: {
      id: "Sawah warisan UNESCO di Jatiluwih, Pura Tanah Lot di atas batu karang, dan Pura Ulun Danu Beratan di danau sejuk Bedugul. Lebih ke barat ada pantai pasir hitam Balian yang sepi dan disukai peselancar.",
      en: "The UNESCO-listed rice terraces of Jatiluwih, Tanah Lot temple on its sea rock and Ulun Danu Beratan temple on the cool lake at Bedugul. Further west, the quiet black-sand surf beach of Balian.",
    },
    scene: "temple-gate",
  },
  {
    id: 5,
    slug: "bangli",
    name: { id: "Bangli", en: "Bangli" },
    title: { id: "Bangli: Kintamani dan Gunung Batur", en: "Bangli: Kintamani and Mount Batur" },
    des: {
      id: "Satu-satunya kabupaten di Bali tanpa pantai, dengan kaldera Gunung Batur dan danaunya di Kintamani, desa adat Penglipuran yang rapi, Pura Kehen, dan air terjun tersembunyi seperti Tukad Cepung.",
      en: "Bali's only regency without a coastline: the Mount Batur caldera and its lake at Kintamani, the tidy traditional village of Penglipuran, Kehen temple and hidden waterfalls such as Tukad Cepung.",
    },
    scene: "lake",
  },
  {
    id: 6,
    slug: "klungkung",
    name: { id: "Klungkung", en: "Klungkung" },
    title: { id: "Klungkung: Nusa Penida dan Semarapura", en: "Klungkung: Nusa Penida and Semarapura" },
    des: {
      id: "Kabupaten terkecil di Bali, tetapi mencakup Nusa Penida, Nusa Lembongan, dan Nusa Ceningan dengan tebing dan pari mantanya. Di daratan ada Kerta Gosa di Semarapura dan Pura Goa Lawah.",
      en: "Bali's smallest regency, yet it takes in Nusa Penida, Nusa Lembongan and Nusa Ceningan with their cliffs and manta rays. On the mainland: the Kerta Gosa court hall in Semarapura and the bat cave temple of Goa Lawah.",
    },
    scene: "sea",
  },
  {
    id: 7,
    slug: "karangasem",
    name: { id: "Karangasem", en: "Karangasem" },
    title: { id: "Karangasem: Gunung Agung dan Bali timur", en: "Karangasem: Mount Agung and the east" },
    des: {
      id: "Di kaki Gunung Agung berdiri Pura Besakih dan Gerbang Surga Lempuyang. Bali timur juga punya taman air kerajaan Tirta Gangga, Lembah Sidemen, dan spot menyelam di Amed serta Tulamben.",
      en: "Mount Agung towers over Besakih, the mother temple, and the Gates of Heaven at Lempuyang. The east also has the royal water palace of Tirta Gangga, the Sidemen valley and the dive sites of Amed and Tulamben.",
    },
    scene: "volcano",
  },
  {
    id: 8,
    slug: "buleleng",
    name: { id: "Buleleng", en: "Buleleng" },
    title: { id: "Buleleng: Bali utara yang tenang", en: "Buleleng: the quiet north" },
    des: {
      id: "Pantai pasir hitam Lovina dengan lumba-lumba di pagi hari, air terjun Sekumpul dan Gitgit, danau kembar Buyan dan Tamblingan di Munduk, serta snorkeling di Pulau Menjangan.",
      en: "Black-sand Lovina with its early-morning dolphins, the Sekumpul and Gitgit waterfalls, the twin lakes of Buyan and Tamblingan above Munduk, and snorkelling off Menjangan Island.",
    },
    scene: "waterfall",
  },
  {
    id: 9,
    slug: "jembrana",
    name: { id: "Jembrana", en: "Jembrana" },
    title: { id: "Jembrana: Bali barat yang alami", en: "Jembrana: wild west Bali" },
    des: {
      id: "Bali barat yang jarang dikunjungi: hutan Taman Nasional Bali Barat, ombak panjang di Pantai Medewi, Pura Rambut Siwi di atas tebing, dan pohon Bunut Bolong yang dilintasi jalan.",
      en: "The least visited corner of Bali: the forests of West Bali National Park, the long left-hand wave at Medewi, the clifftop temple of Rambut Siwi and the Bunut Bolong tree with a road running through it.",
    },
    scene: "jungle",
  },
];
