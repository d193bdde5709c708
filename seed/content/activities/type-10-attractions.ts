import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Same payment terms for every ticket of this type. */
const PAYMENT: Localized<RichText> = {
  id: "<p><strong>Bayar nanti.</strong> Tidak ada pembayaran saat Anda memesan. Anda membayar pada hari kunjungan, tunai atau transfer bank, kepada sopir kami atau staf kami yang menemui Anda di pintu masuk.</p><ul><li>Pembayaran tunai hanya dalam rupiah; uang tunai dolar AS tidak diterima. Mata uang lain dihitung dengan kurs hari itu.</li><li>Kartu Amex, Visa dan Mastercard dapat digunakan di kantor kami dengan biaya tambahan 3%.</li><li>Pembayaran di muka melalui PayPal, kartu kredit atau transfer bank diatur lewat e-mail setelah Anda memesan.</li></ul>",
  en: "<p><strong>Pay later.</strong> Nothing is charged when you book. You pay on the day of your visit, in cash or by bank transfer, to our driver or to our staff member who meets you at the entrance.</p><ul><li>Cash is accepted in Indonesian rupiah only; US dollar cash is not accepted. Other currencies are converted at the day's rate.</li><li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li><li>Advance payment by PayPal, credit card or bank transfer is arranged by e-mail after you book.</li></ul>",
};

