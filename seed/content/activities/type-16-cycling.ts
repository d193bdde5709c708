import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Pay-later terms, the same for every cycling tour. */
const PAYMENT: Localized<RichText> = {
  id:
    "<p>Pesan sekarang, bayar nanti. Anda membayar pada hari tur kepada sopir atau pemandu kami, tunai atau melalui transfer bank. Pembayaran tunai hanya dalam rupiah; kami tidak dapat menerima uang tunai dolar AS. Mata uang lain dihitung dengan kurs hari itu.</p>" +
    "<p>Pembayaran dengan kartu Amex, Visa atau Mastercard di kantor kami dikenai biaya tambahan 3%. Jika ingin membayar lebih dulu dengan PayPal, kartu kredit atau transfer bank, pilih metode tersebut saat memesan dan kami akan mengirimkan rinciannya melalui e-mail.</p>",
  en:
    "<p>Book now, pay later. You pay on the day of the tour to our driver or guide, in cash or by bank transfer. Cash is accepted in Indonesian rupiah only; we cannot take US dollars in cash. Other currencies are converted at the day's rate.</p>" +
    "<p>Amex, Visa and Mastercard payments at our office carry a 3% surcharge. If you would rather pay in advance by PayPal, credit card or bank transfer, choose that method when you book and we will send the details by e-mail.</p>",
};

