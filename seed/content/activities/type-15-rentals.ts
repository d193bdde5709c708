import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms for rentals: paid on delivery to the driver or the staff member who brings the vehicle or modem. */
const PAYMENT: Localized<RichText> = {
  id:
    "<p>Pesan sekarang, bayar nanti. Anda membayar pada hari pertama sewa kepada sopir atau staf kami yang mengantarkan kendaraan atau modem, tunai atau melalui transfer bank. Pembayaran tunai hanya dalam rupiah; kami tidak dapat menerima uang tunai dolar AS. Mata uang lain dihitung dengan kurs hari itu.</p>" +
    "<p>Pembayaran dengan kartu Amex, Visa atau Mastercard di kantor kami dikenai biaya tambahan 3%. Jika ingin membayar lebih dulu dengan PayPal, kartu kredit atau transfer bank, pilih metode tersebut saat memesan dan kami akan mengirimkan rinciannya melalui e-mail.</p>",
  en:
    "<p>Book now, pay later. You pay on the first day of the rental to the driver or the staff member who delivers the vehicle or modem, in cash or by bank transfer. Cash is accepted in Indonesian rupiah only; we cannot take US dollars in cash. Other currencies are converted at the day's rate.</p>" +
    "<p>Amex, Visa and Mastercard payments at our office carry a 3% surcharge. If you would rather pay in advance by PayPal, credit card or bank transfer, choose that method when you book and we will send the details by e-mail.</p>",
};

