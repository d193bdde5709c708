import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Same payment terms for every honeymoon package. */
const PAYMENT: Localized<RichText> = {
  id: "<p><strong>Bayar nanti.</strong> Anda tidak membayar apa pun saat memesan. Pembayaran dilakukan pada hari kegiatan, tunai atau transfer bank, kepada sopir atau staf kami.</p><ul><li>Pembayaran tunai hanya dalam rupiah; kami tidak menerima uang tunai dolar AS. Mata uang lain dihitung dengan kurs hari itu.</li><li>Kartu Amex, Visa dan Mastercard dapat digunakan di kantor kami dengan biaya tambahan 3%.</li><li>Untuk membayar di muka dengan PayPal, kartu kredit atau transfer bank, pilih metode tersebut saat memesan; kami mengaturnya bersama Anda melalui e-mail.</li></ul>",
  en: "<p><strong>Pay later.</strong> Nothing is charged when you book. You pay on the day, in cash or by bank transfer, to our driver or staff.</p><ul><li>Cash is accepted in Indonesian rupiah only; we cannot take US dollar cash. Other currencies are converted at the day's rate.</li><li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li><li>To pay in advance by PayPal, credit card or bank transfer, choose that method when booking; we arrange it with you by e-mail.</li></ul>",
};

export const honeymoon: ActivitySeed[] = [
  {
    code: "BT1101",
    slug: "ubud-couples-spa-flower-bath",
    typeId: 11,
    regency: "gianyar",
    name: {
      id: "Spa Pasangan di Ubud dengan Mandi Bunga",
      en: "Ubud Couples' Spa with Flower Bath",
    },
    short_des: {
      id: "Perawatan berdua di paviliun terbuka menghadap lembah hutan Ubud: pijat Bali, lulur tradisional dan mandi bunga dalam satu bak.",
      en: "A treatment for two in an open pavilion overlooking Ubud's jungle valley: Balinese massage, a traditional lulur scrub and a shared flower bath.",
    },
    location: { id: "Kedewatan, Ubud, Gianyar", en: "Kedewatan, Ubud, Gianyar" },
    duration_hours: 3,
    cancelation_hours: 48,
    start_time: "10:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Paviliun pribadi untuk berdua dengan suara sungai dan hutan di bawahnya</li><li>Pijat Bali 60 menit dengan minyak kelapa dan kenanga</li><li>Lulur kunyit dan beras, dibilas dengan yogurt</li><li>Mandi bunga berdua dengan segelas jamu atau sparkling juice</li></ul>",
      en: "<ul><li>A private pavilion for two with the sound of the river and forest below</li><li>A 60-minute Balinese massage with coconut and ylang-ylang oil</li><li>Turmeric and rice lulur scrub, rinsed with yoghurt</li><li>A flower bath for two with a glass of jamu or sparkling juice</li></ul>",
    },
    activity_des: {
      id: "<p>Spa ini berada di tepi lembah Sungai Ayung di Kedewatan, sekitar 10 menit dari pusat Ubud. Setiap pasangan mendapat paviliun terbuka dengan dua ranjang pijat berdampingan, kamar mandi dan bak berendam di sudut yang menghadap pepohonan. Terapis kami orang Bali yang sudah bertahun-tahun bekerja di spa Ubud.</p><p>Ritual dimulai dengan rendam kaki dan konsultasi singkat tentang tekanan pijat yang Anda sukai. Setelah pijat Bali 60 menit, kulit Anda dibalur lulur, campuran tradisional kunyit, beras dan rempah yang dulu dipakai pengantin Jawa dan Bali menjelang pernikahan, lalu dibilas dengan yogurt agar lembut. Penutupnya adalah mandi bunga berdua di bak berisi kelopak kamboja, mawar dan kenanga, sambil menikmati jamu atau sparkling juice.</p><p>Paket Honeymoon Day Spa menambahkan masker wajah alami, pijat kepala dan makan siang ringan berdua di teras restoran spa. Sesi dimulai pukul 10:00, 13:00 atau 16:00; tuliskan pilihan Anda di kolom permintaan khusus.</p>",
      en: "<p>The spa sits on the edge of the Ayung River valley at Kedewatan, about 10 minutes from central Ubud. Each couple has an open-sided pavilion with two massage beds side by side, a bathroom and a soaking tub in a corner facing the trees. Our therapists are Balinese and have worked in Ubud spas for years.</p><p>The ritual begins with a foot soak and a quick chat about the pressure you like. After a 60-minute Balinese massage your skin is covered with lulur, a traditional mix of turmeric, rice and spices once used by Javanese and Balinese brides before their wedding, then rinsed with yoghurt to soften it. It ends with a flower bath for two in a tub of frangipani, rose and ylang-ylang petals, with jamu or sparkling juice.</p><p>The Honeymoon Day Spa package adds a natural face mask, a head massage and a light lunch for two on the spa restaurant's terrace. Sessions start at 10:00, 13:00 or 16:00; write your choice in the special request field.</p>",
    },
    included: {
      id: [
        "Paviliun pribadi untuk berdua",
        "Pijat Bali 60 menit, lulur 30 menit dan mandi bunga 30 menit",
        "Jamu atau sparkling juice, teh jahe dan buah",
        "Penggunaan handuk, jubah mandi dan sandal",
        "Antar-jemput di area Ubud",
      ],
      en: [
        "Private pavilion for two",
        "60-minute Balinese massage, 30-minute lulur and 30-minute flower bath",
        "Jamu or sparkling juice, ginger tea and fruit",
        "Towels, bathrobes and slippers",
        "Transfers within the Ubud area",
      ],
    },
    whattobring: {
      id: [
        "Pakaian santai yang mudah dilepas",
        "Pakaian dalam ganti",
        "Informasi alergi atau kondisi kesehatan untuk terapis",
        "Ikat rambut",
      ],
      en: [
        "Comfortable clothes that are easy to change out of",
        "A change of underwear",
        "Details of any allergies or health conditions for the therapist",
        "A hair tie",
      ],
    },
    pickup_time: {
      id: "30 menit sebelum sesi untuk hotel di Ubud; 90 menit sebelumnya dari Bali selatan (paket dengan antar-jemput)",
      en: "30 minutes before your session from Ubud hotels; 90 minutes before from south Bali (package with transfer)",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau resepsionis spa di Jalan Raya Kedewatan bila datang sendiri",
      en: "Your hotel lobby, or the spa reception on Jalan Raya Kedewatan if you come on your own",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan di resepsionis spa. Datanglah 10 menit sebelum sesi untuk mengisi formulir kesehatan singkat dan memilih aroma minyak pijat.</p>",
      en: "<p>Show your booking ID at the spa reception. Arrive 10 minutes before your session to fill in a short health form and choose your massage oil.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Beri tahu kami bila salah satu dari Anda sedang hamil; kami akan menyesuaikan perawatan.</li><li>Hindari berjemur lama sebelum perawatan; lulur terasa perih di kulit yang terbakar matahari.</li><li>Keterlambatan lebih dari 20 menit mengurangi waktu perawatan.</li><li>Pembatalan kurang dari 48 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Let us know if either of you is pregnant; we will adapt the treatment.</li><li>Avoid long sunbathing before the treatment; the scrub stings on sunburnt skin.</li><li>Arriving more than 20 minutes late shortens the treatment.</li><li>Cancellations less than 48 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami mengonfirmasi jam sesi lewat e-mail, biasanya dalam 24 jam dan paling lambat 48 jam, bersama ID pemesanan dan jam penjemputan.</p>",
      en: "<p>We confirm your session time by e-mail, usually within 24 hours and at the latest within 48 hours, together with your booking ID and pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Ritual pasangan (2,5 jam)", en: "Couples' ritual (2.5 hours)" },
        detail: {
          id: "<p>Rendam kaki, pijat Bali 60 menit, lulur 30 menit dan mandi bunga 30 menit untuk berdua. Antar-jemput di area Ubud termasuk.</p>",
          en: "<p>Foot soak, 60-minute Balinese massage, 30-minute lulur and 30-minute flower bath for two. Transfers within Ubud included.</p>",
        },
        products: [{ name: { id: "Per pasangan", en: "Per couple" }, price_idr: 1400000, price_usd: 87.5, minimal: 1 }],
      },
      {
        name: { id: "Honeymoon Day Spa (4 jam)", en: "Honeymoon Day Spa (4 hours)" },
        detail: {
          id: "<p>Ritual pasangan ditambah masker wajah, pijat kepala 20 menit dan makan siang ringan berdua. Antar-jemput dari Bali selatan dapat ditambahkan.</p>",
          en: "<p>The couples' ritual plus a face mask, a 20-minute head massage and a light lunch for two. Transfers from south Bali can be added.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 2400000, price_usd: 150, minimal: 1 },
          {
            name: { id: "Antar-jemput dari Bali selatan (per mobil)", en: "Transfer from south Bali (per car)" },
            price_idr: 350000,
            price_usd: 22,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["spa", "jungle", "rice-terraces"],
  },
  {
    code: "BT1102",
    slug: "jimbaran-beach-candlelight-seafood-dinner",
    typeId: 11,
    regency: "badung",
    name: {
      id: "Makan Malam Romantis dengan Lilin di Pantai Jimbaran",
      en: "Candlelight Seafood Dinner on Jimbaran Beach",
    },
    short_des: {
      id: "Meja untuk berdua di atas pasir Jimbaran dengan lilin dan kelopak bunga, hidangan laut bakar dan matahari terbenam di teluk.",
      en: "A table for two on the sand at Jimbaran, with candles and petals, grilled seafood and the sun setting over the bay.",
    },
    location: { id: "Pantai Jimbaran, Kuta Selatan, Badung", en: "Jimbaran Beach, South Kuta, Badung" },
    duration_hours: 4,
    cancelation_hours: 48,
    start_time: "18:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Meja yang ditata khusus di tepi air dengan lilin, lentera dan kelopak bunga</li><li>Matahari terbenam di Teluk Jimbaran, dengan pesawat mendarat di kejauhan</li><li>Ikan, udang, cumi dan kerang bakar dengan bumbu Jimbaran, atau lobster</li><li>Antar-jemput hotel termasuk, jadi Anda berdua bisa bersulang dengan tenang</li></ul>",
      en: "<ul><li>A specially set table at the water's edge with candles, lanterns and petals</li><li>Sunset over Jimbaran Bay, with planes landing in the distance</li><li>Fish, prawns, squid and clams grilled with Jimbaran spices, or lobster</li><li>Hotel transfers included, so you can both raise a glass</li></ul>",
    },
    activity_des: {
      id: "<p>Teluk Jimbaran terkenal dengan deretan restoran hidangan laut yang menata meja di atas pasir setiap sore. Kami bekerja sama dengan salah satu restoran keluarga di ujung selatan teluk yang menyiapkan meja khusus untuk pasangan, sedikit terpisah dari meja lain, dengan lilin, lentera bambu dan kelopak bunga di pasir.</p><p>Sopir menjemput Anda sekitar pukul 17:00 sehingga Anda tiba saat langit mulai berwarna. Minuman selamat datang menunggu di meja, lalu hidangan disajikan bertahap: sup, ikan kakap, udang, cumi dan kerang yang dibakar di atas sabut kelapa dengan bumbu Jimbaran, nasi, plecing kangkung dan aneka sambal, ditutup dengan buah tropis. Paket lobster menggantikan sebagian hidangan dengan lobster bakar utuh untuk berdua.</p><p>Selama makan malam, kelompok musisi pantai biasanya berkeliling dan bisa memainkan lagu permintaan Anda (tip sukarela). Setelah makan, Anda bebas berjalan di pantai sebelum sopir mengantar kembali ke hotel sekitar pukul 21:00.</p>",
      en: "<p>Jimbaran Bay is known for its row of seafood restaurants that set tables on the sand every evening. We work with a family-run restaurant at the southern end of the bay that prepares a special table for couples, set a little apart from the others, with candles, bamboo lanterns and petals on the sand.</p><p>Your driver collects you around 17:00 so you arrive as the sky starts to colour. A welcome drink waits at the table, then dinner is served course by course: soup, snapper, prawns, squid and clams grilled over coconut husks with Jimbaran spices, rice, plecing kangkung and a choice of sambals, finished with tropical fruit. The lobster package replaces part of the meal with a whole grilled lobster for two.</p><p>During dinner, strolling beach musicians usually come by and will play a song on request (tip at your discretion). After the meal you are free to walk along the beach before the driver takes you back to your hotel around 21:00.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan",
        "Meja pasangan yang ditata dengan lilin dan bunga",
        "Minuman selamat datang dan satu botol air mineral besar",
        "Menu set hidangan laut atau lobster untuk berdua",
        "Pajak dan biaya layanan",
      ],
      en: [
        "Hotel transfers in south Bali",
        "Couple's table decorated with candles and flowers",
        "Welcome drink and a large bottle of water",
        "Seafood or lobster set menu for two",
        "Taxes and service charge",
      ],
    },
    whattobring: {
      id: [
        "Pakaian santai yang rapi; Anda akan duduk di atas pasir",
        "Sandal daripada sepatu hak",
        "Selendang tipis; angin laut bisa terasa sejuk",
        "Uang tunai untuk tip musisi",
      ],
      en: [
        "Smart-casual clothes; you will be sitting on the sand",
        "Sandals rather than heels",
        "A light wrap; the sea breeze can be cool",
        "Cash to tip the musicians",
      ],
    },
    pickup_time: {
      id: "16:45–17:15, tergantung lokasi hotel",
      en: "16:45–17:15, depending on your hotel area",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Kuta, Legian, Seminyak, Jimbaran, Nusa Dua atau Uluwatu",
      en: "Your hotel lobby in Kuta, Legian, Seminyak, Jimbaran, Nusa Dua or Uluwatu",
    },
    how_to_use: {
      id: "<p>Sopir menunjukkan ID pemesanan Anda kepada restoran, jadi Anda tinggal duduk dan menikmati malam. Tuliskan alergi makanan atau permintaan khusus (misalnya kue ucapan) saat memesan.</p>",
      en: "<p>Your driver shows your booking ID to the restaurant, so you simply sit down and enjoy the evening. Tell us about food allergies or special requests (such as a celebration cake) when you book.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Jimbaran adalah pantai umum dan ada restoran lain di sekitar Anda; meja Anda terpisah tetapi tidak sepenuhnya privat.</li><li>Saat hujan, meja dipindahkan ke teras beratap restoran.</li><li>Minuman beralkohol di luar minuman selamat datang dibayar terpisah di restoran.</li><li>Pembatalan kurang dari 48 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Jimbaran is a public beach with other restaurants around you; your table is set apart but not completely private.</li><li>If it rains, the table moves to the restaurant's covered terrace.</li><li>Alcoholic drinks beyond the welcome drink are paid separately at the restaurant.</li><li>Cancellations less than 48 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami memesan meja dan mengirim konfirmasi lewat e-mail, biasanya dalam 24 jam dan paling lambat 48 jam, berisi ID pemesanan, nama restoran dan jam jemput.</p>",
      en: "<p>We reserve the table and send confirmation by e-mail, usually within 24 hours and at the latest within 48 hours, with your booking ID, the restaurant's name and your pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Menu set hidangan laut", en: "Seafood set menu" },
        detail: {
          id: "<p>Sup, ikan kakap, udang, cumi dan kerang bakar, nasi, sayur, sambal dan buah, dengan minuman selamat datang.</p>",
          en: "<p>Soup, grilled snapper, prawns, squid and clams, rice, vegetables, sambal and fruit, with a welcome drink.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 1300000, price_usd: 81, minimal: 1 },
          {
            name: { id: "Kue ucapan kecil", en: "Small celebration cake" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Menu set lobster", en: "Lobster set menu" },
        detail: {
          id: "<p>Lobster bakar utuh (sekitar 800 g) untuk berdua, ditambah udang, cumi, nasi, sayur dan buah, dengan segelas wine atau mocktail selamat datang.</p>",
          en: "<p>A whole grilled lobster (about 800 g) for two, plus prawns, squid, rice, vegetables and fruit, with a welcome glass of wine or a mocktail.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 2100000, price_usd: 131, minimal: 1 },
          {
            name: { id: "Kue ucapan kecil", en: "Small celebration cake" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["beach-dusk", "food", "sea"],
  },
  {
    code: "BT1103",
    slug: "tanah-lot-honeymoon-photo-shoot",
    typeId: 11,
    regency: "tabanan",
    name: {
      id: "Sesi Foto Bulan Madu di Tanah Lot & Sawah Tabanan",
      en: "Honeymoon Photo Shoot at Tanah Lot & Tabanan Rice Fields",
    },
    short_des: {
      id: "Fotografer profesional memotret Anda berdua di sawah Tabanan, pantai pasir hitam dan Pura Tanah Lot saat matahari terbenam, dengan foto hasil edit dalam 7 hari.",
      en: "A professional photographer captures the two of you in Tabanan's rice fields, on a black-sand beach and at Tanah Lot temple at sunset, with edited photos within 7 days.",
    },
    location: { id: "Beraban, Kediri, Tabanan", en: "Beraban, Kediri, Tabanan" },
    duration_hours: 4,
    cancelation_hours: 72,
    start_time: "15:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Fotografer dan asisten yang terbiasa mengarahkan pasangan yang tidak suka berpose kaku</li><li>Cahaya sore yang hangat di sawah, pantai dan pura laut</li><li>Siluet Pura Tanah Lot saat matahari terbenam</li><li>Foto hasil edit dikirim lewat tautan unduhan dalam 7 hari</li></ul>",
      en: "<ul><li>A photographer and assistant used to guiding couples who dislike stiff poses</li><li>Warm late-afternoon light on rice fields, beach and sea temple</li><li>The silhouette of Tanah Lot temple at sunset</li><li>Edited photos delivered by download link within 7 days</li></ul>",
    },
    activity_des: {
      id: "<p>Sore hari di pesisir Tabanan adalah salah satu waktu terbaik untuk foto di Bali: cahaya rendah dan hangat, sawah hijau atau menguning tergantung musim, dan Pura Tanah Lot yang berdiri di atas batu karang di laut. Fotografer kami sudah lama memotret pasangan di daerah ini dan tahu sudut-sudut yang tidak terlalu ramai.</p><p>Sesi dimulai sekitar pukul 15:00. Pada paket tiga lokasi, kita mulai di jalan setapak di antara sawah dekat Beraban, lalu ke pantai pasir hitam Kedungu dengan perahu nelayan dan batu-batu karangnya, dan berakhir di kawasan Tanah Lot saat matahari terbenam. Fotografer memberi arahan sederhana: berjalan, bercanda, saling menatap, sehingga hasilnya terasa alami. Paket satu lokasi berlangsung dua jam di Tanah Lot dan sekitarnya.</p><p>Anda boleh berganti pakaian satu atau dua kali; asisten membawa payung, cermin dan handuk kecil. Bila ingin tampil dengan busana adat Bali, tambahkan paket rias dan busana; penata rias datang ke hotel Anda sebelum sesi. Dalam 7 hari Anda menerima tautan unduhan berisi foto yang sudah diedit.</p>",
      en: "<p>Late afternoon on the Tabanan coast is one of the best times for photos in Bali: low, warm light, rice fields that are green or golden depending on the season, and Tanah Lot temple standing on its rock in the sea. Our photographer has worked with couples here for years and knows the corners that are less crowded.</p><p>The session starts around 15:00. In the three-location package we begin on a footpath through the rice fields near Beraban, move to the black-sand beach at Kedungu with its fishing boats and rocks, and finish around Tanah Lot at sunset. The photographer gives simple prompts, such as walking, joking or looking at each other, so the results feel natural. The one-location package is two hours at and around Tanah Lot.</p><p>You may change outfits once or twice; the assistant carries an umbrella, a mirror and a small towel. If you would like to wear traditional Balinese dress, add the make-up and costume option; the make-up artist comes to your hotel before the session. Within 7 days you receive a download link with the edited photos.</p>",
    },
    included: {
      id: [
        "Fotografer profesional dan asisten",
        "Tiket masuk kawasan Tanah Lot",
        "Minimal 60 foto hasil edit (1 lokasi) atau 120 foto (3 lokasi)",
        "Semua file asli dalam resolusi penuh",
        "Antar-jemput hotel (paket tiga lokasi)",
      ],
      en: [
        "Professional photographer and assistant",
        "Tanah Lot entrance fees",
        "At least 60 edited photos (1 location) or 120 photos (3 locations)",
        "All original files in full resolution",
        "Hotel transfers (three-location package)",
      ],
    },
    whattobring: {
      id: [
        "Satu atau dua set pakaian dengan warna lembut yang serasi",
        "Sandal untuk berjalan di pematang sawah dan pantai",
        "Aksesori pribadi: topi, bunga rambut, cincin",
        "Air minum",
      ],
      en: [
        "One or two outfits in soft, matching colours",
        "Sandals for walking on rice-field paths and the beach",
        "Personal touches: a hat, hair flowers, your rings",
        "Drinking water",
      ],
    },
    pickup_time: {
      id: "13:30–14:00 dari Canggu, Seminyak atau Kuta; 13:00 dari Ubud (paket tiga lokasi)",
      en: "13:30–14:00 from Canggu, Seminyak or Kuta; 13:00 from Ubud (three-location package)",
    },
    meeting_point: {
      id: "Paket satu lokasi: gerbang masuk Tanah Lot pukul 16:15. Paket tiga lokasi: lobi hotel Anda",
      en: "One-location package: Tanah Lot entrance gate at 16:15. Three-location package: your hotel lobby",
    },
    how_to_use: {
      id: "<p>Setelah konfirmasi, fotografer menghubungi Anda lewat WhatsApp untuk membahas gaya foto dan pakaian. Pada hari sesi, tunjukkan ID pemesanan kepada fotografer atau sopir.</p>",
      en: "<p>After confirmation, the photographer contacts you on WhatsApp to talk about photo style and outfits. On the day, show your booking ID to the photographer or driver.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Bila hujan deras, sesi dapat dipindah ke hari lain tanpa biaya.</li><li>Tanah Lot ramai saat matahari terbenam; foto di depan pura dilakukan dari sudut yang lebih sepi, bukan di tengah kerumunan.</li><li>Drone tidak termasuk dan memerlukan izin khusus di Tanah Lot.</li><li>Pembatalan kurang dari 72 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>In heavy rain the session can be moved to another day at no cost.</li><li>Tanah Lot is busy at sunset; photos in front of the temple are taken from quieter angles, not in the middle of the crowd.</li><li>Drones are not included and need a special permit at Tanah Lot.</li><li>Cancellations less than 72 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami memeriksa jadwal fotografer dan mengirim konfirmasi lewat e-mail, biasanya dalam 48 jam, berisi ID pemesanan serta nama dan nomor WhatsApp fotografer.</p>",
      en: "<p>We check the photographer's diary and send confirmation by e-mail, usually within 48 hours, with your booking ID and the photographer's name and WhatsApp number.</p>",
    },
    packages: [
      {
        name: { id: "Sesi 2 jam, 1 lokasi", en: "2-hour session, 1 location" },
        detail: {
          id: "<p>Dua jam di kawasan Tanah Lot, termasuk matahari terbenam. Anda datang sendiri ke Tanah Lot. Minimal 60 foto hasil edit.</p>",
          en: "<p>Two hours around Tanah Lot, including sunset. You make your own way to Tanah Lot. At least 60 edited photos.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 2400000, price_usd: 150, minimal: 1 },
          {
            name: { id: "Rias wajah dan rambut untuk pengantin perempuan", en: "Bride's make-up and hair" },
            price_idr: 900000,
            price_usd: 56,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Sesi 4 jam, 3 lokasi", en: "4-hour session, 3 locations" },
        detail: {
          id: "<p>Sawah di Beraban, Pantai Kedungu dan Tanah Lot saat matahari terbenam, dengan mobil dan sopir dari hotel Anda. Minimal 120 foto hasil edit.</p>",
          en: "<p>Rice fields at Beraban, Kedungu beach and Tanah Lot at sunset, with car and driver from your hotel. At least 120 edited photos.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 4200000, price_usd: 262.5, minimal: 1 },
          {
            name: { id: "Rias wajah dan rambut untuk pengantin perempuan", en: "Bride's make-up and hair" },
            price_idr: 900000,
            price_usd: 56,
            minimal: 0,
          },
          {
            name: { id: "Rias dan busana adat Bali untuk berdua", en: "Balinese costume and make-up for both" },
            price_idr: 1800000,
            price_usd: 112.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["beach-dusk", "rice-terraces", "temple-gate", "sea"],
  },
  {
    code: "BT1104",
    slug: "sidemen-private-romantic-day-trip",
    typeId: 11,
    regency: "karangasem",
    name: {
      id: "Hari Romantis di Lembah Sidemen dengan Piknik di Sawah",
      en: "Romantic Day in the Sidemen Valley with a Rice-Field Picnic",
    },
    short_des: {
      id: "Tur pribadi berdua ke Bali timur: lembah Sidemen dengan pemandangan Gunung Agung, rumah penenun songket, piknik di bale sawah dan Taman Tirta Gangga.",
      en: "A private day for two in east Bali: the Sidemen valley under Mount Agung, a songket weaver's home, a picnic in a rice-field bale and Tirta Gangga water palace.",
    },
    location: { id: "Sidemen, Karangasem", en: "Sidemen, Karangasem" },
    duration_hours: 10,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Lembah sawah bertingkat Sidemen dengan Gunung Agung di latar belakang</li><li>Berkunjung ke rumah penenun kain songket dan ikat</li><li>Piknik berdua di bale bambu di tengah sawah</li><li>Kolam dan batu pijakan di Taman Tirta Gangga</li></ul>",
      en: "<ul><li>Sidemen's terraced valley with Mount Agung behind it</li><li>A visit to a songket and ikat weaver's home</li><li>A picnic for two in a bamboo bale among the rice fields</li><li>The pools and stepping stones of Tirta Gangga water palace</li></ul>",
    },
    activity_des: {
      id: "<p>Sidemen adalah lembah yang tenang di Karangasem, sekitar dua jam dari Bali selatan, dengan sawah bertingkat, kebun salak dan Gunung Agung yang menjulang di utara. Jauh dari keramaian Ubud, lembah ini cocok untuk pasangan yang ingin menikmati Bali pedesaan dengan santai.</p><p>Sopir menjemput Anda pukul 08:00 dengan mobil ber-AC. Setibanya di Sidemen, Anda berjalan santai sekitar 45 menit di pematang sawah bersama pemandu desa, lalu mampir ke rumah keluarga penenun yang membuat kain songket dan endek dengan alat tenun kayu. Menjelang siang, piknik sudah disiapkan di bale bambu di tengah sawah: nasi campur, sate lilit, buah dan kelapa muda, dengan bantal dan kain tenun sebagai alas.</p><p>Sore hari kita menuju Tirta Gangga, bekas taman air raja Karangasem, untuk berjalan di batu pijakan di antara ikan koi. Bila Anda menambahkan pijat, perjalanan diakhiri dengan pijat pasangan 60 menit di spa kecil di Sidemen sebelum pulang; Anda tiba kembali di hotel sekitar pukul 18:00–19:00.</p>",
      en: "<p>Sidemen is a peaceful valley in Karangasem, about two hours from south Bali, with terraced rice fields, salak plantations and Mount Agung rising to the north. Far from the crowds of Ubud, it suits couples who want to enjoy rural Bali at an easy pace.</p><p>Your driver collects you at 08:00 in an air-conditioned car. In Sidemen you take a gentle 45-minute walk along the rice-field paths with a village guide, then stop at the home of a weaving family who make songket and endek cloth on wooden looms. Towards midday a picnic is laid out for you in a bamboo bale in the fields: nasi campur, sate lilit, fruit and young coconut, with cushions and woven cloth to sit on.</p><p>In the afternoon we drive to Tirta Gangga, the former water garden of the Karangasem kings, to walk the stepping stones among the koi. If you add the massage, the day ends with a 60-minute couples' massage at a small spa in Sidemen before the drive home; you are back at your hotel around 18:00–19:00.</p>",
    },
    included: {
      id: [
        "Mobil pribadi ber-AC dengan sopir berbahasa Inggris dan bensin",
        "Pemandu desa untuk jalan-jalan di sawah",
        "Piknik makan siang untuk berdua di bale sawah",
        "Tiket masuk Tirta Gangga",
        "Air mineral dan handuk dingin di mobil",
        "Pijat pasangan 60 menit (bila ditambahkan)",
      ],
      en: [
        "Private air-conditioned car with English-speaking driver and fuel",
        "Village guide for the rice-field walk",
        "Picnic lunch for two in a rice-field bale",
        "Tirta Gangga entrance",
        "Bottled water and cold towels in the car",
        "60-minute couples' massage (if added)",
      ],
    },
    whattobring: {
      id: [
        "Sepatu atau sandal yang nyaman untuk pematang sawah",
        "Topi dan tabir surya",
        "Pakaian yang menutup bahu dan lutut",
        "Uang tunai bila ingin membeli kain tenun",
      ],
      en: [
        "Comfortable shoes or sandals for the rice-field paths",
        "Hat and sunscreen",
        "Clothes covering shoulders and knees",
        "Cash if you would like to buy woven cloth",
      ],
    },
    pickup_time: {
      id: "08:00 dari Bali selatan dan Ubud (dapat diatur lebih pagi atas permintaan)",
      en: "08:00 from south Bali and Ubud (earlier on request)",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<p>Sopir menghubungi Anda lewat WhatsApp sehari sebelumnya. Tunjukkan ID pemesanan saat dijemput. Urutan kunjungan dapat diubah sesuai keinginan Anda.</p>",
      en: "<p>Your driver contacts you on WhatsApp the day before. Show your booking ID at pickup. The order of stops can be changed to suit you.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Gunung Agung paling sering terlihat jelas pada pagi hari di musim kemarau (April–Oktober).</li><li>Pada musim hujan, piknik dipindahkan ke bale beratap di warung sawah.</li><li>Perjalanan dari Bali selatan sekitar 2 jam sekali jalan di jalan berkelok.</li><li>Pembatalan kurang dari 48 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Mount Agung is most often clear in the morning during the dry season (April–October).</li><li>In the rainy season the picnic moves to a roofed bale at a rice-field warung.</li><li>The drive from south Bali is about 2 hours each way on winding roads.</li><li>Cancellations less than 48 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>E-mail konfirmasi dengan ID pemesanan dan nama sopir biasanya dikirim dalam 48 jam.</p>",
      en: "<p>A confirmation e-mail with your booking ID and driver's name is usually sent within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Hari romantis di Sidemen", en: "Romantic day in Sidemen" },
        detail: {
          id: "<p>Mobil pribadi, jalan-jalan di sawah, kunjungan penenun, piknik di sawah dan Tirta Gangga. Pijat pasangan 60 menit di spa kecil menghadap sawah di Sidemen dapat ditambahkan di akhir hari.</p>",
          en: "<p>Private car, rice-field walk, weaver visit, rice-field picnic and Tirta Gangga. A 60-minute couples' massage at a small spa overlooking the Sidemen rice fields can be added at the end of the day.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 2500000, price_usd: 156, minimal: 1 },
          {
            name: { id: "Tambahan pijat pasangan 60 menit", en: "Add a 60-minute couples' massage" },
            price_idr: 700000,
            price_usd: 44,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["rice-terraces", "volcano", "temple-gate", "car"],
  },
  {
    code: "BT1105",
    slug: "bali-honeymoon-4-days-3-nights-package",
    typeId: 11,
    regency: "gianyar",
    name: {
      id: "Paket Bulan Madu Bali 4 Hari 3 Malam: Ubud & Jimbaran",
      en: "Bali Honeymoon 4 Days 3 Nights: Ubud & Jimbaran",
    },
    short_des: {
      id: "Paket bulan madu lengkap: dua malam di vila kolam pribadi di Ubud, satu malam di Jimbaran, spa pasangan, tur Ubud, tari Kecak Uluwatu dan makan malam di pantai.",
      en: "A complete honeymoon: two nights in a private-pool villa in Ubud, one night in Jimbaran, couples' spa, an Ubud tour, the Uluwatu Kecak dance and a beach dinner.",
    },
    location: { id: "Ubud (Gianyar) & Jimbaran (Badung)", en: "Ubud (Gianyar) & Jimbaran (Badung)" },
    duration_hours: 72,
    cancelation_hours: 168,
    start_time: "12:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Dua malam di vila dengan kolam renang pribadi di Ubud dan satu malam di hotel tepi pantai Jimbaran</li><li>Sarapan terapung di kolam vila pada pagi pertama</li><li>Spa pasangan 2 jam dengan mandi bunga</li><li>Tur Ubud pribadi, tari Kecak Uluwatu dan makan malam dengan lilin di Pantai Jimbaran</li><li>Semua transfer, termasuk dari dan ke bandara</li></ul>",
      en: "<ul><li>Two nights in a private-pool villa in Ubud and one night at a beachside hotel in Jimbaran</li><li>Floating breakfast in your villa pool on the first morning</li><li>A 2-hour couples' spa with flower bath</li><li>Private Ubud tour, the Uluwatu Kecak dance and a candlelit dinner on Jimbaran beach</li><li>All transfers, including to and from the airport</li></ul>",
    },
    activity_des: {
      id: "<p>Paket ini dirancang untuk pasangan yang ingin semua hal penting sudah diatur: penginapan, transfer, spa, tur dan makan malam istimewa, dengan waktu luang yang cukup untuk berdua. Anda tinggal memberi tahu jadwal penerbangan; kami yang mengatur sisanya.</p><p><strong>Hari 1:</strong> sopir menjemput di Bandara Ngurah Rai dan mengantar ke Ubud (sekitar 1,5 jam). Vila Anda sudah dihias bunga dan ada kue ucapan selamat. Sore bebas di kolam renang pribadi. <strong>Hari 2:</strong> sarapan terapung di kolam, lalu tur Ubud pribadi ke Sawah Tegallalang, Pura Tirta Empul dan Pasar Seni Ubud, diakhiri spa pasangan dua jam dengan pijat Bali dan mandi bunga.</p><p><strong>Hari 3:</strong> check-out dan pindah ke Jimbaran melalui Pura Tanah Lot atau langsung, sesuai pilihan Anda. Sore harinya tari Kecak di Uluwatu, lalu makan malam hidangan laut dengan lilin di Pantai Jimbaran. <strong>Hari 4:</strong> sarapan, waktu bebas di pantai dan transfer ke bandara (hanya 15 menit dari Jimbaran).</p>",
      en: "<p>This package is for couples who want everything important arranged: accommodation, transfers, spa, tours and a special dinner, with plenty of free time for the two of you. Just send us your flight details; we take care of the rest.</p><p><strong>Day 1:</strong> your driver meets you at Ngurah Rai airport and takes you to Ubud (about 1.5 hours). Your villa is decorated with flowers and a small celebration cake. The afternoon is free at your private pool. <strong>Day 2:</strong> floating breakfast in the pool, then a private Ubud tour to Tegallalang rice terraces, Tirta Empul temple and the Ubud Art Market, ending with a two-hour couples' spa with Balinese massage and flower bath.</p><p><strong>Day 3:</strong> check out and move to Jimbaran, via Tanah Lot temple or directly, as you prefer. In the late afternoon you watch the Kecak dance at Uluwatu, followed by a candlelit seafood dinner on Jimbaran beach. <strong>Day 4:</strong> breakfast, free time on the beach and your transfer to the airport (only 15 minutes from Jimbaran).</p>",
    },
    included: {
      id: [
        "2 malam di vila kolam pribadi di Ubud dan 1 malam di hotel tepi pantai Jimbaran, dengan sarapan",
        "Dekorasi bunga, kue ucapan dan sarapan terapung",
        "Spa pasangan 2 jam dengan mandi bunga",
        "Tur Ubud pribadi dan tiket masuk",
        "Tiket tari Kecak Uluwatu dan makan malam hidangan laut di Jimbaran",
        "Semua transfer dengan mobil ber-AC, termasuk bandara",
      ],
      en: [
        "2 nights in a private-pool villa in Ubud and 1 night at a beachside hotel in Jimbaran, with breakfast",
        "Flower decoration, celebration cake and floating breakfast",
        "2-hour couples' spa with flower bath",
        "Private Ubud tour with entrance fees",
        "Uluwatu Kecak tickets and a seafood dinner in Jimbaran",
        "All transfers by air-conditioned car, including the airport",
      ],
    },
    whattobring: {
      id: [
        "Paspor (diperlukan saat check-in)",
        "Pakaian renang dan pakaian santai",
        "Pakaian yang menutup bahu dan lutut untuk pura",
        "Nomor penerbangan dan jam kedatangan",
        "Tabir surya dan obat nyamuk",
      ],
      en: [
        "Passport (needed at check-in)",
        "Swimwear and casual clothes",
        "Clothes covering shoulders and knees for temples",
        "Your flight number and arrival time",
        "Sunscreen and insect repellent",
      ],
    },
    pickup_time: {
      id: "Sesuai jam kedatangan pesawat Anda pada hari pertama",
      en: "To match your flight's arrival time on day 1",
    },
    meeting_point: {
      id: "Pintu kedatangan internasional Bandara I Gusti Ngurah Rai; sopir membawa papan bertuliskan nama Anda",
      en: "International arrivals hall at I Gusti Ngurah Rai Airport; the driver holds a sign with your name",
    },
    how_to_use: {
      id: "<ol><li>Setelah memesan, kirimkan detail penerbangan melalui e-mail.</li><li>Kami mengirim itinerary lengkap dengan nama vila dan hotel.</li><li>Di bandara, temui sopir di pintu kedatangan dan tunjukkan ID pemesanan.</li></ol>",
      en: "<ol><li>After booking, e-mail us your flight details.</li><li>We send a full itinerary with the names of your villa and hotel.</li><li>At the airport, meet your driver in the arrivals hall and show your booking ID.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Check-in vila pukul 14:00; bila pesawat tiba pagi, kami usahakan check-in lebih awal atau menyimpan barang Anda sementara.</li><li>Nama vila dan hotel dapat diganti dengan yang setara bila tidak tersedia.</li><li>Urutan kegiatan dapat disesuaikan dengan jadwal penerbangan dan cuaca.</li><li>Pembatalan dalam 7 hari sebelum kedatangan dikenakan biaya hingga 50% karena kamar sudah dibayar di muka; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Villa check-in is at 14:00; if your flight lands in the morning we try to arrange early check-in or store your bags.</li><li>The villa and hotel may be replaced by equivalent ones if unavailable.</li><li>The order of activities can be adjusted to your flights and the weather.</li><li>Cancellations within 7 days of arrival are charged up to 50% because rooms are prepaid; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami memeriksa ketersediaan vila, hotel dan spa, lalu mengirim konfirmasi dengan ID pemesanan dan itinerary lewat e-mail, biasanya dalam 48 jam. Untuk bulan Juli, Agustus dan Desember, pesanlah setidaknya sebulan sebelumnya.</p>",
      en: "<p>We check availability at the villa, hotel and spa, then e-mail your confirmation with booking ID and itinerary, usually within 48 hours. For July, August and December, book at least a month ahead.</p>",
    },
    packages: [
      {
        name: { id: "Vila kolam pribadi", en: "Private-pool villa" },
        detail: {
          id: "<p>Vila satu kamar dengan kolam renang pribadi di Ubud dan kamar deluxe di hotel bintang empat di Jimbaran.</p>",
          en: "<p>A one-bedroom villa with private pool in Ubud and a deluxe room at a four-star hotel in Jimbaran.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 14400000, price_usd: 900, minimal: 1 },
          {
            name: { id: "Malam tambahan di Ubud", en: "Extra night in Ubud" },
            price_idr: 2800000,
            price_usd: 175,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Mewah: vila menghadap lembah", en: "Luxury: valley-view villa" },
        detail: {
          id: "<p>Vila dengan kolam renang pribadi menghadap lembah Sungai Ayung dan kamar menghadap laut di resor bintang lima di Jimbaran, dengan makan malam lobster sebagai ganti menu hidangan laut standar.</p>",
          en: "<p>A private-pool villa overlooking the Ayung River valley and a sea-view room at a five-star resort in Jimbaran, with a lobster dinner in place of the standard seafood menu.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 24000000, price_usd: 1500, minimal: 1 },
          {
            name: { id: "Malam tambahan di Ubud", en: "Extra night in Ubud" },
            price_idr: 5600000,
            price_usd: 350,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["rice-terraces", "spa", "beach-dusk", "dance"],
  },
  {
    code: "BT1106",
    slug: "lake-batur-hot-spring-couples-escape",
    typeId: 11,
    regency: "bangli",
    name: {
      id: "Danau Batur untuk Berdua: Perahu Nelayan & Pemandian Air Panas",
      en: "Lake Batur for Two: Fisherman's Canoe & Hot Springs",
    },
    short_des: {
      id: "Sehari berdua di kaldera Batur: kopi di tepi kaldera Kintamani, mendayung perahu nelayan di danau dan berendam di kolam air panas alami menghadap Gunung Batur.",
      en: "A day for two in the Batur caldera: coffee on the Kintamani rim, a fisherman's canoe on the lake and a soak in natural hot pools facing Mount Batur.",
    },
    location: { id: "Kedisan, Kintamani, Bangli", en: "Kedisan, Kintamani, Bangli" },
    duration_hours: 9,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Pemandangan kaldera Batur dan Gunung Batur dari tepi Kintamani</li><li>Perahu kayu nelayan di danau yang tenang di pagi hari</li><li>Berendam di kolam air panas alami di tepi danau</li><li>Makan siang ikan mujair bakar khas Kedisan</li></ul>",
      en: "<ul><li>Views of the Batur caldera and Mount Batur from the Kintamani rim</li><li>A fisherman's wooden canoe on the calm lake in the morning</li><li>A soak in natural hot pools on the lakeshore</li><li>Lunch of grilled lake fish, a Kedisan speciality</li></ul>",
    },
    activity_des: {
      id: "<p>Kaldera Batur di Kintamani adalah salah satu bentang alam paling dramatis di Bali: dinding kaldera yang luas, Gunung Batur yang masih aktif dan danau berbentuk bulan sabit di kakinya. Di ketinggian sekitar 1.000 meter, udaranya sejuk, sangat berbeda dengan pantai, dan cocok untuk hari yang santai berdua.</p><p>Sopir menjemput Anda pukul 08:00. Perhentian pertama adalah kafe di tepi kaldera di Penelokan untuk kopi Kintamani dan pemandangan danau. Kemudian kita turun ke Desa Kedisan di tepi danau, tempat seorang nelayan mengajak Anda berdua naik perahu kayu selama sekitar 45 menit, melewati keramba ikan dan tebing lava hitam. Makan siang ikan mujair bakar dengan sambal matah di warung tepi danau.</p><p>Sore hari Anda berendam di kolam air panas alami yang airnya berasal dari sumber vulkanik, dengan Gunung Batur tepat di depan. Paket glamping menambahkan satu malam di tenda mewah di tepi danau, dengan makan malam, api unggun, matahari terbit di atas danau dan sarapan sebelum kembali.</p>",
      en: "<p>The Batur caldera at Kintamani is one of Bali's most dramatic landscapes: the vast caldera wall, the still-active Mount Batur and a crescent-shaped lake at its foot. At around 1,000 metres the air is cool, quite different from the coast, and perfect for a relaxed day together.</p><p>Your driver collects you at 08:00. The first stop is a café on the caldera rim at Penelokan for Kintamani coffee and the lake view. Then we drop down to Kedisan village on the lakeshore, where a fisherman takes the two of you out in his wooden canoe for about 45 minutes, past the fish pens and black lava cliffs. Lunch is grilled lake fish with sambal matah at a lakeside warung.</p><p>In the afternoon you soak in natural hot pools fed by a volcanic spring, with Mount Batur right in front of you. The glamping package adds a night in a luxury tent on the lakeshore, with dinner, a campfire, sunrise over the lake and breakfast before the drive back.</p>",
    },
    included: {
      id: [
        "Mobil pribadi ber-AC dengan sopir dan bensin",
        "Kopi dan kudapan di Penelokan",
        "Perahu nelayan di Danau Batur",
        "Tiket pemandian air panas dengan handuk",
        "Makan siang ikan bakar di tepi danau",
        "Satu malam glamping dengan makan malam dan sarapan (paket glamping)",
      ],
      en: [
        "Private air-conditioned car with driver and fuel",
        "Coffee and a snack at Penelokan",
        "Fisherman's canoe on Lake Batur",
        "Hot spring entrance with towels",
        "Grilled fish lunch by the lake",
        "One night glamping with dinner and breakfast (glamping package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang",
        "Jaket atau sweter; pagi dan malam di Kintamani dingin",
        "Baju ganti dan kantong untuk pakaian basah",
        "Topi dan tabir surya",
        "Senter kecil (paket glamping)",
      ],
      en: [
        "Swimwear",
        "A jacket or sweater; mornings and evenings in Kintamani are cold",
        "A change of clothes and a bag for wet things",
        "Hat and sunscreen",
        "A small torch (glamping package)",
      ],
    },
    pickup_time: {
      id: "08:00 dari Ubud; 07:00–07:30 dari Bali selatan",
      en: "08:00 from Ubud; 07:00–07:30 from south Bali",
    },
    meeting_point: {
      id: "Lobi hotel Anda",
      en: "Your hotel lobby",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada sopir saat penjemputan. Sopir membayar semua tiket dan memperkenalkan Anda kepada nelayan di Kedisan.</p>",
      en: "<p>Show your booking ID to the driver at pickup. The driver pays all tickets and introduces you to the fisherman in Kedisan.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Naik perahu nelayan memakai pelampung; perahu tidak berangkat bila angin kencang.</li><li>Berendam air panas tidak disarankan untuk ibu hamil atau orang dengan tekanan darah tinggi.</li><li>Di Penelokan ada pedagang yang cukup gigih; cukup tersenyum dan katakan “tidak, terima kasih”.</li><li>Pembatalan kurang dari 48 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Life jackets are worn on the canoe; it does not go out in strong wind.</li><li>Hot-spring bathing is not advised for pregnant women or people with high blood pressure.</li><li>Vendors at Penelokan can be persistent; a smile and “tidak, terima kasih” (no, thank you) works.</li><li>Cancellations less than 48 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi lewat e-mail, biasanya dalam 48 jam, berisi ID pemesanan, jam jemput dan untuk paket glamping nama tempat menginap.</p>",
      en: "<p>Confirmation by e-mail, usually within 48 hours, with your booking ID, pickup time and, for the glamping package, the name of the camp.</p>",
    },
    packages: [
      {
        name: { id: "Sehari di Danau Batur", en: "Day at Lake Batur" },
        detail: {
          id: "<p>Kopi di Penelokan, perahu nelayan, makan siang dan pemandian air panas, kembali ke hotel sekitar pukul 17:00.</p>",
          en: "<p>Coffee at Penelokan, fisherman's canoe, lunch and hot springs, back at your hotel around 17:00.</p>",
        },
        products: [{ name: { id: "Per pasangan", en: "Per couple" }, price_idr: 1900000, price_usd: 119, minimal: 1 }],
      },
      {
        name: { id: "Glamping semalam di tepi danau", en: "Overnight lakeside glamping" },
        detail: {
          id: "<p>Program sehari ditambah tenda mewah dengan kasur besar dan kamar mandi, makan malam berdua, matahari terbit di danau dan sarapan. Kembali ke hotel pada hari kedua sekitar pukul 12:00.</p>",
          en: "<p>The day programme plus a luxury tent with a big bed and bathroom, dinner for two, sunrise over the lake and breakfast. Back at your hotel on day two around 12:00.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 3800000, price_usd: 237.5, minimal: 1 },
        ],
      },
    ],
    scenes: ["lake", "volcano", "spa", "boat"],
  },
  {
    code: "BT1107",
    slug: "balinese-vow-renewal-blessing-ceremony",
    typeId: 11,
    regency: "badung",
    name: {
      id: "Upacara Pemberkatan Pasangan ala Bali di Pantai Nusa Dua",
      en: "Balinese Blessing & Vow Renewal on Nusa Dua Beach",
    },
    short_des: {
      id: "Upacara pemberkatan sederhana oleh pemangku Bali di tepi pantai Nusa Dua, dengan sesajen, air suci, gamelan dan tukar janji di bawah langit senja.",
      en: "A simple blessing by a Balinese priest on the beach at Nusa Dua, with offerings, holy water, gamelan and an exchange of vows under the evening sky.",
    },
    location: { id: "Pantai Geger, Nusa Dua, Badung", en: "Geger Beach, Nusa Dua, Badung" },
    duration_hours: 3,
    cancelation_hours: 72,
    start_time: "16:30",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: "<ul><li>Upacara pemberkatan oleh pemangku dengan banten dan tirta (air suci)</li><li>Altar bambu dan janur di pasir putih menghadap laut</li><li>Dua pemain gamelan rindik mengiringi upacara</li><li>Pilihan busana adat Bali dan makan malam di tepi pantai</li></ul>",
      en: "<ul><li>A blessing by a temple priest with offerings and holy water</li><li>A bamboo and palm-leaf altar on white sand facing the sea</li><li>Two rindik gamelan players accompanying the ceremony</li><li>Options for Balinese costume and a beachside dinner</li></ul>",
    },
    activity_des: {
      id: "<p>Bagi pasangan yang baru menikah atau ingin memperbarui janji, pemberkatan ala Bali adalah cara yang bermakna untuk merayakan hubungan Anda. Upacara ini bukan pernikahan resmi secara hukum, melainkan doa dan restu menurut tradisi Hindu Bali, dipimpin oleh pemangku (pemuka upacara) dari desa setempat.</p><p>Upacara diadakan di bagian tenang Pantai Geger, Nusa Dua, sekitar pukul 17:00 ketika matahari mulai turun. Tim kami menyiapkan altar bambu berhias janur dan bunga, serta banten yang dibuat oleh ibu-ibu desa. Pemangku memercikkan tirta, mengikatkan benang suci di pergelangan tangan Anda berdua, dan memanjatkan doa dalam bahasa Bali, sementara pemandu menjelaskan setiap tahap dalam bahasa Inggris. Setelah itu Anda berdua saling mengucapkan janji dengan kata-kata sendiri, diiringi dua pemain gamelan rindik.</p><p>Acara ditutup dengan segelas minuman di pantai dan waktu untuk berfoto. Dengan paket lengkap, fotografer mendokumentasikan upacara dan Anda menikmati makan malam tiga hidangan di meja yang ditata di tepi pantai.</p>",
      en: "<p>For newly-weds, or couples renewing their vows, a Balinese blessing is a meaningful way to celebrate. It is not a legal marriage but a prayer and blessing in the Balinese Hindu tradition, led by a pemangku (temple priest) from the local village.</p><p>The ceremony takes place on a quiet stretch of Geger Beach in Nusa Dua around 17:00, as the sun starts to go down. Our team sets up a bamboo altar decorated with palm leaves and flowers, with offerings made by women from the village. The priest sprinkles holy water, ties a sacred thread around both your wrists and prays in Balinese, while our guide explains each step in English. Then you exchange vows in your own words, accompanied by two rindik gamelan players.</p><p>The ceremony ends with a drink on the beach and time for photos. With the full package, a photographer records the ceremony and you enjoy a three-course dinner at a table set up by the sea.</p>",
    },
    included: {
      id: [
        "Pemangku, banten dan tirta",
        "Altar bambu, dekorasi janur dan bunga",
        "Dua pemain gamelan rindik",
        "Pemandu yang menjelaskan upacara dalam bahasa Inggris",
        "Minuman dan kue kecil setelah upacara",
        "Antar-jemput hotel di Nusa Dua, Jimbaran, Uluwatu dan Sanur",
      ],
      en: [
        "Temple priest, offerings and holy water",
        "Bamboo altar with palm-leaf and flower decoration",
        "Two rindik gamelan players",
        "A guide explaining the ceremony in English",
        "Drinks and a small cake after the ceremony",
        "Hotel transfers in Nusa Dua, Jimbaran, Uluwatu and Sanur",
      ],
    },
    whattobring: {
      id: [
        "Pakaian putih atau berwarna terang yang sopan, bila tidak memilih busana adat",
        "Cincin, bila Anda ingin saling menyematkan",
        "Janji yang sudah Anda siapkan, tertulis atau diingat",
        "Sandal untuk berjalan di pasir",
      ],
      en: [
        "Modest white or light-coloured clothing, if you are not taking the costume option",
        "Rings, if you would like to exchange them",
        "Your vows, written down or memorised",
        "Sandals for the sand",
      ],
    },
    pickup_time: {
      id: "15:30–16:00; 14:00 bila memilih rias dan busana adat Bali",
      en: "15:30–16:00; 14:00 if you choose Balinese costume and make-up",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau pintu masuk Pantai Geger, Nusa Dua, pukul 16:15",
      en: "Your hotel lobby, or the entrance to Geger Beach, Nusa Dua, at 16:15",
    },
    how_to_use: {
      id: "<p>Setelah konfirmasi, koordinator kami menelepon atau mengirim pesan WhatsApp untuk membahas susunan acara, nama lengkap Anda berdua untuk doa, dan pilihan musik. Pada hari upacara, tunjukkan ID pemesanan kepada sopir atau koordinator.</p>",
      en: "<p>After confirmation our coordinator calls or messages you on WhatsApp to go through the running order, both your full names for the prayers and your choice of music. On the day, show your booking ID to the driver or coordinator.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Upacara ini bersifat simbolis dan tidak menghasilkan akta nikah.</li><li>Pantai Geger adalah pantai umum; kami memilih area yang tenang, tetapi pengunjung lain mungkin lewat.</li><li>Bila hujan, upacara dipindahkan ke gazebo beratap di dekat pantai.</li><li>Pembatalan kurang dari 72 jam sebelumnya dikenakan biaya 50% karena banten dan dekorasi sudah disiapkan; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The ceremony is symbolic and does not produce a marriage certificate.</li><li>Geger is a public beach; we choose a quiet spot, but other visitors may pass by.</li><li>If it rains, the ceremony moves to a roofed gazebo near the beach.</li><li>Cancellations less than 72 hours ahead are charged 50% because offerings and decorations are already prepared; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami memeriksa ketersediaan pemangku untuk tanggal Anda dan mengirim konfirmasi lewat e-mail, biasanya dalam 48 jam. Pada hari suci tertentu pemangku tidak dapat memimpin upacara di luar pura; bila demikian, kami menawarkan tanggal terdekat.</p>",
      en: "<p>We check the priest's availability for your date and send confirmation by e-mail, usually within 48 hours. On some holy days priests cannot lead ceremonies outside the temple; if so, we offer the nearest date.</p>",
    },
    packages: [
      {
        name: { id: "Upacara pemberkatan", en: "Blessing ceremony" },
        detail: {
          id: "<p>Upacara sekitar 45 menit dengan pemangku, banten, dekorasi, gamelan rindik, minuman dan antar-jemput hotel.</p>",
          en: "<p>A ceremony of about 45 minutes with priest, offerings, decoration, rindik gamelan, drinks and hotel transfers.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 4800000, price_usd: 300, minimal: 1 },
          {
            name: { id: "Rias dan busana adat Bali untuk berdua", en: "Balinese costume and make-up for both" },
            price_idr: 1500000,
            price_usd: 94,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Pemberkatan + fotografer + makan malam", en: "Blessing + photographer + dinner" },
        detail: {
          id: "<p>Upacara pemberkatan, fotografer selama dua jam (minimal 80 foto hasil edit) dan makan malam tiga hidangan untuk berdua di meja tepi pantai. Tamu tambahan dapat ikut makan malam.</p>",
          en: "<p>The blessing ceremony, a photographer for two hours (at least 80 edited photos) and a three-course dinner for two at a table by the sea. Extra guests can join the dinner.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 7200000, price_usd: 450, minimal: 1 },
          {
            name: { id: "Rias dan busana adat Bali untuk berdua", en: "Balinese costume and make-up for both" },
            price_idr: 1500000,
            price_usd: 94,
            minimal: 0,
          },
          {
            name: { id: "Tamu tambahan (makan malam)", en: "Extra guest (dinner)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["beach-dusk", "temple-gate", "dance", "sea"],
  },
];
