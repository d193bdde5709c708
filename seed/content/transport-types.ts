import type { TransportTypeSeed } from "../types.ts";

export const transportTypes: TransportTypeSeed[] = [
  {
    id: 1,
    slug: "car-with-driver",
    name: { id: "Mobil dengan Sopir", en: "Car with driver" },
    title: {
      id: "Sewa mobil dengan sopir untuk keliling Bali",
      en: "Private car with driver to explore Bali",
    },
    des: {
      id: "Mobil pribadi ber-AC dengan sopir lokal berbahasa Inggris selama 10 jam. Sudah termasuk bensin; Anda bebas menentukan rute, dari Ubud sampai Uluwatu atau Bali Utara.",
      en: "A private air-conditioned car with an English-speaking local driver for 10 hours, fuel included. You set the route, from Ubud and the rice terraces to Uluwatu or the north coast.",
    },
    scene: "car",
  },
  {
    id: 2,
    slug: "airport-transfer",
    name: { id: "Antar Jemput Bandara", en: "Airport transfer" },
    title: {
      id: "Antar jemput Bandara Ngurah Rai ke hotel Anda",
      en: "Ngurah Rai Airport transfers to your hotel",
    },
    des: {
      id: "Sopir menunggu di area kedatangan dengan papan nama Anda dan memantau jadwal penerbangan. Harga tetap per mobil, bukan per orang, tanpa tawar-menawar di bandara.",
      en: "Your driver waits in the arrivals hall with a name sign and tracks your flight. One fixed price per car, not per person, so there is no haggling with touts after a long flight.",
    },
    scene: "car",
  },
  {
    id: 3,
    slug: "car-rental",
    name: { id: "Sewa Mobil Lepas Kunci", en: "Car rental (self-drive)" },
    title: {
      id: "Sewa mobil lepas kunci, diantar ke hotel",
      en: "Self-drive car rental delivered to your hotel",
    },
    des: {
      id: "Mobil lepas kunci harian, mingguan atau bulanan, diantar dan dijemput gratis di Bali selatan. Wajib SIM internasional (IDP) dan paspor; asuransi dasar sudah termasuk.",
      en: "Daily, weekly or monthly self-drive rental with free delivery and collection in south Bali. You need an International Driving Permit and your passport; basic insurance is included.",
    },
    scene: "car",
  },
  {
    id: 4,
    slug: "motorbike-rental",
    name: { id: "Sewa Motor", en: "Motorbike rental" },
    title: {
      id: "Sewa motor matic harian dan bulanan",
      en: "Scooter rental by the day or month",
    },
    des: {
      id: "Motor matic terawat seperti Scoopy, Vario, NMAX dan PCX, lengkap dengan dua helm dan jas hujan. Diantar ke penginapan Anda; wajib membawa SIM internasional yang berlaku untuk sepeda motor.",
      en: "Well-kept automatic scooters such as the Scoopy, Vario, NMAX and PCX, with two helmets and a raincoat. Delivered to your stay; bring an International Driving Permit valid for motorcycles.",
    },
    scene: "motorbike",
  },
  {
    id: 5,
    slug: "bus-charter",
    name: { id: "Sewa Bus & Minibus", en: "Bus and minibus charter" },
    title: {
      id: "Sewa bus pariwisata untuk rombongan",
      en: "Bus and minibus charter for groups",
    },
    des: {
      id: "Minibus Elf, bus medium dan bus besar 35 kursi untuk rombongan keluarga, sekolah, kantor atau pernikahan. Sudah termasuk sopir, kenek dan bensin selama 10 jam di Bali.",
      en: "Elf minibuses, medium coaches and 35-seat buses for family groups, schools, company outings and weddings. Driver, assistant and fuel for 10 hours anywhere in Bali are included.",
    },
    scene: "car",
  },
];