export const rentals: ActivitySeed[] = [
  {
    code: "BT1501",
    slug: "private-car-with-driver-day-hire",
    typeId: 15,
    regency: "badung",
    name: {
      id: "Sewa Mobil dengan Sopir (Harian)",
      en: "Private Car with Driver (Day Hire)",
    },
    short_des: {
      id: "Mobil ber-AC dengan sopir berbahasa Inggris selama 10 jam; Anda yang menentukan rute, kami yang menyetir.",
      en: "An air-conditioned car with an English-speaking driver for 10 hours; you choose the route, we do the driving.",
    },
    location: {
      id: "Seluruh Bali (penjemputan di Bali selatan dan Ubud)",
      en: "All of Bali (pickup in south Bali and Ubud)",
    },
    duration_hours: 10,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id:
        "<ul><li>Sopir berbahasa Inggris yang hafal jalan dan jam ramai</li>" +
        "<li>Bensin, parkir dan tol Bali Mandara sudah termasuk</li>" +
        "<li>Rute bebas: pura, sawah, air terjun, pantai, belanja</li>" +
        "<li>Pilihan mobil untuk 5, 6 atau 12 penumpang</li>" +
        "<li>Kursi anak tersedia gratis atas permintaan</li></ul>",
      en:
        "<ul><li>English-speaking drivers who know the roads and the rush hours</li>" +
        "<li>Fuel, parking and the Bali Mandara toll included</li>" +
        "<li>Your own route: temples, rice fields, waterfalls, beaches, shopping</li>" +
        "<li>Cars for 5, 6 or 12 passengers</li>" +
        "<li>Child seats free on request</li></ul>",
    },
    activity_des: {
      id:
        "<p>Cara paling praktis berkeliling Bali adalah dengan mobil dan sopir sendiri. Jalanan di Bali sempit, ramai sepeda motor dan sering macet di Kuta, Canggu dan Ubud; sopir kami tahu jalan pintas dan kapan harus berangkat agar tidak terjebak. Ia juga bisa menyarankan urutan tempat yang masuk akal dan warung yang enak untuk makan siang.</p>" +
        "<p>Anda bisa menyusun rute sendiri atau meminta saran, misalnya: sawah Tegallalang, Pura Tirta Empul dan Kintamani; atau Danau Bratan, Jatiluwih dan Tanah Lot saat senja. Sewa harian berlaku 10 jam sejak penjemputan. Jika ingin lebih lama, setiap jam tambahan dikenai Rp 75.000 (Avanza dan Innova) atau Rp 100.000 (Hiace); Anda bisa memesannya sekarang atau membayarnya langsung kepada sopir.</p>" +
        "<p>Bensin, parkir, tol dan air mineral sudah termasuk. Tiket masuk objek wisata, makan, dan kegiatan di lokasi Anda bayar sendiri. Sopir akan menunggu di setiap tempat dan makan siang sendiri; mentraktirnya tidak wajib, tapi selalu dihargai.</p>",
      en:
        "<p>The easiest way to get around Bali is with your own car and driver. Roads are narrow, full of motorbikes and often jammed in Kuta, Canggu and Ubud; our drivers know the shortcuts and when to leave to beat the traffic. They can also suggest a sensible order of stops and a good warung for lunch.</p>" +
        "<p>Plan your own route or ask for ideas, for example the Tegallalang rice terraces, Tirta Empul temple and Kintamani; or Lake Bratan, Jatiluwih and Tanah Lot at sunset. A day is 10 hours from pickup. If you want longer, each extra hour is IDR 75,000 (Avanza and Innova) or IDR 100,000 (Hiace); book them now or pay the driver on the day.</p>" +
        "<p>Fuel, parking, tolls and drinking water are included. Entrance tickets, meals and activities along the way are yours to pay. The driver waits at each stop and buys his own lunch; treating him is not expected but always appreciated.</p>",
    },
    included: {
      id: [
        "Mobil ber-AC yang bersih",
        "Sopir berbahasa Inggris",
        "Bensin",
        "Parkir dan tol",
        "Air mineral",
        "Kursi anak atas permintaan",
      ],
      en: [
        "Clean air-conditioned car",
        "English-speaking driver",
        "Fuel",
        "Parking and tolls",
        "Drinking water",
        "Child seat on request",
      ],
    },
    whattobring: {
      id: [
        "Daftar tempat yang ingin dikunjungi",
        "Uang tunai rupiah untuk tiket masuk dan makan",
        "Kain atau celana panjang untuk masuk pura",
        "Tabir surya dan topi",
        "Alas kaki yang nyaman",
      ],
      en: [
        "A list of places you want to see",
        "Rupiah cash for entrance tickets and meals",
        "Sarong or long trousers for temples",
        "Sunscreen and hat",
        "Comfortable shoes",
      ],
    },
    pickup_time: {
      id: "Anda yang menentukan, antara pukul 06.00 dan 10.00; untuk matahari terbit di Kintamani atau Lempuyang bisa lebih pagi.",
      en: "Your choice, between 06:00 and 10:00; earlier for sunrise at Kintamani or Lempuyang.",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda di Kuta, Legian, Seminyak, Canggu, Jimbaran, Nusa Dua, Sanur atau Ubud. Penjemputan di bandara juga bisa.",
      en: "Your hotel or villa lobby in Kuta, Legian, Seminyak, Canggu, Jimbaran, Nusa Dua, Sanur or Ubud. Airport pickup is also possible.",
    },
    how_to_use: {
      id: "<p>Tulis jam penjemputan dan rencana rute di kolom permintaan khusus. Sopir menghubungi Anda lewat WhatsApp malam sebelumnya. Tunjukkan e-mail konfirmasi saat dijemput.</p>",
      en: "<p>Put your pickup time and planned route in the special request field. Your driver messages you on WhatsApp the evening before. Show the confirmation e-mail at pickup.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Tujuan jauh seperti Lovina, Amed, Pemuteran atau Gilimanuk dikenai biaya tambahan Rp 150.000–250.000 per mobil. Jumlah penumpang tidak boleh melebihi kapasitas yang tertera. Merokok tidak diperbolehkan di dalam mobil.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelum penjemputan; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Far destinations such as Lovina, Amed, Pemuteran or Gilimanuk carry a surcharge of IDR 150,000–250,000 per car. Passenger numbers may not exceed the stated capacity. No smoking in the car.</p>" +
        "<p>Free cancellation up to 24 hours before pickup; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan, nama sopir, nomor WhatsApp dan pelat nomor mobil dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID, the driver's name, WhatsApp number and the car's number plate comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Toyota Avanza (hingga 5 penumpang)", en: "Toyota Avanza (up to 5 passengers)" },
        detail: {
          id: "<p>MPV yang lincah di jalan sempit, untuk 2–5 orang dengan tas harian.</p>",
          en: "<p>A nimble MPV for narrow roads, for 2–5 people with day bags.</p>",
        },
        products: [
          { name: { id: "1 hari (10 jam)", en: "1 day (10 hours)" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          { name: { id: "Jam tambahan", en: "Extra hour" }, price_idr: 75000, price_usd: 4.5, minimal: 0 },
        ],
      },
      {
        name: { id: "Toyota Innova Reborn (hingga 6 penumpang)", en: "Toyota Innova Reborn (up to 6 passengers)" },
        detail: {
          id: "<p>Lebih lega dan empuk, nyaman untuk perjalanan jauh ke Kintamani, Bedugul atau Sidemen.</p>",
          en: "<p>Roomier and softer-riding, comfortable for long drives to Kintamani, Bedugul or Sidemen.</p>",
        },
        products: [
          { name: { id: "1 hari (10 jam)", en: "1 day (10 hours)" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          { name: { id: "Jam tambahan", en: "Extra hour" }, price_idr: 75000, price_usd: 4.5, minimal: 0 },
        ],
      },
      {
        name: { id: "Toyota Hiace (hingga 12 penumpang)", en: "Toyota Hiace (up to 12 passengers)" },
        detail: {
          id: "<p>Minibus untuk keluarga besar dan rombongan. Beberapa jalan desa terlalu sempit untuk Hiace; sopir akan menyesuaikan rute.</p>",
          en: "<p>A minibus for big families and groups. Some village lanes are too narrow for a Hiace; the driver will adjust the route.</p>",
        },
        products: [
          { name: { id: "1 hari (10 jam)", en: "1 day (10 hours)" }, price_idr: 1300000, price_usd: 81, minimal: 1 },
          { name: { id: "Jam tambahan", en: "Extra hour" }, price_idr: 100000, price_usd: 6, minimal: 0 },
        ],
      },
    ],
    scenes: ["car", "rice-terraces", "temple-gate", "city"],
  },
  {
    code: "BT1502",
    slug: "self-drive-car-rental",
    typeId: 15,
    regency: "badung",
    name: {
      id: "Sewa Mobil Lepas Kunci",
      en: "Self-Drive Car Rental",
    },
    short_des: {
      id: "Mobil matic diantar ke hotel Anda di Bali selatan, dengan asuransi dan bantuan darurat 24 jam; minimal sewa 2 hari.",
      en: "An automatic car delivered to your hotel in south Bali, with insurance and 24-hour roadside help; 2-day minimum.",
    },
    location: {
      id: "Diantar ke bandara atau hotel di Kuta, Seminyak, Canggu, Jimbaran, Nusa Dua dan Sanur",
      en: "Delivered to the airport or hotels in Kuta, Seminyak, Canggu, Jimbaran, Nusa Dua and Sanur",
    },
    duration_hours: 24,
    cancelation_hours: 48,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_day",
    highlight: {
      id:
        "<ul><li>Semua mobil bertransmisi otomatis</li>" +
        "<li>Antar dan jemput mobil gratis di Bali selatan dan bandara</li>" +
        "<li>Asuransi menyeluruh dengan risiko sendiri yang jelas</li>" +
        "<li>Bantuan darurat 24 jam lewat WhatsApp</li>" +
        "<li>Paspor Anda tidak kami tahan</li></ul>",
      en:
        "<ul><li>All cars are automatic</li>" +
        "<li>Free delivery and collection in south Bali and at the airport</li>" +
        "<li>Comprehensive insurance with a clear excess</li>" +
        "<li>24-hour roadside help on WhatsApp</li>" +
        "<li>We never keep your passport</li></ul>",
    },
    activity_des: {
      id:
        "<p>Bagi yang terbiasa menyetir di jalur kiri dan ingin bebas mengatur waktu sendiri, mobil lepas kunci adalah pilihan yang hemat, terutama untuk keluarga atau perjalanan beberapa hari. Staf kami mengantar mobil ke hotel atau ke pintu kedatangan bandara Ngurah Rai, memeriksa kondisi mobil bersama Anda, lalu memotret SIM dan paspor Anda sebagai data sewa.</p>" +
        "<p>Sebelum menyetir, ketahui kondisi jalan di Bali: sebagian besar jalan sempit, sepeda motor menyalip dari kedua sisi, dan lalu lintas di Kuta, Canggu dan Ubud bisa tersendat berjam-jam. Di luar Bali selatan jalannya lebih lengang dan indah, misalnya ke Bedugul, Munduk atau pesisir timur. Juru parkir di hampir setiap tempat meminta Rp 2.000–5.000.</p>" +
        "<p>Mobil diserahkan dengan bensin yang cukup untuk sampai ke SPBU terdekat; kembalikan dengan jumlah yang sama. Asuransi menyeluruh sudah termasuk dengan risiko sendiri Rp 3.000.000 per kejadian. Jika ada masalah di jalan, tim kami bisa dihubungi 24 jam lewat WhatsApp.</p>",
      en:
        "<p>If you are used to driving on the left and want to set your own pace, a self-drive car is good value, especially for families or trips of several days. Our staff bring the car to your hotel or to the arrivals door at Ngurah Rai airport, check it over with you, and take a photo of your licence and passport for the rental record.</p>" +
        "<p>Before you drive, know what Bali's roads are like: most are narrow, motorbikes overtake on both sides, and traffic in Kuta, Canggu and Ubud can crawl for hours. Outside the south the roads are quieter and beautiful, for example to Bedugul, Munduk or the east coast. Parking attendants almost everywhere ask IDR 2,000–5,000.</p>" +
        "<p>The car comes with enough fuel to reach the nearest petrol station; return it with the same amount. Comprehensive insurance is included with an excess of IDR 3,000,000 per incident. If anything goes wrong on the road, our team is on WhatsApp 24 hours a day.</p>",
    },
    included: {
      id: [
        "Mobil matic dalam kondisi servis terbaru",
        "Asuransi menyeluruh (risiko sendiri Rp 3.000.000)",
        "Antar dan jemput mobil di Bali selatan dan bandara",
        "Bantuan darurat 24 jam",
        "Pemegang ponsel dan pengisi daya USB",
        "STNK asli di dalam mobil",
      ],
      en: [
        "Recently serviced automatic car",
        "Comprehensive insurance (IDR 3,000,000 excess)",
        "Delivery and collection in south Bali and at the airport",
        "24-hour roadside help",
        "Phone holder and USB charger",
        "Original vehicle registration (STNK) in the car",
      ],
    },
    whattobring: {
      id: [
        "SIM nasional Anda dan International Driving Permit (IDP)",
        "Paspor",
        "Deposit Rp 2.000.000 tunai atau transfer (dikembalikan saat mobil kembali)",
        "Ponsel dengan peta offline atau paket data",
        "Kursi anak jika tidak memesan dari kami",
      ],
      en: [
        "Your national driving licence and International Driving Permit (IDP)",
        "Passport",
        "IDR 2,000,000 deposit in cash or by transfer (returned with the car)",
        "Phone with offline maps or data",
        "A child seat if you do not rent one from us",
      ],
    },
    pickup_time: {
      id: "Mobil diantar pada jam pilihan Anda antara 07.00 dan 21.00, atau sesuai jadwal penerbangan di bandara.",
      en: "The car is delivered at a time you choose between 07:00 and 21:00, or to meet your flight at the airport.",
    },
    meeting_point: {
      id: "Lobi hotel Anda atau pintu kedatangan internasional Bandara Ngurah Rai; staf kami membawa papan nama Anda.",
      en: "Your hotel lobby or the international arrivals door at Ngurah Rai airport; our staff hold a sign with your name.",
    },
    how_to_use: {
      id: "<p>Tulis jam dan alamat pengantaran (atau nomor penerbangan) di kolom permintaan khusus. Saat serah terima, periksa mobil dan foto goresan yang ada bersama staf kami. Kembalikan mobil di tempat yang disepakati pada jam yang sama di hari terakhir.</p>",
      en: "<p>Put the delivery time and address (or flight number) in the special request field. At handover, walk round the car with our staff and photograph any existing scratches. Return the car at the agreed place at the same time on your last day.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Pengemudi minimal 21 tahun dan memegang SIM minimal 2 tahun. Polisi Indonesia memeriksa IDP; tanpa IDP Anda bisa ditilang dan asuransi tidak berlaku. Dilarang membawa mobil ke luar Bali. Pengantaran ke Ubud dikenai biaya Rp 150.000 sekali jalan. Keterlambatan pengembalian lebih dari 2 jam dihitung satu hari.</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelum pengantaran; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100% dari hari pertama.</p>",
      en:
        "<p>Drivers must be at least 21 and have held a licence for 2 years. Indonesian police check for an IDP; without one you can be fined and the insurance does not apply. The car may not leave Bali. Delivery to Ubud costs IDR 150,000 each way. Returning more than 2 hours late counts as an extra day.</p>" +
        "<p>Free cancellation up to 48 hours before delivery; after that up to 50% is charged, and no-shows are charged 100% of the first day.</p>",
    },
    confirmation_detail: {
      id: "<p>Kami memastikan mobil tersedia dan mengirim konfirmasi dengan ID pemesanan, jenis mobil dan jam pengantaran melalui e-mail, umumnya dalam 48 jam. Pada musim ramai, pesan setidaknya seminggu sebelumnya.</p>",
      en: "<p>We check a car is available and send a confirmation with your booking ID, car model and delivery time by e-mail, usually within 48 hours. In the high season, book at least a week ahead.</p>",
    },
    packages: [
      {
        name: {
          id: "Mobil kecil: Toyota Agya atau Daihatsu Ayla (matic, 4 kursi)",
          en: "Compact: Toyota Agya or Daihatsu Ayla (automatic, 4 seats)",
        },
        detail: {
          id: "<p>Mobil kecil yang irit dan mudah diparkir, cocok untuk berdua di jalan sempit. Bagasi untuk dua koper kabin.</p>",
          en: "<p>Small, economical and easy to park, good for two on narrow roads. Boot space for two cabin bags.</p>",
        },
        products: [
          {
            name: { id: "1 hari (minimal 2 hari)", en: "1 day (2-day minimum)" },
            price_idr: 350000,
            price_usd: 22,
            minimal: 2,
          },
          {
            name: { id: "Kursi anak (per hari)", en: "Child car seat (per day)" },
            price_idr: 50000,
            price_usd: 3,
            minimal: 0,
          },
        ],
      },
      {
        name: {
          id: "MPV 7 kursi: Toyota Avanza atau Mitsubishi Xpander (matic)",
          en: "7-seat MPV: Toyota Avanza or Mitsubishi Xpander (automatic)",
        },
        detail: {
          id: "<p>Tujuh kursi, atau lima kursi dengan bagasi untuk tiga koper besar. Pilihan paling populer untuk keluarga.</p>",
          en: "<p>Seven seats, or five seats with room for three large suitcases. The most popular choice for families.</p>",
        },
        products: [
          {
            name: { id: "1 hari (minimal 2 hari)", en: "1 day (2-day minimum)" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 2,
          },
          {
            name: { id: "Kursi anak (per hari)", en: "Child car seat (per day)" },
            price_idr: 50000,
            price_usd: 3,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Suzuki Jimny 4x4 (matic, 4 kursi)", en: "Suzuki Jimny 4x4 (automatic, 4 seats)" },
        detail: {
          id: "<p>Jip kecil yang tangguh untuk jalan pegunungan dan jalan rusak ke pantai-pantai tersembunyi. Bagasinya kecil: cocok untuk dua orang dengan tas ransel.</p>",
          en: "<p>A tough little jeep for mountain roads and rough tracks to hidden beaches. The boot is small: best for two people with backpacks.</p>",
        },
        products: [
          {
            name: { id: "1 hari (minimal 2 hari)", en: "1 day (2-day minimum)" },
            price_idr: 950000,
            price_usd: 59.5,
            minimal: 2,
          },
        ],
      },
    ],
    scenes: ["car", "city", "volcano"],
  },
  {
    code: "BT1503",
    slug: "scooter-rental-kuta-seminyak-canggu",
    typeId: 15,
    regency: "badung",
    name: {
      id: "Sewa Motor di Kuta, Seminyak dan Canggu",
      en: "Scooter Rental in Kuta, Seminyak and Canggu",
    },
    short_des: {
      id: "Skuter matic yang terawat diantar ke hotel Anda dengan dua helm dan jas hujan, plus rak papan selancar jika perlu.",
      en: "Well-kept automatic scooters delivered to your hotel with two helmets and rain ponchos, plus a surfboard rack if you need one.",
    },
    location: { id: "Kuta, Legian, Seminyak dan Canggu, Badung", en: "Kuta, Legian, Seminyak and Canggu, Badung" },
    duration_hours: 24,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_day",
    highlight: {
      id:
        "<ul><li>Skuter matic usia maksimal 3 tahun, diservis rutin</li>" +
        "<li>Dua helm SNI, jas hujan dan pemegang ponsel</li>" +
        "<li>Antar-jemput gratis di Kuta, Legian, Seminyak dan Canggu</li>" +
        "<li>Rak papan selancar untuk Scoopy dan Vario</li>" +
        "<li>Tanpa deposit, paspor tidak ditahan</li></ul>",
      en:
        "<ul><li>Automatic scooters no more than 3 years old, serviced regularly</li>" +
        "<li>Two certified helmets, rain ponchos and a phone holder</li>" +
        "<li>Free delivery and collection in Kuta, Legian, Seminyak and Canggu</li>" +
        "<li>Surfboard racks for the Scoopy and Vario</li>" +
        "<li>No deposit, and we do not keep your passport</li></ul>",
    },
    activity_des: {
      id:
        "<p>Di Bali selatan, motor adalah cara tercepat untuk menembus kemacetan, mencari tempat parkir di pantai, dan menjelajah gang-gang Canggu. Kami mengantar skuter ke hotel atau vila Anda, menunjukkan cara kerja kunci, lampu dan bagasi, lalu memotret SIM dan paspor Anda; kami tidak meminta deposit dan tidak menahan paspor.</p>" +
        "<p>Pilih Honda Scoopy yang ringan untuk jalan-jalan santai, Honda Vario 160 yang lebih bertenaga untuk perjalanan ke Uluwatu atau Tanah Lot, atau Yamaha NMAX yang lega dan nyaman untuk berboncengan jarak jauh. Skuter diserahkan dengan bensin secukupnya untuk sampai ke SPBU; satu tangki penuh Scoopy hanya sekitar Rp 40.000.</p>" +
        "<p>Jujur saja: lalu lintas Bali kacau, dan kecelakaan motor adalah penyebab cedera wisatawan yang paling umum. Jika Anda belum pernah mengendarai motor, jangan belajar di sini; sewa mobil dengan sopir jauh lebih aman. Jika sudah berpengalaman, pakai helm, pakaian yang menutup badan, dan hindari berkendara malam setelah minum alkohol.</p>",
      en:
        "<p>In south Bali a scooter is the quickest way through the traffic, to find parking at the beach and to explore Canggu's back lanes. We bring the scooter to your hotel or villa, show you the key, lights and storage, and take a photo of your licence and passport; we ask no deposit and never keep your passport.</p>" +
        "<p>Choose the light Honda Scoopy for easy riding around town, the punchier Honda Vario 160 for trips to Uluwatu or Tanah Lot, or the roomy Yamaha NMAX for comfortable longer rides with a passenger. Scooters come with enough fuel to reach a petrol station; a full tank on a Scoopy costs only about IDR 40,000.</p>" +
        "<p>To be honest: Bali's traffic is chaotic, and scooter accidents are the most common cause of injury for visitors. If you have never ridden a motorbike, do not learn here; a car with a driver is far safer. If you are experienced, wear your helmet and covering clothes, and do not ride at night after drinking.</p>",
    },
    included: {
      id: [
        "Skuter matic terawat",
        "Dua helm",
        "Dua jas hujan",
        "Pemegang ponsel",
        "Antar dan jemput skuter di area layanan",
        "Bantuan lewat WhatsApp jika ban bocor atau mogok",
      ],
      en: [
        "Well-kept automatic scooter",
        "Two helmets",
        "Two rain ponchos",
        "Phone holder",
        "Delivery and collection in the service area",
        "WhatsApp help for flat tyres and breakdowns",
      ],
    },
    whattobring: {
      id: [
        "SIM motor dari negara Anda dan IDP yang berlaku untuk sepeda motor",
        "Paspor (hanya difoto)",
        "Sepatu tertutup dan celana panjang untuk perjalanan jauh",
        "Kacamata hitam",
        "Uang receh untuk bensin dan parkir",
      ],
      en: [
        "Your home motorbike licence and an IDP valid for motorcycles",
        "Passport (we only photograph it)",
        "Closed shoes and long trousers for longer rides",
        "Sunglasses",
        "Small notes for fuel and parking",
      ],
    },
    pickup_time: {
      id: "Skuter diantar pada jam pilihan Anda antara 08.00 dan 20.00.",
      en: "The scooter is delivered at a time you choose between 08:00 and 20:00.",
    },
    meeting_point: {
      id: "Hotel atau vila Anda di Kuta, Legian, Seminyak, Canggu, Berawa atau Pererenan.",
      en: "Your hotel or villa in Kuta, Legian, Seminyak, Canggu, Berawa or Pererenan.",
    },
    how_to_use: {
      id: "<p>Tulis alamat dan jam pengantaran di kolom permintaan khusus. Saat serah terima, periksa skuter bersama staf kami. Di hari terakhir, staf menjemput skuter di tempat yang sama.</p>",
      en: "<p>Put the delivery address and time in the special request field. At handover, check the scooter with our staff. On your last day, they collect it from the same place.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Pengendara minimal 18 tahun. Polisi sering mengadakan razia di Kuta, Seminyak dan Canggu; tanpa SIM motor dan IDP yang sah Anda akan ditilang, dan banyak asuransi perjalanan tidak menanggung kecelakaan. Kerusakan akibat jatuh dan kehilangan skuter menjadi tanggungan penyewa. Skuter tidak boleh dibawa ke luar Bali.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelum pengantaran; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100% dari hari pertama.</p>",
      en:
        "<p>Riders must be at least 18. Police run frequent checkpoints in Kuta, Seminyak and Canggu; without a valid motorbike licence and IDP you will be fined, and many travel insurers will not cover an accident. Damage from falls and loss of the scooter are the renter's responsibility. Scooters may not leave Bali.</p>" +
        "<p>Free cancellation up to 24 hours before delivery; after that up to 50% is charged, and no-shows are charged 100% of the first day.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam pengantaran dikirim melalui e-mail, umumnya dalam 48 jam. Untuk sewa di hari yang sama, hubungi kami lewat WhatsApp.</p>",
      en: "<p>Confirmation with your booking ID and delivery time comes by e-mail, usually within 48 hours. For same-day rentals, contact us on WhatsApp.</p>",
    },
    packages: [
      {
        name: { id: "Honda Scoopy 110 cc", en: "Honda Scoopy 110 cc" },
        detail: {
          id: "<p>Skuter ringan dan irit, ideal untuk keliling kota dan ke pantai. Minimal sewa 2 hari.</p>",
          en: "<p>Light and economical, ideal for getting around town and to the beach. 2-day minimum.</p>",
        },
        products: [
          { name: { id: "1 hari", en: "1 day" }, price_idr: 80000, price_usd: 5, minimal: 2 },
          {
            name: { id: "Rak papan selancar (per hari)", en: "Surfboard rack (per day)" },
            price_idr: 20000,
            price_usd: 1.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Honda Vario 160", en: "Honda Vario 160" },
        detail: {
          id: "<p>Lebih bertenaga dan stabil untuk tanjakan ke Uluwatu dan perjalanan lebih jauh. Minimal sewa 2 hari.</p>",
          en: "<p>More power and stability for the hills to Uluwatu and longer trips. 2-day minimum.</p>",
        },
        products: [
          { name: { id: "1 hari", en: "1 day" }, price_idr: 120000, price_usd: 7.5, minimal: 2 },
          {
            name: { id: "Rak papan selancar (per hari)", en: "Surfboard rack (per day)" },
            price_idr: 20000,
            price_usd: 1.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Yamaha NMAX 155", en: "Yamaha NMAX 155" },
        detail: {
          id: "<p>Skuter besar yang nyaman untuk berboncengan dan perjalanan jauh, dengan rem ABS. Minimal sewa 2 hari.</p>",
          en: "<p>A big, comfortable scooter for riding two-up and long distances, with ABS brakes. 2-day minimum.</p>",
        },
        products: [{ name: { id: "1 hari", en: "1 day" }, price_idr: 150000, price_usd: 9.5, minimal: 2 }],
      },
    ],
    scenes: ["motorbike", "city", "surf"],
  },
  {
    code: "BT1504",
    slug: "4g-pocket-wifi-modem-rental",
    typeId: 15,
    regency: "badung",
    name: {
      id: "Sewa Modem 4G / Pocket WiFi",
      en: "4G Pocket WiFi Modem Rental",
    },
    short_des: {
      id: "Internet 4G untuk hingga 8 perangkat sekaligus, diantar ke bandara atau hotel Anda; minimal sewa 3 hari.",
      en: "4G internet for up to 8 devices at once, delivered to the airport or your hotel; 3-day minimum.",
    },
    location: {
      id: "Bandara Ngurah Rai atau hotel di Bali selatan dan Ubud",
      en: "Ngurah Rai airport or hotels in south Bali and Ubud",
    },
    duration_hours: 24,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_day",
    highlight: {
      id:
        "<ul><li>Jaringan Telkomsel 4G dengan cakupan terluas di Bali, termasuk Nusa Penida</li>" +
        "<li>Hingga 8 perangkat terhubung sekaligus</li>" +
        "<li>Baterai tahan 10–12 jam</li>" +
        "<li>Diserahkan di pintu kedatangan bandara atau di hotel</li>" +
        "<li>Bantuan teknis lewat WhatsApp</li></ul>",
      en:
        "<ul><li>Telkomsel 4G, the widest coverage in Bali, including Nusa Penida</li>" +
        "<li>Up to 8 devices connected at once</li>" +
        "<li>Battery lasts 10–12 hours</li>" +
        "<li>Handed over at airport arrivals or at your hotel</li>" +
        "<li>Technical help on WhatsApp</li></ul>",
    },
    activity_des: {
      id:
        "<p>Pocket WiFi adalah modem 4G seukuran telapak tangan yang memancarkan sinyal WiFi untuk ponsel, tablet dan laptop Anda. Praktis untuk keluarga atau rombongan: semua orang terhubung dengan satu perangkat, tanpa perlu membeli kartu SIM lokal dan tanpa biaya roaming.</p>" +
        "<p>Modem memakai jaringan Telkomsel yang sinyalnya paling kuat di Bali, termasuk di jalan pegunungan Kintamani, di Munduk dan di Nusa Penida dan Lembongan. Di daerah yang sangat terpencil sinyal bisa turun ke 3G. Kecepatan di Bali selatan biasanya 10–30 Mbps, cukup untuk peta, panggilan video dan streaming.</p>" +
        "<p>Kami menyerahkan modem di pintu kedatangan bandara sesuai jadwal penerbangan Anda, atau ke hotel. Saat pulang, serahkan kembali kepada sopir kami, ke staf di bandara pada jam yang disepakati, atau titipkan di resepsionis hotel untuk kami ambil.</p>",
      en:
        "<p>A pocket WiFi is a palm-sized 4G modem that gives out a WiFi signal for your phones, tablets and laptops. It is handy for families and groups: everyone connects through one device, with no need to buy local SIM cards and no roaming charges.</p>" +
        "<p>The modem runs on Telkomsel, which has the strongest signal in Bali, including on the mountain roads of Kintamani, in Munduk and on Nusa Penida and Lembongan. In very remote spots it can drop to 3G. Speeds in south Bali are usually 10–30 Mbps, enough for maps, video calls and streaming.</p>" +
        "<p>We hand the modem over at airport arrivals to meet your flight, or at your hotel. When you leave, give it back to our driver, to our staff at the airport at an agreed time, or leave it at your hotel reception for us to collect.</p>",
    },
    included: {
      id: [
        "Modem 4G pocket WiFi",
        "Kuota data sesuai paket",
        "Kabel pengisi daya USB-C",
        "Kantong pelindung",
        "Pengantaran dan pengambilan di bandara, Bali selatan dan Ubud",
        "Bantuan lewat WhatsApp",
      ],
      en: [
        "4G pocket WiFi modem",
        "Data allowance of your package",
        "USB-C charging cable",
        "Protective pouch",
        "Delivery and collection at the airport, in south Bali and in Ubud",
        "Help on WhatsApp",
      ],
    },
    whattobring: {
      id: [
        "Paspor (difoto untuk registrasi)",
        "Nomor penerbangan untuk pengantaran di bandara",
        "Adaptor listrik jika colokan Anda bukan tipe C/F",
        "Ponsel atau laptop yang mendukung WiFi",
      ],
      en: [
        "Passport (photographed for registration)",
        "Flight number for airport delivery",
        "A plug adaptor if yours is not type C/F",
        "WiFi-capable phone or laptop",
      ],
    },
    pickup_time: {
      id: "Di bandara: sesuai jam kedatangan pesawat, 24 jam. Di hotel: antara 08.00 dan 21.00.",
      en: "At the airport: to meet your flight, 24 hours a day. At hotels: between 08:00 and 21:00.",
    },
    meeting_point: {
      id: "Pintu keluar kedatangan internasional atau domestik Bandara Ngurah Rai (staf membawa papan nama Anda), atau lobi hotel Anda.",
      en: "The international or domestic arrivals exit at Ngurah Rai airport (our staff hold a sign with your name), or your hotel lobby.",
    },
    how_to_use: {
      id: "<p>Nyalakan modem dengan menekan tombol daya 3 detik. Nama jaringan dan kata sandi tertera di stiker di balik modem. Isi daya setiap malam. Jika lambat atau tidak tersambung, matikan lalu nyalakan lagi, dan hubungi kami lewat WhatsApp jika masih bermasalah.</p>",
      en: "<p>Switch the modem on by holding the power button for 3 seconds. The network name and password are on the sticker on the back. Charge it every night. If it is slow or will not connect, restart it, and message us on WhatsApp if the problem stays.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Minimal sewa 3 hari. Hari sewa dihitung per tanggal kalender sejak modem diterima. Modem yang hilang atau rusak dikenai biaya penggantian Rp 1.500.000; power bank Rp 250.000. Setelah kuota harian paket 5 GB habis, kecepatan turun hingga tengah malam.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelum pengantaran; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100% dari hari pertama.</p>",
      en:
        "<p>3-day minimum rental. Days are counted by calendar date from the day you receive the modem. A lost or damaged modem costs IDR 1,500,000 to replace; a power bank IDR 250,000. Once the 5 GB daily allowance is used, speed drops until midnight.</p>" +
        "<p>Free cancellation up to 24 hours before delivery; after that up to 50% is charged, and no-shows are charged 100% of the first day.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan nama staf pengantar dikirim melalui e-mail, umumnya dalam 48 jam. Pesan paling lambat 2 hari sebelum kedatangan agar modem siap di bandara.</p>",
      en: "<p>Confirmation with your booking ID and the name of the staff member delivering comes by e-mail, usually within 48 hours. Book at least 2 days before you land so the modem is ready at the airport.</p>",
    },
    packages: [
      {
        name: { id: "Pocket WiFi 5 GB per hari", en: "Pocket WiFi 5 GB per day" },
        detail: {
          id: "<p>5 GB kecepatan penuh setiap hari, cukup untuk peta, media sosial dan panggilan video untuk 2–3 orang.</p>",
          en: "<p>5 GB at full speed every day, enough for maps, social media and video calls for 2–3 people.</p>",
        },
        products: [
          { name: { id: "1 hari", en: "1 day" }, price_idr: 45000, price_usd: 3, minimal: 3 },
          {
            name: { id: "Power bank 10.000 mAh (per hari)", en: "Power bank 10,000 mAh (per day)" },
            price_idr: 15000,
            price_usd: 1,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Pocket WiFi tanpa batas kuota", en: "Unlimited pocket WiFi" },
        detail: {
          id: "<p>Tanpa batas kuota harian, untuk yang bekerja jarak jauh, streaming atau rombongan besar. Berlaku kebijakan penggunaan wajar.</p>",
          en: "<p>No daily cap, for remote work, streaming or bigger groups. Fair-use policy applies.</p>",
        },
        products: [
          { name: { id: "1 hari", en: "1 day" }, price_idr: 75000, price_usd: 4.5, minimal: 3 },
          {
            name: { id: "Power bank 10.000 mAh (per hari)", en: "Power bank 10,000 mAh (per day)" },
            price_idr: 15000,
            price_usd: 1,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["city", "beach-dusk", "car"],
  },
  {
    code: "BT1505",
    slug: "ubud-scooter-and-trail-bike-rental",
    typeId: 15,
    regency: "gianyar",
    name: {
      id: "Sewa Motor dan Trail di Ubud",
      en: "Ubud Scooter and Trail Bike Rental",
    },
    short_des: {
      id: "Skuter matic atau motor trail Kawasaki KLX untuk menjelajah sawah, pura dan jalan pegunungan di sekitar Ubud.",
      en: "An automatic scooter or a Kawasaki KLX trail bike to explore the rice fields, temples and mountain roads around Ubud.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 24,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_day",
    highlight: {
      id:
        "<ul><li>Diantar ke hotel atau homestay di Ubud, Penestanan, Nyuh Kuning dan Tegallalang</li>" +
        "<li>Skuter matic atau motor trail untuk jalan tanah</li>" +
        "<li>Helm, jas hujan dan peta rute favorit kami</li>" +
        "<li>Pemandu motor bisa dipesan untuk hari pertama</li></ul>",
      en:
        "<ul><li>Delivered to hotels and homestays in Ubud, Penestanan, Nyuh Kuning and Tegallalang</li>" +
        "<li>Automatic scooters or trail bikes for dirt roads</li>" +
        "<li>Helmets, rain ponchos and a map of our favourite routes</li>" +
        "<li>Riding guide available for your first day</li></ul>",
    },
    activity_des: {
      id:
        "<p>Ubud adalah pangkalan yang bagus untuk menjelajah Bali tengah dengan motor: Tegallalang dan Pura Tirta Empul 30 menit ke utara, Kintamani sekitar satu jam mendaki, dan Sidemen di timur bisa dicapai dalam sehari. Jalan di pusat Ubud macet dan banyak yang satu arah, tetapi begitu keluar dari kota, jalan desa di antara sawah sangat menyenangkan.</p>" +
        "<p>Kami mengantar motor ke penginapan Anda beserta peta rute favorit kami, misalnya lingkar Keliki–Tegallalang, jalan ke Bukit Campuhan, atau rute air terjun Tegenungan dan Kanto Lampo. Untuk jalan tanah dan jalur kebun di lereng Batur, pilih Kawasaki KLX 150 yang tinggi dan bersuspensi panjang; motor ini hanya untuk pengendara berpengalaman.</p>" +
        "<p>Bensin Pertalite sekitar Rp 10.000 per liter di SPBU Pertamina; di kios pinggir jalan harganya sedikit lebih mahal. Udara di Kintamani dingin dan sering hujan di sore hari, jadi bawa jaket. Jika tidak yakin dengan jalan menanjak dan lalu lintas, pesan pemandu motor untuk hari pertama.</p>",
      en:
        "<p>Ubud is a good base for exploring central Bali by motorbike: Tegallalang and Tirta Empul temple are 30 minutes north, Kintamani about an hour's climb, and Sidemen to the east is an easy day out. Central Ubud is congested and many streets are one-way, but once you are out of town the village roads through the rice fields are a joy.</p>" +
        "<p>We deliver the bike to where you stay along with a map of our favourite routes, such as the Keliki–Tegallalang loop, the road to the Campuhan Ridge or the Tegenungan and Kanto Lampo waterfalls. For dirt roads and farm tracks on the slopes of Batur, choose the Kawasaki KLX 150 with its high, long-travel suspension; it is for experienced riders only.</p>" +
        "<p>Pertalite fuel costs about IDR 10,000 a litre at Pertamina stations; roadside stalls charge a little more. Kintamani is cold and often rainy in the afternoon, so bring a jacket. If you are unsure about the hills and traffic, book a riding guide for your first day.</p>",
    },
    included: {
      id: [
        "Motor terawat sesuai paket",
        "Dua helm (satu untuk motor trail)",
        "Jas hujan",
        "Peta rute di sekitar Ubud",
        "Antar dan jemput di area Ubud",
        "Bantuan lewat WhatsApp jika mogok",
      ],
      en: [
        "Well-kept bike of your package",
        "Two helmets (one for the trail bike)",
        "Rain ponchos",
        "Route map around Ubud",
        "Delivery and collection in the Ubud area",
        "WhatsApp help in case of breakdown",
      ],
    },
    whattobring: {
      id: [
        "SIM motor dan IDP yang berlaku untuk sepeda motor",
        "Paspor (hanya difoto)",
        "Jaket untuk Kintamani",
        "Sepatu tertutup, wajib untuk motor trail",
        "Uang receh untuk bensin dan parkir",
      ],
      en: [
        "Motorbike licence and an IDP valid for motorcycles",
        "Passport (we only photograph it)",
        "A jacket for Kintamani",
        "Closed shoes, required for the trail bike",
        "Small notes for fuel and parking",
      ],
    },
    pickup_time: {
      id: "Motor diantar pada jam pilihan Anda antara 08.00 dan 19.00.",
      en: "The bike is delivered at a time you choose between 08:00 and 19:00.",
    },
    meeting_point: {
      id: "Hotel, vila atau homestay Anda di Ubud, Penestanan, Sayan, Nyuh Kuning, Peliatan atau Tegallalang.",
      en: "Your hotel, villa or homestay in Ubud, Penestanan, Sayan, Nyuh Kuning, Peliatan or Tegallalang.",
    },
    how_to_use: {
      id: "<p>Tulis alamat dan jam pengantaran di kolom permintaan khusus. Periksa motor bersama staf kami saat serah terima; staf mengambilnya kembali di tempat yang sama pada hari terakhir.</p>",
      en: "<p>Put the delivery address and time in the special request field. Check the bike with our staff at handover; they collect it from the same place on your last day.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Pengendara minimal 18 tahun, dan minimal 21 tahun untuk KLX. Motor trail dilarang dibawa ke jalur pendakian dan area pura. Tanpa SIM motor dan IDP yang sah Anda bisa ditilang, dan asuransi perjalanan mungkin tidak berlaku. Kerusakan akibat jatuh menjadi tanggungan penyewa.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelum pengantaran; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100% dari hari pertama.</p>",
      en:
        "<p>Riders must be at least 18, and 21 for the KLX. Trail bikes may not be ridden on hiking trails or in temple grounds. Without a valid motorbike licence and IDP you can be fined, and your travel insurance may not apply. Damage from falls is the renter's responsibility.</p>" +
        "<p>Free cancellation up to 24 hours before delivery; after that up to 50% is charged, and no-shows are charged 100% of the first day.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam pengantaran dikirim melalui e-mail, umumnya dalam 48 jam. Stok KLX terbatas, jadi pesan lebih awal.</p>",
      en: "<p>Confirmation with your booking ID and delivery time comes by e-mail, usually within 48 hours. We have only a few KLX bikes, so book early.</p>",
    },
    packages: [
      {
        name: { id: "Honda Scoopy 110 cc", en: "Honda Scoopy 110 cc" },
        detail: {
          id: "<p>Skuter ringan untuk keliling Ubud dan desa-desa sekitarnya. Bisa disewa mulai 1 hari.</p>",
          en: "<p>A light scooter for Ubud and the nearby villages. Rent from 1 day.</p>",
        },
        products: [{ name: { id: "1 hari", en: "1 day" }, price_idr: 85000, price_usd: 5.5, minimal: 1 }],
      },
      {
        name: { id: "Honda PCX 160", en: "Honda PCX 160" },
        detail: {
          id: "<p>Skuter besar yang bertenaga dan nyaman untuk tanjakan ke Kintamani atau perjalanan ke Sidemen. Minimal sewa 2 hari.</p>",
          en: "<p>A powerful, comfortable big scooter for the climb to Kintamani or a ride to Sidemen. 2-day minimum.</p>",
        },
        products: [{ name: { id: "1 hari", en: "1 day" }, price_idr: 170000, price_usd: 10.5, minimal: 2 }],
      },
      {
        name: { id: "Kawasaki KLX 150 (trail)", en: "Kawasaki KLX 150 (trail bike)" },
        detail: {
          id: "<p>Motor trail manual untuk jalan tanah dan berbatu, dengan helm cross dan sarung tangan. Bisa ditambah pemandu motor lokal untuk satu hari.</p>",
          en: "<p>A manual trail bike for dirt and rocky roads, with a motocross helmet and gloves. Add a local riding guide for a day if you like.</p>",
        },
        products: [
          { name: { id: "1 hari", en: "1 day" }, price_idr: 250000, price_usd: 15.5, minimal: 1 },
          {
            name: { id: "Pemandu motor (per hari)", en: "Riding guide (per day)" },
            price_idr: 500000,
            price_usd: 31,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["motorbike", "rice-terraces", "jungle", "volcano"],
  },
  {
    code: "BT1506",
    slug: "nusa-penida-private-car-with-driver",
    typeId: 15,
    regency: "klungkung",
    name: {
      id: "Sewa Mobil dengan Sopir di Nusa Penida",
      en: "Nusa Penida Private Car with Driver",
    },
    short_des: {
      id: "Sopir lokal menjemput Anda di pelabuhan dan membawa Anda ke Kelingking, Broken Beach, Diamond Beach dan tempat lain di jalanan Penida yang sulit.",
      en: "A local driver meets you at the harbour and takes you to Kelingking, Broken Beach, Diamond Beach and more over Penida's tough roads.",
    },
    location: { id: "Nusa Penida, Klungkung", en: "Nusa Penida, Klungkung" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id:
        "<ul><li>Sopir asli Penida yang mengenal setiap tikungan dan tanjakan</li>" +
        "<li>Dijemput di Pelabuhan Banjar Nyuh, Buyuk atau Toya Pakeh</li>" +
        "<li>Rute barat atau timur, urutan disesuaikan jadwal fast boat Anda</li>" +
        "<li>Mobil atau minibus ber-AC</li></ul>",
      en:
        "<ul><li>Drivers born on Penida who know every bend and climb</li>" +
        "<li>Pickup at Banjar Nyuh, Buyuk or Toya Pakeh harbour</li>" +
        "<li>West or east route, ordered around your fast-boat times</li>" +
        "<li>Air-conditioned car or minibus</li></ul>",
    },
    activity_des: {
      id:
        "<p>Jalan di Nusa Penida sempit, curam dan di beberapa bagian masih rusak; menyetir sendiri atau naik motor di sini tidak disarankan bagi yang belum terbiasa. Dengan sopir lokal, Anda bisa menikmati pemandangan tebing tanpa cemas, dan sopir tahu kapan setiap tempat mulai penuh.</p>" +
        "<p><strong>Rute barat</strong> mencakup Kelingking Beach dengan tebing berbentuk T-Rex, Broken Beach (Pasih Uug) dan kolam alami Angel's Billabong, lalu Crystal Bay untuk berenang atau bersantai di sore hari. <strong>Rute timur</strong> menuju Diamond Beach dan Atuh Beach dengan tangga tebing yang dramatis, Rumah Pohon Molenteng, dan sudut pandang Thousand Islands di Pulau Seribu.</p>" +
        "<p>Sopir menunggu Anda di pelabuhan saat fast boat tiba (umumnya 08.30–09.30) dan mengantar Anda kembali tepat waktu untuk fast boat sore. Tiket fast boat tidak termasuk; kami bisa memesankannya jika Anda minta.</p>",
      en:
        "<p>Nusa Penida's roads are narrow, steep and still broken in places; driving yourself or riding a scooter here is not advisable unless you are used to it. With a local driver you can enjoy the cliffs without worry, and your driver knows when each spot starts to fill up.</p>" +
        "<p>The <strong>west route</strong> covers Kelingking Beach and its T-Rex-shaped headland, Broken Beach (Pasih Uug) and the natural pool of Angel's Billabong, then Crystal Bay for a swim or a lazy afternoon. The <strong>east route</strong> takes in Diamond Beach and Atuh Beach with their dramatic cliff stairs, the Molenteng Tree House and the Thousand Islands viewpoint at Pulau Seribu.</p>" +
        "<p>Your driver waits at the harbour when your fast boat arrives (usually 08:30–09:30) and gets you back in time for the afternoon boat. Fast-boat tickets are not included; we can book them for you if you ask.</p>",
    },
    included: {
      id: [
        "Mobil ber-AC atau minibus dengan sopir lokal",
        "Bensin dan parkir",
        "Retribusi masuk di setiap tempat",
        "Air mineral",
        "Penjemputan dan pengantaran di pelabuhan atau hotel di Penida",
      ],
      en: [
        "Air-conditioned car or minibus with a local driver",
        "Fuel and parking",
        "Entrance fees at each stop",
        "Drinking water",
        "Pickup and drop-off at the harbour or your hotel on Penida",
      ],
    },
    whattobring: {
      id: [
        "Alas kaki dengan sol kuat untuk tangga tebing",
        "Pakaian renang dan handuk untuk Crystal Bay",
        "Tabir surya, topi dan kacamata hitam",
        "Uang tunai untuk makan siang dan minuman",
        "Obat anti mabuk (perjalanan berkelok)",
      ],
      en: [
        "Shoes with a good grip for cliff stairs",
        "Swimwear and towel for Crystal Bay",
        "Sunscreen, hat and sunglasses",
        "Cash for lunch and drinks",
        "Travel-sickness tablets (winding roads)",
      ],
    },
    pickup_time: {
      id: "Saat fast boat Anda tiba di Penida, biasanya 08.30–09.30; tamu yang menginap di Penida dijemput pukul 08.00.",
      en: "When your fast boat reaches Penida, usually 08:30–09:30; guests staying on Penida are picked up at 08:00.",
    },
    meeting_point: {
      id: "Pintu keluar dermaga Banjar Nyuh, Buyuk atau Toya Pakeh (sopir membawa papan nama Anda), atau hotel Anda di Nusa Penida.",
      en: "The jetty exit at Banjar Nyuh, Buyuk or Toya Pakeh (your driver holds a sign with your name), or your hotel on Nusa Penida.",
    },
    how_to_use: {
      id: "<p>Beri tahu kami nama operator fast boat, pelabuhan tujuan dan jam keberangkatan pulang di kolom permintaan khusus. Tunjukkan e-mail konfirmasi kepada sopir.</p>",
      en: "<p>Tell us your fast-boat operator, arrival harbour and return departure time in the special request field. Show the confirmation e-mail to your driver.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Turun ke Pantai Kelingking dan Diamond Beach melewati jalur tebing yang curam dan bisa licin; hanya untuk yang bugar dan memakai alas kaki yang tepat. Menggabungkan rute barat dan timur dalam sehari tidak kami sarankan karena jaraknya jauh. Jika fast boat batal karena cuaca, pemesanan dipindahkan tanpa biaya.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>The paths down to Kelingking and Diamond Beach are steep cliff tracks that can be slippery; only for fit visitors in proper footwear. We do not recommend combining the west and east routes in one day, as the distances are long. If your fast boat is cancelled for weather, the booking is moved at no cost.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan serta nama dan nomor WhatsApp sopir dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and the driver's name and WhatsApp number comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Rute barat dengan mobil (hingga 5 penumpang)", en: "West route by car (up to 5 passengers)" },
        detail: {
          id: "<p>Kelingking, Broken Beach, Angel's Billabong dan Crystal Bay. Rute paling terkenal di Penida, sekitar 8 jam dari penjemputan hingga pelabuhan.</p>",
          en: "<p>Kelingking, Broken Beach, Angel's Billabong and Crystal Bay. Penida's best-known route, about 8 hours from pickup back to the harbour.</p>",
        },
        products: [{ name: { id: "Per mobil", en: "Per car" }, price_idr: 750000, price_usd: 47, minimal: 1 }],
      },
      {
        name: { id: "Rute timur dengan mobil (hingga 5 penumpang)", en: "East route by car (up to 5 passengers)" },
        detail: {
          id: "<p>Diamond Beach, Atuh, Rumah Pohon Molenteng dan Thousand Islands. Lebih jauh dari pelabuhan dan lebih sepi; sekitar 8 jam termasuk waktu di pantai.</p>",
          en: "<p>Diamond Beach, Atuh, the Molenteng Tree House and Thousand Islands. Further from the harbours and quieter; about 8 hours including beach time.</p>",
        },
        products: [{ name: { id: "Per mobil", en: "Per car" }, price_idr: 800000, price_usd: 50, minimal: 1 }],
      },
      {
        name: { id: "Minibus untuk rombongan (hingga 10 penumpang)", en: "Minibus for groups (up to 10 passengers)" },
        detail: {
          id: "<p>Rute barat atau timur dengan minibus ber-AC. Tulis rute pilihan Anda di kolom permintaan khusus.</p>",
          en: "<p>West or east route in an air-conditioned minibus. Write your chosen route in the special request field.</p>",
        },
        products: [{ name: { id: "Per minibus", en: "Per minibus" }, price_idr: 1150000, price_usd: 72, minimal: 1 }],
      },
    ],
    scenes: ["car", "cliff", "sea", "beach-dusk"],
  },
  {
    code: "BT1507",
    slug: "multi-day-bali-road-trip-car-with-driver",
    typeId: 15,
    regency: "badung",
    name: {
      id: "Sewa Mobil dengan Sopir untuk Beberapa Hari",
      en: "Multi-Day Car with Driver for a Bali Road Trip",
    },
    short_des: {
      id: "Satu sopir dan satu mobil selama 2 hari atau lebih, untuk keliling Bali dari Ubud ke Amed, Lovina dan Munduk dengan menginap di jalan.",
      en: "One driver and one car for 2 days or more, to loop Bali from Ubud to Amed, Lovina and Munduk with overnight stops.",
    },
    location: {
      id: "Keliling Bali (berangkat dari Bali selatan atau Ubud)",
      en: "Around Bali (starting from south Bali or Ubud)",
    },
    duration_hours: 10,
    cancelation_hours: 48,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_day",
    highlight: {
      id:
        "<ul><li>Sopir yang sama selama perjalanan, sekaligus teman bertanya</li>" +
        "<li>Bagasi ikut di mobil saat Anda pindah hotel</li>" +
        "<li>Bensin, parkir dan tol termasuk</li>" +
        "<li>Bantuan menyusun rute dan memilih penginapan</li></ul>",
      en:
        "<ul><li>The same driver all the way, who doubles as your local guide</li>" +
        "<li>Your luggage travels with you as you change hotels</li>" +
        "<li>Fuel, parking and tolls included</li>" +
        "<li>Help planning the route and choosing places to stay</li></ul>",
    },
    activity_des: {
      id:
        "<p>Bali lebih dari sekadar Kuta dan Ubud. Dengan mobil dan sopir selama beberapa hari, Anda bisa berpindah dari satu daerah ke daerah lain tanpa repot mengangkut koper atau mencari transportasi setiap pagi. Contoh rute 4 hari: Ubud – Sidemen dan Pura Lempuyang – Amed (menginap) – pesisir utara ke Lovina (menginap) – Munduk dan Danau Tamblingan – Jatiluwih – kembali ke Bali selatan.</p>" +
        "<p>Setiap hari berlaku hingga 10 jam berkendara dan menunggu. Sopir menginap di tempat yang sama atau di dekat penginapan Anda; banyak hotel di Bali menyediakan kamar sopir gratis, dan jika tidak, biaya menginap dan makan sopir per malam ditanggung dengan tambahan tunjangan menginap.</p>" +
        "<p>Sopir kami sudah bertahun-tahun membawa tamu keliling Bali. Ia bisa menyarankan warung yang enak, waktu terbaik untuk tiba di tempat ramai, dan jalan alternatif saat ada upacara adat yang menutup jalan, yang cukup sering terjadi di desa-desa.</p>",
      en:
        "<p>There is far more to Bali than Kuta and Ubud. With a car and driver for several days, you move from one region to the next without hauling luggage or finding transport every morning. A sample 4-day route: Ubud – Sidemen and Lempuyang temple – Amed (overnight) – the north coast to Lovina (overnight) – Munduk and Lake Tamblingan – Jatiluwih – back to south Bali.</p>" +
        "<p>Each day covers up to 10 hours of driving and waiting. Your driver stays at or near your accommodation; many Bali hotels offer free driver's rooms, and where they do not, the overnight allowance covers his room and meals.</p>" +
        "<p>Our drivers have taken guests around Bali for years. They can suggest good warungs, the best time to reach busy sights, and detours when a village ceremony closes the road, which happens quite often.</p>",
    },
    included: {
      id: [
        "Mobil ber-AC dengan sopir berbahasa Inggris",
        "Hingga 10 jam per hari",
        "Bensin, parkir dan tol",
        "Air mineral setiap hari",
        "Bantuan menyusun rute",
      ],
      en: [
        "Air-conditioned car with an English-speaking driver",
        "Up to 10 hours a day",
        "Fuel, parking and tolls",
        "Drinking water every day",
        "Help with route planning",
      ],
    },
    whattobring: {
      id: [
        "Daftar hotel dan tanggal menginap Anda",
        "Uang tunai rupiah untuk tiket masuk dan makan",
        "Kain atau celana panjang untuk pura",
        "Jaket untuk daerah pegunungan",
        "Tas kecil untuk barang harian",
      ],
      en: [
        "Your list of hotels and dates",
        "Rupiah cash for entrance tickets and meals",
        "Sarong or long trousers for temples",
        "A jacket for the mountains",
        "A day bag for daily essentials",
      ],
    },
    pickup_time: {
      id: "Hari pertama pada jam pilihan Anda antara 07.00 dan 10.00; hari berikutnya disepakati dengan sopir.",
      en: "Day one at a time you choose between 07:00 and 10:00; later days agreed with your driver.",
    },
    meeting_point: {
      id: "Hotel Anda di Bali selatan atau Ubud, atau Bandara Ngurah Rai.",
      en: "Your hotel in south Bali or Ubud, or Ngurah Rai airport.",
    },
    how_to_use: {
      id: "<p>Kirimkan rencana rute dan daftar hotel di kolom permintaan khusus atau melalui e-mail setelah memesan; kami akan mengecek apakah jarak tiap hari masuk akal. Tunjukkan e-mail konfirmasi kepada sopir di hari pertama.</p>",
      en: "<p>Send your planned route and hotel list in the special request field or by e-mail after booking; we will check the daily distances make sense. Show the confirmation e-mail to your driver on day one.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Minimal 2 hari. Tunjangan menginap sopir hanya dibayar untuk malam di luar Bali selatan dan Ubud, dan tidak perlu jika hotel Anda menyediakan kamar sopir. Jam tambahan di atas 10 jam per hari dikenai Rp 75.000 per jam (Rp 100.000 untuk Hiace).</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelum hari pertama; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100% dari hari pertama.</p>",
      en:
        "<p>Minimum 2 days. The driver's overnight allowance is only paid for nights outside south Bali and Ubud, and is not needed if your hotel provides a driver's room. Hours beyond 10 per day cost IDR 75,000 each (IDR 100,000 for the Hiace).</p>" +
        "<p>Free cancellation up to 48 hours before day one; after that up to 50% is charged, and no-shows are charged 100% of the first day.</p>",
    },
    confirmation_detail: {
      id: "<p>Setelah mengecek rute, kami mengirim konfirmasi dengan ID pemesanan dan data sopir melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>After checking your route, we send a confirmation with your booking ID and driver details by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Toyota Avanza (hingga 5 penumpang)", en: "Toyota Avanza (up to 5 passengers)" },
        detail: {
          id: "<p>Untuk 2–4 orang dengan koper berukuran sedang.</p>",
          en: "<p>For 2–4 people with medium-sized suitcases.</p>",
        },
        products: [
          { name: { id: "1 hari (10 jam)", en: "1 day (10 hours)" }, price_idr: 700000, price_usd: 44, minimal: 2 },
          {
            name: { id: "Tunjangan menginap sopir (per malam)", en: "Driver's overnight allowance (per night)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Toyota Innova Reborn (hingga 6 penumpang)", en: "Toyota Innova Reborn (up to 6 passengers)" },
        detail: {
          id: "<p>Lebih lega dan nyaman untuk perjalanan panjang, dengan bagasi untuk empat koper besar.</p>",
          en: "<p>Roomier and more comfortable for long drives, with space for four large suitcases.</p>",
        },
        products: [
          { name: { id: "1 hari (10 jam)", en: "1 day (10 hours)" }, price_idr: 900000, price_usd: 56, minimal: 2 },
          {
            name: { id: "Tunjangan menginap sopir (per malam)", en: "Driver's overnight allowance (per night)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Toyota Hiace (hingga 12 penumpang)", en: "Toyota Hiace (up to 12 passengers)" },
        detail: {
          id: "<p>Untuk keluarga besar atau rombongan, dengan bagasi di bagian belakang.</p>",
          en: "<p>For big families and groups, with luggage space at the back.</p>",
        },
        products: [
          { name: { id: "1 hari (10 jam)", en: "1 day (10 hours)" }, price_idr: 1400000, price_usd: 87.5, minimal: 2 },
          {
            name: { id: "Tunjangan menginap sopir (per malam)", en: "Driver's overnight allowance (per night)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["car", "volcano", "rice-terraces", "beach-dusk"],
  },
];
