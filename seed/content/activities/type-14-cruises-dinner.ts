import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every cruise and dinner. */
const PAYMENT: Localized<RichText> = {
  id:
    "<p>Pesan sekarang, bayar nanti. Anda membayar pada hari kegiatan kepada sopir atau staf kami yang menyambut Anda, tunai atau melalui transfer bank. Pembayaran tunai hanya dalam rupiah; kami tidak dapat menerima uang tunai dolar AS. Mata uang lain dihitung dengan kurs hari itu.</p>" +
    "<p>Pembayaran dengan kartu Amex, Visa atau Mastercard di kantor kami dikenai biaya tambahan 3%. PayPal, kartu kredit atau transfer bank sebelum hari kegiatan diatur melalui e-mail setelah Anda memesan.</p>",
  en:
    "<p>Book now, pay later. You pay on the day to our driver or the staff member who welcomes you, in cash or by bank transfer. Cash is accepted in Indonesian rupiah only; we cannot take US dollars in cash. Other currencies are converted at the day's rate.</p>" +
    "<p>Amex, Visa and Mastercard payments at our office carry a 3% surcharge. PayPal, credit card or bank transfer before the day are arranged by e-mail after you book.</p>",
};

export const cruisesDinner: ActivitySeed[] = [
  {
    code: "BT1401",
    slug: "benoa-bay-sunset-dinner-cruise",
    typeId: 14,
    regency: "denpasar",
    name: {
      id: "Pesiar Makan Malam Senja di Teluk Benoa",
      en: "Benoa Bay Sunset Dinner Cruise",
    },
    short_des: {
      id: "Berlayar dengan katamaran dari Pelabuhan Benoa saat matahari terbenam, dengan makan malam prasmanan, musik live dan tari Bali di dek.",
      en: "Sail out of Benoa Harbour on a catamaran as the sun goes down, with a buffet dinner, live music and Balinese dance on deck.",
    },
    location: { id: "Pelabuhan Benoa, Denpasar", en: "Benoa Harbour, Denpasar" },
    duration_hours: 3,
    cancelation_hours: 48,
    start_time: "17:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Matahari terbenam di atas teluk dengan latar pesawat yang mendarat di Ngurah Rai</li>" +
        "<li>Gunung Agung terlihat di cakrawala saat cuaca cerah</li>" +
        "<li>Prasmanan hidangan Indonesia dan internasional</li>" +
        "<li>Band akustik dan pertunjukan tari Bali singkat</li>" +
        "<li>Antar-jemput hotel di Bali selatan</li></ul>",
      en:
        "<ul><li>Sunset over the bay with planes gliding in to Ngurah Rai</li>" +
        "<li>Mount Agung on the horizon on clear evenings</li>" +
        "<li>Buffet of Indonesian and international dishes</li>" +
        "<li>Acoustic band and a short Balinese dance performance</li>" +
        "<li>Hotel transfer in south Bali</li></ul>",
    },
    activity_des: {
      id:
        "<p>Katamaran berangkat dari Pelabuhan Benoa pukul 17.30, keluar dari teluk melewati Pulau Serangan dan menyusuri pantai Tanjung Benoa dan Nusa Dua. Di dek atas, minuman selamat datang sudah menunggu, dan saat langit mulai jingga Anda bisa melihat Gunung Agung di timur serta pesawat yang turun ke bandara di barat.</p>" +
        "<p>Setelah matahari terbenam, prasmanan dibuka di dek utama: nasi goreng, sate ayam, ikan bakar bumbu Bali, mi goreng, salad, pasta, buah dan kue. Band akustik memainkan lagu-lagu populer, disusul pertunjukan tari Bali sekitar 20 menit. Setelah itu lantai dansa terbuka bagi yang ingin bergoyang.</p>" +
        "<p>Kapal kembali ke pelabuhan sekitar pukul 20.30, dan sopir kami sudah menunggu untuk mengantar Anda ke hotel. Laut di dalam teluk biasanya tenang, tetapi di luar teluk bisa sedikit berayun saat angin tenggara di musim kemarau.</p>",
      en:
        "<p>The catamaran leaves Benoa Harbour at 17:30 and heads out of the bay past Serangan Island, then along the shore of Tanjung Benoa and Nusa Dua. A welcome drink waits on the upper deck, and as the sky turns orange you can see Mount Agung to the east and planes coming down into the airport to the west.</p>" +
        "<p>After sunset the buffet opens on the main deck: nasi goreng, chicken satay, Balinese-spiced grilled fish, fried noodles, salads, pasta, fruit and cakes. An acoustic band plays familiar songs, followed by about 20 minutes of Balinese dance. After that the dance floor is open to anyone who wants it.</p>" +
        "<p>The boat is back in the harbour around 20:30, where our driver is waiting to take you to your hotel. Inside the bay the water is usually calm, but outside it can roll a little when the south-east wind blows in the dry season.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Kuta, Seminyak, Jimbaran, Nusa Dua dan Sanur",
        "Minuman selamat datang",
        "Makan malam prasmanan",
        "Kopi, teh dan air mineral",
        "Musik live dan pertunjukan tari",
        "Retribusi pelabuhan",
      ],
      en: [
        "Hotel transfer in Kuta, Seminyak, Jimbaran, Nusa Dua and Sanur",
        "Welcome drink",
        "Buffet dinner",
        "Coffee, tea and drinking water",
        "Live music and dance performance",
        "Harbour fee",
      ],
    },
    whattobring: {
      id: [
        "Pakaian santai yang rapi",
        "Jaket tipis atau selendang untuk angin malam",
        "Kamera",
        "Obat anti mabuk laut jika perlu",
        "Uang tunai untuk minuman tambahan",
      ],
      en: [
        "Smart casual clothes",
        "A light jacket or shawl for the evening breeze",
        "Camera",
        "Seasickness tablets if you need them",
        "Cash for extra drinks",
      ],
    },
    pickup_time: {
      id: "15:45–16:30 tergantung lokasi hotel; jam pasti tercantum di konfirmasi.",
      en: "15:45–16:30 depending on your hotel; the exact time is in your confirmation.",
    },
    meeting_point: {
      id: "Lobi hotel Anda. Jika datang sendiri, lapor di konter kami di terminal kapal wisata Pelabuhan Benoa paling lambat pukul 17.00.",
      en: "Your hotel lobby. If you come on your own, check in at our counter in the cruise terminal at Benoa Harbour by 17:00.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir atau di konter check-in pelabuhan. Anda akan menerima gelang tanda penumpang sebelum naik kapal.</p>",
      en: "<p>Show your confirmation e-mail to the driver or at the harbour check-in counter. You get a wristband before boarding.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Beri tahu kami jika Anda vegetarian atau memiliki alergi makanan. Tidak disarankan bagi ibu hamil di atas 6 bulan. Jadwal dapat berubah jika otoritas pelabuhan menutup pelayaran karena cuaca; dalam hal itu Anda mendapat tanggal lain atau pengembalian dana penuh.</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelum keberangkatan; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Let us know if you are vegetarian or have food allergies. Not recommended after the sixth month of pregnancy. If the harbour authority closes the sea for weather, you get another date or a full refund.</p>" +
        "<p>Free cancellation up to 48 hours before departure; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Kami memeriksa kursi yang tersedia dan mengirim konfirmasi dengan ID pemesanan melalui e-mail, umumnya dalam 48 jam. Konfirmasi mencantumkan jam penjemputan Anda.</p>",
      en: "<p>We check seat availability and send a confirmation with your booking ID by e-mail, usually within 48 hours. It includes your pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Pesiar makan malam standar", en: "Standard dinner cruise" },
        detail: {
          id: "<p>Tempat duduk di dek utama, minuman selamat datang, prasmanan dan hiburan.</p>",
          en: "<p>Seating on the main deck, welcome drink, buffet and entertainment.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" },
            price_idr: 425000,
            price_usd: 26.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Dek atas premium", en: "Premium upper deck" },
        detail: {
          id: "<p>Meja di dek atas dengan pemandangan terbaik, koktail selamat datang, serta bir, anggur dan minuman ringan sepuasnya selama 2 jam.</p>",
          en: "<p>A table on the upper deck with the best view, a welcome cocktail, and free-flow beer, wine and soft drinks for 2 hours.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1150000, price_usd: 72, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun, minuman ringan)", en: "Child (4–11 years, soft drinks)" },
            price_idr: 575000,
            price_usd: 36,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["boat", "beach-dusk", "food", "dance"],
  },
  {
    code: "BT1402",
    slug: "jimbaran-bay-seafood-sunset-dinner",
    typeId: 14,
    regency: "badung",
    name: {
      id: "Makan Malam Seafood Saat Senja di Pantai Jimbaran",
      en: "Jimbaran Bay Seafood Sunset Dinner",
    },
    short_des: {
      id: "Meja di atas pasir, ikan dan udang bakar di atas sabut kelapa, dan matahari terbenam di Teluk Jimbaran, dengan antar-jemput hotel.",
      en: "A table on the sand, fish and prawns grilled over coconut husks and the sunset over Jimbaran Bay, with hotel transfer.",
    },
    location: { id: "Pantai Jimbaran, Kuta Selatan, Badung", en: "Jimbaran Beach, South Kuta, Badung" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "17:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Meja dengan lilin langsung di atas pasir</li>" +
        "<li>Menu set dengan harga jelas, tanpa kejutan harga per kilo</li>" +
        "<li>Seafood segar dari pasar ikan Kedonganan</li>" +
        "<li>Musisi keliling memainkan lagu pilihan Anda</li></ul>",
      en:
        "<ul><li>Candlelit table right on the sand</li>" +
        "<li>Set menu at a fixed price, no by-the-kilo surprises</li>" +
        "<li>Fresh seafood from the Kedonganan fish market</li>" +
        "<li>Strolling musicians who play your requests</li></ul>",
    },
    activity_des: {
      id:
        "<p>Makan malam seafood di Jimbaran adalah tradisi bagi banyak pengunjung Bali. Puluhan kafe berjajar di sepanjang pantai, dan saat sore meja-meja dipindahkan ke atas pasir. Kami mengantar Anda ke kafe mitra langganan kami di Pantai Muaya, bagian selatan teluk yang lebih tenang, sekitar pukul 17.30, cukup waktu untuk berjalan di pantai sebelum matahari turun.</p>" +
        "<p>Menu set sudah dipesan sebelumnya: ikan kakap atau baramundi bakar, udang, cumi, kerang, plecing kangkung, nasi, sambal matah dan sambal tomat, buah, serta satu minuman. Semua dibakar di atas sabut kelapa dan diolesi bumbu Bali. Di banyak tempat ikan dijual per kilo dan tagihan bisa mengejutkan; dengan menu set, Anda tahu harganya sejak awal.</p>" +
        "<p>Matahari terbenam sekitar pukul 18.15–18.45 tergantung musim. Musisi keliling akan mampir ke meja; memberi tip itu wajar, sekitar Rp 50.000. Karena bandara dekat, pesawat sesekali melintas rendah di atas teluk, yang bagi sebagian orang justru menjadi bagian pemandangannya. Sopir mengantar Anda kembali sekitar pukul 20.30.</p>",
      en:
        "<p>A seafood dinner in Jimbaran is a Bali ritual for many visitors. Dozens of cafés line the beach, and in the late afternoon the tables are carried out onto the sand. We take you to the café we have worked with for years on Muaya Beach, the quieter southern end of the bay, arriving around 17:30, with time for a walk before the sun goes down.</p>" +
        "<p>The set menu is ordered in advance: grilled snapper or barramundi, prawns, squid, clams, plecing kangkung (water spinach with chilli), rice, sambal matah and tomato sambal, fruit and one drink. Everything is grilled over coconut husks and brushed with Balinese spices. At many places fish is sold by the kilo and the bill can be a shock; with the set menu you know the price from the start.</p>" +
        "<p>Sunset is around 18:15–18:45 depending on the season. Strolling musicians will stop at your table; a tip of about IDR 50,000 is normal. The airport is close, so planes sometimes pass low over the bay, which some people find part of the show. Your driver takes you back around 20:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Kuta, Legian, Seminyak, Nusa Dua dan Jimbaran",
        "Meja dengan lilin di atas pasir",
        "Menu set seafood sesuai paket",
        "Satu minuman per orang (jus, bir lokal atau minuman ringan)",
        "Pajak dan servis restoran",
      ],
      en: [
        "Hotel transfer in Kuta, Legian, Seminyak, Nusa Dua and Jimbaran",
        "Candlelit table on the sand",
        "Seafood set menu of your package",
        "One drink per person (juice, local beer or soft drink)",
        "Restaurant tax and service",
      ],
    },
    whattobring: {
      id: [
        "Sandal (Anda akan makan di atas pasir)",
        "Losion anti nyamuk",
        "Jaket tipis",
        "Uang tunai untuk minuman tambahan dan tip musisi",
      ],
      en: [
        "Sandals (you dine on the sand)",
        "Insect repellent",
        "A light jacket",
        "Cash for extra drinks and tips for the musicians",
      ],
    },
    pickup_time: {
      id: "16:30–17:00 dari Kuta, Seminyak dan Nusa Dua; 17:15 dari Jimbaran.",
      en: "16:30–17:00 from Kuta, Seminyak and Nusa Dua; 17:15 from Jimbaran.",
    },
    meeting_point: {
      id: "Lobi hotel Anda. Tamu yang datang sendiri menyebutkan nama pemesan di meja penerima tamu kafe mitra kami di Pantai Muaya (alamat di konfirmasi).",
      en: "Your hotel lobby. Guests coming on their own give the booking name at the host desk of our partner café on Muaya Beach (address in the confirmation).",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir. Di kafe, meja Anda sudah dipesan atas nama pemesan.</p>",
      en: "<p>Show the confirmation e-mail to the driver. At the café, your table is reserved under the booking name.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Minuman tambahan dibayar langsung di kafe. Menu vegetarian (tahu, tempe, sayur bakar dan jagung) tersedia jika diminta saat memesan. Saat hujan deras, meja dipindahkan ke area beratap.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Extra drinks are paid at the café. A vegetarian menu (tofu, tempeh, grilled vegetables and corn) is available if requested when booking. In heavy rain, tables move to the covered area.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam. Pemesanan di hari yang sama bisa dicoba lewat WhatsApp.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours. For same-day bookings, try us on WhatsApp.</p>",
    },
    packages: [
      {
        name: { id: "Menu set seafood", en: "Seafood set menu" },
        detail: {
          id: "<p>Ikan bakar, udang, cumi, kerang, sayur, nasi, sambal, buah dan satu minuman.</p>",
          en: "<p>Grilled fish, prawns, squid, clams, vegetables, rice, sambal, fruit and one drink.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun, porsi anak)", en: "Child (4–11 years, kids' portion)" },
            price_idr: 225000,
            price_usd: 14,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Menu set lobster", en: "Lobster set menu" },
        detail: {
          id: "<p>Setengah ekor lobster bakar (sekitar 400 g utuh) ditambah seluruh isi menu set seafood.</p>",
          en: "<p>Half a grilled lobster (about 400 g whole) plus everything in the seafood set menu.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 950000, price_usd: 59.5, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun, menu set seafood)", en: "Child (4–11 years, seafood set)" },
            price_idr: 225000,
            price_usd: 14,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["beach-dusk", "food", "sea"],
  },
  {
    code: "BT1403",
    slug: "nusa-lembongan-reef-day-cruise",
    typeId: 14,
    regency: "klungkung",
    name: {
      id: "Pesiar Sehari ke Nusa Lembongan",
      en: "Nusa Lembongan Reef Day Cruise",
    },
    short_des: {
      id: "Sehari berlayar dari Benoa ke Nusa Lembongan: snorkeling, seluncuran air di ponton, tur desa dan makan siang prasmanan.",
      en: "A day's cruise from Benoa to Nusa Lembongan: snorkelling, the pontoon water slide, a village tour and a buffet lunch.",
    },
    location: {
      id: "Nusa Lembongan, Klungkung (berangkat dari Pelabuhan Benoa)",
      en: "Nusa Lembongan, Klungkung (departs from Benoa Harbour)",
    },
    duration_hours: 8,
    cancelation_hours: 48,
    start_time: "09:15",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Pelayaran sekitar 90 menit melintasi Selat Badung</li>" +
        "<li>Snorkeling di air jernih dengan peralatan dan pemandu</li>" +
        "<li>Seluncuran air, banana boat dan kapal semi-selam</li>" +
        "<li>Tur desa: budidaya rumput laut dan rumah gua Gala-Gala</li>" +
        "<li>Makan siang prasmanan</li></ul>",
      en:
        "<ul><li>About 90 minutes' cruise across the Badung Strait</li>" +
        "<li>Snorkelling in clear water with gear and a guide</li>" +
        "<li>Water slide, banana boat and semi-submarine</li>" +
        "<li>Village tour: seaweed farms and the Gala-Gala cave house</li>" +
        "<li>Buffet lunch</li></ul>",
    },
    activity_des: {
      id:
        "<p>Kapal pesiar berangkat dari Pelabuhan Benoa pukul 09.15. Selama sekitar 90 menit Anda menyeberangi Selat Badung sambil menikmati kopi, teh dan kue, dengan Nusa Penida yang menjulang di depan. Sesampainya di Nusa Lembongan, paket yang Anda pilih menentukan hari Anda.</p>" +
        "<p>Dengan <strong>paket ponton</strong>, kapal bersandar di ponton besar yang tertambat di perairan Lembongan. Dari sana ada seluncuran air langsung ke laut, snorkeling di karang dengan pemandu, perjalanan kapal semi-selam untuk melihat ikan tanpa basah, dan banana boat. Dengan <strong>paket beach club</strong>, Anda menghabiskan hari di beach club di Jungut Batu dengan kolam renang, kano dan kursi pantai.</p>" +
        "<p>Kedua paket termasuk tur desa singkat dengan kendaraan terbuka: melihat petani rumput laut di pantai, mampir ke rumah gua Gala-Gala yang digali tangan, dan jalan-jalan di desa. Makan siang prasmanan disajikan sekitar pukul 12.30. Kapal kembali ke Benoa pukul 15.00 dan tiba sekitar 16.30.</p>",
      en:
        "<p>The cruise boat leaves Benoa Harbour at 09:15. For about 90 minutes you cross the Badung Strait with coffee, tea and cakes, with Nusa Penida rising ahead. Once at Nusa Lembongan, the package you chose shapes your day.</p>" +
        "<p>With the <strong>pontoon package</strong>, the boat ties up at a large pontoon moored off Lembongan. From there you have a water slide straight into the sea, guided snorkelling on the reef, a semi-submarine ride to see fish without getting wet, and the banana boat. With the <strong>beach club package</strong>, you spend the day at a beach club in Jungut Batu with a pool, canoes and sun loungers.</p>" +
        "<p>Both include a short village tour in an open vehicle: seaweed farmers on the shore, the hand-dug Gala-Gala cave house and a walk through the village. The buffet lunch is served around 12:30. The boat leaves for Benoa at 15:00 and arrives around 16:30.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud",
        "Pelayaran pulang-pergi Benoa–Lembongan",
        "Kopi, teh dan kue pagi",
        "Makan siang prasmanan",
        "Peralatan snorkeling dan pemandu",
        "Tur desa Lembongan",
        "Handuk dan loker",
      ],
      en: [
        "Hotel transfer in south Bali and Ubud",
        "Return cruise Benoa–Lembongan",
        "Morning coffee, tea and cakes",
        "Buffet lunch",
        "Snorkelling gear and guide",
        "Lembongan village tour",
        "Towel and locker",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang",
        "Tabir surya yang aman untuk karang",
        "Topi dan kacamata hitam",
        "Baju ganti",
        "Obat anti mabuk laut",
        "Uang tunai untuk minuman",
      ],
      en: [
        "Swimwear",
        "Reef-safe sunscreen",
        "Hat and sunglasses",
        "Change of clothes",
        "Seasickness tablets",
        "Cash for drinks",
      ],
    },
    pickup_time: {
      id: "07:30–08:15 dari Bali selatan; 07:00 dari Ubud.",
      en: "07:30–08:15 from south Bali; 07:00 from Ubud.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau konter check-in kami di terminal kapal wisata Pelabuhan Benoa paling lambat pukul 08.45.",
      en: "Your hotel lobby, or our check-in counter at the Benoa Harbour cruise terminal by 08:45.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir atau di konter check-in pelabuhan untuk ditukar dengan tiket naik kapal.</p>",
      en: "<p>Show your confirmation e-mail to the driver or at the harbour check-in counter to get your boarding ticket.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Penyeberangan bisa berguncang, terutama Juli–September. Snorkeling aman bagi yang bisa berenang; rompi pelampung disediakan. Anak di bawah 4 tahun gratis tanpa kursi dan makan sendiri. Pelayaran bisa dibatalkan oleh otoritas pelabuhan saat cuaca buruk; Anda mendapat tanggal lain atau pengembalian dana penuh.</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelum keberangkatan; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>The crossing can be bumpy, especially July to September. Snorkelling is safe for swimmers; life jackets are provided. Children under 4 go free without their own seat or meal. The harbour authority may cancel sailings in bad weather; you then get another date or a full refund.</p>" +
        "<p>Free cancellation up to 48 hours before departure; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam, setelah kursi di kapal dipastikan.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours, once your seats on the boat are secured.</p>",
    },
    packages: [
      {
        name: { id: "Paket ponton", en: "Pontoon package" },
        detail: {
          id: "<p>Sehari di ponton: seluncuran air, snorkeling berpemandu, kapal semi-selam dan banana boat, ditambah tur desa dan makan siang.</p>",
          en: "<p>A day at the pontoon: water slide, guided snorkelling, semi-submarine and banana boat, plus the village tour and lunch.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1350000, price_usd: 84.5, minimal: 1 },
          { name: { id: "Anak (4–12 tahun)", en: "Child (4–12 years)" }, price_idr: 675000, price_usd: 42, minimal: 0 },
        ],
      },
      {
        name: { id: "Paket beach club", en: "Beach club package" },
        detail: {
          id: "<p>Sehari di beach club Jungut Batu dengan kolam renang, kano, snorkeling dari pantai dan kursi pantai, ditambah tur desa dan makan siang.</p>",
          en: "<p>A day at a Jungut Batu beach club with pool, canoes, snorkelling from the beach and sun loungers, plus the village tour and lunch.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1250000, price_usd: 78, minimal: 1 },
          { name: { id: "Anak (4–12 tahun)", en: "Child (4–12 years)" }, price_idr: 625000, price_usd: 39, minimal: 0 },
        ],
      },
    ],
    scenes: ["boat", "sea", "underwater"],
  },
  {
    code: "BT1404",
    slug: "tanah-lot-sunset-and-dinner-tour",
    typeId: 14,
    regency: "tabanan",
    name: {
      id: "Senja di Tanah Lot dan Makan Malam di Tebing",
      en: "Tanah Lot Sunset and Clifftop Dinner",
    },
    short_des: {
      id: "Sore di Pura Taman Ayun, matahari terbenam di balik Pura Tanah Lot, lalu makan malam khas Bali dengan pemandangan pura.",
      en: "An afternoon at Taman Ayun temple, sunset behind Tanah Lot's sea temple, then a Balinese dinner looking out over it.",
    },
    location: { id: "Tanah Lot, Beraban, Tabanan", en: "Tanah Lot, Beraban, Tabanan" },
    duration_hours: 7,
    cancelation_hours: 24,
    start_time: "14:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Mobil pribadi dengan sopir berbahasa Inggris</li>" +
        "<li>Pura Taman Ayun, situs Warisan Dunia UNESCO di Mengwi</li>" +
        "<li>Matahari terbenam di Pura Tanah Lot dan Pura Batu Bolong</li>" +
        "<li>Makan malam set menu Bali di restoran tepi tebing</li>" +
        "<li>Tiket masuk sudah termasuk</li></ul>",
      en:
        "<ul><li>Private car with an English-speaking driver</li>" +
        "<li>Taman Ayun, a UNESCO World Heritage temple in Mengwi</li>" +
        "<li>Sunset at Tanah Lot and Batu Bolong temples</li>" +
        "<li>Balinese set dinner at a clifftop restaurant</li>" +
        "<li>Entrance tickets included</li></ul>",
    },
    activity_des: {
      id:
        "<p>Sopir menjemput Anda sekitar pukul 14.00 dan pertama-tama menuju Pura Taman Ayun di Mengwi, pura kerajaan abad ke-17 yang dikelilingi parit dan terkenal dengan meru bertingkat-tingkatnya. Suasananya tenang di sore hari, dan Anda punya sekitar 45 menit untuk berkeliling.</p>" +
        "<p>Dari sana perjalanan 30–40 menit ke Tanah Lot, pura di atas batu karang di tengah ombak. Saat surut Anda bisa menyeberang ke kaki batu dan menerima percikan air suci dari mata air di bawah pura; wisatawan tidak boleh naik ke pura itu sendiri. Berjalanlah ke Pura Batu Bolong di atas lengkungan batu di sebelah utara, lalu cari tempat di tebing untuk menyaksikan matahari terbenam di belakang Tanah Lot.</p>" +
        "<p>Setelah gelap, makan malam disajikan di restoran di tepi tebing yang menghadap pura: sup, sate lilit, ayam betutu atau ikan bumbu kuning, sayur urap, nasi, dan dadar gulung sebagai penutup. Kembali di hotel sekitar pukul 21.00. Sore hari jalanan ke Tanah Lot bisa padat, jadi kami berangkat cukup awal.</p>",
      en:
        "<p>Your driver picks you up around 14:00 and heads first to Taman Ayun in Mengwi, a 17th-century royal temple ringed by a moat and known for its tall tiered shrines. It is peaceful in the afternoon, and you have about 45 minutes to walk around.</p>" +
        "<p>From there it is 30 to 40 minutes to Tanah Lot, the temple on a rock in the surf. At low tide you can cross to the foot of the rock and receive a splash of holy water from the spring beneath it; visitors may not climb up to the temple itself. Walk north to Batu Bolong temple on its rock arch, then find a spot on the cliff to watch the sun set behind Tanah Lot.</p>" +
        "<p>After dark, dinner is served at a clifftop restaurant overlooking the temple: soup, sate lilit, ayam betutu or fish in turmeric sauce, urap vegetables, rice, and dadar gulung pancakes for dessert. Back at your hotel around 21:00. Traffic to Tanah Lot is heavy in the late afternoon, so we leave in good time.</p>",
    },
    included: {
      id: [
        "Mobil pribadi ber-AC dengan sopir, bensin dan parkir",
        "Tiket masuk Pura Taman Ayun dan Tanah Lot",
        "Kain dan selendang pura",
        "Makan malam set menu Bali (paket dengan makan malam)",
        "Air mineral di mobil",
      ],
      en: [
        "Private air-conditioned car with driver, fuel and parking",
        "Entrance tickets for Taman Ayun and Tanah Lot",
        "Temple sarong and sash",
        "Balinese set dinner (dinner package)",
        "Drinking water in the car",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang menutup bahu dan lutut",
        "Sandal yang tidak licin untuk batu basah",
        "Kamera",
        "Uang tunai untuk donasi air suci dan minuman",
      ],
      en: [
        "Clothes that cover shoulders and knees",
        "Non-slip sandals for wet rocks",
        "Camera",
        "Cash for the holy water donation and drinks",
      ],
    },
    pickup_time: {
      id: "13:45–14:15 dari Seminyak, Canggu, Kuta dan Ubud; 13:30 dari Nusa Dua dan Sanur.",
      en: "13:45–14:15 from Seminyak, Canggu, Kuta and Ubud; 13:30 from Nusa Dua and Sanur.",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda di Bali selatan atau Ubud.",
      en: "Your hotel or villa lobby in south Bali or Ubud.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir saat dijemput. Sopir akan membelikan tiket masuk di setiap lokasi.</p>",
      en: "<p>Show the confirmation e-mail to your driver at pickup. The driver buys the entrance tickets at each site.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Perempuan yang sedang haid menurut adat Bali tidak memasuki area pura. Saat pasang tinggi, Anda tidak bisa menyeberang ke kaki batu Tanah Lot. Menu vegetarian tersedia jika diminta saat memesan.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>By Balinese custom, women who are menstruating do not enter temple grounds. At high tide you cannot cross to the foot of the Tanah Lot rock. A vegetarian menu is available if requested when booking.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan, nama sopir dan nomor WhatsApp-nya dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and your driver's name and WhatsApp number comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Tur senja dengan makan malam", en: "Sunset tour with dinner" },
        detail: {
          id: "<p>Taman Ayun, Tanah Lot saat senja, dan makan malam set menu Bali di tebing.</p>",
          en: "<p>Taman Ayun, Tanah Lot at sunset and a Balinese set dinner on the cliff.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          { name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" }, price_idr: 350000, price_usd: 22, minimal: 0 },
        ],
      },
      {
        name: { id: "Tur senja tanpa makan malam", en: "Sunset tour without dinner" },
        detail: {
          id: "<p>Rute yang sama tanpa makan malam; Anda kembali ke hotel sekitar pukul 20.00.</p>",
          en: "<p>The same route without dinner; back at your hotel around 20:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["temple-gate", "beach-dusk", "cliff", "food"],
  },
  {
    code: "BT1405",
    slug: "ubud-rice-field-candlelight-dinner",
    typeId: 14,
    regency: "gianyar",
    name: {
      id: "Makan Malam Romantis di Tengah Sawah Ubud",
      en: "Candlelight Dinner in the Ubud Rice Fields",
    },
    short_des: {
      id: "Makan malam lima hidangan untuk berdua di bale bambu di tengah sawah Keliki, diterangi pelita dan diiringi musik rindik.",
      en: "A five-course dinner for two in a bamboo pavilion among the Keliki rice fields, lit by oil lamps, with rindik music.",
    },
    location: { id: "Keliki, Ubud, Gianyar", en: "Keliki, Ubud, Gianyar" },
    duration_hours: 3,
    cancelation_hours: 48,
    start_time: "18:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id:
        "<ul><li>Bale privat di tengah sawah, hanya untuk Anda berdua</li>" +
        "<li>Jalan setapak diterangi pelita dan taburan bunga</li>" +
        "<li>Lima hidangan perpaduan Bali dan Barat</li>" +
        "<li>Pemain rindik (gamelan bambu) selama satu jam pertama</li>" +
        "<li>Pelayan pribadi dan antar-jemput di area Ubud</li></ul>",
      en:
        "<ul><li>A private pavilion in the rice fields, just for the two of you</li>" +
        "<li>A path lit by oil lamps and scattered with flowers</li>" +
        "<li>Five courses mixing Balinese and Western cooking</li>" +
        "<li>A rindik (bamboo gamelan) player for the first hour</li>" +
        "<li>Private waiter and transfer within the Ubud area</li></ul>",
    },
    activity_des: {
      id:
        "<p>Keliki adalah desa kecil di utara Ubud yang masih dikelilingi sawah. Menjelang pukul 18.00 Anda diantar ke tepi sawah, lalu berjalan di pematang yang diterangi pelita menuju bale bambu beratap alang-alang. Meja sudah ditata dengan bunga kamboja, lilin dan kain endek, dan minuman selamat datang dari jus segar atau koktail arak Bali.</p>" +
        "<p>Saat langit meredup, suara katak dan jangkrik mulai terdengar, dan pemain rindik memainkan gamelan bambu di dekat bale. Menunya lima hidangan: hidangan pembuka seperti lawar ayam atau salad pakis, sup jagung Bali, hidangan antara sate lilit ikan, hidangan utama bebek goreng renyah, ikan bakar dengan sambal matah atau pilihan vegetarian, lalu bubur injin (bubur ketan hitam) dengan es krim kelapa sebagai penutup.</p>" +
        "<p>Seorang pelayan menemani Anda sepanjang malam tetapi memberi cukup ruang untuk berdua. Makan malam berakhir sekitar pukul 21.00, dan sopir mengantar Anda kembali ke hotel. Bale memiliki atap, sehingga makan malam tetap berlangsung meski hujan.</p>",
      en:
        "<p>Keliki is a small village north of Ubud still surrounded by rice fields. Just before 18:00 you are dropped at the edge of the fields and walk along a dyke lit by oil lamps to a bamboo pavilion with a thatched roof. The table is set with frangipani, candles and endek cloth, and a welcome drink of fresh juice or a Balinese arak cocktail is waiting.</p>" +
        "<p>As the light fades, the frogs and crickets start up and a rindik player plays the bamboo gamelan near the pavilion. The menu has five courses: a starter such as chicken lawar or fern-tip salad, Balinese corn soup, fish sate lilit, a main of crispy duck, grilled fish with sambal matah or a vegetarian choice, then bubur injin (black rice pudding) with coconut ice cream.</p>" +
        "<p>A waiter looks after you through the evening but leaves the two of you to yourselves. Dinner ends around 21:00, and the driver takes you back to your hotel. The pavilion is roofed, so dinner goes ahead even if it rains.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di area Ubud",
        "Bale privat dengan dekorasi bunga dan lilin",
        "Minuman selamat datang",
        "Makan malam lima hidangan untuk dua orang",
        "Air mineral, kopi atau teh",
        "Pemain rindik selama satu jam",
        "Pajak dan servis",
      ],
      en: [
        "Hotel transfer in the Ubud area",
        "Private pavilion with flowers and candles",
        "Welcome drink",
        "Five-course dinner for two",
        "Water, coffee or tea",
        "Rindik player for one hour",
        "Tax and service",
      ],
    },
    whattobring: {
      id: [
        "Alas kaki yang nyaman untuk pematang sawah",
        "Losion anti nyamuk (kami juga menyediakan)",
        "Kardigan tipis",
        "Kamera atau ponsel",
      ],
      en: [
        "Comfortable shoes for the rice-field path",
        "Insect repellent (we also have some)",
        "A light cardigan",
        "Camera or phone",
      ],
    },
    pickup_time: {
      id: "17:30–17:45 dari hotel di Ubud. Penjemputan dari Bali selatan bisa diatur dengan biaya tambahan.",
      en: "17:30–17:45 from Ubud hotels. Pickup from south Bali can be arranged at extra cost.",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Ubud, atau parkiran di ujung jalan sawah Keliki (titik peta di konfirmasi).",
      en: "Your hotel lobby in Ubud, or the car park at the end of the Keliki rice-field lane (map pin in the confirmation).",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir. Jika ini kejutan, tulis di kolom permintaan khusus dan kami akan menghubungi Anda secara diam-diam.</p>",
      en: "<p>Show the confirmation e-mail to the driver. If it is a surprise, say so in the special request field and we will contact you discreetly.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Harga per pasangan (dua orang). Beri tahu kami alergi, pantangan makanan, atau perayaan khusus seperti ulang tahun atau lamaran; kami bisa menyiapkan kue atau tulisan di meja. Pematang sawah sempit dan tidak cocok untuk kursi roda.</p>" +
        "<p>Pembatalan gratis hingga 48 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Price per couple (two people). Tell us about allergies, dietary needs or a special occasion such as a birthday or proposal; we can arrange a cake or a message on the table. The rice-field path is narrow and not suitable for wheelchairs.</p>" +
        "<p>Free cancellation up to 48 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Kami memastikan bale tersedia pada tanggal Anda dan mengirim konfirmasi dengan ID pemesanan melalui e-mail, umumnya dalam 48 jam. Sebaiknya pesan beberapa hari sebelumnya karena hanya ada satu bale per malam.</p>",
      en: "<p>We check the pavilion is free on your date and send a confirmation with your booking ID by e-mail, usually within 48 hours. Book a few days ahead, as there is only one pavilion per evening.</p>",
    },
    packages: [
      {
        name: { id: "Makan malam romantis untuk berdua", en: "Romantic dinner for two" },
        detail: {
          id: "<p>Bale privat, lima hidangan, minuman selamat datang, musik rindik dan antar-jemput di Ubud.</p>",
          en: "<p>Private pavilion, five courses, welcome drink, rindik music and Ubud transfer.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 2400000, price_usd: 150, minimal: 1 },
          {
            name: { id: "Sebotol anggur (merah, putih atau rosé)", en: "Bottle of wine (red, white or rosé)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Makan malam dengan fotografer", en: "Dinner with a photographer" },
        detail: {
          id: "<p>Semua isi paket makan malam, ditambah fotografer selama 45 menit saat senja di sawah; sekitar 40 foto yang telah diedit dikirim dalam tiga hari.</p>",
          en: "<p>Everything in the dinner package, plus a photographer for 45 minutes at dusk in the rice fields; about 40 edited photos sent within three days.</p>",
        },
        products: [
          { name: { id: "Per pasangan", en: "Per couple" }, price_idr: 3200000, price_usd: 200, minimal: 1 },
          {
            name: { id: "Sebotol anggur (merah, putih atau rosé)", en: "Bottle of wine (red, white or rosé)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["rice-terraces", "food", "jungle"],
  },
  {
    code: "BT1406",
    slug: "private-phinisi-sunset-sailing",
    typeId: 14,
    regency: "denpasar",
    name: {
      id: "Berlayar Privat dengan Kapal Pinisi saat Senja",
      en: "Private Phinisi Sunset Sailing",
    },
    short_des: {
      id: "Sewa kapal pinisi kayu khas Sulawesi untuk rombongan Anda: berenang di teluk yang tenang lalu berlayar pulang saat matahari terbenam.",
      en: "Charter a wooden Sulawesi phinisi for your group: a swim in a calm bay, then sail home as the sun goes down.",
    },
    location: { id: "Pelabuhan Serangan, Denpasar", en: "Serangan Harbour, Denpasar" },
    duration_hours: 3,
    cancelation_hours: 72,
    start_time: "15:30",
    required_persons: 1,
    price_type: "per_package",
    highlight: {
      id:
        "<ul><li>Seluruh kapal hanya untuk rombongan Anda, hingga 10 tamu</li>" +
        "<li>Kapal pinisi kayu dengan layar dan awak berpengalaman</li>" +
        "<li>Berhenti untuk berenang, snorkeling atau SUP</li>" +
        "<li>Kanape, minuman ringan dan bir lokal</li>" +
        "<li>Pilihan makan malam di dek</li></ul>",
      en:
        "<ul><li>The whole boat for your group, up to 10 guests</li>" +
        "<li>Wooden phinisi with sails and an experienced crew</li>" +
        "<li>A stop to swim, snorkel or paddleboard</li>" +
        "<li>Canapés, soft drinks and local beer</li>" +
        "<li>Option of dinner on deck</li></ul>",
    },
    activity_des: {
      id:
        "<p>Pinisi adalah kapal layar kayu tradisional buatan perajin Bugis di Sulawesi. Kapal kami sepanjang 22 meter, dengan dek kayu jati, bantal santai di haluan, kabin ber-AC dan toilet. Untuk rombongan kecil, ulang tahun atau perayaan keluarga, ini cara paling leluasa menikmati senja di laut.</p>" +
        "<p>Anda naik kapal di Pelabuhan Serangan pukul 15.30. Kapal berlayar ke selatan menyusuri Tanjung Benoa dan Nusa Dua, lalu membuang jangkar di perairan yang tenang selama sekitar satu jam. Awak menyiapkan papan SUP dan peralatan snorkeling bagi yang ingin turun ke air, sementara yang lain bersantai di dek dengan bir dingin dan kanape.</p>" +
        "<p>Menjelang senja, layar dibentangkan dan kapal perlahan kembali ke utara. Matahari terbenam di balik perbukitan Bukit, dan pada hari cerah Gunung Agung tampak di belakang Anda. Dengan paket makan malam, meja disiapkan di dek dan makan malam tiga hidangan disajikan di bawah cahaya lentera; kapal merapat kembali sekitar pukul 19.30.</p>",
      en:
        "<p>The phinisi is the traditional wooden sailing ship built by Bugis craftsmen in Sulawesi. Ours is 22 metres long, with a teak deck, lounging cushions on the bow, an air-conditioned cabin and a toilet. For a small group, a birthday or a family celebration, it is the most relaxed way to spend sunset at sea.</p>" +
        "<p>You board at Serangan Harbour at 15:30. The boat sails south along Tanjung Benoa and Nusa Dua, then anchors in calm water for about an hour. The crew get out paddleboards and snorkelling gear for anyone who wants to go in, while the rest relax on deck with cold beer and canapés.</p>" +
        "<p>Towards sunset the sails go up and the boat turns slowly back north. The sun sets behind the hills of the Bukit, and on clear days Mount Agung rises behind you. With the dinner package, a table is laid on deck and a three-course dinner is served by lantern light; you are back in the harbour around 19:30.</p>",
    },
    included: {
      id: [
        "Sewa seluruh kapal dengan kapten dan 4 awak",
        "Kanape dan buah segar",
        "Minuman ringan, air mineral dan bir lokal",
        "Papan SUP dan peralatan snorkeling",
        "Handuk dan rompi pelampung",
        "Retribusi pelabuhan dan bahan bakar",
      ],
      en: [
        "Whole boat with captain and 4 crew",
        "Canapés and fresh fruit",
        "Soft drinks, water and local beer",
        "Paddleboards and snorkelling gear",
        "Towels and life jackets",
        "Harbour fee and fuel",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang",
        "Tabir surya dan topi",
        "Jaket tipis untuk perjalanan pulang",
        "Speaker atau daftar lagu Anda (sistem audio tersedia)",
        "Obat anti mabuk laut jika perlu",
      ],
      en: [
        "Swimwear",
        "Sunscreen and hat",
        "A light jacket for the sail home",
        "Your playlist (the boat has a sound system)",
        "Seasickness tablets if you need them",
      ],
    },
    pickup_time: {
      id: "Antar-jemput tidak termasuk; kami bisa mengatur mobil dengan biaya tambahan. Harap tiba di pelabuhan pukul 15.15.",
      en: "Transfer not included; we can arrange a car at extra cost. Please be at the harbour by 15:15.",
    },
    meeting_point: {
      id: "Dermaga kapal wisata di Pelabuhan Serangan, Denpasar. Titik peta dan nomor kapten ada di konfirmasi.",
      en: "The tourist boat jetty at Serangan Harbour, Denpasar. Map pin and the captain's number are in the confirmation.",
    },
    how_to_use: {
      id: "<p>Kirimkan daftar nama tamu paling lambat sehari sebelumnya (wajib untuk manifes pelabuhan). Tunjukkan e-mail konfirmasi kepada kapten saat naik kapal.</p>",
      en: "<p>Send us the guest list at least one day before (required for the harbour manifest). Show the confirmation e-mail to the captain when boarding.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Harga per kapal untuk hingga 10 tamu; tamu ke-11 sampai ke-15 dikenai biaya tambahan. Anggur dan minuman keras bisa dipesan terpisah. Jika laut terlalu berombak, kapten dapat mengubah rute atau membatalkan pelayaran demi keselamatan; Anda mendapat tanggal lain atau pengembalian dana penuh.</p>" +
        "<p>Pembatalan gratis hingga 72 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Price per boat for up to 10 guests; the 11th to 15th guests pay a supplement. Wine and spirits can be ordered separately. If the sea is too rough, the captain may change the route or cancel for safety; you then get another date or a full refund.</p>" +
        "<p>Free cancellation up to 72 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Kami memastikan kapal tersedia dan mengirim konfirmasi dengan ID pemesanan melalui e-mail, umumnya dalam 48 jam. Untuk tanggal di musim ramai (Juli–Agustus, akhir tahun), pesan setidaknya dua minggu sebelumnya.</p>",
      en: "<p>We check the boat is free and send a confirmation with your booking ID by e-mail, usually within 48 hours. For peak dates (July–August and the year-end holidays), book at least two weeks ahead.</p>",
    },
    packages: [
      {
        name: { id: "Berlayar senja 3 jam", en: "3-hour sunset sail" },
        detail: {
          id: "<p>15.30–18.30: berlayar, berhenti untuk berenang, kanape dan minuman, kembali saat senja.</p>",
          en: "<p>15:30–18:30: sailing, a swim stop, canapés and drinks, back at sunset.</p>",
        },
        products: [
          {
            name: { id: "Sewa kapal (hingga 10 tamu)", en: "Boat charter (up to 10 guests)" },
            price_idr: 9500000,
            price_usd: 594,
            minimal: 1,
          },
          {
            name: { id: "Tamu tambahan (ke-11 sampai ke-15)", en: "Extra guest (11th to 15th)" },
            price_idr: 400000,
            price_usd: 25,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Berlayar senja dengan makan malam", en: "Sunset sail with dinner" },
        detail: {
          id: "<p>15.30–19.30: semua isi pelayaran senja, ditambah makan malam tiga hidangan di dek (seafood, daging atau vegetarian). Makan malam dihitung per tamu.</p>",
          en: "<p>15:30–19:30: everything in the sunset sail, plus a three-course dinner on deck (seafood, meat or vegetarian). Dinner is charged per guest.</p>",
        },
        products: [
          {
            name: { id: "Sewa kapal (hingga 10 tamu)", en: "Boat charter (up to 10 guests)" },
            price_idr: 11500000,
            price_usd: 719,
            minimal: 1,
          },
          {
            name: { id: "Makan malam per tamu", en: "Dinner per guest" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 2,
          },
        ],
      },
    ],
    scenes: ["boat", "beach-dusk", "sea", "food"],
  },
  {
    code: "BT1407",
    slug: "lovina-sunset-sail-and-seafood-dinner",
    typeId: 14,
    regency: "buleleng",
    name: {
      id: "Berlayar Senja dengan Jukung dan Makan Malam di Lovina",
      en: "Lovina Sunset Jukung Sail and Seafood Dinner",
    },
    short_des: {
      id: "Naik jukung di laut utara Bali yang tenang saat matahari terbenam, lalu makan ikan bakar di warung tepi Pantai Lovina.",
      en: "Ride a jukung on north Bali's calm sea at sunset, then eat grilled fish at a beachfront warung in Lovina.",
    },
    location: { id: "Pantai Lovina, Kalibukbuk, Buleleng", en: "Lovina Beach, Kalibukbuk, Buleleng" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "17:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Laut utara yang tenang, cocok untuk yang mudah mabuk laut</li>" +
        "<li>Jukung tradisional dengan nelayan setempat</li>" +
        "<li>Matahari terbenam di atas Teluk Lovina</li>" +
        "<li>Ikan bakar dan sate ikan di warung pantai</li></ul>",
      en:
        "<ul><li>Calm northern sea, kind to anyone prone to seasickness</li>" +
        "<li>Traditional jukung with a local fisherman</li>" +
        "<li>Sunset over Lovina Bay</li>" +
        "<li>Grilled fish and fish satay at a beach warung</li></ul>",
    },
    activity_des: {
      id:
        "<p>Pesisir utara Bali jauh lebih tenang daripada selatan: pantai berpasir hitam, ombak kecil, dan deretan jukung berwarna-warni yang ditarik ke pantai. Kebanyakan wisatawan mengenal Lovina dari tur lumba-lumba saat fajar, tetapi sore hari di laut sama indahnya dan jauh lebih santai.</p>" +
        "<p>Pukul 17.00 Anda naik jukung dari pantai Kalibukbuk bersama seorang nelayan setempat. Perahu bercadik ini menyusuri pantai ke arah barat sementara langit berubah warna di atas perbukitan Buleleng. Laut di sini hampir selalu tenang; jika beruntung Anda bisa melihat ikan terbang atau lumba-lumba yang lewat, meski tidak dijamin.</p>" +
        "<p>Setelah sekitar satu jam, jukung kembali ke pantai dan Anda duduk di warung keluarga di tepi pasir. Makan malamnya sederhana dan segar: ikan tongkol atau kakap bakar hasil tangkapan hari itu, sate ikan, plecing kangkung, nasi, sambal, buah, dan satu minuman. Selesai sekitar pukul 20.00; antar-jemput di area Lovina sudah termasuk.</p>",
      en:
        "<p>Bali's north coast is much quieter than the south: black-sand beaches, small waves and rows of colourful jukung outriggers pulled up on the shore. Most visitors know Lovina for its dawn dolphin trips, but the evening on the water is just as lovely and far more relaxed.</p>" +
        "<p>At 17:00 you board a jukung from the beach at Kalibukbuk with a local fisherman. The outrigger runs west along the coast while the sky changes colour over the hills of Buleleng. The sea here is almost always calm; with luck you may see flying fish or passing dolphins, though that is not guaranteed.</p>" +
        "<p>After about an hour the jukung heads back to the beach and you sit down at a family warung on the sand. Dinner is simple and fresh: grilled tuna or snapper from the day's catch, fish satay, plecing kangkung, rice, sambal, fruit and one drink. Done around 20:00; transfer within the Lovina area is included.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Lovina, Kalibukbuk dan Anturan",
        "Jukung dengan nelayan setempat selama sekitar 1 jam",
        "Rompi pelampung",
        "Makan malam ikan bakar dan satu minuman",
        "Air mineral",
      ],
      en: [
        "Hotel transfer in Lovina, Kalibukbuk and Anturan",
        "Jukung with a local fisherman for about 1 hour",
        "Life jackets",
        "Grilled fish dinner and one drink",
        "Drinking water",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang boleh basah sedikit",
        "Sandal",
        "Kantong kedap air untuk ponsel",
        "Losion anti nyamuk",
        "Uang tunai untuk minuman tambahan",
      ],
      en: [
        "Clothes that can get a little wet",
        "Sandals",
        "Dry bag for your phone",
        "Insect repellent",
        "Cash for extra drinks",
      ],
    },
    pickup_time: {
      id: "16:30–16:45 dari hotel di area Lovina.",
      en: "16:30–16:45 from hotels in the Lovina area.",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Lovina, atau patung lumba-lumba di Pantai Kalibukbuk pukul 16.50.",
      en: "Your hotel lobby in Lovina, or the dolphin statue on Kalibukbuk beach at 16:50.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir atau pemandu di patung lumba-lumba.</p>",
      en: "<p>Show the confirmation e-mail to the driver or to the guide at the dolphin statue.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Jukung itu kecil dan terbuka; naik dari pantai berarti kaki Anda akan basah. Tidak cocok untuk kursi roda. Menginap di luar Lovina (misalnya Pemuteran atau Munduk)? Hubungi kami untuk antar-jemput dengan biaya tambahan.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>The jukung is small and open; boarding from the beach means wet feet. Not suitable for wheelchairs. Staying outside Lovina (for example in Pemuteran or Munduk)? Contact us for a transfer at extra cost.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Berlayar senja dan makan malam", en: "Sunset sail and dinner" },
        detail: {
          id: "<p>Sekitar satu jam dengan jukung, lalu makan malam ikan bakar di warung pantai. Maksimal 3 tamu per jukung.</p>",
          en: "<p>About an hour on the jukung, then a grilled fish dinner at a beach warung. Max 3 guests per jukung.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          {
            name: { id: "Anak (4–11 tahun)", en: "Child (4–11 years)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["boat", "beach-dusk", "food"],
  },
];
