import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every cooking class. */
const PAYMENT: Localized<RichText> = {
  id: "<p>Anda membayar pada hari kelas, bukan saat memesan: tunai atau transfer bank kepada pengemudi atau tuan rumah kelas, <strong>hanya dalam rupiah</strong>. Kami tidak menerima uang tunai dolar AS; mata uang lain dihitung dengan kurs harian.</p><ul><li>Kartu Amex, Visa dan Mastercard dapat digunakan di kantor kami dengan biaya tambahan 3%.</li><li>Untuk PayPal, kartu kredit atau transfer bank sebelum hari kelas, pilih metode tersebut saat memesan; rinciannya kami kirim melalui e-mail.</li></ul>",
  en: "<p>You pay on the day of the class, not when booking: cash or bank transfer to the driver or the class host, <strong>in rupiah only</strong>. We do not accept US dollar cash; other currencies are converted at the daily rate.</p><ul><li>Amex, Visa and Mastercard can be used at our office with a 3% surcharge.</li><li>For PayPal, credit card or bank transfer before the day, choose that method when you book and we will e-mail the details.</li></ul>",
};

/** How the booking is confirmed, the same for every cooking class. */
const CONFIRMATION: Localized<RichText> = {
  id: "<p>Kami memastikan tempat di kelas dan penjemputan Anda, lalu mengirim e-mail konfirmasi dengan booking ID, umumnya dalam 48 jam. Tulis alergi, pantangan makanan atau kebutuhan vegetarian dan vegan di kolom permintaan khusus agar tuan rumah bisa berbelanja sesuai kebutuhan Anda.</p>",
  en: "<p>We secure your place in the class and your pickup, then e-mail a confirmation with your booking ID, usually within 48 hours. Please note any allergies, dietary restrictions or vegetarian and vegan needs in the special request box so the host can shop accordingly.</p>",
};

