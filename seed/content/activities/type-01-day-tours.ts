import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every day tour. */
const PAYMENT: Localized<RichText> = {
  id: "<p>Tidak ada pembayaran di muka. Anda membayar pada hari tur kepada pengemudi kami, tunai atau transfer bank, <strong>hanya dalam rupiah</strong>. Kami tidak menerima uang tunai dalam dolar AS; harga dalam mata uang lain dihitung dengan kurs hari itu.</p><ul><li>Kartu Amex, Visa dan Mastercard bisa dipakai di kantor kami dengan biaya tambahan 3%.</li><li>Ingin membayar lewat PayPal, kartu kredit atau transfer bank sebelum hari tur? Pilih metode itu saat memesan, rinciannya kami kirim melalui e-mail.</li></ul>",
  en: "<p>Nothing to pay in advance. You pay on the day of the tour to our driver, in cash or by bank transfer, <strong>in rupiah only</strong>. We cannot accept cash in US dollars; prices in other currencies are converted at the day's rate.</p><ul><li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li><li>Prefer PayPal, credit card or bank transfer before the day? Choose it when you book and we will send the details by e-mail.</li></ul>",
};

/** How the booking is confirmed, the same for every day tour. */
const CONFIRMATION: Localized<RichText> = {
  id: "<p>Setelah pemesanan masuk, kami memeriksa ketersediaan pengemudi dan metode pembayaran Anda, lalu mengirim e-mail konfirmasi berisi nomor pemesanan (booking ID), umumnya dalam 48 jam. Jika belum ada di kotak masuk, periksa folder spam.</p><p>Sehari sebelum tur, pengemudi menghubungi Anda melalui WhatsApp untuk memastikan jam dan tempat penjemputan.</p>",
  en: "<p>Once your booking arrives, we check driver availability and your payment method, then e-mail you a confirmation with your booking ID, usually within 48 hours. If it is not in your inbox, please look in the spam folder.</p><p>The day before the tour, your driver contacts you on WhatsApp to confirm the pickup time and place.</p>",
};

