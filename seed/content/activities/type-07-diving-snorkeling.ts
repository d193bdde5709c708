import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** The pay-later terms are the same for every dive and snorkel booking. */
const PAYMENT: Localized<RichText> = {
  id: `<p>Pesan sekarang, bayar nanti. Pembayaran dilakukan pada hari kegiatan kepada sopir atau staf dive center kami, <strong>tunai atau transfer bank, hanya dalam rupiah</strong>. Uang tunai dalam dolar AS tidak diterima; mata uang lain dihitung dengan kurs hari itu.</p>
<ul>
<li>Kartu kredit Amex, Visa dan Mastercard bisa dipakai di kantor kami dengan biaya tambahan 3%.</li>
<li>Pembayaran lebih awal lewat PayPal, kartu kredit atau transfer bank diatur melalui e-mail.</li>
</ul>`,
  en: `<p>Book now, pay later. You pay on the day to our driver or dive-centre staff, <strong>in cash or by bank transfer, in Indonesian rupiah only</strong>. US dollars in cash are not accepted; other currencies are converted at the day's rate.</p>
<ul>
<li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li>
<li>Earlier payment by PayPal, credit card or bank transfer is arranged by e-mail.</li>
</ul>`,
};

export const divingSnorkeling: ActivitySeed[] = [
  {
    code: "BT0701",
    slug: "tulamben-uss-liberty-wreck-dive",
    typeId: 7,
    regency: "karangasem",
    name: {
      id: "Menyelam di Bangkai Kapal USS Liberty, Tulamben",
      en: "Tulamben USS Liberty Wreck Dive",
    },
    short_des: {
      id: "Dua penyelaman dari pantai di bangkai kapal Perang Dunia II yang paling terkenal di Bali, untuk penyelam bersertifikat maupun pemula.",
      en: "Two shore dives on Bali's most famous Second World War wreck, for certified divers and first-timers alike.",
    },
    location: { id: "Tulamben, Karangasem", en: "Tulamben, Karangasem" },
    duration_hours: 10,
    cancelation_hours: 48,
    start_time: "06:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Bangkai kapal kargo 120 meter di kedalaman 3-30 meter, bisa dicapai dari pantai</li>
<li>Kawanan ikan kakatua kepala benjol, ikan kuwe dan belut taman</li>
<li>Penyelaman kedua di Coral Garden atau Drop Off</li>
<li>Pilihan Discover Scuba bagi yang belum punya sertifikat</li>
</ul>`,
      en: `<ul>
<li>A 120-metre cargo wreck at 3-30 metres, reached straight from the beach</li>
<li>Schools of bumphead parrotfish, jacks and garden eels</li>
<li>Second dive at Coral Garden or the Drop Off</li>
<li>Discover Scuba option if you are not certified yet</li>
</ul>`,
    },
    activity_des: {
      id: `<p>USS Liberty adalah kapal kargo Angkatan Darat Amerika yang terkena torpedo kapal selam Jepang di Selat Lombok pada Januari 1942. Kapal itu ditarik dan dikandaskan di pantai Tulamben, lalu letusan Gunung Agung tahun 1963 menggesernya ke laut. Kini bangkainya terbaring miring di lereng pasir hitam, hanya sekitar 30 meter dari pantai, diselimuti karang lunak, gorgonia dan spons.</p>
<p>Kami berangkat pagi-pagi agar tiba sebelum rombongan lain. Setelah briefing di dive center, porter perempuan dari desa membawa tabung Anda ke pantai berbatu, dan Anda masuk air langsung dari pantai. Penyelaman pertama menjelajahi bangkai kapal: lambung, ruang kargo, dan di pagi hari sering ada kawanan ikan kakatua kepala benjol yang tidur di sana. Bagian paling dangkal hanya 3-5 meter, sehingga snorkeler pun bisa melihatnya.</p>
<p>Setelah istirahat dan makan siang, penyelaman kedua di Coral Garden, dengan patung-patung bawah air dan makro seperti nudibranch dan kuda laut pigmi, atau di dinding Drop Off di ujung teluk. Peserta Discover Scuba mendapat latihan dasar di perairan dangkal dan menyelam ke bangkai kapal hingga kedalaman maksimal 12 meter bersama instruktur.</p>`,
      en: `<p>The USS Liberty was a US Army cargo ship torpedoed by a Japanese submarine in the Lombok Strait in January 1942. She was towed to Tulamben and beached, and the 1963 eruption of Mount Agung pushed her into the sea. Today the wreck lies on its side on a black-sand slope just 30 metres from the shore, covered in soft corals, gorgonians and sponges.</p>
<p>We leave early to arrive before the crowds. After a briefing at the dive centre, porters from the village (mostly women) carry your tank down to the pebble beach and you walk straight in. The first dive explores the wreck: hull, cargo holds and, in the morning, often a school of bumphead parrotfish that sleeps there. The shallowest part is only 3-5 metres, so even snorkellers can see it.</p>
<p>After a break and lunch, the second dive is at Coral Garden, with underwater statues and macro life such as nudibranchs and pygmy seahorses, or on the Drop Off wall at the end of the bay. Discover Scuba participants practise the basics in the shallows and then dive the wreck to a maximum of 12 metres with an instructor.</p>`,
    },
    included: {
      id: [
        "Transfer hotel pulang-pergi dengan mobil ber-AC",
        "Dua penyelaman dengan divemaster atau instruktur PADI",
        "Perlengkapan selam lengkap dan tabung",
        "Porter tabung di pantai",
        "Makan siang, teh, kopi dan air mineral",
        "Asuransi selam dasar",
      ],
      en: [
        "Return hotel transfer by air-conditioned car",
        "Two dives with a PADI divemaster or instructor",
        "Full dive equipment and tanks",
        "Tank porters on the beach",
        "Lunch, tea, coffee and mineral water",
        "Basic dive insurance",
      ],
    },
    whattobring: {
      id: [
        "Kartu sertifikat selam dan buku log (penyelam bersertifikat)",
        "Baju renang dan handuk",
        "Sepatu karang atau sandal untuk pantai berbatu",
        "Tabir surya ramah karang",
        "Jaket tipis untuk perjalanan pagi",
        "Obat anti mabuk perjalanan jika perlu",
      ],
      en: [
        "Certification card and logbook (certified divers)",
        "Swimwear and a towel",
        "Reef shoes or sandals for the pebble beach",
        "Reef-safe sunscreen",
        "A light jacket for the early drive",
        "Travel-sickness tablets if you need them",
      ],
    },
    pickup_time: {
      id: "06:00 dari Kuta, Seminyak, Sanur, Canggu atau Nusa Dua; 06:30 dari Ubud; 08:00 dari Amed.",
      en: "06:00 from Kuta, Seminyak, Sanur, Canggu or Nusa Dua; 06:30 from Ubud; 08:00 from Amed.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau dive center mitra kami di Tulamben (lokasi dikirim lewat e-mail).",
      en: "Your hotel lobby, or our partner dive centre in Tulamben (location sent by e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket fun dive atau Discover Scuba, lalu tulis tingkat sertifikat dan jumlah log dive Anda di permintaan khusus.</li>
<li>Terima e-mail konfirmasi dan formulir medis; isi formulir sebelum hari penyelaman.</li>
<li>Tunjukkan konfirmasi kepada sopir dan kartu sertifikat Anda di dive center.</li>
</ol>`,
      en: `<ol>
<li>Choose the fun-dive or Discover Scuba package and give your certification level and number of logged dives in the special request box.</li>
<li>Receive the confirmation e-mail and medical form; fill in the form before the dive day.</li>
<li>Show the confirmation to the driver and your certification card at the dive centre.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Jangan terbang dalam 18 jam setelah menyelam; rencanakan jadwal penerbangan Anda.</li>
<li>Discover Scuba untuk usia 10 tahun ke atas; jawaban "ya" pada formulir medis memerlukan surat dokter.</li>
<li>Perjalanan dari Bali selatan sekitar 3 jam sekali jalan, jalannya berliku setelah Amlapura.</li>
<li>Pendamping yang tidak menyelam bisa snorkeling di atas bangkai kapal dengan tarif pendamping.</li>
</ul>`,
      en: `<ul>
<li>Do not fly within 18 hours of diving; plan your flights accordingly.</li>
<li>Discover Scuba is for ages 10 and up; a "yes" on the medical form requires a doctor's note.</li>
<li>The drive from south Bali takes about 3 hours each way, winding after Amlapura.</li>
<li>Non-diving companions can snorkel over the wreck at the companion rate.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, bersama formulir medis dan nama pemandu selam Anda.</p>
<p>Pembatalan gratis hingga 48 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika penyelaman dibatalkan karena kondisi laut atau penilaian medis instruktur sebelum masuk air, Anda tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, with the medical form and your dive guide's name.</p>
<p>Free cancellation up to 48 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. If diving is called off because of sea conditions, or the instructor's medical judgement before you enter the water, there is no charge.</p>`,
    },
    packages: [
      {
        name: { id: "2 Fun Dive (Penyelam Bersertifikat)", en: "2 Fun Dives (Certified Divers)" },
        detail: {
          id: `<ul>
<li>Untuk pemegang sertifikat Open Water atau setara</li>
<li>Dive 1: bangkai USS Liberty (maks. 18 m untuk Open Water, 30 m untuk Advanced)</li>
<li>Dive 2: Coral Garden atau Drop Off</li>
<li>Maksimal 4 penyelam per divemaster</li>
</ul>`,
          en: `<ul>
<li>For Open Water certified divers or equivalent</li>
<li>Dive 1: USS Liberty wreck (max. 18 m for Open Water, 30 m for Advanced)</li>
<li>Dive 2: Coral Garden or the Drop Off</li>
<li>Up to 4 divers per divemaster</li>
</ul>`,
        },
        products: [
          { name: { id: "Per penyelam", en: "Per diver" }, price_idr: 1450000, price_usd: 90.5, minimal: 1 },
          {
            name: { id: "Pendamping snorkeling", en: "Snorkelling companion" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Discover Scuba (Tanpa Sertifikat)", en: "Discover Scuba (No Certification)" },
        detail: {
          id: `<ul>
<li>Teori singkat dan latihan keterampilan di perairan dangkal</li>
<li>Dua penyelaman dengan instruktur PADI, maksimal 2 peserta per instruktur</li>
<li>Kedalaman maksimal 12 meter</li>
<li>Bisa dihitung sebagai dive pertama kursus Open Water dalam 12 bulan</li>
</ul>`,
          en: `<ul>
<li>Short theory and skills practice in shallow water</li>
<li>Two dives with a PADI instructor, up to 2 participants per instructor</li>
<li>Maximum depth 12 metres</li>
<li>Can count towards the first Open Water dive within 12 months</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 1950000, price_usd: 122, minimal: 1 }],
      },
    ],
    scenes: ["underwater", "sea", "volcano"],
  },
  {
    code: "BT0702",
    slug: "amed-jemeluk-bay-snorkeling-by-jukung",
    typeId: 7,
    regency: "karangasem",
    name: {
      id: "Snorkeling dengan Jukung di Teluk Jemeluk, Amed",
      en: "Amed Jemeluk Bay Snorkelling by Jukung",
    },
    short_des: {
      id: "Snorkeling dari perahu jukung tradisional di Teluk Jemeluk dan bangkai kapal Jepang di Banyuning, dengan Gunung Agung di belakang pantai.",
      en: "Snorkel from a traditional jukung outrigger at Jemeluk Bay and the Japanese wreck at Banyuning, with Mount Agung behind the beach.",
    },
    location: { id: "Amed, Karangasem", en: "Amed, Karangasem" },
    duration_hours: 10,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Perahu jukung bercadik milik nelayan Amed</li>
<li>Karang dangkal Jemeluk yang jernih, sering terlihat penyu</li>
<li>Bangkai kapal patroli Jepang di kedalaman 6-12 meter</li>
<li>Paket sehari dengan singgah di Taman Air Tirta Gangga</li>
</ul>`,
      en: `<ul>
<li>An outrigger jukung owned by an Amed fisherman</li>
<li>The clear, shallow Jemeluk reef, with turtles often seen</li>
<li>A Japanese patrol-boat wreck at 6-12 metres</li>
<li>Day package with a stop at Tirta Gangga water palace</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Amed adalah deretan desa nelayan di pesisir timur laut Bali, dengan pantai berbatu hitam, ladang garam tradisional dan Gunung Agung yang menjulang di belakangnya. Setiap pagi perahu jukung berwarna-warni keluar melaut, dan setelah pukul delapan sebagian nelayan mengantar tamu ke titik snorkeling terbaik.</p>
<p>Titik pertama adalah Teluk Jemeluk, kawasan konservasi dengan karang keras dan lunak hanya 2-8 meter di bawah permukaan, ikan kupu-kupu, ikan badut, dan sering penyu hijau. Di sini juga ada patung-patung bawah air yang menjadi tempat foto favorit. Titik kedua adalah bangkai kapal patroli Jepang di Banyuning, kapal kecil yang kini tertutup karang dan dikelilingi ikan sweetlips serta kawanan ikan ekor kuning. Pemandu snorkeling ikut di air bersama Anda.</p>
<p>Tamu dari Bali selatan atau Ubud mengambil paket sehari: berangkat pagi, singgah di Taman Air Tirta Gangga, dua jam snorkeling dengan jukung, makan siang ikan bakar di warung tepi pantai, lalu pulang melewati sawah Karangasem. Jika Anda menginap di Amed, cukup pilih paket jukung saja, mulai pukul 08:00.</p>`,
      en: `<p>Amed is a string of fishing villages on Bali's north-east coast, with black pebble beaches, traditional salt farms and Mount Agung towering behind. Every morning brightly painted jukung go out fishing, and after eight o'clock some of the fishermen take guests to the best snorkelling spots.</p>
<p>The first stop is Jemeluk Bay, a protected area with hard and soft corals just 2-8 metres down, butterflyfish, clownfish and often green turtles. There are also underwater statues that make a favourite photo spot. The second stop is the Japanese patrol-boat wreck at Banyuning, a small vessel now covered in coral and surrounded by sweetlips and schools of yellowtail. A snorkel guide swims with you.</p>
<p>Guests from south Bali or Ubud take the day package: an early start, a stop at Tirta Gangga water palace, two hours of snorkelling by jukung, a grilled-fish lunch at a beach warung, then back through the Karangasem rice fields. If you are staying in Amed, simply choose the jukung-only package, starting at 08:00.</p>`,
    },
    included: {
      id: [
        "Perahu jukung dengan nelayan Amed",
        "Pemandu snorkeling",
        "Masker, snorkel, fin dan jaket pelampung",
        "Air mineral dan buah",
        "Transfer, tiket Tirta Gangga dan makan siang (paket sehari)",
      ],
      en: [
        "Jukung boat with an Amed fisherman",
        "Snorkel guide",
        "Mask, snorkel, fins and life jacket",
        "Mineral water and fruit",
        "Transfer, Tirta Gangga ticket and lunch (day package)",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan rashguard",
        "Tabir surya ramah karang",
        "Topi dan handuk",
        "Kantong kedap air untuk ponsel",
        "Pakaian yang menutup bahu untuk Tirta Gangga",
      ],
      en: [
        "Swimwear and a rash guard",
        "Reef-safe sunscreen",
        "A hat and towel",
        "A waterproof pouch for your phone",
        "Clothes that cover your shoulders for Tirta Gangga",
      ],
    },
    pickup_time: {
      id: "Paket sehari: 07:00 dari Ubud, 06:30 dari Bali selatan. Paket jukung: 07:45 di penginapan Anda di Amed.",
      en: "Day package: 07:00 from Ubud, 06:30 from south Bali. Jukung package: 07:45 at your accommodation in Amed.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau Pantai Jemeluk, di bawah titik pandang Jemeluk (untuk tamu di Amed).",
      en: "Your hotel lobby, or Jemeluk Beach, below the Jemeluk viewpoint (for guests in Amed).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket jukung (menginap di Amed) atau paket sehari (dari Bali selatan atau Ubud).</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada sopir atau pemandu di pantai.</li>
</ol>`,
      en: `<ol>
<li>Choose the jukung package (staying in Amed) or the day package (from south Bali or Ubud).</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the driver or to the guide on the beach.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Snorkeling cocok untuk perenang pemula; jaket pelampung selalu tersedia.</li>
<li>Anak 6 tahun ke atas boleh ikut bersama orang tua.</li>
<li>Pagi hari laut paling tenang; setelah pukul 13:00 angin bisa membuat air berombak.</li>
<li>Jangan menyentuh atau menginjak karang; pemandu akan mengingatkan.</li>
</ul>`,
      en: `<ul>
<li>Suitable for weak swimmers; life jackets are always available.</li>
<li>Children aged 6 and up may join with a parent.</li>
<li>The sea is calmest in the morning; after 13:00 the wind can make it choppy.</li>
<li>Please do not touch or stand on the coral; the guide will remind you.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika laut terlalu berombak, kami tawarkan hari lain atau pembatalan tanpa biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. If the sea is too rough, we offer another day or free cancellation.</p>`,
    },
    packages: [
      {
        name: { id: "Jukung Saja (Tamu di Amed)", en: "Jukung Only (Guests in Amed)" },
        detail: {
          id: `<ul>
<li>08:00-10:30 snorkeling di Jemeluk dan bangkai kapal Jepang</li>
<li>Perlengkapan snorkeling dan pemandu</li>
<li>Antar-jemput di Amed</li>
</ul>`,
          en: `<ul>
<li>08:00-10:30 snorkelling at Jemeluk and the Japanese wreck</li>
<li>Snorkel gear and guide</li>
<li>Pickup and drop-off within Amed</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 300000, price_usd: 19, minimal: 1 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Sehari dari Bali Selatan atau Ubud", en: "Day Trip from South Bali or Ubud" },
        detail: {
          id: `<ul>
<li>Mobil pribadi ber-AC dengan sopir</li>
<li>Singgah di Taman Air Tirta Gangga</li>
<li>Dua jam snorkeling dengan jukung</li>
<li>Makan siang ikan bakar di tepi pantai</li>
<li>Tiba kembali di hotel sekitar 17:00-18:00</li>
</ul>`,
          en: `<ul>
<li>Private air-conditioned car with driver</li>
<li>Stop at Tirta Gangga water palace</li>
<li>Two hours of snorkelling by jukung</li>
<li>Grilled-fish lunch by the beach</li>
<li>Back at your hotel around 17:00-18:00</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 950000, price_usd: 59.5, minimal: 2 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 700000,
            price_usd: 44,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "boat", "volcano", "beach-dusk"],
  },
  {
    code: "BT0703",
    slug: "nusa-penida-manta-ray-snorkeling",
    typeId: 7,
    regency: "klungkung",
    name: {
      id: "Snorkeling Pari Manta di Nusa Penida",
      en: "Nusa Penida Manta Ray Snorkelling",
    },
    short_des: {
      id: "Berenang bersama pari manta di Manta Point, lalu snorkeling di Crystal Bay, Gamat Bay dan Wall, dengan fast boat dari Sanur.",
      en: "Swim with manta rays at Manta Point, then snorkel Crystal Bay, Gamat Bay and the Wall, by fast boat from Sanur.",
    },
    location: { id: "Nusa Penida, Klungkung", en: "Nusa Penida, Klungkung" },
    duration_hours: 10,
    cancelation_hours: 48,
    start_time: "06:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Pari manta karang selebar 3-4 meter di stasiun pembersihan Manta Point</li>
<li>Empat titik snorkeling dengan perahu lokal dari Toyapakeh</li>
<li>Tebing kapur Nusa Penida dilihat dari laut</li>
<li>Makan siang di Crystal Bay dan fast boat pulang-pergi dari Sanur</li>
</ul>`,
      en: `<ul>
<li>Reef manta rays 3-4 metres across at the Manta Point cleaning station</li>
<li>Four snorkel spots by local boat from Toyapakeh</li>
<li>Nusa Penida's limestone cliffs seen from the sea</li>
<li>Lunch at Crystal Bay and return fast boat from Sanur</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Di sisi barat daya Nusa Penida, di bawah tebing kapur setinggi ratusan meter, ada titik yang disebut Manta Point. Pari manta karang datang ke sini hampir setiap hari untuk dibersihkan oleh ikan-ikan kecil dan memakan plankton. Dari permukaan Anda bisa melihat mereka berputar pelan beberapa meter di bawah, kadang naik sangat dekat.</p>
<p>Hari dimulai dengan penjemputan di hotel dan fast boat sekitar 45 menit dari Pantai Sanur ke Toyapakeh. Di sana Anda pindah ke perahu lokal bersama pemandu kami. Urutan titik disesuaikan dengan arus dan ombak: Manta Point, lalu Gamat Bay dengan karang yang masih sehat, Crystal Bay dengan air jernih dan pantai pasir putih, dan Wall di Selat Toyapakeh, tempat arus lembut membawa Anda melintasi dinding karang.</p>
<p>Makan siang nasi campur disajikan di Crystal Bay, dan ada waktu untuk berenang atau bersantai di pantai. Fast boat kembali ke Sanur sekitar pukul 15:30. Dengan paket perahu pribadi, Anda menentukan tempo sendiri dan bisa berlama-lama di titik favorit.</p>`,
      en: `<p>On the south-west side of Nusa Penida, beneath limestone cliffs hundreds of metres high, lies a spot called Manta Point. Reef manta rays come here almost every day to be cleaned by small fish and to feed on plankton. From the surface you watch them circle slowly a few metres below, sometimes rising very close.</p>
<p>The day starts with hotel pickup and a fast boat of about 45 minutes from Sanur Beach to Toyapakeh. There you switch to a local boat with our guide. The order of the spots depends on current and swell: Manta Point, then Gamat Bay with its healthy coral, Crystal Bay with clear water and a white-sand beach, and the Wall in the Toyapakeh channel, where a gentle current carries you along a coral wall.</p>
<p>A nasi campur lunch is served at Crystal Bay, with time to swim or relax on the beach. The fast boat returns to Sanur around 15:30. With the private-boat package you set your own pace and can stay longer at your favourite spot.</p>`,
    },
    included: {
      id: [
        "Transfer hotel ke Pelabuhan Sanur pulang-pergi",
        "Fast boat Sanur-Nusa Penida pulang-pergi",
        "Perahu lokal untuk 4 titik snorkeling",
        "Pemandu snorkeling berbahasa Inggris",
        "Masker, snorkel, fin dan jaket pelampung",
        "Makan siang dan air mineral",
        "Retribusi wisata Nusa Penida",
      ],
      en: [
        "Return hotel transfer to Sanur harbour",
        "Return fast boat Sanur-Nusa Penida",
        "Local boat for 4 snorkel spots",
        "English-speaking snorkel guide",
        "Mask, snorkel, fins and life jacket",
        "Lunch and mineral water",
        "Nusa Penida tourist levy",
      ],
    },
    whattobring: {
      id: [
        "Baju renang, rashguard dan handuk",
        "Tabir surya ramah karang",
        "Obat anti mabuk laut (diminum 30 menit sebelum berangkat)",
        "Kantong kedap air dan kamera bawah air",
        "Pakaian ganti dan jaket tipis",
        "Paspor atau fotokopinya untuk tiket fast boat",
      ],
      en: [
        "Swimwear, rash guard and towel",
        "Reef-safe sunscreen",
        "Seasickness tablets (take 30 minutes before departure)",
        "A dry bag and underwater camera",
        "A change of clothes and a light jacket",
        "Passport or a copy for the fast-boat ticket",
      ],
    },
    pickup_time: {
      id: "06:00-06:45 tergantung lokasi hotel; dari Ubud sekitar 05:45.",
      en: "06:00-06:45 depending on your hotel; from Ubud around 05:45.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket fast boat di Pantai Matahari Terbit, Sanur, pukul 07:30.",
      en: "Your hotel lobby, or the fast-boat counter at Matahari Terbit Beach, Sanur, at 07:30.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih perjalanan grup atau perahu pribadi, lalu tanggal dan jumlah peserta.</li>
<li>Tulis nama lengkap dan kewarganegaraan semua peserta untuk tiket fast boat.</li>
<li>Terima e-mail konfirmasi, lalu tunjukkan kepada sopir atau staf di loket Sanur.</li>
</ol>`,
      en: `<ol>
<li>Choose the group trip or private boat, then your date and number of people.</li>
<li>Give the full names and nationalities of all participants for the fast-boat tickets.</li>
<li>Receive the confirmation e-mail and show it to the driver or the staff at the Sanur counter.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Manta Point berada di laut terbuka dengan ombak; peserta harus cukup nyaman di air dan tidak mudah mabuk laut. Pemandu bisa mengganti titik jika ombak terlalu besar.</li>
<li>Pari manta adalah hewan liar; kami melihatnya hampir setiap hari, tetapi tidak dapat menjamin.</li>
<li>Jangan menyentuh atau mengejar manta; jaga jarak minimal 3 meter.</li>
<li>Tidak untuk ibu hamil atau anak di bawah 6 tahun. Naik-turun fast boat dilakukan di pantai, kaki akan basah.</li>
</ul>`,
      en: `<ul>
<li>Manta Point is in the open sea with swell; you should be comfortable in the water and not prone to seasickness. The guide may change spots if the sea is too rough.</li>
<li>Manta rays are wild; we see them on most days but cannot guarantee it.</li>
<li>Do not touch or chase the mantas; keep at least 3 metres away.</li>
<li>Not for pregnant women or children under 6. Boarding is from the beach, so your feet will get wet.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, karena kursi fast boat harus dipesan atas nama peserta.</p>
<p>Pembatalan gratis hingga 48 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika pelabuhan ditutup karena cuaca, Anda bisa pindah tanggal atau mendapat pembatalan tanpa biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, as fast-boat seats are booked in each participant's name.</p>
<p>Free cancellation up to 48 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. If the harbour is closed because of the weather, you can change the date or cancel free of charge.</p>`,
    },
    packages: [
      {
        name: { id: "Perjalanan Grup", en: "Shared Group Trip" },
        detail: {
          id: `<ul>
<li>Perahu lokal bersama, maksimal 10 peserta</li>
<li>Manta Point, Gamat Bay, Crystal Bay dan Wall</li>
<li>Makan siang di Crystal Bay</li>
</ul>`,
          en: `<ul>
<li>Shared local boat, up to 10 people</li>
<li>Manta Point, Gamat Bay, Crystal Bay and the Wall</li>
<li>Lunch at Crystal Bay</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 950000, price_usd: 59.5, minimal: 1 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Perahu Pribadi", en: "Private Boat" },
        detail: {
          id: `<ul>
<li>Perahu lokal hanya untuk rombongan Anda (hingga 8 orang)</li>
<li>Pemandu pribadi dan urutan titik yang fleksibel</li>
<li>Bisa menambah titik Mangrove Point jika waktu dan arus memungkinkan</li>
<li>Makan siang di Crystal Bay</li>
</ul>`,
          en: `<ul>
<li>A local boat just for your group (up to 8 people)</li>
<li>Private guide and flexible order of spots</li>
<li>Mangrove Point can be added if time and current allow</li>
<li>Lunch at Crystal Bay</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1400000, price_usd: 87.5, minimal: 2 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 1100000,
            price_usd: 69,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "boat", "cliff", "sea"],
  },
  {
    code: "BT0704",
    slug: "nusa-penida-mola-mola-fun-dive",
    typeId: 7,
    regency: "klungkung",
    name: {
      id: "Fun Dive Mola-Mola dan Manta di Nusa Penida",
      en: "Nusa Penida Mola Mola and Manta Fun Dive",
    },
    short_des: {
      id: "Tiga penyelaman di Crystal Bay, Manta Point dan Toyapakeh dengan kapal selam langsung dari Sanur; musim mola-mola Juli sampai Oktober.",
      en: "Three dives at Crystal Bay, Manta Point and Toyapakeh on a dive boat straight from Sanur; mola mola season is July to October.",
    },
    location: { id: "Nusa Penida, Klungkung", en: "Nusa Penida, Klungkung" },
    duration_hours: 10,
    cancelation_hours: 48,
    start_time: "06:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Peluang melihat mola-mola (oceanic sunfish) di Crystal Bay saat musimnya</li>
<li>Pari manta karang sepanjang tahun di Manta Point</li>
<li>Drift dive di Toyapakeh dengan karang keras yang sangat sehat</li>
<li>Kapal selam berangkat langsung dari Sanur, tanpa ganti perahu</li>
</ul>`,
      en: `<ul>
<li>A chance to see mola mola (oceanic sunfish) at Crystal Bay in season</li>
<li>Reef manta rays all year at Manta Point</li>
<li>A drift dive at Toyapakeh over exceptionally healthy hard coral</li>
<li>Dive boat leaves straight from Sanur, no boat changes</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Perairan Nusa Penida dialiri arus dingin dari Samudra Hindia melalui Selat Badung dan Selat Lombok. Air yang kaya nutrisi ini membuat karangnya subur dan menarik hewan besar. Dari Juli sampai Oktober, ketika suhu di kedalaman turun hingga 18-20°C, mola-mola naik dari laut dalam ke stasiun pembersihan di lereng Crystal Bay. Ikan aneh berbentuk piring raksasa ini bisa mencapai dua meter.</p>
<p>Kapal selam kami berangkat dari Sanur sekitar pukul 07:30, dan setelah sekitar satu jam tiba di titik pertama. Dive pertama biasanya di Crystal Bay, turun ke 25-30 meter untuk menunggu mola-mola di tepi lereng. Dive kedua di Manta Point, di mana pari manta datang ke batu pembersihan di kedalaman 8-15 meter. Dive ketiga adalah drift santai di Toyapakeh atau SD Point, menyusuri taman karang keras, penyu dan ikan napoleon.</p>
<p>Crystal Bay dan Manta Point bisa berarus kuat, termasuk arus turun, dan suhunya dingin. Karena itu paket ini untuk penyelam dengan sertifikat Advanced Open Water atau minimal 20 log dive. Divemaster kami menyesuaikan urutan dan kedalaman dengan kondisi hari itu dan pengalaman kelompok. Bagi yang hanya ingin dua penyelaman, ada paket Manta & Reef tanpa dive dalam.</p>`,
      en: `<p>The waters around Nusa Penida are fed by cold currents from the Indian Ocean through the Badung and Lombok straits. This nutrient-rich water keeps the reefs lush and brings in big animals. From July to October, when the temperature at depth drops to 18-20°C, mola mola rise from the deep to cleaning stations on the Crystal Bay slope. These odd, plate-shaped fish can reach two metres.</p>
<p>Our dive boat leaves Sanur around 07:30 and reaches the first site after about an hour. The first dive is usually Crystal Bay, descending to 25-30 metres to wait for mola at the edge of the slope. The second is Manta Point, where manta rays visit cleaning rocks at 8-15 metres. The third is an easy drift at Toyapakeh or SD Point over hard-coral gardens with turtles and Napoleon wrasse.</p>
<p>Crystal Bay and Manta Point can have strong currents, including down-currents, and the water is cold. This package is therefore for Advanced Open Water divers or those with at least 20 logged dives. Our divemasters adjust the order and depth to the day's conditions and the group's experience. For two dives without the deep dive, choose the Manta & Reef package.</p>`,
    },
    included: {
      id: [
        "Transfer hotel di Bali selatan dan Ubud",
        "Kapal selam dari Sanur dengan kapten dan kru",
        "Divemaster PADI, maksimal 4 penyelam per pemandu",
        "Perlengkapan selam lengkap termasuk wetsuit 5 mm dan hood",
        "Tabung, pemberat dan nitrox jika tersedia",
        "Makan siang, buah, teh dan kopi di kapal",
        "Retribusi wisata Nusa Penida",
      ],
      en: [
        "Hotel transfer in south Bali and Ubud",
        "Dive boat from Sanur with captain and crew",
        "PADI divemaster, up to 4 divers per guide",
        "Full dive gear including a 5 mm wetsuit and hood",
        "Tanks, weights and nitrox when available",
        "Lunch, fruit, tea and coffee on board",
        "Nusa Penida tourist levy",
      ],
    },
    whattobring: {
      id: [
        "Kartu sertifikat dan buku log",
        "Komputer selam sendiri jika punya",
        "Baju renang, handuk dan jaket hangat untuk di kapal",
        "Obat anti mabuk laut",
        "Tabir surya ramah karang",
      ],
      en: [
        "Certification card and logbook",
        "Your own dive computer if you have one",
        "Swimwear, towel and a warm jacket for the boat",
        "Seasickness tablets",
        "Reef-safe sunscreen",
      ],
    },
    pickup_time: {
      id: "06:00-06:45 dari hotel di Bali selatan; 05:45 dari Ubud.",
      en: "06:00-06:45 from hotels in south Bali; 05:45 from Ubud.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau dive center mitra kami di Jalan Danau Tamblingan, Sanur, pukul 07:00.",
      en: "Your hotel lobby, or our partner dive centre on Jalan Danau Tamblingan, Sanur, at 07:00.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, lalu tulis tingkat sertifikat, jumlah log dive dan tanggal dive terakhir Anda di permintaan khusus.</li>
<li>Kami mungkin meminta foto kartu sertifikat lewat e-mail sebelum mengonfirmasi.</li>
<li>Tunjukkan konfirmasi dan kartu sertifikat di dive center.</li>
</ol>`,
      en: `<ol>
<li>Choose a package and give your certification level, number of logged dives and date of your last dive in the special request box.</li>
<li>We may ask for a photo of your certification card by e-mail before confirming.</li>
<li>Show the confirmation and your certification card at the dive centre.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Mola-mola adalah hewan liar dan musiman; di luar Juli-Oktober peluangnya kecil.</li>
<li>Jika dive terakhir Anda lebih dari 12 bulan lalu, kami sarankan refresher di kolam pada hari sebelumnya (dengan biaya tambahan).</li>
<li>Jangan terbang dalam 18 jam setelah tiga penyelaman.</li>
<li>Penyelam yang datang sendiri dipersilakan; Anda akan dipasangkan dengan penyelam lain di kapal atau dengan pemandu.</li>
</ul>`,
      en: `<ul>
<li>Mola mola are wild and seasonal; outside July-October the chances are slim.</li>
<li>If your last dive was more than 12 months ago, we recommend a pool refresher the day before (extra charge).</li>
<li>Do not fly within 18 hours of three dives.</li>
<li>Solo divers are welcome; you will be buddied with another diver on the boat or with the guide.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, setelah kami memeriksa tingkat sertifikat Anda.</p>
<p>Pembatalan gratis hingga 48 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika kapal tidak berangkat karena cuaca, Anda bisa pindah tanggal atau tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, once we have checked your certification level.</p>
<p>Free cancellation up to 48 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. If the boat cannot sail because of the weather, you can change the date or pay nothing.</p>`,
    },
    packages: [
      {
        name: { id: "3 Dive: Mola, Manta & Drift", en: "3 Dives: Mola, Manta & Drift" },
        detail: {
          id: `<ul>
<li>Untuk Advanced Open Water atau minimal 20 log dive</li>
<li>Crystal Bay (hingga 30 m), Manta Point, Toyapakeh atau SD</li>
<li>Kembali di Sanur sekitar 16:00</li>
<li>Tambahan: sewa komputer selam</li>
</ul>`,
          en: `<ul>
<li>For Advanced Open Water divers or 20+ logged dives</li>
<li>Crystal Bay (to 30 m), Manta Point, Toyapakeh or SD</li>
<li>Back in Sanur around 16:00</li>
<li>Optional: dive computer rental</li>
</ul>`,
        },
        products: [
          { name: { id: "Per penyelam", en: "Per diver" }, price_idr: 2600000, price_usd: 162.5, minimal: 1 },
          {
            name: { id: "Sewa komputer selam", en: "Dive computer rental" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "2 Dive: Manta & Reef", en: "2 Dives: Manta & Reef" },
        detail: {
          id: `<ul>
<li>Untuk penyelam Open Water dengan minimal 10 log dive</li>
<li>Manta Point dan Toyapakeh atau Crystal Bay dangkal (maks. 18 m)</li>
<li>Kembali di Sanur sekitar 14:30</li>
</ul>`,
          en: `<ul>
<li>For Open Water divers with at least 10 logged dives</li>
<li>Manta Point and Toyapakeh or shallow Crystal Bay (max. 18 m)</li>
<li>Back in Sanur around 14:30</li>
</ul>`,
        },
        products: [
          { name: { id: "Per penyelam", en: "Per diver" }, price_idr: 2100000, price_usd: 131, minimal: 1 },
          {
            name: { id: "Sewa komputer selam", en: "Dive computer rental" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "boat", "sea"],
  },
  {
    code: "BT0705",
    slug: "menjangan-island-snorkeling-trip",
    typeId: 7,
    regency: "buleleng",
    name: {
      id: "Snorkeling di Pulau Menjangan",
      en: "Menjangan Island Snorkelling Trip",
    },
    short_des: {
      id: "Snorkeling di dinding karang Pulau Menjangan, Taman Nasional Bali Barat, dengan jarak pandang hingga 30 meter dan air yang tenang.",
      en: "Snorkel the coral walls of Menjangan Island in West Bali National Park, with visibility up to 30 metres and calm water.",
    },
    location: { id: "Pulau Menjangan, Buleleng", en: "Menjangan Island, Buleleng" },
    duration_hours: 6,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Dinding karang yang turun tegak dari 2 meter hingga lebih dari 40 meter</li>
<li>Tiga titik snorkeling di kawasan taman nasional yang dilindungi</li>
<li>Singgah di pura pulau dengan patung Ganesha menghadap laut</li>
<li>Pilihan dua penyelaman bagi penyelam bersertifikat</li>
</ul>`,
      en: `<ul>
<li>Coral walls dropping sheer from 2 metres to more than 40 metres</li>
<li>Three snorkel spots in a protected national park</li>
<li>A stop at the island temple with a Ganesha statue facing the sea</li>
<li>Two-dive option for certified divers</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Pulau Menjangan adalah pulau kecil tak berpenghuni di ujung barat laut Bali, bagian dari Taman Nasional Bali Barat. Namanya berasal dari rusa (menjangan) yang kadang berenang menyeberang dari daratan. Karena terlindung dari arus besar dan jauh dari kota, airnya sangat jernih dan karangnya termasuk yang paling utuh di Bali.</p>
<p>Dari Pemuteran atau Lovina, kami berkendara ke dermaga Labuhan Lalang, tempat tiket taman nasional diurus, lalu naik perahu kayu sekitar 30 menit ke pulau. Titik pertama biasanya Pos 2 atau Coral Garden, di mana karang di tepi dinding hanya 1-3 meter di bawah permukaan, kemudian tiba-tiba jatuh ke kedalaman biru. Anda akan melihat kipas laut besar, ikan napoleon, penyu sisik, dan kawanan ikan fusilier. Titik berikutnya dipilih pemandu sesuai arus.</p>
<p>Di sela snorkeling, perahu berlabuh di Pos 2 agar Anda bisa naik ke Pura Segara Giri Dharma Kencana dengan patung Ganesha putih menghadap laut. Makan siang kotak disajikan di perahu atau di pantai. Penyelam bersertifikat bisa mengambil paket dua penyelaman di dinding yang sama.</p>`,
      en: `<p>Menjangan is a small uninhabited island off Bali's north-west tip, part of West Bali National Park. Its name comes from the deer (menjangan) that sometimes swim across from the mainland. Sheltered from strong currents and far from any town, the water is exceptionally clear and the reefs are among the most intact in Bali.</p>
<p>From Pemuteran or Lovina we drive to the Labuhan Lalang jetty, where the park tickets are arranged, then take a wooden boat about 30 minutes to the island. The first spot is usually Post 2 or Coral Garden, where coral at the top of the wall sits just 1-3 metres below the surface and then drops suddenly into the blue. Expect huge sea fans, Napoleon wrasse, hawksbill turtles and schools of fusiliers. The guide chooses the next spot to suit the current.</p>
<p>Between swims the boat stops at Post 2 so you can climb to the Segara Giri Dharma Kencana temple with its white Ganesha statue facing the sea. A boxed lunch is served on the boat or on the beach. Certified divers can take the two-dive package on the same walls.</p>`,
    },
    included: {
      id: [
        "Transfer dari penginapan di Pemuteran atau Lovina",
        "Tiket masuk dan pemandu Taman Nasional Bali Barat",
        "Perahu pulang-pergi dari Labuhan Lalang",
        "Masker, snorkel, fin dan jaket pelampung",
        "Makan siang kotak, buah dan air mineral",
      ],
      en: [
        "Transfer from accommodation in Pemuteran or Lovina",
        "West Bali National Park entrance and ranger fee",
        "Return boat from Labuhan Lalang",
        "Mask, snorkel, fins and life jacket",
        "Boxed lunch, fruit and mineral water",
      ],
    },
    whattobring: {
      id: [
        "Baju renang, rashguard dan handuk",
        "Tabir surya ramah karang",
        "Sarung dan selendang untuk masuk pura (bisa dipinjam)",
        "Topi dan kacamata hitam",
        "Kartu sertifikat selam (paket menyelam)",
      ],
      en: [
        "Swimwear, rash guard and towel",
        "Reef-safe sunscreen",
        "A sarong and sash for the temple (can be borrowed)",
        "Hat and sunglasses",
        "Certification card (dive package)",
      ],
    },
    pickup_time: {
      id: "08:00 dari Pemuteran; 07:00 dari Lovina.",
      en: "08:00 from Pemuteran; 07:00 from Lovina.",
    },
    meeting_point: {
      id: "Penginapan Anda di Pemuteran atau Lovina, atau dermaga Labuhan Lalang pukul 08:45.",
      en: "Your accommodation in Pemuteran or Lovina, or Labuhan Lalang jetty at 08:45.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket snorkeling atau menyelam, tanggal dan jumlah peserta.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada sopir atau pemandu di Labuhan Lalang.</li>
</ol>`,
      en: `<ol>
<li>Choose the snorkel or dive package, your date and number of people.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the driver or the guide at Labuhan Lalang.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Dari Kuta, Seminyak atau Ubud perjalanan sekitar 4 jam sekali jalan; kami sarankan menginap di Pemuteran. Transfer dari Bali selatan bisa diatur dengan biaya tambahan.</li>
<li>Di tepi dinding air langsung dalam; peserta yang kurang percaya diri sebaiknya memakai jaket pelampung.</li>
<li>Anak 6 tahun ke atas boleh ikut snorkeling bersama orang tua.</li>
<li>Harga tiket taman nasional bisa naik pada hari libur; selisihnya kami tagih sesuai tiket.</li>
</ul>`,
      en: `<ul>
<li>From Kuta, Seminyak or Ubud the drive is about 4 hours each way; we suggest staying in Pemuteran. Transfer from south Bali can be arranged for an extra charge.</li>
<li>At the edge of the wall the water is suddenly deep; less confident swimmers should wear a life jacket.</li>
<li>Children aged 6 and up may snorkel with a parent.</li>
<li>National park fees can rise on public holidays; any difference is charged at cost.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Snorkeling 3 Titik", en: "3-Spot Snorkelling" },
        detail: {
          id: `<ul>
<li>Tiga titik di sekitar Pulau Menjangan</li>
<li>Singgah di pura dan patung Ganesha</li>
<li>Makan siang kotak</li>
<li>Kembali ke penginapan sekitar 14:00</li>
</ul>`,
          en: `<ul>
<li>Three spots around Menjangan Island</li>
<li>Stop at the temple and Ganesha statue</li>
<li>Boxed lunch</li>
<li>Back at your accommodation around 14:00</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "2 Dive untuk Penyelam Bersertifikat", en: "2 Dives for Certified Divers" },
        detail: {
          id: `<ul>
<li>Dua wall dive di Pos 2, Coral Garden atau Anker Wreck (Advanced)</li>
<li>Perlengkapan selam lengkap dan divemaster</li>
<li>Makan siang kotak dan singgah di pura</li>
</ul>`,
          en: `<ul>
<li>Two wall dives at Post 2, Coral Garden or the Anchor Wreck (Advanced)</li>
<li>Full dive gear and divemaster</li>
<li>Boxed lunch and temple stop</li>
</ul>`,
        },
        products: [
          { name: { id: "Per penyelam", en: "Per diver" }, price_idr: 1650000, price_usd: 103, minimal: 1 },
          {
            name: { id: "Pendamping snorkeling", en: "Snorkelling companion" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "boat", "temple-gate", "sea"],
  },
  {
    code: "BT0706",
    slug: "padang-bai-discover-scuba-diving",
    typeId: 7,
    regency: "karangasem",
    name: {
      id: "Discover Scuba Diving di Padang Bai",
      en: "Padang Bai Discover Scuba Diving",
    },
    short_des: {
      id: "Penyelaman pertama Anda bersama instruktur PADI di Blue Lagoon dan Tanjung Jepun, Padang Bai, tanpa perlu sertifikat.",
      en: "Your first dives with a PADI instructor at Blue Lagoon and Tanjung Jepun, Padang Bai, no certification needed.",
    },
    location: { id: "Padang Bai, Karangasem", en: "Padang Bai, Karangasem" },
    duration_hours: 8,
    cancelation_hours: 48,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Latihan di kolam sebelum masuk laut</li>
<li>Dua penyelaman hingga 12 meter di teluk yang tenang</li>
<li>Ikan badut, belut moray, gurita dan kadang hiu karang sirip putih</li>
<li>Satu instruktur untuk maksimal dua peserta</li>
</ul>`,
      en: `<ul>
<li>Pool practice before you go into the sea</li>
<li>Two dives to 12 metres in calm bays</li>
<li>Clownfish, moray eels, octopus and sometimes whitetip reef sharks</li>
<li>One instructor for at most two participants</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Padang Bai adalah pelabuhan kecil di Karangasem, tempat kapal feri ke Lombok berangkat. Di balik tanjung-tanjungnya ada teluk-teluk kecil berpasir putih dengan karang yang dangkal dan terlindung, sehingga menjadi salah satu tempat terbaik di Bali untuk belajar menyelam.</p>
<p>Di dive center, instruktur PADI menjelaskan dasar-dasar penyelaman: peralatan, pernapasan, menyamakan tekanan telinga, dan tanda tangan di bawah air. Anda lalu berlatih di kolam: bernapas dari regulator, membersihkan masker yang kemasukan air, dan mengatur daya apung. Setelah nyaman, perahu jukung mengantar Anda ke Blue Lagoon untuk penyelaman pertama, perlahan turun di sepanjang lereng berpasir dan karang hingga 8-12 meter.</p>
<p>Setelah istirahat dan makan siang, penyelaman kedua di Tanjung Jepun, di mana karang dan kura-kura sering terlihat, dan kadang hiu karang sirip putih beristirahat di pasir. Jika Anda menyukainya, kedua penyelaman ini dapat dihitung sebagai bagian dari kursus PADI Open Water dalam 12 bulan.</p>`,
      en: `<p>Padang Bai is a small harbour in Karangasem, where the ferries to Lombok leave. Behind its headlands lie little white-sand bays with shallow, sheltered reefs, making it one of the best places in Bali to learn to dive.</p>
<p>At the dive centre a PADI instructor explains the basics: equipment, breathing, equalising your ears and underwater hand signals. You then practise in the pool: breathing from the regulator, clearing a flooded mask and controlling your buoyancy. Once you are comfortable, a jukung boat takes you to Blue Lagoon for the first dive, descending slowly along sand and coral to 8-12 metres.</p>
<p>After a break and lunch, the second dive is at Tanjung Jepun, where coral and turtles are common and whitetip reef sharks sometimes rest on the sand. If you love it, both dives can count towards a PADI Open Water course within 12 months.</p>`,
    },
    included: {
      id: [
        "Transfer hotel pulang-pergi",
        "Teori dan sesi kolam dengan instruktur PADI",
        "Dua penyelaman laut dengan perahu jukung",
        "Perlengkapan selam lengkap",
        "Makan siang, teh, kopi dan air mineral",
        "Sertifikat partisipasi Discover Scuba",
      ],
      en: [
        "Return hotel transfer",
        "Theory and pool session with a PADI instructor",
        "Two sea dives by jukung boat",
        "Full dive equipment",
        "Lunch, tea, coffee and mineral water",
        "Discover Scuba participation certificate",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan handuk",
        "Pakaian ganti",
        "Tabir surya ramah karang",
        "Lensa kontak sekali pakai jika berkacamata",
        "Obat anti mabuk jika perlu",
      ],
      en: [
        "Swimwear and a towel",
        "A change of clothes",
        "Reef-safe sunscreen",
        "Disposable contact lenses if you wear glasses",
        "Travel-sickness tablets if needed",
      ],
    },
    pickup_time: {
      id: "07:00 dari Ubud dan Sanur; 06:30 dari Kuta, Seminyak, Canggu atau Nusa Dua.",
      en: "07:00 from Ubud and Sanur; 06:30 from Kuta, Seminyak, Canggu or Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau dive center mitra kami di Jalan Silayukti, Padang Bai.",
      en: "Your hotel lobby, or our partner dive centre on Jalan Silayukti, Padang Bai.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan untuk setiap peserta yang akan menyelam; teman yang tidak menyelam bisa ditambahkan sebagai pendamping snorkeling.</li>
<li>Isi formulir medis yang dikirim bersama e-mail konfirmasi.</li>
<li>Tunjukkan konfirmasi kepada sopir dan serahkan formulir di dive center.</li>
</ol>`,
      en: `<ol>
<li>Book for every person who will dive; non-diving friends can be added as snorkelling companions.</li>
<li>Fill in the medical form sent with the confirmation e-mail.</li>
<li>Show the confirmation to the driver and hand in the form at the dive centre.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 10 tahun; peserta harus bisa berenang dan sehat. Penderita asma, epilepsi, penyakit jantung atau yang sedang hamil tidak dapat ikut tanpa izin dokter.</li>
<li>Jangan terbang dalam 18 jam setelah menyelam.</li>
<li>Jika Anda merasa tidak nyaman di kolam, Anda boleh berhenti; biaya dive laut yang tidak dilakukan dikurangi dari tagihan.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 10; you must be able to swim and be in good health. People with asthma, epilepsy, heart conditions or who are pregnant cannot join without a doctor's approval.</li>
<li>Do not fly within 18 hours of diving.</li>
<li>If you feel uncomfortable in the pool you can stop; sea dives not made are deducted from your bill.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, bersama formulir medis PADI.</p>
<p>Pembatalan gratis hingga 48 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, with the PADI medical form.</p>
<p>Free cancellation up to 48 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Discover Scuba 2 Dive", en: "Discover Scuba, 2 Dives" },
        detail: {
          id: `<ul>
<li>Teori 30 menit dan latihan kolam 45 menit</li>
<li>Dive 1: Blue Lagoon; Dive 2: Tanjung Jepun</li>
<li>Kedalaman maksimal 12 meter</li>
<li>Kembali di hotel sekitar 15:30-16:30</li>
</ul>`,
          en: `<ul>
<li>30 minutes of theory and 45 minutes of pool practice</li>
<li>Dive 1: Blue Lagoon; Dive 2: Tanjung Jepun</li>
<li>Maximum depth 12 metres</li>
<li>Back at your hotel around 15:30-16:30</li>
</ul>`,
        },
        products: [
          { name: { id: "Per penyelam", en: "Per diver" }, price_idr: 1750000, price_usd: 109.5, minimal: 1 },
          {
            name: { id: "Pendamping snorkeling", en: "Snorkelling companion" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "boat", "sea"],
  },
  {
    code: "BT0707",
    slug: "pemuteran-biorock-reef-snorkeling",
    typeId: 7,
    regency: "buleleng",
    name: {
      id: "Snorkeling Terumbu Biorock di Pemuteran",
      en: "Pemuteran Biorock Reef Snorkelling",
    },
    short_des: {
      id: "Snorkeling dari pantai di proyek restorasi karang Biorock Pemuteran, dengan pilihan snorkeling dari perahu di karang teluk atau try dive.",
      en: "Snorkel from the beach over Pemuteran's Biorock coral restoration project, with boat snorkelling on the bay reefs or a try dive as options.",
    },
    location: { id: "Pemuteran, Buleleng", en: "Pemuteran, Buleleng" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Lebih dari 70 struktur Biorock yang ditumbuhi karang sejak tahun 2000</li>
<li>Snorkeling langsung dari pantai, air tenang dan dangkal</li>
<li>Pemandu dari kelompok pecalang laut desa yang menjaga karang</li>
<li>Pilihan snorkeling dari perahu dan kunjungan penangkaran penyu, atau try dive</li>
</ul>`,
      en: `<ul>
<li>More than 70 Biorock structures overgrown with coral since 2000</li>
<li>Snorkelling straight from the beach in calm, shallow water</li>
<li>Guides from the village sea-warden group that looks after the reef</li>
<li>Options: boat snorkelling with a turtle hatchery visit, or a try dive</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Pada akhir 1990-an, karang di depan Pemuteran rusak parah karena bom ikan dan pemutihan karang. Warga desa, bersama para penyelam dan ilmuwan, memulai proyek Biorock: rangka besi yang dialiri listrik bertegangan rendah sehingga mineral menempel dan karang tumbuh jauh lebih cepat. Hari ini rangka-rangka berbentuk kubah, lengkungan dan kura-kura itu tertutup karang berwarna-warni dan menjadi rumah bagi ribuan ikan.</p>
<p>Snorkeling dimulai dari pantai di depan Pusat Informasi Biorock. Pemandu dari pecalang laut (penjaga laut desa) menjelaskan proyek ini, lalu berenang bersama Anda di antara struktur pada kedalaman 2-5 meter. Anda akan melihat ikan badut, ikan kakatua, sotong, dan karang muda yang tumbuh di atas besi. Setelah sekitar 75 menit, ada teh atau kopi di pantai.</p>
<p>Paket perahu menambahkan perjalanan jukung ke karang di tengah teluk Pemuteran yang lebih dalam dan ramai ikan, lalu kunjungan ke penangkaran penyu desa, tempat telur penyu diselamatkan dari pantai dan tukik dilepas ke laut. Paket try dive memberi kesempatan bernapas di bawah air bersama instruktur di antara struktur Biorock yang dangkal.</p>`,
      en: `<p>In the late 1990s the reef off Pemuteran was badly damaged by fish bombing and coral bleaching. Villagers, together with divers and scientists, started the Biorock project: steel frames carrying a low-voltage current, so that minerals build up on them and coral grows much faster. Today the frames, shaped like domes, arches and turtles, are covered in colourful coral and home to thousands of fish.</p>
<p>You snorkel straight from the beach in front of the Biorock Information Centre. A guide from the pecalang laut (the village sea wardens) explains the project, then swims with you among the structures at 2-5 metres. Expect clownfish, parrotfish, cuttlefish and young coral growing on the steel. After about 75 minutes there is tea or coffee on the beach.</p>
<p>The boat package adds a jukung ride to the deeper, fish-rich reefs out in Pemuteran bay, then a visit to the village turtle hatchery, where eggs are rescued from the beaches and hatchlings released to the sea. The try-dive package lets you breathe underwater with an instructor among the shallow Biorock structures.</p>`,
    },
    included: {
      id: [
        "Pemandu snorkeling dari pecalang laut",
        "Masker, snorkel, fin dan jaket pelampung",
        "Donasi untuk proyek Biorock",
        "Teh atau kopi dan pisang goreng",
        "Antar-jemput di Pemuteran",
      ],
      en: [
        "Snorkel guide from the village sea wardens",
        "Mask, snorkel, fins and life jacket",
        "Donation to the Biorock project",
        "Tea or coffee and banana fritters",
        "Pickup and drop-off within Pemuteran",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan rashguard",
        "Tabir surya ramah karang (tanpa oxybenzone)",
        "Handuk",
        "Sandal atau sepatu karang",
      ],
      en: ["Swimwear and a rash guard", "Reef-safe sunscreen (no oxybenzone)", "A towel", "Sandals or reef shoes"],
    },
    pickup_time: {
      id: "07:45 dari penginapan di Pemuteran. Dari Lovina bisa diatur dengan biaya tambahan.",
      en: "07:45 from accommodation in Pemuteran. From Lovina on request for an extra charge.",
    },
    meeting_point: {
      id: "Pusat Informasi Biorock di Pantai Pemuteran (titik lokasi dikirim lewat e-mail).",
      en: "The Biorock Information Centre on Pemuteran Beach (location pin sent by e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, tanggal dan jumlah dewasa dan anak.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Datang ke Pusat Informasi Biorock atau tunggu jemputan, lalu tunjukkan konfirmasi.</li>
</ol>`,
      en: `<ol>
<li>Choose your package, date and number of adults and children.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Come to the Biorock Information Centre or wait for pickup, and show the confirmation.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Jangan berdiri di atas struktur atau menyentuh karang; arus listriknya aman tetapi karang muda mudah patah.</li>
<li>Pagi hari air paling jernih; jadwal bisa digeser saat pasang sangat rendah.</li>
<li>Try dive untuk usia 10 tahun ke atas dan memerlukan formulir medis.</li>
</ul>`,
      en: `<ul>
<li>Do not stand on the structures or touch the coral; the current is harmless but young coral breaks easily.</li>
<li>The water is clearest in the morning; the time may shift at very low tide.</li>
<li>The try dive is for ages 10 and up and requires a medical form.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Snorkeling Biorock dari Pantai", en: "Biorock Snorkelling from the Beach" },
        detail: {
          id: `<ul>
<li>Penjelasan proyek Biorock</li>
<li>75 menit snorkeling berpemandu</li>
<li>Teh atau kopi di pantai</li>
</ul>`,
          en: `<ul>
<li>Introduction to the Biorock project</li>
<li>75 minutes of guided snorkelling</li>
<li>Tea or coffee on the beach</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 250000, price_usd: 15.5, minimal: 1 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Biorock + Karang Teluk & Penyu", en: "Biorock + Bay Reef & Turtles" },
        detail: {
          id: `<ul>
<li>Semua kegiatan paket snorkeling dari pantai</li>
<li>Jukung ke karang teluk dan snorkeling 45 menit</li>
<li>Kunjungan penangkaran penyu (donasi pelepasan tukik tidak termasuk)</li>
<li>Selesai sekitar pukul 11:30</li>
</ul>`,
          en: `<ul>
<li>Everything in the beach snorkelling package</li>
<li>Jukung to the bay reef and 45 minutes of snorkelling</li>
<li>Turtle hatchery visit (hatchling-release donation not included)</li>
<li>Ends around 11:30</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 300000,
            price_usd: 19,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Try Dive di Biorock", en: "Biorock Try Dive" },
        detail: {
          id: `<ul>
<li>Penjelasan dan latihan di air dangkal dengan instruktur</li>
<li>Satu penyelaman hingga 6 meter di antara struktur Biorock</li>
<li>Perlengkapan selam lengkap</li>
</ul>`,
          en: `<ul>
<li>Briefing and shallow-water practice with an instructor</li>
<li>One dive to 6 metres among the Biorock structures</li>
<li>Full dive equipment</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 1150000, price_usd: 72, minimal: 1 }],
      },
    ],
    scenes: ["underwater", "beach-dusk", "boat"],
  },
];
