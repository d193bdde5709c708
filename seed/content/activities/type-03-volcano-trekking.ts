import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every trek. */
const PAYMENT: Localized<RichText> = {
  id: "<p>Tidak perlu membayar di muka. Anda membayar pada hari pendakian kepada pengemudi atau pemandu kami, tunai atau transfer bank, <strong>hanya dalam rupiah</strong>. Uang tunai dolar AS tidak diterima; jika Anda membawa mata uang lain, jumlahnya dihitung dengan kurs hari itu.</p><ul><li>Kartu Amex, Visa dan Mastercard diterima di kantor kami dengan biaya tambahan 3%.</li><li>Pembayaran lewat PayPal, kartu kredit atau transfer bank sebelum hari kegiatan diatur melalui e-mail.</li></ul>",
  en: "<p>No need to pay in advance. You pay on the day of the trek to our driver or guide, in cash or by bank transfer, <strong>in rupiah only</strong>. US dollar cash is not accepted; other currencies are converted at the day's rate.</p><ul><li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li><li>Payment by PayPal, credit card or bank transfer before the day is arranged by e-mail.</li></ul>",
};

/** How the booking is confirmed, the same for most treks. */
const CONFIRMATION: Localized<RichText> = {
  id: "<p>Kami memastikan pemandu dan kendaraan untuk tanggal Anda, lalu mengirim e-mail konfirmasi dengan booking ID, umumnya dalam 48 jam. Untuk pendakian dini hari, jam penjemputan pasti dikirim melalui WhatsApp pada sore hari sebelumnya.</p><p>Jika pendakian dibatalkan oleh kami karena cuaca buruk atau aktivitas gunung, Anda dapat memilih tanggal lain atau pembatalan tanpa biaya.</p>",
  en: "<p>We secure a guide and vehicle for your date, then e-mail a confirmation with your booking ID, usually within 48 hours. For pre-dawn treks, the exact pickup time is sent on WhatsApp the afternoon before.</p><p>If we cancel the trek because of bad weather or volcanic activity, you can choose another date or cancel at no cost.</p>",
};

