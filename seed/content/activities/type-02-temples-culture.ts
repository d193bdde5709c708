import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every temple and culture activity. */
const PAYMENT: Localized<RichText> = {
  id: "<p>Pesan sekarang, bayar nanti. Pembayaran dilakukan pada hari kegiatan kepada pengemudi atau pemandu kami, tunai atau transfer bank, <strong>hanya dalam rupiah</strong>. Uang tunai dolar AS tidak diterima; harga dalam mata uang lain dihitung dengan kurs harian.</p><ul><li>Pembayaran dengan kartu Amex, Visa atau Mastercard di kantor kami dikenakan biaya tambahan 3%.</li><li>PayPal, kartu kredit dan transfer bank sebelum hari kegiatan diatur melalui e-mail setelah Anda memesan.</li></ul>",
  en: "<p>Book now, pay later. You pay on the day to our driver or guide, in cash or by bank transfer, <strong>in rupiah only</strong>. US dollar cash is not accepted; prices in other currencies are converted at the daily rate.</p><ul><li>Payment by Amex, Visa or Mastercard at our office carries a 3% surcharge.</li><li>PayPal, credit card and bank transfer before the day are arranged by e-mail after you book.</li></ul>",
};

/** How the booking is confirmed, the same for every temple and culture activity. */
const CONFIRMATION: Localized<RichText> = {
  id: "<p>Kami memeriksa ketersediaan pemandu, tiket dan kalender upacara untuk tanggal pilihan Anda, lalu mengirim e-mail konfirmasi berisi booking ID, umumnya dalam 48 jam. Jika pada tanggal itu ada upacara yang menutup pura untuk wisatawan, kami menawarkan tanggal atau rute lain sebelum mengonfirmasi.</p>",
  en: "<p>We check guide availability, tickets and the ceremony calendar for your chosen date, then e-mail a confirmation with your booking ID, usually within 48 hours. If a ceremony closes the temple to visitors that day, we offer another date or route before confirming.</p>",
};