export const dayTours: ActivitySeed[] = [
  {
    code: "BT0101",
    slug: "ubud-rice-terrace-and-monkey-forest-tour",
    typeId: 1,
    regency: "gianyar",
    name: {
      id: "Tur Ubud: Sawah Terasering Tegallalang dan Monkey Forest",
      en: "Ubud Tour: Tegallalang Rice Terraces and Monkey Forest",
    },
    short_des: {
      id: "Sehari penuh di Ubud dengan mobil pribadi: sawah Tegallalang, kebun kopi, Monkey Forest, Puri Ubud dan Pasar Seni Ubud.",
      en: "A full day around Ubud by private car: Tegallalang rice terraces, a coffee garden, the Monkey Forest, Ubud Palace and the art market.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 9,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Berjalan di pematang sawah terasering Tegallalang sebelum ramai</li><li>Mencicipi kopi dan teh Bali gratis di kebun kopi lokal</li><li>Bertemu ratusan monyet ekor panjang di Sacred Monkey Forest Sanctuary</li><li>Waktu bebas di Puri Ubud dan Pasar Seni Ubud</li><li>Mobil ber-AC dan pengemudi berbahasa Inggris hanya untuk rombongan Anda</li></ul>",
      en: "<ul><li>Walk the Tegallalang rice terraces before the crowds</li><li>Free tasting of Balinese coffee and teas at a local coffee garden</li><li>Meet hundreds of long-tailed macaques in the Sacred Monkey Forest Sanctuary</li><li>Free time at Ubud Palace and the Ubud Art Market</li><li>Air-conditioned car and English-speaking driver for your group only</li></ul>",
    },
    activity_des: {
      id: "<p>Pengemudi menjemput Anda di hotel sekitar pukul 08.00 dan langsung menuju Tegallalang, sekitar 20 menit di utara pusat Ubud. Pagi hari adalah waktu terbaik: cahaya masih lembut dan jalur di antara petak sawah belum padat. Anda bisa berjalan turun hingga ke dasar lembah dan naik lagi di sisi seberang, kira-kira 45 menit. Beberapa petani memungut sumbangan kecil di jalur mereka, siapkan uang receh.</p><p>Perjalanan berlanjut ke kebun kopi di daerah Tegallalang, tempat Anda melihat cara biji kopi disangrai secara tradisional dan mencicipi beberapa jenis kopi, teh serai dan cokelat. Mencicipi gratis; secangkir kopi luwak dijual terpisah dan tidak wajib.</p><p>Setelah makan siang di Ubud (pilih sendiri, pengemudi bisa merekomendasikan warung), Anda mengunjungi Sacred Monkey Forest Sanctuary, hutan suci seluas 12,5 hektare dengan tiga pura kuno dan lebih dari 1.000 ekor monyet. Sore hari ada waktu bebas di Puri Ubud dan Pasar Seni Ubud di seberangnya sebelum kembali ke hotel sekitar pukul 17.00–18.00, tergantung lalu lintas.</p>",
      en: "<p>Your driver collects you from your hotel around 08:00 and heads straight for Tegallalang, about 20 minutes north of central Ubud. Morning is the best time here: the light is soft and the paths between the paddies are still quiet. You can walk down to the bottom of the valley and up the other side in about 45 minutes. Some farmers ask a small donation to cross their section, so keep some small notes handy.</p><p>Next is a coffee garden near Tegallalang, where you see beans roasted the traditional way and taste a flight of coffees, lemongrass tea and cocoa. The tasting is free; a cup of civet (luwak) coffee is sold separately and entirely optional.</p><p>After lunch in Ubud (your choice; the driver knows good warungs), you visit the Sacred Monkey Forest Sanctuary, a 12.5-hectare sacred forest with three old temples and more than 1,000 macaques. The afternoon ends with free time at Ubud Palace and the Ubud Art Market across the road, and you are back at your hotel around 17:00–18:00 depending on traffic.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Kuta, Legian, Seminyak, Canggu, Sanur, Nusa Dua, Jimbaran dan Ubud",
        "Mobil ber-AC pribadi dengan bensin dan parkir",
        "Pengemudi berbahasa Inggris selama 9 jam",
        "Air mineral di mobil",
        "Tiket masuk dan makan siang (hanya paket all-in)",
      ],
      en: [
        "Hotel pickup and drop-off in Kuta, Legian, Seminyak, Canggu, Sanur, Nusa Dua, Jimbaran and Ubud",
        "Private air-conditioned car with fuel and parking",
        "English-speaking driver for 9 hours",
        "Bottled water in the car",
        "Entrance tickets and lunch (all-in package only)",
      ],
    },
    whattobring: {
      id: [
        "Sepatu atau sandal yang nyaman untuk tangga sawah",
        "Topi, kacamata hitam dan tabir surya",
        "Pakaian yang menutup bahu dan lutut untuk area pura",
        "Uang tunai rupiah untuk donasi sawah dan belanja",
        "Tas tertutup tanpa makanan (monyet suka merebut)",
      ],
      en: [
        "Comfortable shoes or sandals for the terrace steps",
        "Hat, sunglasses and sunscreen",
        "Clothes covering shoulders and knees for temple areas",
        "Rupiah cash for terrace donations and shopping",
        "A closed bag with no food in it (the monkeys grab)",
      ],
    },
    pickup_time: {
      id: "07:30–08:00 dari area selatan, 08:30 dari hotel di Ubud",
      en: "07:30–08:00 from the south, 08:30 from hotels in Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda; tulis nama dan alamat lengkap saat memesan",
      en: "Your hotel or villa lobby; give the full name and address when booking",
    },
    how_to_use: {
      id: "<ol><li>Pesan dan tunggu e-mail konfirmasi berisi booking ID.</li><li>Pengemudi mengirim pesan WhatsApp sehari sebelumnya dengan nama dan nomor pelat mobil.</li><li>Tunggu di lobi pada jam penjemputan; tunjukkan e-mail konfirmasi di ponsel Anda.</li><li>Urutan kunjungan boleh diubah bersama pengemudi selama masih dalam 9 jam.</li></ol>",
      en: "<ol><li>Book and wait for the confirmation e-mail with your booking ID.</li><li>The driver sends you a WhatsApp message the day before with his name and the car's number plate.</li><li>Wait in the lobby at pickup time and show the confirmation e-mail on your phone.</li><li>You can change the order of stops with the driver as long as it fits in 9 hours.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Paket mobil pribadi belum termasuk tiket masuk (Tegallalang, Monkey Forest) dan makan siang; siapkan sekitar IDR 150.000–200.000 per orang. Jam tambahan di atas 9 jam dikenakan IDR 75.000 per jam, dibayar langsung kepada pengemudi.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu dikenakan biaya hingga 50%, dan tidak hadir (no-show) dikenakan 100%.</p>",
      en: "<p>The private car package does not include entrance tickets (Tegallalang, Monkey Forest) or lunch; allow roughly IDR 150,000–200,000 per person. Hours beyond 9 cost IDR 75,000 per hour, paid directly to the driver.</p><p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50% applies, and a no-show is charged 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Mobil pribadi dengan pengemudi", en: "Private car with driver" },
        detail: {
          id: "<p>Mobil dan pengemudi untuk rombongan Anda selama 9 jam. Tiket masuk dan makan siang dibayar sendiri di lokasi, jadi Anda bebas memilih tempat makan dan berapa lama di setiap tempat.</p><ul><li>Toyota Avanza atau sejenis, maksimal 6 orang</li><li>Rombongan 7–12 orang: tulis di permintaan khusus, kami siapkan Toyota HiAce dengan tambahan IDR 550.000</li></ul>",
          en: "<p>A car and driver for your group for 9 hours. You pay entrance tickets and lunch yourself on the spot, so you decide where to eat and how long to stay at each stop.</p><ul><li>Toyota Avanza or similar, up to 6 people</li><li>Groups of 7–12: say so in the special request and we send a Toyota HiAce for IDR 550,000 extra</li></ul>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "All-in: mobil, tiket dan makan siang", en: "All-in: car, tickets and lunch" },
        detail: {
          id: "<p>Sama dengan tur mobil pribadi, ditambah semua tiket masuk dan makan siang set menu Bali di restoran berpemandangan sawah di Tegallalang (satu minuman termasuk). Minimal 2 orang dewasa.</p>",
          en: "<p>The same private tour, plus all entrance tickets and a Balinese set lunch at a restaurant overlooking the Tegallalang terraces (one drink included). Minimum 2 adults.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 2 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
    ],
    scenes: ["rice-terraces", "jungle", "market", "temple-gate"],
  },
  {
    code: "BT0102",
    slug: "kintamani-volcano-view-and-tirta-empul-tour",
    typeId: 1,
    regency: "bangli",
    name: {
      id: "Tur Kintamani: Panorama Gunung Batur dan Pura Tirta Empul",
      en: "Kintamani Tour: Mount Batur Views and Tirta Empul Temple",
    },
    short_des: {
      id: "Dari pura mata air suci Tirta Empul ke tepi kaldera Kintamani, makan siang dengan pemandangan Gunung dan Danau Batur.",
      en: "From the holy spring temple of Tirta Empul up to the Kintamani caldera rim, with lunch facing Mount Batur and its lake.",
    },
    location: { id: "Kintamani, Bangli", en: "Kintamani, Bangli" },
    duration_hours: 10,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Pura Tirta Empul di Tampaksiring dengan kolam pancuran suci</li><li>Pemandangan kaldera, Gunung Batur dan Danau Batur dari Penelokan</li><li>Pura Ulun Danu Batur, pura penting untuk dewi danau</li><li>Singgah di kebun kopi dan sawah Tegallalang dalam perjalanan pulang</li></ul>",
      en: "<ul><li>Tirta Empul temple in Tampaksiring with its sacred spring pools</li><li>The caldera, Mount Batur and Lake Batur seen from Penelokan</li><li>Pura Ulun Danu Batur, the great temple of the lake goddess</li><li>Stops at a coffee garden and the Tegallalang terraces on the way back</li></ul>",
    },
    activity_des: {
      id: "<p>Tur ini naik perlahan dari dataran sawah Gianyar ke dataran tinggi Kintamani di ketinggian sekitar 1.400 meter. Perhentian pertama adalah Pura Tirta Empul di Tampaksiring, didirikan pada abad ke-10 di atas mata air yang dianggap suci. Umat Hindu Bali datang untuk melukat (membersihkan diri) di bawah deretan pancuran; Anda boleh melihat dari tepi kolam atau ikut masuk ke air dengan kain dan selendang yang disewakan di lokasi.</p><p>Setelah singgah di kebun kopi, jalan terus menanjak sampai Penelokan, tepi kaldera Batur. Di sini Anda makan siang prasmanan di restoran dengan jendela menghadap Gunung Batur yang masih aktif, aliran lava hitam tahun 1968 dan Danau Batur di bawahnya. Jika cuaca cerah, Gunung Agung dan Gunung Abang terlihat di belakangnya.</p><p>Sebelum turun, Anda mengunjungi Pura Ulun Danu Batur dengan gerbang bertingkatnya yang tinggi. Dalam perjalanan pulang ada waktu untuk foto di sawah Tegallalang. Udara Kintamani sejuk, 18–22 °C pada siang hari, dan kabut bisa turun setelah pukul 14.00, jadi kami berangkat pagi.</p>",
      en: "<p>This tour climbs slowly from the rice plains of Gianyar to the Kintamani highlands at about 1,400 metres. The first stop is Tirta Empul temple in Tampaksiring, founded in the 10th century over a spring held to be holy. Balinese Hindus come to purify themselves (melukat) under its rows of spouts; you can watch from the edge or join in the water with a sarong and sash rented on site.</p><p>After a stop at a coffee garden, the road keeps climbing to Penelokan on the rim of the Batur caldera. Lunch is a buffet at a restaurant whose windows face the still-active Mount Batur, the black lava flow of 1968 and Lake Batur below. On a clear day Mount Agung and Mount Abang rise behind it.</p><p>Before heading down you visit Pura Ulun Danu Batur with its tall tiered gateways. On the way back there is time for photos at the Tegallalang terraces. Kintamani is cool, 18–22 °C by day, and cloud often rolls in after 14:00, which is why we leave early.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi, bensin, tol dan parkir",
        "Pengemudi berbahasa Inggris selama 10 jam",
        "Air mineral",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Private air-conditioned car, fuel, tolls and parking",
        "English-speaking driver for 10 hours",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Jaket tipis atau sweter untuk udara Kintamani",
        "Baju ganti dan handuk jika ingin ikut melukat",
        "Pakaian sopan yang menutup bahu dan lutut",
        "Uang tunai rupiah untuk tiket masuk dan makan siang",
        "Tabir surya dan kacamata hitam",
      ],
      en: [
        "A light jacket or sweater for the Kintamani air",
        "A change of clothes and a towel if you want to bathe",
        "Modest clothing covering shoulders and knees",
        "Rupiah cash for entrance tickets and lunch",
        "Sunscreen and sunglasses",
      ],
    },
    pickup_time: {
      id: "07:30–08:00, tergantung jarak hotel Anda",
      en: "07:30–08:00, depending on how far your hotel is",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Pada hari tur, tunjukkan e-mail konfirmasi kepada pengemudi di lobi.</li><li>Jika ingin ikut melukat di Tirta Empul, beri tahu pengemudi agar waktunya cukup.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>On the day, show the confirmation e-mail to the driver in the lobby.</li><li>If you want to bathe at Tirta Empul, tell the driver so enough time is planned.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Harga belum termasuk tiket masuk (Tirta Empul, Ulun Danu Batur, retribusi Kintamani) dan makan siang prasmanan di Penelokan, kira-kira IDR 250.000–300.000 per orang secara keseluruhan. Wanita yang sedang haid secara adat tidak memasuki area pura.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Prices exclude entrance tickets (Tirta Empul, Ulun Danu Batur, the Kintamani area levy) and the buffet lunch at Penelokan, roughly IDR 250,000–300,000 per person in total. By local custom, women who are menstruating do not enter temple grounds.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Tur pribadi dengan mobil (1–6 orang)", en: "Private tour by car (1–6 people)" },
        detail: {
          id: "<p>Rute tetap Tirta Empul, kebun kopi, Penelokan, Ulun Danu Batur dan Tegallalang dengan Toyota Avanza atau sejenis untuk rombongan Anda sendiri. Tiket masuk dan makan siang dibayar di lokasi.</p><ul><li>Durasi 10 jam, jam tambahan IDR 75.000</li><li>Pesan dua mobil jika rombongan Anda 7 orang atau lebih dan lebih suka mobil kecil</li></ul>",
          en: "<p>The set route of Tirta Empul, a coffee garden, Penelokan, Ulun Danu Batur and Tegallalang in a Toyota Avanza or similar for your group only. Entrance tickets and lunch are paid on site.</p><ul><li>10 hours, extra hours IDR 75,000</li><li>Book two cars if you are 7 or more and prefer smaller cars</li></ul>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 850000,
            price_usd: 53,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Tur pribadi dengan van (7–12 orang)", en: "Private tour by van (7–12 people)" },
        detail: {
          id: "<p>Rute yang sama dengan Toyota HiAce ber-AC untuk rombongan besar atau keluarga dengan banyak barang. Tiket masuk dan makan siang dibayar di lokasi.</p>",
          en: "<p>The same route in an air-conditioned Toyota HiAce for larger groups or families with plenty of bags. Entrance tickets and lunch are paid on site.</p>",
        },
        products: [
          {
            name: { id: "Per van (7–12 orang)", en: "Per van (7–12 people)" },
            price_idr: 1400000,
            price_usd: 87.5,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["volcano", "lake", "temple-gate", "rice-terraces"],
  },
  {
    code: "BT0103",
    slug: "tanah-lot-sunset-and-taman-ayun-tour",
    typeId: 1,
    regency: "tabanan",
    name: {
      id: "Tur Sore Tanah Lot dan Taman Ayun",
      en: "Tanah Lot Sunset and Taman Ayun Afternoon Tour",
    },
    short_des: {
      id: "Tur sore ke Pura Taman Ayun, hutan monyet Alas Kedaton dan matahari terbenam di Pura Tanah Lot.",
      en: "An afternoon tour to Taman Ayun temple, the Alas Kedaton monkey forest and sunset at Tanah Lot sea temple.",
    },
    location: { id: "Tanah Lot, Tabanan", en: "Tanah Lot, Tabanan" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "12:30",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Pura Taman Ayun di Mengwi, pura kerajaan berkolam dengan meru bertingkat</li><li>Alas Kedaton, hutan pala dengan monyet dan kalong</li><li>Matahari terbenam di balik Pura Tanah Lot yang berdiri di atas batu karang</li><li>Berangkat siang, cocok setelah pagi santai di pantai</li></ul>",
      en: "<ul><li>Taman Ayun in Mengwi, a moated royal temple with tiered meru shrines</li><li>Alas Kedaton, a nutmeg forest home to monkeys and giant fruit bats</li><li>Sunset behind Tanah Lot temple on its rock in the sea</li><li>Afternoon start, easy to combine with a lazy morning at the beach</li></ul>",
    },
    activity_des: {
      id: "<p>Tur ini dimulai setelah makan siang. Perhentian pertama adalah Pura Taman Ayun di Mengwi, dibangun oleh Kerajaan Mengwi pada tahun 1634 dan dikelilingi kolam. Halaman dalamnya hanya boleh dilihat dari balik tembok rendah, tetapi justru dari situ deretan meru beratap ijuk terlihat paling jelas. Pura ini termasuk Warisan Dunia UNESCO sebagai bagian dari lanskap subak Bali.</p><p>Selanjutnya Alas Kedaton di Marga, Tabanan, hutan kecil yang teduh dengan pura di tengahnya. Monyet di sini lebih tenang dibanding di Ubud, dan di dahan tinggi bergantungan kalong besar pada siang hari.</p><p>Sekitar pukul 16.30 Anda tiba di Tanah Lot. Ada waktu untuk berjalan di antara kios, turun ke pantai saat air surut untuk melihat mata air di bawah pura dan memilih tempat di tebing atau kafe untuk menyaksikan matahari terbenam, sekitar pukul 18.15–18.45 tergantung bulan. Pura di atas batu hanya boleh dimasuki umat yang bersembahyang. Anda tiba kembali di hotel sekitar pukul 20.00–20.30.</p>",
      en: "<p>This tour starts after lunch. The first stop is Taman Ayun temple in Mengwi, built by the Mengwi kingdom in 1634 and surrounded by a moat. Its inner courtyard can only be seen over a low wall, but that is exactly where the rows of thatched meru towers look their best. The temple is a UNESCO World Heritage site as part of Bali's subak landscape.</p><p>Next comes Alas Kedaton near Marga in Tabanan, a small shady forest with a temple at its heart. The monkeys here are calmer than in Ubud, and large fruit bats hang from the high branches in daytime.</p><p>Around 16:30 you reach Tanah Lot. There is time to wander past the stalls, walk down to the beach at low tide to see the spring beneath the temple, and pick a spot on the cliffs or in a café for the sunset, around 18:15–18:45 depending on the month. The temple on the rock is open only to worshippers. You are back at your hotel around 20:00–20:30.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Kuta, Legian, Seminyak, Canggu, Jimbaran, Nusa Dua dan Sanur",
        "Mobil ber-AC pribadi, bensin dan parkir",
        "Pengemudi berbahasa Inggris",
        "Air mineral",
        "Tiket masuk ketiga tempat (paket dengan tiket saja)",
      ],
      en: [
        "Hotel pickup and drop-off in Kuta, Legian, Seminyak, Canggu, Jimbaran, Nusa Dua and Sanur",
        "Private air-conditioned car, fuel and parking",
        "English-speaking driver",
        "Bottled water",
        "Entrance tickets at all three sites (tickets package only)",
      ],
    },
    whattobring: {
      id: [
        "Sandal yang tidak licin untuk batu karang Tanah Lot",
        "Pakaian sopan atau sarung",
        "Kamera dengan baterai penuh untuk matahari terbenam",
        "Uang tunai rupiah",
        "Obat nyamuk untuk sore hari",
      ],
      en: [
        "Non-slip sandals for the rocks at Tanah Lot",
        "Modest clothing or a sarong",
        "A camera with a full battery for the sunset",
        "Rupiah cash",
        "Insect repellent for the evening",
      ],
    },
    pickup_time: {
      id: "12:00–12:30, tergantung lokasi hotel",
      en: "12:00–12:30, depending on your hotel's location",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda di Bali selatan",
      en: "Your hotel or villa lobby in south Bali",
    },
    how_to_use: {
      id: "<ol><li>Simpan e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Tunggu di lobi pada jam penjemputan.</li><li>Untuk paket transfer Tanah Lot, beri tahu pengemudi jam berapa Anda ingin pulang.</li></ol>",
      en: "<ol><li>Keep the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>Wait in the lobby at pickup time.</li><li>On the Tanah Lot transfer package, tell the driver what time you want to leave.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Jalan menuju dan dari Tanah Lot sangat padat menjelang dan sesudah matahari terbenam, terutama akhir pekan dan hari libur; perjalanan pulang ke Seminyak bisa memakan 1–1,5 jam. Akses ke batu karang tergantung pasang surut.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Roads to and from Tanah Lot are very busy around sunset, especially at weekends and on holidays; the drive back to Seminyak can take 1–1.5 hours. Access to the rock depends on the tide.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Mobil pribadi, tiket dibayar sendiri", en: "Private car, tickets paid on site" },
        detail: {
          id: "<p>Taman Ayun, Alas Kedaton dan Tanah Lot dengan mobil dan pengemudi untuk rombongan Anda, maksimal 6 orang. Tiket masuk dibayar di lokasi.</p>",
          en: "<p>Taman Ayun, Alas Kedaton and Tanah Lot with a car and driver for your group, up to 6 people. Entrance tickets are paid on site.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Mobil pribadi termasuk tiket masuk", en: "Private car including entrance tickets" },
        detail: {
          id: "<p>Rute yang sama, dengan tiket masuk Taman Ayun, Alas Kedaton dan Tanah Lot sudah dibayar. Harga per orang, minimal 2 orang dewasa.</p>",
          en: "<p>The same route, with entrance tickets for Taman Ayun, Alas Kedaton and Tanah Lot already paid. Priced per person, minimum 2 adults.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 2 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
      {
        name: { id: "Transfer matahari terbenam Tanah Lot saja", en: "Tanah Lot sunset transfer only" },
        detail: {
          id: "<p>Antar-jemput langsung ke Tanah Lot, berangkat sekitar pukul 15.30, pengemudi menunggu sampai Anda siap pulang setelah matahari terbenam. Cocok jika Anda hanya ingin melihat pura dan suasana senja di sana.</p>",
          en: "<p>A straight return transfer to Tanah Lot, leaving around 15:30; the driver waits until you are ready to go after sunset. Good if you only want the temple and the sunset.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 500000,
            price_usd: 31,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["beach-dusk", "temple-gate", "cliff", "jungle"],
  },
  {
    code: "BT0104",
    slug: "north-bali-lake-temple-and-twin-waterfalls-tour",
    typeId: 1,
    regency: "buleleng",
    name: {
      id: "Tur Bali Utara: Pura Ulun Danu Beratan, Danau Kembar dan Air Terjun Banyumala",
      en: "North Bali Tour: Ulun Danu Beratan, Twin Lakes and Banyumala Waterfall",
    },
    short_des: {
      id: "Pura di tepi Danau Beratan, panorama Danau Buyan dan Tamblingan, lalu berenang di air terjun kembar Banyumala.",
      en: "The lakeside temple at Beratan, views over Lakes Buyan and Tamblingan, then a swim at the Banyumala twin waterfall.",
    },
    location: { id: "Wanagiri, Buleleng", en: "Wanagiri, Buleleng" },
    duration_hours: 11,
    cancelation_hours: 48,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Pura Ulun Danu Beratan yang seolah mengapung di danau</li><li>Pasar buah dan sayur Candikuning di Bedugul</li><li>Titik pandang Danau Buyan dan Tamblingan dari punggung bukit Wanagiri</li><li>Air terjun kembar Banyumala yang jernih untuk berenang</li><li>Makan siang di Munduk, desa perkebunan cengkih dan kopi</li></ul>",
      en: "<ul><li>Ulun Danu Beratan temple, which seems to float on the lake</li><li>Candikuning fruit and vegetable market in Bedugul</li><li>The view over Lakes Buyan and Tamblingan from the Wanagiri ridge</li><li>Banyumala twin waterfall with clear water for a swim</li><li>Lunch in Munduk, a village of clove and coffee gardens</li></ul>",
    },
    activity_des: {
      id: "<p>Bali utara terasa seperti pulau yang berbeda: lebih sejuk, lebih hijau dan jauh lebih sepi. Berangkat pukul 07.00, Anda tiba di Bedugul (Tabanan) sekitar pukul 09.00 dan mengunjungi Pura Ulun Danu Beratan, pura untuk Dewi Danu di tepi danau kawah pada ketinggian 1.200 meter. Pagi hari danau biasanya tenang dan pantulan meru terlihat jelas.</p><p>Setelah singgah di pasar Candikuning untuk stroberi, markisa dan salak, jalan mendaki ke punggung bukit Wanagiri di Buleleng. Dari sini Danau Buyan dan Danau Tamblingan terlihat berdampingan di dalam kaldera tua. Anda makan siang di Munduk dengan pemandangan lembah sampai ke laut utara.</p><p>Puncak hari ini adalah Air Terjun Banyumala. Jalan setapak turun sekitar 20 menit melalui kebun dan hutan, dengan anak tangga yang kadang licin. Air terjun kembar ini jatuh ke kolam dangkal yang jernih dan cukup aman untuk berenang. Naik kembali lebih berat, sekitar 25 menit. Anda kembali ke hotel sekitar pukul 18.00–19.00.</p>",
      en: "<p>North Bali feels like a different island: cooler, greener and far quieter. Leaving at 07:00, you reach Bedugul (Tabanan) around 09:00 and visit Ulun Danu Beratan, the temple of the lake goddess on the shore of a crater lake at 1,200 metres. Mornings are usually still, so the reflections of the meru towers are at their clearest.</p><p>After a stop at Candikuning market for strawberries, passion fruit and snake fruit, the road climbs to the Wanagiri ridge in Buleleng. From here Lakes Buyan and Tamblingan lie side by side inside an old caldera. Lunch is in Munduk, with a valley view that runs down to the north coast.</p><p>The high point of the day is Banyumala waterfall. The path drops for about 20 minutes through gardens and forest, with steps that can be slippery. The twin falls pour into a clear, shallow pool that is quite safe for swimming. The climb back up is harder, about 25 minutes. You are back at your hotel around 18:00–19:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi, bensin dan parkir",
        "Pengemudi berbahasa Inggris selama 11 jam",
        "Air mineral",
        "Tiket masuk, pemandu lokal di Banyumala dan makan siang (paket all-in)",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Private air-conditioned car, fuel and parking",
        "English-speaking driver for 11 hours",
        "Bottled water",
        "Entrance tickets, local guide at Banyumala and lunch (all-in package)",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan handuk kecil",
        "Sepatu atau sandal gunung dengan sol bergerigi",
        "Jaket tipis, suhu di Bedugul bisa 16 °C",
        "Kantong kedap air untuk ponsel",
        "Baju ganti",
        "Uang tunai rupiah",
      ],
      en: [
        "Swimwear and a small towel",
        "Trail shoes or sport sandals with good grip",
        "A light jacket; Bedugul can be 16 °C",
        "A dry bag for your phone",
        "A change of clothes",
        "Rupiah cash",
      ],
    },
    pickup_time: {
      id: "06:30–07:00 dari Bali selatan, 07:30 dari Ubud",
      en: "06:30–07:00 from south Bali, 07:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi mengirim pesan WhatsApp sehari sebelumnya.</li><li>Siap di lobi pada jam penjemputan; perjalanan ke Bedugul sekitar 2 jam.</li><li>Di Banyumala, ikuti petunjuk pemandu lokal mengenai jalur dan kolam.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver sends you a WhatsApp message the day before.</li><li>Be ready in the lobby at pickup time; the drive to Bedugul takes about 2 hours.</li><li>At Banyumala, follow the local guide's advice on the path and the pool.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Jalur ke air terjun tidak cocok untuk orang dengan masalah lutut atau anak di bawah 5 tahun; Anda bisa menunggu di warung di atas. Saat hujan deras, air terjun bisa keruh dan pemandu dapat menutup kolam demi keamanan. Jalan berkelok ke Wanagiri bisa membuat mual, bawa obat antimabuk jika perlu.</p><p>Pembatalan gratis hingga 48 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The waterfall path is not suitable for people with knee problems or children under 5; you can wait at the warung at the top. After heavy rain the falls can turn muddy and the guide may close the pool for safety. The winding road to Wanagiri can cause car sickness, so bring a remedy if you need one.</p><p>Free cancellation up to 48 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Mobil pribadi dengan pengemudi", en: "Private car with driver" },
        detail: {
          id: "<p>Mobil dan pengemudi untuk rombongan Anda selama 11 jam, maksimal 6 orang. Tiket masuk (sekitar IDR 150.000 per orang untuk semua tempat) dan makan siang dibayar di lokasi.</p>",
          en: "<p>A car and driver for your group for 11 hours, up to 6 people. Entrance tickets (about IDR 150,000 per person for all sites) and lunch are paid on site.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 950000,
            price_usd: 59.5,
            minimal: 1,
          },
        ],
      },
      {
        name: {
          id: "All-in: tiket, pemandu air terjun dan makan siang",
          en: "All-in: tickets, waterfall guide and lunch",
        },
        detail: {
          id: "<p>Tur pribadi yang sama, ditambah semua tiket masuk, pemandu lokal untuk turun ke Banyumala dan makan siang prasmanan di Munduk. Minimal 2 orang dewasa.</p>",
          en: "<p>The same private tour plus all entrance tickets, a local guide for the walk down to Banyumala and a buffet lunch in Munduk. Minimum 2 adults.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 700000, price_usd: 44, minimal: 2 },
          { name: { id: "Anak (5–11 tahun)", en: "Child (5–11 years)" }, price_idr: 500000, price_usd: 31, minimal: 0 },
        ],
      },
    ],
    scenes: ["lake", "waterfall", "temple-gate", "jungle"],
  },
  {
    code: "BT0105",
    slug: "east-bali-lempuyang-gate-and-tirta-gangga-tour",
    typeId: 1,
    regency: "karangasem",
    name: {
      id: "Tur Bali Timur: Gerbang Lempuyang, Tirta Gangga dan Taman Ujung",
      en: "East Bali Tour: Lempuyang Gate, Tirta Gangga and Taman Ujung",
    },
    short_des: {
      id: "Berangkat dini hari ke gerbang Pura Lempuyang dengan latar Gunung Agung, lalu dua taman air kerajaan Karangasem.",
      en: "An early start for the Lempuyang temple gate framing Mount Agung, then two royal water palaces of Karangasem.",
    },
    location: { id: "Lempuyang, Karangasem", en: "Lempuyang, Karangasem" },
    duration_hours: 12,
    cancelation_hours: 48,
    start_time: "04:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Candi bentar Pura Lempuyang Luhur dengan Gunung Agung di belakangnya</li><li>Tiba sebelum antrean foto memanjang</li><li>Kolam ikan koi dan batu pijakan di Taman Tirta Gangga</li><li>Taman Ujung, istana air dengan kolam luas di tepi laut</li><li>Makan siang dengan pemandangan sawah Karangasem</li></ul>",
      en: "<ul><li>The split gate of Pura Lempuyang Luhur with Mount Agung behind it</li><li>Arrive before the photo queue gets long</li><li>Koi ponds and stepping stones at Tirta Gangga water palace</li><li>Taman Ujung, a water palace with wide pools near the sea</li><li>Lunch overlooking the rice fields of Karangasem</li></ul>",
    },
    activity_des: {
      id: "<p>Gerbang Pura Lempuyang (Penataran Agung Lempuyang) adalah foto yang dicari banyak wisatawan, dan antrean foto bisa mencapai 2–3 jam setelah pukul 08.00. Karena itu penjemputan dilakukan pukul 04.00 agar Anda tiba sekitar pukul 06.30. Dari parkiran bawah, shuttle lokal mengantar ke pura; Anda menerima nomor antrean dan sarung. Fotografer setempat memotret dengan trik cermin di bawah lensa yang membuat efek “pantulan air” (tip sukarela). Di hari cerah, Gunung Agung terlihat tepat di antara gerbang; bila berawan, gunung bisa tertutup sama sekali.</p><p>Setelah Lempuyang, Anda turun ke Taman Tirta Gangga, istana air yang dibangun raja terakhir Karangasem pada tahun 1946. Berjalanlah di atas batu pijakan di antara ikan koi dan patung, atau berenang di kolam mata air (ada tiket tambahan). Makan siang di warung dengan pemandangan sawah di sekitar Tirta Gangga.</p><p>Perhentian terakhir adalah Taman Ujung (Taman Soekasada Ujung), istana air yang lebih luas dengan jembatan panjang dan paviliun bergaya Eropa-Bali, biasanya jauh lebih sepi. Perjalanan pulang ke Bali selatan melalui jalan pesisir Candidasa dan Padangbai, tiba sekitar pukul 16.00–17.00.</p>",
      en: "<p>The gate of Pura Lempuyang (Penataran Agung Lempuyang) is one of Bali's most wanted photos, and after 08:00 the photo queue can reach 2–3 hours. That is why pickup is at 04:00, getting you there around 06:30. From the lower car park a local shuttle takes you up to the temple, where you get a queue number and a sarong. Local photographers shoot with a mirror under the lens to create the “water reflection” effect (tips welcome). On a clear morning Mount Agung sits right between the gates; on a cloudy one it can vanish entirely.</p><p>After Lempuyang you drop down to Tirta Gangga, the water palace built by the last king of Karangasem in 1946. Cross the stepping stones between koi and statues, or swim in the spring-fed pool (extra ticket). Lunch is at a warung overlooking the rice fields around Tirta Gangga.</p><p>The last stop is Taman Ujung (Taman Soekasada Ujung), a larger water palace with a long bridge and European-Balinese pavilions, usually much quieter. The ride back to south Bali follows the coast road past Candidasa and Padangbai, arriving around 16:00–17:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi, bensin dan parkir",
        "Pengemudi berbahasa Inggris selama 12 jam",
        "Air mineral dan kotak sarapan ringan",
        "Tiket masuk, shuttle Lempuyang dan makan siang (paket dengan tiket)",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Private air-conditioned car, fuel and parking",
        "English-speaking driver for 12 hours",
        "Bottled water and a light breakfast box",
        "Entrance tickets, Lempuyang shuttle and lunch (tickets package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian sopan yang menutup bahu; sarung disediakan di pura",
        "Jaket tipis untuk pagi yang sejuk",
        "Bantal leher untuk tidur di perjalanan",
        "Baju renang jika ingin berenang di Tirta Gangga",
        "Uang tunai rupiah untuk tip fotografer dan belanja",
      ],
      en: [
        "Modest clothes covering the shoulders; sarongs are provided at the temple",
        "A light jacket for the cool morning",
        "A neck pillow to sleep on the way",
        "Swimwear if you want to swim at Tirta Gangga",
        "Rupiah cash for the photographer's tip and shopping",
      ],
    },
    pickup_time: {
      id: "04:00 dari Bali selatan, 04:30 dari Ubud",
      en: "04:00 from south Bali, 04:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda; beri tahu resepsionis jika gerbang hotel masih terkunci",
      en: "Your hotel or villa lobby; let reception know if the gate is still locked",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi memastikan jam penjemputan melalui WhatsApp sehari sebelumnya.</li><li>Di Lempuyang, pengemudi mengurus nomor antrean; Anda menunggu giliran foto di area pura.</li><li>Jika antrean terlalu panjang, Anda bisa melewatkan foto dan naik ke halaman pura tanpa antre.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver confirms the pickup time on WhatsApp the day before.</li><li>At Lempuyang, the driver sorts out the queue number; you wait for your photo turn in the temple yard.</li><li>If the queue is too long, you can skip the photo and visit the temple courtyard without queuing.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Jarak dari Seminyak ke Lempuyang sekitar 2,5 jam. Tidak ada jaminan Gunung Agung terlihat; musim kemarau (Mei–September) biasanya lebih cerah. Pura bisa ditutup untuk wisatawan saat upacara besar, dan kami akan menawarkan rute pengganti. Pura Lempuyang Luhur di puncak bukit memerlukan pendakian sekitar 1.700 anak tangga dan tidak termasuk dalam tur ini.</p><p>Pembatalan gratis hingga 48 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The drive from Seminyak to Lempuyang takes about 2.5 hours. We cannot promise Mount Agung will be visible; the dry season (May to September) is usually clearer. The temple may close to visitors during major ceremonies, in which case we offer an alternative route. The hilltop Pura Lempuyang Luhur needs a climb of about 1,700 steps and is not part of this tour.</p><p>Free cancellation up to 48 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Mobil pribadi dengan pengemudi", en: "Private car with driver" },
        detail: {
          id: "<p>Mobil dan pengemudi untuk rombongan Anda selama 12 jam, maksimal 6 orang. Tiket masuk dan shuttle Lempuyang (sekitar IDR 100.000 per orang), Tirta Gangga, Taman Ujung dan makan siang dibayar di lokasi.</p>",
          en: "<p>A car and driver for your group for 12 hours, up to 6 people. Entrance and shuttle at Lempuyang (about IDR 100,000 per person), Tirta Gangga, Taman Ujung and lunch are paid on site.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 1100000,
            price_usd: 69,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Tur pribadi termasuk tiket dan makan siang", en: "Private tour with tickets and lunch" },
        detail: {
          id: "<p>Semua tiket masuk, shuttle Lempuyang, sarung dan makan siang set menu di Tirta Gangga sudah termasuk. Harga per orang, minimal 2 orang dewasa. Tip fotografer di gerbang tidak termasuk.</p>",
          en: "<p>All entrance tickets, the Lempuyang shuttle, sarong and a set lunch at Tirta Gangga are included. Priced per person, minimum 2 adults. The photographer's tip at the gate is not included.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 2 },
          {
            name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["temple-gate", "volcano", "lake", "rice-terraces"],
  },
  {
    code: "BT0106",
    slug: "south-bali-beaches-and-jimbaran-seafood-dinner-tour",
    typeId: 1,
    regency: "badung",
    name: {
      id: "Tur Pantai Bali Selatan dan Makan Malam Seafood di Jimbaran",
      en: "South Bali Beaches Tour with Jimbaran Seafood Dinner",
    },
    short_des: {
      id: "Patung GWK, tebing kapur Pantai Melasti, Padang Padang, lalu makan malam ikan bakar di pasir Jimbaran saat matahari terbenam.",
      en: "The GWK statue, the limestone cliffs of Melasti, Padang Padang beach, then grilled seafood on the sand at Jimbaran at sunset.",
    },
    location: { id: "Jimbaran, Badung", en: "Jimbaran, Badung" },
    duration_hours: 9,
    cancelation_hours: 24,
    start_time: "11:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Patung Garuda Wisnu Kencana setinggi 121 meter di Ungasan</li><li>Pantai Melasti dengan jalan berkelok di antara tebing kapur</li><li>Pantai Padang Padang, teluk kecil yang dicapai lewat celah batu</li><li>Makan malam seafood di meja di atas pasir Teluk Jimbaran</li></ul>",
      en: "<ul><li>The 121-metre Garuda Wisnu Kencana statue in Ungasan</li><li>Melasti beach, reached by a road cut through limestone cliffs</li><li>Padang Padang, a small cove entered through a gap in the rocks</li><li>Seafood dinner at a table on the sand of Jimbaran Bay</li></ul>",
    },
    activity_des: {
      id: "<p>Semenanjung Bukit di ujung selatan Bali punya pantai pasir putih yang diapit tebing kapur, air biru kehijauan dan matahari terbenam terbaik di pulau ini. Tur dimulai pukul 11.00 di Garuda Wisnu Kencana (GWK) Cultural Park, tempat patung Dewa Wisnu menunggang Garuda berdiri di bekas tambang batu kapur. Tersedia pertunjukan tari singkat beberapa kali sehari di amfiteater.</p><p>Setelah itu Anda turun ke Pantai Melasti, yang jalannya dipahat menembus tebing. Airnya tenang saat surut dan cocok untuk berenang. Perhentian berikutnya adalah Pantai Padang Padang di Pecatu, teluk mungil yang terkenal dari film dan di kalangan peselancar; pada air pasang pantainya menyempit.</p><p>Menjelang pukul 17.30 Anda tiba di Teluk Jimbaran. Meja sudah disiapkan di atas pasir, dan menu set berisi ikan kakap bakar, udang, cumi, kerang, nasi, sayur, sambal matah dan buah. Sambil makan, Anda melihat pesawat mendarat di bandara di seberang teluk dan matahari tenggelam di Samudra Hindia. Pengantaran kembali ke hotel sekitar pukul 20.00.</p>",
      en: "<p>The Bukit peninsula at Bali's southern tip has white-sand beaches tucked under limestone cliffs, blue-green water and the island's best sunsets. The tour starts at 11:00 at Garuda Wisnu Kencana (GWK) Cultural Park, where a statue of Vishnu riding the Garuda stands in a former limestone quarry. Short dance shows run several times a day in the amphitheatre.</p><p>Then you drive down to Melasti beach, its road carved straight through the cliff. The water is calm at low tide and good for a swim. Next is Padang Padang in Pecatu, a tiny cove known from the movies and among surfers; at high tide the sand almost disappears.</p><p>Around 17:30 you reach Jimbaran Bay. Your table is set on the sand and the set menu brings grilled snapper, prawns, squid, clams, rice, vegetables, sambal matah and fruit. While you eat, planes land at the airport across the bay and the sun drops into the Indian Ocean. Drop-off at your hotel is around 20:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Kuta, Legian, Seminyak, Jimbaran, Nusa Dua dan Sanur",
        "Mobil ber-AC dan pengemudi berbahasa Inggris",
        "Tiket masuk GWK dan retribusi pantai",
        "Makan malam seafood set menu dengan satu minuman",
        "Air mineral",
      ],
      en: [
        "Hotel pickup and drop-off in Kuta, Legian, Seminyak, Jimbaran, Nusa Dua and Sanur",
        "Air-conditioned car and English-speaking driver",
        "GWK entrance ticket and beach fees",
        "Seafood set dinner with one drink",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan handuk",
        "Tabir surya yang ramah terumbu karang",
        "Sandal pantai",
        "Topi dan kacamata hitam",
        "Uang tunai rupiah untuk minuman tambahan",
      ],
      en: [
        "Swimwear and a towel",
        "Reef-safe sunscreen",
        "Beach sandals",
        "Hat and sunglasses",
        "Rupiah cash for extra drinks",
      ],
    },
    pickup_time: {
      id: "10:30–11:00, tergantung lokasi hotel",
      en: "10:30–11:00, depending on your hotel's location",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Beri tahu kami alergi makanan atau permintaan menu vegetarian di kolom permintaan khusus.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Tunjukkan e-mail konfirmasi saat dijemput.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>Tell us about food allergies or a vegetarian menu in the special request box.</li><li>The driver contacts you on WhatsApp the day before.</li><li>Show the confirmation e-mail at pickup.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Mobil bisa digunakan bersama rombongan lain dari arah yang sama (maksimal 6 orang per mobil); untuk mobil pribadi, tulis di permintaan khusus (tambahan IDR 300.000 per mobil). Menu vegetarian tersedia. Ombak di Padang Padang bisa kuat; berenanglah hanya di dekat pantai. Jika hujan, makan malam dipindah ke bawah atap restoran.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The car may be shared with other guests coming from the same direction (up to 6 people per car); for a private car, say so in the special request (IDR 300,000 extra per car). A vegetarian menu is available. The surf at Padang Padang can be strong, so swim close to shore only. If it rains, dinner moves under the restaurant roof.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Tur pantai dengan makan malam seafood", en: "Beach tour with seafood dinner" },
        detail: {
          id: "<p>GWK, Melasti, Padang Padang dan makan malam seafood set menu di Jimbaran, termasuk tiket dan satu minuman. Minimal 2 orang dewasa per pemesanan.</p><ul><li>Set menu untuk anak berisi porsi lebih kecil dan ayam atau ikan goreng</li><li>Anak di bawah 4 tahun gratis tanpa menu sendiri</li></ul>",
          en: "<p>GWK, Melasti, Padang Padang and a seafood set dinner at Jimbaran, with tickets and one drink included. Minimum 2 adults per booking.</p><ul><li>Children get a smaller set with fried chicken or fish</li><li>Under 4s go free without their own meal</li></ul>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 2 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
    ],
    scenes: ["beach-dusk", "cliff", "sea", "food"],
  },
  {
    code: "BT0107",
    slug: "denpasar-city-heritage-and-badung-market-tour",
    typeId: 1,
    regency: "denpasar",
    name: {
      id: "Tur Kota Denpasar: Pasar Badung, Museum Bali dan Pura Jagatnatha",
      en: "Denpasar City Tour: Badung Market, Bali Museum and Jagatnatha Temple",
    },
    short_des: {
      id: "Setengah hari berjalan kaki di pusat Denpasar bersama pemandu lokal: pasar tradisional, museum, pura dan jajanan khas.",
      en: "A half-day walk through central Denpasar with a local guide: the traditional market, the museum, a temple and local snacks.",
    },
    location: { id: "Denpasar", en: "Denpasar" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Pasar Badung, pasar tradisional terbesar di Bali, saat masih sibuk pagi</li><li>Bunga, janur dan perlengkapan sesajen di Pasar Kumbasari</li><li>Museum Bali dan Lapangan Puputan Badung</li><li>Pura Jagatnatha dengan padmasana dari batu putih</li><li>Mencicipi jaje Bali dan kopi di warung lama</li></ul>",
      en: "<ul><li>Pasar Badung, Bali's biggest traditional market, in the busy morning hours</li><li>Flowers, palm leaves and offering supplies at Pasar Kumbasari</li><li>The Bali Museum and Puputan Badung square</li><li>Jagatnatha temple with its white-stone lotus throne</li><li>Balinese cakes and coffee at an old warung</li></ul>",
    },
    activity_des: {
      id: "<p>Kebanyakan wisatawan hanya melewati Denpasar dalam perjalanan dari bandara, padahal ibu kota Bali ini adalah tempat terbaik untuk melihat kehidupan sehari-hari orang Bali. Tur dimulai pukul 08.00 di Pasar Badung di tepi Tukad Badung. Pemandu mengajak Anda menyusuri lantai bawah yang penuh sayur, rempah, ikan asin dan bunga, lalu naik ke lantai atas untuk bumbu dan perlengkapan upacara. Di seberang sungai, Pasar Kumbasari menjual kain, kebaya dan kerajinan.</p><p>Berjalan kaki sekitar 10 menit, Anda tiba di Lapangan Puputan Badung, tempat peristiwa puputan tahun 1906, ketika keluarga kerajaan Badung memilih gugur daripada menyerah kepada Belanda. Di sisinya berdiri Museum Bali, dengan koleksi topeng, kain, keris dan alat upacara dalam bangunan bergaya pura dan puri. Tepat di sebelahnya ada Pura Jagatnatha, pura untuk Sang Hyang Widhi dengan padmasana tinggi dari batu karang putih.</p><p>Tur ditutup di warung kopi lama di Jalan Gajah Mada, dengan jaje Bali seperti klepon, laklak dan bubuh injin. Pemandu kami lahir dan besar di Denpasar dan senang menjawab pertanyaan tentang adat, banjar dan kehidupan kota. Tur selesai sekitar pukul 13.00.</p>",
      en: "<p>Most visitors only pass through Denpasar on the way from the airport, yet Bali's capital is the best place to see everyday Balinese life. The tour starts at 08:00 at Pasar Badung on the Badung river. Your guide takes you through the ground floor packed with vegetables, spices, salted fish and flowers, then upstairs for spices and ceremony supplies. Across the river, Pasar Kumbasari sells fabrics, kebaya and crafts.</p><p>A 10-minute walk brings you to Puputan Badung square, scene of the 1906 puputan, when the Badung royal family chose death over surrender to the Dutch. Beside it stands the Bali Museum, with masks, textiles, kris daggers and ritual objects in buildings styled after temples and palaces. Right next door is Pura Jagatnatha, a temple to the supreme god with a tall lotus throne of white coral stone.</p><p>The tour ends at an old coffee shop on Jalan Gajah Mada with Balinese cakes such as klepon, laklak and black rice pudding. Our guides were born and raised in Denpasar and are happy to talk about customs, the banjar community and city life. The tour finishes around 13:00.</p>",
    },
    included: {
      id: [
        "Pemandu lokal berbahasa Inggris",
        "Tiket masuk Museum Bali",
        "Jaje Bali dan kopi atau teh di warung",
        "Sarung dan selendang untuk masuk pura",
        "Penjemputan hotel (hanya paket pribadi)",
      ],
      en: [
        "Local English-speaking guide",
        "Bali Museum entrance ticket",
        "Balinese cakes and coffee or tea at a warung",
        "Sarong and sash for the temple",
        "Hotel pickup (private package only)",
      ],
    },
    whattobring: {
      id: [
        "Sepatu yang nyaman, lantai pasar bisa basah",
        "Pakaian sopan yang menutup bahu dan lutut",
        "Uang tunai rupiah dalam pecahan kecil untuk belanja di pasar",
        "Botol minum isi ulang",
        "Topi atau payung",
      ],
      en: [
        "Comfortable shoes; market floors can be wet",
        "Modest clothes covering shoulders and knees",
        "Rupiah cash in small notes for market shopping",
        "A refillable water bottle",
        "A hat or umbrella",
      ],
    },
    pickup_time: {
      id: "Paket berkelompok: bertemu pukul 08:00. Paket pribadi: penjemputan 07:15–07:45",
      en: "Small-group package: meet at 08:00. Private package: pickup 07:15–07:45",
    },
    meeting_point: {
      id: "Pintu masuk utama Museum Bali, Jalan Mayor Wisnu, Denpasar (paket pribadi: lobi hotel Anda)",
      en: "Main entrance of the Bali Museum, Jalan Mayor Wisnu, Denpasar (private package: your hotel lobby)",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID dan nomor WhatsApp pemandu.</li><li>Untuk paket berkelompok, datang ke pintu Museum Bali 10 menit sebelum pukul 08.00; taksi dari Kuta atau Sanur sekitar 30 menit.</li><li>Pemandu memegang papan bertuliskan nama kami.</li><li>Untuk paket pribadi, tunggu di lobi hotel pada jam penjemputan.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID and the guide's WhatsApp number.</li><li>For the small-group package, come to the Bali Museum entrance 10 minutes before 08:00; a taxi from Kuta or Sanur takes about 30 minutes.</li><li>The guide holds a sign with our name.</li><li>For the private package, wait in your hotel lobby at pickup time.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Tur ini banyak berjalan kaki, sekitar 3 km di jalan kota yang ramai dan di tangga pasar. Museum Bali tutup pada hari libur nasional tertentu; pada hari itu pemandu mengganti kunjungan dengan Monumen Bajra Sandhi di Renon. Pura dapat ditutup saat upacara purnama atau tilem.</p><p>Pembatalan gratis hingga 24 jam sebelum tur; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>This tour involves a fair amount of walking, about 3 km on busy city streets and market stairs. The Bali Museum closes on some public holidays; on those days the guide swaps it for the Bajra Sandhi monument in Renon. The temple may close during full moon or new moon ceremonies.</p><p>Free cancellation up to 24 hours before the tour; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Jalan kaki berkelompok kecil", en: "Small-group walking tour" },
        detail: {
          id: "<p>Maksimal 8 peserta, bertemu di Museum Bali. Tidak termasuk penjemputan hotel. Berjalan setiap hari kecuali Nyepi.</p>",
          en: "<p>Up to 8 guests, meeting at the Bali Museum. Hotel pickup not included. Runs daily except Nyepi.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 275000, price_usd: 17, minimal: 1 },
          {
            name: { id: "Anak (6–11 tahun)", en: "Child (6–11 years)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tur pribadi dengan penjemputan hotel", en: "Private tour with hotel pickup" },
        detail: {
          id: "<p>Pemandu dan mobil hanya untuk Anda, dengan penjemputan dan pengantaran hotel di Bali selatan. Harga dasar untuk 1–2 orang, setiap orang tambahan dihitung terpisah (maksimal 6 orang).</p>",
          en: "<p>A guide and car for you alone, with hotel pickup and drop-off in south Bali. The base price covers 1–2 people; each extra person is charged separately (up to 6 people).</p>",
        },
        products: [
          {
            name: { id: "Per kelompok (1–2 orang)", en: "Per group (1–2 people)" },
            price_idr: 1100000,
            price_usd: 69,
            minimal: 1,
          },
          { name: { id: "Orang tambahan", en: "Extra person" }, price_idr: 250000, price_usd: 15.5, minimal: 0 },
        ],
      },
      {
        name: { id: "Jalan kaki plus wisata kuliner", en: "Walking tour plus food tasting" },
        detail: {
          id: "<p>Tur berkelompok yang sama, diperpanjang 1,5 jam untuk mencicipi makanan khas Denpasar: nasi campur Bali, sate lilit, lawar dan es daluman. Tur selesai sekitar pukul 14.30.</p>",
          en: "<p>The same small-group walk, extended by 1.5 hours to taste Denpasar favourites: nasi campur, sate lilit, lawar and es daluman. Finishes around 14:30.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          { name: { id: "Anak (6–11 tahun)", en: "Child (6–11 years)" }, price_idr: 225000, price_usd: 14, minimal: 0 },
        ],
      },
    ],
    scenes: ["market", "city", "temple-gate", "food"],
  },
];