export const attractions: ActivitySeed[] = [
  {
    code: "BT1001",
    slug: "uluwatu-kecak-fire-dance-ticket",
    typeId: 10,
    regency: "badung",
    name: {
      id: "Tiket Tari Kecak Uluwatu saat Matahari Terbenam",
      en: "Uluwatu Kecak Fire Dance Ticket at Sunset",
    },
    short_des: {
      id: "Tiket tari Kecak di panggung terbuka di atas tebing Pura Luhur Uluwatu, dengan matahari terbenam di Samudra Hindia sebagai latar belakang.",
      en: "Tickets for the Kecak dance on the open-air stage above the cliffs of Uluwatu Temple, with the sun setting into the Indian Ocean behind the dancers.",
    },
    location: { id: "Pura Luhur Uluwatu, Pecatu, Badung", en: "Uluwatu Temple, Pecatu, Badung" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "18:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Sekitar 70 penari pria melantunkan “cak-cak-cak” tanpa iringan gamelan</li><li>Kisah Ramayana, dari penculikan Dewi Sita sampai Hanoman yang dikelilingi api</li><li>Panggung di tepi tebing setinggi 70 meter saat matahari terbenam</li><li>Tiket pertunjukan dan tiket masuk pura sudah termasuk</li></ul>",
      en: "<ul><li>Around 70 men chanting “cak-cak-cak” with no gamelan at all</li><li>The Ramayana story, from Sita's abduction to Hanuman surrounded by fire</li><li>A stage on the edge of a 70-metre cliff at sunset</li><li>Show ticket and temple entrance included</li></ul>",
    },
    activity_des: {
      id: "<p>Kecak adalah tarian Bali yang paling mudah dinikmati oleh pengunjung pertama kali: tidak ada alat musik, hanya suara puluhan pria yang duduk melingkar dan berseru “cak” dengan berbagai irama. Di tengah lingkaran, para penari memerankan kisah Ramayana: Rama dan Sita di hutan, penculikan Sita oleh Rahwana, dan Hanoman si kera putih yang akhirnya dikepung api.</p><p>Pertunjukan di Uluwatu berlangsung di amfiteater terbuka di sebelah selatan pura, tepat di atas tebing. Pertunjukan dimulai pukul 18:00 dan berlangsung sekitar satu jam, jadi matahari terbenam tepat di tengah pertunjukan. Tempat duduk berupa bangku batu tanpa nomor; datanglah paling lambat pukul 17:15 untuk mendapat tempat yang bagus, terutama pada musim ramai.</p><p>Sebelum pertunjukan, luangkan waktu berjalan di jalan setapak tepi tebing menuju pura. Pura Luhur Uluwatu adalah salah satu pura laut utama di Bali; halaman dalamnya hanya untuk yang bersembahyang, tetapi pemandangan dari jalan setapak sudah luar biasa. Dengan paket antar-jemput, sopir menjemput Anda di sore hari dan mengantar pulang setelah pertunjukan. Paket makan malam dilanjutkan dengan hidangan laut bakar di Pantai Jimbaran.</p>",
      en: "<p>Kecak is the easiest Balinese dance for a first-time visitor to enjoy: no instruments, just the voices of dozens of men sitting in circles and calling “cak” in shifting rhythms. In the middle of the circle the dancers act out the Ramayana: Rama and Sita in the forest, Sita's abduction by Ravana, and Hanuman the white monkey, who ends up surrounded by fire.</p><p>The Uluwatu show takes place in an open-air amphitheatre south of the temple, right on the clifftop. It starts at 18:00 and lasts about an hour, so the sun goes down in the middle of the performance. Seats are unnumbered stone benches; arrive by 17:15 at the latest for a good spot, especially in high season.</p><p>Before the show, take time to walk the clifftop path towards the temple. Uluwatu is one of Bali's key sea temples; its inner courtyard is for worshippers only, but the views from the path are spectacular. With the transfer package, your driver collects you in the afternoon and takes you back after the show. The dinner package continues with grilled seafood on Jimbaran beach.</p>",
    },
    included: {
      id: [
        "Tiket pertunjukan Kecak",
        "Tiket masuk kawasan Pura Uluwatu",
        "Kain dan selendang (dipinjamkan di pintu masuk)",
        "Antar-jemput hotel (paket antar-jemput dan makan malam)",
        "Makan malam hidangan laut di Jimbaran (paket makan malam)",
      ],
      en: [
        "Kecak show ticket",
        "Uluwatu Temple entrance",
        "Sarong and sash (lent at the entrance)",
        "Hotel transfers (transfer and dinner packages)",
        "Seafood dinner in Jimbaran (dinner package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang menutup bahu",
        "Topi dan air minum; bangku di amfiteater terkena matahari sore",
        "Simpan kacamata, topi dan ponsel di dalam tas karena monyet",
        "Obat nyamuk untuk setelah gelap",
      ],
      en: [
        "Clothes that cover your shoulders",
        "A hat and water; the benches are in the afternoon sun",
        "Keep sunglasses, hats and phones in your bag because of the monkeys",
        "Insect repellent for after dark",
      ],
    },
    pickup_time: {
      id: "15:30–16:00 untuk paket antar-jemput, tergantung lokasi hotel",
      en: "15:30–16:00 for the transfer packages, depending on your hotel area",
    },
    meeting_point: {
      id: "Paket tiket: staf kami di parkiran utama Pura Uluwatu pukul 17:00. Paket lain: lobi hotel Anda",
      en: "Ticket package: our staff at the main car park of Uluwatu Temple at 17:00. Other packages: your hotel lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunjukkan ID pemesanan kepada staf kami di parkiran atau kepada sopir.</li><li>Anda menerima tiket masuk pura dan tiket Kecak; simpan keduanya.</li><li>Pakai kain yang dipinjamkan sebelum melewati gerbang pura.</li></ol>",
      en: "<ol><li>Show your booking ID to our staff in the car park or to your driver.</li><li>You receive the temple entrance ticket and the Kecak ticket; keep both.</li><li>Put on the borrowed sarong before passing through the temple gate.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Monyet di Uluwatu terkenal suka merebut kacamata, topi dan ponsel. Jangan memberi makan mereka.</li><li>Pada musim ramai (Juli–Agustus, akhir tahun) kadang ada pertunjukan kedua pukul 19:00; kami memberi tahu bila kursi Anda dipindahkan.</li><li>Pertunjukan tetap berjalan saat gerimis, tetapi dapat dibatalkan saat hujan deras; tiket yang batal dikembalikan penuh.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Uluwatu's monkeys are known for snatching sunglasses, hats and phones. Do not feed them.</li><li>In high season (July–August, year-end holidays) there is sometimes a second show at 19:00; we tell you if your seats are moved.</li><li>The show goes on in light rain but can be cancelled in heavy rain; cancelled tickets are refunded in full.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi biasanya dikirim lewat e-mail dalam 24 jam, paling lambat 48 jam, berisi ID pemesanan dan nama staf yang menemui Anda.</p>",
      en: "<p>Confirmation is usually e-mailed within 24 hours, and at the latest within 48 hours, with your booking ID and the name of the staff member meeting you.</p>",
    },
    packages: [
      {
        name: { id: "Tiket Kecak + masuk pura", en: "Kecak ticket + temple entrance" },
        detail: {
          id: "<p>Anda datang sendiri ke Uluwatu. Staf kami menyerahkan tiket di parkiran utama pukul 17:00.</p>",
          en: "<p>You make your own way to Uluwatu. Our staff hand over the tickets in the main car park at 17:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 200000, price_usd: 12.5, minimal: 1 },
          { name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" }, price_idr: 110000, price_usd: 7, minimal: 0 },
        ],
      },
      {
        name: { id: "Tiket + antar-jemput hotel", en: "Tickets + hotel transfer" },
        detail: {
          id: "<p>Mobil ber-AC dari hotel Anda di Kuta, Legian, Seminyak, Canggu, Jimbaran, Nusa Dua atau Sanur, termasuk tiket pertunjukan dan pura. Kembali ke hotel sekitar pukul 20:00–21:00.</p>",
          en: "<p>An air-conditioned car from your hotel in Kuta, Legian, Seminyak, Canggu, Jimbaran, Nusa Dua or Sanur, with show and temple tickets. Back at your hotel around 20:00–21:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 2 },
          { name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
      {
        name: { id: "Kecak + makan malam di Jimbaran", en: "Kecak + Jimbaran seafood dinner" },
        detail: {
          id: "<p>Setelah pertunjukan, makan malam di meja di atas pasir Pantai Jimbaran: ikan, udang, cumi dan kerang bakar dengan nasi, sayur dan sambal, plus satu minuman. Antar-jemput hotel termasuk.</p>",
          en: "<p>After the show, dinner at a table on the sand at Jimbaran beach: grilled fish, prawns, squid and clams with rice, vegetables and sambal, plus one drink. Hotel transfers included.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 2 },
          {
            name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["dance", "cliff", "beach-dusk", "temple-gate"],
  },
  {
    code: "BT1002",
    slug: "bali-safari-park-entrance-ticket",
    typeId: 10,
    regency: "gianyar",
    name: {
      id: "Tiket Bali Safari Park",
      en: "Bali Safari Park Ticket",
    },
    short_des: {
      id: "Tiket Bali Safari Park di Gianyar: naik tram safari melewati zona Indonesia, India dan Afrika, presentasi satwa, taman bermain air anak dan pilihan Night Safari.",
      en: "Bali Safari Park tickets in Gianyar: a safari tram through the Indonesia, India and Africa zones, animal presentations, a kids' water play area and a Night Safari option.",
    },
    location: { id: "Serongga, Gianyar", en: "Serongga, Gianyar" },
    duration_hours: 6,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Tram safari melewati kandang terbuka berisi harimau, singa, zebra, badak dan banteng</li><li>Presentasi satwa dengan penjelasan dari perawat hewan</li><li>Area bermain air dan wahana untuk anak</li><li>Pilihan Night Safari dengan makan malam prasmanan</li></ul>",
      en: "<ul><li>A safari tram through open enclosures with tigers, lions, zebras, rhinos and Bali cattle</li><li>Animal presentations with commentary from the keepers</li><li>Water play area and rides for children</li><li>Night Safari option with a buffet dinner</li></ul>",
    },
    activity_des: {
      id: "<p>Bali Safari Park terletak di pesisir Gianyar, sekitar 45 menit dari Sanur dan 30 menit dari Ubud. Taman seluas lebih dari 40 hektare ini dibagi menjadi zona Indonesia, India dan Afrika, masing-masing dengan satwa dari wilayah tersebut, dan menjadi tujuan sehari penuh yang cocok untuk keluarga.</p><p>Inti kunjungan adalah Safari Journey, tram berjendela lebar yang melintasi kandang-kandang terbuka selama sekitar 30 menit sambil pemandu menjelaskan setiap satwa. Setelah itu Anda bebas berjalan di area taman: presentasi satwa di amfiteater, akuarium air tawar, kebun satwa kecil dan Fun Zone dengan kolam dan wahana untuk anak. Jadwal presentasi dibagikan di pintu masuk.</p><p>Paket Jungle Hopper menambahkan makan siang prasmanan dan kursi untuk pertunjukan panggung Bali Agung, drama tari tentang legenda Bali dengan puluhan penari dan satwa. Paket Night Safari dimulai sore hari: makan malam prasmanan, pertunjukan api, lalu tram safari dalam gelap ketika banyak satwa paling aktif.</p>",
      en: "<p>Bali Safari Park lies on the Gianyar coast, about 45 minutes from Sanur and 30 minutes from Ubud. The park covers more than 40 hectares and is divided into Indonesia, India and Africa zones, each with animals from that region, and it makes a full day out that works well for families.</p><p>The heart of the visit is the Safari Journey, a wide-windowed tram that drives through the open enclosures for about 30 minutes while a guide talks about each animal. Afterwards you are free to walk around the park: animal presentations in the amphitheatre, a freshwater aquarium, a small petting area and the Fun Zone with pools and rides for children. Presentation times are handed out at the entrance.</p><p>The Jungle Hopper package adds a buffet lunch and a seat for the Bali Agung stage show, a dance drama about Balinese legends with dozens of performers and animals. The Night Safari package starts in the late afternoon: buffet dinner, a fire show, then the safari tram in the dark, when many animals are at their most active.</p>",
    },
    included: {
      id: [
        "Tiket masuk dan Safari Journey",
        "Akses Fun Zone dan area bermain air",
        "Makan siang prasmanan dan pertunjukan Bali Agung (paket Jungle Hopper)",
        "Makan malam prasmanan dan tram malam (paket Night Safari)",
        "Pajak dan biaya layanan",
      ],
      en: [
        "Park entrance and Safari Journey",
        "Access to the Fun Zone and water play area",
        "Buffet lunch and the Bali Agung show (Jungle Hopper package)",
        "Buffet dinner and the night tram (Night Safari package)",
        "Taxes and service charge",
      ],
    },
    whattobring: {
      id: [
        "Topi dan tabir surya",
        "Baju renang dan handuk untuk anak di Fun Zone",
        "Sepatu yang nyaman untuk berjalan",
        "Jaket tipis untuk Night Safari",
      ],
      en: [
        "Hat and sunscreen",
        "Swimwear and a towel for children in the Fun Zone",
        "Comfortable walking shoes",
        "A light jacket for the Night Safari",
      ],
    },
    pickup_time: {
      id: "Tiket saja, tanpa penjemputan. Antar-jemput dapat ditambahkan lewat sewa mobil dengan sopir",
      en: "Ticket only, no pickup. Transfers can be added by booking a car with driver",
    },
    meeting_point: {
      id: "Loket tiket utama Bali Safari Park, Jalan Prof. Dr. Ida Bagus Mantra, Serongga",
      en: "Main ticket counter of Bali Safari Park, Jalan Prof. Dr. Ida Bagus Mantra, Serongga",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi berisi ID pemesanan di loket utama. Petugas menukarnya dengan gelang masuk. Untuk Night Safari, datang ke loket paling lambat pukul 18:00.</p>",
      en: "<p>Show the confirmation e-mail with your booking ID at the main counter. Staff exchange it for an entry wristband. For the Night Safari, be at the counter by 18:00.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Taman buka setiap hari pukul 09:00–17:00; Night Safari berjalan pada malam-malam tertentu, kami konfirmasi tanggalnya lewat e-mail.</li><li>Jadwal presentasi satwa dan pertunjukan Bali Agung dapat berubah; periksa papan jadwal di pintu masuk.</li><li>Anak di bawah 3 tahun masuk gratis.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The park is open daily 09:00–17:00; the Night Safari runs on selected evenings, and we confirm the date by e-mail.</li><li>Animal presentation and Bali Agung show times can change; check the board at the entrance.</li><li>Children under 3 enter free.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>E-mail konfirmasi dengan ID pemesanan biasanya dikirim dalam 24 jam dan selalu dalam 48 jam. E-mail itu berfungsi sebagai voucher di loket.</p>",
      en: "<p>A confirmation e-mail with your booking ID is usually sent within 24 hours and always within 48 hours. It serves as your voucher at the counter.</p>",
    },
    packages: [
      {
        name: { id: "Paket Safari Journey", en: "Safari Journey" },
        detail: {
          id: "<p>Tiket masuk, tram Safari Journey, presentasi satwa dan Fun Zone.</p>",
          en: "<p>Entrance, the Safari Journey tram, animal presentations and the Fun Zone.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 720000, price_usd: 45, minimal: 1 },
          {
            name: { id: "Anak (3–12 tahun)", en: "Child (3–12 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Paket Jungle Hopper", en: "Jungle Hopper" },
        detail: {
          id: "<p>Semua isi Safari Journey, ditambah makan siang prasmanan dan pertunjukan Bali Agung.</p>",
          en: "<p>Everything in the Safari Journey, plus a buffet lunch and the Bali Agung show.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1120000, price_usd: 70, minimal: 1 },
          { name: { id: "Anak (3–12 tahun)", en: "Child (3–12 years)" }, price_idr: 960000, price_usd: 60, minimal: 0 },
        ],
      },
      {
        name: { id: "Paket Night Safari (malam hari)", en: "Night Safari" },
        detail: {
          id: "<p>Mulai pukul 18:00: makan malam prasmanan, pertunjukan api dan tram safari malam hari. Selesai sekitar pukul 21:00.</p>",
          en: "<p>From 18:00: buffet dinner, a fire show and the safari tram after dark. Ends around 21:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1440000, price_usd: 90, minimal: 1 },
          {
            name: { id: "Anak (3–12 tahun)", en: "Child (3–12 years)" },
            price_idr: 1200000,
            price_usd: 75,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "lake", "dance"],
  },
  {
    code: "BT1003",
    slug: "bali-bird-park-ticket",
    typeId: 10,
    regency: "gianyar",
    name: {
      id: "Tiket Bali Bird Park",
      en: "Bali Bird Park Ticket",
    },
    short_des: {
      id: "Tiket masuk Bali Bird Park di Singapadu: ratusan jenis burung tropis di kandang terbang yang rimbun, termasuk jalak Bali dan burung cenderawasih.",
      en: "Entry to Bali Bird Park in Singapadu: hundreds of tropical bird species in leafy walk-through aviaries, including the Bali starling and birds of paradise.",
    },
    location: { id: "Singapadu, Gianyar", en: "Singapadu, Gianyar" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Kandang terbang besar yang bisa Anda masuki, dengan burung terbang bebas di sekitar Anda</li><li>Jalak Bali, burung endemik yang hampir punah di alam liar</li><li>Burung cenderawasih dan kasuari di area hutan Papua</li><li>Pertunjukan burung dan sesi memberi makan nuri</li></ul>",
      en: "<ul><li>Large walk-through aviaries with birds flying freely around you</li><li>The Bali starling, an endemic bird almost extinct in the wild</li><li>Birds of paradise and cassowaries in the Papuan rainforest area</li><li>Bird shows and lorikeet feeding sessions</li></ul>",
    },
    activity_des: {
      id: "<p>Bali Bird Park berada di Singapadu, di antara Denpasar dan Ubud, dan cocok dikunjungi pagi hari sebelum udara terlalu panas. Di dalam taman yang teduh ini ada lebih dari seribu burung dari ratusan spesies, sebagian besar dari Indonesia. Jalur berjalan kaki mengarah ke beberapa kandang terbang raksasa tempat burung bergerak bebas di atas kepala Anda.</p><p>Salah satu yang paling menarik adalah jalak Bali, burung putih bermata biru yang hanya hidup di Bali barat dan hampir punah di alam liar. Taman ini ikut menangkarkannya. Di area hutan Papua Anda dapat melihat burung cenderawasih dengan bulu ekornya yang panjang dan kasuari yang besar. Sepanjang hari ada pertunjukan burung pemangsa dan burung yang pandai meniru, serta sesi memberi makan nuri yang disukai anak-anak.</p><p>Rata-rata pengunjung menghabiskan 2–3 jam di sini. Ada kafe dengan makanan Indonesia dan Barat di dalam taman. Dengan paket antar-jemput, sopir menunggu Anda dan bisa mengantar ke Ubud atau kembali ke hotel setelahnya.</p>",
      en: "<p>Bali Bird Park sits in Singapadu, between Denpasar and Ubud, and is best visited in the morning before the heat builds. The shady garden holds more than a thousand birds of several hundred species, most of them from Indonesia. Footpaths lead through several huge walk-through aviaries where birds move freely above your head.</p><p>A highlight is the Bali starling, a white bird with blue eye patches that lives only in west Bali and is nearly extinct in the wild. The park takes part in breeding it. In the Papuan rainforest area you can see birds of paradise with their long tail plumes and the big cassowaries. Throughout the day there are shows with birds of prey and talking birds, plus lorikeet feeding sessions that children love.</p><p>Most visitors spend 2–3 hours here. There is a café with Indonesian and Western food inside the park. With the transfer package your driver waits for you and can take you on to Ubud or back to your hotel afterwards.</p>",
    },
    included: {
      id: [
        "Tiket masuk Bali Bird Park",
        "Semua pertunjukan burung sesuai jadwal hari itu",
        "Peta taman dan jadwal pertunjukan",
        "Antar-jemput hotel dengan mobil ber-AC (paket antar-jemput)",
      ],
      en: [
        "Bali Bird Park entrance",
        "All bird shows on that day's schedule",
        "Park map and show schedule",
        "Hotel transfer by air-conditioned car (transfer package)",
      ],
    },
    whattobring: {
      id: [
        "Sepatu yang nyaman",
        "Topi dan tabir surya",
        "Obat nyamuk",
        "Kamera; lensa tele berguna untuk kandang besar",
      ],
      en: [
        "Comfortable shoes",
        "Hat and sunscreen",
        "Insect repellent",
        "A camera; a zoom lens helps in the large aviaries",
      ],
    },
    pickup_time: {
      id: "Paket antar-jemput: 08:00–08:30 dari Bali selatan, 08:30 dari Ubud",
      en: "Transfer package: 08:00–08:30 from south Bali, 08:30 from Ubud",
    },
    meeting_point: {
      id: "Loket Bali Bird Park, Jalan Serma Cok Ngurah Gambir, Singapadu, atau lobi hotel Anda untuk paket antar-jemput",
      en: "Bali Bird Park ticket counter, Jalan Serma Cok Ngurah Gambir, Singapadu, or your hotel lobby for the transfer package",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan di loket; petugas memberi Anda tiket dan jadwal pertunjukan. Tiket berlaku untuk satu kali masuk pada tanggal yang dipesan.</p>",
      en: "<p>Show your booking ID at the counter; staff give you the tickets and the show schedule. Tickets are valid for one entry on the booked date.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Taman buka setiap hari pukul 09:00–17:30; loket tutup pukul 16:30.</li><li>Jangan membawa makanan ke dalam kandang terbang; burung akan mengerubunginya.</li><li>Anak di bawah 2 tahun masuk gratis.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The park is open daily 09:00–17:30; the ticket counter closes at 16:30.</li><li>Do not take food into the aviaries; the birds will swarm it.</li><li>Children under 2 enter free.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi lewat e-mail biasanya dalam 24 jam, paling lambat 48 jam. E-mail berisi ID pemesanan yang Anda tunjukkan di loket.</p>",
      en: "<p>Confirmation by e-mail usually within 24 hours, at the latest within 48 hours. It contains the booking ID you show at the counter.</p>",
    },
    packages: [
      {
        name: { id: "Tiket masuk", en: "Entrance ticket" },
        detail: {
          id: "<p>Tiket masuk untuk satu hari, datang sendiri ke taman.</p>",
          en: "<p>A one-day entrance ticket; you make your own way to the park.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 420000, price_usd: 26, minimal: 1 },
          {
            name: { id: "Anak (2–12 tahun)", en: "Child (2–12 years)" },
            price_idr: 310000,
            price_usd: 19.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tiket + antar-jemput", en: "Ticket + return transfer" },
        detail: {
          id: "<p>Tiket masuk dan mobil ber-AC dengan sopir dari hotel Anda di Bali selatan atau Ubud. Sopir menunggu hingga 4 jam.</p>",
          en: "<p>Entrance and an air-conditioned car with driver from your hotel in south Bali or Ubud. The driver waits for up to 4 hours.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 620000, price_usd: 39, minimal: 2 },
          { name: { id: "Anak (2–12 tahun)", en: "Child (2–12 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
    ],
    scenes: ["jungle", "lake", "waterfall"],
  },
  {
    code: "BT1004",
    slug: "garuda-wisnu-kencana-cultural-park-ticket",
    typeId: 10,
    regency: "badung",
    name: {
      id: "Tiket Taman Budaya Garuda Wisnu Kencana (GWK)",
      en: "Garuda Wisnu Kencana (GWK) Cultural Park Ticket",
    },
    short_des: {
      id: "Tiket masuk GWK di Ungasan untuk melihat patung Dewa Wisnu menunggang Garuda setinggi 121 meter, tebing kapur raksasa dan pertunjukan tari sepanjang hari.",
      en: "Entry to GWK in Ungasan to see the 121-metre statue of Vishnu riding Garuda, the giant limestone cuttings and dance performances through the day.",
    },
    location: { id: "Ungasan, Kuta Selatan, Badung", en: "Ungasan, South Kuta, Badung" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "10:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Patung Garuda Wisnu Kencana, salah satu patung tertinggi di dunia</li><li>Plaza di antara dinding kapur yang dipotong setinggi puluhan meter</li><li>Pertunjukan tari Bali di amfiteater beberapa kali sehari</li><li>Pilihan naik ke dek observasi di dalam patung</li></ul>",
      en: "<ul><li>The Garuda Wisnu Kencana statue, one of the tallest statues in the world</li><li>Plazas between limestone walls cut dozens of metres high</li><li>Balinese dance performances in the amphitheatre several times a day</li><li>Option to go up to the observation deck inside the statue</li></ul>",
    },
    activity_des: {
      id: "<p>Garuda Wisnu Kencana adalah taman budaya di dataran tinggi Bukit, Ungasan, yang dibangun di bekas tambang batu kapur. Pusatnya adalah patung Dewa Wisnu menunggang burung Garuda yang selesai dibangun pada 2018; dengan tumpuannya, tingginya 121 meter dan terlihat dari sebagian besar Bali selatan.</p><p>Dari pintu masuk, shuttle membawa Anda ke area utama. Anda berjalan melalui lorong-lorong di antara tebing kapur yang dipotong tegak ke Plaza Wisnu, Plaza Garuda dan kolam teratai, lalu ke kaki patung utama. Di amfiteater, penari menampilkan tari Bali seperti Barong, Pendet dan Kecak singkat beberapa kali sehari; jadwalnya tertera di pintu masuk. Ada juga parade kecil di jalan utama taman pada sore hari.</p><p>Paket dek observasi membawa Anda dengan lift ke lantai pengamatan di dalam patung untuk pemandangan Bukit, bandara dan Samudra Hindia. Kebanyakan tamu menghabiskan 2–3 jam di GWK. Lokasinya hanya 20 menit dari Uluwatu, sehingga mudah digabung dengan tari Kecak sore hari.</p>",
      en: "<p>Garuda Wisnu Kencana is a cultural park on the Bukit plateau at Ungasan, built in a former limestone quarry. At its centre is the statue of Vishnu riding the bird Garuda, completed in 2018; with its base it stands 121 metres tall and can be seen from most of south Bali.</p><p>From the entrance a shuttle takes you to the main area. You walk through passages between sheer-cut limestone walls to the Vishnu Plaza, the Garuda Plaza and the lotus pond, then to the foot of the main statue. In the amphitheatre, dancers perform Balinese dances such as Barong, Pendet and a short Kecak several times a day; the schedule is posted at the entrance. There is also a small parade along the park's main street in the afternoon.</p><p>The observation deck package takes you up by lift to a viewing floor inside the statue, looking out over the Bukit, the airport and the Indian Ocean. Most guests spend 2–3 hours at GWK. It is only 20 minutes from Uluwatu, so it combines easily with the Kecak dance at sunset.</p>",
    },
    included: {
      id: [
        "Tiket masuk GWK",
        "Shuttle di dalam kawasan",
        "Pertunjukan tari di amfiteater sesuai jadwal",
        "Naik lift ke dek observasi (paket dek observasi)",
        "Antar-jemput hotel (paket antar-jemput)",
      ],
      en: [
        "GWK entrance ticket",
        "Shuttle inside the park",
        "Dance performances in the amphitheatre as scheduled",
        "Lift to the observation deck (observation deck package)",
        "Hotel transfers (transfer package)",
      ],
    },
    whattobring: {
      id: [
        "Topi, kacamata hitam dan tabir surya; area plaza sangat terbuka",
        "Air minum",
        "Sepatu yang nyaman untuk berjalan",
        "Payung lipat pada musim hujan",
      ],
      en: [
        "Hat, sunglasses and sunscreen; the plazas are very exposed",
        "Drinking water",
        "Comfortable walking shoes",
        "A folding umbrella in the rainy season",
      ],
    },
    pickup_time: {
      id: "Paket antar-jemput: 09:15–09:45, tergantung lokasi hotel",
      en: "Transfer package: 09:15–09:45, depending on your hotel area",
    },
    meeting_point: {
      id: "Loket tiket GWK di Jalan Raya Uluwatu, Ungasan, atau lobi hotel Anda untuk paket antar-jemput",
      en: "GWK ticket counter on Jalan Raya Uluwatu, Ungasan, or your hotel lobby for the transfer package",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan di loket untuk ditukar dengan tiket atau gelang. Untuk dek observasi, petugas mencantumkan jam naik lift di tiket Anda; datanglah ke pintu lift 10 menit sebelumnya.</p>",
      en: "<p>Show your booking ID at the counter to exchange it for tickets or wristbands. For the observation deck, staff write your lift time on the ticket; be at the lift door 10 minutes before.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Siang hari di GWK sangat panas; pagi hari atau menjelang sore lebih nyaman.</li><li>Dek observasi dapat ditutup saat angin kencang atau hujan; selisih harga paket dikembalikan.</li><li>Pertunjukan tari bisa batal saat hujan deras.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>GWK is very hot at midday; mornings or late afternoons are more comfortable.</li><li>The observation deck may close in strong wind or rain; the package price difference is refunded.</li><li>Dance performances may be cancelled in heavy rain.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami mengirim e-mail konfirmasi dengan ID pemesanan, biasanya dalam 24 jam dan paling lambat 48 jam.</p>",
      en: "<p>We send a confirmation e-mail with your booking ID, usually within 24 hours and at the latest within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Tiket reguler", en: "Regular ticket" },
        detail: {
          id: "<p>Masuk ke taman, shuttle dan semua pertunjukan hari itu.</p>",
          en: "<p>Park entrance, shuttle and all of the day's performances.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 150000, price_usd: 9.5, minimal: 1 },
          { name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" }, price_idr: 125000, price_usd: 8, minimal: 0 },
        ],
      },
      {
        name: { id: "Tiket + dek observasi", en: "Ticket + observation deck" },
        detail: {
          id: "<p>Tiket reguler ditambah naik lift ke dek observasi di dalam patung, dengan jam naik yang ditentukan di loket.</p>",
          en: "<p>The regular ticket plus the lift to the observation deck inside the statue, at a time slot set at the counter.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 350000, price_usd: 22, minimal: 1 },
          {
            name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tiket + antar-jemput", en: "Ticket + hotel transfer" },
        detail: {
          id: "<p>Tiket reguler dan mobil ber-AC dari hotel Anda di Kuta, Legian, Seminyak, Jimbaran, Nusa Dua atau Sanur; sopir menunggu selama kunjungan.</p>",
          en: "<p>The regular ticket and an air-conditioned car from your hotel in Kuta, Legian, Seminyak, Jimbaran, Nusa Dua or Sanur; the driver waits during your visit.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 2 },
          {
            name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" },
            price_idr: 325000,
            price_usd: 20.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["cliff", "dance", "temple-gate"],
  },
  {
    code: "BT1005",
    slug: "ubud-monkey-forest-ticket-guided-walk",
    typeId: 10,
    regency: "gianyar",
    name: {
      id: "Tiket Monkey Forest Ubud dengan Pemandu",
      en: "Ubud Monkey Forest Ticket with Guided Walk",
    },
    short_des: {
      id: "Tiket masuk Sacred Monkey Forest Sanctuary di Ubud dengan pemandu setempat yang mengenal kawanan monyet, pohon-pohon tua dan tiga pura di dalam hutan.",
      en: "Entry to the Sacred Monkey Forest Sanctuary in Ubud with a local guide who knows the monkey troops, the ancient trees and the three temples in the forest.",
    },
    location: { id: "Padangtegal, Ubud, Gianyar", en: "Padangtegal, Ubud, Gianyar" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Lebih dari seribu monyet ekor panjang di hutan yang dikelola desa adat Padangtegal</li><li>Pohon beringin tua, jembatan naga dan jurang sungai yang rimbun</li><li>Pura Dalem Agung Padangtegal, Pura Beji dan Pura Prajapati</li><li>Pemandu yang tahu cara aman berada di dekat monyet</li></ul>",
      en: "<ul><li>More than a thousand long-tailed macaques in a forest run by the Padangtegal village community</li><li>Ancient banyan trees, the dragon bridge and a lush river gorge</li><li>The Dalem Agung Padangtegal, Beji and Prajapati temples</li><li>A guide who knows how to stay safe around the monkeys</li></ul>",
    },
    activity_des: {
      id: "<p>Mandala Suci Wenara Wana, yang lebih dikenal sebagai Monkey Forest Ubud, adalah hutan suci di ujung selatan Jalan Monkey Forest. Hutan ini dikelola oleh desa adat Padangtegal dan menjadi rumah bagi lebih dari seribu monyet ekor panjang yang hidup dalam beberapa kelompok. Bagi warga desa, hutan dan pura di dalamnya bagian dari kehidupan sehari-hari, bukan sekadar objek wisata.</p><p>Pemandu setempat menemui Anda di pintu masuk pukul 09:00, saat hutan masih sejuk dan belum ramai. Selama sekitar satu jam Anda berjalan di jalur berbatu di bawah pohon beringin dan pule, menyeberangi jembatan naga di atas jurang sungai, dan melihat dari luar Pura Dalem Agung Padangtegal serta Pura Beji tempat pemandian suci. Pemandu menjelaskan kebiasaan monyet, cara membaca tanda bahwa mereka merasa terganggu, dan alasan pengunjung tidak boleh memberi makan.</p><p>Dengan paket pagi di Ubud, jalan-jalan dilanjutkan ke Puri Saren (Istana Ubud) dan Pasar Seni Ubud sebelum diantar kembali ke hotel Anda di Ubud sekitar pukul 12:00.</p>",
      en: "<p>Mandala Suci Wenara Wana, better known as the Ubud Monkey Forest, is a sacred forest at the southern end of Jalan Monkey Forest. It is managed by the Padangtegal customary village and is home to more than a thousand long-tailed macaques living in several troops. For the villagers the forest and its temples are part of daily life, not just a sight.</p><p>A local guide meets you at the entrance at 09:00, while the forest is still cool and quiet. For about an hour you walk the stone paths under banyan and pule trees, cross the dragon bridge over the river gorge and see, from outside, the Dalem Agung Padangtegal temple and the Beji temple with its holy bathing place. The guide explains how the monkeys behave, how to read the signs that they feel bothered and why visitors must not feed them.</p><p>With the Ubud morning package, the walk continues to Puri Saren (Ubud Palace) and the Ubud Art Market before you are dropped back at your Ubud hotel around 12:00.</p>",
    },
    included: {
      id: [
        "Tiket masuk Monkey Forest",
        "Pemandu setempat berbahasa Inggris selama sekitar satu jam",
        "Air mineral",
        "Antar-jemput hotel di Ubud (paket pagi di Ubud)",
      ],
      en: [
        "Monkey Forest entrance ticket",
        "Local English-speaking guide for about an hour",
        "Bottled water",
        "Hotel transfer in Ubud (Ubud morning package)",
      ],
    },
    whattobring: {
      id: [
        "Tas yang bisa ditutup rapat; jangan bawa makanan atau plastik kresek",
        "Sepatu tertutup; jalan setapak bisa licin",
        "Lepas anting panjang dan simpan kacamata di dalam tas",
        "Pakaian yang menutup bahu dan lutut untuk paket pagi di Ubud",
      ],
      en: [
        "A bag that closes properly; no food or plastic bags",
        "Closed shoes; the paths can be slippery",
        "Leave long earrings behind and keep sunglasses in your bag",
        "Clothes covering shoulders and knees for the Ubud morning package",
      ],
    },
    pickup_time: {
      id: "Paket pagi di Ubud: 08:30–08:45 dari hotel di Ubud",
      en: "Ubud morning package: 08:30–08:45 from hotels in Ubud",
    },
    meeting_point: {
      id: "Pintu masuk utama Monkey Forest, Jalan Monkey Forest, Ubud, pukul 08:50",
      en: "Main entrance of the Monkey Forest, Jalan Monkey Forest, Ubud, at 08:50",
    },
    how_to_use: {
      id: "<p>Pemandu menunggu di depan loket dengan papan bertuliskan nama Anda. Tunjukkan ID pemesanan; pemandu membeli tiket dan menjelaskan aturan keselamatan sebelum masuk.</p>",
      en: "<p>Your guide waits in front of the ticket office holding a sign with your name. Show your booking ID; the guide buys the tickets and runs through the safety rules before you go in.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Monyet adalah hewan liar. Jangan menatap mata mereka terlalu lama, jangan menyentuh anak monyet dan jangan lari bila didekati.</li><li>Bila digigit atau dicakar, segera laporkan ke pos pertolongan pertama di dalam hutan.</li><li>Pura di dalam hutan hanya untuk bersembahyang dan tidak dapat dimasuki pengunjung.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The monkeys are wild animals. Do not stare into their eyes, do not touch the babies and do not run if approached.</li><li>If you are bitten or scratched, report it at once to the first-aid post inside the forest.</li><li>The temples in the forest are for worship and cannot be entered by visitors.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi lewat e-mail, biasanya dalam 24 jam dan paling lambat 48 jam, berisi ID pemesanan dan nama pemandu Anda.</p>",
      en: "<p>Confirmation by e-mail, usually within 24 hours and at the latest within 48 hours, with your booking ID and your guide's name.</p>",
    },
    packages: [
      {
        name: { id: "Tiket + jalan-jalan dengan pemandu", en: "Ticket + guided walk" },
        detail: {
          id: "<p>Tiket masuk dan pemandu setempat selama sekitar satu jam di dalam hutan. Bertemu di pintu masuk.</p>",
          en: "<p>Entrance ticket and a local guide for about an hour in the forest. Meet at the entrance.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 230000, price_usd: 14.5, minimal: 1 },
          { name: { id: "Anak (3–12 tahun)", en: "Child (3–12 years)" }, price_idr: 160000, price_usd: 10, minimal: 0 },
        ],
      },
      {
        name: { id: "Pagi di Ubud", en: "Ubud morning" },
        detail: {
          id: "<p>Jalan-jalan di Monkey Forest, lalu Puri Saren dan Pasar Seni Ubud bersama pemandu, dengan penjemputan dan pengantaran di hotel Anda di Ubud. Sekitar 3 jam.</p>",
          en: "<p>The Monkey Forest walk, then Ubud Palace and the Ubud Art Market with your guide, with pickup and drop-off at your Ubud hotel. About 3 hours.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 2 },
          {
            name: { id: "Anak (3–12 tahun)", en: "Child (3–12 years)" },
            price_idr: 280000,
            price_usd: 17.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "temple-gate", "market"],
  },
  {
    code: "BT1006",
    slug: "bali-butterfly-park-tabanan-ticket",
    typeId: 10,
    regency: "tabanan",
    name: {
      id: "Tiket Taman Kupu-Kupu Bali di Tabanan",
      en: "Bali Butterfly Park Ticket, Tabanan",
    },
    short_des: {
      id: "Tiket Taman Kupu-Kupu Bali di kaki Gunung Batukaru: ratusan kupu-kupu terbang bebas di taman berjaring, plus serangga unik seperti serangga daun dan serangga ranting.",
      en: "Entry to the Bali Butterfly Park at the foot of Mount Batukaru: hundreds of butterflies flying free in a netted garden, plus oddities such as leaf and stick insects.",
    },
    location: { id: "Wanasari, Tabanan", en: "Wanasari, Tabanan" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Kupu-kupu tropis terbang bebas di taman yang ditutup jaring</li><li>Ruang penetasan tempat kepompong berubah menjadi kupu-kupu</li><li>Serangga daun, serangga ranting dan kumbang besar dari Indonesia</li><li>Pilihan paket setengah hari dengan matahari terbenam di Tanah Lot</li></ul>",
      en: "<ul><li>Tropical butterflies flying freely in a netted garden</li><li>A hatching room where pupae turn into butterflies</li><li>Leaf insects, stick insects and big Indonesian beetles</li><li>Half-day option with sunset at Tanah Lot</li></ul>",
    },
    activity_des: {
      id: "<p>Taman Kupu-Kupu Bali berada di Desa Wanasari, sekitar 7 km di utara kota Tabanan di jalan menuju Gunung Batukaru. Taman kecil yang tenang ini berisi kebun berjaring penuh tanaman berbunga, tempat ratusan kupu-kupu dari berbagai jenis, termasuk kupu-kupu sayap burung yang besar, terbang di sekitar pengunjung.</p><p>Kupu-kupu paling aktif pada pagi hari yang cerah, antara pukul 09:00 dan 12:00. Setelah berjalan di taman utama, Anda dapat melihat ruang penetasan, tempat kepompong digantung berjajar dan, dengan sedikit keberuntungan, kupu-kupu yang baru keluar mengeringkan sayapnya. Di bagian koleksi ada serangga daun yang bentuknya persis seperti daun, serangga ranting, kumbang tanduk dan kalajengking yang bisa Anda lihat dari dekat bersama petugas.</p><p>Kunjungan biasanya berlangsung 1–1,5 jam, cocok untuk keluarga dengan anak kecil. Paket setengah hari menggabungkannya dengan jalan-jalan di persawahan Tabanan dan matahari terbenam di Pura Tanah Lot, dengan mobil dan sopir pribadi.</p>",
      en: "<p>The Bali Butterfly Park is in Wanasari village, about 7 km north of Tabanan town on the road to Mount Batukaru. This quiet little park is a netted garden full of flowering plants, where hundreds of butterflies of many kinds, including large birdwings, flutter around the visitors.</p><p>Butterflies are most active on sunny mornings between 09:00 and 12:00. After walking the main garden you can see the hatching room, where pupae hang in rows and, with a little luck, newly emerged butterflies dry their wings. The collection area has leaf insects that look exactly like leaves, stick insects, rhinoceros beetles and scorpions you can see up close with the keepers.</p><p>A visit usually takes 1–1.5 hours and suits families with young children. The half-day package combines it with a drive through Tabanan's rice fields and sunset at Tanah Lot temple, with a private car and driver.</p>",
    },
    included: {
      id: [
        "Tiket masuk Taman Kupu-Kupu Bali",
        "Penjelasan singkat dari petugas taman",
        "Mobil pribadi dengan sopir dan bensin (paket setengah hari)",
        "Tiket masuk Tanah Lot (paket setengah hari)",
      ],
      en: [
        "Bali Butterfly Park entrance",
        "A short explanation from the park staff",
        "Private car with driver and fuel (half-day package)",
        "Tanah Lot entrance (half-day package)",
      ],
    },
    whattobring: {
      id: [
        "Kamera dengan mode makro",
        "Topi dan air minum",
        "Jaket tipis; udara di Wanasari lebih sejuk daripada di pantai",
        "Uang tunai untuk jajanan di Tanah Lot",
      ],
      en: [
        "A camera with a macro mode",
        "Hat and water",
        "A light jacket; Wanasari is cooler than the coast",
        "Cash for snacks at Tanah Lot",
      ],
    },
    pickup_time: {
      id: "Paket setengah hari: 12:30–13:00 dari Canggu, Seminyak, Kuta atau Ubud",
      en: "Half-day package: 12:30–13:00 from Canggu, Seminyak, Kuta or Ubud",
    },
    meeting_point: {
      id: "Loket Taman Kupu-Kupu Bali, Jalan Batukaru, Wanasari, Tabanan",
      en: "Bali Butterfly Park ticket office, Jalan Batukaru, Wanasari, Tabanan",
    },
    how_to_use: {
      id: "<p>Tiket saja: tunjukkan ID pemesanan di loket pada tanggal kunjungan, kapan saja antara pukul 08:00 dan 16:00. Paket setengah hari: sopir menunjukkan voucher untuk Anda di setiap tempat.</p>",
      en: "<p>Ticket only: show your booking ID at the ticket office on your visit date, any time between 08:00 and 16:00. Half-day package: your driver shows the voucher for you at each stop.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Taman buka setiap hari pukul 08:00–17:00. Pada hari mendung atau hujan, kupu-kupu kurang aktif.</li><li>Jangan menangkap atau memegang kupu-kupu; sayapnya mudah rusak.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The park is open daily 08:00–17:00. On cloudy or rainy days the butterflies are less active.</li><li>Do not catch or hold the butterflies; their wings are easily damaged.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi lewat e-mail biasanya dalam 24 jam, paling lambat 48 jam. Untuk paket setengah hari, e-mail juga berisi nama dan nomor WhatsApp sopir.</p>",
      en: "<p>Confirmation by e-mail usually within 24 hours, at the latest within 48 hours. For the half-day package it also gives your driver's name and WhatsApp number.</p>",
    },
    packages: [
      {
        name: { id: "Tiket masuk", en: "Entrance ticket" },
        detail: {
          id: "<p>Tiket untuk satu kali masuk pada tanggal yang dipesan.</p>",
          en: "<p>One entry on the booked date.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 120000, price_usd: 7.5, minimal: 1 },
          { name: { id: "Anak (3–12 tahun)", en: "Child (3–12 years)" }, price_idr: 60000, price_usd: 4, minimal: 0 },
        ],
      },
      {
        name: { id: "Setengah hari: Kupu-kupu & Tanah Lot", en: "Half day: butterflies & Tanah Lot" },
        detail: {
          id: "<p>Mobil pribadi dengan sopir sekitar 6 jam: Taman Kupu-Kupu pukul 14:00, jalan pedesaan Tabanan, lalu Tanah Lot untuk matahari terbenam. Harga mobil ditambah tiket per orang.</p>",
          en: "<p>A private car with driver for about 6 hours: the Butterfly Park at 14:00, Tabanan country roads, then Tanah Lot for sunset. Car price plus tickets per person.</p>",
        },
        products: [
          {
            name: { id: "Mobil dengan sopir (hingga 6 orang)", en: "Car with driver (up to 6 people)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 1,
          },
          {
            name: { id: "Tiket dewasa (kupu-kupu + Tanah Lot)", en: "Adult tickets (butterflies + Tanah Lot)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 1,
          },
          {
            name: { id: "Tiket anak (kupu-kupu + Tanah Lot)", en: "Child tickets (butterflies + Tanah Lot)" },
            price_idr: 110000,
            price_usd: 7,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "rice-terraces", "temple-gate"],
  },
  {
    code: "BT1007",
    slug: "ubud-palace-legong-dance-ticket",
    typeId: 10,
    regency: "gianyar",
    name: {
      id: "Tiket Pertunjukan Tari di Puri Ubud",
      en: "Ubud Palace Evening Dance Ticket",
    },
    short_des: {
      id: "Tiket pertunjukan tari malam di halaman Puri Saren Ubud: Legong, Barong atau Ramayana dengan gamelan langsung, di depan gerbang istana yang diterangi obor.",
      en: "Tickets for the evening dance in the courtyard of Ubud Palace: Legong, Barong or Ramayana with a live gamelan, in front of the torch-lit palace gate.",
    },
    location: { id: "Puri Saren, Ubud, Gianyar", en: "Ubud Palace, Ubud, Gianyar" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "19:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Tari Bali klasik dengan gamelan langsung di halaman istana kerajaan Ubud</li><li>Gerbang puri berukir sebagai latar panggung</li><li>Program berganti setiap malam: Legong, Barong, Ramayana dan lainnya</li><li>Pilihan makan malam di restoran dekat puri sebelum pertunjukan</li></ul>",
      en: "<ul><li>Classical Balinese dance with a live gamelan in the courtyard of Ubud's royal palace</li><li>The carved palace gate as a backdrop</li><li>A different programme each night: Legong, Barong, Ramayana and more</li><li>Option of dinner at a restaurant near the palace before the show</li></ul>",
    },
    activity_des: {
      id: "<p>Setiap malam, halaman depan Puri Saren Agung, istana keluarga kerajaan Ubud, berubah menjadi panggung. Penari dan penabuh dari sanggar-sanggar di Ubud dan desa sekitarnya tampil di depan gerbang berukir yang diterangi obor, dan penonton duduk di kursi yang disusun di halaman.</p><p>Programnya berganti sesuai hari. Legong, tarian anggun yang dibawakan penari perempuan muda dengan kostum emas, adalah yang paling terkenal; malam lain menampilkan Barong dan Rangda, atau sendratari Ramayana. Pertunjukan dimulai pukul 19:30 dan berlangsung sekitar 90 menit, dan Anda menerima lembar penjelasan cerita dalam bahasa Inggris di pintu masuk.</p><p>Dengan paket makan malam, Anda lebih dulu makan pukul 17:30 di restoran dekat puri, dengan menu bebek goreng atau nasi campur Bali, lalu berjalan kaki ke puri. Kursi tidak bernomor, jadi datang sekitar pukul 19:00 memberi Anda tempat yang lebih dekat ke panggung.</p>",
      en: "<p>Every evening the front courtyard of Puri Saren Agung, the palace of Ubud's royal family, becomes a stage. Dancers and musicians from troupes in Ubud and the surrounding villages perform in front of the carved, torch-lit gateway, and the audience sits on chairs set out in the courtyard.</p><p>The programme changes by day of the week. Legong, the graceful dance performed by young women in gold costumes, is the best known; other nights feature Barong and Rangda, or the Ramayana dance drama. The show starts at 19:30 and lasts about 90 minutes, and you receive an English synopsis of the story at the entrance.</p><p>With the dinner package you first eat at 17:30 at a restaurant near the palace, with crispy duck or Balinese nasi campur, then walk over to the palace. Seating is unnumbered, so arriving around 19:00 gets you closer to the stage.</p>",
    },
    included: {
      id: [
        "Tiket pertunjukan",
        "Lembar cerita dalam bahasa Inggris",
        "Makan malam dan satu minuman (paket makan malam)",
        "Pajak dan biaya layanan restoran (paket makan malam)",
      ],
      en: [
        "Show ticket",
        "English story synopsis",
        "Dinner and one drink (dinner package)",
        "Restaurant tax and service (dinner package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian sopan",
        "Obat nyamuk",
        "Payung lipat pada musim hujan",
        "Nonaktifkan lampu kilat kamera selama pertunjukan",
      ],
      en: [
        "Modest clothing",
        "Insect repellent",
        "A folding umbrella in the rainy season",
        "Switch off your camera flash during the show",
      ],
    },
    pickup_time: {
      id: "Tanpa penjemputan; puri berada di tengah Ubud dan mudah dicapai berjalan kaki",
      en: "No pickup; the palace is in the centre of Ubud and easy to reach on foot",
    },
    meeting_point: {
      id: "Gerbang Puri Saren, persimpangan Jalan Raya Ubud dan Jalan Monkey Forest, pukul 19:00 (paket makan malam: di restoran pukul 17:30)",
      en: "Ubud Palace gate, at the corner of Jalan Raya Ubud and Jalan Monkey Forest, at 19:00 (dinner package: at the restaurant at 17:30)",
    },
    how_to_use: {
      id: "<p>Staf kami menunggu di depan gerbang puri pukul 19:00 dan menukar ID pemesanan Anda dengan tiket. Untuk paket makan malam, nama dan alamat restoran tercantum di e-mail konfirmasi.</p>",
      en: "<p>Our staff wait in front of the palace gate at 19:00 and exchange your booking ID for tickets. For the dinner package, the restaurant's name and address are in the confirmation e-mail.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Program tiap malam ditentukan oleh puri; kami menyebutkan tarian untuk tanggal Anda di e-mail konfirmasi.</li><li>Pertunjukan dibatalkan bila hujan deras atau ada upacara di puri; tiket dikembalikan penuh atau dipindah ke malam lain.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Each night's programme is set by the palace; we name the dance for your date in the confirmation e-mail.</li><li>The show is cancelled in heavy rain or when there is a ceremony at the palace; tickets are refunded in full or moved to another night.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>E-mail konfirmasi dengan ID pemesanan dan nama tarian malam itu biasanya dikirim dalam 24 jam, paling lambat 48 jam.</p>",
      en: "<p>A confirmation e-mail with your booking ID and the name of that night's dance is usually sent within 24 hours, at the latest within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Tiket pertunjukan", en: "Show ticket" },
        detail: {
          id: "<p>Satu tiket per orang, kursi bebas. Anak di bawah 5 tahun boleh duduk di pangkuan tanpa tiket.</p>",
          en: "<p>One ticket per person, free seating. Children under 5 may sit on a lap without a ticket.</p>",
        },
        products: [{ name: { id: "Per tiket", en: "Per ticket" }, price_idr: 100000, price_usd: 6.5, minimal: 1 }],
      },
      {
        name: { id: "Makan malam + pertunjukan", en: "Dinner + show" },
        detail: {
          id: "<p>Makan malam pukul 17:30 di restoran berjarak 5 menit berjalan kaki dari puri: bebek goreng atau nasi campur Bali (pilihan vegetarian tersedia) dan satu minuman, lalu tiket pertunjukan.</p>",
          en: "<p>Dinner at 17:30 at a restaurant 5 minutes' walk from the palace: crispy duck or Balinese nasi campur (vegetarian choice available) and one drink, then the show ticket.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          { name: { id: "Anak (5–12 tahun)", en: "Child (5–12 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
    ],
    scenes: ["dance", "temple-gate", "food"],
  },
];
