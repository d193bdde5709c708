import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Same payment terms for every trip of this type. */
const PAYMENT: Localized<RichText> = {
  id: "<p><strong>Bayar nanti.</strong> Tidak ada pembayaran saat Anda memesan. Pembayaran dilakukan pada hari keberangkatan, tunai atau transfer bank, kepada sopir atau pemandu kami.</p><ul><li>Pembayaran tunai hanya dalam rupiah; kami tidak menerima uang tunai dolar AS. Mata uang lain dihitung dengan kurs hari itu.</li><li>Kartu Amex, Visa dan Mastercard dapat digunakan di kantor kami dengan biaya tambahan 3%.</li><li>Ingin membayar lebih dulu lewat PayPal, kartu kredit atau transfer bank? Pilih metode tersebut saat memesan dan kami akan mengaturnya melalui e-mail.</li></ul>",
  en: "<p><strong>Pay later.</strong> Nothing is charged when you book. You pay on the day of the trip, in cash or by bank transfer, to our driver or guide.</p><ul><li>Cash is accepted in Indonesian rupiah only; we cannot take US dollar cash. Other currencies are converted at the day's rate.</li><li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li><li>Prefer to pay in advance by PayPal, credit card or bank transfer? Choose it when you book and we will arrange it with you by e-mail.</li></ul>",
};