export const volcanoTrekking: ActivitySeed[] = [
  {
    code: "BT0301",
    slug: "mount-batur-sunrise-trek",
    typeId: 3,
    regency: "bangli",
    name: {
      id: "Pendakian Matahari Terbit Gunung Batur",
      en: "Mount Batur Sunrise Trek",
    },
    short_des: {
      id: "Mendaki gunung api aktif setinggi 1.717 meter dalam gelap, sarapan telur yang dimasak uap vulkanik dan menyaksikan matahari terbit di atas Danau Batur.",
      en: "Climb a 1,717-metre active volcano in the dark, eat eggs cooked in volcanic steam and watch the sun rise over Lake Batur.",
    },
    location: { id: "Kintamani, Bangli", en: "Kintamani, Bangli" },
    duration_hours: 10,
    cancelation_hours: 24,
    start_time: "02:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Matahari terbit dari puncak dengan Gunung Agung, Gunung Abang dan Rinjani di Lombok di cakrawala</li><li>Sarapan telur dan pisang yang dikukus di lubang uap panas</li><li>Berjalan di bibir kawah dan melihat asap belerang</li><li>Pemandu resmi dari asosiasi pemandu Gunung Batur</li><li>Pilihan berendam di kolam air panas setelah turun</li></ul>",
      en: "<ul><li>Sunrise from the summit with Mount Agung, Mount Abang and Lombok's Rinjani on the horizon</li><li>Breakfast of eggs and bananas steamed in a volcanic vent</li><li>Walk the crater rim past steaming fumaroles</li><li>Licensed guide from the Mount Batur guides' association</li><li>Option to soak in a hot spring after the descent</li></ul>",
    },
    activity_des: {
      id: "<p>Gunung Batur adalah pendakian matahari terbit paling populer di Bali, dan dengan alasan yang baik: jalurnya bisa dilalui oleh orang dengan kebugaran rata-rata, dan pemandangannya luar biasa. Kami menjemput Anda sekitar pukul 02.00 dan tiba di titik awal pendakian di Toya Bungkah sekitar pukul 03.45, di mana Anda mendapat senter kepala, air minum dan bertemu pemandu.</p><p>Pendakian memakan waktu sekitar dua jam. Setengah jam pertama melewati kebun dan hutan cemara, lalu jalur berubah menjadi pasir vulkanik dan batu lepas yang makin curam menjelang puncak. Pemandu menyesuaikan kecepatan dengan anggota rombongan yang paling lambat. Di puncak (1.717 m) Anda duduk menunggu fajar sekitar pukul 06.00, sementara pemandu memasak telur dan pisang di lubang uap panas. Cahaya pertama menerangi Danau Batur, Gunung Abang dan Gunung Agung, dan pada pagi yang cerah Gunung Rinjani di Lombok.</p><p>Setelah matahari terbit, Anda berjalan di sekitar bibir kawah, melihat uap belerang dan aliran lava hitam dari letusan abad ke-20. Turun lewat jalur yang sama memakan sekitar 1,5 jam. Dengan paket air panas, Anda berendam di kolam air panas di tepi Danau Batur sebelum kembali. Dalam perjalanan pulang Anda singgah di kebun kopi, dan tiba di hotel sekitar pukul 11.00–12.00.</p>",
      en: "<p>Mount Batur is Bali's most popular sunrise trek, and for good reason: the trail is manageable with average fitness, and the view is spectacular. We pick you up around 02:00 and reach the trailhead at Toya Bungkah around 03:45, where you get a head torch and water and meet your guide.</p><p>The climb takes about two hours. The first half hour runs through gardens and casuarina forest, then the path turns to volcanic sand and loose rock that gets steeper towards the top. The guide sets the pace by the slowest person in the group. At the summit (1,717 m) you sit and wait for dawn around 06:00 while the guide cooks eggs and bananas in a steam vent. The first light falls on Lake Batur, Mount Abang and Mount Agung, and on clear mornings on Mount Rinjani on Lombok.</p><p>After sunrise you walk around the crater rim past sulphur steam and the black lava flows of 20th-century eruptions. The descent by the same path takes about 1.5 hours. With the hot spring package you soak in a hot pool on the shore of Lake Batur before heading back. On the way home you stop at a coffee garden and arrive at your hotel around 11:00–12:00.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud",
        "Pemandu pendakian resmi berbahasa Inggris",
        "Tiket masuk dan retribusi pendakian",
        "Senter kepala dan tongkat pendakian",
        "Sarapan di puncak: telur, pisang, roti lapis dan teh atau kopi",
        "Air mineral 600 ml",
      ],
      en: [
        "Hotel transfers in south Bali and Ubud",
        "Licensed English-speaking trekking guide",
        "Entrance and trekking fees",
        "Head torch and walking pole",
        "Breakfast at the summit: eggs, bananas, a sandwich and tea or coffee",
        "600 ml bottled water",
      ],
    },
    whattobring: {
      id: [
        "Sepatu olahraga atau sepatu gunung dengan sol bergerigi (bukan sandal)",
        "Jaket hangat, suhu di puncak bisa 10 °C",
        "Celana panjang yang nyaman",
        "Tambahan air minum 1 liter",
        "Baju renang dan handuk (paket air panas)",
        "Uang tunai kecil untuk toilet dan minuman di puncak",
      ],
      en: [
        "Trainers or hiking shoes with grippy soles (not sandals)",
        "A warm jacket; the summit can be 10 °C",
        "Comfortable long trousers",
        "An extra litre of water",
        "Swimwear and a towel (hot spring package)",
        "Small cash for toilets and drinks at the top",
      ],
    },
    pickup_time: {
      id: "01:45–02:15 dari Bali selatan, 02:30 dari Ubud",
      en: "01:45–02:15 from south Bali, 02:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel Anda; pastikan satpam hotel tahu Anda dijemput dini hari",
      en: "Your hotel lobby; let the night security know you are being picked up early",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi mengirim jam penjemputan pasti melalui WhatsApp pada sore sebelumnya.</li><li>Makan malam lebih awal dan tidur cukup; bawa camilan kecil di mobil.</li><li>Di titik awal, pemandu membagikan senter; selalu berjalan di belakang pemandu dalam gelap.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver sends the exact pickup time on WhatsApp the afternoon before.</li><li>Have an early dinner and get some sleep; bring a small snack for the car.</li><li>At the trailhead the guide hands out torches; always walk behind the guide in the dark.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Pendakian ini tidak disarankan untuk ibu hamil, anak di bawah 10 tahun, atau orang dengan masalah jantung, lutut atau asma berat. Matahari terbit tidak dijamin terlihat; pada musim hujan (November–Maret) puncak sering berkabut. Pemandu dapat memutuskan untuk berhenti lebih awal jika pendaki terlalu lambat agar tetap aman.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>This trek is not recommended for pregnant women, children under 10, or people with heart or knee problems or severe asthma. Sunrise is not guaranteed; in the wet season (November to March) the summit is often in cloud. The guide may turn around early with a climber who is too slow, for everyone's safety.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Pendakian berkelompok", en: "Group trek" },
        detail: {
          id: "<p>Pendakian bersama pendaki lain, maksimal 6 orang per pemandu. Transfer dengan mobil bersama dari area yang sama.</p>",
          en: "<p>Trek with other climbers, up to 6 people per guide. Shared transfer with guests from the same area.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 550000, price_usd: 34.5, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Pendakian pribadi", en: "Private trek" },
        detail: {
          id: "<p>Pemandu dan mobil hanya untuk rombongan Anda, sehingga kecepatan dan waktu di puncak bisa diatur sendiri. Bisa diperpanjang ke kawah kedua dengan biaya tambahan kepada pemandu.</p>",
          en: "<p>A guide and car for your group only, so you set the pace and how long you stay at the top. Can be extended to the second crater for an extra fee paid to the guide.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 800000, price_usd: 50, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Pendakian berkelompok dan kolam air panas", en: "Group trek and hot spring" },
        detail: {
          id: "<p>Pendakian berkelompok ditambah tiket masuk kolam air panas di tepi Danau Batur, dengan handuk dan loker. Kembali ke hotel sekitar pukul 13.00.</p>",
          en: "<p>The group trek plus entry to a hot spring on the shore of Lake Batur, with towel and locker. Back at your hotel around 13:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 800000, price_usd: 50, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["volcano", "lake", "food"],
  },
  {
    code: "BT0302",
    slug: "mount-agung-sunrise-climb",
    typeId: 3,
    regency: "karangasem",
    name: {
      id: "Pendakian Gunung Agung untuk Matahari Terbit",
      en: "Mount Agung Sunrise Climb",
    },
    short_des: {
      id: "Pendakian malam yang berat ke bibir kawah atau puncak gunung tertinggi dan tersuci di Bali, 3.031 meter, bersama pemandu berpengalaman.",
      en: "A hard night climb to the crater rim or summit of Bali's highest and holiest mountain, 3,031 metres, with an experienced guide.",
    },
    location: { id: "Selat, Karangasem", en: "Selat, Karangasem" },
    duration_hours: 15,
    cancelation_hours: 72,
    start_time: "22:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Berdiri di atas awan saat matahari terbit, dengan bayangan segitiga Gunung Agung jatuh ke arah barat</li><li>Pilihan jalur Pura Pasar Agung ke bibir kawah atau jalur Besakih ke puncak tertinggi</li><li>Pemandu lokal yang sudah mendaki ratusan kali, maksimal 4 pendaki per pemandu</li><li>Upacara doa singkat di pura sebelum mulai mendaki</li></ul>",
      en: "<ul><li>Stand above the clouds at sunrise as Agung's triangular shadow falls to the west</li><li>Choose the Pasar Agung temple route to the crater rim or the Besakih route to the true summit</li><li>Local guides with hundreds of ascents, at most 4 climbers per guide</li><li>A short prayer at the temple before you set off</li></ul>",
    },
    activity_des: {
      id: "<p>Gunung Agung bukan Batur. Ini pendakian yang curam, panjang dan melelahkan di atas batu dan pasir vulkanik, dengan kenaikan sekitar 1.300 hingga 2.000 meter dalam satu malam. Pendakian ini untuk orang yang bugar dan sudah terbiasa mendaki, dan imbalannya adalah salah satu matahari terbit paling berkesan di Indonesia.</p><p><strong>Jalur Pura Pasar Agung</strong> (Selat) dimulai sekitar pukul 01.00 dari pura di ketinggian sekitar 1.500 meter. Setelah hutan pinus, jalur menjadi lempeng batu yang curam, kadang memerlukan tangan untuk berpegangan. Sekitar 4–5 jam kemudian Anda tiba di bibir kawah (sekitar 2.860 m) tepat sebelum fajar dan bisa melihat ke dalam kawah yang masih berasap. Turun memakan 3–4 jam.</p><p><strong>Jalur Besakih</strong> dimulai sekitar pukul 23.00 dari Pura Pengubengan di atas Besakih dan menuju puncak tertinggi, 3.031 m. Jalurnya lebih panjang dan lebih terjal, 6–7 jam naik dan 4–5 jam turun. Kami menjemput Anda sekitar pukul 21.00 untuk jalur ini. Di kedua jalur, pemandu membawa sarapan, memimpin doa singkat di pura sebelum berangkat dan memutuskan kapan harus berbalik jika cuaca atau kondisi pendaki tidak memungkinkan.</p>",
      en: "<p>Mount Agung is not Batur. It is a steep, long, punishing climb over rock and volcanic sand, gaining roughly 1,300 to 2,000 metres in one night. It is for fit people used to hiking, and the reward is one of the most memorable sunrises in Indonesia.</p><p><strong>The Pasar Agung temple route</strong> (Selat) starts around 01:00 from the temple at about 1,500 metres. After pine forest the path becomes steep slabs of rock where you sometimes use your hands. About 4–5 hours later you reach the crater rim (around 2,860 m) just before dawn and can look into the still-steaming crater. The descent takes 3–4 hours.</p><p><strong>The Besakih route</strong> starts around 23:00 from Pura Pengubengan above Besakih and heads for the true summit, 3,031 m. It is longer and steeper, 6–7 hours up and 4–5 hours down. We pick you up around 21:00 for this route. On both routes the guide carries breakfast, leads a short prayer at the temple before setting off and decides when to turn back if the weather or a climber's condition makes it necessary.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan, Ubud dan Bali timur",
        "Pemandu Gunung Agung berlisensi, 1 pemandu untuk 1–4 pendaki",
        "Retribusi pendakian dan sesajen di pura",
        "Senter kepala dan tongkat pendakian",
        "Sarapan, camilan dan 1,5 liter air per orang",
        "Makan siang setelah turun",
      ],
      en: [
        "Hotel transfers in south Bali, Ubud and east Bali",
        "Licensed Mount Agung guide, 1 guide per 1–4 climbers",
        "Climbing fees and the temple offering",
        "Head torch and walking poles",
        "Breakfast, snacks and 1.5 litres of water per person",
        "Lunch after the descent",
      ],
    },
    whattobring: {
      id: [
        "Sepatu gunung yang sudah dipakai sebelumnya, bukan sepatu baru",
        "Jaket tahan angin dan lapisan hangat, puncak bisa mendekati 0 °C",
        "Sarung tangan dan topi kupluk",
        "Ransel kecil dengan air tambahan 1 liter",
        "Obat pribadi dan plester untuk lecet",
        "Pakaian ganti di mobil",
      ],
      en: [
        "Broken-in hiking boots, not new ones",
        "A windproof jacket and warm layers; the top can be close to 0 °C",
        "Gloves and a beanie",
        "A small backpack with an extra litre of water",
        "Personal medication and blister plasters",
        "A change of clothes for the car",
      ],
    },
    pickup_time: {
      id: "Jalur Pasar Agung: 22:30–23:00. Jalur Besakih: 20:30–21:00",
      en: "Pasar Agung route: 22:30–23:00. Besakih route: 20:30–21:00",
    },
    meeting_point: {
      id: "Lobi hotel Anda; pemandu bergabung di pura titik awal pendakian",
      en: "Your hotel lobby; the guide meets you at the temple trailhead",
    },
    how_to_use: {
      id: "<ol><li>Saat memesan, ceritakan pengalaman mendaki Anda di kolom permintaan khusus.</li><li>Kami mengirim e-mail konfirmasi dengan booking ID setelah memastikan status gunung dan kalender upacara.</li><li>Sehari sebelumnya, pemandu menghubungi Anda melalui WhatsApp untuk memeriksa perlengkapan.</li><li>Makan siang yang cukup dan tidur sore sebelum dijemput.</li></ol>",
      en: "<ol><li>When booking, tell us about your hiking experience in the special request box.</li><li>We e-mail a confirmation with your booking ID once we have checked the volcano's status and the ceremony calendar.</li><li>The day before, the guide contacts you on WhatsApp to go over your gear.</li><li>Eat a good lunch and sleep in the afternoon before pickup.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Usia minimal 14 tahun dan kondisi fisik yang baik. Gunung Agung ditutup untuk pendakian saat upacara besar di Pura Besakih (biasanya beberapa hari sekitar Maret–April) dan bila status gunung dinaikkan oleh pihak vulkanologi; kami memantau status ini dan akan menghubungi Anda bila ada perubahan. Jalur sangat licin pada musim hujan dan pendakian bisa dibatalkan pada hari itu. Perempuan yang sedang haid secara adat tidak mendaki gunung suci ini.</p><p>Pembatalan gratis hingga 72 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%. Jika pemandu memutuskan berbalik di tengah jalan demi keselamatan, harga tetap berlaku penuh.</p>",
      en: "<p>Minimum age 14 and good physical fitness. Mount Agung closes to climbers during major ceremonies at Besakih (usually a few days around March–April) and whenever the volcanology authority raises its alert level; we monitor this and will contact you if anything changes. The trail is very slippery in the wet season and a climb may be called off on the day. By custom, women who are menstruating do not climb this sacred mountain.</p><p>Free cancellation up to 72 hours before pickup; after that a fee of up to 50%, no-show 100%. If the guide decides to turn back for safety during the climb, the full price still applies.</p>",
    },
    confirmation_detail: {
      id: "<p>Karena status gunung dan upacara bisa berubah, kami memeriksa keduanya sebelum mengirim e-mail konfirmasi dengan booking ID, umumnya dalam 48 jam. Kami memeriksa ulang 24 jam sebelum pendakian dan menghubungi Anda melalui WhatsApp jika jalur ditutup.</p><p>Jika pendakian dibatalkan oleh kami, Anda dapat memilih tanggal lain, pendakian Gunung Batur sebagai pengganti, atau pembatalan tanpa biaya.</p>",
      en: "<p>Because the volcano's status and the ceremony calendar can change, we check both before e-mailing a confirmation with your booking ID, usually within 48 hours. We check again 24 hours before the climb and contact you on WhatsApp if the trail is closed.</p><p>If we cancel the climb, you can choose another date, a Mount Batur trek instead, or cancel at no cost.</p>",
    },
    packages: [
      {
        name: { id: "Jalur Pura Pasar Agung ke bibir kawah", en: "Pasar Agung temple route to the crater rim" },
        detail: {
          id: "<p>Jalur yang lebih pendek, sekitar 4–5 jam naik ke bibir kawah (2.860 m). Waktu total dari penjemputan sampai kembali ke hotel sekitar 15 jam.</p><ul><li>Harga per pendaki untuk rombongan 2 orang atau lebih</li><li>Pendaki tunggal menambahkan biaya pendaki tunggal</li></ul>",
          en: "<p>The shorter route, about 4–5 hours up to the crater rim (2,860 m). Around 15 hours in total from pickup to drop-off.</p><ul><li>Price per climber for groups of 2 or more</li><li>Solo climbers add the solo supplement</li></ul>",
        },
        products: [
          { name: { id: "Pendaki", en: "Climber" }, price_idr: 1500000, price_usd: 94, minimal: 1 },
          {
            name: { id: "Biaya pendaki tunggal", en: "Solo climber supplement" },
            price_idr: 500000,
            price_usd: 31,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Jalur Besakih ke puncak 3.031 m", en: "Besakih route to the 3,031 m summit" },
        detail: {
          id: "<p>Jalur terpanjang dan tersulit, 6–7 jam naik ke puncak tertinggi. Hanya untuk pendaki berpengalaman. Waktu total sekitar 18 jam; kami menjemput pukul 21.00.</p>",
          en: "<p>The longest and hardest route, 6–7 hours up to the highest point. For experienced hikers only. About 18 hours in total; pickup at 21:00.</p>",
        },
        products: [
          { name: { id: "Pendaki", en: "Climber" }, price_idr: 2300000, price_usd: 144, minimal: 1 },
          {
            name: { id: "Biaya pendaki tunggal", en: "Solo climber supplement" },
            price_idr: 700000,
            price_usd: 44,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["volcano", "temple-gate", "jungle"],
  },
  {
    code: "BT0303",
    slug: "mount-batur-sunrise-jeep-tour",
    typeId: 3,
    regency: "bangli",
    name: {
      id: "Tur Jip Matahari Terbit di Gunung Batur",
      en: "Mount Batur Sunrise Jeep Tour",
    },
    short_des: {
      id: "Matahari terbit di Gunung Batur tanpa mendaki: jip 4x4 membawa Anda ke padang lava hitam untuk sarapan dengan pemandangan gunung dan danau.",
      en: "Mount Batur sunrise without the climb: a 4x4 jeep takes you across the black lava fields for breakfast facing the volcano and the lake.",
    },
    location: { id: "Kintamani, Bangli", en: "Kintamani, Bangli" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "03:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Menyaksikan matahari terbit dari padang lava tanpa harus mendaki</li><li>Jip 4x4 terbuka dengan pengemudi lokal Kintamani</li><li>Sarapan di atas bukit lava dengan Gunung Batur di depan</li><li>Cocok untuk keluarga dengan anak dan orang yang tidak kuat mendaki</li></ul>",
      en: "<ul><li>Watch the sunrise from the lava fields without hiking</li><li>Open 4x4 jeep with a local Kintamani driver</li><li>Breakfast on a lava hill with Mount Batur in front of you</li><li>Good for families with children and anyone who cannot do the climb</li></ul>",
    },
    activity_des: {
      id: "<p>Tidak semua orang ingin mendaki dua jam dalam gelap, tetapi pemandangan matahari terbit di Kintamani tetap layak dicari. Tur ini membawa Anda dengan mobil ke desa Batur, lalu pindah ke jip 4x4 yang dikemudikan oleh warga setempat. Jip melaju melewati jalur berpasir dan batu di antara aliran lava hitam dari letusan 1963–2000 sampai ke bukit kecil di sisi barat laut gunung.</p><p>Anda tiba sebelum fajar dengan waktu untuk menata kamera dan menikmati kopi Kintamani hangat. Matahari muncul dari belakang Gunung Abang, menerangi lereng Batur dan permukaan danau. Sarapan disajikan di tempat: nasi goreng atau roti lapis, telur, buah dan teh atau kopi.</p><p>Setelah sarapan, jip berkeliling padang lava untuk berfoto di beberapa titik, termasuk batu lava berbentuk aneh dan tepi danau. Dengan paket air panas, Anda diantar ke kolam air panas di tepi Danau Batur untuk berendam. Perjalanan pulang melewati Penelokan dan kebun kopi, tiba di hotel sekitar pukul 11.30.</p>",
      en: "<p>Not everyone wants to hike for two hours in the dark, but the Kintamani sunrise is still worth getting up for. This tour drives you to Batur village, where you switch to a 4x4 jeep driven by a local. The jeep rattles along sandy, rocky tracks between the black lava flows of the 1963–2000 eruptions to a low hill on the northwest side of the volcano.</p><p>You arrive before dawn with time to set up your camera and enjoy a hot Kintamani coffee. The sun rises from behind Mount Abang, lighting up the slopes of Batur and the surface of the lake. Breakfast is served on the spot: fried rice or a sandwich, eggs, fruit and tea or coffee.</p><p>After breakfast the jeep tours the lava fields with photo stops, including oddly shaped lava rocks and the lakeshore. With the hot spring package you are dropped at a hot pool beside Lake Batur for a soak. The drive back passes Penelokan and a coffee garden, arriving at your hotel around 11:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud dengan mobil ber-AC",
        "Jip 4x4 dengan pengemudi lokal selama sekitar 2,5 jam",
        "Sarapan dan kopi atau teh di padang lava",
        "Retribusi kawasan Kintamani",
        "Air mineral",
      ],
      en: [
        "Hotel transfers from south Bali and Ubud by air-conditioned car",
        "4x4 jeep with local driver for about 2.5 hours",
        "Breakfast and coffee or tea on the lava field",
        "Kintamani area levy",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Jaket hangat, pagi di Kintamani sekitar 12–15 °C",
        "Syal atau masker untuk debu di jip terbuka",
        "Kacamata hitam",
        "Baju renang dan handuk (paket air panas)",
      ],
      en: [
        "A warm jacket; Kintamani mornings are about 12–15 °C",
        "A scarf or mask against dust in the open jeep",
        "Sunglasses",
        "Swimwear and a towel (hot spring package)",
      ],
    },
    pickup_time: {
      id: "03:00–03:30 dari Bali selatan, 04:00 dari Ubud",
      en: "03:00–03:30 from south Bali, 04:00 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel Anda; pergantian ke jip di desa Batur",
      en: "Your hotel lobby; you switch to the jeep in Batur village",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Jam penjemputan pasti dikirim melalui WhatsApp pada sore sebelumnya.</li><li>Satu jip memuat hingga 4 orang; pesan dua jip untuk rombongan lebih besar.</li><li>Anak kecil duduk di kursi dalam, bukan di bak belakang.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The exact pickup time is sent on WhatsApp the afternoon before.</li><li>One jeep takes up to 4 people; book two jeeps for a bigger group.</li><li>Small children sit in the inside seats, not in the open back.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Jalur jip bergelombang dan berdebu; tidak disarankan untuk ibu hamil atau orang dengan cedera punggung. Matahari terbit tidak dijamin terlihat jika berawan, tetapi tur tetap berjalan. Kursi bayi tidak tersedia di jip.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The jeep tracks are bumpy and dusty; not recommended for pregnant women or people with back injuries. Sunrise may not be visible if it is cloudy, but the tour still runs. Baby seats are not available in the jeeps.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Jip matahari terbit dan sarapan", en: "Sunrise jeep and breakfast" },
        detail: {
          id: "<p>Transfer hotel, jip 4x4 untuk hingga 4 orang dan sarapan di padang lava.</p>",
          en: "<p>Hotel transfer, a 4x4 jeep for up to 4 people and breakfast on the lava field.</p>",
        },
        products: [
          {
            name: { id: "Per jip (1–4 orang)", en: "Per jeep (1–4 people)" },
            price_idr: 1800000,
            price_usd: 112.5,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Jip matahari terbit dan kolam air panas", en: "Sunrise jeep and hot spring" },
        detail: {
          id: "<p>Paket jip yang sama, ditambah tiket kolam air panas di tepi Danau Batur. Pesan satu jip dan satu tiket air panas untuk setiap orang yang ingin berendam.</p>",
          en: "<p>The same jeep package plus hot spring entry beside Lake Batur. Book one jeep and one hot spring ticket for each person who wants to soak.</p>",
        },
        products: [
          {
            name: { id: "Per jip (1–4 orang)", en: "Per jeep (1–4 people)" },
            price_idr: 1800000,
            price_usd: 112.5,
            minimal: 1,
          },
          {
            name: { id: "Tiket air panas per orang", en: "Hot spring ticket per person" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["volcano", "car", "lake"],
  },
  {
    code: "BT0304",
    slug: "campuhan-ridge-and-ubud-rice-field-walk",
    typeId: 3,
    regency: "gianyar",
    name: {
      id: "Jalan Pagi di Bukit Campuhan dan Sawah Ubud",
      en: "Campuhan Ridge and Ubud Rice Field Morning Walk",
    },
    short_des: {
      id: "Jalan kaki santai 7 km bersama pemandu lokal di punggung bukit Campuhan dan sawah di utara Ubud, sebelum udara panas.",
      en: "An easy 7 km walk with a local guide along the Campuhan ridge and through the rice fields north of Ubud, before the heat sets in.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Pura Gunung Lebah di pertemuan dua sungai</li><li>Jalan setapak berbatu di punggung bukit alang-alang Campuhan</li><li>Sawah, saluran subak dan kebun kelapa di Bangkiang Sidem dan Keliki</li><li>Pemandu menjelaskan tanaman obat dan sistem irigasi subak</li><li>Air kelapa muda dan jaje Bali di warung sawah</li></ul>",
      en: "<ul><li>Pura Gunung Lebah at the meeting of two rivers</li><li>The paved path along the grassy Campuhan ridge</li><li>Rice fields, subak canals and coconut groves at Bangkiang Sidem and Keliki</li><li>Your guide explains medicinal plants and the subak irrigation system</li><li>Young coconut and Balinese cakes at a warung in the fields</li></ul>",
    },
    activity_des: {
      id: "<p>Jalan kaki ini adalah cara terbaik melihat sisi pedesaan Ubud tanpa kendaraan. Anda bertemu pemandu pukul 07.00 di depan Pura Gunung Lebah, pura kecil di tempat bertemunya Sungai Wos Barat dan Wos Timur. Dari sana jalan setapak naik ke punggung bukit Campuhan, jalur berbatu sepanjang sekitar 2 km di antara lembah yang ditumbuhi alang-alang dan pohon kelapa. Pagi hari udara masih sejuk dan jalurnya belum ramai.</p><p>Di ujung punggung bukit, jalan masuk ke desa Bangkiang Sidem dan berlanjut melalui sawah ke arah Keliki. Pemandu, yang keluarganya sendiri bertani, menjelaskan cara kerja subak, kalender tanam padi, dan tanaman di pinggir jalan yang dipakai untuk obat dan sesajen. Anda mungkin bertemu petani yang sedang menanam atau memanen, dan bebek yang digiring di petak sawah.</p><p>Setelah sekitar 2,5 jam berjalan, Anda beristirahat di warung di tengah sawah dengan air kelapa muda dan jaje Bali. Mobil menjemput Anda dari sana dan mengantar kembali ke pusat Ubud atau hotel Anda sekitar pukul 11.00. Medan datar sampai sedikit menanjak, cocok untuk sebagian besar orang termasuk anak mulai 6 tahun.</p>",
      en: "<p>This walk is the best way to see rural Ubud without a vehicle. You meet your guide at 07:00 in front of Pura Gunung Lebah, a small temple where the east and west branches of the Wos river meet. From there the path climbs onto the Campuhan ridge, a paved trail of about 2 km between valleys of tall grass and coconut palms. In the morning the air is still cool and the trail is quiet.</p><p>At the end of the ridge the path enters Bangkiang Sidem village and continues through rice fields towards Keliki. Your guide, whose own family farms, explains how subak irrigation works, the rice-growing calendar, and the plants along the path used for medicine and offerings. You may meet farmers planting or harvesting, and ducks being herded through the paddies.</p><p>After about 2.5 hours of walking you rest at a warung in the middle of the fields with young coconut and Balinese cakes. A car collects you there and takes you back to central Ubud or your hotel around 11:00. The terrain is flat to gently rolling, fine for most people including children from 6.</p>",
    },
    included: {
      id: [
        "Pemandu lokal berbahasa Inggris",
        "Air kelapa muda dan jaje Bali",
        "Air mineral",
        "Mobil dari akhir jalur ke pusat Ubud atau hotel di Ubud",
        "Antar-jemput dari Bali selatan (paket dengan transfer)",
      ],
      en: [
        "Local English-speaking guide",
        "Young coconut and Balinese cakes",
        "Bottled water",
        "Car from the end of the trail to central Ubud or your Ubud hotel",
        "Transfers from south Bali (package with transfer)",
      ],
    },
    whattobring: {
      id: [
        "Sepatu olahraga atau sandal gunung",
        "Topi dan tabir surya",
        "Obat nyamuk",
        "Jas hujan ringan pada musim hujan",
      ],
      en: [
        "Trainers or sport sandals",
        "Hat and sunscreen",
        "Insect repellent",
        "A light rain jacket in the wet season",
      ],
    },
    pickup_time: {
      id: "Bertemu di Ubud pukul 07:00; penjemputan dari Bali selatan 05:45–06:15",
      en: "Meet in Ubud at 07:00; pickup from south Bali 05:45–06:15",
    },
    meeting_point: {
      id: "Di depan Pura Gunung Lebah, Jalan Raya Campuhan, Ubud (sebelah jembatan Campuhan)",
      en: "In front of Pura Gunung Lebah, Jalan Raya Campuhan, Ubud (by the Campuhan bridge)",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID dan nomor WhatsApp pemandu.</li><li>Datang ke titik pertemuan pukul 06.50; dari pusat Ubud sekitar 15 menit berjalan kaki.</li><li>Pemandu memegang papan dengan nama Anda.</li><li>Untuk paket dengan transfer, tunggu di lobi hotel pada jam penjemputan.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID and the guide's WhatsApp number.</li><li>Be at the meeting point at 06:50; it is about a 15-minute walk from central Ubud.</li><li>The guide holds a sign with your name.</li><li>On the package with transfer, wait in your hotel lobby at pickup time.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Bagian punggung bukit tidak berteduh; setelah pukul 10.00 udaranya panas. Jalur sawah bisa becek pada musim hujan. Kereta dorong bayi tidak bisa melewati pematang sawah.</p><p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The ridge section has no shade; after 10:00 it gets hot. The rice field paths can be muddy in the wet season. Pushchairs cannot go along the paddy dykes.</p><p>Free cancellation up to 24 hours before; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Jalan kaki berpemandu, bertemu di Ubud", en: "Guided walk, meet in Ubud" },
        detail: {
          id: "<p>Kelompok kecil, maksimal 8 orang. Bertemu di Pura Gunung Lebah, diantar dengan mobil dari akhir jalur ke pusat Ubud.</p>",
          en: "<p>Small group, up to 8 people. Meet at Pura Gunung Lebah; a car takes you from the end of the trail back to central Ubud.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 250000, price_usd: 15.5, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 125000, price_usd: 8, minimal: 0 },
        ],
      },
      {
        name: { id: "Jalan kaki dengan transfer dari Bali selatan", en: "Walk with transfer from south Bali" },
        detail: {
          id: "<p>Jalan kaki yang sama, dengan penjemputan dari hotel di Kuta, Legian, Seminyak, Canggu, Sanur, Jimbaran atau Nusa Dua dan pengantaran kembali sekitar pukul 12.30.</p>",
          en: "<p>The same walk, with pickup from hotels in Kuta, Legian, Seminyak, Canggu, Sanur, Jimbaran or Nusa Dua and drop-off back around 12:30.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
    ],
    scenes: ["rice-terraces", "jungle", "temple-gate"],
  },
  {
    code: "BT0305",
    slug: "sekumpul-waterfall-jungle-trek",
    typeId: 3,
    regency: "buleleng",
    name: {
      id: "Trekking Air Terjun Sekumpul dan Fiji",
      en: "Sekumpul and Fiji Waterfalls Jungle Trek",
    },
    short_des: {
      id: "Trekking di lembah hutan Buleleng dengan pemandu desa Sekumpul ke tujuh air terjun yang sering disebut paling indah di Bali.",
      en: "A trek through a forested Buleleng valley with a Sekumpul village guide to the seven falls often called the most beautiful in Bali.",
    },
    location: { id: "Sekumpul, Buleleng", en: "Sekumpul, Buleleng" },
    duration_hours: 11,
    cancelation_hours: 48,
    start_time: "06:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Titik pandang ke deretan air terjun Sekumpul dari atas lembah</li><li>Turun ke dasar lembah dan berdiri di bawah semburan air setinggi 80 meter</li><li>Menyeberangi sungai menuju air terjun Fiji</li><li>Kebun cengkih, durian dan kopi di sepanjang jalur</li></ul>",
      en: "<ul><li>The viewpoint over the Sekumpul falls from the top of the valley</li><li>Descend to the valley floor and stand in the spray of 80-metre falls</li><li>River crossings on the way to Fiji falls</li><li>Clove, durian and coffee gardens along the trail</li></ul>",
    },
    activity_des: {
      id: "<p>Sekumpul, di lereng utara Bali dekat Singaraja, adalah kumpulan tujuh air terjun yang jatuh ke satu lembah hijau. Perjalanan dari Bali selatan sekitar 2,5–3 jam melalui Bedugul, jadi kami berangkat pagi-pagi. Di desa Sekumpul, Anda bertemu pemandu lokal; pemandu desa wajib untuk turun ke dasar lembah.</p><p>Trekking dimulai dengan jalan setapak melewati kebun cengkih dan durian ke titik pandang, tempat seluruh deretan air terjun terlihat dari atas. Lalu jalur turun lewat tangga beton dan tanah, sekitar 20–30 menit, ke dasar lembah. Di bawah, Anda menyeberangi sungai setinggi lutut dan berjalan di atas batu sampai ke kaki air terjun utama, yang tingginya sekitar 80 meter. Semburan airnya kuat; Anda pasti basah.</p><p>Pemandu juga membawa Anda ke air terjun Fiji di lembah sebelah, dengan tiga aliran yang jatuh berdampingan dan kolam tempat berendam. Setelah naik kembali ke desa (bagian paling berat, sekitar 30–40 menit), Anda makan siang di warung desa. Total waktu berjalan sekitar 3 jam. Anda kembali ke hotel sekitar pukul 17.30.</p>",
      en: "<p>Sekumpul, on Bali's northern slopes near Singaraja, is a group of seven waterfalls dropping into one green valley. The drive from south Bali takes 2.5–3 hours via Bedugul, so we leave early. In Sekumpul village you meet a local guide; a village guide is required to go down to the valley floor.</p><p>The trek starts along a path through clove and durian gardens to a viewpoint where you see the whole line of falls from above. Then the trail drops down concrete and earth steps, about 20–30 minutes, to the valley floor. At the bottom you wade a knee-deep river and scramble over rocks to the foot of the main fall, about 80 metres high. The spray is strong; you will get wet.</p><p>The guide also takes you to Fiji falls in the next valley, three streams falling side by side into a pool where you can soak. After the climb back up to the village (the hardest part, about 30–40 minutes), lunch is at a village warung. Total walking time is about 3 hours. You are back at your hotel around 17:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi dan pengemudi",
        "Pemandu lokal desa Sekumpul",
        "Tiket masuk Sekumpul dan Fiji",
        "Makan siang di warung desa",
        "Air mineral dan camilan",
      ],
      en: [
        "Hotel transfers in south Bali and Ubud",
        "Private air-conditioned car and driver",
        "Local guide from Sekumpul village",
        "Sekumpul and Fiji entrance tickets",
        "Lunch at a village warung",
        "Bottled water and snacks",
      ],
    },
    whattobring: {
      id: [
        "Sandal gunung atau sepatu air dengan tali (bukan sandal jepit)",
        "Baju renang dan baju ganti",
        "Handuk kecil",
        "Kantong kedap air untuk ponsel dan uang",
        "Obat antimabuk untuk jalan berkelok",
      ],
      en: [
        "Strapped sport sandals or water shoes (not flip-flops)",
        "Swimwear and a change of clothes",
        "A small towel",
        "A dry bag for phone and money",
        "Travel sickness tablets for the winding road",
      ],
    },
    pickup_time: {
      id: "06:00–06:30 dari Bali selatan, 06:30 dari Ubud",
      en: "06:00–06:30 from south Bali, 06:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Kenakan baju renang di bawah pakaian dan tinggalkan barang berharga di hotel.</li><li>Di lembah, ikuti jalur yang ditunjukkan pemandu dan jangan berenang di bawah air terjun utama.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>Wear swimwear under your clothes and leave valuables at the hotel.</li><li>In the valley, stay on the path your guide shows and do not swim under the main fall.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Trekking ini tingkat sedang: ada ratusan anak tangga, batu licin dan penyeberangan sungai. Tidak cocok untuk anak di bawah 8 tahun atau orang dengan masalah lutut. Saat hujan deras, air sungai bisa naik dan pemandu dapat membatalkan turun ke lembah; Anda tetap bisa melihat dari titik pandang. Musim terbaik April–Oktober.</p><p>Pembatalan gratis hingga 48 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>This is a moderate trek: hundreds of steps, slippery rocks and river crossings. Not suitable for children under 8 or people with knee problems. After heavy rain the river can rise and the guide may call off the descent; you can still see the falls from the viewpoint. The best season is April to October.</p><p>Free cancellation up to 48 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Trekking pribadi dengan transfer dan makan siang", en: "Private trek with transfer and lunch" },
        detail: {
          id: "<p>Mobil pribadi untuk rombongan Anda (maksimal 6 orang), pemandu desa, tiket dan makan siang. Harga per orang; pendaki tunggal membayar harga dewasa tanpa tambahan.</p>",
          en: "<p>A private car for your group (up to 6 people), village guide, tickets and lunch. Priced per person; solo travellers pay the adult price with no supplement.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["waterfall", "jungle", "rice-terraces"],
  },
  {
    code: "BT0306",
    slug: "jatiluwih-rice-terrace-trek",
    typeId: 3,
    regency: "tabanan",
    name: {
      id: "Trekking Sawah Terasering Jatiluwih",
      en: "Jatiluwih Rice Terrace Trek",
    },
    short_des: {
      id: "Menyusuri pematang sawah Jatiluwih, Warisan Dunia UNESCO di kaki Gunung Batukaru, bersama petani setempat sebagai pemandu.",
      en: "Walk the paddy dykes of Jatiluwih, a UNESCO World Heritage landscape at the foot of Mount Batukaru, with a local farmer as your guide.",
    },
    location: { id: "Jatiluwih, Tabanan", en: "Jatiluwih, Tabanan" },
    duration_hours: 7,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Lebih dari 600 hektare sawah terasering di ketinggian sekitar 700 meter</li><li>Berjalan di pematang dan saluran subak bersama petani Jatiluwih</li><li>Pemandangan Gunung Batukaru di atas sawah</li><li>Makan siang dengan nasi merah Jatiluwih</li><li>Pura Luhur Batukaru di tengah hutan (paket pendek)</li></ul>",
      en: "<ul><li>More than 600 hectares of terraces at about 700 metres</li><li>Walk paddy dykes and subak channels with a Jatiluwih farmer</li><li>Mount Batukaru rising above the fields</li><li>Lunch with Jatiluwih's own red rice</li><li>Pura Luhur Batukaru in the forest (short trek package)</li></ul>",
    },
    activity_des: {
      id: "<p>Jatiluwih adalah hamparan sawah terasering terluas di Bali dan bagian dari Lanskap Budaya Bali yang diakui UNESCO pada tahun 2012. Berbeda dengan Tegallalang yang ramai, di sini sawah membentang sejauh mata memandang dengan Gunung Batukaru (2.276 m) di belakangnya. Petani masih menanam padi lokal berumur panjang, termasuk beras merah, satu atau dua kali setahun.</p><p>Pemandu Anda adalah petani dari desa Jatiluwih. Ia membawa Anda menyusuri pematang sempit, saluran air dan jalan tanah di antara petak sawah, sambil menjelaskan subak, organisasi pengatur air yang berusia lebih dari seribu tahun, serta pura-pura kecil di hulu setiap saluran. Tergantung musim, Anda bisa melihat petani membajak, menanam, menyiangi atau memanen dengan ani-ani.</p><p>Paket pendek berjalan sekitar 1,5 jam lalu melanjutkan ke Pura Luhur Batukaru, pura hutan yang sejuk dan berlumut di lereng gunung. Paket panjang berjalan sekitar 3 jam melalui jalur yang lebih jauh dan naik-turun, dilanjutkan makan siang dengan nasi merah Jatiluwih di restoran menghadap sawah. Anda kembali ke hotel sekitar pukul 14.30.</p>",
      en: "<p>Jatiluwih is Bali's largest spread of rice terraces and part of the Cultural Landscape of Bali listed by UNESCO in 2012. Unlike busy Tegallalang, here the paddies stretch as far as you can see, with Mount Batukaru (2,276 m) behind them. Farmers still grow long-maturing local rice, including red rice, once or twice a year.</p><p>Your guide is a farmer from Jatiluwih village. He leads you along narrow dykes, water channels and dirt tracks between the paddies, explaining the subak, the water-sharing cooperatives that are over a thousand years old, and the small shrines at the head of each channel. Depending on the season you may see farmers ploughing, planting, weeding or harvesting with the small ani-ani blade.</p><p>The short trek walks for about 1.5 hours and then continues to Pura Luhur Batukaru, a cool, mossy forest temple on the mountain's slopes. The long trek walks for about 3 hours on a longer, hillier route and ends with lunch of Jatiluwih red rice at a restaurant overlooking the fields. You are back at your hotel around 14:30.</p>",
    },
    included: {
      id: [
        "Petani lokal sebagai pemandu berbahasa Inggris",
        "Tiket masuk kawasan Jatiluwih",
        "Antar-jemput hotel di Bali selatan dan Ubud (paket dengan transfer)",
        "Tiket Pura Luhur Batukaru dan sarung (paket pendek)",
        "Makan siang nasi merah (paket panjang)",
        "Air mineral",
      ],
      en: [
        "Local farmer as your English-speaking guide",
        "Jatiluwih area entrance ticket",
        "Hotel transfers in south Bali and Ubud (packages with transfer)",
        "Pura Luhur Batukaru ticket and sarong (short trek)",
        "Red rice lunch (long trek)",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Sepatu yang boleh kotor atau sandal gunung",
        "Topi dan tabir surya, hampir tidak ada keteduhan",
        "Jas hujan ringan",
        "Pakaian yang menutup bahu untuk pura",
        "Obat nyamuk",
      ],
      en: [
        "Shoes that can get muddy, or sport sandals",
        "Hat and sunscreen; there is almost no shade",
        "A light rain jacket",
        "Clothing covering the shoulders for the temple",
        "Insect repellent",
      ],
    },
    pickup_time: {
      id: "07:00–07:30 dari Bali selatan, 07:30 dari Ubud; paket tanpa transfer bertemu pukul 09:00",
      en: "07:00–07:30 from south Bali, 07:30 from Ubud; the no-transfer package meets at 09:00",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket tiket Jatiluwih untuk paket tanpa transfer",
      en: "Your hotel lobby, or the Jatiluwih ticket booth for the no-transfer package",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Paket dengan transfer: pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Paket tanpa transfer: datang ke loket tiket Jatiluwih pukul 09.00, pemandu menunggu dengan papan nama.</li><li>Berjalanlah di belakang pemandu di pematang dan jangan menginjak tanaman padi.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>Packages with transfer: the driver contacts you on WhatsApp the day before.</li><li>No-transfer package: come to the Jatiluwih ticket booth at 09:00; the guide waits with a name sign.</li><li>Walk behind the guide on the dykes and do not step on the rice plants.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Sawah paling hijau sekitar 1–2 bulan setelah tanam dan menguning menjelang panen; setelah panen, sebagian petak bisa kosong atau tergenang. Pematang sempit dan licin setelah hujan. Jatiluwih sekitar 2 jam dari Seminyak.</p><p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The fields are greenest about 1–2 months after planting and turn golden before harvest; after harvest some paddies may be bare or flooded. The dykes are narrow and slippery after rain. Jatiluwih is about 2 hours from Seminyak.</p><p>Free cancellation up to 24 hours before; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Trekking pendek dan Pura Batukaru", en: "Short trek and Batukaru temple" },
        detail: {
          id: "<p>Trekking 1,5 jam di sawah lalu kunjungan ke Pura Luhur Batukaru. Termasuk transfer hotel pribadi.</p>",
          en: "<p>A 1.5-hour trek in the fields followed by a visit to Pura Luhur Batukaru. Private hotel transfer included.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 600000, price_usd: 37.5, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 400000, price_usd: 25, minimal: 0 },
        ],
      },
      {
        name: { id: "Trekking panjang dan makan siang", en: "Long trek and lunch" },
        detail: {
          id: "<p>Trekking 3 jam melalui bagian sawah yang lebih sepi dengan beberapa tanjakan, dilanjutkan makan siang nasi merah. Termasuk transfer hotel pribadi. Untuk usia 10 tahun ke atas.</p>",
          en: "<p>A 3-hour trek through quieter parts of the terraces with a few climbs, followed by a red rice lunch. Private hotel transfer included. For ages 10 and up.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Anak (10–12 tahun)", en: "Child (10–12 years)" },
            price_idr: 500000,
            price_usd: 31,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Trekking 2 jam tanpa transfer", en: "2-hour trek without transfer" },
        detail: {
          id: "<p>Untuk Anda yang datang sendiri dengan motor atau mobil sewaan. Bertemu di loket tiket Jatiluwih pukul 09.00, termasuk tiket masuk dan pemandu.</p>",
          en: "<p>For those arriving on their own by scooter or rental car. Meet at the Jatiluwih ticket booth at 09:00; entrance ticket and guide included.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 300000, price_usd: 19, minimal: 1 },
          {
            name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["rice-terraces", "volcano", "temple-gate", "jungle"],
  },
  {
    code: "BT0307",
    slug: "sidemen-valley-rice-field-and-village-trek",
    typeId: 3,
    regency: "karangasem",
    name: {
      id: "Trekking Lembah Sidemen: Sawah, Desa dan Tenun Songket",
      en: "Sidemen Valley Trek: Rice Fields, Villages and Songket Weaving",
    },
    short_des: {
      id: "Trekking setengah hari di lembah Sidemen dengan pemandangan Gunung Agung, melewati sawah, kebun salak dan rumah penenun songket.",
      en: "A half-day trek in the Sidemen valley with views of Mount Agung, through rice fields, snake fruit gardens and a songket weaver's home.",
    },
    location: { id: "Sidemen, Karangasem", en: "Sidemen, Karangasem" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Gunung Agung menjulang di ujung lembah pada pagi yang cerah</li><li>Jalur sawah dan sungai yang jarang dilalui wisatawan</li><li>Melihat penenun songket dan endek di alat tenun kayu</li><li>Makan siang di warung dengan pemandangan lembah</li></ul>",
      en: "<ul><li>Mount Agung towering at the end of the valley on a clear morning</li><li>Rice field and river paths that few tourists walk</li><li>Watch songket and endek weavers at their wooden looms</li><li>Lunch at a warung overlooking the valley</li></ul>",
    },
    activity_des: {
      id: "<p>Sidemen adalah lembah di Karangasem yang sering disebut seperti Ubud tiga puluh tahun lalu: sawah bertingkat, sungai, desa-desa kecil dan Gunung Agung di atas semuanya. Setelah perjalanan sekitar 1,5 jam dari Bali selatan, Anda bertemu pemandu dari desa Sidemen dan mulai berjalan sekitar pukul 09.00, saat gunung biasanya masih terlihat jelas.</p><p>Jalur sepanjang 6–7 km menyusuri pematang sawah, menyeberangi jembatan bambu dan sungai kecil, serta melewati kebun salak, kakao dan kelapa. Pemandu menunjukkan cara petani memanjat pohon kelapa, memperkenalkan sayur dan bumbu yang tumbuh liar, dan mengajak Anda mampir ke pura subak kecil. Ada beberapa tanjakan pendek, tetapi secara keseluruhan jalurnya sedang.</p><p>Di akhir trekking, Anda mengunjungi rumah penenun di desa Sidemen, yang terkenal dengan kain songket bersulam benang emas dan kain endek. Satu kain songket bisa memakan waktu satu sampai tiga bulan. Makan siang menyusul di warung menghadap lembah, lalu perjalanan pulang melalui Klungkung, tiba di hotel sekitar pukul 15.30.</p>",
      en: "<p>Sidemen is a valley in Karangasem often described as Ubud thirty years ago: terraced paddies, rivers, small villages and Mount Agung above it all. After a drive of about 1.5 hours from south Bali, you meet a guide from Sidemen village and start walking around 09:00, when the mountain is usually still clear.</p><p>The 6–7 km route follows rice field dykes, crosses bamboo bridges and small streams, and passes through snake fruit, cacao and coconut gardens. Your guide shows how farmers climb coconut palms, points out wild vegetables and spices, and stops at a small subak temple. There are a few short climbs, but overall the trail is moderate.</p><p>At the end of the trek you visit a weaver's home in Sidemen, known for songket cloth woven with gold thread and for endek ikat. A single songket can take one to three months. Lunch follows at a warung overlooking the valley, then the drive home through Klungkung gets you back to your hotel around 15:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi dan pengemudi",
        "Pemandu lokal Sidemen berbahasa Inggris",
        "Kunjungan ke rumah penenun",
        "Makan siang di warung dan air mineral",
      ],
      en: [
        "Hotel transfers in south Bali and Ubud",
        "Private air-conditioned car and driver",
        "Local English-speaking guide from Sidemen",
        "Visit to a weaver's home",
        "Lunch at a warung and bottled water",
      ],
    },
    whattobring: {
      id: [
        "Sepatu atau sandal gunung yang boleh basah",
        "Topi dan tabir surya",
        "Jas hujan ringan",
        "Botol minum isi ulang",
        "Uang tunai rupiah jika ingin membeli kain tenun",
      ],
      en: [
        "Shoes or sport sandals that can get wet",
        "Hat and sunscreen",
        "A light rain jacket",
        "A refillable water bottle",
        "Rupiah cash if you want to buy woven cloth",
      ],
    },
    pickup_time: {
      id: "07:00–07:30 dari Bali selatan, 07:30 dari Ubud",
      en: "07:00–07:30 from south Bali, 07:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Jika Anda menginap di Sidemen, tulis nama penginapan Anda; pemandu bisa menjemput langsung dan harganya tetap sama.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>If you are staying in Sidemen, give us the name of your lodging; the guide can collect you there for the same price.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Jalur bisa becek dan licin pada musim hujan; kaki Anda kemungkinan basah saat menyeberang sungai. Gunung Agung sering tertutup awan setelah pukul 10.00. Tidak ada kewajiban membeli di rumah penenun.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The trail can be muddy and slippery in the wet season; your feet will probably get wet at the stream crossings. Mount Agung is often in cloud after 10:00. There is no obligation to buy at the weaver's.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Trekking pribadi dengan transfer dan makan siang", en: "Private trek with transfer and lunch" },
        detail: {
          id: "<p>Mobil dan pemandu hanya untuk rombongan Anda, maksimal 6 orang. Trekking sekitar 3 jam, kunjungan penenun dan makan siang.</p>",
          en: "<p>A car and guide for your group only, up to 6 people. About 3 hours of trekking, the weaver visit and lunch.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
    ],
    scenes: ["rice-terraces", "volcano", "jungle", "market"],
  },
];
