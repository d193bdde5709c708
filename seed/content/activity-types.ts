import type { ActivityTypeSeed } from "../types.ts";

/**
 * The 16 activity categories. Ids are fixed: other seed files and the home page refer to them.
 * `des` is one or two sentences (150 to 300 characters); the list cuts it at 120 with "read more".
 */
export const activityTypes: ActivityTypeSeed[] = [
  {
    id: 1,
    slug: "day-tours",
    name: { id: "Tur Sehari", en: "Day tours" },
    title: { id: "Tur sehari keliling Bali", en: "Day tours around Bali" },
    des: {
      id: "Satu hari penuh bersama sopir berbahasa Inggris: sawah Tegallalang, pura di tepi danau, air terjun, dan matahari terbenam di Tanah Lot atau Uluwatu. Penjemputan di hotel, rute bisa disesuaikan, dan Anda membayar di hari tur.",
      en: "A full day out with an English-speaking driver: the Tegallalang rice terraces, lake temples, waterfalls and a sunset at Tanah Lot or Uluwatu. Hotel pickup, a route you can adjust, and you pay on the day.",
    },
    scene: "rice-terraces",
  },
  {
    id: 2,
    slug: "temples-culture",
    name: { id: "Pura & Budaya", en: "Temples & culture" },
    title: { id: "Pura, tari, dan budaya Bali", en: "Temples, dance and Balinese culture" },
    des: {
      id: "Kunjungi pura paling suci di Bali, ikuti ritual melukat di Tirta Empul, saksikan tari Kecak saat senja, dan mampir ke desa adat Penglipuran atau Tenganan. Kain dan selendang disediakan di setiap pura.",
      en: "Visit Bali's holiest temples, join a water blessing at Tirta Empul, watch the Kecak fire dance at sunset and walk through traditional villages such as Penglipuran and Tenganan. Sarongs are provided at every temple.",
    },
    scene: "temple-gate",
  },
  {
    id: 3,
    slug: "volcano-trekking",
    name: { id: "Gunung & Trekking", en: "Volcano & trekking" },
    title: { id: "Pendakian gunung dan trekking", en: "Volcano hikes and treks" },
    des: {
      id: "Mendaki Gunung Batur untuk melihat matahari terbit dengan pemandu lokal, trekking menembus sawah Sidemen, atau pendakian berat ke puncak Gunung Agung. Penjemputan dini hari dan sarapan di puncak sudah termasuk.",
      en: "Climb Mount Batur for sunrise with a local guide, walk through the rice fields of Sidemen or take on the long, steep climb of Mount Agung. Early-morning hotel pickup and breakfast at the top are included.",
    },
    scene: "volcano",
  },
  {
    id: 4,
    slug: "cooking-classes",
    name: { id: "Kelas Memasak", en: "Cooking classes" },
    title: { id: "Kelas memasak masakan Bali", en: "Balinese cooking classes" },
    des: {
      id: "Belanja bumbu di pasar pagi, lalu belajar membuat base genep, sate lilit, dan lawar bersama keluarga Bali di dapur mereka. Anda menyantap semua yang Anda masak dan membawa pulang buku resepnya.",
      en: "Shop for spices at a morning market, then learn to make base genep paste, sate lilit and lawar with a Balinese family in their home kitchen. You eat everything you cook and take the recipes home.",
    },
    scene: "food",
  },
  {
    id: 5,
    slug: "spa-wellness",
    name: { id: "Spa & Kebugaran", en: "Spa & wellness" },
    title: { id: "Spa, pijat, dan yoga", en: "Spa, massage and yoga" },
    des: {
      id: "Pijat tradisional Bali, lulur, dan mandi bunga di spa Ubud atau Seminyak, hingga kelas yoga pagi dan ritual penyucian. Paket dua sampai empat jam, bisa untuk berdua, dengan antar-jemput dari hotel.",
      en: "Traditional Balinese massage, body scrubs and flower baths at spas in Ubud and Seminyak, plus morning yoga and purification rituals. Packages of two to four hours, for one or for two, with hotel transfers.",
    },
    scene: "spa",
  },
  {
    id: 6,
    slug: "water-sports",
    name: { id: "Olahraga Air", en: "Water sports" },
    title: { id: "Olahraga air di Tanjung Benoa", en: "Water sports in Tanjung Benoa" },
    des: {
      id: "Parasailing, jet ski, banana boat, flyboard, dan seawalker di perairan tenang Tanjung Benoa. Pilih satu wahana atau paket hemat, lengkap dengan instruktur, pelampung, dan penjemputan di hotel.",
      en: "Parasailing, jet ski, banana boat, flyboard and sea walker in the calm water of Tanjung Benoa. Pick a single ride or a combo package, with instructors, life jackets and hotel pickup included.",
    },
    scene: "sea",
  },
  {
    id: 7,
    slug: "diving-snorkeling",
    name: { id: "Selam & Snorkeling", en: "Diving & snorkelling" },
    title: { id: "Menyelam dan snorkeling", en: "Diving and snorkelling" },
    des: {
      id: "Berenang bersama pari manta di Nusa Penida, menyelam di bangkai kapal USAT Liberty di Tulamben, atau snorkeling di terumbu karang Menjangan. Ada trip untuk pemula hingga penyelam bersertifikat.",
      en: "Swim with manta rays off Nusa Penida, dive the USAT Liberty wreck at Tulamben or snorkel the coral walls of Menjangan Island. Trips for first-timers and certified divers, with gear and guide.",
    },
    scene: "underwater",
  },
  {
    id: 8,
    slug: "adventure",
    name: { id: "Petualangan", en: "Adventure" },
    title: { id: "Arung jeram, ATV, dan ayunan", en: "Rafting, ATV rides and jungle swings" },
    des: {
      id: "Arung jeram di Sungai Ayung atau Telaga Waja, naik ATV melewati lumpur dan sawah, ayunan di tepi jurang, serta flying fox di atas hutan. Peralatan keselamatan, pemandu, dan makan siang sudah termasuk.",
      en: "White-water rafting on the Ayung or Telaga Waja river, muddy ATV rides through rice fields, jungle swings over the valley and ziplines above the forest. Safety gear, guides and lunch are included.",
    },
    scene: "waterfall",
  },
  {
    id: 9,
    slug: "island-trips",
    name: { id: "Wisata Pulau", en: "Island trips" },
    title: { id: "Wisata ke pulau-pulau sekitar Bali", en: "Island trips from Bali" },
    des: {
      id: "Menyeberang dengan kapal cepat dari Sanur ke Nusa Penida, Nusa Lembongan, atau Gili. Lihat Pantai Kelingking dan Broken Beach, snorkeling bersama manta, lalu kembali ke Bali sore harinya.",
      en: "Take a fast boat from Sanur to Nusa Penida, Nusa Lembongan or the Gili Islands. See Kelingking Beach and Broken Beach, snorkel with manta rays and be back in Bali by late afternoon.",
    },
    scene: "boat",
  },
  {
    id: 10,
    slug: "attractions",
    name: { id: "Atraksi & Tiket", en: "Attractions & tickets" },
    title: { id: "Tiket atraksi dan pertunjukan", en: "Tickets for attractions and shows" },
    des: {
      id: "Tiket masuk Bali Zoo, Bali Safari Park, Waterbom, Garuda Wisnu Kencana, dan pertunjukan seperti Devdan atau Kecak Uluwatu. Harga sering lebih murah daripada di loket, dan bisa ditambah antar-jemput hotel.",
      en: "Entry tickets for Bali Zoo, Bali Safari Park, Waterbom, Garuda Wisnu Kencana and shows such as Devdan or the Uluwatu Kecak dance. Often cheaper than at the gate, with hotel transfers on request.",
    },
    scene: "dance",
  },
  {
    id: 11,
    slug: "honeymoon",
    name: { id: "Bulan Madu", en: "Honeymoon" },
    title: { id: "Paket bulan madu di Bali", en: "Honeymoon packages in Bali" },
    des: {
      id: "Pijat berdua dengan mandi bunga, makan malam romantis di tepi pantai Jimbaran, foto di sawah, dan menginap di vila dengan kolam pribadi. Semua diatur untuk berdua, lengkap dengan sopir pribadi.",
      en: "Couples' massage with a flower bath, a candlelit dinner on Jimbaran beach, a photo shoot in the rice fields and nights in a private-pool villa. Everything arranged for two, with your own driver.",
    },
    scene: "cliff",
  },
  {
    id: 12,
    slug: "family",
    name: { id: "Liburan Keluarga", en: "Family fun" },
    title: { id: "Aktivitas untuk keluarga dan anak", en: "Things to do with kids" },
    des: {
      id: "Sarapan bersama orang utan di Bali Zoo, safari malam, seharian di Waterbom, atau memanjat di taman petualangan Bedugul. Ada harga anak, kursi anak di mobil bisa diminta, dan jadwalnya santai.",
      en: "Breakfast with orangutans at Bali Zoo, night safaris, a day at Waterbom or climbing in the treetop park at Bedugul. Child prices, child seats on request and relaxed timings that suit young children.",
    },
    scene: "jungle",
  },
  {
    id: 13,
    slug: "surfing",
    name: { id: "Selancar", en: "Surfing" },
    title: { id: "Les selancar dan surf trip", en: "Surf lessons and surf trips" },
    des: {
      id: "Belajar berselancar di ombak kecil Kuta, Legian, atau Batu Bolong bersama instruktur bersertifikat, atau ikut surf guide ke Uluwatu, Medewi, dan Keramas. Papan dan rash guard sudah termasuk.",
      en: "Learn to surf on the gentle waves of Kuta, Legian or Batu Bolong with certified instructors, or join a surf guide to Uluwatu, Medewi and Keramas. Board and rash guard are included.",
    },
    scene: "surf",
  },
  {
    id: 14,
    slug: "cruises-dinner",
    name: { id: "Pesiar & Makan Malam", en: "Cruises & sunset dinners" },
    title: { id: "Pesiar dan makan malam saat senja", en: "Cruises and sunset dinners" },
    des: {
      id: "Pesiar senja di Teluk Benoa dengan makan malam prasmanan dan musik, atau makan malam hidangan laut di pasir Jimbaran saat matahari terbenam. Antar-jemput hotel tersedia dari Kuta, Seminyak, Nusa Dua, dan Sanur.",
      en: "A sunset cruise on Benoa Bay with a buffet dinner and live music, or grilled seafood on the sand at Jimbaran as the sun goes down. Hotel transfers from Kuta, Seminyak, Nusa Dua and Sanur.",
    },
    scene: "beach-dusk",
  },
  {
    id: 15,
    slug: "rentals",
    name: { id: "Sewa Kendaraan & Modem", en: "Rentals" },
    title: { id: "Sewa mobil, motor, dan modem 4G", en: "Car, motorbike and 4G modem rental" },
    des: {
      id: "Sewa mobil dengan sopir per 10 jam, mobil lepas kunci, motor matic, atau modem 4G agar tetap online selama di Bali. Kendaraan bisa diantar ke hotel Anda; untuk motor dan mobil lepas kunci wajib SIM internasional.",
      en: "Hire a car with driver for 10 hours, a self-drive car, an automatic scooter or a 4G pocket modem to stay online in Bali. Delivery to your hotel; self-drive cars and motorbikes need an international licence.",
    },
    scene: "car",
  },
  {
    id: 16,
    slug: "cycling",
    name: { id: "Bersepeda", en: "Cycling tours" },
    title: { id: "Tur sepeda menurun lewat desa dan sawah", en: "Downhill cycling through villages and rice fields" },
    des: {
      id: "Bersepeda menurun dari Kintamani ke Ubud melewati desa, sawah, dan kebun kopi, dengan mampir ke rumah keluarga Bali. Sepeda, helm, pemandu, dan mobil pendamping sudah termasuk; cocok untuk pemula.",
      en: "Ride mostly downhill from Kintamani to Ubud through villages, rice fields and coffee gardens, with a stop at a Balinese family compound. Bike, helmet, guide and support car included; fine for beginners.",
    },
    scene: "bicycle",
  },
];