export const islandTrips: ActivitySeed[] = [
  {
    code: "BT0901",
    slug: "nusa-penida-west-island-day-trip",
    typeId: 9,
    regency: "klungkung",
    name: {
      id: "Tur Sehari Nusa Penida Barat: Kelingking, Broken Beach & Crystal Bay",
      en: "Nusa Penida West Day Trip: Kelingking, Broken Beach & Crystal Bay",
    },
    short_des: {
      id: "Menyeberang dengan kapal cepat dari Sanur, lalu berkeliling pantai barat Nusa Penida: tebing Kelingking, Broken Beach, Angel's Billabong dan berenang di Crystal Bay.",
      en: "A fast boat from Sanur to Nusa Penida's west coast for Kelingking cliff, Broken Beach, Angel's Billabong and an afternoon swim at Crystal Bay.",
    },
    location: { id: "Nusa Penida, Klungkung", en: "Nusa Penida, Klungkung" },
    duration_hours: 12,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Berdiri di atas tebing Kelingking yang berbentuk kepala T-Rex, salah satu pemandangan paling terkenal di Bali</li><li>Melihat lengkung batu alami Broken Beach dan kolam karang Angel's Billabong</li><li>Berenang dan bersantai di pasir putih Crystal Bay sebelum kapal pulang</li><li>Kapal cepat pulang-pergi, mobil dan sopir di pulau, makan siang dan tiket masuk sudah termasuk</li></ul>",
      en: "<ul><li>Look down on the T-Rex-shaped headland of Kelingking, one of the most photographed views in Bali</li><li>See the natural rock arch of Broken Beach and the tidal pool of Angel's Billabong</li><li>Swim and relax on the white sand of Crystal Bay before the boat home</li><li>Return fast boat, island car and driver, lunch and entrance fees all included</li></ul>",
    },
    activity_des: {
      id: "<p>Hari dimulai pagi-pagi dengan penjemputan di hotel dan perjalanan ke Pantai Matahari Terbit di Sanur. Setelah check-in di loket kapal, Anda menyeberangi Selat Badung dengan kapal cepat sekitar 45 menit dan tiba di Banjar Nyuh atau Toyapakeh, Nusa Penida. Sopir kami sudah menunggu di pelabuhan dengan papan nama Anda.</p><p>Perhentian pertama adalah Kelingking. Dari puncak tebing Anda melihat tanjung berbentuk kepala T-Rex dan pantai pasir putih jauh di bawahnya. Jalan setapak turun ke pantai sangat curam dan memakan waktu 45–60 menit sekali jalan, jadi kebanyakan tamu cukup menikmati pemandangan dari atas. Setelah makan siang di warung setempat, kita menuju Desa Bunga Mekar untuk melihat Broken Beach (Pasih Uug), teluk bundar dengan lengkung batu besar, dan Angel's Billabong, kolam karang berair jernih yang bersebelahan.</p><p>Sore hari Anda punya waktu sekitar satu jam di Crystal Bay untuk berenang atau duduk di bawah pohon kelapa. Lalu kita kembali ke pelabuhan untuk kapal pukul 16:00–16:30 dan Anda diantar ke hotel, biasanya tiba antara pukul 18:00 dan 19:30 tergantung lalu lintas.</p>",
      en: "<p>The day starts early with a hotel pickup and a drive to Matahari Terbit beach in Sanur. After checking in at the boat counter you cross the Badung Strait by fast boat, about 45 minutes, to Banjar Nyuh or Toyapakeh on Nusa Penida. Your driver waits at the harbour with a sign in your name.</p><p>The first stop is Kelingking. From the clifftop you look down on the T-Rex-shaped headland and the white beach far below. The path down to the beach is very steep and takes 45–60 minutes each way, so most guests enjoy the view from the top. After lunch at a local warung we drive to Bunga Mekar village for Broken Beach (Pasih Uug), a round bay under a huge rock arch, and Angel's Billabong, a clear rock pool right next to it.</p><p>In the afternoon you have about an hour at Crystal Bay to swim or sit under the coconut palms. Then we head back to the harbour for the 16:00–16:30 boat and drive you to your hotel, usually arriving between 18:00 and 19:30 depending on traffic.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel (Kuta, Legian, Seminyak, Canggu, Sanur, Jimbaran, Nusa Dua, Ubud)",
        "Tiket kapal cepat pulang-pergi Sanur–Nusa Penida",
        "Mobil ber-AC dengan sopir berbahasa Inggris selama di pulau",
        "Tiket masuk, parkir dan retribusi pariwisata Nusa Penida",
        "Makan siang menu Indonesia",
        "Air mineral",
      ],
      en: [
        "Hotel pickup and drop-off (Kuta, Legian, Seminyak, Canggu, Sanur, Jimbaran, Nusa Dua, Ubud)",
        "Return fast boat tickets Sanur–Nusa Penida",
        "Air-conditioned car with English-speaking driver on the island",
        "Entrance fees, parking and the Nusa Penida tourist levy",
        "Indonesian lunch",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Sepatu kets atau sandal gunung yang tidak licin",
        "Pakaian renang dan handuk",
        "Tabir surya, topi dan kacamata hitam",
        "Kantong kedap air untuk ponsel",
        "Uang tunai rupiah untuk minuman dan toilet",
        "Obat anti mabuk laut bila Anda mudah mabuk",
      ],
      en: [
        "Trainers or sports sandals with good grip",
        "Swimwear and a towel",
        "Sunscreen, hat and sunglasses",
        "A dry bag for your phone",
        "Rupiah cash for drinks and toilets",
        "Seasickness tablets if you are prone to it",
      ],
    },
    pickup_time: {
      id: "06:00–06:45 tergantung lokasi hotel; jam pasti kami kirim lewat e-mail sehari sebelumnya",
      en: "06:00–06:45 depending on your hotel area; we e-mail the exact time the day before",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket kapal di Pantai Matahari Terbit, Sanur, pukul 07:30 bila datang sendiri",
      en: "Your hotel lobby, or the boat counter at Matahari Terbit beach, Sanur, at 07:30 if you come on your own",
    },
    how_to_use: {
      id: "<ol><li>Tunjukkan e-mail konfirmasi berisi ID pemesanan kepada sopir saat penjemputan.</li><li>Di Sanur, staf kami menukar voucher dengan tiket kapal dan memberi Anda stiker penumpang.</li><li>Di Nusa Penida, cari sopir yang membawa papan nama Anda di pelabuhan.</li><li>Simpan tiket kapal pulang; Anda memerlukannya untuk naik kapal sore.</li></ol>",
      en: "<ol><li>Show the confirmation e-mail with your booking ID to the driver at pickup.</li><li>In Sanur our staff exchange the voucher for boat tickets and give you a passenger sticker.</li><li>On Nusa Penida, look for the driver holding your name sign at the harbour.</li><li>Keep your return ticket; you need it to board the afternoon boat.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Naik dan turun kapal di Sanur dan Nusa Penida dilakukan di pantai: kaki Anda akan basah sampai lutut.</li><li>Jalan turun ke Pantai Kelingking sangat curam dan tidak disarankan untuk anak kecil, ibu hamil atau orang dengan masalah lutut.</li><li>Berenang di Angel's Billabong dilarang saat air pasang atau ombak besar; ikuti arahan sopir.</li><li>Bila kapal dibatalkan karena cuaca, Anda dapat memilih jadwal lain atau pengembalian dana penuh.</li><li>Pembatalan kurang dari 48 jam sebelum keberangkatan dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Boarding in Sanur and on Nusa Penida is from the beach: expect to get wet up to your knees.</li><li>The path down to Kelingking beach is very steep and not advised for young children, pregnant women or anyone with knee problems.</li><li>Swimming at Angel's Billabong is not allowed at high tide or in big swell; follow your driver's advice.</li><li>If the boat is cancelled because of the weather, you can choose another date or a full refund.</li><li>Cancellations less than 48 hours before departure are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami memeriksa kursi kapal dan mengirim konfirmasi lewat e-mail, biasanya dalam 48 jam. E-mail tersebut berisi ID pemesanan, jam penjemputan, nama operator kapal dan nomor WhatsApp sopir Anda.</p>",
      en: "<p>We check boat seats and send your confirmation by e-mail, usually within 48 hours. It contains your booking ID, pickup time, the boat operator's name and your driver's WhatsApp number.</p>",
    },
    packages: [
      {
        name: { id: "Tur bergabung (sharing)", en: "Join-in group tour" },
        detail: {
          id: "<p>Anda bergabung dengan tamu lain dalam minibus ber-AC, maksimal 12 orang per kelompok. Jadwal tetap seperti di atas dan makan siang bersama di warung setempat.</p>",
          en: "<p>You join other guests in an air-conditioned minibus, up to 12 people per group. The schedule is fixed as described and lunch is taken together at a local warung.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 950000, price_usd: 59.5, minimal: 1 },
          { name: { id: "Anak (3–10 tahun)", en: "Child (3–10 years)" }, price_idr: 750000, price_usd: 47, minimal: 0 },
        ],
      },
      {
        name: { id: "Tur pribadi", en: "Private tour" },
        detail: {
          id: "<p>Mobil dan sopir hanya untuk rombongan Anda (hingga 6 orang per mobil). Anda bebas mengatur lama waktu di setiap tempat dan memilih restoran makan siang.</p>",
          en: "<p>The car and driver are for your party only (up to 6 people per car). You decide how long to stay at each stop and where to have lunch.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1250000, price_usd: 78, minimal: 2 },
          {
            name: { id: "Anak (3–10 tahun)", en: "Child (3–10 years)" },
            price_idr: 1000000,
            price_usd: 62.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["cliff", "boat", "sea", "beach-dusk"],
  },
  {
    code: "BT0902",
    slug: "nusa-penida-east-diamond-beach-day-trip",
    typeId: 9,
    regency: "klungkung",
    name: {
      id: "Tur Pribadi Nusa Penida Timur: Diamond Beach, Atuh & Rumah Pohon",
      en: "Nusa Penida East Private Tour: Diamond Beach, Atuh & the Tree House",
    },
    short_des: {
      id: "Tur pribadi ke sisi timur Nusa Penida yang lebih tenang: tangga tebing Diamond Beach, berenang di Pantai Atuh dan pemandangan Pulau Seribu dari Rumah Pohon.",
      en: "A private tour of Nusa Penida's quieter east side: the cliff stairs of Diamond Beach, a swim at Atuh Beach and the Thousand Islands view from the Tree House.",
    },
    location: { id: "Pejukutan, Nusa Penida, Klungkung", en: "Pejukutan, Nusa Penida, Klungkung" },
    duration_hours: 11,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Menuruni tangga yang dipahat di tebing menuju pasir putih Diamond Beach</li><li>Berenang di teluk Pantai Atuh yang terlindung</li><li>Pemandangan gugusan pulau karang Pulau Seribu dari Rumah Pohon Molenteng</li><li>Mobil pribadi, jadwal santai, lebih sedikit keramaian daripada sisi barat</li></ul>",
      en: "<ul><li>Walk down the stairway cut into the cliff to the white sand of Diamond Beach</li><li>Swim in the sheltered bay of Atuh Beach</li><li>See the rock islets of the Thousand Islands from the Molenteng Tree House</li><li>Private car, relaxed pace and fewer crowds than the west coast</li></ul>",
    },
    activity_des: {
      id: "<p>Sisi timur Nusa Penida lebih jauh dari pelabuhan, sehingga biasanya lebih sepi daripada Kelingking. Setelah kapal cepat dari Sanur tiba, sopir membawa Anda menyusuri pantai selatan dan naik ke perbukitan kapur menuju Desa Pejukutan, kira-kira satu jam perjalanan.</p><p>Diamond Beach dicapai lewat tangga batu yang dipahat di dinding tebing, sekitar 10 menit turun dengan pegangan tali. Di bawah, pasir putih dan batu karang tajam membentuk teluk kecil; ombak di sini cukup kuat, jadi berenanglah hanya di tepi. Di sebelahnya ada Pantai Atuh, teluk yang lebih tenang dengan warung, kursi pantai dan kelapa muda. Makan siang disajikan di salah satu warung di Atuh.</p><p>Siang hari kita naik ke Rumah Pohon Molenteng, rumah kayu di atas tebing yang menghadap Pulau Seribu, gugusan pulau karang yang terlihat dari atas. Anda dapat naik ke rumah pohon untuk berfoto (tiket terpisah dibayar di tempat, opsional). Sekitar pukul 15:00 kita kembali ke pelabuhan untuk kapal sore ke Sanur, lalu diantar ke hotel.</p>",
      en: "<p>Nusa Penida's east side is further from the harbours, so it is usually calmer than Kelingking. After the fast boat from Sanur, your driver takes you along the south coast and up into the limestone hills to Pejukutan village, about an hour's drive.</p><p>Diamond Beach is reached by a stone stairway carved into the cliff face, about 10 minutes down with a rope handrail. At the bottom, white sand and sharp rocks form a small cove; the waves here are strong, so only paddle near the shore. Next door is Atuh Beach, a calmer bay with warungs, sunbeds and young coconuts. Lunch is served at one of the warungs at Atuh.</p><p>Early in the afternoon we drive up to the Molenteng Tree House, a wooden hut on the clifftop facing the Thousand Islands, a cluster of rock islets seen from above. You can climb into the tree house for photos (a separate ticket paid on the spot, optional). Around 15:00 we head back to the harbour for the afternoon boat to Sanur and drive you to your hotel.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Kapal cepat pulang-pergi Sanur–Nusa Penida",
        "Mobil pribadi ber-AC dengan sopir berbahasa Inggris",
        "Makan siang di Pantai Atuh",
        "Tiket masuk pantai, parkir dan retribusi pariwisata Nusa Penida",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Return fast boat Sanur–Nusa Penida",
        "Private air-conditioned car with English-speaking driver",
        "Lunch at Atuh Beach",
        "Beach entrance fees, parking and the Nusa Penida tourist levy",
      ],
    },
    whattobring: {
      id: [
        "Alas kaki bertali yang mantap untuk tangga tebing",
        "Pakaian renang, handuk dan baju ganti",
        "Tabir surya dan topi",
        "Uang tunai untuk sewa kursi pantai, kelapa muda dan tiket Rumah Pohon",
        "Botol minum isi ulang",
      ],
      en: [
        "Strapped footwear with good grip for the cliff stairs",
        "Swimwear, a towel and a change of clothes",
        "Sunscreen and a hat",
        "Cash for sunbeds, coconuts and the Tree House ticket",
        "A refillable water bottle",
      ],
    },
    pickup_time: {
      id: "06:00–06:45, tergantung lokasi hotel",
      en: "06:00–06:45, depending on your hotel area",
    },
    meeting_point: {
      id: "Lobi hotel Anda; tamu yang menginap di Nusa Penida dijemput di penginapan pukul 08:45",
      en: "Your hotel lobby; guests staying on Nusa Penida are collected from their accommodation at 08:45",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan (di ponsel pun cukup) kepada sopir di Bali. Staf kami mengurus tiket kapal di Sanur. Di Nusa Penida, sopir pulau menunggu di pelabuhan dengan papan bertuliskan nama Anda.</p>",
      en: "<p>Show your booking ID (on your phone is fine) to the driver in Bali. Our staff handle the boat tickets in Sanur. On Nusa Penida, the island driver waits at the harbour with a sign bearing your name.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Tangga ke Diamond Beach curam namun berpegangan; anak di bawah 6 tahun sebaiknya menunggu di atas atau di Pantai Atuh.</li><li>Arus di Diamond Beach kuat. Berenanglah di Atuh, di area yang ditunjukkan penjaga warung.</li><li>Kapal bisa terlambat atau dibatalkan saat gelombang tinggi; kami akan menawarkan tanggal lain atau pengembalian dana penuh.</li><li>Pembatalan kurang dari 48 jam sebelum keberangkatan dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The stairs to Diamond Beach are steep but have handrails; children under 6 are better off waiting at the top or at Atuh Beach.</li><li>Currents at Diamond Beach are strong. Swim at Atuh, in the area the warung staff point out.</li><li>Boats can be delayed or cancelled in high swell; we then offer another date or a full refund.</li><li>Cancellations less than 48 hours before departure are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dikirim lewat e-mail, umumnya dalam 48 jam, setelah kursi kapal terkonfirmasi. Anda akan menerima ID pemesanan, jam jemput dan nama sopir di Nusa Penida.</p>",
      en: "<p>Confirmation is sent by e-mail, usually within 48 hours, once boat seats are secured. You will receive your booking ID, pickup time and the name of your Nusa Penida driver.</p>",
    },
    packages: [
      {
        name: { id: "Tur pribadi sisi timur", en: "Private east coast tour" },
        detail: {
          id: "<p>Mobil pribadi untuk rombongan Anda (hingga 6 orang), termasuk kapal cepat, makan siang dan semua tiket masuk pantai. Tiket naik Rumah Pohon dibayar sendiri di tempat.</p>",
          en: "<p>A private car for your party (up to 6 people), including fast boat, lunch and all beach entrance fees. The ticket to climb the Tree House is paid on the spot.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1150000, price_usd: 72, minimal: 2 },
          { name: { id: "Anak (3–10 tahun)", en: "Child (3–10 years)" }, price_idr: 900000, price_usd: 56, minimal: 0 },
        ],
      },
    ],
    scenes: ["cliff", "sea", "boat"],
  },
  {
    code: "BT0903",
    slug: "nusa-lembongan-ceningan-island-day-trip",
    typeId: 9,
    regency: "klungkung",
    name: {
      id: "Tur Sehari Nusa Lembongan & Ceningan",
      en: "Nusa Lembongan & Ceningan Day Trip",
    },
    short_des: {
      id: "Hari santai di dua pulau kecil: menyusuri hutan bakau dengan perahu, ombak Devil's Tear, Jembatan Kuning dan Blue Lagoon di Ceningan, lalu makan siang di beach club.",
      en: "An easy day on two small islands: a boat ride through the mangroves, the waves of Devil's Tear, the Yellow Bridge and Ceningan's Blue Lagoon, then lunch at a beach club.",
    },
    location: { id: "Nusa Lembongan, Klungkung", en: "Nusa Lembongan, Klungkung" },
    duration_hours: 10,
    cancelation_hours: 48,
    start_time: "08:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Kapal cepat hanya sekitar 30 menit dari Sanur</li><li>Perahu dayung tradisional melintasi hutan bakau Lembongan</li><li>Semburan ombak Devil's Tear dan teluk Dream Beach</li><li>Menyeberangi Jembatan Kuning ke Nusa Ceningan dan melihat Blue Lagoon</li><li>Makan siang dan waktu berenang di kolam beach club</li></ul>",
      en: "<ul><li>Only about 30 minutes by fast boat from Sanur</li><li>A traditional punt boat through the Lembongan mangrove forest</li><li>Spray from the waves at Devil's Tear and the cove of Dream Beach</li><li>Cross the Yellow Bridge to Nusa Ceningan and see the Blue Lagoon</li><li>Lunch and pool time at a beach club</li></ul>",
    },
    activity_des: {
      id: "<p>Nusa Lembongan adalah pulau paling mudah dijangkau dari Bali dan cocok untuk Anda yang ingin suasana pulau tanpa perjalanan darat yang panjang. Kapal cepat berangkat dari Sanur sekitar pukul 08:30 dan tiba di Jungutbatu atau Mushroom Bay setengah jam kemudian. Di pulau, Anda berkeliling dengan mobil bak terbuka atau minibus kecil, kendaraan yang biasa dipakai di jalan-jalan sempit Lembongan.</p><p>Pertama kita ke hutan bakau di utara pulau. Tukang perahu mendayung perahu kayu melewati lorong akar bakau selama sekitar 30 menit; airnya tenang dan teduh. Setelah itu kita ke pantai selatan untuk Devil's Tear, tempat ombak menghantam karang dan menyemburkan air ke udara, lalu Dream Beach di sebelahnya. Kemudian kita menyeberangi Jembatan Kuning yang hanya untuk pejalan kaki dan motor ke Nusa Ceningan, dan melihat Blue Lagoon, teluk kecil dengan air biru kehijauan di antara tebing.</p><p>Makan siang disajikan di beach club di Mushroom Bay, dengan kolam renang dan kursi santai yang boleh Anda pakai sampai kapal pulang pukul 15:30–16:00. Bila memilih paket snorkeling, Anda akan lebih dulu snorkeling sekitar satu jam di dua titik dekat Lembongan sebelum makan siang.</p>",
      en: "<p>Nusa Lembongan is the easiest island to reach from Bali and suits anyone who wants island life without long drives. The fast boat leaves Sanur around 08:30 and lands at Jungutbatu or Mushroom Bay half an hour later. On the island you get around by open-back truck or small minibus, the usual transport on Lembongan's narrow lanes.</p><p>First we visit the mangrove forest in the north of the island. A boatman punts a wooden boat through the tunnels of roots for about 30 minutes; the water is calm and shady. Then we head to the south coast for Devil's Tear, where waves smash into the rocks and throw spray into the air, and neighbouring Dream Beach. Next we cross the Yellow Bridge, open only to walkers and motorbikes, to Nusa Ceningan and look down on the Blue Lagoon, a small turquoise inlet between the cliffs.</p><p>Lunch is at a beach club at Mushroom Bay, with a pool and sunbeds you can use until the return boat at 15:30–16:00. If you choose a snorkelling package, you first snorkel for about an hour at two spots near Lembongan before lunch.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Kapal cepat pulang-pergi Sanur–Lembongan",
        "Transportasi darat di Lembongan dan Ceningan",
        "Perahu di hutan bakau",
        "Makan siang dan akses kolam di beach club",
        "Peralatan snorkeling dan pelampung (paket snorkeling)",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Return fast boat Sanur–Lembongan",
        "Land transport on Lembongan and Ceningan",
        "Mangrove boat ride",
        "Lunch and pool access at a beach club",
        "Snorkel gear and life jacket (snorkelling packages)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang dan handuk",
        "Tabir surya yang ramah terumbu karang",
        "Topi dan kacamata hitam",
        "Sandal yang boleh basah",
        "Uang tunai untuk minuman di beach club",
      ],
      en: [
        "Swimwear and a towel",
        "Reef-safe sunscreen",
        "Hat and sunglasses",
        "Sandals that can get wet",
        "Cash for drinks at the beach club",
      ],
    },
    pickup_time: {
      id: "06:45–07:30, tergantung lokasi hotel",
      en: "06:45–07:30, depending on your hotel area",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau kantor kapal di Jalan Hang Tuah, Sanur, pukul 08:00",
      en: "Your hotel lobby, or the boat office on Jalan Hang Tuah, Sanur, at 08:00",
    },
    how_to_use: {
      id: "<ol><li>Tunjukkan e-mail konfirmasi kepada sopir saat penjemputan.</li><li>Di kantor kapal di Sanur Anda mendapat gelang penumpang; pakai sampai kembali.</li><li>Pemandu kami menyambut Anda saat kapal tiba di Lembongan.</li></ol>",
      en: "<ol><li>Show the confirmation e-mail to the driver at pickup.</li><li>At the boat office in Sanur you receive a passenger wristband; keep it on until you are back.</li><li>Our guide meets you as the boat lands on Lembongan.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Kapal di Lembongan merapat di pantai; siapkan diri untuk turun ke air setinggi betis.</li><li>Jangan terlalu dekat ke tepi tebing di Devil's Tear; ombak besar bisa datang tiba-tiba.</li><li>Sebagian pengunjung melompat dari tebing di Blue Lagoon. Ini tidak termasuk tur dan kami tidak menyarankannya.</li><li>Pembatalan kurang dari 48 jam sebelum keberangkatan dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Boats land on the beach at Lembongan; be ready to step into calf-deep water.</li><li>Keep well back from the edge at Devil's Tear; big waves can arrive without warning.</li><li>Some visitors jump from the cliffs at the Blue Lagoon. It is not part of the tour and we advise against it.</li><li>Cancellations less than 48 hours before departure are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Setelah memesan, Anda menerima e-mail konfirmasi dengan ID pemesanan dan jam jemput, biasanya dalam 48 jam. Bila kapal penuh pada tanggal pilihan Anda, kami akan menawarkan tanggal lain.</p>",
      en: "<p>After booking you receive a confirmation e-mail with your booking ID and pickup time, usually within 48 hours. If the boat is full on your chosen date, we will offer another date.</p>",
    },
    packages: [
      {
        name: { id: "Tur pulau", en: "Island tour" },
        detail: {
          id: "<p>Kapal cepat, hutan bakau, Devil's Tear, Dream Beach, Jembatan Kuning, Blue Lagoon dan makan siang di beach club. Tur bergabung, maksimal 14 orang.</p>",
          en: "<p>Fast boat, mangroves, Devil's Tear, Dream Beach, the Yellow Bridge, the Blue Lagoon and lunch at a beach club. Shared tour, up to 14 people.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          {
            name: { id: "Anak (3–10 tahun)", en: "Child (3–10 years)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tur pulau + snorkeling", en: "Island tour + snorkelling" },
        detail: {
          id: "<p>Semua isi tur pulau, ditambah sekitar satu jam snorkeling di dua titik dekat Lembongan dengan perahu bersama. Peralatan dan pelampung tersedia.</p>",
          en: "<p>Everything in the island tour, plus about an hour of snorkelling at two spots near Lembongan on a shared boat. Gear and life jackets provided.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1050000, price_usd: 65.5, minimal: 1 },
          { name: { id: "Anak (6–10 tahun)", en: "Child (6–10 years)" }, price_idr: 800000, price_usd: 50, minimal: 0 },
        ],
      },
      {
        name: { id: "Tur pribadi + snorkeling", en: "Private tour + snorkelling" },
        detail: {
          id: "<p>Kendaraan di pulau dan perahu snorkeling hanya untuk rombongan Anda, dengan urutan kunjungan yang bisa diatur. Minimal 2 orang.</p>",
          en: "<p>Island vehicle and snorkelling boat for your party only, with the order of stops to suit you. Minimum 2 people.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1350000, price_usd: 84.5, minimal: 2 },
          {
            name: { id: "Anak (6–10 tahun)", en: "Child (6–10 years)" },
            price_idr: 1000000,
            price_usd: 62.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["boat", "sea", "underwater", "cliff"],
  },
  {
    code: "BT0904",
    slug: "menjangan-island-snorkeling-temple-trip",
    typeId: 9,
    regency: "buleleng",
    name: {
      id: "Pulau Menjangan: Snorkeling & Pura di Taman Nasional Bali Barat",
      en: "Menjangan Island: Snorkelling & Temples in West Bali National Park",
    },
    short_des: {
      id: "Perahu dari Labuhan Lalang ke Pulau Menjangan untuk snorkeling di dinding karang terbaik Bali dan mengunjungi pura dengan patung Ganesha di tepi laut.",
      en: "A boat from Labuhan Lalang to Menjangan Island to snorkel some of Bali's best coral walls and visit the seaside temple with its Ganesha statue.",
    },
    location: {
      id: "Taman Nasional Bali Barat, Gerokgak, Buleleng",
      en: "West Bali National Park, Gerokgak, Buleleng",
    },
    duration_hours: 14,
    cancelation_hours: 48,
    start_time: "09:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Air jernih dan dinding karang yang turun tajam, sering dengan jarak pandang lebih dari 20 meter</li><li>Dua titik snorkeling dengan ikan karang, kipas laut dan kadang penyu</li><li>Pura Segara Giri Dharma Kencana dan patung Ganesha menghadap laut</li><li>Rusa menjangan yang berkeliaran di pantai</li></ul>",
      en: "<ul><li>Clear water and steep coral walls, often with more than 20 metres of visibility</li><li>Two snorkelling spots with reef fish, sea fans and sometimes turtles</li><li>The Segara Giri Dharma Kencana temple and its Ganesha statue facing the sea</li><li>Wild Javan deer wandering on the beach</li></ul>",
    },
    activity_des: {
      id: "<p>Pulau Menjangan adalah pulau tak berpenghuni di dalam Taman Nasional Bali Barat, di ujung barat laut Bali. Karena terlindung dan jauh dari sungai besar, airnya biasanya sangat jernih dan terumbu karangnya termasuk yang paling terjaga di Bali. Perahu berangkat dari dermaga Labuhan Lalang, sekitar 3,5 jam berkendara dari Bali selatan atau 1 jam dari Lovina.</p><p>Di dermaga, pemandu taman nasional bergabung dengan kelompok Anda, dan perahu kayu menyeberang dalam 30–40 menit. Titik snorkeling pertama biasanya di sisi selatan pulau, tempat rataan karang dangkal tiba-tiba turun menjadi dinding yang dalam. Setelah itu Anda singgah di pulau untuk mengunjungi Pura Segara Giri Dharma Kencana dengan patung Ganesha besar menghadap laut; di sini Anda wajib memakai kain dan selendang yang kami sediakan.</p><p>Makan siang berupa nasi kotak dinikmati di pantai atau di perahu, lalu snorkeling di titik kedua sebelum kembali ke Labuhan Lalang sekitar pukul 14:30. Perjalanan pulang ke Bali selatan memakan waktu sekitar 3,5 jam, sehingga Anda tiba di hotel sekitar pukul 18:30–19:30.</p>",
      en: "<p>Menjangan is an uninhabited island inside West Bali National Park, at Bali's north-west tip. Sheltered and far from any big river, its water is usually very clear and its reefs are among the best preserved in Bali. Boats leave from the jetty at Labuhan Lalang, about 3.5 hours' drive from south Bali or 1 hour from Lovina.</p><p>At the jetty a national park guide joins your group and a wooden boat crosses in 30–40 minutes. The first snorkelling stop is usually on the south side of the island, where a shallow reef flat suddenly drops into a deep wall. Afterwards you land on the island to visit the Segara Giri Dharma Kencana temple, with its large Ganesha statue looking out to sea; a sarong and sash are required here and we provide them.</p><p>A boxed lunch is eaten on the beach or on the boat, then you snorkel a second spot before returning to Labuhan Lalang around 14:30. The drive back to south Bali takes about 3.5 hours, so you reach your hotel around 18:30–19:30.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel sesuai paket",
        "Perahu pulang-pergi Labuhan Lalang–Menjangan",
        "Tiket masuk taman nasional dan pemandu taman nasional wajib",
        "Peralatan snorkeling, pelampung dan fin",
        "Makan siang nasi kotak dan air mineral",
        "Kain dan selendang untuk masuk pura",
      ],
      en: [
        "Hotel pickup and drop-off as per package",
        "Return boat Labuhan Lalang–Menjangan",
        "National park entrance and the compulsory park guide",
        "Snorkel, mask, fins and life jacket",
        "Boxed lunch and bottled water",
        "Sarong and sash for the temple",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang dan handuk",
        "Kaos renang lengan panjang atau rash guard",
        "Tabir surya ramah terumbu karang",
        "Jaket tipis untuk perjalanan pagi",
        "Obat anti mabuk perjalanan untuk jalan berkelok",
        "Uang tunai untuk kopi dan camilan",
      ],
      en: [
        "Swimwear and a towel",
        "A long-sleeved swim shirt or rash guard",
        "Reef-safe sunscreen",
        "A light jacket for the early drive",
        "Travel-sickness tablets for the winding road",
        "Cash for coffee and snacks",
      ],
    },
    pickup_time: {
      id: "05:00–05:30 dari Bali selatan dan Ubud; 08:15 dari Lovina; 08:45 dari Pemuteran",
      en: "05:00–05:30 from south Bali and Ubud; 08:15 from Lovina; 08:45 from Pemuteran",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau dermaga Labuhan Lalang pukul 09:15 bila datang sendiri",
      en: "Your hotel lobby, or Labuhan Lalang jetty at 09:15 if you come on your own",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada sopir. Di Labuhan Lalang, sopir mengurus tiket taman nasional dan memperkenalkan Anda kepada pemandu perahu. Ukuran fin dicoba di dermaga sebelum berangkat.</p>",
      en: "<p>Show your booking ID to the driver. At Labuhan Lalang the driver handles the national park tickets and introduces you to the boat guide. Fins are fitted at the jetty before departure.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Snorkeling di Menjangan berada di atas air dalam; peserta harus nyaman berenang dengan pelampung.</li><li>Jangan menginjak atau menyentuh karang, dan jangan memberi makan rusa.</li><li>Dari Bali selatan hari ini panjang, sekitar 7 jam di mobil pulang-pergi. Bila memungkinkan, menginaplah semalam di Pemuteran atau Lovina.</li><li>Pembatalan kurang dari 48 jam sebelum keberangkatan dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Snorkelling at Menjangan is over deep water; you should be comfortable swimming with a life jacket.</li><li>Do not stand on or touch the coral, and do not feed the deer.</li><li>From south Bali this is a long day, about 7 hours in the car in total. If you can, stay a night in Pemuteran or Lovina.</li><li>Cancellations less than 48 hours before departure are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, berisi ID pemesanan dan jam jemput. Pada hari libur besar kuota perahu taman nasional terbatas, jadi pesanlah beberapa hari sebelumnya.</p>",
      en: "<p>Confirmation is sent by e-mail, usually within 48 hours, with your booking ID and pickup time. On public holidays national park boat quotas are limited, so book a few days ahead.</p>",
    },
    packages: [
      {
        name: { id: "Dari Bali selatan atau Ubud", en: "From south Bali or Ubud" },
        detail: {
          id: "<p>Penjemputan pukul 05:00–05:30 di Kuta, Seminyak, Canggu, Sanur, Nusa Dua, Jimbaran atau Ubud dengan mobil ber-AC. Bergabung dengan tamu lain di perahu (maksimal 10 orang).</p>",
          en: "<p>Pickup at 05:00–05:30 from Kuta, Seminyak, Canggu, Sanur, Nusa Dua, Jimbaran or Ubud in an air-conditioned car. Shared boat with other guests (up to 10 people).</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1450000, price_usd: 90.5, minimal: 2 },
          {
            name: { id: "Anak (6–11 tahun)", en: "Child (6–11 years)" },
            price_idr: 1050000,
            price_usd: 65.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Dari Lovina atau Pemuteran", en: "From Lovina or Pemuteran" },
        detail: {
          id: "<p>Untuk tamu yang menginap di pantai utara. Penjemputan pukul 08:15 di Lovina atau 08:45 di Pemuteran, kembali ke hotel sekitar pukul 15:30–16:30.</p>",
          en: "<p>For guests staying on the north coast. Pickup at 08:15 in Lovina or 08:45 in Pemuteran, back at your hotel around 15:30–16:30.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          {
            name: { id: "Anak (6–11 tahun)", en: "Child (6–11 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "boat", "temple-gate", "sea"],
  },
  {
    code: "BT0905",
    slug: "nusa-penida-two-day-island-escape",
    typeId: 9,
    regency: "klungkung",
    name: {
      id: "Nusa Penida 2 Hari 1 Malam: Pantai Barat & Timur",
      en: "Nusa Penida 2 Days 1 Night: West & East Coasts",
    },
    short_des: {
      id: "Dua hari tanpa terburu-buru di Nusa Penida: pantai barat hari pertama, matahari terbenam di Crystal Bay, menginap di pulau, lalu Diamond Beach dan Atuh pada hari kedua.",
      en: "Two unhurried days on Nusa Penida: the west coast on day one, sunset at Crystal Bay, a night on the island, then Diamond Beach and Atuh on day two.",
    },
    location: { id: "Nusa Penida, Klungkung", en: "Nusa Penida, Klungkung" },
    duration_hours: 36,
    cancelation_hours: 72,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Melihat sisi barat dan timur pulau tanpa jadwal yang padat</li><li>Matahari terbenam di Crystal Bay, saat kapal-kapal wisata sudah pulang</li><li>Menginap semalam di bungalow atau vila dekat pantai</li><li>Tiba di Kelingking lebih pagi pada hari kedua, sebelum rombongan dari Bali datang</li></ul>",
      en: "<ul><li>Both the west and east sides of the island without a rushed schedule</li><li>Sunset at Crystal Bay after the day-trip boats have gone</li><li>A night in a bungalow or villa close to the beach</li><li>Quieter viewpoints before the day-trippers from Bali arrive</li></ul>",
    },
    activity_des: {
      id: "<p>Tur sehari ke Nusa Penida sering terasa terburu-buru karena jalan di pulau sempit dan berkelok. Dengan menginap satu malam, Anda bisa melihat kedua sisi pulau dengan tenang dan menikmati suasana sore ketika kapal-kapal wisata sudah kembali ke Bali.</p><p><strong>Hari 1:</strong> penjemputan di hotel, kapal cepat dari Sanur pukul 08:00, lalu Kelingking, Broken Beach dan Angel's Billabong dengan makan siang di perjalanan. Sore hari check-in di penginapan di sekitar Ped atau Crystal Bay, lalu kembali ke Crystal Bay untuk matahari terbenam. Makan malam bebas; sopir dapat merekomendasikan warung ikan bakar di sekitar Ped.</p><p><strong>Hari 2:</strong> sarapan di penginapan, check-out pukul 08:00, lalu ke sisi timur: Diamond Beach, berenang di Pantai Atuh dan Rumah Pohon Molenteng dengan pemandangan Pulau Seribu. Makan siang di Atuh, lalu kapal pulang pukul 16:00 ke Sanur dan pengantaran ke hotel Anda.</p>",
      en: "<p>A day trip to Nusa Penida often feels rushed because the island's roads are narrow and winding. With one night on the island you see both sides at an easy pace and enjoy the late afternoon after the tour boats have returned to Bali.</p><p><strong>Day 1:</strong> hotel pickup, fast boat from Sanur at 08:00, then Kelingking, Broken Beach and Angel's Billabong with lunch on the way. In the afternoon you check in near Ped or Crystal Bay and return to Crystal Bay for sunset. Dinner is at your own choice; the driver can suggest a grilled-fish warung around Ped.</p><p><strong>Day 2:</strong> breakfast at your accommodation, check-out at 08:00, then the east side: Diamond Beach, a swim at Atuh Beach and the Molenteng Tree House overlooking the Thousand Islands. Lunch at Atuh, then the 16:00 boat back to Sanur and drop-off at your hotel.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Kapal cepat pulang-pergi Sanur–Nusa Penida",
        "Mobil pribadi dengan sopir berbahasa Inggris selama dua hari",
        "Satu malam menginap dengan sarapan",
        "Dua kali makan siang",
        "Tiket masuk, parkir dan retribusi pariwisata Nusa Penida",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Return fast boat Sanur–Nusa Penida",
        "Private car with English-speaking driver for both days",
        "One night's accommodation with breakfast",
        "Two lunches",
        "Entrance fees, parking and the Nusa Penida tourist levy",
      ],
    },
    whattobring: {
      id: [
        "Tas kecil untuk satu malam; koper besar dapat dititipkan di kantor kami di Sanur",
        "Pakaian renang, handuk dan baju ganti",
        "Sepatu atau sandal yang tidak licin",
        "Tabir surya, topi dan obat nyamuk",
        "Uang tunai rupiah untuk makan malam; ATM di pulau terbatas",
      ],
      en: [
        "A small overnight bag; big suitcases can be left at our Sanur office",
        "Swimwear, a towel and a change of clothes",
        "Shoes or sandals with good grip",
        "Sunscreen, a hat and insect repellent",
        "Rupiah cash for dinner; ATMs on the island are few",
      ],
    },
    pickup_time: {
      id: "Hari 1 pukul 06:30–07:00, tergantung lokasi hotel",
      en: "Day 1 at 06:30–07:00, depending on your hotel area",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket kapal di Pantai Matahari Terbit, Sanur, pukul 07:30",
      en: "Your hotel lobby, or the boat counter at Matahari Terbit beach, Sanur, at 07:30",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir saat penjemputan. Voucher penginapan dipegang oleh sopir pulau dan diserahkan saat check-in; Anda cukup menunjukkan paspor di resepsionis.</p>",
      en: "<p>Show the confirmation e-mail to the driver at pickup. The accommodation voucher is held by your island driver and handed over at check-in; you only need to show your passport at reception.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Penginapan di Nusa Penida sederhana dibandingkan Bali selatan; listrik dan air panas kadang terputus sebentar.</li><li>Tarif per orang berlaku untuk kamar berdua. Tamu yang sendirian membayar tambahan kamar tunggal.</li><li>Bila kapal dibatalkan karena cuaca, kami menjadwalkan ulang atau mengembalikan dana penuh.</li><li>Pembatalan kurang dari 72 jam sebelum keberangkatan dikenakan biaya 50% karena kamar sudah dibayar; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Accommodation on Nusa Penida is simple compared with south Bali; power and hot water can occasionally go off for a while.</li><li>Per-person prices are for two sharing a room. Solo travellers pay the single supplement.</li><li>If the boat is cancelled because of the weather, we reschedule or refund in full.</li><li>Cancellations less than 72 hours before departure are charged 50% because the room is prepaid; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami mengonfirmasi kapal dan kamar lalu mengirim e-mail dengan ID pemesanan, nama penginapan dan jam jemput, biasanya dalam 48 jam. Pada musim ramai (Juli–Agustus dan akhir tahun) pesanlah setidaknya seminggu sebelumnya.</p>",
      en: "<p>We confirm the boat and the room, then e-mail your booking ID, the name of your accommodation and your pickup time, usually within 48 hours. In high season (July–August and the year-end holidays) book at least a week ahead.</p>",
    },
    packages: [
      {
        name: { id: "Bungalow standar", en: "Standard bungalow" },
        detail: {
          id: "<p>Bungalow sederhana dan bersih dengan AC, kamar mandi dalam dan kolam renang bersama, 5–10 menit dari Crystal Bay.</p>",
          en: "<p>A simple, clean bungalow with air-conditioning, private bathroom and a shared pool, 5–10 minutes from Crystal Bay.</p>",
        },
        products: [
          {
            name: { id: "Per orang (kamar berdua)", en: "Per person (twin share)" },
            price_idr: 2950000,
            price_usd: 184.5,
            minimal: 2,
          },
          {
            name: { id: "Anak (3–10 tahun, sekamar orang tua)", en: "Child (3–10 years, in parents' room)" },
            price_idr: 1600000,
            price_usd: 100,
            minimal: 0,
          },
          {
            name: { id: "Tambahan kamar tunggal", en: "Single supplement" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Vila pemandangan laut", en: "Sea-view villa" },
        detail: {
          id: "<p>Vila dengan teras menghadap laut di tebing dekat Ped, kolam renang dan sarapan diantar ke kamar.</p>",
          en: "<p>A villa with a sea-view terrace on the clifftop near Ped, a pool and breakfast served in your room.</p>",
        },
        products: [
          {
            name: { id: "Per orang (kamar berdua)", en: "Per person (twin share)" },
            price_idr: 3900000,
            price_usd: 244,
            minimal: 2,
          },
          {
            name: { id: "Anak (3–10 tahun, sekamar orang tua)", en: "Child (3–10 years, in parents' room)" },
            price_idr: 1900000,
            price_usd: 119,
            minimal: 0,
          },
          {
            name: { id: "Tambahan kamar tunggal", en: "Single supplement" },
            price_idr: 1100000,
            price_usd: 69,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["beach-dusk", "cliff", "boat", "sea"],
  },
  {
    code: "BT0906",
    slug: "nusa-penida-temple-pilgrimage-day-trip",
    typeId: 9,
    regency: "klungkung",
    name: {
      id: "Tirta Yatra Nusa Penida: Pura Dalem Ped, Goa Giri Putri & Pura Paluang",
      en: "Nusa Penida Temple Pilgrimage: Dalem Ped, Giri Putri Cave & Paluang",
    },
    short_des: {
      id: "Perjalanan spiritual ke tiga pura penting di Nusa Penida bersama pemandu Bali, termasuk sembahyang di Pura Dalem Ped dan masuk ke gua Pura Goa Giri Putri.",
      en: "A spiritual day to three important temples on Nusa Penida with a Balinese guide, including prayers at Dalem Ped and the cave temple of Goa Giri Putri.",
    },
    location: { id: "Nusa Penida, Klungkung", en: "Nusa Penida, Klungkung" },
    duration_hours: 11,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Pura Dalem Ped, salah satu pura yang paling banyak dikunjungi peziarah dari seluruh Bali</li><li>Merangkak melewati celah sempit ke gua besar Pura Goa Giri Putri</li><li>Pura Paluang dengan pelinggih berbentuk mobil yang unik</li><li>Pemandu Bali yang menjelaskan makna setiap pura dan tata cara bersembahyang</li></ul>",
      en: "<ul><li>Pura Dalem Ped, one of the temples most visited by pilgrims from all over Bali</li><li>Crawl through a narrow opening into the great cavern of Goa Giri Putri</li><li>Pura Paluang and its unusual car-shaped shrines</li><li>A Balinese guide who explains each temple and how to take part in prayers</li></ul>",
    },
    activity_des: {
      id: "<p>Bagi orang Bali, Nusa Penida adalah pulau yang angker sekaligus suci, dan banyak keluarga Bali menyeberang ke sini untuk tirta yatra, perjalanan sembahyang ke pura-pura pulau. Tur ini mengikuti rute tersebut dengan pemandu Bali yang mendampingi Anda sejak dari Sanur.</p><p>Dari pelabuhan kita menuju Pura Dalem Ped di Desa Ped, pura yang dikaitkan dengan Ratu Gede Mas Mecaling. Pemandu menjelaskan susunan halaman pura, dan bila Anda mau, Anda dapat ikut bersembahyang dan menerima tirta (air suci) dari pemangku. Selanjutnya kita ke Pura Goa Giri Putri di Desa Karangsari: setelah menaiki sekitar 110 anak tangga, Anda masuk lewat celah batu yang sempit, lalu gua terbuka menjadi ruang besar dengan beberapa tempat sembahyang di dalamnya.</p><p>Setelah makan siang, kita ke Pura Paluang di Desa Karangdawa, dekat Kelingking, yang terkenal dengan pelinggih berbentuk mobil. Bila waktu dan kondisi memungkinkan, kita singgah sebentar di Crystal Bay sebelum kapal pukul 16:00 kembali ke Sanur.</p>",
      en: "<p>To the Balinese, Nusa Penida is both a fearsome and a holy island, and many Balinese families cross over for tirta yatra, a pilgrimage to the island's temples. This tour follows that route with a Balinese guide who stays with you from Sanur onwards.</p><p>From the harbour we go to Pura Dalem Ped in Ped village, the temple associated with Ratu Gede Mas Mecaling. Your guide explains the layout of the courtyards and, if you wish, you can join the prayers and receive holy water from the temple priest. Next is Pura Goa Giri Putri in Karangsari village: after climbing about 110 steps you squeeze through a narrow gap in the rock, and the cave opens into a huge chamber with several shrines inside.</p><p>After lunch we drive to Pura Paluang in Karangdawa village, near Kelingking, known for its car-shaped shrines. If time and conditions allow, we stop briefly at Crystal Bay before the 16:00 boat back to Sanur.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Kapal cepat pulang-pergi Sanur–Nusa Penida",
        "Mobil ber-AC dan pemandu Bali berbahasa Inggris",
        "Kain, selendang dan udeng (ikat kepala) untuk dipinjam",
        "Donasi pura, parkir dan retribusi pariwisata Nusa Penida",
        "Makan siang dan air mineral",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Return fast boat Sanur–Nusa Penida",
        "Air-conditioned car and English-speaking Balinese guide",
        "Sarong, sash and udeng headcloth to borrow",
        "Temple donations, parking and the Nusa Penida tourist levy",
        "Lunch and bottled water",
      ],
    },
    whattobring: {
      id: [
        "Atasan putih atau sopan yang menutup bahu",
        "Sandal yang mudah dilepas di pura",
        "Senter kecil atau lampu ponsel untuk di gua",
        "Pakaian ganti; lantai gua bisa lembap",
        "Uang kecil untuk punia (sumbangan) tambahan bila Anda ingin",
      ],
      en: [
        "A white or modest top that covers your shoulders",
        "Sandals that are easy to slip off at temples",
        "A small torch or your phone light for the cave",
        "A change of clothes; the cave floor can be damp",
        "Small notes for an extra offering donation if you wish",
      ],
    },
    pickup_time: {
      id: "06:00–06:45, tergantung lokasi hotel",
      en: "06:00–06:45, depending on your hotel area",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket kapal di Pantai Matahari Terbit, Sanur, pukul 07:30",
      en: "Your hotel lobby, or the boat counter at Matahari Terbit beach, Sanur, at 07:30",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada pemandu saat penjemputan. Pemandu akan membantu Anda memakai kain dan selendang sebelum masuk pura pertama dan mengajarkan cara sederhana menghaturkan canang.</p>",
      en: "<p>Show your booking ID to the guide at pickup. Before the first temple the guide helps you put on your sarong and sash and shows you the simple way to present a canang offering.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Sesuai adat Bali, perempuan yang sedang haid tidak masuk ke area utama pura; pemandu akan menemani Anda menunggu di luar.</li><li>Celah masuk Goa Giri Putri sempit dan rendah. Tidak cocok bagi yang takut ruang sempit atau memiliki masalah punggung.</li><li>Pada hari upacara besar (piodalan), pura sangat ramai dan urutan kunjungan dapat berubah.</li><li>Pembatalan kurang dari 48 jam sebelum keberangkatan dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>By Balinese custom, women who are menstruating do not enter the inner temple areas; your guide will wait outside with you.</li><li>The entrance to Goa Giri Putri is narrow and low. It is not suitable if you dislike tight spaces or have back problems.</li><li>On major ceremony days (piodalan) the temples are very busy and the order of visits may change.</li><li>Cancellations less than 48 hours before departure are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi lewat e-mail, biasanya dalam 48 jam, berisi ID pemesanan, jam jemput dan nama pemandu. Bila tanggal Anda bertepatan dengan upacara besar, kami akan memberi tahu dalam e-mail tersebut.</p>",
      en: "<p>Confirmation by e-mail, usually within 48 hours, with your booking ID, pickup time and your guide's name. If your date falls on a major ceremony, we will let you know in that e-mail.</p>",
    },
    packages: [
      {
        name: { id: "Tirta yatra dengan pemandu", en: "Guided pilgrimage" },
        detail: {
          id: "<p>Tur pribadi dengan pemandu Bali untuk rombongan Anda, mengunjungi Pura Dalem Ped, Pura Goa Giri Putri dan Pura Paluang. Banten untuk sembahyang dapat ditambahkan; kami menyiapkannya bersama keluarga setempat.</p>",
          en: "<p>A private tour with a Balinese guide for your party, visiting Pura Dalem Ped, Goa Giri Putri and Pura Paluang. Offerings for prayer can be added; we prepare them with a local family.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1050000, price_usd: 65.5, minimal: 2 },
          { name: { id: "Anak (6–10 tahun)", en: "Child (6–10 years)" }, price_idr: 800000, price_usd: 50, minimal: 0 },
          {
            name: { id: "Banten sembahyang (per keluarga)", en: "Prayer offerings (per family)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["temple-gate", "boat", "cliff"],
  },
  {
    code: "BT0907",
    slug: "tanjung-benoa-glass-bottom-boat-turtle-island",
    typeId: 9,
    regency: "denpasar",
    name: {
      id: "Perahu Kaca Tanjung Benoa ke Pulau Penyu (Serangan)",
      en: "Glass-Bottom Boat from Tanjung Benoa to Turtle Island (Serangan)",
    },
    short_des: {
      id: "Perjalanan singkat dengan perahu berlantai kaca dari Tanjung Benoa ke Pulau Serangan untuk melihat terumbu karang dan pusat konservasi penyu TCEC.",
      en: "A short glass-bottom boat ride from Tanjung Benoa to Serangan Island to look at the reef and visit the TCEC turtle conservation centre.",
    },
    location: {
      id: "Tanjung Benoa (Badung) – Pulau Serangan, Denpasar",
      en: "Tanjung Benoa (Badung) – Serangan Island, Denpasar",
    },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Melihat ikan dan karang lewat lantai kaca tanpa harus basah</li><li>Mengunjungi Turtle Conservation and Education Centre (TCEC) di Pulau Serangan</li><li>Tukik dan penyu yang sedang dirawat, dengan penjelasan dari staf pusat konservasi</li><li>Kegiatan singkat yang pas untuk pagi hari bersama anak-anak</li></ul>",
      en: "<ul><li>Watch fish and coral through the glass floor without getting wet</li><li>Visit the Turtle Conservation and Education Centre (TCEC) on Serangan Island</li><li>Hatchlings and turtles in care, explained by the centre's staff</li><li>A short outing that fits a morning with children</li></ul>",
    },
    activity_des: {
      id: "<p>Pulau Serangan, yang sering disebut Pulau Penyu, terletak di seberang laguna dari Tanjung Benoa. Perahu berlantai kaca berangkat dari pantai Tanjung Benoa pukul 09:00, saat angin masih tenang. Dalam perjalanan sekitar 20 menit, perahu melambat di atas karang dangkal agar Anda bisa melihat ikan dan karang dari balik kaca.</p><p>Di Serangan Anda berjalan ke Turtle Conservation and Education Centre (TCEC), pusat konservasi yang didukung pemerintah dan organisasi lingkungan. Di sini telur penyu dari pantai-pantai Bali ditetaskan dan tukik dilepas ke laut, sementara penyu yang terluka dirawat sampai bisa kembali ke alam. Staf TCEC menjelaskan jenis-jenis penyu di perairan Bali dan ancaman yang mereka hadapi. Kami sengaja tidak mengunjungi penangkaran swasta yang membiarkan pengunjung menggendong penyu.</p><p>Setelah sekitar 45 menit di pulau, perahu membawa Anda kembali ke Tanjung Benoa. Bila memilih paket snorkeling, Anda berhenti satu jam di karang depan Tanjung Benoa sebelum mendarat. Waktu pengantaran ke hotel sekitar pukul 12:00–13:00.</p>",
      en: "<p>Serangan Island, often called Turtle Island, lies across the lagoon from Tanjung Benoa. The glass-bottom boat leaves the beach at Tanjung Benoa at 09:00, while the wind is still calm. On the 20-minute ride the boat slows down over the shallow reef so you can watch the fish and coral through the glass.</p><p>On Serangan you walk to the Turtle Conservation and Education Centre (TCEC), a conservation centre supported by the government and environmental groups. Turtle eggs from Bali's beaches are hatched here and the hatchlings released to the sea, while injured turtles are cared for until they can go back to the wild. TCEC staff explain the turtle species found around Bali and the threats they face. We deliberately do not visit the private pens where visitors are allowed to hold turtles.</p><p>After about 45 minutes on the island the boat takes you back to Tanjung Benoa. With the snorkelling package you stop for an hour at the reef off Tanjung Benoa before landing. Drop-off at your hotel is around 12:00–13:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Nusa Dua, Jimbaran, Kuta, Legian, Seminyak dan Sanur",
        "Perahu berlantai kaca pulang-pergi dengan pelampung",
        "Kunjungan ke TCEC bersama pemandu",
        "Peralatan snorkeling (paket snorkeling)",
        "Air mineral",
      ],
      en: [
        "Hotel pickup and drop-off in Nusa Dua, Jimbaran, Kuta, Legian, Seminyak and Sanur",
        "Return glass-bottom boat ride with life jackets",
        "Guided visit to TCEC",
        "Snorkel gear (snorkelling package)",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Topi dan tabir surya",
        "Sandal",
        "Pakaian renang dan handuk bila ikut snorkeling",
        "Uang kecil untuk donasi di TCEC bila Anda ingin",
      ],
      en: [
        "Hat and sunscreen",
        "Sandals",
        "Swimwear and a towel if you are snorkelling",
        "Small notes for a donation at TCEC if you wish",
      ],
    },
    pickup_time: {
      id: "08:00–08:30, tergantung lokasi hotel",
      en: "08:00–08:30, depending on your hotel area",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau pusat water sport kami di Jalan Pratama, Tanjung Benoa, pukul 08:45",
      en: "Your hotel lobby, or our water sports centre on Jalan Pratama, Tanjung Benoa, at 08:45",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada sopir atau di meja kami di Tanjung Benoa. Anda akan diberi pelampung dan diantar ke perahu oleh nakhoda.</p>",
      en: "<p>Show your booking ID to the driver or at our desk in Tanjung Benoa. You will be given a life jacket and walked to the boat by the skipper.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Kejernihan air di laguna berubah-ubah; saat air surut atau setelah hujan, pemandangan dari lantai kaca bisa terbatas.</li><li>TCEC adalah pusat konservasi, bukan kebun binatang; menyentuh penyu tidak diperbolehkan.</li><li>Anak di bawah 3 tahun gratis di pangkuan orang tua tanpa kursi sendiri.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Water clarity in the lagoon varies; at low tide or after rain the view through the glass can be limited.</li><li>TCEC is a conservation centre, not a zoo; touching the turtles is not allowed.</li><li>Children under 3 travel free on a parent's lap without their own seat.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Biasanya kami mengonfirmasi dalam beberapa jam, paling lambat 48 jam, lewat e-mail berisi ID pemesanan dan jam jemput.</p>",
      en: "<p>We usually confirm within a few hours, and at the latest within 48 hours, by e-mail with your booking ID and pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Perahu kaca + Pulau Penyu", en: "Glass-bottom boat + Turtle Island" },
        detail: {
          id: "<p>Perahu bersama dengan tamu lain (hingga 10 orang), kunjungan ke TCEC, sekitar 2,5 jam termasuk penjemputan.</p>",
          en: "<p>Shared boat with other guests (up to 10 people) and a visit to TCEC, about 2.5 hours including transfers.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 250000, price_usd: 15.5, minimal: 1 },
          { name: { id: "Anak (3–11 tahun)", en: "Child (3–11 years)" }, price_idr: 175000, price_usd: 11, minimal: 0 },
        ],
      },
      {
        name: { id: "Perahu kaca + Pulau Penyu + snorkeling", en: "Glass-bottom boat + Turtle Island + snorkelling" },
        detail: {
          id: "<p>Seperti paket pertama, ditambah satu jam snorkeling di karang depan Tanjung Benoa dengan pendamping di air.</p>",
          en: "<p>As the first package, plus an hour of snorkelling on the reef off Tanjung Benoa with a guide in the water.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          { name: { id: "Anak (6–11 tahun)", en: "Child (6–11 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
      {
        name: { id: "Perahu pribadi", en: "Private boat" },
        detail: {
          id: "<p>Satu perahu kaca hanya untuk rombongan Anda, hingga 6 orang, dengan kunjungan ke TCEC dan waktu snorkeling sesuai keinginan.</p>",
          en: "<p>A glass-bottom boat for your party only, up to 6 people, with the TCEC visit and snorkelling time as you like.</p>",
        },
        products: [
          {
            name: { id: "Per perahu (hingga 6 orang)", en: "Per boat (up to 6 people)" },
            price_idr: 1200000,
            price_usd: 75,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["boat", "sea", "underwater"],
  },
];
