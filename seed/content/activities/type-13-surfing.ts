import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every surf activity. */
const PAYMENT: Localized<RichText> = {
  id:
    "<p>Pesan sekarang, bayar nanti. Anda membayar pada hari kegiatan kepada sopir atau instruktur kami, tunai atau melalui transfer bank. Pembayaran tunai hanya dalam rupiah; kami tidak dapat menerima uang tunai dolar AS. Mata uang lain dihitung dengan kurs hari itu.</p>" +
    "<p>Pembayaran dengan kartu Amex, Visa atau Mastercard di kantor kami dikenai biaya tambahan 3%. Jika ingin membayar lebih dulu dengan PayPal, kartu kredit atau transfer bank, pilih metode tersebut saat memesan dan kami akan mengirimkan rinciannya melalui e-mail.</p>",
  en:
    "<p>Book now, pay later. You pay on the day to our driver or instructor, in cash or by bank transfer. Cash is accepted in Indonesian rupiah only; we cannot take US dollars in cash. Other currencies are converted at the day's rate.</p>" +
    "<p>Amex, Visa and Mastercard payments at our office carry a 3% surcharge. If you would rather pay in advance by PayPal, credit card or bank transfer, choose that method when you book and we will send the details by e-mail.</p>",
};

export const surfing: ActivitySeed[] = [
  {
    code: "BT1301",
    slug: "kuta-beginner-surf-lesson",
    typeId: 13,
    regency: "badung",
    name: {
      id: "Les Selancar Pemula di Pantai Kuta",
      en: "Beginner Surf Lesson at Kuta Beach",
    },
    short_des: {
      id: "Berdiri di papan selancar untuk pertama kalinya bersama instruktur bersertifikat di ombak berdasar pasir Pantai Kuta yang ramah pemula.",
      en: "Stand up on your first waves with a certified instructor on Kuta's sandy, beginner-friendly beach break.",
    },
    location: { id: "Pantai Kuta, Badung", en: "Kuta Beach, Badung" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Kelompok kecil: maksimal 3 murid per instruktur</li>" +
        "<li>Papan soft-top yang aman untuk pemula, leash dan rash guard disediakan</li>" +
        "<li>Teori di pantai dan pengarahan keselamatan tentang arus balik</li>" +
        "<li>Foto sesi Anda dikirim lewat WhatsApp</li>" +
        "<li>Antar-jemput hotel di Kuta, Legian dan Seminyak</li></ul>",
      en:
        "<ul><li>Small groups: no more than 3 students per instructor</li>" +
        "<li>Soft-top beginner boards, leash and rash guard provided</li>" +
        "<li>Beach theory and a safety briefing on rip currents</li>" +
        "<li>Photos of your session sent by WhatsApp</li>" +
        "<li>Return hotel transfer in Kuta, Legian and Seminyak</li></ul>",
    },
    activity_des: {
      id:
        "<p>Pantai Kuta adalah tempat kebanyakan orang di Bali pertama kali berhasil berdiri di papan selancar. Dasarnya pasir lembut, ombak pecahnya panjang dan teratur, dan penjaga pantai mengawasi zona berbendera. Les dimulai di pasir dekat menara penjaga pantai di ujung Jalan Pantai Kuta: instruktur menjelaskan cara mendayung, gerakan berdiri (pop-up), serta arti bendera dan cara mengenali arus balik.</p>" +
        "<p>Setelah itu Anda masuk ke air setinggi pinggang. Instruktur mendorong papan Anda ke ombak pertama dan memberi aba-aba kapan harus berdiri; begitu mulai terbiasa, Anda mendayung sendiri. Waktu di air sekitar dua jam dengan jeda singkat. Jatuh berkali-kali itu wajar dan justru bagian dari proses belajar.</p>" +
        "<p>Jadwal les menyesuaikan pasang surut, biasanya antara pukul 08.00 dan 11.00 saat angin masih bertiup dari darat dan pantai belum ramai. Jam pastinya tercantum di konfirmasi. Selesai les, Anda bisa membilas badan di surf station mitra kami, minum kelapa muda, dan melihat foto-foto yang diambil instruktur.</p>",
      en:
        "<p>Kuta is where most people in Bali stand up on a surfboard for the first time, and for good reason: the bottom is soft sand, the whitewater rolls in long and even, and lifeguards watch the flagged zones. The lesson starts on the sand by the lifeguard tower at the end of Jalan Pantai Kuta, where your instructor covers paddling, the pop-up, what the flags mean and how to spot a rip current.</p>" +
        "<p>Then you head into waist-deep water. Your instructor pushes you into the first waves and calls when to stand; once you get the feel, you start paddling for them yourself. Expect about two hours in the water with short breaks, and plenty of falls, which are part of learning.</p>" +
        "<p>We schedule the lesson around the tide, usually between 08:00 and 11:00 while the wind is still offshore and the beach is quiet. Your exact time is in the confirmation. Afterwards you can rinse off at our partner surf station, drink a fresh coconut and look through the photos your instructor took.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Kuta, Legian dan Seminyak",
        "Instruktur selancar bersertifikat",
        "Papan soft-top dan leash",
        "Rash guard",
        "Air mineral dan kelapa muda",
        "Foto sesi melalui WhatsApp",
        "Asuransi kecelakaan selama les",
      ],
      en: [
        "Return hotel transfer in Kuta, Legian and Seminyak",
        "Certified surf instructor",
        "Soft-top surfboard and leash",
        "Rash guard",
        "Drinking water and a fresh coconut",
        "Session photos by WhatsApp",
        "Accident insurance during the lesson",
      ],
    },
    whattobring: {
      id: ["Pakaian renang", "Tabir surya yang aman untuk laut", "Handuk", "Baju ganti", "Uang tunai untuk jajan"],
      en: ["Swimwear", "Reef-safe sunscreen", "Towel", "Change of clothes", "Some cash for snacks"],
    },
    pickup_time: {
      id: "Sekitar pukul 07.15–07.30; jam pasti mengikuti pasang surut dan tercantum di konfirmasi.",
      en: "Around 07:15–07:30; the exact time follows the tide and is in your confirmation.",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Kuta, Legian atau Seminyak. Jika datang sendiri: menara penjaga pantai di ujung Jalan Pantai Kuta, seberang Beachwalk.",
      en: "Your hotel lobby in Kuta, Legian or Seminyak. If you come on your own: the lifeguard tower at the end of Jalan Pantai Kuta, opposite Beachwalk.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi (cukup di ponsel) kepada sopir atau instruktur. Saat memesan, isi nama dan alamat hotel di kolom lokasi penjemputan.</p>",
      en: "<p>Show your confirmation e-mail (on your phone is fine) to the driver or instructor. When booking, enter your hotel name and address as the pickup location.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Usia minimal 8 tahun; anak di bawah 12 tahun harus didampingi orang tua di pantai. Peserta harus bisa berenang. Tidak disarankan bagi ibu hamil atau yang memiliki cedera punggung atau leher.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelum les. Pembatalan setelah itu dikenai biaya hingga 50%, dan peserta yang tidak datang dikenai 100%. Jika ombak tidak aman, kami memindahkan jadwal atau mengembalikan uang Anda sepenuhnya.</p>",
      en:
        "<p>Minimum age 8; children under 12 need a parent on the beach. You must be able to swim. Not recommended during pregnancy or with back or neck injuries.</p>" +
        "<p>Free cancellation up to 24 hours before the lesson. Later cancellations may be charged up to 50%, and no-shows 100%. If the surf is unsafe, we move your lesson or refund you in full.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dikirim melalui e-mail, umumnya dalam 48 jam, berisi ID pemesanan, jam les (disesuaikan dengan pasang surut) dan jam penjemputan. Balas e-mail tersebut dengan tinggi dan berat badan Anda agar kami menyiapkan papan yang pas.</p>",
      en: "<p>You will get a confirmation by e-mail, usually within 48 hours, with your booking ID, lesson time (set by the tide) and pickup time. Reply with your height and weight so we can have the right board ready.</p>",
    },
    packages: [
      {
        name: { id: "Les grup (maks. 3 murid per instruktur)", en: "Group lesson (max 3 students per instructor)" },
        detail: {
          id: "<p>30 menit teori di pantai dan 2 jam di air. Anda berbagi instruktur dengan paling banyak dua murid lain yang levelnya sama.</p>",
          en: "<p>30 minutes of beach theory and 2 hours in the water. You share your instructor with at most two other students of the same level.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (13 tahun ke atas)", en: "Adult (13+ years)" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 1,
          },
          { name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" }, price_idr: 400000, price_usd: 25, minimal: 0 },
        ],
      },
      {
        name: { id: "Les privat", en: "Private lesson" },
        detail: {
          id: "<p>Satu instruktur hanya untuk Anda. Cocok bagi yang ingin cepat berkembang, anak-anak yang baru pertama kali, atau yang kurang percaya diri di air.</p>",
          en: "<p>One instructor just for you. Good if you want to progress fast, for nervous beginners and for children on their first go.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (13 tahun ke atas)", en: "Adult (13+ years)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 1,
          },
          { name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" }, price_idr: 700000, price_usd: 44, minimal: 0 },
        ],
      },
    ],
    scenes: ["surf", "sea", "beach-dusk"],
  },
  {
    code: "BT1302",
    slug: "canggu-batu-bolong-surf-lesson",
    typeId: 13,
    regency: "badung",
    name: {
      id: "Les Selancar Semi-Privat di Batu Bolong, Canggu",
      en: "Semi-Private Surf Lesson at Batu Bolong, Canggu",
    },
    short_des: {
      id: "Belajar di ombak panjang dan pelan Batu Bolong, spot longboard paling terkenal di Canggu, dengan satu instruktur untuk dua murid.",
      en: "Learn on the slow, peeling waves of Batu Bolong, Canggu's best-known longboard spot, with one instructor for every two students.",
    },
    location: { id: "Pantai Batu Bolong, Canggu, Badung", en: "Batu Bolong Beach, Canggu, Badung" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Satu instruktur untuk paling banyak dua murid</li>" +
        "<li>Ombak lembut yang cocok untuk longboard dan pemula</li>" +
        "<li>Sesi pagi sebelum angin dan keramaian datang</li>" +
        "<li>Cuplikan video GoPro dari ombak yang Anda tangkap</li></ul>",
      en:
        "<ul><li>One instructor for no more than two students</li>" +
        "<li>Gentle waves made for longboards and learners</li>" +
        "<li>Early session before the wind and the crowds arrive</li>" +
        "<li>GoPro clips of the waves you catch</li></ul>",
    },
    activity_des: {
      id:
        "<p>Batu Bolong adalah pantai berpasir hitam di depan Pura Batu Mejan, tempat para peselancar longboard Canggu berkumpul setiap pagi. Ombaknya pecah pelan di atas dasar pasir bercampur batu dan berjalan jauh, sehingga Anda punya waktu untuk berdiri dan benar-benar meluncur, bukan sekadar jatuh di busa.</p>" +
        "<p>Sesi dimulai pukul 07.00 di sekolah selancar mitra kami di pinggir pantai. Setelah pemanasan dan latihan pop-up di pasir, Anda mendayung bersama instruktur ke ombak bagian dalam. Karena satu instruktur hanya memegang dua murid, ia bisa mendorong, memberi koreksi dan merekam Anda dari air.</p>" +
        "<p>Pagi hari adalah waktu terbaik: angin masih tenang dan lineup belum penuh. Selesai sesi Anda bisa mandi dan menitipkan barang di loker sekolah, lalu sarapan di salah satu kafe di Jalan Batu Bolong yang hanya beberapa langkah dari pantai.</p>",
      en:
        "<p>Batu Bolong is the black-sand beach in front of Batu Mejan temple where Canggu's longboarders gather every morning. The waves break slowly over a mix of sand and rock and run a long way, so you have time to stand up and actually ride, not just fall off in the whitewater.</p>" +
        "<p>The session starts at 07:00 at our partner surf school on the beach. After a warm-up and pop-up practice on the sand, you paddle out with your instructor to the inside waves. With only two students each, instructors can push you in, correct you as you go and film you from the water.</p>" +
        "<p>Mornings are best: the wind is still light and the lineup is not yet full. Afterwards you can shower and leave your things in the school's lockers, then walk a few steps up Jalan Batu Bolong for breakfast at one of the cafés.</p>",
    },
    included: {
      id: [
        "Instruktur (maks. 2 murid)",
        "Papan soft-top atau longboard busa, dan leash",
        "Rash guard",
        "Loker dan kamar mandi bilas",
        "Air mineral",
        "Cuplikan video GoPro",
      ],
      en: [
        "Instructor (max 2 students)",
        "Soft-top or foam longboard, and leash",
        "Rash guard",
        "Locker and rinse shower",
        "Drinking water",
        "GoPro video clips",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang",
        "Tabir surya",
        "Handuk",
        "Sepatu karang jika punya (bisa juga dipinjam)",
        "Ponsel untuk menerima video",
      ],
      en: [
        "Swimwear",
        "Sunscreen",
        "Towel",
        "Reef booties if you have them (we can lend some)",
        "Your phone to receive the videos",
      ],
    },
    pickup_time: {
      id: "Tanpa penjemputan. Harap tiba di titik temu pukul 06.50. Antar-jemput dari Seminyak atau Kuta bisa diatur dengan biaya tambahan.",
      en: "No pickup. Please be at the meeting point by 06:50. A transfer from Seminyak or Kuta can be arranged at extra cost.",
    },
    meeting_point: {
      id: "Sekolah selancar mitra kami di ujung Jalan Pantai Batu Bolong, di sebelah kiri pura jika menghadap laut. Alamat lengkap dan titik peta ada di e-mail konfirmasi.",
      en: "Our partner surf school at the end of Jalan Pantai Batu Bolong, to the left of the temple as you face the sea. Full address and map pin are in the confirmation e-mail.",
    },
    how_to_use: {
      id: "<p>Sebutkan nama dan ID pemesanan Anda di meja sekolah selancar, atau tunjukkan e-mail konfirmasi di ponsel.</p>",
      en: "<p>Give your name and booking ID at the surf school desk, or show the confirmation e-mail on your phone.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Usia minimal 10 tahun dan harus bisa berenang. Batu Bolong ramai; instruktur akan menjelaskan aturan antre ombak agar Anda aman dan tidak menghalangi peselancar lain. Ada batu di dekat pura, jadi ikuti arahan instruktur saat masuk dan keluar air.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum age 10, and you must be able to swim. Batu Bolong gets busy; your instructor explains the lineup rules so you stay safe and out of other surfers' way. There are rocks near the temple, so follow your instructor when going in and out.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Kami mengonfirmasi ketersediaan instruktur melalui e-mail, umumnya dalam 48 jam, lengkap dengan ID pemesanan dan titik peta. Jika Anda memesan sendirian untuk paket semi-privat, kami memasangkan Anda dengan murid lain yang levelnya sama.</p>",
      en: "<p>We confirm instructor availability by e-mail, usually within 48 hours, with your booking ID and a map pin. If you book the semi-private lesson alone, we pair you with another student of the same level.</p>",
    },
    packages: [
      {
        name: { id: "Les semi-privat (2 murid per instruktur)", en: "Semi-private lesson (2 students per instructor)" },
        detail: {
          id: "<p>2 jam, termasuk 20 menit latihan di pasir. Untuk pemula total maupun yang baru beberapa kali mencoba.</p>",
          en: "<p>2 hours, including 20 minutes of practice on the sand. For complete beginners and those who have only tried a few times.</p>",
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 550000, price_usd: 34.5, minimal: 1 }],
      },
      {
        name: { id: "Les privat", en: "Private lesson" },
        detail: {
          id: "<p>2 jam dengan instruktur hanya untuk Anda, termasuk video lebih banyak dan pembahasan singkat setelah sesi.</p>",
          en: "<p>2 hours with an instructor to yourself, with more video and a short debrief after the session.</p>",
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 800000, price_usd: 50, minimal: 1 }],
      },
      {
        name: { id: "Coaching untuk yang sudah bisa berdiri (90 menit)", en: "Improver coaching (90 minutes)" },
        detail: {
          id: "<p>Untuk Anda yang sudah bisa berdiri di ombak busa dan ingin mulai menangkap ombak yang belum pecah. Fokus pada mendayung ke lineup, posisi di papan dan belokan pertama.</p>",
          en: "<p>For those who can already stand up in the whitewater and want to start catching unbroken waves. Focus on paddling out, positioning and your first turns.</p>",
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 600000, price_usd: 37.5, minimal: 1 }],
      },
    ],
    scenes: ["surf", "temple-gate", "beach-dusk", "sea"],
  },
  {
    code: "BT1303",
    slug: "uluwatu-bukit-surf-guiding",
    typeId: 13,
    regency: "badung",
    name: {
      id: "Pemandu Selancar di Bukit: Uluwatu, Padang Padang & Bingin",
      en: "Bukit Surf Guiding: Uluwatu, Padang Padang & Bingin",
    },
    short_des: {
      id: "Pemandu lokal membawa Anda ke spot karang terbaik di Semenanjung Bukit sesuai swell, angin dan pasang surut hari itu.",
      en: "A local guide takes you to the best reef break on the Bukit Peninsula for the day's swell, wind and tide.",
    },
    location: { id: "Pecatu, Kuta Selatan, Badung", en: "Pecatu, South Kuta, Badung" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "06:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Pemandu yang tumbuh besar berselancar di Bukit</li>" +
        "<li>Pilihan spot berdasarkan prakiraan swell dan pasang surut</li>" +
        "<li>Papan sewaan: shortboard, fish atau mid-length</li>" +
        "<li>Bantuan masuk dan keluar di spot karang seperti gua Uluwatu</li>" +
        "<li>Tambahan fotografer air tersedia</li></ul>",
      en:
        "<ul><li>A guide who grew up surfing the Bukit</li>" +
        "<li>Spot chosen from the swell forecast and the tide</li>" +
        "<li>Rental board of your choice: shortboard, fish or mid-length</li>" +
        "<li>Help with entry and exit at reef spots such as the Uluwatu cave</li>" +
        "<li>Water photographer available as an extra</li></ul>",
    },
    activity_des: {
      id:
        "<p>Tur ini untuk peselancar tingkat menengah ke atas yang sudah bisa mendayung ke lineup sendiri, menangkap ombak hijau dan berbelok. Semenanjung Bukit punya belasan spot karang dalam jarak 20 menit: Uluwatu, Padang Padang, Bingin, Impossibles, Dreamland dan Balangan. Masalahnya, tiap spot hanya bagus pada kombinasi swell, angin dan pasang surut tertentu. Di situlah pemandu kami berguna.</p>" +
        "<p>Malam sebelumnya pemandu mengecek prakiraan dan mengirimkan rencana lewat WhatsApp. Pagi-pagi Anda dijemput dan dibawa ke spot yang paling cocok dengan level Anda. Ia ikut masuk air, menunjukkan titik take-off, karang yang dangkal dan jalur keluar, lalu menjaga Anda selama sesi.</p>" +
        "<p>Musim kemarau (April–Oktober) adalah puncaknya, dengan angin tenggara yang bertiup dari darat di pantai barat Bukit. Di musim hujan, jika Bukit terkena angin, pemandu bisa membawa Anda ke sisi timur seperti Serangan atau Sri Lanka di Sanur. Padang Padang saat swell besar hanya untuk peselancar yang sangat berpengalaman; pemandu berhak menyarankan spot lain demi keselamatan.</p>",
      en:
        "<p>This is for intermediate and advanced surfers who can paddle out on their own, catch green waves and turn. The Bukit Peninsula has a dozen reef breaks within 20 minutes of each other: Uluwatu, Padang Padang, Bingin, Impossibles, Dreamland and Balangan. The trouble is that each one only works on a certain mix of swell, wind and tide. That is where our guide comes in.</p>" +
        "<p>The evening before, your guide checks the forecast and sends you the plan by WhatsApp. You are picked up early and taken to the spot that best suits your level. Your guide paddles out with you, shows you the take-off zone, the shallow reef and the way back in, and keeps an eye on you through the session.</p>" +
        "<p>The dry season (April to October) is prime time, with south-east trade winds blowing offshore on the Bukit's west side. In the wet season, when the Bukit is blown out, your guide may take you to the east side instead, such as Serangan or Sri Lanka in Sanur. Big-swell Padang Padang is for very experienced surfers only; the guide may suggest another spot for your safety.</p>",
    },
    included: {
      id: [
        "Antar-jemput dari hotel di Bukit, Jimbaran, Kuta, Seminyak atau Canggu",
        "Pemandu selancar lokal yang ikut di air",
        "Sewa papan pilihan dan leash",
        "Sepatu karang",
        "Buah segar dan air mineral",
        "Kotak P3K untuk luka karang",
      ],
      en: [
        "Hotel transfer from the Bukit, Jimbaran, Kuta, Seminyak or Canggu",
        "Local surf guide in the water with you",
        "Rental board of your choice and leash",
        "Reef booties",
        "Fresh fruit and drinking water",
        "First-aid kit for reef cuts",
      ],
    },
    whattobring: {
      id: [
        "Papan sendiri jika Anda lebih suka",
        "Pakaian renang dan rash vest",
        "Tabir surya berbentuk stik atau zinc",
        "Handuk",
        "Uang tunai untuk parkir dan makanan di warung tebing",
      ],
      en: [
        "Your own board if you prefer",
        "Swimwear and rash vest",
        "Sunscreen stick or zinc",
        "Towel",
        "Cash for food at the cliff-top warungs",
      ],
    },
    pickup_time: {
      id: "05:15–05:45 tergantung lokasi hotel; jam pasti dikirim pemandu malam sebelumnya.",
      en: "05:15–05:45 depending on your hotel; your guide sends the exact time the evening before.",
    },
    meeting_point: {
      id: "Lobi hotel Anda. Jika menginap di Bukit dan membawa motor sendiri, Anda bisa bertemu pemandu di parkiran spot yang dipilih.",
      en: "Your hotel lobby. If you stay on the Bukit and have your own scooter, you can meet your guide at the car park of the chosen spot.",
    },
    how_to_use: {
      id: "<p>Setelah menerima konfirmasi, simpan nomor WhatsApp pemandu yang tercantum di e-mail. Tunjukkan e-mail konfirmasi saat dijemput.</p>",
      en: "<p>Once you have your confirmation, save the guide's WhatsApp number from the e-mail. Show the confirmation e-mail at pickup.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Hanya untuk peselancar yang sudah bisa menangkap ombak hijau sendiri; ini bukan les pemula. Spot karang di Bukit dangkal saat surut, dan luka karang cukup sering terjadi. Akses ke beberapa spot melewati tangga tebing yang curam.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%. Jika tidak ada ombak yang layak di seluruh Bali selatan, kami menjadwalkan ulang atau mengembalikan uang Anda.</p>",
      en:
        "<p>Only for surfers who can already catch green waves on their own; this is not a beginner lesson. Bukit reefs are shallow at low tide and reef cuts are common. Some spots are reached by steep cliff stairs.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%. If there are no surfable waves anywhere in south Bali, we reschedule or refund you.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi melalui e-mail umumnya dalam 48 jam, berisi ID pemesanan dan nomor pemandu. Sebutkan level, tinggi badan dan jenis papan yang Anda inginkan saat memesan di kolom permintaan khusus.</p>",
      en: "<p>Confirmation by e-mail, usually within 48 hours, with your booking ID and the guide's number. Tell us your level, height and preferred board in the special request field when booking.</p>",
    },
    packages: [
      {
        name: { id: "Setengah hari (4 jam)", en: "Half day (4 hours)" },
        detail: {
          id: "<p>Satu sesi panjang sekitar 2,5 jam di satu atau dua spot, lalu kembali ke hotel sebelum siang.</p>",
          en: "<p>One long session of about 2.5 hours at one or two spots, back at your hotel before midday.</p>",
        },
        products: [
          { name: { id: "Peselancar", en: "Surfer" }, price_idr: 900000, price_usd: 56, minimal: 1 },
          {
            name: { id: "Fotografer air (per peselancar)", en: "Water photographer (per surfer)" },
            price_idr: 500000,
            price_usd: 31,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Sehari penuh (8 jam)", en: "Full day (8 hours)" },
        detail: {
          id: "<p>Sesi pagi dan sesi sore di spot berbeda, dengan makan siang di warung tebing (ditanggung) di antaranya.</p>",
          en: "<p>A morning and an afternoon session at different spots, with lunch at a cliff-top warung (included) in between.</p>",
        },
        products: [
          { name: { id: "Peselancar", en: "Surfer" }, price_idr: 1500000, price_usd: 94, minimal: 1 },
          {
            name: { id: "Fotografer air (per peselancar)", en: "Water photographer (per surfer)" },
            price_idr: 800000,
            price_usd: 50,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["surf", "cliff", "sea", "beach-dusk"],
  },
  {
    code: "BT1304",
    slug: "medewi-point-surf-day-trip",
    typeId: 13,
    regency: "jembrana",
    name: {
      id: "Trip Sehari Selancar ke Medewi",
      en: "Medewi Point Surf Day Trip",
    },
    short_des: {
      id: "Tinggalkan keramaian Canggu dan berselancar di ombak kiri panjang Medewi di pesisir barat Bali yang sepi.",
      en: "Leave the Canggu crowds behind and surf the long left-hander at Medewi on Bali's quiet west coast.",
    },
    location: { id: "Pantai Medewi, Pekutatan, Jembrana", en: "Medewi Beach, Pekutatan, Jembrana" },
    duration_hours: 12,
    cancelation_hours: 24,
    start_time: "05:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Ombak kiri yang bisa dinaiki sampai 200 meter</li>" +
        "<li>Lineup jauh lebih sepi daripada Bali selatan</li>" +
        "<li>Dua sesi selancar dan makan siang di warung lokal</li>" +
        "<li>Mampir ke muara Balian dalam perjalanan pulang</li></ul>",
      en:
        "<ul><li>A left-hander you can ride for up to 200 metres</li>" +
        "<li>Far quieter lineup than south Bali</li>" +
        "<li>Two surf sessions and lunch at a local warung</li>" +
        "<li>Stop at the Balian river mouth on the way back</li></ul>",
    },
    activity_des: {
      id:
        "<p>Medewi ada di Kabupaten Jembrana, sekitar 2,5–3 jam berkendara dari Canggu melewati jalan pesisir barat dan sawah-sawah Tabanan. Ombaknya pecah ke kiri di atas dasar batu bulat di depan muara sungai kecil dan berjalan panjang dan teratur. Di hari yang kecil, ombak ini ramah untuk peselancar yang sedang berkembang dan pengguna longboard; di hari besar, dindingnya panjang dan cepat.</p>" +
        "<p>Kami berangkat pukul 05.00 agar tiba sebelum angin naik. Pemandu lokal menunjukkan cara masuk di antara batu, posisi take-off dan jalur keluar. Setelah sesi pertama, makan siang ikan bakar atau nasi campur di warung dekat pantai, istirahat di bawah pohon kelapa, lalu sesi kedua saat pasang surut kembali cocok.</p>" +
        "<p>Dalam perjalanan pulang kami mampir di Pantai Balian, Tabanan. Jika ombak di sana bagus dan Anda masih kuat, ada kesempatan untuk sesi singkat ketiga. Kembali di hotel sekitar pukul 17.00. Pendamping yang tidak berselancar bisa ikut dengan harga khusus dan bersantai di pantai atau berjalan ke pura di tepi laut.</p>",
      en:
        "<p>Medewi is in Jembrana regency, about 2.5 to 3 hours' drive from Canggu along the west coast road and through the rice fields of Tabanan. The wave is a left that breaks over cobblestones in front of a small river mouth and runs long and even. On small days it suits improvers and longboarders; on bigger days it offers long, fast walls.</p>" +
        "<p>We leave at 05:00 to get there before the wind picks up. A local guide shows you how to get in between the rocks, where to take off and how to get back out. After the first session, lunch is grilled fish or nasi campur at a warung by the beach, a rest under the palms, then a second session when the tide is right again.</p>" +
        "<p>On the way back we stop at Balian Beach in Tabanan. If the surf there is good and you still have the arms for it, you can squeeze in a short third session. Back at your hotel around 17:00. Non-surfing partners can come along at a lower price and relax on the beach or walk to the seaside temple.</p>",
    },
    included: {
      id: [
        "Mobil pribadi ber-AC dengan sopir, bensin dan parkir",
        "Penjemputan di Canggu, Seminyak, Kuta atau Ubud",
        "Pemandu selancar lokal di Medewi",
        "Sewa papan dan leash",
        "Makan siang di warung dan air mineral",
        "Buah segar",
      ],
      en: [
        "Private air-conditioned car with driver, fuel and parking",
        "Pickup in Canggu, Seminyak, Kuta or Ubud",
        "Local surf guide at Medewi",
        "Board rental and leash",
        "Lunch at a warung and drinking water",
        "Fresh fruit",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang dan rash vest",
        "Sepatu karang (dasar berbatu)",
        "Tabir surya",
        "Handuk dan baju ganti",
        "Obat anti mabuk perjalanan jika perlu",
        "Uang tunai untuk minuman",
      ],
      en: [
        "Swimwear and rash vest",
        "Reef booties (rocky bottom)",
        "Sunscreen",
        "Towel and change of clothes",
        "Travel-sickness tablets if you need them",
        "Cash for drinks",
      ],
    },
    pickup_time: {
      id: "04:45–05:15 dari Canggu, Seminyak dan Kuta; 04:15 dari Ubud.",
      en: "04:45–05:15 from Canggu, Seminyak and Kuta; 04:15 from Ubud.",
    },
    meeting_point: {
      id: "Lobi hotel atau depan vila Anda. Untuk vila di gang sempit, kami bisa menjemput di jalan utama terdekat.",
      en: "Your hotel lobby or villa entrance. For villas down narrow lanes, we can meet you on the nearest main road.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir. Cantumkan level selancar dan ukuran papan yang Anda inginkan di kolom permintaan khusus.</p>",
      en: "<p>Show the confirmation e-mail to the driver. Put your surfing level and preferred board size in the special request field.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Untuk peselancar yang sudah bisa berdiri dan mendayung ke lineup. Minimal 2 orang per pemesanan (peselancar atau pendamping). Peselancar yang berangkat sendiri bisa menghubungi kami; kami sering menggabungkan pemesanan.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%. Jika prakiraan menunjukkan Medewi tidak berombak, kami menawarkan tanggal lain atau spot pengganti.</p>",
      en:
        "<p>For surfers who can stand up and paddle out on their own. Minimum 2 people per booking (surfers or companions). Solo surfers can contact us; we often combine bookings.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%. If the forecast shows Medewi flat, we offer another date or an alternative spot.</p>",
    },
    confirmation_detail: {
      id: "<p>Kami mengecek prakiraan swell sebelum mengonfirmasi. Konfirmasi dengan ID pemesanan dikirim melalui e-mail, umumnya dalam 48 jam, dan sopir menghubungi Anda lewat WhatsApp sehari sebelumnya.</p>",
      en: "<p>We check the swell forecast before confirming. Confirmation with your booking ID comes by e-mail, usually within 48 hours, and the driver contacts you by WhatsApp the day before.</p>",
    },
    packages: [
      {
        name: { id: "Trip selancar dengan pemandu", en: "Guided surf trip" },
        detail: {
          id: "<p>Transportasi, pemandu di air, sewa papan dan makan siang. Untuk peselancar yang mandiri.</p>",
          en: "<p>Transport, a guide in the water, board rental and lunch. For independent surfers.</p>",
        },
        products: [
          { name: { id: "Peselancar", en: "Surfer" }, price_idr: 1350000, price_usd: 84.5, minimal: 1 },
          {
            name: { id: "Pendamping (tidak berselancar)", en: "Non-surfing companion" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Trip selancar dengan coaching", en: "Surf trip with coaching" },
        detail: {
          id: "<p>Sama seperti trip dengan pemandu, ditambah pelatih yang memberi koreksi di air dan merekam sesi kedua untuk dibahas saat makan siang atau di mobil.</p>",
          en: "<p>As the guided trip, plus a coach who corrects you in the water and films the second session to go through over lunch or in the car.</p>",
        },
        products: [
          { name: { id: "Peselancar", en: "Surfer" }, price_idr: 1750000, price_usd: 109.5, minimal: 1 },
          {
            name: { id: "Pendamping (tidak berselancar)", en: "Non-surfing companion" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["surf", "sea", "rice-terraces"],
  },
  {
    code: "BT1305",
    slug: "legian-three-day-beginner-surf-course",
    typeId: 13,
    regency: "badung",
    name: {
      id: "Kursus Selancar Pemula 3 Hari di Legian",
      en: "3-Day Beginner Surf Course in Legian",
    },
    short_des: {
      id: "Tiga les bertahap dengan instruktur yang sama, dari ombak busa pertama hingga menangkap ombak yang belum pecah.",
      en: "Three progressive lessons with the same instructor, from your first whitewater ride to catching unbroken waves.",
    },
    location: { id: "Pantai Legian, Badung", en: "Legian Beach, Badung" },
    duration_hours: 2,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Instruktur yang sama selama kursus</li>" +
        "<li>Kurikulum bertahap: busa, ombak hijau, etika di lineup</li>" +
        "<li>Review video setelah hari kedua</li>" +
        "<li>Sewa papan gratis untuk latihan sore di hari kursus</li>" +
        "<li>Hari les bisa dipilih dalam rentang satu minggu</li></ul>",
      en:
        "<ul><li>The same instructor for the whole course</li>" +
        "<li>Step-by-step plan: whitewater, green waves, lineup etiquette</li>" +
        "<li>Video review after day two</li>" +
        "<li>Free board use for afternoon practice on course days</li>" +
        "<li>Lesson days can be spread over one week</li></ul>",
    },
    activity_des: {
      id:
        "<p>Satu les memang menyenangkan, tetapi kebanyakan orang baru benar-benar bisa berselancar setelah beberapa hari berturut-turut. Kursus ini terdiri dari tiga les masing-masing 2 jam di Pantai Legian, bagian pantai panjang Kuta yang sedikit lebih sepi, dengan instruktur yang sama sehingga ia tahu persis apa yang perlu Anda perbaiki.</p>" +
        "<p><strong>Hari 1:</strong> keselamatan, membaca bendera dan arus, pop-up di pasir, lalu meluncur di ombak busa. <strong>Hari 2:</strong> mendayung dengan efisien, menembus ombak pecah, dan mulai menentukan arah di papan; sesi direkam lalu dibahas bersama. <strong>Hari 3:</strong> mendayung ke ombak yang belum pecah, memilih ombak, dan aturan prioritas di lineup.</p>" +
        "<p>Di sore hari kursus, Anda boleh memakai papan soft-top dari surf station kami untuk latihan sendiri di zona berbendera. Pilihan 5 hari menambah dua sesi untuk memantapkan belokan dan menangkap ombak sendiri tanpa dorongan.</p>",
      en:
        "<p>One lesson is fun, but most people only really start surfing after a few days in a row. This course is three 2-hour lessons on Legian Beach, the slightly quieter stretch of the long Kuta beach, with the same instructor each time, so they know exactly what you need to work on.</p>" +
        "<p><strong>Day 1:</strong> safety, flags and currents, the pop-up on the sand, then riding whitewater. <strong>Day 2:</strong> efficient paddling, getting through broken waves and starting to steer; the session is filmed and reviewed together. <strong>Day 3:</strong> paddling into unbroken waves, choosing waves and the priority rules of the lineup.</p>" +
        "<p>On the afternoons of course days, you can take a soft-top from our surf station to practise on your own in the flagged zone. The 5-day option adds two sessions to work on turning and catching waves without a push.</p>",
    },
    included: {
      id: [
        "3 atau 5 les selama 2 jam",
        "Instruktur bersertifikat yang sama setiap hari",
        "Papan soft-top, leash dan rash guard",
        "Review video setelah hari kedua",
        "Sewa papan gratis untuk latihan sore",
        "Antar-jemput hotel di Kuta, Legian dan Seminyak",
      ],
      en: [
        "3 or 5 lessons of 2 hours",
        "The same certified instructor every day",
        "Soft-top board, leash and rash guard",
        "Video review after day two",
        "Free board use for afternoon practice",
        "Hotel transfer in Kuta, Legian and Seminyak",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang",
        "Tabir surya",
        "Handuk",
        "Topi atau kacamata hitam untuk di pantai",
        "Botol minum isi ulang",
      ],
      en: ["Swimwear", "Sunscreen", "Towel", "Hat or sunglasses for the beach", "Refillable water bottle"],
    },
    pickup_time: {
      id: "Sekitar 30 menit sebelum les; jam les bergeser setiap hari mengikuti pasang surut dan dikirim lewat WhatsApp sehari sebelumnya.",
      en: "About 30 minutes before each lesson; lesson times shift daily with the tide and are sent by WhatsApp the day before.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau surf station kami di Pantai Legian dekat ujung Jalan Melasti.",
      en: "Your hotel lobby, or our surf station on Legian Beach near the end of Jalan Melasti.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi pada hari pertama. Instruktur akan menyepakati jadwal hari kedua dan ketiga dengan Anda.</p>",
      en: "<p>Show the confirmation e-mail on day one. Your instructor will agree the times for days two and three with you.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Usia minimal 8 tahun dan harus bisa berenang. Pilih tanggal les pertama saat memesan; les berikutnya harus selesai dalam 7 hari (5 hari kursus dalam 10 hari).</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelum les pertama; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%. Les yang batal karena ombak tidak aman dipindahkan ke hari lain.</p>",
      en:
        "<p>Minimum age 8, and you must be able to swim. Choose the date of your first lesson when booking; the remaining lessons must be taken within 7 days (10 days for the 5-day course).</p>" +
        "<p>Free cancellation up to 48 hours before the first lesson; after that up to 50% is charged, and no-shows 100%. Lessons cancelled for unsafe surf are moved to another day.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan nama instruktur dikirim melalui e-mail, umumnya dalam 48 jam. Jadwal les berikutnya diatur langsung dengan instruktur.</p>",
      en: "<p>Confirmation with your booking ID and instructor's name comes by e-mail, usually within 48 hours. Later lesson times are arranged directly with your instructor.</p>",
    },
    packages: [
      {
        name: { id: "Kursus 3 hari", en: "3-day course" },
        detail: {
          id: "<p>Tiga les 2 jam dalam kelompok maksimal 3 murid per instruktur.</p>",
          en: "<p>Three 2-hour lessons, max 3 students per instructor.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (13 tahun ke atas)", en: "Adult (13+ years)" },
            price_idr: 1200000,
            price_usd: 75,
            minimal: 1,
          },
          {
            name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" },
            price_idr: 1050000,
            price_usd: 65.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kursus 5 hari", en: "5-day course" },
        detail: {
          id: "<p>Lima les 2 jam; dua les terakhir berfokus pada belokan dan menangkap ombak sendiri.</p>",
          en: "<p>Five 2-hour lessons; the last two focus on turning and catching waves on your own.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (13 tahun ke atas)", en: "Adult (13+ years)" },
            price_idr: 1900000,
            price_usd: 119,
            minimal: 1,
          },
          {
            name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" },
            price_idr: 1650000,
            price_usd: 103,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["surf", "beach-dusk", "sea"],
  },
  {
    code: "BT1306",
    slug: "nusa-lembongan-boat-surf-session",
    typeId: 13,
    regency: "klungkung",
    name: {
      id: "Sesi Selancar dengan Perahu di Nusa Lembongan",
      en: "Nusa Lembongan Boat Surf Session",
    },
    short_des: {
      id: "Naik jukung ke spot karang Playgrounds, Lacerations dan Shipwrecks di lepas pantai Jungut Batu, ditemani pemandu lokal.",
      en: "Take a jukung out to the reef breaks of Playgrounds, Lacerations and Shipwrecks off Jungut Batu, with a local guide.",
    },
    location: { id: "Jungut Batu, Nusa Lembongan, Klungkung", en: "Jungut Batu, Nusa Lembongan, Klungkung" },
    duration_hours: 3,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Tiga spot karang dengan air jernih berwarna toska</li>" +
        "<li>Perahu menunggu di dekat lineup selama sesi</li>" +
        "<li>Pemandu memilih spot sesuai pasang surut</li>" +
        "<li>Pilihan trip sehari dari Sanur dengan fast boat</li></ul>",
      en:
        "<ul><li>Three reef breaks in clear turquoise water</li>" +
        "<li>The boat waits near the lineup through your session</li>" +
        "<li>Your guide picks the spot for the tide</li>" +
        "<li>Day-trip option from Sanur by fast boat</li></ul>",
    },
    activity_des: {
      id:
        "<p>Ombak Nusa Lembongan pecah di atas karang di barat laut pulau, di depan Pantai Jungut Batu. Jaraknya terlalu jauh untuk didayung dengan aman, jadi peselancar di sini diantar dengan jukung, perahu kayu bercadik khas Bali, yang menunggu di dekat lineup lalu membawa Anda kembali.</p>" +
        "<p>Ada tiga pilihan utama. <strong>Playgrounds</strong> paling ramah, dengan ombak kiri dan kanan untuk peselancar menengah. <strong>Lacerations</strong> adalah ombak kanan yang cepat dan bisa berbentuk tabung saat surut, sesuai namanya karangnya tajam. <strong>Shipwrecks</strong>, dinamai dari bangkai kapal di dekatnya, adalah ombak kanan panjang yang paling bagus saat pasang menengah hingga tinggi.</p>" +
        "<p>Pemandu memilih spot berdasarkan pasang surut dan level Anda, ikut di perahu dan memberi arahan di air. Sesi berlangsung sekitar 2 jam. Jika Anda menginap di Bali daratan, pilih paket trip sehari: kami menjemput Anda, menyeberang dengan fast boat dari Sanur, dan mengantar Anda kembali sore harinya.</p>",
      en:
        "<p>Nusa Lembongan's waves break over reef on the island's north-west side, off Jungut Batu beach. They are too far out to paddle to safely, so surfers here go by jukung, the Balinese wooden outrigger, which waits near the lineup and brings you back.</p>" +
        "<p>There are three main choices. <strong>Playgrounds</strong> is the friendliest, with lefts and rights for intermediate surfers. <strong>Lacerations</strong> is a fast right that can barrel at low tide, and as the name says, the reef is sharp. <strong>Shipwrecks</strong>, named after the wreck nearby, is a long right that works best on mid to high tide.</p>" +
        "<p>Your guide picks the spot for the tide and your level, rides out on the boat with you and gives tips in the water. The session lasts about 2 hours. If you are staying on mainland Bali, choose the day-trip package: we pick you up, cross on a fast boat from Sanur and bring you back in the afternoon.</p>",
    },
    included: {
      id: [
        "Jukung pulang-pergi ke spot selancar",
        "Pemandu selancar lokal",
        "Air mineral di perahu",
        "Sewa papan (jika dipilih)",
        "Fast boat Sanur–Lembongan pulang-pergi dan antar-jemput hotel (paket trip sehari)",
        "Makan siang di Jungut Batu (paket trip sehari)",
      ],
      en: [
        "Return jukung ride to the surf spot",
        "Local surf guide",
        "Drinking water on the boat",
        "Board rental (if chosen)",
        "Return fast boat Sanur–Lembongan and hotel transfer (day-trip package)",
        "Lunch in Jungut Batu (day-trip package)",
      ],
    },
    whattobring: {
      id: [
        "Papan sendiri, atau pesan sewa papan",
        "Sepatu karang",
        "Rash vest dan tabir surya",
        "Handuk",
        "Kantong kedap air untuk ponsel",
        "Paspor atau fotokopinya untuk tiket fast boat",
      ],
      en: [
        "Your own board, or book a rental",
        "Reef booties",
        "Rash vest and sunscreen",
        "Towel",
        "Dry bag for your phone",
        "Passport or a copy for the fast-boat ticket",
      ],
    },
    pickup_time: {
      id: "Menginap di Lembongan: datang ke pantai pada jam di konfirmasi (biasanya 07.00–09.00 menurut pasang surut). Trip sehari: penjemputan 06.00–06.30.",
      en: "Staying on Lembongan: come to the beach at the time in your confirmation (usually 07:00–09:00 by the tide). Day trip: pickup 06:00–06:30.",
    },
    meeting_point: {
      id: "Pantai Jungut Batu, di depan warung mitra kami dekat dermaga perahu. Peserta trip sehari dijemput di hotel.",
      en: "Jungut Batu beach, in front of our partner warung near the boat landing. Day-trip guests are picked up at their hotel.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada pemandu di pantai atau kepada sopir. Untuk trip sehari, tiket fast boat diberikan oleh staf kami di pelabuhan Sanur.</p>",
      en: "<p>Show the confirmation e-mail to the guide on the beach or to the driver. For the day trip, our staff hand you the fast-boat ticket at Sanur harbour.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Untuk peselancar tingkat menengah yang sudah bisa menangkap ombak hijau. Naik dan turun jukung dilakukan di air yang cukup dalam; pemandu akan membantu. Penyeberangan fast boat bisa berguncang saat laut berombak.</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%. Jika fast boat dibatalkan karena cuaca, Anda mendapat jadwal ulang atau pengembalian dana penuh.</p>",
      en:
        "<p>For intermediate surfers who can catch green waves. Getting on and off the jukung happens in deep-ish water; your guide will help. The fast-boat crossing can be bumpy when the sea is rough.</p>" +
        "<p>Free cancellation up to 48 hours before; after that up to 50% is charged, and no-shows 100%. If the fast boat is cancelled for weather, you get a new date or a full refund.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam sesi dikirim melalui e-mail, umumnya dalam 48 jam. Untuk trip sehari, kami juga mencantumkan jadwal fast boat dan jam penjemputan.</p>",
      en: "<p>Confirmation with your booking ID and session time comes by e-mail, usually within 48 hours. For the day trip, we also include the fast-boat schedule and your pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Sesi perahu (menginap di Lembongan)", en: "Boat session (staying on Lembongan)" },
        detail: {
          id: "<p>Sekitar 2 jam di spot yang dipilih, termasuk jukung dan pemandu. Bertemu di Pantai Jungut Batu.</p>",
          en: "<p>About 2 hours at the chosen spot, with jukung and guide. Meet on Jungut Batu beach.</p>",
        },
        products: [
          { name: { id: "Peselancar", en: "Surfer" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          { name: { id: "Sewa papan", en: "Board rental" }, price_idr: 100000, price_usd: 6, minimal: 0 },
        ],
      },
      {
        name: { id: "Trip sehari dari Sanur dengan fast boat", en: "Day trip from Sanur by fast boat" },
        detail: {
          id: "<p>Penjemputan hotel di Bali selatan, fast boat pagi dari Sanur, sesi selancar, makan siang di Jungut Batu, dan fast boat sore kembali ke Sanur. Sewa papan termasuk.</p>",
          en: "<p>Hotel pickup in south Bali, morning fast boat from Sanur, surf session, lunch in Jungut Batu and the afternoon fast boat back to Sanur. Board rental included.</p>",
        },
        products: [
          { name: { id: "Peselancar", en: "Surfer" }, price_idr: 1450000, price_usd: 90.5, minimal: 1 },
          {
            name: { id: "Pendamping (tidak berselancar)", en: "Non-surfing companion" },
            price_idr: 950000,
            price_usd: 59.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["surf", "boat", "sea"],
  },
  {
    code: "BT1307",
    slug: "keramas-surf-coaching-video-analysis",
    typeId: 13,
    regency: "gianyar",
    name: {
      id: "Pelatihan Selancar di Keramas dengan Analisis Video",
      en: "Keramas Surf Coaching with Video Analysis",
    },
    short_des: {
      id: "Sesi pagi di ombak kanan Keramas yang kuat, direkam pelatih lalu dibahas gerak demi gerak sambil sarapan.",
      en: "A dawn session on Keramas's punchy right-hander, filmed by your coach and broken down move by move over breakfast.",
    },
    location: { id: "Pantai Keramas, Blahbatuh, Gianyar", en: "Keramas Beach, Blahbatuh, Gianyar" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "06:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Ombak kanan kelas dunia yang pernah menjadi tuan rumah kompetisi WSL</li>" +
        "<li>Direkam dari pantai dengan lensa tele</li>" +
        "<li>Review video 45 menit sambil sarapan</li>" +
        "<li>Rencana latihan tertulis yang dikirim setelah sesi</li></ul>",
      en:
        "<ul><li>A world-class right that has hosted WSL contests</li>" +
        "<li>Filmed from the beach with a long lens</li>" +
        "<li>45-minute video review over breakfast</li>" +
        "<li>A written training plan sent after the session</li></ul>",
    },
    activity_des: {
      id:
        "<p>Keramas, di pesisir timur Gianyar, adalah ombak kanan yang pecah cepat dan kuat di atas karang vulkanik di depan pantai pasir hitam. Ombak ini paling bagus pagi-pagi sekali sebelum angin berubah arah, dan di musim hujan (November–Maret) saat angin barat laut bertiup dari darat.</p>" +
        "<p>Pelatih kami, mantan peselancar kompetisi, berdiri di pantai dengan kamera lensa panjang dan merekam setiap ombak Anda. Sebelum masuk, ia menanyakan apa yang ingin Anda perbaiki, misalnya take-off yang terlambat, bottom turn atau posisi di tabung, dan memberi dua atau tiga fokus untuk sesi itu.</p>" +
        "<p>Setelah sekitar dua jam di air, Anda sarapan di warung tepi pantai sementara pelatih memutar rekaman di tablet dengan gerak lambat dan membandingkannya dengan posisi yang benar. Malamnya Anda menerima klip terbaik dan rencana latihan singkat untuk sesi-sesi berikutnya.</p>",
      en:
        "<p>Keramas, on Gianyar's east coast, is a fast, powerful right that breaks over volcanic reef in front of a black-sand beach. It is best very early, before the wind turns, and in the wet season (November to March) when the north-west wind blows offshore.</p>" +
        "<p>Our coach, a former competitive surfer, stands on the beach with a long-lens camera and films every wave you ride. Before you paddle out, you talk through what you want to fix, such as a late take-off, your bottom turn or your position in the barrel, and you get two or three things to focus on.</p>" +
        "<p>After about two hours in the water, you have breakfast at a beachfront warung while your coach plays the footage on a tablet in slow motion and compares it with correct technique. In the evening you receive your best clips and a short training plan for your next sessions.</p>",
    },
    included: {
      id: [
        "Antar-jemput dari Sanur, Ubud, Seminyak atau Canggu",
        "Pelatih selancar berpengalaman",
        "Rekaman video sesi dan review di tablet",
        "Sarapan dan kopi di warung tepi pantai",
        "Klip video terbaik dan rencana latihan lewat e-mail",
      ],
      en: [
        "Transfer from Sanur, Ubud, Seminyak or Canggu",
        "Experienced surf coach",
        "Video of your session and review on a tablet",
        "Breakfast and coffee at a beachfront warung",
        "Best video clips and a training plan by e-mail",
      ],
    },
    whattobring: {
      id: [
        "Papan Anda sendiri (sewa tersedia atas permintaan)",
        "Sepatu karang",
        "Rash vest berwarna mencolok agar mudah dikenali di video",
        "Tabir surya",
        "Handuk dan baju ganti",
      ],
      en: [
        "Your own board (rental on request)",
        "Reef booties",
        "A brightly coloured rash vest so you stand out on video",
        "Sunscreen",
        "Towel and dry clothes",
      ],
    },
    pickup_time: {
      id: "05:15 dari Sanur dan Ubud; 04:45 dari Seminyak dan Canggu.",
      en: "05:15 from Sanur and Ubud; 04:45 from Seminyak and Canggu.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau langsung di parkiran Pantai Keramas pukul 06.00 jika datang sendiri.",
      en: "Your hotel lobby, or the Keramas Beach car park at 06:00 if you come on your own.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi saat dijemput. Pelatih akan menghubungi Anda lewat WhatsApp sehari sebelumnya untuk membahas level dan tujuan Anda.</p>",
      en: "<p>Show the confirmation e-mail at pickup. Your coach messages you on WhatsApp the day before to talk about your level and goals.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Hanya untuk peselancar menengah hingga mahir. Karang di Keramas dangkal dan tajam, dan arusnya cukup kuat saat swell besar. Di hari ketika Keramas terlalu besar atau terkena angin, pelatih dapat memindahkan sesi ke spot lain di pesisir timur.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>For intermediate to advanced surfers only. The reef at Keramas is shallow and sharp, and the current is strong on big swells. If Keramas is too big or blown out, the coach may move the session to another east-coast spot.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dikirim melalui e-mail, umumnya dalam 48 jam, setelah pelatih memastikan jadwal dan prakiraan ombak.</p>",
      en: "<p>Confirmation with your booking ID comes by e-mail, usually within 48 hours, once the coach has checked the schedule and the surf forecast.</p>",
    },
    packages: [
      {
        name: { id: "Coaching privat", en: "Private coaching" },
        detail: {
          id: "<p>Satu pelatih hanya untuk Anda: semua rekaman berfokus pada ombak Anda.</p>",
          en: "<p>One coach for you alone: all the footage is of your waves.</p>",
        },
        products: [{ name: { id: "Peselancar", en: "Surfer" }, price_idr: 1100000, price_usd: 69, minimal: 1 }],
      },
      {
        name: { id: "Coaching berdua", en: "Duo coaching" },
        detail: {
          id: "<p>Untuk dua peselancar dengan level yang mirip. Harga per orang, minimal dua orang.</p>",
          en: "<p>For two surfers of a similar level. Price per person, two people minimum.</p>",
        },
        products: [{ name: { id: "Peselancar", en: "Surfer" }, price_idr: 850000, price_usd: 53, minimal: 2 }],
      },
    ],
    scenes: ["surf", "sea", "beach-dusk", "food"],
  },
];