export const templesCulture: ActivitySeed[] = [
  {
    code: "BT0201",
    slug: "tirta-empul-holy-spring-purification-ritual",
    typeId: 2,
    regency: "gianyar",
    name: {
      id: "Ritual Melukat di Pura Tirta Empul dengan Pemandu Lokal",
      en: "Tirta Empul Holy Spring Purification with a Local Guide",
    },
    short_des: {
      id: "Ikuti ritual penyucian diri (melukat) di pancuran suci Tirta Empul dengan bimbingan pemandu dari Tampaksiring, lalu kunjungi candi tebing Gunung Kawi.",
      en: "Take part in the melukat purification ritual under the holy spouts of Tirta Empul, guided by a Tampaksiring local, then visit the rock-cut shrines of Gunung Kawi.",
    },
    location: { id: "Tampaksiring, Gianyar", en: "Tampaksiring, Gianyar" },
    duration_hours: 6,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Membuat canang sari sendiri sebelum masuk ke kolam</li><li>Pemandu menjelaskan urutan pancuran dan doa di setiap pancuran</li><li>Tiba pagi sebelum rombongan besar datang</li><li>Kain, selendang dan loker sudah diatur</li><li>Candi Gunung Kawi abad ke-11 yang dipahat di tebing sungai (paket lengkap)</li></ul>",
      en: "<ul><li>Make your own canang sari offering before entering the pool</li><li>Your guide explains the order of the spouts and the prayer at each one</li><li>Arrive early, before the big groups</li><li>Sarong, sash and locker taken care of</li><li>The 11th-century Gunung Kawi shrines carved into a river cliff (full package)</li></ul>",
    },
    activity_des: {
      id: "<p>Melukat adalah ritual penyucian dengan air suci yang dilakukan orang Bali sebelum hari raya, setelah masa sulit atau sekadar untuk menjernihkan pikiran. Pura Tirta Empul di Tampaksiring, yang mata airnya mengalir sejak abad ke-10, adalah tempat melukat paling terkenal di Bali. Wisatawan boleh ikut, asalkan berpakaian dan bersikap dengan benar. Di sinilah pemandu lokal kami membantu.</p><p>Kami tiba sekitar pukul 08.30. Di bale pemandu, Anda belajar merangkai canang sari dari janur, bunga dan dupa, lalu mengenakan kain hijau untuk masuk ke air. Pemandu menemani di dalam kolam dan menunjukkan cara berdoa: memercikkan air ke kepala tiga kali, berkumur, lalu menundukkan kepala di bawah pancuran. Beberapa pancuran diperuntukkan bagi upacara kematian dan sebaiknya dilewati; pemandu akan memberi tahu yang mana. Setelah itu Anda berganti pakaian dan melihat kolam mata air yang bergolak di halaman dalam.</p><p>Dengan paket lengkap, Anda melanjutkan ke Gunung Kawi, sepuluh candi batu setinggi tujuh meter yang dipahat di tebing Sungai Pakerisan, dicapai dengan menuruni sekitar 300 anak tangga di antara sawah. Makan siang di warung setempat dengan babi guling atau nasi campur sebelum kembali ke hotel sekitar pukul 13.00–14.00.</p>",
      en: "<p>Melukat is a purification ritual with holy water that Balinese people perform before festivals, after hard times or simply to clear the mind. Tirta Empul temple in Tampaksiring, whose spring has flowed since the 10th century, is Bali's best-known place for it. Visitors may join in, as long as they dress and behave properly, and that is where our local guide comes in.</p><p>We arrive around 08:30. At the guide's pavilion you learn to make a canang sari from palm leaf, flowers and incense, then put on a green sarong for the water. Your guide stays with you in the pool and shows you how to pray: splash water over your head three times, rinse your mouth, then bow your head under the spout. A few spouts are kept for funeral rites and are best skipped; your guide will point them out. Afterwards you change and see the bubbling spring pool in the inner courtyard.</p><p>With the full package you continue to Gunung Kawi, ten seven-metre shrines carved into the cliffs of the Pakerisan river, reached by about 300 steps down through the rice fields. Lunch is at a local warung, babi guling or nasi campur, before you return to your hotel around 13:00–14:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Pemandu lokal dari Tampaksiring berbahasa Inggris",
        "Tiket masuk Tirta Empul, sewa kain dan loker",
        "Bahan canang sari dan persembahan",
        "Tiket Gunung Kawi dan makan siang (paket lengkap)",
        "Air mineral",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "English-speaking local guide from Tampaksiring",
        "Tirta Empul ticket, sarong rental and locker",
        "Canang sari materials and offering",
        "Gunung Kawi ticket and lunch (full package)",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Baju renang untuk dipakai di balik kain",
        "Handuk dan baju ganti",
        "Kantong plastik untuk pakaian basah",
        "Sandal jepit",
        "Uang tunai kecil untuk donasi pura",
      ],
      en: [
        "Swimwear to wear under the sarong",
        "A towel and a change of clothes",
        "A plastic bag for wet clothes",
        "Flip-flops",
        "Small cash for the temple donation box",
      ],
    },
    pickup_time: {
      id: "07:00 dari Bali selatan, 07:45 dari Ubud",
      en: "07:00 from south Bali, 07:45 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel Anda; pemandu lokal bergabung di tempat parkir Tirta Empul",
      en: "Your hotel lobby; the local guide joins you at the Tirta Empul car park",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Kenakan baju renang di balik pakaian; Anda berganti di kamar bilas pura.</li><li>Ikuti arahan pemandu di dalam kolam dan jangan berenang atau berfoto berlebihan di area suci.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>Wear swimwear under your clothes; you change in the temple's changing rooms.</li><li>Follow the guide's lead in the pool, and do not swim or pose for long photo shoots in the sacred area.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Menurut adat Bali, wanita yang sedang haid tidak masuk ke area pura dan kolam; jika ini terjadi pada hari tur, beri tahu kami dan kami akan mengatur ulang tanggal tanpa biaya. Pada hari Purnama, Tilem dan Kuningan, kolam sangat ramai dengan umat; kami sarankan memilih hari lain. Airnya dingin, sekitar 22 °C.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>By Balinese custom, women who are menstruating do not enter the temple or the pool; if this falls on your tour day, tell us and we will move the date at no cost. On full moon, new moon and Kuningan days the pools are crowded with worshippers, so another day is better. The water is cold, about 22 °C.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Melukat di Tirta Empul", en: "Tirta Empul purification" },
        detail: {
          id: "<p>Transfer pribadi, pemandu lokal, tiket, kain dan persembahan untuk ritual melukat. Kembali ke hotel sekitar pukul 12.00.</p>",
          en: "<p>Private transfer, local guide, ticket, sarong and offering for the melukat ritual. Back at your hotel around 12:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 400000, price_usd: 25, minimal: 0 },
        ],
      },
      {
        name: { id: "Melukat, Gunung Kawi dan makan siang", en: "Purification, Gunung Kawi and lunch" },
        detail: {
          id: "<p>Semua yang ada di paket melukat, ditambah kunjungan ke candi tebing Gunung Kawi (sekitar 300 anak tangga) dan makan siang di warung lokal dengan satu minuman.</p>",
          en: "<p>Everything in the purification package, plus a visit to the Gunung Kawi cliff shrines (about 300 steps) and lunch at a local warung with one drink.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 500000, price_usd: 31, minimal: 0 },
        ],
      },
    ],
    scenes: ["temple-gate", "waterfall", "jungle", "rice-terraces"],
  },
  {
    code: "BT0202",
    slug: "uluwatu-temple-and-kecak-fire-dance-sunset-tour",
    typeId: 2,
    regency: "badung",
    name: {
      id: "Pura Uluwatu dan Tari Kecak saat Matahari Terbenam",
      en: "Uluwatu Temple and Kecak Fire Dance at Sunset",
    },
    short_des: {
      id: "Pura di atas tebing 70 meter dan tari Kecak dengan latar matahari terbenam di Samudra Hindia.",
      en: "A temple on a 70-metre cliff and the Kecak dance with the sun setting over the Indian Ocean behind it.",
    },
    location: { id: "Uluwatu, Badung", en: "Uluwatu, Badung" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "15:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Jalan setapak tepi tebing Pura Luhur Uluwatu</li><li>Tari Kecak dengan puluhan penari pria di amfiteater terbuka</li><li>Adegan Hanoman dan api di akhir pertunjukan</li><li>Tiket sudah dipesan, tanpa antre di loket</li></ul>",
      en: "<ul><li>The clifftop path around Pura Luhur Uluwatu</li><li>The Kecak dance by dozens of men in an open-air amphitheatre</li><li>Hanuman and the fire scene at the finale</li><li>Tickets booked in advance, no queuing at the booth</li></ul>",
    },
    activity_des: {
      id: "<p>Pura Luhur Uluwatu berdiri di ujung tebing kapur setinggi sekitar 70 meter di ujung barat daya Bali dan merupakan salah satu dari sad kahyangan, enam pura penjaga pulau. Halaman dalam pura hanya untuk umat yang bersembahyang, tetapi jalan setapak di sepanjang tebing memberikan pemandangan terbaik ke pura dan ombak di bawahnya. Kawanan monyet di sini terkenal suka mengambil kacamata, topi dan ponsel, jadi simpan barang di dalam tas.</p><p>Pertunjukan Kecak dimulai pukul 18.00 di amfiteater menghadap laut. Sekitar 70 pria duduk melingkar dan menjadi “orkestra” dengan suara cak-cak-cak yang berirama, sementara penari memerankan kisah Ramayana: penculikan Dewi Sita, perjalanan Hanoman dan pembebasan Sita. Di bagian akhir, Hanoman dikelilingi api dari sabut kelapa yang menyala. Pertunjukan berlangsung sekitar satu jam, bersamaan dengan matahari terbenam.</p><p>Pengemudi menjemput Anda pukul 15.30 agar ada waktu berjalan di tebing sebelum mencari tempat duduk; kursi tidak bernomor dan bagian tengah cepat penuh. Dengan paket makan malam, Anda lanjut ke Teluk Jimbaran untuk seafood bakar di pantai. Tanpa makan malam, Anda tiba di hotel sekitar pukul 20.30.</p>",
      en: "<p>Pura Luhur Uluwatu stands at the edge of a limestone cliff about 70 metres high at Bali's southwestern tip and is one of the sad kahyangan, the six temples that guard the island. The inner courtyard is for worshippers only, but the cliff path gives the best views of the temple and the surf below. The monkeys here are notorious for snatching sunglasses, hats and phones, so keep things in your bag.</p><p>The Kecak performance begins at 18:00 in an amphitheatre facing the sea. Around 70 men sit in circles and become the “orchestra” with their rhythmic cak-cak-cak chant, while dancers act out the Ramayana: the abduction of Sita, Hanuman's journey and her rescue. At the end Hanuman is surrounded by blazing coconut husks. The show lasts about an hour, just as the sun goes down.</p><p>Your driver picks you up at 15:30 so there is time for the cliff walk before finding a seat; seats are unnumbered and the middle fills fast. With the dinner package you go on to Jimbaran Bay for grilled seafood on the beach. Without dinner you are back at your hotel around 20:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Kuta, Legian, Seminyak, Jimbaran, Nusa Dua dan Sanur",
        "Tiket masuk Pura Uluwatu, sarung dan selendang",
        "Tiket pertunjukan Kecak",
        "Pengemudi berbahasa Inggris dan air mineral",
        "Makan malam seafood di Jimbaran (paket makan malam)",
      ],
      en: [
        "Hotel transfers in Kuta, Legian, Seminyak, Jimbaran, Nusa Dua and Sanur",
        "Uluwatu temple entrance, sarong and sash",
        "Kecak show ticket",
        "English-speaking driver and bottled water",
        "Seafood dinner at Jimbaran (dinner package)",
      ],
    },
    whattobring: {
      id: [
        "Tas tertutup untuk kacamata dan ponsel",
        "Topi dan air minum, amfiteater tidak beratap",
        "Sepatu atau sandal yang nyaman",
        "Kain kecil untuk alas duduk di tangga batu",
        "Uang tunai rupiah",
      ],
      en: [
        "A closed bag for glasses and phone",
        "A hat and water; the amphitheatre has no roof",
        "Comfortable shoes or sandals",
        "A small cloth to sit on the stone steps",
        "Rupiah cash",
      ],
    },
    pickup_time: {
      id: "15:00–15:30, tergantung lokasi hotel",
      en: "15:00–15:30, depending on your hotel's location",
    },
    meeting_point: {
      id: "Lobi hotel Anda; untuk paket tiket saja, loket Kecak di Pura Uluwatu pukul 17.15",
      en: "Your hotel lobby; for the ticket-only package, the Kecak ticket booth at Uluwatu temple at 17:15",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Paket dengan transfer: pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Paket tiket saja: tunjukkan e-mail konfirmasi kepada staf kami di depan loket Kecak pukul 17.15 untuk menukar tiket.</li><li>Masuk amfiteater paling lambat pukul 17.30 untuk mendapat tempat duduk yang baik.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>Packages with transfer: the driver contacts you on WhatsApp the day before.</li><li>Ticket-only package: show the confirmation e-mail to our staff in front of the Kecak booth at 17:15 to collect your tickets.</li><li>Enter the amphitheatre by 17:30 at the latest for a good seat.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Pertunjukan tetap berlangsung saat gerimis, tetapi dapat dibatalkan oleh pengelola jika hujan deras; dalam hal ini tiket Kecak dikembalikan. Pada musim ramai (Juli–Agustus, Desember) pengelola kadang menambah pertunjukan kedua pukul 19.00. Jalan ke Uluwatu padat menjelang sore; tetap tepat waktu saat penjemputan.</p><p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The show goes ahead in light rain but the organisers may cancel it in a downpour, in which case the Kecak ticket is refunded. In the busy season (July–August, December) a second show is sometimes added at 19:00. The road to Uluwatu is congested in the late afternoon, so please be ready on time at pickup.</p><p>Free cancellation up to 24 hours before; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Transfer, tiket pura dan Kecak", en: "Transfer, temple and Kecak tickets" },
        detail: {
          id: "<p>Antar-jemput hotel, tiket masuk Pura Uluwatu dan tiket Kecak. Mobil bisa digunakan bersama tamu lain dari area yang sama, maksimal 6 orang.</p>",
          en: "<p>Hotel transfers, Uluwatu temple entrance and Kecak ticket. The car may be shared with other guests from the same area, up to 6 people.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
      {
        name: { id: "Kecak dan makan malam seafood Jimbaran", en: "Kecak and Jimbaran seafood dinner" },
        detail: {
          id: "<p>Paket transfer dan tiket di atas, ditambah makan malam set menu seafood di meja tepi pantai Jimbaran setelah pertunjukan (ikan bakar, udang, cumi, kerang, nasi, sayur, buah dan satu minuman). Kembali ke hotel sekitar pukul 21.30.</p>",
          en: "<p>The transfer and tickets above, plus a seafood set dinner at a beachfront table in Jimbaran after the show (grilled fish, prawns, squid, clams, rice, vegetables, fruit and one drink). Back at your hotel around 21:30.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tiket saja, tanpa transfer", en: "Tickets only, no transfer" },
        detail: {
          id: "<p>Tiket masuk pura dan tiket Kecak untuk Anda yang datang sendiri dengan motor atau mobil sewaan. Tukar di staf kami di depan loket Kecak pukul 17.15.</p>",
          en: "<p>Temple entrance and Kecak ticket for those arriving on their own by scooter or rental car. Collect them from our staff in front of the Kecak booth at 17:15.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 200000, price_usd: 12.5, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" },
            price_idr: 120000,
            price_usd: 7.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["cliff", "dance", "beach-dusk", "temple-gate"],
  },
  {
    code: "BT0203",
    slug: "besakih-mother-temple-and-kertha-gosa-tour",
    typeId: 2,
    regency: "karangasem",
    name: {
      id: "Pura Besakih dan Kertha Gosa Klungkung",
      en: "Besakih Mother Temple and Kertha Gosa of Klungkung",
    },
    short_des: {
      id: "Tur pribadi ke Pura Besakih di lereng Gunung Agung bersama pemandu pura, dan balai pengadilan kerajaan Kertha Gosa di Semarapura.",
      en: "A private tour to Besakih on the slopes of Mount Agung with a temple guide, and the royal court pavilion of Kertha Gosa in Semarapura.",
    },
    location: { id: "Besakih, Karangasem", en: "Besakih, Karangasem" },
    duration_hours: 9,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Pura Penataran Agung Besakih, pura terbesar dan paling suci di Bali</li><li>Pemandu dari desa Besakih yang menjelaskan fungsi tiap pura</li><li>Lukisan langit-langit gaya Kamasan di Kertha Gosa</li><li>Pemandangan sawah Bukit Jambul dalam perjalanan</li></ul>",
      en: "<ul><li>Pura Penataran Agung Besakih, Bali's largest and holiest temple</li><li>A guide from Besakih village explaining what each temple is for</li><li>Kamasan-style ceiling paintings at Kertha Gosa</li><li>The Bukit Jambul rice terraces along the way</li></ul>",
    },
    activity_des: {
      id: "<p>Pura Besakih, “Ibu” dari semua pura di Bali, adalah kompleks lebih dari 80 bangunan suci di lereng barat daya Gunung Agung pada ketinggian sekitar 1.000 meter. Di tengahnya berdiri Pura Penataran Agung dengan teras-teras batu yang naik ke arah puncak gunung. Setiap keluarga dan kasta di Bali punya tempatnya sendiri di sini, dan hampir setiap hari ada upacara kecil.</p><p>Dari pusat kedatangan Manik Mas, kendaraan listrik mengantar Anda ke kaki tangga utama. Pemandu resmi dari desa Besakih mendampingi selama sekitar 1,5 jam, menceritakan letusan Gunung Agung tahun 1963 yang alirannya berhenti tepat di dekat pura, arti warna kain di meru, dan sikap yang pantas di halaman pura. Halaman terdalam hanya untuk umat yang bersembahyang.</p><p>Setelah makan siang dengan pemandangan sawah Bukit Jambul, Anda turun ke Semarapura, ibu kota Klungkung. Kertha Gosa adalah balai pengadilan Kerajaan Klungkung abad ke-18; langit-langitnya dipenuhi lukisan wayang gaya Kamasan yang menggambarkan hukuman di neraka dan kebahagiaan di surga. Di sebelahnya terdapat Bale Kambang, paviliun di tengah kolam, dan museum kecil tentang puputan Klungkung 1908. Anda kembali ke hotel sekitar pukul 17.00.</p>",
      en: "<p>Besakih, the “Mother” of all Balinese temples, is a complex of more than 80 sacred structures on the southwest slope of Mount Agung at about 1,000 metres. At its heart stands Pura Penataran Agung, its stone terraces stepping up towards the summit. Every Balinese family line and caste has its place here, and small ceremonies happen almost every day.</p><p>From the Manik Mas arrival centre, an electric shuttle takes you to the foot of the main stairway. An official guide from Besakih village accompanies you for about 1.5 hours, telling the story of the 1963 Agung eruption whose lava stopped just short of the temple, what the coloured cloths on the shrines mean and how to behave in the courtyards. The innermost courtyards are reserved for worshippers.</p><p>After lunch overlooking the Bukit Jambul rice terraces, you drive down to Semarapura, the capital of Klungkung. Kertha Gosa is the 18th-century court of justice of the Klungkung kingdom; its ceiling is covered in Kamasan-style wayang paintings of punishments in hell and rewards in heaven. Beside it are the Bale Kambang, a pavilion floating in a pond, and a small museum about the Klungkung puputan of 1908. You are back at your hotel around 17:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi dan pengemudi berbahasa Inggris",
        "Tiket masuk Besakih, shuttle listrik dan pemandu pura resmi",
        "Tiket masuk Kertha Gosa dan museum",
        "Sarung dan selendang",
        "Makan siang di Bukit Jambul",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Private air-conditioned car and English-speaking driver",
        "Besakih entrance, electric shuttle and official temple guide",
        "Kertha Gosa and museum entrance",
        "Sarong and sash",
        "Lunch at Bukit Jambul",
      ],
    },
    whattobring: {
      id: [
        "Pakaian sopan, bahu dan lutut tertutup",
        "Sepatu yang nyaman untuk tangga batu",
        "Jaket tipis atau payung, Besakih sering berkabut",
        "Uang tunai kecil untuk donasi",
      ],
      en: [
        "Modest clothing with shoulders and knees covered",
        "Comfortable shoes for the stone stairs",
        "A light jacket or umbrella; Besakih is often misty",
        "Small cash for donations",
      ],
    },
    pickup_time: {
      id: "07:30–08:00 dari Bali selatan, 08:30 dari Ubud",
      en: "07:30–08:00 from south Bali, 08:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Di Besakih, tetaplah bersama pemandu resmi; tolak tawaran “pemandu” lain di jalan masuk.</li><li>Jangan berdiri lebih tinggi dari pendeta atau sesajen, dan jangan melangkahi sesajen di tanah.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>At Besakih, stay with the official guide and decline offers from other “guides” on the way in.</li><li>Never stand higher than a priest or an offering, and do not step over offerings on the ground.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Saat upacara besar seperti Bhatara Turun Kabeh (biasanya Maret atau April), sebagian area Besakih ditutup dan sangat ramai; tur tetap berjalan dengan rute yang disesuaikan. Wanita yang sedang haid secara adat tidak memasuki pura. Tangga di Besakih cukup banyak, tetapi bisa dilalui pelan-pelan oleh kebanyakan orang.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>During major ceremonies such as Bhatara Turun Kabeh (usually March or April), parts of Besakih close and it gets very busy; the tour still runs on an adjusted route. By custom, women who are menstruating do not enter temples. There are plenty of steps at Besakih, but most people manage them at a gentle pace.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Tur pribadi dengan pemandu pura dan makan siang", en: "Private tour with temple guide and lunch" },
        detail: {
          id: "<p>Mobil pribadi, semua tiket, pemandu resmi Besakih dan makan siang. Harga per orang; jika Anda bepergian sendiri, harga dewasa tetap berlaku tanpa biaya tambahan.</p><ul><li>Maksimal 6 orang per mobil</li><li>Anak di bawah 4 tahun gratis</li></ul>",
          en: "<p>Private car, all tickets, the official Besakih guide and lunch. Priced per person; solo travellers pay the adult price with no single supplement.</p><ul><li>Up to 6 people per car</li><li>Children under 4 go free</li></ul>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 700000, price_usd: 44, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
    ],
    scenes: ["temple-gate", "volcano", "rice-terraces"],
  },
  {
    code: "BT0204",
    slug: "penglipuran-traditional-village-and-kehen-temple-tour",
    typeId: 2,
    regency: "bangli",
    name: {
      id: "Desa Adat Penglipuran, Pura Kehen dan Air Terjun Tukad Cepung",
      en: "Penglipuran Traditional Village, Kehen Temple and Tukad Cepung Waterfall",
    },
    short_des: {
      id: "Sehari di Bangli bersama pemandu budaya: desa adat yang tertata rapi, hutan bambu, pura abad ke-11 dan air terjun di dalam gua.",
      en: "A day in Bangli with a cultural guide: a neatly kept traditional village, a bamboo forest, an 11th-century temple and a waterfall inside a cave.",
    },
    location: { id: "Bangli", en: "Bangli" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_group",
    highlight: {
      id: "<ul><li>Jalan utama Penglipuran dengan deretan angkul-angkul yang seragam</li><li>Masuk ke rumah keluarga dan mencicipi loloh cemcem</li><li>Hutan bambu di belakang desa</li><li>Pura Kehen dengan pohon beringin raksasa dan piring porselen di dindingnya</li><li>Cahaya matahari yang menembus gua di Tukad Cepung</li></ul>",
      en: "<ul><li>Penglipuran's main street lined with matching angkul-angkul gates</li><li>Step inside a family compound and taste loloh cemcem</li><li>The bamboo forest behind the village</li><li>Kehen temple with its giant banyan and porcelain plates set in the walls</li><li>Sunbeams falling into the cave at Tukad Cepung</li></ul>",
    },
    activity_des: {
      id: "<p>Bangli adalah satu-satunya kabupaten di Bali yang tidak punya pantai, dan justru karena itu budayanya terjaga. Hari dimulai di Air Terjun Tukad Cepung di Tembuku: air terjun yang jatuh di dalam celah gua, di mana sekitar pukul 09.00–10.00 berkas sinar matahari masuk dari atas. Anda menuruni tangga sekitar 10 menit lalu menyusuri sungai kecil, jadi alas kaki akan basah.</p><p>Di Desa Adat Penglipuran, pemandu kami yang berasal dari Bangli menjelaskan konsep Tri Mandala: pura di bagian atas desa, rumah di tengah, kuburan di bawah. Setiap rumah punya gerbang angkul-angkul yang sama, dapur tradisional dan lumbung. Desa ini bebas kendaraan, sangat bersih dan punya aturan adat yang ketat, termasuk larangan poligami. Salah satu keluarga mempersilakan Anda masuk ke pekarangannya dan menyajikan loloh cemcem, minuman daun cemcem yang asam segar. Di belakang desa, jalan setapak menembus hutan bambu yang dijaga secara adat.</p><p>Setelah makan siang tipat cantok, Anda mengunjungi Pura Kehen di kota Bangli, pura negara kerajaan Bangli dari abad ke-11. Pura ini naik bertingkat mengikuti lereng bukit, dengan pohon beringin raksasa di halaman pertama dan piring porselen Tiongkok yang ditanam di dinding. Anda kembali ke hotel sekitar pukul 16.30.</p>",
      en: "<p>Bangli is the only regency in Bali without a coastline, and perhaps that is why its culture has held on so well. The day starts at Tukad Cepung waterfall in Tembuku, which falls inside a cleft in the rock; around 09:00–10:00 beams of sunlight shine in from above. You walk down steps for about 10 minutes and then along a small stream, so your feet will get wet.</p><p>At Penglipuran village, our Bangli-born guide explains the Tri Mandala idea: temples at the top of the village, homes in the middle, the cemetery at the bottom. Every house has the same angkul-angkul gate, a traditional kitchen and a rice barn. The village is car-free, spotless and run by strict customary law, including a ban on polygamy. One family welcomes you into their compound and serves loloh cemcem, a tangy herbal drink made from cemcem leaves. Behind the village a path leads into a bamboo forest protected by village rules.</p><p>After a lunch of tipat cantok, you visit Pura Kehen in Bangli town, the state temple of the Bangli kingdom dating from the 11th century. It climbs the hillside in terraces, with a huge banyan tree in the first courtyard and Chinese porcelain plates set into the walls. You are back at your hotel around 16:30.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Kendaraan ber-AC pribadi dengan pengemudi",
        "Pemandu budaya berbahasa Inggris dari Bangli",
        "Tiket masuk Penglipuran, Pura Kehen dan Tukad Cepung",
        "Makan siang tipat cantok dan loloh cemcem",
        "Sarung dan selendang",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Private air-conditioned vehicle with driver",
        "English-speaking cultural guide from Bangli",
        "Entrance to Penglipuran, Kehen temple and Tukad Cepung",
        "Tipat cantok lunch and loloh cemcem",
        "Sarong and sash",
      ],
    },
    whattobring: {
      id: [
        "Sandal gunung atau sepatu air yang boleh basah",
        "Pakaian sopan untuk pura",
        "Kantong kedap air untuk ponsel di air terjun",
        "Jaket tipis, Bangli lebih sejuk dari pantai",
        "Uang tunai rupiah untuk kerajinan bambu",
      ],
      en: [
        "Sport sandals or water shoes that can get wet",
        "Modest clothing for the temple",
        "A dry bag for your phone at the waterfall",
        "A light jacket; Bangli is cooler than the coast",
        "Rupiah cash for bamboo crafts",
      ],
    },
    pickup_time: {
      id: "07:00–07:30 dari Bali selatan, 08:00 dari Ubud",
      en: "07:00–07:30 from south Bali, 08:00 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda; pemandu ikut menjemput",
      en: "Your hotel or villa lobby; the guide comes along at pickup",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pilih paket sesuai jumlah orang dalam rombongan, bukan per orang.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Di Penglipuran, jangan masuk ke pekarangan rumah tanpa diundang; pemandu akan mengaturnya.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>Choose the package by the size of your group; the price is per group, not per person.</li><li>The driver contacts you on WhatsApp the day before.</li><li>At Penglipuran, do not walk into a house compound unless invited; your guide will arrange it.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Tukad Cepung ditutup saat hujan deras karena debit air naik dengan cepat; pada hari itu kami menggantinya dengan Air Terjun Tibumana. Sinar matahari di gua paling jelas pada musim kemarau. Penglipuran sangat ramai saat Galungan, ketika penjor dipasang di sepanjang jalan; indah tetapi padat.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Tukad Cepung closes after heavy rain because the water rises quickly; on such days we swap it for Tibumana waterfall. The sunbeams in the cave are clearest in the dry season. Penglipuran is very busy at Galungan, when bamboo penjor poles line the street: beautiful, but crowded.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Rombongan kecil (1–4 orang)", en: "Small group (1–4 people)" },
        detail: {
          id: "<p>Mobil pribadi Toyota Avanza atau sejenis, pengemudi, pemandu budaya, semua tiket dan makan siang untuk hingga 4 orang.</p>",
          en: "<p>A private Toyota Avanza or similar, driver, cultural guide, all tickets and lunch for up to 4 people.</p>",
        },
        products: [
          {
            name: { id: "Per rombongan (1–4 orang)", en: "Per group (1–4 people)" },
            price_idr: 1800000,
            price_usd: 112.5,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Rombongan besar (5–10 orang)", en: "Large group (5–10 people)" },
        detail: {
          id: "<p>Sama seperti di atas dengan Toyota HiAce untuk 5–10 orang. Cocok untuk keluarga besar atau teman seperjalanan.</p>",
          en: "<p>As above, in a Toyota HiAce for 5–10 people. Good for larger families or groups of friends.</p>",
        },
        products: [
          {
            name: { id: "Per rombongan (5–10 orang)", en: "Per group (5–10 people)" },
            price_idr: 3300000,
            price_usd: 206,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["temple-gate", "jungle", "waterfall", "rice-terraces"],
  },
  {
    code: "BT0205",
    slug: "ubud-palace-balinese-dance-evening",
    typeId: 2,
    regency: "gianyar",
    name: {
      id: "Malam Tari Bali di Puri Ubud",
      en: "Balinese Dance Evening at Ubud Palace",
    },
    short_des: {
      id: "Pertunjukan tari Bali dengan gamelan di halaman Puri Saren Ubud, dengan transfer dan pilihan makan malam di Ubud.",
      en: "A Balinese dance performance with live gamelan in the courtyard of Ubud Palace, with transfers and an optional dinner in Ubud.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "17:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Tari Legong, Barong atau Ramayana dengan gamelan langsung</li><li>Panggung di depan gerbang batu berukir Puri Saren Agung</li><li>Tempat duduk dipesan sebelumnya</li><li>Pilihan makan malam bebek betutu di Ubud sebelum pertunjukan</li></ul>",
      en: "<ul><li>Legong, Barong or Ramayana dance with a live gamelan orchestra</li><li>A stage in front of the carved stone gate of Puri Saren Agung</li><li>Seats arranged in advance</li><li>Optional bebek betutu dinner in Ubud before the show</li></ul>",
    },
    activity_des: {
      id: "<p>Setiap malam, halaman Puri Saren Agung, istana keluarga kerajaan Ubud, menjadi panggung tari Bali. Gerbang batu yang diterangi obor menjadi latar, dan penonton duduk di kursi plastik sederhana hanya beberapa meter dari penari. Pertunjukan dimulai pukul 19.30 dan berlangsung sekitar 1,5 jam.</p><p>Program berganti sesuai hari dan dibawakan oleh sanggar yang berbeda: Legong Keraton, tarian putri yang halus dan penuh gerak mata; Barong dan Keris, kisah pertarungan kebaikan dan kejahatan; atau sendratari Ramayana. Tiket Anda berlaku untuk pertunjukan malam itu, dan kami akan memberi tahu programnya di e-mail konfirmasi. Lembar cerita dalam bahasa Inggris dibagikan di pintu masuk.</p><p>Pengemudi menjemput Anda sekitar pukul 17.30 dari Bali selatan. Dengan paket makan malam, Anda makan bebek betutu atau menu vegetarian di restoran dekat puri pukul 18.30. Jika tidak, ada waktu untuk berjalan di Jalan Monkey Forest sebelum pertunjukan. Anda tiba kembali di hotel sekitar pukul 22.30.</p>",
      en: "<p>Every evening, the courtyard of Puri Saren Agung, home of Ubud's royal family, turns into a stage for Balinese dance. The torch-lit stone gate is the backdrop, and the audience sits on simple plastic chairs just a few metres from the dancers. The show starts at 19:30 and lasts about 1.5 hours.</p><p>The programme changes with the day of the week and is performed by different troupes: Legong Keraton, a refined dance by young women full of expressive eye movements; Barong and Kris, the battle between good and evil; or the Ramayana ballet. Your ticket is for that night's performance, and we tell you the programme in your confirmation e-mail. A story sheet in English is handed out at the entrance.</p><p>The driver picks you up from south Bali around 17:30. With the dinner package, you eat bebek betutu or a vegetarian menu at a restaurant near the palace at 18:30. Otherwise there is time to stroll along Jalan Monkey Forest before the show. You are back at your hotel around 22:30.</p>",
    },
    included: {
      id: [
        "Tiket pertunjukan tari di Puri Ubud",
        "Antar-jemput hotel (sesuai paket)",
        "Pengemudi berbahasa Inggris dan air mineral",
        "Makan malam dengan satu minuman (paket makan malam)",
      ],
      en: [
        "Dance performance ticket at Ubud Palace",
        "Hotel transfers (according to package)",
        "English-speaking driver and bottled water",
        "Dinner with one drink (dinner package)",
      ],
    },
    whattobring: {
      id: [
        "Obat nyamuk",
        "Jaket tipis untuk malam di Ubud",
        "Pakaian sopan, karena Anda berada di halaman puri",
        "Uang tunai rupiah untuk minuman dan belanja",
      ],
      en: [
        "Insect repellent",
        "A light jacket for the Ubud evening",
        "Modest clothing; you are in a palace courtyard",
        "Rupiah cash for drinks and shopping",
      ],
    },
    pickup_time: {
      id: "Bali selatan 17:30; hotel di Ubud 19:00",
      en: "South Bali 17:30; Ubud hotels 19:00",
    },
    meeting_point: {
      id: "Lobi hotel Anda",
      en: "Your hotel lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID dan program tari malam itu.</li><li>Pengemudi menghubungi Anda melalui WhatsApp pada hari pertunjukan.</li><li>Pengemudi menyerahkan tiket kepada Anda di Ubud.</li><li>Matikan lampu kilat kamera selama pertunjukan.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID and that night's dance programme.</li><li>The driver contacts you on WhatsApp on the day of the show.</li><li>The driver hands you the tickets in Ubud.</li><li>Please switch off your camera flash during the performance.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Pertunjukan bisa dibatalkan karena hujan deras atau upacara di puri; dalam hal ini Anda dapat memilih tanggal lain atau pengembalian harga tiket. Kursi tidak bernomor, datang lebih awal untuk duduk di depan. Jalan dari Bali selatan ke Ubud pada sore hari bisa memakan 1,5 jam.</p><p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The show may be cancelled for heavy rain or a ceremony at the palace; you can then choose another date or a refund of the ticket price. Seats are unnumbered, so come early to sit at the front. The drive from south Bali to Ubud in the late afternoon can take 1.5 hours.</p><p>Free cancellation up to 24 hours before; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Tiket dan transfer dari Bali selatan", en: "Ticket and transfer from south Bali" },
        detail: {
          id: "<p>Antar-jemput dari Kuta, Legian, Seminyak, Canggu, Sanur, Jimbaran atau Nusa Dua, dan tiket pertunjukan. Mobil bisa digunakan bersama tamu lain.</p>",
          en: "<p>Return transfer from Kuta, Legian, Seminyak, Canggu, Sanur, Jimbaran or Nusa Dua, plus the show ticket. The car may be shared with other guests.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
      {
        name: { id: "Tiket, transfer dan makan malam", en: "Ticket, transfer and dinner" },
        detail: {
          id: "<p>Paket di atas ditambah makan malam pukul 18.30 di restoran dekat Puri Ubud: bebek betutu, ayam sisit atau menu vegetarian, dengan satu minuman.</p>",
          en: "<p>The package above plus dinner at 18:30 at a restaurant near Ubud Palace: bebek betutu, shredded chicken or a vegetarian menu, with one drink.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 700000, price_usd: 44, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
      {
        name: { id: "Tiket dan transfer untuk hotel di Ubud", en: "Ticket and transfer for Ubud hotels" },
        detail: {
          id: "<p>Untuk tamu yang menginap di Ubud (hingga radius 5 km dari Puri): penjemputan pukul 19.00, tiket pertunjukan dan pengantaran kembali.</p>",
          en: "<p>For guests staying in Ubud (within 5 km of the palace): pickup at 19:00, show ticket and drop-off afterwards.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 200000, price_usd: 12.5, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 125000, price_usd: 8, minimal: 0 },
        ],
      },
    ],
    scenes: ["dance", "temple-gate", "food"],
  },
  {
    code: "BT0206",
    slug: "tenganan-bali-aga-village-and-gringsing-weaving-tour",
    typeId: 2,
    regency: "karangasem",
    name: {
      id: "Desa Bali Aga Tenganan dan Tenun Gringsing",
      en: "Tenganan Bali Aga Village and Gringsing Weaving",
    },
    short_des: {
      id: "Kunjungi desa Bali Aga Tenganan Pegringsingan, lihat tenun ikat ganda gringsing dan tulisan lontar, lalu makan siang di Candidasa.",
      en: "Visit the Bali Aga village of Tenganan Pegringsingan, see double-ikat gringsing weaving and palm-leaf writing, then lunch in Candidasa.",
    },
    location: { id: "Tenganan, Karangasem", en: "Tenganan, Karangasem" },
    duration_hours: 9,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Desa Bali Aga dengan tata ruang dan adat sebelum pengaruh Majapahit</li><li>Kain gringsing, tenun ikat ganda yang hanya dibuat di segelintir tempat di dunia</li><li>Menulis nama Anda dalam aksara Bali di atas daun lontar</li><li>Pura Goa Lawah dengan ribuan kelelawar</li><li>Makan siang di tepi laguna Candidasa</li></ul>",
      en: "<ul><li>A Bali Aga village whose layout and customs predate Majapahit influence</li><li>Gringsing cloth, a double ikat made in only a handful of places worldwide</li><li>Write your name in Balinese script on a lontar palm leaf</li><li>Goa Lawah temple and its thousands of bats</li><li>Lunch by the lagoon at Candidasa</li></ul>",
    },
    activity_des: {
      id: "<p>Orang Bali Aga adalah keturunan penduduk asli Bali sebelum kedatangan Majapahit pada abad ke-14, dan Tenganan Pegringsingan, 3 km di atas Candidasa, adalah desa mereka yang paling terkenal. Rumah-rumah berderet di teras-teras panjang yang naik mengikuti bukit, dengan bale pertemuan di tengah. Tanah desa dimiliki bersama, dan aturan adat (awig-awig) yang ditulis di daun lontar masih dipatuhi.</p><p>Pemandu kami mengajak Anda ke rumah penenun gringsing. Pada tenun ikat ganda ini, benang lungsin dan pakan sama-sama diikat dan dicelup sebelum ditenun, dan satu kain bisa dikerjakan bertahun-tahun. Gringsing dipercaya melindungi dari penyakit dan dipakai dalam upacara. Anda juga melihat seniman mengukir gambar dan aksara di daun lontar dengan pisau kecil, lalu menghitamkannya dengan kemiri bakar. Dengan paket lokakarya, Anda belajar sendiri menulis nama dalam aksara Bali dan membawa pulang hasilnya.</p><p>Dalam perjalanan, Anda singgah di Pura Goa Lawah di Klungkung, pura gua yang dihuni ribuan kelelawar, dan makan siang di restoran tepi laguna Candidasa. Kembali ke hotel sekitar pukul 17.00.</p>",
      en: "<p>The Bali Aga are descendants of the island's people from before the Majapahit arrival in the 14th century, and Tenganan Pegringsingan, 3 km above Candidasa, is their best-known village. Houses stand in long terraced rows climbing the hill, with meeting pavilions down the middle. Village land is held in common, and the customary rules (awig-awig) written on palm leaves are still followed.</p><p>Our guide takes you to the home of a gringsing weaver. In this double ikat, both warp and weft threads are tied and dyed before weaving, and one cloth can take years. Gringsing is believed to protect against illness and is worn at ceremonies. You also watch an artist incise pictures and script on lontar palm leaves with a small knife and darken them with burnt candlenut. With the workshop package you learn to write your own name in Balinese script and take it home.</p><p>On the way you stop at Goa Lawah in Klungkung, a cave temple home to thousands of bats, and have lunch at a restaurant by the lagoon in Candidasa. Back at your hotel around 17:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan dan Ubud",
        "Mobil ber-AC pribadi dan pengemudi",
        "Pemandu budaya berbahasa Inggris",
        "Donasi desa Tenganan dan tiket Goa Lawah",
        "Makan siang di Candidasa",
        "Lokakarya lontar 2 jam dan bahan (paket lokakarya)",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali and Ubud",
        "Private air-conditioned car and driver",
        "English-speaking cultural guide",
        "Tenganan village donation and Goa Lawah ticket",
        "Lunch in Candidasa",
        "2-hour lontar workshop and materials (workshop package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian sopan yang menutup bahu dan lutut",
        "Topi dan tabir surya",
        "Uang tunai rupiah jika ingin membeli kain atau lontar",
        "Sepatu yang nyaman untuk jalan batu desa",
      ],
      en: [
        "Modest clothing covering shoulders and knees",
        "Hat and sunscreen",
        "Rupiah cash if you want to buy cloth or lontar",
        "Comfortable shoes for the village's stone paths",
      ],
    },
    pickup_time: {
      id: "07:30–08:00 dari Bali selatan, 08:00 dari Ubud",
      en: "07:30–08:00 from south Bali, 08:00 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi dan pemandu menjemput di lobi pada jam yang disepakati melalui WhatsApp.</li><li>Di Tenganan, mintalah izin sebelum memotret penduduk di dalam rumah mereka.</li><li>Tidak ada kewajiban membeli; harga kain gringsing asli memang tinggi karena proses pembuatannya.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver and guide pick you up in the lobby at the time agreed on WhatsApp.</li><li>In Tenganan, ask before photographing people inside their homes.</li><li>There is no obligation to buy; real gringsing is expensive because of how long it takes to make.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Sekitar Juni atau Juli, Tenganan mengadakan upacara Usaba Sambah dengan perang pandan (mekare-kare), ketika para pria saling menyerang dengan daun pandan berduri. Tanggalnya mengikuti kalender desa; tanyakan kepada kami jika ingin menyaksikannya. Sebuah kain gringsing asli berukuran kecil harganya mulai beberapa juta rupiah.</p><p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Around June or July, Tenganan holds the Usaba Sambah ceremony with the pandanus fight (mekare-kare), when men strike each other with thorny pandanus leaves. Dates follow the village calendar; ask us if you would like to see it. A small piece of real gringsing costs from a few million rupiah.</p><p>Free cancellation up to 24 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Tur desa dengan pemandu dan makan siang", en: "Village tour with guide and lunch" },
        detail: {
          id: "<p>Goa Lawah, Tenganan dengan demonstrasi tenun dan lontar, serta makan siang di Candidasa. Mobil pribadi, maksimal 6 orang.</p>",
          en: "<p>Goa Lawah, Tenganan with weaving and lontar demonstrations, and lunch in Candidasa. Private car, up to 6 people.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 600000, price_usd: 37.5, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 350000, price_usd: 22, minimal: 0 },
        ],
      },
      {
        name: { id: "Tur desa dan lokakarya lontar", en: "Village tour and lontar workshop" },
        detail: {
          id: "<p>Tur yang sama dengan tambahan lokakarya 2 jam bersama seniman lontar Tenganan. Anda belajar dasar aksara Bali dan menulis serta menggambar di daun lontar yang bisa dibawa pulang. Cocok untuk anak mulai 8 tahun.</p>",
          en: "<p>The same tour with a 2-hour workshop with a Tenganan lontar artist. You learn the basics of Balinese script and write and draw on a palm leaf to take home. Suitable for children from 8 years.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 800000, price_usd: 50, minimal: 1 },
          { name: { id: "Anak (8–11 tahun)", en: "Child (8–11 years)" }, price_idr: 500000, price_usd: 31, minimal: 0 },
        ],
      },
    ],
    scenes: ["temple-gate", "market", "rice-terraces", "sea"],
  },
  {
    code: "BT0207",
    slug: "west-bali-rambut-siwi-temple-and-bunut-bolong-tour",
    typeId: 2,
    regency: "jembrana",
    name: {
      id: "Bali Barat: Pura Rambut Siwi, Bunut Bolong dan Pantai Medewi",
      en: "West Bali: Rambut Siwi Temple, Bunut Bolong and Medewi Beach",
    },
    short_des: {
      id: "Tur sehari ke Jembrana yang jarang dikunjungi: pura tebing Rambut Siwi, pohon beringin berterowongan Bunut Bolong dan pantai selancar Medewi.",
      en: "A day in little-visited Jembrana: the clifftop temple of Rambut Siwi, the Bunut Bolong tunnel tree and the surf beach at Medewi.",
    },
    location: { id: "Yeh Embang, Jembrana", en: "Yeh Embang, Jembrana" },
    duration_hours: 11,
    cancelation_hours: 48,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Pura Rambut Siwi di atas tebing, tempat disimpannya sehelai rambut Dang Hyang Nirartha</li><li>Berkendara melewati pohon beringin raksasa Bunut Bolong</li><li>Makan siang ikan bakar di Pantai Medewi sambil menonton peselancar</li><li>Jalan pesisir barat yang hampir tanpa wisatawan</li></ul>",
      en: "<ul><li>Rambut Siwi temple on its cliff, keeper of a lock of Dang Hyang Nirartha's hair</li><li>Drive through the giant Bunut Bolong banyan tree</li><li>Grilled fish lunch at Medewi beach, watching the surfers</li><li>The west coast road, with hardly any other tourists</li></ul>",
    },
    activity_des: {
      id: "<p>Jembrana, kabupaten paling barat di Bali, adalah Bali yang tenang: sawah, kebun kelapa, perkampungan nelayan dan masjid di samping pura. Perjalanan dari Bali selatan memakan sekitar tiga jam melalui Tabanan, jadi kami berangkat pukul 07.00.</p><p>Perhentian pertama adalah Bunut Bolong di Manggissari, pohon beringin raksasa dengan akar yang membentuk terowongan sehingga jalan raya melintas di bawahnya. Pohon ini dianggap suci dan ada pura kecil di sampingnya. Lalu Anda turun ke pantai di Pura Rambut Siwi, salah satu pura tebing terindah di Bali. Menurut legenda, pendeta Dang Hyang Nirartha singgah di sini pada abad ke-16 dan memberikan sehelai rambutnya untuk dipuja; dari situlah namanya, rambut yang disembah. Dari halaman pura Anda memandang pantai pasir hitam yang panjang, dan di bawah tebing ada beberapa pura gua kecil.</p><p>Makan siang di Pantai Medewi, titik selancar dengan ombak kiri yang panjang, sambil menikmati ikan bakar dan sambal. Jika waktu masih ada, pengemudi bisa membawa Anda ke Pura Gede Perancak, tempat Nirartha pertama kali mendarat di Bali. Anda kembali ke hotel sekitar pukul 18.00.</p>",
      en: "<p>Jembrana, Bali's westernmost regency, is the island at its quietest: rice fields, coconut groves, fishing villages and mosques beside temples. The drive from south Bali takes about three hours through Tabanan, so we leave at 07:00.</p><p>The first stop is Bunut Bolong at Manggissari, a giant banyan whose roots form a tunnel so the main road runs right through it. The tree is held sacred and has a small shrine beside it. Then you drop down to the coast at Pura Rambut Siwi, one of Bali's loveliest cliff temples. Legend says the priest Dang Hyang Nirartha stopped here in the 16th century and gave a lock of his hair to be worshipped; hence the name, the worshipped hair. From the temple courtyard you look along a long black-sand beach, and at the foot of the cliff there are small cave shrines.</p><p>Lunch is at Medewi beach, a surf spot with a long left-hand wave, with grilled fish and sambal. If time allows, the driver can take you to Pura Gede Perancak, where Nirartha first landed on Bali. You are back at your hotel around 18:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di Bali selatan",
        "Mobil ber-AC pribadi, bensin dan parkir",
        "Pengemudi berbahasa Inggris selama 11 jam",
        "Sarung dan selendang",
        "Pemandu budaya dan makan siang (paket dengan pemandu)",
        "Air mineral",
      ],
      en: [
        "Hotel pickup and drop-off in south Bali",
        "Private air-conditioned car, fuel and parking",
        "English-speaking driver for 11 hours",
        "Sarong and sash",
        "Cultural guide and lunch (guided package)",
        "Bottled water",
      ],
    },
    whattobring: {
      id: [
        "Pakaian sopan untuk pura",
        "Baju renang jika ingin berenang di Medewi (hati-hati arus)",
        "Bantal leher untuk perjalanan jauh",
        "Tabir surya dan topi",
        "Uang tunai rupiah untuk donasi dan makan siang",
      ],
      en: [
        "Modest clothing for the temples",
        "Swimwear if you want a dip at Medewi (mind the currents)",
        "A neck pillow for the long drive",
        "Sunscreen and a hat",
        "Rupiah cash for donations and lunch",
      ],
    },
    pickup_time: {
      id: "06:30–07:00, tergantung lokasi hotel",
      en: "06:30–07:00, depending on your hotel's location",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda di Bali selatan",
      en: "Your hotel or villa lobby in south Bali",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Pura Rambut Siwi tidak memungut tiket, tetapi ada kotak donasi; IDR 20.000–50.000 per orang sudah pantas.</li><li>Urutan perhentian bisa disesuaikan dengan pasang surut dan cuaca.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The driver contacts you on WhatsApp the day before.</li><li>Rambut Siwi has no ticket, but there is a donation box; IDR 20,000–50,000 per person is appropriate.</li><li>The order of stops may change with the tide and weather.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Ini hari yang panjang dengan sekitar enam jam di mobil pulang-pergi. Dari Juli sampai November, Jembrana menggelar lomba kerbau makepung pada hari Minggu tertentu; kabari kami jika ingin menyesuaikan tanggal. Arus di Medewi kuat dan pantainya berbatu.</p><p>Pembatalan gratis hingga 48 jam sebelum penjemputan; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>This is a long day, with about six hours in the car there and back. From July to November, Jembrana holds makepung buffalo races on some Sundays; let us know if you would like to match your date. The current at Medewi is strong and the beach is rocky.</p><p>Free cancellation up to 48 hours before pickup; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Mobil pribadi dengan pengemudi", en: "Private car with driver" },
        detail: {
          id: "<p>Mobil dan pengemudi berbahasa Inggris untuk rombongan Anda, maksimal 6 orang. Makan siang dan donasi pura dibayar sendiri.</p>",
          en: "<p>A car and English-speaking driver for your group, up to 6 people. Lunch and temple donations are paid by you.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 1200000,
            price_usd: 75,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Mobil pribadi, pemandu budaya dan makan siang", en: "Private car, cultural guide and lunch" },
        detail: {
          id: "<p>Ditambah pemandu budaya dari Negara yang menceritakan sejarah Nirartha, kehidupan umat Hindu dan Muslim di Jembrana, dan tradisi makepung. Makan siang ikan bakar di Medewi untuk hingga 6 orang sudah termasuk.</p>",
          en: "<p>With a cultural guide from Negara who tells the story of Nirartha, how Hindus and Muslims live side by side in Jembrana, and the makepung tradition. A grilled fish lunch at Medewi for up to 6 people is included.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (1–6 orang)", en: "Per car (1–6 people)" },
            price_idr: 2100000,
            price_usd: 131,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["temple-gate", "cliff", "jungle", "surf"],
  },
];