export const cycling: ActivitySeed[] = [
  {
    code: "BT1601",
    slug: "kintamani-downhill-cycling-to-ubud",
    typeId: 16,
    regency: "bangli",
    name: {
      id: "Bersepeda Menurun dari Kintamani ke Ubud",
      en: "Kintamani Downhill Cycling to Ubud",
    },
    short_des: {
      id: "Sarapan dengan pemandangan Gunung Batur, lalu bersepeda 25 km, sebagian besar menurun, melewati desa, sawah dan rumah keluarga Bali.",
      en: "Breakfast facing Mount Batur, then 25 km of mostly downhill cycling through villages, rice fields and a Balinese family home.",
    },
    location: { id: "Kintamani, Bangli – Ubud, Gianyar", en: "Kintamani, Bangli – Ubud, Gianyar" },
    duration_hours: 7,
    cancelation_hours: 24,
    start_time: "08:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Sarapan di tepi kaldera dengan pemandangan Gunung dan Danau Batur</li>" +
        "<li>Jalur 25 km di jalan desa yang sepi, sebagian besar menurun</li>" +
        "<li>Mampir ke kebun kopi dan rumah keluarga Bali</li>" +
        "<li>Mobil pendukung mengikuti sepanjang rute</li>" +
        "<li>Makan siang prasmanan Bali</li></ul>",
      en:
        "<ul><li>Breakfast on the caldera rim facing Mount and Lake Batur</li>" +
        "<li>25 km on quiet village roads, mostly downhill</li>" +
        "<li>Stops at a coffee garden and a Balinese family compound</li>" +
        "<li>Support van behind you all the way</li>" +
        "<li>Balinese buffet lunch</li></ul>",
    },
    activity_des: {
      id:
        "<p>Tur sepeda paling populer di Bali ini dimulai di ketinggian sekitar 1.400 meter di tepi kaldera Kintamani. Sarapan pisang goreng, roti dan kopi sambil memandang Gunung Batur dan danaunya, lalu mampir sebentar ke kebun kopi untuk mencicipi kopi dan teh setempat.</p>" +
        "<p>Setelah pengarahan keselamatan dan penyesuaian sepeda, Anda mulai meluncur turun dari dataran tinggi Bangli ke arah Gianyar. Rutenya memakai jalan desa yang sepi, melewati kebun jeruk, hutan bambu, sawah, dan desa tempat anak-anak melambaikan tangan. Pemandu berhenti di sebuah pura desa dan di rumah keluarga Bali untuk menjelaskan tata letak pekarangan, tempat sembahyang keluarga dan kehidupan sehari-hari.</p>" +
        "<p>Sebagian besar rute menurun, dengan beberapa tanjakan pendek; jika lelah, Anda bisa naik mobil pendukung kapan saja. Perjalanan berakhir dengan makan siang prasmanan nasi campur Bali di dekat Ubud sekitar pukul 13.00, dan Anda kembali ke hotel sekitar pukul 15.00 (Ubud) atau 16.00 (Bali selatan).</p>",
      en:
        "<p>Bali's most popular bike tour starts at about 1,400 metres on the rim of the Kintamani caldera. Breakfast is banana fritters, bread and coffee looking out at Mount Batur and its lake, followed by a short stop at a coffee garden to taste local coffee and teas.</p>" +
        "<p>After a safety briefing and bike fitting, you roll down from the Bangli highlands towards Gianyar. The route uses quiet village roads past orange groves, bamboo forest, rice fields and villages where children wave as you pass. Your guide stops at a village temple and at a Balinese family compound to explain how the home is laid out, the family shrine and daily life.</p>" +
        "<p>Most of the route is downhill, with a few short climbs; if you get tired you can ride in the support van at any time. The ride ends with a Balinese nasi campur buffet lunch near Ubud around 13:00, and you are back at your hotel around 15:00 (Ubud) or 16:00 (south Bali).</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Ubud dan Bali selatan",
        "Sarapan di Kintamani dan makan siang prasmanan",
        "Sepeda gunung atau e-bike, helm dan sarung tangan",
        "Pemandu berbahasa Inggris dan mobil pendukung",
        "Air mineral dan buah sepanjang jalan",
        "Retribusi kawasan Kintamani",
        "Kain untuk masuk pura",
      ],
      en: [
        "Hotel transfer in Ubud and south Bali",
        "Breakfast in Kintamani and buffet lunch",
        "Mountain bike or e-bike, helmet and gloves",
        "English-speaking guide and support van",
        "Water and fruit along the way",
        "Kintamani area fee",
        "Sarong for the temple visit",
      ],
    },
    whattobring: {
      id: [
        "Sepatu tertutup",
        "Pakaian olahraga yang nyaman",
        "Jaket tipis, pagi di Kintamani cukup dingin",
        "Tabir surya dan kacamata hitam",
        "Jas hujan di musim hujan",
        "Uang tunai untuk minuman",
      ],
      en: [
        "Closed shoes",
        "Comfortable sportswear",
        "A light jacket; Kintamani mornings are chilly",
        "Sunscreen and sunglasses",
        "A rain jacket in the wet season",
        "Cash for drinks",
      ],
    },
    pickup_time: {
      id: "07:15–07:30 dari Ubud; 06:15–06:45 dari Seminyak, Kuta, Sanur dan Nusa Dua.",
      en: "07:15–07:30 from Ubud; 06:15–06:45 from Seminyak, Kuta, Sanur and Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda. Tamu yang datang sendiri bertemu di restoran mitra kami di Penelokan, Kintamani, pukul 08.30.",
      en: "Your hotel lobby. Guests coming on their own meet at our partner restaurant in Penelokan, Kintamani, at 08:30.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir. Cantumkan tinggi badan setiap peserta di kolom permintaan khusus agar ukuran sepeda sudah disiapkan.</p>",
      en: "<p>Show the confirmation e-mail to the driver. Put each rider's height in the special request field so we have the right bike sizes ready.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Usia minimal 10 tahun dan harus bisa bersepeda dengan percaya diri; anak 10–15 tahun didampingi orang dewasa. Tidak cocok untuk ibu hamil. Rem dicek sebelum berangkat, tetapi selalu kendalikan kecepatan di turunan. Perempuan yang sedang haid menurut adat tidak memasuki pura; pemandu akan menawarkan alternatif.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum age 10, and you must ride confidently; children aged 10–15 ride with an adult. Not suitable during pregnancy. Brakes are checked before the start, but always control your speed on descents. By custom, menstruating women do not enter temples; your guide will offer an alternative.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Sepeda gunung", en: "Mountain bike" },
        detail: {
          id: "<p>Sepeda gunung dengan suspensi depan dan rem cakram hidrolik, tersedia ukuran S sampai XL dan sepeda anak 24 inci.</p>",
          en: "<p>Mountain bikes with front suspension and hydraulic disc brakes, sizes S to XL, and 24-inch kids' bikes.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 500000,
            price_usd: 31,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "E-bike", en: "E-bike" },
        detail: {
          id: "<p>Sepeda listrik dengan bantuan pedal, membuat tanjakan pendek terasa ringan. Untuk usia 16 tahun ke atas.</p>",
          en: "<p>Pedal-assist electric bikes that make the short climbs easy. For ages 16 and over.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (16 tahun ke atas)", en: "Adult (16+ years)" },
            price_idr: 850000,
            price_usd: 53,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["bicycle", "volcano", "rice-terraces", "lake"],
  },
  {
    code: "BT1602",
    slug: "jatiluwih-rice-terrace-cycling",
    typeId: 16,
    regency: "tabanan",
    name: {
      id: "Bersepeda di Terasering Sawah Jatiluwih",
      en: "Jatiluwih Rice Terrace Cycling",
    },
    short_des: {
      id: "Bersepeda di antara sawah berundak Jatiluwih, Warisan Dunia UNESCO di kaki Gunung Batukaru, dan belajar tentang sistem irigasi subak.",
      en: "Cycle through the Jatiluwih rice terraces, a UNESCO World Heritage landscape below Mount Batukaru, and learn how the subak irrigation works.",
    },
    location: { id: "Jatiluwih, Penebel, Tabanan", en: "Jatiluwih, Penebel, Tabanan" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Terasering sawah terluas di Bali, bagian dari lanskap subak UNESCO</li>" +
        "<li>Jalur 15 km di jalan desa dan jalan tani</li>" +
        "<li>Petani setempat menjelaskan cara kerja subak</li>" +
        "<li>Makan siang dengan nasi merah Jatiluwih</li>" +
        "<li>Tiket masuk kawasan sudah termasuk</li></ul>",
      en:
        "<ul><li>Bali's largest rice terraces, part of the UNESCO subak landscape</li>" +
        "<li>15 km on village roads and farm tracks</li>" +
        "<li>A local farmer explains how the subak works</li>" +
        "<li>Lunch with Jatiluwih red rice</li>" +
        "<li>Area entrance ticket included</li></ul>",
    },
    activity_des: {
      id:
        "<p>Jatiluwih berada di ketinggian sekitar 700 meter di lereng selatan Gunung Batukaru, Tabanan. Sawah berundaknya membentang sejauh mata memandang dan sejak 2012 menjadi bagian dari lanskap budaya subak yang diakui UNESCO. Di sini padi masih ditanam dengan cara tradisional, termasuk beras merah khas Jatiluwih.</p>" +
        "<p>Setelah perjalanan sekitar 1,5 jam dari Bali selatan atau Ubud, Anda mulai bersepeda di pintu masuk kawasan. Rute 15 km memakai jalan aspal desa dan jalan tani berbatu di antara petak sawah, dengan beberapa tanjakan pendek dan turunan panjang ke arah Penebel. Di tengah jalan, seorang petani anggota subak menunjukkan saluran air dan pura kecil di sawah, dan menjelaskan bagaimana air dibagi secara adil dari hulu ke hilir.</p>" +
        "<p>Tur berakhir dengan makan siang di restoran yang menghadap terasering: nasi merah, ayam atau ikan bumbu Bali, sayur dan sambal. Pemandangan paling hijau antara Januari–Maret dan Juli–Agustus; setelah panen, sawah tampak keemasan atau sedang diairi, yang sama menariknya.</p>",
      en:
        "<p>Jatiluwih sits at around 700 metres on the southern slopes of Mount Batukaru in Tabanan. Its terraces stretch as far as you can see, and since 2012 they have been part of the subak cultural landscape recognised by UNESCO. Rice is still grown the traditional way here, including Jatiluwih's own red rice.</p>" +
        "<p>After a drive of about 1.5 hours from south Bali or Ubud, you start riding at the entrance to the area. The 15 km route uses village roads and stony farm tracks between the paddies, with a few short climbs and a long descent towards Penebel. Along the way a farmer from the subak shows you the water channels and the small shrines in the fields, and explains how the water is shared fairly from the top of the valley to the bottom.</p>" +
        "<p>The tour ends with lunch at a restaurant overlooking the terraces: red rice, chicken or fish in Balinese spices, vegetables and sambal. The fields are greenest from January to March and in July and August; after harvest they turn golden or are flooded for planting, which is just as striking.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Bali selatan dan Ubud",
        "Tiket masuk kawasan Jatiluwih",
        "Sepeda gunung, helm dan sarung tangan",
        "Pemandu bersepeda dan mobil pendukung",
        "Makan siang dan air mineral",
        "Penjelasan subak oleh petani setempat",
      ],
      en: [
        "Hotel transfer in south Bali and Ubud",
        "Jatiluwih area entrance ticket",
        "Mountain bike, helmet and gloves",
        "Cycling guide and support van",
        "Lunch and drinking water",
        "Subak talk by a local farmer",
      ],
    },
    whattobring: {
      id: [
        "Sepatu olahraga tertutup",
        "Pakaian yang boleh kotor",
        "Topi untuk dipakai di bawah helm atau saat berhenti",
        "Tabir surya",
        "Jas hujan ringan",
      ],
      en: [
        "Closed trainers",
        "Clothes that can get muddy",
        "A cap for under the helmet or at stops",
        "Sunscreen",
        "A light rain jacket",
      ],
    },
    pickup_time: {
      id: "07:15–07:45 dari Bali selatan dan Ubud; jam pasti tercantum di konfirmasi.",
      en: "07:15–07:45 from south Bali and Ubud; exact time in your confirmation.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket tiket kawasan Jatiluwih pukul 09.00 jika datang sendiri.",
      en: "Your hotel lobby, or the Jatiluwih area ticket office at 09:00 if you come on your own.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir atau pemandu. Sebutkan tinggi badan peserta di kolom permintaan khusus.</p>",
      en: "<p>Show the confirmation e-mail to the driver or guide. Give riders' heights in the special request field.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Minimal 2 peserta. Usia minimal 10 tahun. Jalan tani bisa licin setelah hujan; pemandu akan memakai jalan aspal jika kondisinya kurang aman. Tingkat kesulitan sedang, cocok untuk yang terbiasa bersepeda.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum 2 riders. Minimum age 10. Farm tracks can be slippery after rain; your guide switches to paved roads if they are unsafe. Moderate difficulty, suitable for people who ride regularly.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam. Untuk tur bersama, kami memberi tahu jika jumlah peserta minimum belum terpenuhi.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours. For the shared tour, we let you know if the minimum group size has not been reached.</p>",
    },
    packages: [
      {
        name: { id: "Tur bersama (maks. 12 peserta)", en: "Shared tour (max 12 riders)" },
        detail: {
          id: "<p>Bergabung dengan peserta lain dalam kelompok kecil, dengan satu pemandu di depan dan satu di belakang.</p>",
          en: "<p>Join other riders in a small group, with one guide in front and one at the back.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tur privat", en: "Private tour" },
        detail: {
          id: "<p>Pemandu dan mobil hanya untuk rombongan Anda; kecepatan, jam berangkat dan panjang rute bisa disesuaikan.</p>",
          en: "<p>Guide and van for your group only; pace, start time and route length can be adjusted.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 950000, price_usd: 59.5, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["bicycle", "rice-terraces", "volcano", "food"],
  },
  {
    code: "BT1603",
    slug: "ubud-e-bike-rice-field-tour",
    typeId: 16,
    regency: "gianyar",
    name: {
      id: "Tur E-Bike Sawah dan Desa di Sekitar Ubud",
      en: "Ubud E-Bike Tour through Rice Fields and Villages",
    },
    short_des: {
      id: "Tiga jam dengan sepeda listrik di jalan kecil utara Ubud: sawah Keliki, desa perajin dan kelapa muda di tepi sawah.",
      en: "Three hours on an e-bike along the back lanes north of Ubud: the Keliki rice fields, craft villages and a fresh coconut by the paddies.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Sepeda listrik: tanjakan Ubud terasa ringan</li>" +
        "<li>Jalan desa dan pematang yang tidak dilewati mobil wisata</li>" +
        "<li>Singgah di desa perajin lukisan dan ukiran</li>" +
        "<li>Kelompok kecil, maksimal 8 peserta</li>" +
        "<li>Antar-jemput gratis di pusat Ubud</li></ul>",
      en:
        "<ul><li>Electric bikes: Ubud's hills feel easy</li>" +
        "<li>Village lanes and field paths the tour buses never see</li>" +
        "<li>Stops in villages of painters and woodcarvers</li>" +
        "<li>Small groups, max 8 riders</li>" +
        "<li>Free transfer in central Ubud</li></ul>",
    },
    activity_des: {
      id:
        "<p>Ubud dikelilingi perbukitan dan lembah sungai, sehingga bersepeda biasa di sini cukup melelahkan. Dengan e-bike, Anda cukup mengayuh ringan dan motor listrik membantu di tanjakan, sehingga bisa menikmati pemandangan tanpa terengah-engah.</p>" +
        "<p>Dari basecamp kami di utara Ubud, rute sekitar 20 km menyusuri jalan kecil ke Keliki dan Kelusa, desa-desa yang masih dikelilingi sawah. Pemandu berhenti di sebuah studio lukisan gaya Keliki yang detail dan berukuran kecil, di bengkel ukiran kayu, dan di pematang sawah untuk melihat petani bekerja. Di tengah jalan Anda beristirahat di gubuk sawah sambil minum kelapa muda.</p>" +
        "<p>Tur pagi dimulai pukul 08.00 saat udara masih sejuk dan cahaya bagus untuk foto. Anda kembali ke hotel sebelum pukul 11.30, masih ada waktu untuk makan siang di Ubud atau melanjutkan ke tempat lain.</p>",
      en:
        "<p>Ubud is surrounded by hills and river valleys, which makes ordinary cycling here hard work. On an e-bike you pedal gently and the motor helps on the climbs, so you can enjoy the view instead of gasping.</p>" +
        "<p>From our base just north of Ubud, the 20 km route follows small roads to Keliki and Kelusa, villages still surrounded by rice fields. Your guide stops at a studio painting the tiny, detailed Keliki style, at a woodcarving workshop and on a rice-field dyke to watch farmers at work. Halfway round you rest in a field hut with a fresh coconut.</p>" +
        "<p>The morning tour starts at 08:00 while it is still cool and the light is good for photos. You are back at your hotel before 11:30, with time for lunch in Ubud or whatever comes next.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di pusat Ubud",
        "E-bike dengan baterai penuh, helm dan sarung tangan",
        "Pemandu berbahasa Inggris",
        "Kelapa muda dan air mineral",
        "Asuransi kecelakaan selama tur",
      ],
      en: [
        "Hotel transfer in central Ubud",
        "Fully charged e-bike, helmet and gloves",
        "English-speaking guide",
        "Fresh coconut and drinking water",
        "Accident insurance during the tour",
      ],
    },
    whattobring: {
      id: [
        "Sepatu tertutup",
        "Celana pendek atau panjang yang nyaman",
        "Tabir surya",
        "Uang tunai jika ingin membeli lukisan atau ukiran",
      ],
      en: [
        "Closed shoes",
        "Comfortable shorts or trousers",
        "Sunscreen",
        "Cash if you would like to buy a painting or carving",
      ],
    },
    pickup_time: {
      id: "07:30–07:45 dari hotel di pusat Ubud, Penestanan, Nyuh Kuning dan Peliatan.",
      en: "07:30–07:45 from hotels in central Ubud, Penestanan, Nyuh Kuning and Peliatan.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau basecamp kami di Jalan Raya Andong, Ubud, pukul 08.00.",
      en: "Your hotel lobby, or our base on Jalan Raya Andong, Ubud, at 08:00.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada pemandu. Sebelum berangkat, pemandu menjelaskan cara memakai tingkat bantuan listrik dan rem.</p>",
      en: "<p>Show the confirmation e-mail to your guide. Before setting off, the guide explains the assist levels and brakes.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Usia minimal 14 tahun dan tinggi minimal 150 cm. Peserta harus bisa bersepeda dengan lancar; e-bike melaju lebih cepat dari sepeda biasa. Beberapa ruas jalan dilalui kendaraan lain, jadi ikuti instruksi pemandu.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum age 14 and minimum height 150 cm. You must ride a bike comfortably; e-bikes are faster than normal bikes. Some stretches are shared with traffic, so follow your guide's instructions.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dikirim melalui e-mail, umumnya dalam 48 jam. Pemandu mengirim pesan WhatsApp sehari sebelumnya untuk memastikan jam penjemputan.</p>",
      en: "<p>Confirmation with your booking ID comes by e-mail, usually within 48 hours. Your guide sends a WhatsApp message the day before to confirm the pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Tur e-bike pagi", en: "Morning e-bike tour" },
        detail: {
          id: "<p>08.00–11.00, sekitar 20 km dengan kecepatan santai.</p>",
          en: "<p>08:00–11:00, about 20 km at an easy pace.</p>",
        },
        products: [
          {
            name: { id: "Per peserta (14 tahun ke atas)", en: "Per rider (14+ years)" },
            price_idr: 550000,
            price_usd: 34.5,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["bicycle", "rice-terraces", "jungle"],
  },
  {
    code: "BT1604",
    slug: "denpasar-heritage-morning-bike-tour",
    typeId: 16,
    regency: "denpasar",
    name: {
      id: "Tur Sepeda Pagi Kota Tua Denpasar",
      en: "Denpasar Heritage Morning Bike Tour",
    },
    short_des: {
      id: "Mengenal ibu kota Bali sebelum ramai: Lapangan Puputan, Pura Jagatnatha, Pasar Badung, deretan toko tua Gajah Mada dan sarapan di warung.",
      en: "See Bali's capital before the rush: Puputan Square, Jagatnatha temple, Badung market, the old shophouses of Gajah Mada and breakfast at a warung.",
    },
    location: { id: "Denpasar", en: "Denpasar" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "06:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Sisi Bali yang jarang dilihat wisatawan: kota tempat orang Bali tinggal dan bekerja</li>" +
        "<li>Sejarah puputan 1906 di Lapangan Puputan Badung</li>" +
        "<li>Pasar Badung saat paling sibuk di pagi hari</li>" +
        "<li>Sarapan khas Bali dan kopi di warung lokal</li></ul>",
      en:
        "<ul><li>A side of Bali few visitors see: the city where Balinese live and work</li>" +
        "<li>The story of the 1906 puputan at Puputan Badung Square</li>" +
        "<li>Badung market at its busiest in the morning</li>" +
        "<li>Balinese breakfast and coffee at a local warung</li></ul>",
    },
    activity_des: {
      id:
        "<p>Kebanyakan wisatawan hanya melewati Denpasar dalam perjalanan dari bandara, padahal kota ini menyimpan banyak cerita. Tur dimulai pukul 06.30 di Lapangan Puputan Badung, saat warga jogging dan bermain voli. Pemandu menceritakan puputan tahun 1906, ketika keluarga kerajaan Badung memilih berjalan menghadapi pasukan Belanda daripada menyerah.</p>" +
        "<p>Dari lapangan, Anda bersepeda melewati Pura Jagatnatha dan Museum Bali, lalu masuk ke Pasar Badung, pasar tradisional terbesar di Bali, tempat pedagang menjual bunga untuk canang, bumbu, buah dan jajanan. Di seberang Sungai Badung ada Pasar Seni Kumbasari, lalu Jalan Gajah Mada dengan deretan toko tua milik keluarga Tionghoa dan Arab yang berdiri sejak zaman kolonial.</p>" +
        "<p>Rute kemudian memakai gang-gang permukiman menuju Puri Pemecutan dan pura-pura banjar sebelum berhenti untuk sarapan di warung langganan: nasi jinggo atau bubur Bali, jaje Bali dan kopi tubruk. Tur selesai di titik awal sekitar pukul 09.30.</p>",
      en:
        "<p>Most visitors only pass through Denpasar on the way from the airport, yet the city is full of stories. The tour starts at 06:30 on Puputan Badung Square, when locals are out jogging and playing volleyball. Your guide tells the story of the 1906 puputan, when the Badung royal family walked out to face the Dutch army rather than surrender.</p>" +
        "<p>From the square you ride past Jagatnatha temple and the Bali Museum, then into Badung Market, Bali's largest traditional market, where traders sell flowers for offerings, spices, fruit and snacks. Across the Badung River is the Kumbasari art market, then Jalan Gajah Mada with its row of old shophouses run by Chinese and Arab families since colonial times.</p>" +
        "<p>The route then winds through residential lanes to Puri Pemecutan and neighbourhood temples before a breakfast stop at our regular warung: nasi jinggo or Balinese porridge, jaje Bali sweets and kopi tubruk. The tour ends back at the start around 09:30.</p>",
    },
    included: {
      id: [
        "Sepeda kota atau hybrid, helm dan lampu",
        "Pemandu asli Denpasar berbahasa Inggris",
        "Sarapan di warung dan kopi",
        "Air mineral",
        "Kain untuk masuk pura",
      ],
      en: [
        "City or hybrid bike, helmet and lights",
        "English-speaking guide born in Denpasar",
        "Warung breakfast and coffee",
        "Drinking water",
        "Sarong for temple visits",
      ],
    },
    whattobring: {
      id: [
        "Sepatu tertutup atau sandal gunung",
        "Pakaian yang menutup bahu",
        "Uang tunai jika ingin berbelanja di pasar",
        "Kamera atau ponsel",
      ],
      en: [
        "Closed shoes or sports sandals",
        "Clothes that cover your shoulders",
        "Cash if you want to shop at the market",
        "Camera or phone",
      ],
    },
    pickup_time: {
      id: "Tanpa penjemputan; harap tiba pukul 06.20. Antar-jemput dari Sanur, Kuta atau Seminyak bisa diatur dengan biaya tambahan.",
      en: "No pickup; please arrive by 06:20. A transfer from Sanur, Kuta or Seminyak can be arranged at extra cost.",
    },
    meeting_point: {
      id: "Patung Puputan di sisi utara Lapangan Puputan Badung, Jalan Surapati, Denpasar.",
      en: "The Puputan monument on the north side of Puputan Badung Square, Jalan Surapati, Denpasar.",
    },
    how_to_use: {
      id: "<p>Sebutkan nama dan ID pemesanan kepada pemandu di titik temu, atau tunjukkan e-mail konfirmasi.</p>",
      en: "<p>Give your name and booking ID to the guide at the meeting point, or show the confirmation e-mail.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Usia minimal 12 tahun. Sebagian rute melewati jalan kota yang ramai, jadi peserta harus percaya diri bersepeda di lalu lintas; kami memakai gang dan jalan kecil sebanyak mungkin. Museum Bali tidak dimasuki karena belum buka.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum age 12. Part of the route is on busy city streets, so you must be confident cycling in traffic; we use lanes and back streets wherever possible. We do not go inside the Bali Museum, as it is not yet open.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan titik peta lokasi bertemu dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and a map pin for the meeting point comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Tur sepeda pagi dengan sarapan", en: "Morning bike tour with breakfast" },
        detail: {
          id: "<p>06.30–09.30, sekitar 12 km di jalan datar dengan banyak berhenti. Maksimal 8 peserta.</p>",
          en: "<p>06:30–09:30, about 12 km on flat roads with plenty of stops. Max 8 riders.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          {
            name: { id: "Remaja (12–15 tahun)", en: "Teen (12–15 years)" },
            price_idr: 300000,
            price_usd: 19,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["bicycle", "city", "market", "temple-gate"],
  },
  {
    code: "BT1605",
    slug: "munduk-twin-lakes-cycling",
    typeId: 16,
    regency: "buleleng",
    name: {
      id: "Bersepeda di Danau Kembar Buyan dan Tamblingan, Munduk",
      en: "Munduk Twin Lakes Cycling: Buyan and Tamblingan",
    },
    short_des: {
      id: "Bersepeda di pegunungan utara Bali yang sejuk: punggung bukit Wanagiri, tepi Danau Buyan dan Tamblingan, lalu turun lewat kebun cengkeh ke Munduk.",
      en: "Ride the cool northern highlands: the Wanagiri ridge, the shores of Lakes Buyan and Tamblingan, then down through clove gardens to Munduk.",
    },
    location: { id: "Munduk, Banjar, Buleleng", en: "Munduk, Banjar, Buleleng" },
    duration_hours: 9,
    cancelation_hours: 24,
    start_time: "09:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Pemandangan dua danau kawah dari punggung bukit Wanagiri</li>" +
        "<li>Pura Ulun Danu Tamblingan di tepi danau yang berkabut</li>" +
        "<li>Kebun kopi dan cengkeh di lereng Munduk</li>" +
        "<li>Udara sejuk sekitar 20°C</li>" +
        "<li>Makan siang dengan pemandangan lembah sampai ke laut</li></ul>",
      en:
        "<ul><li>Two crater lakes seen from the Wanagiri ridge</li>" +
        "<li>Ulun Danu Tamblingan temple on the misty lakeshore</li>" +
        "<li>Coffee and clove gardens on the Munduk slopes</li>" +
        "<li>Cool air of around 20°C</li>" +
        "<li>Lunch with a view down the valley to the sea</li></ul>",
    },
    activity_des: {
      id:
        "<p>Danau Buyan dan Tamblingan adalah dua danau kembar di dalam kaldera tua di pegunungan Buleleng, di atas Bedugul. Daerah ini sejuk, hijau dan jauh lebih sepi daripada Bali selatan, cocok bagi yang ingin bersepeda di alam tanpa panas terik.</p>" +
        "<p>Tur dimulai di punggung bukit Wanagiri, dengan pemandangan kedua danau di bawah Anda. Dari sana jalan menurun ke tepi Danau Buyan, lalu menyusuri jalan kecil melewati hutan ke Desa Tamblingan. Anda berhenti di Pura Ulun Danu Tamblingan yang sederhana di tepi danau, tempat nelayan masih memakai perahu lesung kayu.</p>" +
        "<p>Bagian akhir rute turun melewati kebun kopi, cengkeh dan pisang ke Desa Munduk, total sekitar 20 km dengan satu tanjakan sedang. Makan siang disajikan di restoran dengan pemandangan lembah hingga ke Laut Bali. Jika waktu memungkinkan, pemandu bisa mengajak Anda berjalan 20 menit ke air terjun Munduk sebelum kembali ke hotel.</p>",
      en:
        "<p>Lakes Buyan and Tamblingan are twin lakes inside an old caldera in the Buleleng highlands, above Bedugul. The area is cool, green and far quieter than the south, ideal if you want to ride in nature without the heat.</p>" +
        "<p>The tour starts on the Wanagiri ridge, with both lakes below you. From there the road drops to the shore of Lake Buyan, then a small road leads through forest to Tamblingan village. You stop at the simple Ulun Danu Tamblingan temple on the shore, where fishermen still use dugout canoes.</p>" +
        "<p>The last part of the route descends through coffee, clove and banana gardens to Munduk village, about 20 km in all with one moderate climb. Lunch is at a restaurant looking down the valley to the Bali Sea. If time allows, your guide can take you on a 20-minute walk to the Munduk waterfall before heading back.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel (paket dengan transfer)",
        "Sepeda gunung, helm dan sarung tangan",
        "Pemandu bersepeda dan mobil pendukung",
        "Makan siang dan air mineral",
        "Tiket masuk pura dan air terjun",
        "Kain untuk masuk pura",
      ],
      en: [
        "Hotel transfer (package with transfer)",
        "Mountain bike, helmet and gloves",
        "Cycling guide and support van",
        "Lunch and drinking water",
        "Temple and waterfall entrance fees",
        "Sarong for the temple",
      ],
    },
    whattobring: {
      id: [
        "Jaket atau kaus lengan panjang, udara di atas cukup dingin",
        "Jas hujan; kabut dan gerimis sering datang siang hari",
        "Sepatu tertutup",
        "Baju ganti",
        "Obat anti mabuk untuk jalan berkelok",
        "Uang tunai untuk minuman",
      ],
      en: [
        "A jacket or long-sleeved top; it is cool up there",
        "Rain jacket; mist and drizzle often roll in by midday",
        "Closed shoes",
        "A change of clothes",
        "Travel-sickness tablets for the winding roads",
        "Cash for drinks",
      ],
    },
    pickup_time: {
      id: "06:30–07:00 dari Bali selatan; 07:00 dari Ubud. Tamu paket tanpa transfer bertemu di Wanagiri pukul 09.30.",
      en: "06:30–07:00 from south Bali; 07:00 from Ubud. Ride-only guests meet at Wanagiri at 09:30.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau warung mitra kami di punggung bukit Wanagiri di jalan Bedugul–Munduk (titik peta di konfirmasi).",
      en: "Your hotel lobby, or our partner warung on the Wanagiri ridge on the Bedugul–Munduk road (map pin in the confirmation).",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir atau pemandu. Tulis tinggi badan setiap peserta di kolom permintaan khusus.</p>",
      en: "<p>Show the confirmation e-mail to the driver or guide. Write each rider's height in the special request field.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Minimal 2 peserta; usia minimal 10 tahun. Perjalanan dari Bali selatan sekitar 2,5 jam sekali jalan. Tingkat kesulitan sedang. Jalan di tepi danau bisa licin dan berkabut; lampu sepeda disediakan. Perempuan yang sedang haid menurut adat tidak memasuki pura.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum 2 riders; minimum age 10. The drive from south Bali is about 2.5 hours each way. Moderate difficulty. Lakeside roads can be slippery and misty; bike lights are provided. By custom, menstruating women do not enter temples.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Dengan transfer dari Bali selatan atau Ubud", en: "With transfer from south Bali or Ubud" },
        detail: {
          id: "<p>Penjemputan pagi, tur sepeda, makan siang di Munduk dan kembali ke hotel sekitar pukul 17.00.</p>",
          en: "<p>Morning pickup, the ride, lunch in Munduk and back at your hotel around 17:00.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 950000, price_usd: 59.5, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tanpa transfer (bertemu di Wanagiri)", en: "Ride only (meet at Wanagiri)" },
        detail: {
          id: "<p>Untuk yang menginap di Munduk, Bedugul atau Lovina. Setelah makan siang, mobil pendukung mengantar Anda kembali ke Wanagiri atau ke penginapan di Munduk.</p>",
          en: "<p>For guests staying in Munduk, Bedugul or Lovina. After lunch, the support van takes you back to Wanagiri or to your lodging in Munduk.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 500000, price_usd: 31, minimal: 1 },
          {
            name: { id: "Anak (10–15 tahun)", en: "Child (10–15 years)" },
            price_idr: 400000,
            price_usd: 25,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["bicycle", "lake", "jungle", "waterfall"],
  },
  {
    code: "BT1606",
    slug: "sidemen-valley-cycling-tour",
    typeId: 16,
    regency: "karangasem",
    name: {
      id: "Bersepeda di Lembah Sidemen",
      en: "Sidemen Valley Cycling Tour",
    },
    short_des: {
      id: "Bersepeda santai di lembah Sidemen dengan sawah berundak, Gunung Agung di latar belakang, dan mampir ke penenun songket.",
      en: "An easy ride through the Sidemen valley with its stepped rice fields, Mount Agung behind, and a visit to songket weavers.",
    },
    location: { id: "Sidemen, Karangasem", en: "Sidemen, Karangasem" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Lembah yang sering disebut Ubud 30 tahun lalu</li>" +
        "<li>Pemandangan Gunung Agung di atas sawah (saat cerah)</li>" +
        "<li>Melihat penenun songket dan endek bekerja</li>" +
        "<li>Rute 18 km yang sebagian besar datar dan menurun</li></ul>",
      en:
        "<ul><li>A valley often called what Ubud was 30 years ago</li>" +
        "<li>Views of Mount Agung over the rice fields (on clear days)</li>" +
        "<li>Songket and endek weavers at work</li>" +
        "<li>An 18 km route, mostly flat and downhill</li></ul>",
    },
    activity_des: {
      id:
        "<p>Sidemen adalah lembah sawah di Kabupaten Karangasem, di bawah Gunung Agung. Tanpa deretan kafe dan toko suvenir, kehidupan desanya masih berjalan seperti biasa: petani di sawah, anak-anak bersepeda ke sekolah, dan suara alat tenun dari dalam rumah.</p>" +
        "<p>Tur dimulai di Desa Iseh, tempat pelukis Walter Spies pernah tinggal, dengan pemandangan terasering dan, jika cerah, puncak Gunung Agung. Rute 18 km menurun mengikuti jalan lembah, melewati sawah, kebun salak dan jembatan Sungai Unda. Pemandu mengajak Anda ke bengkel tenun tempat perempuan menenun songket dengan benang emas dan kain endek ikat, yang satu lembarnya bisa dikerjakan berminggu-minggu.</p>" +
        "<p>Makan siang disajikan di warung dengan pemandangan sawah: nasi campur, sayur urap, ayam suwir bumbu Bali dan sambal. Perjalanan dari Ubud sekitar 1,5 jam, dari Bali selatan sekitar 2 jam; Anda kembali ke hotel menjelang sore.</p>",
      en:
        "<p>Sidemen is a valley of rice fields in Karangasem regency, below Mount Agung. Without rows of cafés and souvenir shops, village life goes on as it always has: farmers in the fields, children cycling to school and the clack of looms from inside the houses.</p>" +
        "<p>The ride starts in Iseh village, where the painter Walter Spies once lived, with views over the terraces and, on a clear day, the summit of Mount Agung. The 18 km route follows the valley road downhill past rice fields, salak (snake fruit) gardens and the bridge over the Unda River. Your guide takes you to a weaving workshop where women weave songket with gold thread and endek ikat cloth, a single piece of which can take weeks.</p>" +
        "<p>Lunch is at a warung overlooking the fields: nasi campur, urap vegetables, shredded chicken in Balinese spices and sambal. The drive is about 1.5 hours from Ubud and 2 hours from south Bali; you are back at your hotel by late afternoon.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel di Ubud dan Bali selatan",
        "Sepeda gunung, helm dan sarung tangan",
        "Pemandu bersepeda dan mobil pendukung",
        "Kunjungan ke bengkel tenun",
        "Makan siang dan air mineral",
        "Buah segar",
      ],
      en: [
        "Hotel transfer in Ubud and south Bali",
        "Mountain bike, helmet and gloves",
        "Cycling guide and support van",
        "Weaving workshop visit",
        "Lunch and drinking water",
        "Fresh fruit",
      ],
    },
    whattobring: {
      id: [
        "Sepatu tertutup",
        "Pakaian olahraga",
        "Tabir surya dan topi",
        "Jas hujan di musim hujan",
        "Uang tunai jika ingin membeli kain tenun",
      ],
      en: [
        "Closed shoes",
        "Sportswear",
        "Sunscreen and cap",
        "A rain jacket in the wet season",
        "Cash if you want to buy woven cloth",
      ],
    },
    pickup_time: {
      id: "07:30 dari Ubud; 07:00 dari Sanur; 06:45 dari Kuta, Seminyak dan Nusa Dua.",
      en: "07:30 from Ubud; 07:00 from Sanur; 06:45 from Kuta, Seminyak and Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda. Tamu yang menginap di Sidemen bisa bertemu di titik awal di Iseh pukul 09.00.",
      en: "Your hotel lobby. Guests staying in Sidemen can meet at the start in Iseh at 09:00.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada sopir. Tulis tinggi badan peserta di kolom permintaan khusus.</p>",
      en: "<p>Show the confirmation e-mail to the driver. Give riders' heights in the special request field.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Minimal 2 peserta; usia minimal 10 tahun. Tingkat kesulitan mudah, tetapi ada satu tanjakan pendek yang bisa dilewati dengan berjalan kaki. Gunung Agung paling sering terlihat pagi hari di musim kemarau.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Minimum 2 riders; minimum age 10. Easy difficulty, though there is one short climb you can walk if you prefer. Mount Agung is most often visible on dry-season mornings.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Tur sepeda Sidemen dengan makan siang", en: "Sidemen bike tour with lunch" },
        detail: {
          id: "<p>Sekitar 3 jam bersepeda sejauh 18 km, kunjungan ke penenun dan makan siang di warung sawah.</p>",
          en: "<p>About 3 hours riding 18 km, a visit to the weavers and lunch at a rice-field warung.</p>",
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
    scenes: ["bicycle", "rice-terraces", "volcano"],
  },
  {
    code: "BT1607",
    slug: "canggu-rice-field-bike-tour",
    typeId: 16,
    regency: "badung",
    name: {
      id: "Tur Sepeda Sawah dan Desa di Canggu",
      en: "Canggu Rice Field and Village Bike Tour",
    },
    short_des: {
      id: "Tiga jam bersepeda di jalan setapak sawah yang masih tersisa di Canggu, dengan mampir ke rumah keluarga Bali dan berakhir di pantai.",
      en: "Three hours cycling the rice-field paths that survive in Canggu, with a stop at a Balinese family home and a finish by the sea.",
    },
    location: { id: "Canggu dan Pererenan, Badung", en: "Canggu and Pererenan, Badung" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "07:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id:
        "<ul><li>Jalan tanah di antara sawah, jauh dari kemacetan Canggu</li>" +
        "<li>Belajar membuat canang sari bersama keluarga Bali</li>" +
        "<li>Jalur datar, cocok untuk keluarga dengan anak</li>" +
        "<li>Pilihan tur sore yang berakhir saat senja di Pantai Cemagi</li></ul>",
      en:
        "<ul><li>Dirt paths between rice fields, away from Canggu's traffic</li>" +
        "<li>Make canang sari offerings with a Balinese family</li>" +
        "<li>Flat route, good for families with children</li>" +
        "<li>Afternoon option ending at sunset on Cemagi beach</li></ul>",
    },
    activity_des: {
      id:
        "<p>Di balik kafe dan vila Canggu, masih ada petak-petak sawah yang digarap setiap hari. Tur ini memakai jalan setapak dan pematang di antara Pererenan, Tumbak Bayuh dan Munggu, sehingga Anda hampir tidak bertemu mobil. Rutenya datar sekitar 15 km, cocok juga untuk anak-anak dan yang jarang bersepeda.</p>" +
        "<p>Pemandu asli Pererenan menunjukkan saluran irigasi subak, burung kuntul yang mengikuti bajak, dan pura kecil di pojok sawah. Di tengah jalan Anda singgah di rumah sebuah keluarga Bali untuk belajar membuat canang sari, sesajen harian dari janur dan bunga, sambil menikmati kopi Bali dan jaje.</p>" +
        "<p>Tur pagi dimulai pukul 07.00 saat udara masih sejuk dan petani mulai bekerja. Tur sore dimulai pukul 15.30 dan berakhir di Pantai Cemagi dengan kelapa muda saat matahari terbenam, dengan Pura Gede Luhur Batu Ngaus di atas batu karang di tepi pantai.</p>",
      en:
        "<p>Behind Canggu's cafés and villas there are still rice fields worked every day. This tour uses footpaths and dykes between Pererenan, Tumbak Bayuh and Munggu, so you hardly meet a car. The route is a flat 15 km, fine for children and people who rarely cycle.</p>" +
        "<p>A guide from Pererenan shows you the subak irrigation channels, the egrets following the plough and the small shrines at the corners of the fields. Halfway round you stop at a Balinese family home to learn to make canang sari, the daily offerings of palm leaf and flowers, over Balinese coffee and jaje sweets.</p>" +
        "<p>The morning tour starts at 07:00 while it is cool and the farmers are heading out. The afternoon tour starts at 15:30 and ends on Cemagi beach with a fresh coconut at sunset, with Gede Luhur Batu Ngaus temple on its rock by the shore.</p>",
    },
    included: {
      id: [
        "Antar-jemput di Canggu, Berawa, Pererenan dan Seminyak",
        "Sepeda, helm, dan sepeda anak atau kursi boncengan anak",
        "Pemandu lokal berbahasa Inggris",
        "Kopi Bali, jaje dan sesi membuat canang",
        "Kelapa muda di pantai (tur sore)",
        "Air mineral",
      ],
      en: [
        "Transfer in Canggu, Berawa, Pererenan and Seminyak",
        "Bike, helmet, and kids' bikes or child seats",
        "English-speaking local guide",
        "Balinese coffee, jaje and canang-making session",
        "Fresh coconut at the beach (afternoon tour)",
        "Drinking water",
      ],
    },
    whattobring: {
      id: [
        "Sepatu atau sandal olahraga yang boleh kotor",
        "Tabir surya",
        "Losion anti nyamuk untuk tur sore",
        "Pakaian yang menutup bahu untuk berkunjung ke rumah keluarga",
      ],
      en: [
        "Shoes or sports sandals that can get muddy",
        "Sunscreen",
        "Insect repellent for the afternoon tour",
        "Clothes covering your shoulders for the family visit",
      ],
    },
    pickup_time: {
      id: "Tur pagi 06:40–06:50; tur sore 15:10–15:20. Jam pasti tercantum di konfirmasi.",
      en: "Morning tour 06:40–06:50; afternoon tour 15:10–15:20. Exact time in your confirmation.",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda, atau basecamp kami di Jalan Pantai Pererenan.",
      en: "Your hotel or villa lobby, or our base on Jalan Pantai Pererenan.",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi kepada pemandu. Untuk anak, sebutkan usia dan tinggi badan di kolom permintaan khusus agar sepeda atau kursi anak disiapkan.</p>",
      en: "<p>Show the confirmation e-mail to your guide. For children, give their ages and heights in the special request field so we can prepare bikes or child seats.</p>",
    },
    payment: PAYMENT,
    note: {
      id:
        "<p>Anak di bawah 8 tahun bisa ikut di kursi boncengan sepeda orang tua tanpa biaya. Jalan setapak bisa becek setelah hujan. Beberapa ruas pendek melewati jalan desa yang dilalui motor.</p>" +
        "<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>",
      en:
        "<p>Children under 8 can ride free in a child seat on a parent's bike. Paths can be muddy after rain. A few short stretches use village roads with scooter traffic.</p>" +
        "<p>Free cancellation up to 24 hours before; after that up to 50% is charged, and no-shows 100%.</p>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi dengan ID pemesanan dan jam penjemputan dikirim melalui e-mail, umumnya dalam 48 jam.</p>",
      en: "<p>Confirmation with your booking ID and pickup time comes by e-mail, usually within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Tur pagi (07.00–10.00)", en: "Morning tour (07:00–10:00)" },
        detail: {
          id: "<p>Sawah di pagi hari, kunjungan ke rumah keluarga dan kopi Bali.</p>",
          en: "<p>Rice fields in the morning, a family visit and Balinese coffee.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          { name: { id: "Anak (8–15 tahun)", en: "Child (8–15 years)" }, price_idr: 350000, price_usd: 22, minimal: 0 },
        ],
      },
      {
        name: { id: "Tur sore sampai senja (15.30–18.30)", en: "Afternoon-to-sunset tour (15:30–18:30)" },
        detail: {
          id: "<p>Rute yang sama, berakhir di Pantai Cemagi dengan kelapa muda saat matahari terbenam.</p>",
          en: "<p>The same route, ending on Cemagi beach with a fresh coconut at sunset.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 500000, price_usd: 31, minimal: 1 },
          {
            name: { id: "Anak (8–15 tahun)", en: "Child (8–15 years)" },
            price_idr: 375000,
            price_usd: 23.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["bicycle", "rice-terraces", "beach-dusk", "temple-gate"],
  },
];