export const cookingClasses: ActivitySeed[] = [
  {
    code: "BT0401",
    slug: "ubud-balinese-cooking-class-with-market-visit",
    typeId: 4,
    regency: "gianyar",
    name: {
      id: "Kelas Memasak Bali di Ubud dengan Kunjungan Pasar Pagi",
      en: "Ubud Balinese Cooking Class with Morning Market Visit",
    },
    short_des: {
      id: "Belanja di pasar pagi Ubud, lalu memasak delapan hidangan Bali di dapur rumah keluarga di desa dekat Ubud.",
      en: "Shop at Ubud's morning market, then cook eight Balinese dishes in a family compound kitchen in a village near Ubud.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 6,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Mengenal rempah, sayur dan buah tropis di pasar pagi Ubud</li><li>Mengulek base genep, bumbu dasar masakan Bali, di cobek batu</li><li>Memasak di dapur terbuka rumah keluarga Bali</li><li>Makan bersama hasil masakan Anda dan membawa pulang buku resep</li><li>Pilihan menu vegetarian tanpa biaya tambahan</li></ul>",
      en: "<ul><li>Get to know spices, vegetables and tropical fruit at Ubud's morning market</li><li>Grind base genep, the Balinese spice paste, in a stone mortar</li><li>Cook in the open kitchen of a Balinese family compound</li><li>Eat what you cooked together and take home a recipe booklet</li><li>Vegetarian menu at no extra cost</li></ul>",
    },
    activity_des: {
      id: "<p>Kelas pagi dimulai dengan penjemputan dari hotel Anda di Ubud sekitar pukul 08.00 dan kunjungan ke pasar tradisional Ubud. Di antara pedagang bunga sesajen dan tumpukan cabai, pengajar menunjukkan bahan-bahan yang akan dipakai: kencur, lengkuas, kunyit, daun salam, terasi, kelapa dan berbagai jenis cabai, serta buah seperti salak, manggis dan rambutan untuk dicicipi.</p><p>Setelah itu Anda menuju rumah keluarga di desa di pinggir Ubud, melewati sawah. Dapur terbuka di pekarangan sudah disiapkan dengan talenan, cobek dan tungku. Semua peserta ikut mengiris, mengulek dan memasak, bukan hanya menonton. Menu biasanya berisi base genep, kuah be siap (sup ayam Bali), sate lilit ayam yang dililitkan pada batang serai, sayur urab, tempe manis, pepes ikan dalam daun pisang, sambal matah, dan bubuh injin (bubur beras hitam) sebagai penutup.</p><p>Sekitar pukul 12.30 semua hidangan disajikan di bale, dan Anda makan siang bersama keluarga dan peserta lain. Buku resep dikirim melalui e-mail agar Anda bisa memasak lagi di rumah. Kelas sore mengikuti menu yang sama tanpa kunjungan pasar, dimulai pukul 14.00 dan selesai sekitar pukul 18.00.</p>",
      en: "<p>The morning class starts with pickup from your Ubud hotel around 08:00 and a visit to Ubud's traditional market. Between the offering-flower sellers and piles of chillies, your teacher shows you the ingredients you will use: aromatic ginger, galangal, turmeric, salam leaves, shrimp paste, coconut and several kinds of chilli, plus fruit such as snake fruit, mangosteen and rambutan to taste.</p><p>Then you head through the rice fields to a family compound in a village on the edge of Ubud. The open kitchen in the courtyard is set up with chopping boards, stone mortars and stoves. Everyone slices, grinds and cooks; nobody just watches. The menu usually includes base genep, kuah be siap (Balinese chicken soup), chicken sate lilit wrapped around lemongrass sticks, urab vegetables with coconut, sweet tempeh, pepes fish steamed in banana leaf, sambal matah, and black rice pudding for dessert.</p><p>Around 12:30 everything is served in the pavilion and you eat lunch together with the family and the other guests. The recipe booklet is e-mailed to you so you can cook it again at home. The afternoon class follows the same menu without the market visit, starting at 14:00 and ending around 18:00.</p>",
    },
    included: {
      id: [
        "Penjemputan dan pengantaran hotel di area Ubud",
        "Kunjungan pasar pagi (kelas pagi)",
        "Semua bahan, peralatan dan celemek",
        "Makan siang atau makan malam dari hasil masakan",
        "Air mineral, teh atau kopi Bali",
        "Buku resep elektronik",
      ],
      en: [
        "Hotel pickup and drop-off in the Ubud area",
        "Morning market visit (morning class)",
        "All ingredients, equipment and an apron",
        "Lunch or dinner of what you cooked",
        "Bottled water, tea or Balinese coffee",
        "E-book of recipes",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang nyaman dan boleh terkena noda kunyit",
        "Sandal yang mudah dilepas, dapur di rumah Bali tanpa alas kaki",
        "Topi untuk di pasar",
        "Uang tunai rupiah jika ingin membeli rempah",
      ],
      en: [
        "Comfortable clothes you don't mind staining with turmeric",
        "Slip-on shoes; you cook barefoot in a Balinese home",
        "A hat for the market",
        "Rupiah cash if you want to buy spices",
      ],
    },
    pickup_time: {
      id: "Kelas pagi 08:00, kelas sore 13:45 dari hotel di Ubud; dari Bali selatan satu jam lebih awal",
      en: "Morning class 08:00, afternoon class 13:45 from Ubud hotels; from south Bali one hour earlier",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Ubud, atau lobi hotel di Bali selatan jika memesan transfer",
      en: "Your hotel lobby in Ubud, or in south Bali if you book the transfer",
    },
    how_to_use: {
      id: "<ol><li>Pilih kelas pagi atau sore, lalu tunggu e-mail konfirmasi dengan booking ID.</li><li>Jika Anda menginap di luar Ubud, tambahkan transfer dari Bali selatan pada pemesanan.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Datang dalam keadaan lapar: porsinya besar.</li></ol>",
      en: "<ol><li>Choose the morning or afternoon class, then wait for the confirmation e-mail with your booking ID.</li><li>If you are staying outside Ubud, add the transfer from south Bali to your booking.</li><li>The driver contacts you on WhatsApp the day before.</li><li>Come hungry: the portions are generous.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Menu bisa sedikit berubah sesuai musim dan hasil pasar. Vegetarian, vegan dan bebas gluten bisa diatur jika diberitahukan saat memesan; alergi kacang juga mohon disebutkan karena beberapa sambal memakai kacang tanah. Anak di bawah 6 tahun ikut gratis tanpa stasiun memasak sendiri. Pasar tutup pada Nyepi.</p><p>Pembatalan gratis hingga 24 jam sebelum kelas; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The menu may change a little with the season and what the market has. Vegetarian, vegan and gluten-free can be arranged if you tell us when booking; please also mention nut allergies, as some sauces use peanuts. Children under 6 join free without their own cooking station. The market is closed on Nyepi.</p><p>Free cancellation up to 24 hours before the class; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Kelas pagi dengan kunjungan pasar", en: "Morning class with market visit" },
        detail: {
          id: "<p>08.00–13.30: pasar pagi Ubud, jalan singkat di sawah, memasak delapan hidangan dan makan siang. Maksimal 12 peserta.</p><ul><li>Transfer dari Kuta, Seminyak, Canggu, Sanur, Jimbaran atau Nusa Dua bisa ditambahkan per mobil</li></ul>",
          en: "<p>08:00–13:30: Ubud morning market, a short walk through the paddies, cooking eight dishes and lunch. Up to 12 guests.</p><ul><li>Transfers from Kuta, Seminyak, Canggu, Sanur, Jimbaran or Nusa Dua can be added per car</li></ul>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 500000, price_usd: 31, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
          {
            name: {
              id: "Transfer dari Bali selatan (per mobil, 1–6 orang)",
              en: "Transfer from south Bali (per car, 1–6 people)",
            },
            price_idr: 400000,
            price_usd: 25,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kelas sore tanpa pasar", en: "Afternoon class, no market" },
        detail: {
          id: "<p>14.00–18.00: menu yang sama tanpa kunjungan pasar, diakhiri makan malam awal di bale keluarga. Maksimal 12 peserta.</p>",
          en: "<p>14:00–18:00: the same menu without the market visit, ending with an early dinner in the family pavilion. Up to 12 guests.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
          {
            name: {
              id: "Transfer dari Bali selatan (per mobil, 1–6 orang)",
              en: "Transfer from south Bali (per car, 1–6 people)",
            },
            price_idr: 400000,
            price_usd: 25,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["food", "market", "rice-terraces"],
  },
  {
    code: "BT0402",
    slug: "organic-farm-cooking-class-in-tabanan",
    typeId: 4,
    regency: "tabanan",
    name: {
      id: "Kelas Memasak di Kebun Organik Penebel, Tabanan",
      en: "Organic Farm Cooking Class in Penebel, Tabanan",
    },
    short_des: {
      id: "Memetik sayur di kebun organik di kaki Gunung Batukaru dan memasak di atas tungku kayu bersama keluarga petani.",
      en: "Pick vegetables on an organic farm below Mount Batukaru and cook over a wood fire with a farming family.",
    },
    location: { id: "Penebel, Tabanan", en: "Penebel, Tabanan" },
    duration_hours: 8,
    cancelation_hours: 48,
    start_time: "07:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Memetik sayur, rempah dan daun pisang langsung dari kebun</li><li>Memarut kelapa dan memeras santan sendiri</li><li>Memasak di tungku tanah liat berbahan bakar kayu</li><li>Makan siang di bale dengan pemandangan sawah dan Gunung Batukaru</li><li>Kelompok kecil, maksimal 8 orang</li></ul>",
      en: "<ul><li>Pick vegetables, herbs and banana leaves straight from the garden</li><li>Grate coconut and squeeze your own coconut milk</li><li>Cook on a wood-fired clay stove</li><li>Lunch in a pavilion looking over rice fields and Mount Batukaru</li><li>Small group, 8 people at most</li></ul>",
    },
    activity_des: {
      id: "<p>Desa-desa di Penebel, di lereng selatan Gunung Batukaru, adalah lumbung pangan Tabanan: sawah, kebun sayur, kakao dan kopi. Kelas ini berlangsung di kebun organik keluarga petani yang menanam tanpa pupuk kimia dan menjual hasil panennya ke restoran di Canggu dan Ubud. Perjalanan dari Bali selatan sekitar 1,5 jam.</p><p>Setibanya di kebun, tuan rumah mengajak Anda berkeliling dengan keranjang bambu. Anda memetik kacang panjang, terong, daun singkong, cabai, serai dan kunyit, serta memotong daun pisang untuk membungkus. Lalu Anda belajar memecah dan memarut kelapa, memeras santan, dan mengulek bumbu di cobek batu besar.</p><p>Memasak dilakukan di dapur tradisional dengan tungku tanah liat dan kayu bakar, seperti yang masih dipakai banyak keluarga di desa. Menu biasanya terdiri dari tum ayam (ayam berbumbu kukus dalam daun pisang), jukut ares (sup batang pisang), sayur urab dengan kelapa sangrai, tempe goreng bumbu, sambal matah dan nasi merah dari sawah sebelah. Setelah makan siang di bale, Anda berjalan sebentar di pematang sawah sebelum kembali ke hotel sekitar pukul 15.30.</p>",
      en: "<p>The villages of Penebel, on the southern slopes of Mount Batukaru, are Tabanan's food basket: rice, vegetables, cacao and coffee. This class takes place on the organic farm of a farming family who grow without chemical fertiliser and sell their harvest to restaurants in Canggu and Ubud. The drive from south Bali takes about 1.5 hours.</p><p>When you arrive, your host takes you around the garden with a bamboo basket. You pick long beans, eggplant, cassava leaves, chillies, lemongrass and turmeric, and cut banana leaves for wrapping. Then you learn to crack and grate a coconut, squeeze the milk and grind spice paste in a big stone mortar.</p><p>The cooking happens in a traditional kitchen with a clay stove and firewood, the way many village families still cook. The menu is usually tum ayam (spiced chicken steamed in banana leaf), jukut ares (banana stem soup), urab vegetables with toasted coconut, spiced fried tempeh, sambal matah and red rice from the next-door paddy. After lunch in the pavilion you take a short walk along the rice field dykes before heading back to your hotel around 15:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud",
        "Tur kebun dan memetik bahan",
        "Semua bahan, peralatan dan celemek",
        "Makan siang, air kelapa muda dan teh serai",
        "Buku resep elektronik",
      ],
      en: [
        "Hotel transfers in south Bali and Ubud",
        "Farm tour and harvesting",
        "All ingredients, equipment and an apron",
        "Lunch, young coconut and lemongrass tea",
        "E-book of recipes",
      ],
    },
    whattobring: {
      id: [
        "Sepatu yang boleh kotor untuk kebun",
        "Topi dan tabir surya",
        "Obat nyamuk",
        "Pakaian ganti, asap tungku kayu menempel di baju",
      ],
      en: [
        "Shoes that can get dirty in the garden",
        "Hat and sunscreen",
        "Insect repellent",
        "A change of clothes; wood smoke clings to fabric",
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
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Kelas berjalan dengan minimal 2 peserta; jika Anda sendirian, kami mengabarkan dalam konfirmasi apakah ada peserta lain pada tanggal itu.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The class runs with at least 2 guests; if you are on your own, the confirmation tells you whether others have booked that date.</li><li>The driver contacts you on WhatsApp the day before.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Hasil kebun berubah sesuai musim, jadi menu disesuaikan pada hari itu. Menu vegetarian dan vegan tersedia. Dapur tungku kayu cukup berasap dan panas; tidak cocok untuk orang dengan gangguan pernapasan berat. Anak mulai 5 tahun boleh ikut bersama orang tua.</p><p>Pembatalan gratis hingga 48 jam sebelum kelas, karena tuan rumah memanen dan berbelanja sehari sebelumnya. Setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>What the farm has changes with the season, so the menu is adjusted on the day. Vegetarian and vegan menus are available. The wood-fire kitchen is smoky and hot; not suitable for people with serious breathing problems. Children from 5 may join with their parents.</p><p>Free cancellation up to 48 hours before the class, because the host harvests and shops the day before. After that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Kelas kebun dengan transfer dan makan siang", en: "Farm class with transfer and lunch" },
        detail: {
          id: "<p>Transfer hotel, tur kebun, kelas memasak sekitar 3 jam dan makan siang. Kelompok maksimal 8 orang.</p>",
          en: "<p>Hotel transfer, farm tour, about 3 hours of cooking and lunch. Groups of up to 8 people.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          { name: { id: "Anak (5–12 tahun)", en: "Child (5–12 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
    ],
    scenes: ["food", "rice-terraces", "jungle", "volcano"],
  },
  {
    code: "BT0403",
    slug: "seminyak-evening-balinese-cooking-class",
    typeId: 4,
    regency: "badung",
    name: {
      id: "Kelas Memasak Sore di Seminyak",
      en: "Seminyak Evening Cooking Class",
    },
    short_des: {
      id: "Kelas memasak Bali dan Indonesia selama tiga jam di dapur terbuka di Seminyak, diakhiri makan malam dari hasil masakan Anda.",
      en: "A three-hour Balinese and Indonesian cooking class in an open kitchen in Seminyak, ending with dinner of what you cooked.",
    },
    location: { id: "Seminyak, Badung", en: "Seminyak, Badung" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "16:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Tanpa bangun pagi dan tanpa perjalanan jauh dari Seminyak atau Canggu</li><li>Enam hidangan, termasuk sate lilit dan gado-gado dengan saus kacang buatan sendiri</li><li>Stasiun memasak sendiri untuk setiap peserta</li><li>Minuman selamat datang loloh kunyit asam</li></ul>",
      en: "<ul><li>No early start and no long drive from Seminyak or Canggu</li><li>Six dishes, including sate lilit and gado-gado with homemade peanut sauce</li><li>Your own cooking station</li><li>Welcome drink of turmeric and tamarind jamu</li></ul>",
    },
    activity_des: {
      id: "<p>Kelas ini cocok bagi Anda yang menginap di Seminyak, Legian atau Canggu dan ingin belajar memasak tanpa harus ke Ubud. Kelas berlangsung di dapur terbuka di lantai atas sebuah rumah makan keluarga di gang tenang dekat Jalan Kayu Aya, dengan kipas angin besar dan setiap peserta mendapat kompor dan talenan sendiri.</p><p>Chef kami, yang pernah bekerja di dapur hotel di Nusa Dua sebelum membuka usaha sendiri, memulai dengan penjelasan singkat tentang bumbu Bali dan Indonesia. Lalu Anda memasak enam hidangan: sambal matah, sate lilit ikan yang dililit di batang serai dan dipanggang di arang, ayam sisit (ayam suwir pedas), gado-gado dengan saus kacang yang disangrai dan diulek sendiri, nasi kuning, dan dadar gulung (dadar pandan isi kelapa gula merah) sebagai penutup.</p><p>Sekitar pukul 19.00 meja disiapkan dan semua peserta makan malam bersama dari hasil masakan masing-masing. Resep dikirim melalui e-mail. Kelas selesai sekitar pukul 19.30, tepat untuk melanjutkan malam di Seminyak.</p>",
      en: "<p>This class suits anyone staying in Seminyak, Legian or Canggu who wants to learn to cook without going to Ubud. It takes place in an open kitchen on the upper floor of a family restaurant in a quiet lane near Jalan Kayu Aya, with big fans and a stove and chopping board for each guest.</p><p>Our chef, who worked in hotel kitchens in Nusa Dua before starting out on his own, begins with a short talk on Balinese and Indonesian spices. Then you cook six dishes: sambal matah, fish sate lilit wrapped around lemongrass and grilled over charcoal, ayam sisit (spicy shredded chicken), gado-gado with a peanut sauce you roast and grind yourself, yellow rice, and dadar gulung (pandan crêpes filled with palm-sugar coconut) for dessert.</p><p>Around 19:00 the table is set and everyone has dinner together from what they made. Recipes are e-mailed to you. The class ends around 19:30, just in time to carry on into the Seminyak evening.</p>",
    },
    included: {
      id: [
        "Kelas memasak 3 jam dengan chef berbahasa Inggris",
        "Semua bahan dan stasiun memasak pribadi",
        "Minuman selamat datang dan air mineral",
        "Makan malam dari hasil masakan",
        "Resep melalui e-mail",
        "Antar-jemput hotel (paket dengan transfer)",
      ],
      en: [
        "3-hour cooking class with an English-speaking chef",
        "All ingredients and your own cooking station",
        "Welcome drink and bottled water",
        "Dinner of what you cooked",
        "Recipes by e-mail",
        "Hotel transfers (package with transfer)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian ringan, dapur terasa hangat",
        "Sepatu tertutup atau sandal yang tidak licin",
        "Karet rambut untuk rambut panjang",
        "Kotak makan jika ingin membawa pulang sisa makanan",
      ],
      en: [
        "Light clothing; the kitchen gets warm",
        "Closed shoes or non-slip sandals",
        "A hair tie for long hair",
        "A food box if you want to take leftovers home",
      ],
    },
    pickup_time: {
      id: "Tanpa transfer: datang pukul 15:50. Dengan transfer: penjemputan 15:15–15:40",
      en: "Without transfer: arrive at 15:50. With transfer: pickup 15:15–15:40",
    },
    meeting_point: {
      id: "Dapur kelas di dekat Jalan Kayu Aya, Seminyak (alamat dan titik peta dikirim di e-mail konfirmasi)",
      en: "The class kitchen near Jalan Kayu Aya, Seminyak (address and map pin sent in the confirmation e-mail)",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID, alamat dan titik peta.</li><li>Datang 10 menit sebelum pukul 16.00, atau tunggu penjemputan di lobi jika memesan transfer.</li><li>Sebutkan nama pemesan kepada staf di pintu masuk.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID, address and map pin.</li><li>Arrive 10 minutes before 16:00, or wait in the lobby for pickup if you booked the transfer.</li><li>Give the lead booker's name to the staff at the entrance.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Transfer berlaku untuk hotel di Kuta, Legian, Seminyak, Kerobokan dan Canggu. Menu vegetarian tersedia dengan tahu dan tempe; menu bebas kacang tidak memungkinkan karena saus gado-gado dibuat di dapur yang sama. Anak mulai 8 tahun boleh ikut memasak dengan didampingi orang tua.</p><p>Pembatalan gratis hingga 24 jam sebelum kelas; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Transfers cover hotels in Kuta, Legian, Seminyak, Kerobokan and Canggu. A vegetarian menu with tofu and tempeh is available; a nut-free menu is not possible because the gado-gado sauce is made in the same kitchen. Children from 8 may cook with a parent alongside.</p><p>Free cancellation up to 24 hours before the class; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Kelas saja, datang sendiri", en: "Class only, make your own way" },
        detail: {
          id: "<p>Kelas 16.00–19.30 dengan makan malam. Maksimal 10 peserta.</p>",
          en: "<p>Class 16:00–19:30 with dinner. Up to 10 guests.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kelas dengan antar-jemput hotel", en: "Class with hotel transfer" },
        detail: {
          id: "<p>Kelas yang sama dengan antar-jemput dari hotel di Kuta, Legian, Seminyak, Kerobokan atau Canggu.</p>",
          en: "<p>The same class with pickup and drop-off at hotels in Kuta, Legian, Seminyak, Kerobokan or Canggu.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 550000, price_usd: 34.5, minimal: 1 },
          { name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" }, price_idr: 350000, price_usd: 22, minimal: 0 },
        ],
      },
    ],
    scenes: ["food", "city", "beach-dusk"],
  },
  {
    code: "BT0404",
    slug: "sanur-vegetarian-balinese-cooking-class",
    typeId: 4,
    regency: "denpasar",
    name: {
      id: "Kelas Memasak Vegetarian Bali di Sanur",
      en: "Vegetarian Balinese Cooking Class in Sanur",
    },
    short_des: {
      id: "Belanja di Pasar Sindhu lalu memasak hidangan Bali tanpa daging dengan tempe, tahu, nangka muda dan sayur di rumah keluarga di Sanur.",
      en: "Shop at Sindhu market, then cook meat-free Balinese dishes with tempeh, tofu, young jackfruit and vegetables in a family home in Sanur.",
    },
    location: { id: "Sanur, Denpasar", en: "Sanur, Denpasar" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "08:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Pasar Sindhu di Sanur saat warga belanja untuk dapur dan sesajen</li><li>Masakan Bali yang sepenuhnya vegetarian, bisa vegan</li><li>Lawar nangka muda dan sate lilit tempe</li><li>Dekat hotel di Sanur, tanpa perjalanan jauh</li></ul>",
      en: "<ul><li>Sindhu market in Sanur, where locals shop for the kitchen and for offerings</li><li>Fully vegetarian Balinese cooking, vegan on request</li><li>Young jackfruit lawar and tempeh sate lilit</li><li>Close to Sanur hotels, no long drive</li></ul>",
    },
    activity_des: {
      id: "<p>Masakan Bali terkenal dengan babi guling dan bebek betutu, tetapi dapur rumah tangga Bali sebenarnya penuh hidangan sayur. Kelas ini dibawakan oleh Ibu Made, yang memasak untuk keluarga besar vegetariannya selama lebih dari dua puluh tahun, di dapur rumahnya di Sanur.</p><p>Pagi dimulai pukul 08.30 di Pasar Sindhu. Anda berbelanja bersama Ibu Made: nangka muda, kacang panjang, tempe segar yang dibungkus daun, tahu, kelapa, dan bumbu untuk base genep. Dari pasar, rumahnya hanya lima menit berjalan kaki. Di dapur, Anda memasak lawar nangka (nangka muda cincang dengan kelapa dan bumbu), sate lilit tempe, pepes tahu dalam daun pisang, sayur urab, tempe manis, sambal matah, dan kolak pisang sebagai penutup.</p><p>Base genep versi vegetarian dibuat tanpa terasi, dan semua menu bisa dibuat vegan tanpa telur. Sekitar pukul 12.00 Anda makan bersama di teras rumah, lalu kembali ke hotel sekitar pukul 12.30. Kelas pribadi bisa diatur pada jam yang Anda pilih.</p>",
      en: "<p>Balinese cooking is famous for suckling pig and bebek betutu, but Balinese home kitchens are actually full of vegetable dishes. This class is taught by Ibu Made, who has cooked for her large vegetarian family for more than twenty years, in her home kitchen in Sanur.</p><p>The morning starts at 08:30 at Sindhu market. You shop with Ibu Made for young jackfruit, long beans, fresh tempeh wrapped in leaves, tofu, coconut and the spices for base genep. Her house is a five-minute walk from the market. In the kitchen you cook lawar nangka (chopped young jackfruit with coconut and spices), tempeh sate lilit, pepes tofu in banana leaf, urab vegetables, sweet tempeh, sambal matah, and banana in coconut milk for dessert.</p><p>The vegetarian base genep is made without shrimp paste, and every dish can be made vegan without egg. Around 12:00 you eat together on the terrace, then head back to your hotel around 12:30. Private classes can be arranged at a time that suits you.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Sanur",
        "Kunjungan Pasar Sindhu bersama pengajar",
        "Semua bahan dan peralatan",
        "Makan siang dari hasil masakan, teh jahe dan air mineral",
        "Buku resep elektronik",
      ],
      en: [
        "Hotel transfers within Sanur",
        "Sindhu market visit with your teacher",
        "All ingredients and equipment",
        "Lunch of what you cooked, ginger tea and bottled water",
        "E-book of recipes",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang nyaman",
        "Sandal yang mudah dilepas",
        "Tas belanja kain jika ingin membeli rempah",
        "Uang tunai rupiah dalam pecahan kecil",
      ],
      en: [
        "Comfortable clothes",
        "Slip-on sandals",
        "A cloth shopping bag if you want to buy spices",
        "Rupiah cash in small notes",
      ],
    },
    pickup_time: {
      id: "08:15 dari hotel di Sanur",
      en: "08:15 from hotels in Sanur",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Sanur, atau pintu masuk Pasar Sindhu pukul 08:30",
      en: "Your hotel lobby in Sanur, or the entrance of Sindhu market at 08:30",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Jika menginap di luar Sanur, Anda bisa langsung ke Pasar Sindhu dengan taksi; sekitar 30 menit dari Kuta.</li><li>Untuk kelas pribadi, tulis jam yang Anda inginkan di permintaan khusus.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>If you are staying outside Sanur, take a taxi to Sindhu market; about 30 minutes from Kuta.</li><li>For a private class, write the time you would like in the special request box.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Semua menu vegetarian; beri tahu kami jika Anda vegan, bebas gluten (kecap manis diganti) atau alergi kacang. Pasar tutup pada Nyepi dan sangat ramai menjelang Galungan. Anak mulai 6 tahun boleh ikut memasak.</p><p>Pembatalan gratis hingga 24 jam sebelum kelas; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Every dish is vegetarian; let us know if you are vegan, gluten-free (the sweet soy sauce is swapped) or allergic to peanuts. The market is closed on Nyepi and very busy before Galungan. Children from 6 may join the cooking.</p><p>Free cancellation up to 24 hours before the class; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Kelas pagi dengan Pasar Sindhu", en: "Morning class with Sindhu market" },
        detail: {
          id: "<p>08.30–12.30, maksimal 8 peserta. Termasuk antar-jemput hotel di Sanur.</p>",
          en: "<p>08:30–12:30, up to 8 guests. Hotel transfers within Sanur included.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kelas pribadi", en: "Private class" },
        detail: {
          id: "<p>Kelas hanya untuk rombongan Anda, pagi atau sore, dengan menu yang bisa dipilih bersama Ibu Made. Harga dasar untuk 1–2 orang; setiap orang tambahan dihitung terpisah, hingga 6 orang.</p>",
          en: "<p>A class for your group only, morning or afternoon, with a menu you can choose together with Ibu Made. The base price covers 1–2 people; each extra person is charged separately, up to 6 people.</p>",
        },
        products: [
          {
            name: { id: "Per kelompok (1–2 orang)", en: "Per group (1–2 people)" },
            price_idr: 1300000,
            price_usd: 81,
            minimal: 1,
          },
          { name: { id: "Orang tambahan", en: "Extra person" }, price_idr: 400000, price_usd: 25, minimal: 0 },
        ],
      },
    ],
    scenes: ["food", "market", "sea"],
  },
  {
    code: "BT0405",
    slug: "jimbaran-seafood-cooking-class-with-fish-market",
    typeId: 4,
    regency: "badung",
    name: {
      id: "Kelas Memasak Seafood Jimbaran dan Pasar Ikan Kedonganan",
      en: "Jimbaran Seafood Cooking Class with Kedonganan Fish Market",
    },
    short_des: {
      id: "Memilih ikan segar di pasar ikan Kedonganan saat perahu nelayan merapat, lalu memasak seafood ala Jimbaran di tepi pantai.",
      en: "Choose fresh fish at Kedonganan market as the fishing boats come in, then cook Jimbaran-style seafood by the beach.",
    },
    location: { id: "Jimbaran, Badung", en: "Jimbaran, Badung" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Pasar ikan Kedonganan yang ramai dengan jukung nelayan di pantai</li><li>Belajar memilih dan membersihkan ikan bersama nelayan</li><li>Memanggang ikan di atas sabut kelapa dengan bumbu Jimbaran</li><li>Makan siang seafood di dapur terbuka menghadap Teluk Jimbaran</li></ul>",
      en: "<ul><li>Kedonganan fish market, busy with fishermen's jukung boats on the beach</li><li>Learn to choose and clean fish with a fisherman</li><li>Grill fish over coconut husks with Jimbaran spices</li><li>Seafood lunch in an open kitchen facing Jimbaran Bay</li></ul>",
    },
    activity_des: {
      id: "<p>Setiap pagi, perahu-perahu nelayan mendarat di pantai Kedonganan, di ujung utara Teluk Jimbaran, dan hasil tangkapan langsung dijual di pasar ikan di belakangnya: tongkol, kakap, kerapu, baronang, cumi, udang dan kerang. Kelas dimulai pukul 07.00 di pasar ini bersama Pak Ketut, anak nelayan yang sekarang mengelola dapur seafood di Jimbaran. Ia mengajari Anda cara mengenali ikan segar dari mata, insang dan dagingnya, lalu menawar harga bersama pedagang.</p><p>Dari pasar, Anda berjalan ke dapur terbuka tidak jauh dari pantai. Anda belajar membersihkan dan membelah ikan, lalu membuat bumbu Jimbaran: bawang, cabai, kunyit, kemiri, terasi dan jeruk limau. Ikan dibakar di atas arang sabut kelapa sambil diolesi bumbu dan minyak kelapa.</p><p>Selain ikan bakar, Anda memasak sate lilit ikan, kuah asam ikan khas nelayan, cumi goreng bumbu, plecing kangkung dan dua sambal: sambal matah dan sambal tomat. Sekitar pukul 11.00 semuanya disajikan dengan nasi di meja menghadap laut. Kelas selesai sekitar pukul 12.00.</p>",
      en: "<p>Every morning fishing boats land on the beach at Kedonganan, at the north end of Jimbaran Bay, and the catch goes straight to the fish market behind it: tuna, snapper, grouper, rabbitfish, squid, prawns and clams. The class starts at 07:00 at this market with Pak Ketut, a fisherman's son who now runs a seafood kitchen in Jimbaran. He shows you how to tell fresh fish by its eyes, gills and flesh, then haggles with the sellers alongside you.</p><p>From the market you walk to an open kitchen close to the beach. You learn to clean and butterfly a fish, then make the Jimbaran spice paste of shallots, chilli, turmeric, candlenut, shrimp paste and lime. The fish is grilled over coconut-husk charcoal while you baste it with the paste and coconut oil.</p><p>Besides the grilled fish, you cook fish sate lilit, the fishermen's sour fish soup, spiced fried squid, plecing kangkung (water spinach with tomato sambal) and two sambals, matah and tomato. Around 11:00 everything is served with rice at a table facing the sea. The class ends around 12:00.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Jimbaran, Kuta, Legian, Nusa Dua dan Sanur",
        "Tur pasar ikan bersama chef",
        "Semua ikan, seafood dan bahan lainnya",
        "Makan siang dari hasil masakan, air mineral dan es teh",
        "Celemek dan resep melalui e-mail",
      ],
      en: [
        "Hotel transfers in Jimbaran, Kuta, Legian, Nusa Dua and Sanur",
        "Fish market tour with the chef",
        "All fish, seafood and other ingredients",
        "Lunch of what you cooked, bottled water and iced tea",
        "Apron and recipes by e-mail",
      ],
    },
    whattobring: {
      id: [
        "Sandal tertutup atau sepatu yang boleh basah, lantai pasar becek",
        "Pakaian yang tidak keberatan berbau ikan",
        "Topi dan tabir surya",
        "Tisu basah",
      ],
      en: [
        "Closed sandals or shoes that can get wet; the market floor is wet",
        "Clothes you don't mind smelling of fish",
        "Hat and sunscreen",
        "Wet wipes",
      ],
    },
    pickup_time: {
      id: "06:30–06:45, tergantung lokasi hotel",
      en: "06:30–06:45, depending on your hotel's location",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau gerbang Pasar Ikan Kedonganan pukul 07:00",
      en: "Your hotel lobby, or the gate of Kedonganan fish market at 07:00",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Kelas berjalan dengan minimal 2 peserta. Jika Anda sendirian, kami memberi tahu dalam konfirmasi apakah ada peserta lain, atau menawarkan kelas pribadi.</li><li>Pengemudi menghubungi Anda melalui WhatsApp sehari sebelumnya.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>The class runs with at least 2 guests. If you are on your own, the confirmation tells you whether others have booked, or offers a private class.</li><li>The driver contacts you on WhatsApp the day before.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Jenis ikan tergantung hasil tangkapan hari itu; saat laut berombak besar, pilihan di pasar lebih sedikit. Kelas ini tidak cocok untuk vegetarian atau orang dengan alergi kerang dan udang. Anak mulai 8 tahun boleh ikut.</p><p>Pembatalan gratis hingga 24 jam sebelum kelas; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The fish depends on the day's catch; when the sea is rough, the market has less choice. This class is not suitable for vegetarians or people allergic to shellfish. Children from 8 may join.</p><p>Free cancellation up to 24 hours before the class; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Pasar ikan dan kelas seafood", en: "Fish market and seafood class" },
        detail: {
          id: "<p>07.00–12.00: pasar ikan Kedonganan, memasak enam hidangan seafood dan makan siang di tepi pantai. Maksimal 8 peserta. Termasuk antar-jemput hotel.</p>",
          en: "<p>07:00–12:00: Kedonganan fish market, cooking six seafood dishes and lunch by the beach. Up to 8 guests. Hotel transfers included.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 600000, price_usd: 37.5, minimal: 1 },
          { name: { id: "Anak (8–12 tahun)", en: "Child (8–12 years)" }, price_idr: 350000, price_usd: 22, minimal: 0 },
        ],
      },
    ],
    scenes: ["food", "market", "sea", "boat"],
  },
  {
    code: "BT0406",
    slug: "sidemen-village-home-cooking-class",
    typeId: 4,
    regency: "karangasem",
    name: {
      id: "Kelas Memasak di Rumah Keluarga, Sidemen",
      en: "Village Home Cooking Class in Sidemen",
    },
    short_des: {
      id: "Memasak bersama keluarga Bali di rumah mereka di lembah Sidemen, belajar membuat canang sari, dan makan dengan pemandangan Gunung Agung.",
      en: "Cook with a Balinese family in their home in the Sidemen valley, learn to make a canang sari offering and eat facing Mount Agung.",
    },
    location: { id: "Sidemen, Karangasem", en: "Sidemen, Karangasem" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Memasak di dapur keluarga sungguhan, bukan sekolah masak</li><li>Memetik bahan dari kebun rumah dan sawah di sekitarnya</li><li>Membuat canang sari bersama nenek di rumah</li><li>Makan siang di bale dengan Gunung Agung di belakang sawah</li></ul>",
      en: "<ul><li>Cook in a real family kitchen, not a cooking school</li><li>Pick ingredients from the home garden and nearby paddies</li><li>Make canang sari offerings with the grandmother of the house</li><li>Lunch in the pavilion with Mount Agung behind the rice fields</li></ul>",
    },
    activity_des: {
      id: "<p>Di Sidemen, kehidupan desa masih berjalan dengan ritme sawah dan upacara. Kelas ini berlangsung di rumah keluarga Ketut dan Wayan, pasangan petani yang membuka dapurnya untuk tamu beberapa kali seminggu. Rumah mereka adalah pekarangan Bali tradisional dengan sanggah (pura keluarga), bale, lumbung dan dapur berdinding bata.</p><p>Anda mulai dengan berjalan ke kebun di belakang rumah untuk memetik daun salam, cabai, kemangi dan daun pisang, dan melihat sawah yang dikerjakan keluarga. Di dapur, Wayan menunjukkan cara membuat base genep dan memasak sate lilit ayam, lawar kacang panjang, jukut urab, tum tahu, sambal matah dan tipat (ketupat Bali). Anak-anak keluarga sering ikut membantu atau menonton setelah pulang sekolah.</p><p>Sambil masakan matang, nenek di rumah mengajak Anda menganyam janur dan menyusun canang sari, lalu menjelaskan kapan dan di mana sesajen diletakkan setiap hari. Makan siang disajikan di bale sekitar pukul 12.30, dengan Gunung Agung terlihat di atas sawah bila cuaca cerah.</p>",
      en: "<p>In Sidemen, village life still moves to the rhythm of the rice fields and ceremonies. This class takes place in the home of Ketut and Wayan, a farming couple who open their kitchen to guests a few times a week. Their house is a traditional Balinese compound with a family shrine, pavilions, a rice barn and a brick-walled kitchen.</p><p>You start by walking to the garden behind the house to pick salam leaves, chillies, lemon basil and banana leaves, and see the paddies the family works. In the kitchen, Wayan shows you how to make base genep and cook chicken sate lilit, long bean lawar, urab vegetables, tum tofu steamed in banana leaf, sambal matah and tipat rice cakes. The family's children often help out or watch after school.</p><p>While the food cooks, the grandmother of the house shows you how to fold palm leaves and assemble a canang sari, and explains when and where offerings are placed each day. Lunch is served in the pavilion around 12:30, with Mount Agung above the paddies when the sky is clear.</p>",
    },
    included: {
      id: [
        "Kelas memasak di rumah keluarga, sekitar 3,5 jam",
        "Lokakarya membuat canang sari",
        "Semua bahan dan makan siang",
        "Teh atau kopi Bali dan air mineral",
        "Antar-jemput di Sidemen, atau dari Bali selatan dan Ubud (sesuai paket)",
      ],
      en: [
        "Cooking class in a family home, about 3.5 hours",
        "Canang sari offering workshop",
        "All ingredients and lunch",
        "Balinese tea or coffee and bottled water",
        "Transfers within Sidemen, or from south Bali and Ubud (according to package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian sopan, Anda tamu di rumah keluarga",
        "Sandal yang mudah dilepas",
        "Obat nyamuk",
        "Topi untuk berjalan ke kebun",
      ],
      en: [
        "Modest clothing; you are a guest in a family home",
        "Slip-on sandals",
        "Insect repellent",
        "A hat for the walk to the garden",
      ],
    },
    pickup_time: {
      id: "Di Sidemen 08:45; dari Bali selatan 07:00–07:30, dari Ubud 07:30",
      en: "In Sidemen 08:45; from south Bali 07:00–07:30, from Ubud 07:30",
    },
    meeting_point: {
      id: "Penginapan Anda di Sidemen, atau lobi hotel di Bali selatan dan Ubud",
      en: "Your lodging in Sidemen, or your hotel lobby in south Bali and Ubud",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Pilih paket sesuai tempat Anda menginap.</li><li>Pengemudi atau tuan rumah menghubungi Anda melalui WhatsApp sehari sebelumnya.</li><li>Lepas alas kaki sebelum naik ke bale dan dapur.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>Choose the package that matches where you are staying.</li><li>The driver or host contacts you on WhatsApp the day before.</li><li>Take your shoes off before stepping up into the pavilion and kitchen.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Karena ini rumah keluarga, kelas bisa dipindah tanggal jika ada upacara adat di desa; kami akan memberi tahu secepatnya. Menu vegetarian bisa diatur. Anak dari segala usia diterima; anak di bawah 5 tahun gratis.</p><p>Pembatalan gratis hingga 24 jam sebelum kelas; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>Because this is a family home, the class may have to move if there is a village ceremony; we will let you know as soon as possible. A vegetarian menu can be arranged. Children of all ages are welcome; under 5s go free.</p><p>Free cancellation up to 24 hours before the class; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Untuk tamu yang menginap di Sidemen", en: "For guests staying in Sidemen" },
        detail: {
          id: "<p>Penjemputan dari penginapan di Sidemen pukul 08.45, kelas 09.00–13.00 dan pengantaran kembali.</p>",
          en: "<p>Pickup from your Sidemen lodging at 08:45, class 09:00–13:00 and drop-off afterwards.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          {
            name: { id: "Anak (5–12 tahun)", en: "Child (5–12 years)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Dengan transfer dari Bali selatan atau Ubud", en: "With transfer from south Bali or Ubud" },
        detail: {
          id: "<p>Kelas yang sama dengan mobil pribadi dari hotel Anda (sekitar 1,5 jam sekali jalan). Kembali ke hotel sekitar pukul 15.00.</p>",
          en: "<p>The same class with a private car from your hotel (about 1.5 hours each way). Back at your hotel around 15:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 700000, price_usd: 44, minimal: 1 },
          { name: { id: "Anak (5–12 tahun)", en: "Child (5–12 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
    ],
    scenes: ["food", "rice-terraces", "volcano"],
  },
  {
    code: "BT0407",
    slug: "nusa-lembongan-island-cooking-class",
    typeId: 4,
    regency: "klungkung",
    name: {
      id: "Kelas Memasak Pulau di Nusa Lembongan",
      en: "Island Cooking Class on Nusa Lembongan",
    },
    short_des: {
      id: "Kunjungi petani rumput laut di Lembongan, lalu masak hidangan khas pulau dengan ikan dan rumput laut di rumah warga Jungutbatu.",
      en: "Meet the seaweed farmers of Lembongan, then cook island dishes with fish and seaweed at a local home in Jungutbatu.",
    },
    location: { id: "Nusa Lembongan, Klungkung", en: "Nusa Lembongan, Klungkung" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "08:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Melihat petak rumput laut di perairan dangkal antara Lembongan dan Ceningan</li><li>Urab rumput laut dan sate ikan tuna khas pulau</li><li>Memasak di rumah warga di Jungutbatu, dekat pantai</li><li>Penjemputan dari penginapan mana pun di Lembongan dan Ceningan</li></ul>",
      en: "<ul><li>See the seaweed plots in the shallows between Lembongan and Ceningan</li><li>Seaweed urab salad and island-style tuna sate</li><li>Cook at a local home in Jungutbatu, close to the beach</li><li>Pickup from any lodging on Lembongan and Ceningan</li></ul>",
    },
    activity_des: {
      id: "<p>Sebelum pariwisata datang, Nusa Lembongan hidup dari laut: menangkap ikan dan bertani rumput laut di perairan dangkal di sekitar pulau. Sebagian keluarga masih menanam rumput laut, terutama di selat antara Lembongan dan Ceningan. Kelas pagi dimulai dengan kunjungan ke petani rumput laut saat air surut, di mana Anda melihat tali-tali rumput laut ditanam, dipanen dan dijemur di pinggir jalan.</p><p>Setelah itu Anda menuju rumah Ibu Nyoman di Jungutbatu. Di dapurnya yang sederhana, Anda memasak hidangan pulau: urab rumput laut dengan kelapa parut dan sambal, sate ikan tuna yang dililit di batang serai, ikan kuah kuning, tempe goreng, sambal matah dan pisang goreng untuk penutup. Semua bahan dibeli pagi itu dari nelayan dan pasar kecil di desa.</p><p>Sekitar pukul 11.30 Anda makan siang bersama di teras, lalu diantar kembali ke penginapan. Kelas sore (15.00–18.30) memakai menu yang sama tanpa kunjungan rumput laut dan diakhiri makan malam awal.</p>",
      en: "<p>Before tourism arrived, Nusa Lembongan lived from the sea: fishing and farming seaweed in the shallows around the island. Some families still grow seaweed, mainly in the channel between Lembongan and Ceningan. The morning class begins with a visit to the seaweed farmers at low tide, where you see the lines of seaweed being planted, harvested and laid out to dry along the road.</p><p>Then you head to Ibu Nyoman's home in Jungutbatu. In her simple kitchen you cook island dishes: seaweed urab with grated coconut and sambal, tuna sate wrapped around lemongrass, fish in yellow turmeric broth, fried tempeh, sambal matah and fried banana for dessert. Everything is bought that morning from fishermen and the small village market.</p><p>Around 11:30 you have lunch together on the terrace, then you are taken back to your lodging. The afternoon class (15:00–18:30) uses the same menu without the seaweed visit and ends with an early dinner.</p>",
    },
    included: {
      id: [
        "Antar-jemput dari penginapan di Nusa Lembongan dan Nusa Ceningan",
        "Kunjungan petani rumput laut (kelas pagi dan kelas pribadi)",
        "Semua bahan dan peralatan",
        "Makan siang atau makan malam dari hasil masakan",
        "Air mineral dan teh",
      ],
      en: [
        "Transfers from lodgings on Nusa Lembongan and Nusa Ceningan",
        "Seaweed farm visit (morning and private classes)",
        "All ingredients and equipment",
        "Lunch or dinner of what you cooked",
        "Bottled water and tea",
      ],
    },
    whattobring: {
      id: [
        "Sandal yang boleh basah untuk kebun rumput laut",
        "Topi dan tabir surya",
        "Pakaian ringan",
        "Uang tunai rupiah, ATM di pulau terbatas",
      ],
      en: [
        "Sandals that can get wet for the seaweed farm",
        "Hat and sunscreen",
        "Light clothing",
        "Rupiah cash; ATMs on the island are limited",
      ],
    },
    pickup_time: {
      id: "Kelas pagi 08:15–08:30, kelas sore 14:45 dari penginapan Anda",
      en: "Morning class 08:15–08:30, afternoon class 14:45 from your lodging",
    },
    meeting_point: {
      id: "Penginapan Anda di Nusa Lembongan atau Nusa Ceningan",
      en: "Your lodging on Nusa Lembongan or Nusa Ceningan",
    },
    how_to_use: {
      id: "<ol><li>Tunggu e-mail konfirmasi dengan booking ID.</li><li>Tulis nama penginapan Anda di Lembongan atau Ceningan saat memesan.</li><li>Tuan rumah menghubungi Anda melalui WhatsApp sehari sebelumnya dan menjemput dengan mobil bak terbuka atau mobil kecil.</li></ol>",
      en: "<ol><li>Wait for the confirmation e-mail with your booking ID.</li><li>Give the name of your lodging on Lembongan or Ceningan when booking.</li><li>The host contacts you on WhatsApp the day before and picks you up in a small pickup truck or car.</li></ol>",
    },
    payment: PAYMENT,
    note: {
      id: "<p>Harga tidak termasuk kapal cepat dari Sanur ke Nusa Lembongan (sekitar 30 menit); kelas ini untuk tamu yang sudah menginap di pulau. Kunjungan rumput laut tergantung pasang surut dan musim panen, jadi jamnya bisa bergeser. Menu vegetarian bisa diatur dengan tahu dan sayur.</p><p>Pembatalan gratis hingga 24 jam sebelum kelas; setelah itu biaya hingga 50%, no-show 100%.</p>",
      en: "<p>The price does not include the fast boat from Sanur to Nusa Lembongan (about 30 minutes); this class is for guests already staying on the island. The seaweed visit depends on the tide and the harvest season, so timings may shift. A vegetarian menu with tofu and vegetables can be arranged.</p><p>Free cancellation up to 24 hours before the class; after that a fee of up to 50%, no-show 100%.</p>",
    },
    confirmation_detail: CONFIRMATION,
    packages: [
      {
        name: { id: "Kelas pagi dengan kebun rumput laut", en: "Morning class with seaweed farm" },
        detail: {
          id: "<p>08.30–12.00: kunjungan petani rumput laut, memasak enam hidangan dan makan siang. Maksimal 8 peserta.</p>",
          en: "<p>08:30–12:00: seaweed farm visit, cooking six dishes and lunch. Up to 8 guests.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kelas sore", en: "Afternoon class" },
        detail: {
          id: "<p>15.00–18.30: menu yang sama tanpa kunjungan rumput laut, diakhiri makan malam awal. Maksimal 8 peserta.</p>",
          en: "<p>15:00–18:30: the same menu without the seaweed visit, ending with an early dinner. Up to 8 guests.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          { name: { id: "Anak (6–12 tahun)", en: "Child (6–12 years)" }, price_idr: 225000, price_usd: 14, minimal: 0 },
        ],
      },
      {
        name: { id: "Kelas pribadi", en: "Private class" },
        detail: {
          id: "<p>Kelas pagi hanya untuk rombongan Anda, termasuk kunjungan rumput laut. Harga dasar untuk 1–2 orang; orang tambahan dihitung terpisah, hingga 6 orang.</p>",
          en: "<p>The morning class for your group only, including the seaweed visit. The base price covers 1–2 people; extra people are charged separately, up to 6 people.</p>",
        },
        products: [
          {
            name: { id: "Per kelompok (1–2 orang)", en: "Per group (1–2 people)" },
            price_idr: 1200000,
            price_usd: 75,
            minimal: 1,
          },
          { name: { id: "Orang tambahan", en: "Extra person" }, price_idr: 350000, price_usd: 22, minimal: 0 },
        ],
      },
    ],
    scenes: ["food", "sea", "boat", "beach-dusk"],
  },
];
