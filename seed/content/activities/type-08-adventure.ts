import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** The pay-later terms are the same for every adventure booking. */
const PAYMENT: Localized<RichText> = {
  id: `<p>Pesan sekarang, bayar nanti. Pembayaran dilakukan pada hari kegiatan kepada sopir atau staf kami di lokasi, <strong>tunai atau transfer bank, hanya dalam rupiah</strong>. Uang tunai dalam dolar AS tidak diterima; mata uang lain dihitung dengan kurs hari itu.</p>
<ul>
<li>Kartu kredit Amex, Visa dan Mastercard bisa dipakai di kantor kami dengan biaya tambahan 3%.</li>
<li>Pembayaran di muka lewat PayPal, kartu kredit atau transfer bank diatur melalui e-mail.</li>
</ul>`,
  en: `<p>Book now, pay later. You pay on the day to our driver or our staff on site, <strong>in cash or by bank transfer, in Indonesian rupiah only</strong>. US dollars in cash are not accepted; other currencies are converted at the day's rate.</p>
<ul>
<li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li>
<li>Advance payment by PayPal, credit card or bank transfer is arranged by e-mail.</li>
</ul>`,
};

export const adventure: ActivitySeed[] = [
  {
    code: "BT0801",
    slug: "ayung-river-white-water-rafting",
    typeId: 8,
    regency: "gianyar",
    name: {
      id: "Arung Jeram Sungai Ayung, Ubud",
      en: "Ayung River White-Water Rafting, Ubud",
    },
    short_des: {
      id: "Dua jam arung jeram kelas II-III di ngarai Sungai Ayung, melewati air terjun kecil dan relief batu, lalu makan siang prasmanan.",
      en: "Two hours of class II-III rafting through the Ayung River gorge, past small waterfalls and stone carvings, followed by a buffet lunch.",
    },
    location: { id: "Sungai Ayung, Ubud, Gianyar", en: "Ayung River, Ubud, Gianyar" },
    duration_hours: 6,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Sekitar 12 km jeram kelas II-III, cocok untuk pemula dan keluarga</li>
<li>Ngarai hijau dengan air terjun kecil, sawah dan relief Ramayana di tebing</li>
<li>Pemandu arung jeram bersertifikat di setiap perahu</li>
<li>Pilihan kombinasi dengan ATV di hari yang sama</li>
</ul>`,
      en: `<ul>
<li>About 12 km of class II-III rapids, fine for beginners and families</li>
<li>A green gorge with small waterfalls, rice terraces and Ramayana carvings on the cliff</li>
<li>A certified river guide in every raft</li>
<li>Combo option with an ATV ride on the same day</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Sungai Ayung adalah sungai terpanjang di Bali, mengalir dari dataran tinggi Kintamani melewati barat Ubud menuju Sanur. Bagian yang dipakai untuk arung jeram melintasi ngarai yang dalam, dikelilingi hutan, pohon kelapa dan sawah bertingkat, jauh dari jalan raya. Jeramnya kelas II-III: cukup seru untuk membuat Anda basah kuyup, tetapi aman bagi pemula dan anak-anak mulai 7 tahun.</p>
<p>Setelah tiba di base camp di Kedewatan, Anda menitipkan barang, memakai helm dan jaket pelampung, dan mendapat briefing tentang cara mendayung, aba-aba pemandu, dan apa yang harus dilakukan jika terjatuh ke air. Dari sana, turun sekitar 300 anak tangga ke tepi sungai. Setiap perahu berisi 4-6 peserta dan satu pemandu di belakang.</p>
<p>Perjalanan sungai berlangsung sekitar dua jam. Di tengah jalan ada air terjun kecil yang mengalir dari tebing, dan dinding batu panjang yang dipahat dengan kisah Ramayana. Di titik akhir, ada kamar mandi dengan air panas, lalu makan siang prasmanan Indonesia dengan pemandangan lembah. Paket kombinasi melanjutkan dengan 1 jam naik ATV di jalur lumpur dan sawah dekat Ubud.</p>`,
      en: `<p>The Ayung is Bali's longest river, running from the Kintamani highlands past western Ubud to the sea near Sanur. The rafting section runs through a deep gorge surrounded by forest, coconut palms and terraced paddies, far from any road. The rapids are class II-III: exciting enough to soak you, yet safe for beginners and children from age 7.</p>
<p>At the base camp in Kedewatan you leave your things, put on a helmet and life jacket and get a briefing on paddling, the guide's commands and what to do if you fall in. From there it is about 300 steps down to the river. Each raft carries 4-6 people with a guide at the back.</p>
<p>The river run takes around two hours. On the way there is a small waterfall pouring off the cliff and a long rock wall carved with scenes from the Ramayana. At the finish there are hot showers, then an Indonesian buffet lunch looking over the valley. The combo package continues with a 1-hour ATV ride on muddy tracks and rice fields near Ubud.</p>`,
    },
    included: {
      id: [
        "Transfer hotel pulang-pergi",
        "Helm, jaket pelampung dan dayung",
        "Pemandu arung jeram bersertifikat",
        "Kamar mandi air panas, handuk dan loker",
        "Makan siang prasmanan dan air mineral",
        "Asuransi kegiatan",
      ],
      en: [
        "Return hotel transfer",
        "Helmet, life jacket and paddle",
        "Certified river guide",
        "Hot showers, towel and locker",
        "Buffet lunch and mineral water",
        "Activity insurance",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang boleh basah dan kotor",
        "Sandal gunung atau sepatu dengan tali (bukan sandal jepit)",
        "Pakaian ganti",
        "Tabir surya",
        "Kacamata dengan tali jika Anda berkacamata",
      ],
      en: [
        "Clothes that can get wet and muddy",
        "Strapped sandals or shoes (no flip-flops)",
        "A change of clothes",
        "Sunscreen",
        "A strap for your glasses if you wear them",
      ],
    },
    pickup_time: {
      id: "08:30-09:00 dari Ubud; 07:30-08:00 dari Kuta, Seminyak, Canggu, Sanur atau Nusa Dua.",
      en: "08:30-09:00 from Ubud; 07:30-08:00 from Kuta, Seminyak, Canggu, Sanur or Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau base camp arung jeram di Kedewatan, Ubud.",
      en: "Your hotel lobby, or the rafting base camp in Kedewatan, Ubud.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, tanggal dan jumlah dewasa dan anak.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada sopir, lalu tanda tangani formulir risiko di base camp.</li>
</ol>`,
      en: `<ol>
<li>Choose your package, date and number of adults and children.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the driver and sign the waiver at the base camp.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 7 tahun untuk arung jeram; ATV mulai 16 tahun sebagai pengemudi dan 6 tahun sebagai pembonceng.</li>
<li>Tidak untuk ibu hamil atau penderita penyakit jantung dan cedera punggung.</li>
<li>Ada sekitar 300 anak tangga turun dan naik; perlu kondisi fisik yang cukup.</li>
<li>Di musim hujan (Desember-Maret) air lebih tinggi dan jeram lebih seru; jika sungai terlalu tinggi, kegiatan ditunda.</li>
<li>Jangan membawa barang berharga ke sungai; foto dari fotografer di tepi sungai dijual terpisah.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 7 for rafting; for ATV, drivers from 16 and passengers from 6.</li>
<li>Not suitable during pregnancy or with heart problems or back injuries.</li>
<li>There are about 300 steps down and up; you need reasonable fitness.</li>
<li>In the rainy season (December-March) the water is higher and the rapids livelier; if the river is too high, the trip is postponed.</li>
<li>Leave valuables behind; photos from the riverside photographers are sold separately.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika kami menunda karena debit sungai, Anda bisa pindah tanggal atau tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. If we postpone because of the river level, you can change the date or pay nothing.</p>`,
    },
    packages: [
      {
        name: { id: "Arung Jeram Ayung", en: "Ayung Rafting" },
        detail: {
          id: `<ul>
<li>Briefing dan perlengkapan keselamatan</li>
<li>Sekitar 2 jam di sungai</li>
<li>Mandi air panas dan makan siang prasmanan</li>
<li>Kembali di hotel sekitar 14:30-15:30</li>
</ul>`,
          en: `<ul>
<li>Briefing and safety gear</li>
<li>About 2 hours on the river</li>
<li>Hot shower and buffet lunch</li>
<li>Back at your hotel around 14:30-15:30</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 550000, price_usd: 34.5, minimal: 1 },
          {
            name: { id: "Anak (7-14 tahun)", en: "Child (7-14 years)" },
            price_idr: 400000,
            price_usd: 25,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kombinasi Arung Jeram + ATV", en: "Rafting + ATV Combo" },
        detail: {
          id: `<ul>
<li>Arung jeram Ayung dan makan siang</li>
<li>ATV 1 jam melewati lumpur, sungai kecil dan sawah</li>
<li>Sepatu bot, helm dan mandi setelah ATV</li>
<li>Pilih jumlah peserta dengan ATV sendiri dan/atau berdua di ATV tandem</li>
<li>Kembali di hotel sekitar 17:00</li>
</ul>`,
          en: `<ul>
<li>Ayung rafting and lunch</li>
<li>1-hour ATV ride through mud, streams and rice fields</li>
<li>Boots, helmet and shower after the ATV</li>
<li>Choose how many ride their own ATV and/or share a tandem</li>
<li>Back at your hotel around 17:00</li>
</ul>`,
        },
        products: [
          {
            name: { id: "Dewasa, ATV sendiri", en: "Adult, own ATV" },
            price_idr: 1350000,
            price_usd: 84.5,
            minimal: 0,
          },
          {
            name: { id: "Berdua di ATV tandem (per orang)", en: "Sharing a tandem ATV (per person)" },
            price_idr: 1150000,
            price_usd: 72,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "waterfall", "rice-terraces"],
  },
  {
    code: "BT0802",
    slug: "telaga-waja-river-rafting",
    typeId: 8,
    regency: "karangasem",
    name: {
      id: "Arung Jeram Sungai Telaga Waja, Karangasem",
      en: "Telaga Waja River Rafting, Karangasem",
    },
    short_des: {
      id: "Arung jeram paling menantang di Bali: 14 km jeram kelas III-IV di lereng Gunung Agung, termasuk terjunan bendungan setinggi 4 meter.",
      en: "Bali's most challenging rafting: 14 km of class III-IV rapids on the slopes of Mount Agung, including a 4-metre drop over a weir.",
    },
    location: { id: "Muncan, Selat, Karangasem", en: "Muncan, Selat, Karangasem" },
    duration_hours: 9,
    cancelation_hours: 24,
    start_time: "07:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Jeram lebih curam dan rapat dibanding Sungai Ayung</li>
<li>Terjunan 4 meter di bendungan, pengalaman yang jarang ada di Bali</li>
<li>Sungai jernih di lembah sawah dan hutan bambu di bawah Gunung Agung</li>
<li>Rombongan kecil dan pemandu berpengalaman</li>
</ul>`,
      en: `<ul>
<li>Steeper, tighter rapids than on the Ayung</li>
<li>A 4-metre drop over a weir, something rare in Bali</li>
<li>A clear river in a valley of rice fields and bamboo below Mount Agung</li>
<li>Small groups and experienced guides</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Sungai Telaga Waja mengalir dari lereng selatan Gunung Agung melewati daerah Muncan dan Rendang di Karangasem. Alirannya lebih curam daripada Sungai Ayung, dengan batu-batu besar, tikungan tajam dan jeram yang datang beruntun. Karena jauh dari pusat wisata, sungainya sepi: hanya petani, anak-anak desa yang mandi, dan burung raja udang.</p>
<p>Perjalanan dari Bali selatan atau Ubud melewati sawah Rendang dan kebun salak. Di base camp Anda mendapat briefing lebih panjang daripada arung jeram biasa, termasuk latihan mendayung di darat dan teknik berpegangan saat melewati terjunan. Lalu turun sekitar 250 anak tangga ke titik start.</p>
<p>Sekitar 2,5 jam di sungai, Anda melewati ngarai berdinding batu, hutan bambu dan sawah bertingkat, dengan beberapa air terjun kecil di tepi sungai. Puncaknya adalah terjunan setinggi kira-kira 4 meter di sebuah bendungan irigasi: perahu meluncur turun dan biasanya semua orang basah kuyup. Setelah finish, mandi air hangat dan makan siang prasmanan di restoran di atas lembah.</p>`,
      en: `<p>The Telaga Waja flows from the southern slopes of Mount Agung through Muncan and Rendang in Karangasem. It is steeper than the Ayung, with big boulders, sharp bends and rapids that come one after another. Being far from the tourist centres, the river is quiet: just farmers, village children bathing and kingfishers.</p>
<p>The drive from south Bali or Ubud passes the Rendang rice fields and snake-fruit gardens. At the base camp you get a longer briefing than on a normal rafting trip, including paddling practice on land and how to hold on for the drop. Then it is about 250 steps down to the start.</p>
<p>During some 2.5 hours on the river you pass rock-walled gorges, bamboo forest and terraced paddies, with small waterfalls along the banks. The highlight is a drop of about 4 metres over an irrigation weir: the raft slides over the edge and usually everyone gets drenched. After the finish there are warm showers and a buffet lunch at a restaurant above the valley.</p>`,
    },
    included: {
      id: [
        "Transfer hotel pulang-pergi dengan mobil ber-AC",
        "Helm, jaket pelampung dan dayung",
        "Pemandu arung jeram berpengalaman",
        "Kamar mandi, handuk dan loker",
        "Makan siang prasmanan, teh dan kopi",
        "Asuransi kegiatan",
      ],
      en: [
        "Return hotel transfer by air-conditioned car",
        "Helmet, life jacket and paddle",
        "Experienced river guides",
        "Showers, towel and locker",
        "Buffet lunch, tea and coffee",
        "Activity insurance",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang cepat kering",
        "Sepatu atau sandal bertali",
        "Pakaian ganti dan kantong plastik",
        "Tabir surya",
        "Obat anti mabuk untuk perjalanan berliku",
      ],
      en: [
        "Quick-drying clothes",
        "Strapped shoes or sandals",
        "A change of clothes and a plastic bag",
        "Sunscreen",
        "Travel-sickness tablets for the winding road",
      ],
    },
    pickup_time: {
      id: "07:30 dari Ubud; 06:45 dari Kuta, Seminyak, Canggu, Sanur atau Nusa Dua.",
      en: "07:30 from Ubud; 06:45 from Kuta, Seminyak, Canggu, Sanur or Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda; tamu di Sidemen bisa bertemu langsung di base camp di Muncan pukul 09:00.",
      en: "Your hotel lobby; guests in Sidemen can meet us at the base camp in Muncan at 09:00.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan untuk minimal dua peserta dan tulis umur setiap peserta di permintaan khusus.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada sopir dan tanda tangani formulir risiko di base camp.</li>
</ol>`,
      en: `<ol>
<li>Book for at least two people and give each participant's age in the special request box.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the driver and sign the waiver at the base camp.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 12 tahun; peserta harus bisa berenang dan dalam kondisi fisik yang baik.</li>
<li>Tidak untuk ibu hamil atau penderita masalah jantung, punggung atau leher.</li>
<li>Jika ketinggian air terlalu rendah di puncak musim kemarau atau terlalu tinggi setelah hujan deras, pemandu bisa memperpendek rute atau kami pindahkan Anda ke Sungai Ayung.</li>
<li>Perjalanan dari Bali selatan sekitar 2 jam sekali jalan.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 12; you must be able to swim and be reasonably fit.</li>
<li>Not suitable during pregnancy or with heart, back or neck problems.</li>
<li>If the water is too low at the height of the dry season, or too high after heavy rain, the guides may shorten the run or we move you to the Ayung.</li>
<li>The drive from south Bali takes about 2 hours each way.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Arung Jeram Telaga Waja", en: "Telaga Waja Rafting" },
        detail: {
          id: `<ul>
<li>Briefing dan latihan di darat</li>
<li>Sekitar 14 km dan 2,5 jam di sungai, termasuk terjunan 4 meter</li>
<li>Makan siang prasmanan</li>
<li>Kembali di hotel sekitar 16:00-17:00</li>
</ul>`,
          en: `<ul>
<li>Briefing and practice on land</li>
<li>About 14 km and 2.5 hours on the river, including the 4-metre drop</li>
<li>Buffet lunch</li>
<li>Back at your hotel around 16:00-17:00</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Remaja (12-15 tahun)", en: "Teenager (12-15 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "waterfall", "volcano", "rice-terraces"],
  },
  {
    code: "BT0803",
    slug: "payangan-atv-quad-bike-jungle-ride",
    typeId: 8,
    regency: "gianyar",
    name: {
      id: "ATV Quad Bike di Hutan dan Sawah Payangan",
      en: "Payangan ATV Quad Bike Jungle Ride",
    },
    short_des: {
      id: "Kendarai ATV sendiri atau berdua melewati jalur lumpur, sungai kecil, hutan bambu dan sawah di utara Ubud.",
      en: "Drive your own or a shared ATV through mud tracks, shallow streams, bamboo forest and rice fields north of Ubud.",
    },
    location: { id: "Payangan, Gianyar", en: "Payangan, Gianyar" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: `<ul>
<li>ATV 250 cc otomatis, mudah dikendarai tanpa pengalaman</li>
<li>Jalur lumpur, genangan, sungai dangkal dan pematang sawah</li>
<li>Pemandu di depan dan di belakang rombongan</li>
<li>Jalur 1 jam atau 2 jam, sendiri atau tandem</li>
</ul>`,
      en: `<ul>
<li>Automatic 250 cc ATVs, easy to drive with no experience</li>
<li>Mud tracks, puddles, shallow streams and rice-field paths</li>
<li>Guides at the front and back of the group</li>
<li>1-hour or 2-hour track, single or tandem</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Payangan adalah daerah perbukitan sekitar 20 menit di utara Ubud, dengan sawah, kebun kopi dan lembah Sungai Ayung. Jalur ATV kami melintasi tanah pertanian dan hutan milik desa, sehingga sebagian biaya masuk kembali ke warga setempat. Anda tidak perlu pengalaman; ATV otomatis hanya punya gas dan rem.</p>
<p>Di base camp Anda mendapat sepatu bot, helm dan briefing, lalu latihan beberapa putaran di lapangan. Rombongan kemudian berangkat dengan pemandu di depan dan di belakang. Jalur dimulai di jalan tanah di antara sawah, lalu masuk ke hutan bambu dan turun ke genangan lumpur yang dalam dan sungai dangkal. Di tengah rute ada berhenti di pinggir sawah untuk minum dan foto.</p>
<p>Jalur 2 jam menambah bagian hutan yang lebih panjang dan tanjakan yang lebih curam, serta melewati desa tempat warga menjemur padi. Setelah kembali, Anda mandi dan berganti pakaian, lalu makan siang Indonesia di base camp. Anda akan pulang kotor, lelah dan puas.</p>`,
      en: `<p>Payangan is hill country about 20 minutes north of Ubud, with rice fields, coffee gardens and the Ayung valley. Our ATV track crosses farmland and village forest, so part of the fee goes back to the local community. No experience is needed; the automatic ATVs just have a throttle and brakes.</p>
<p>At the base camp you get boots, a helmet and a briefing, then practise a few laps on a training field. The group then sets off with guides at the front and back. The track starts on dirt lanes between paddies, then goes into bamboo forest and down into deep mud pools and shallow streams. Halfway there is a stop at the edge of the rice fields for drinks and photos.</p>
<p>The 2-hour track adds a longer forest section and steeper climbs and passes through a village where families dry rice in the sun. Back at base you shower and change, then have an Indonesian lunch. You will go home muddy, tired and happy.</p>`,
    },
    included: {
      id: [
        "ATV dengan bensin",
        "Helm, sepatu bot dan jas hujan jika perlu",
        "Pemandu dan asuransi kegiatan",
        "Kamar mandi, handuk dan loker",
        "Makan siang Indonesia dan air mineral",
        "Transfer hotel di Ubud dan Bali selatan",
      ],
      en: [
        "ATV with fuel",
        "Helmet, boots and raincoat if needed",
        "Guides and activity insurance",
        "Showers, towel and locker",
        "Indonesian lunch and mineral water",
        "Hotel transfer in Ubud and south Bali",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang tidak masalah jika rusak karena lumpur",
        "Pakaian ganti lengkap",
        "Kacamata hitam atau kacamata pelindung",
        "Tabir surya",
        "Kantong plastik untuk pakaian kotor",
      ],
      en: [
        "Clothes you don't mind ruining with mud",
        "A full change of clothes",
        "Sunglasses or goggles",
        "Sunscreen",
        "A plastic bag for muddy clothes",
      ],
    },
    pickup_time: {
      id: "08:30 dari Ubud; 07:30-08:00 dari Kuta, Seminyak, Canggu, Sanur atau Nusa Dua. Jadwal 13:00 juga tersedia.",
      en: "08:30 from Ubud; 07:30-08:00 from Kuta, Seminyak, Canggu, Sanur or Nusa Dua. A 13:00 slot is also available.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau base camp ATV di Payangan (titik lokasi dikirim lewat e-mail).",
      en: "Your hotel lobby, or the ATV base camp in Payangan (location pin sent by e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih jalur 1 jam atau 2 jam, lalu jumlah ATV sendiri dan ATV tandem.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi kepada sopir dan tanda tangani formulir risiko di base camp.</li>
</ol>`,
      en: `<ol>
<li>Choose the 1-hour or 2-hour track, then the number of single and tandem ATVs.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Show the confirmation to the driver and sign the waiver at the base camp.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Pengemudi minimal 16 tahun (di bawah itu bisa naik tandem bersama pemandu); pembonceng minimal 6 tahun.</li>
<li>Tidak untuk ibu hamil atau penderita cedera punggung.</li>
<li>Kerusakan ATV karena mengemudi sembarangan atau mengabaikan pemandu bisa dibebankan kepada pengemudi.</li>
<li>Jalur tetap dibuka saat hujan; justru lebih berlumpur dan seru.</li>
</ul>`,
      en: `<ul>
<li>Drivers must be 16 or over (younger riders can go tandem with a guide driving); passengers from age 6.</li>
<li>Not suitable during pregnancy or with back injuries.</li>
<li>Damage to the ATV from reckless driving or ignoring the guide may be charged to the driver.</li>
<li>The track stays open in the rain; it just gets muddier and more fun.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Jalur 1 Jam", en: "1-Hour Track" },
        detail: {
          id: `<ul>
<li>Briefing dan latihan</li>
<li>Sekitar 1 jam di jalur sawah, bambu dan lumpur</li>
<li>Mandi dan makan siang</li>
</ul>`,
          en: `<ul>
<li>Briefing and practice</li>
<li>About 1 hour on rice-field, bamboo and mud tracks</li>
<li>Shower and lunch</li>
</ul>`,
        },
        products: [
          {
            name: { id: "ATV sendiri (1 orang)", en: "Single ATV (1 person)" },
            price_idr: 850000,
            price_usd: 53,
            minimal: 0,
          },
          {
            name: { id: "ATV tandem (2 orang)", en: "Tandem ATV (2 people)" },
            price_idr: 1250000,
            price_usd: 78,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Jalur 2 Jam", en: "2-Hour Track" },
        detail: {
          id: `<ul>
<li>Briefing dan latihan</li>
<li>Sekitar 2 jam, termasuk bagian hutan yang lebih panjang dan melewati desa</li>
<li>Mandi dan makan siang</li>
</ul>`,
          en: `<ul>
<li>Briefing and practice</li>
<li>About 2 hours, with a longer forest section and a village crossing</li>
<li>Shower and lunch</li>
</ul>`,
        },
        products: [
          {
            name: { id: "ATV sendiri (1 orang)", en: "Single ATV (1 person)" },
            price_idr: 1350000,
            price_usd: 84.5,
            minimal: 0,
          },
          {
            name: { id: "ATV tandem (2 orang)", en: "Tandem ATV (2 people)" },
            price_idr: 1900000,
            price_usd: 119,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "rice-terraces", "motorbike"],
  },
  {
    code: "BT0804",
    slug: "tegallalang-jungle-swing-and-rice-terraces",
    typeId: 8,
    regency: "gianyar",
    name: {
      id: "Ayunan Hutan dan Sawah Terasering Tegallalang",
      en: "Tegallalang Jungle Swing and Rice Terraces",
    },
    short_des: {
      id: "Berayun tinggi di atas lembah hutan Tegallalang, berfoto di sarang burung raksasa, lalu berjalan di sawah terasering.",
      en: "Swing high above a jungle valley in Tegallalang, pose in giant bird nests, then walk the rice terraces.",
    },
    location: { id: "Tegallalang, Gianyar", en: "Tegallalang, Gianyar" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "08:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Beberapa ayunan dengan ketinggian berbeda, dari ringan hingga memacu adrenalin</li>
<li>Sarang burung, tebing foto dan jembatan bambu di atas lembah</li>
<li>Jalan kaki di sawah terasering Tegallalang yang terkenal</li>
<li>Mencicipi kopi dan teh Bali di kebun setempat</li>
</ul>`,
      en: `<ul>
<li>Several swings of different heights, from gentle to heart-racing</li>
<li>Bird nests, photo ledges and bamboo bridges above the valley</li>
<li>A walk through the famous Tegallalang rice terraces</li>
<li>Balinese coffee and tea tasting at a local garden</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Tegallalang, 20 menit di utara Ubud, terkenal dengan sawah teraseringnya yang diairi sistem subak sejak berabad-abad. Di tepi lembah-lembah di sekitarnya kini ada taman ayunan: ayunan tali panjang yang digantung dari rangka kayu tinggi, sehingga saat berayun Anda seolah melayang di atas pucuk pohon kelapa.</p>
<p>Setiap peserta memakai harness yang dikaitkan ke ayunan, dan dua petugas mendorong serta menarik Anda kembali dengan tali. Ayunan paling rendah cocok untuk anak-anak dan yang ingin santai; ayunan tertinggi membuat perut bergejolak. Di antara ayunan ada sarang burung dari ranting, platform berbentuk hati dan jembatan bambu untuk foto. Staf dengan senang hati memotret Anda dengan ponsel sendiri.</p>
<p>Setelah itu kita berjalan sekitar satu jam di sawah terasering Tegallalang, naik turun pematang dan jembatan kecil, sebelum mencicipi kopi Bali, teh serai dan cokelat di kebun setempat. Paket foto menambahkan sewa gaun panjang berwarna cerah yang berkibar saat berayun dan fotografer profesional.</p>`,
      en: `<p>Tegallalang, 20 minutes north of Ubud, is famous for rice terraces watered by the subak system for centuries. On the edges of the surrounding valleys there are now swing parks: long rope swings hung from tall timber frames, so as you swing out you seem to float over the tops of the coconut palms.</p>
<p>Every rider wears a harness clipped to the swing, and two attendants push you out and pull you back with a rope. The lowest swings suit children and anyone who wants it gentle; the highest will make your stomach flip. Between the swings there are bird nests woven from branches, heart-shaped platforms and bamboo bridges for photos. The staff are happy to take pictures with your own phone.</p>
<p>Afterwards we walk for about an hour through the Tegallalang terraces, up and down the dykes and over small bridges, before tasting Balinese coffee, lemongrass tea and cocoa at a local garden. The photo package adds the rental of a long, brightly coloured flying dress that billows as you swing, plus a professional photographer.</p>`,
    },
    included: {
      id: [
        "Tiket taman ayunan dengan semua ayunan dan spot foto",
        "Harness dan pengawas keselamatan",
        "Makan siang ringan dan minuman di taman ayunan",
        "Retribusi sawah Tegallalang dan pemandu",
        "Mencicipi kopi dan teh",
        "Transfer hotel pulang-pergi",
      ],
      en: [
        "Swing park entrance with all swings and photo spots",
        "Harness and safety staff",
        "Light lunch and a drink at the swing park",
        "Tegallalang rice terrace fee and guide",
        "Coffee and tea tasting",
        "Return hotel transfer",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang nyaman dan celana pendek atau panjang (rok tidak praktis saat memakai harness)",
        "Sepatu atau sandal untuk jalan di sawah",
        "Topi dan tabir surya",
        "Ponsel atau kamera dengan tali",
      ],
      en: [
        "Comfortable clothes and shorts or trousers (skirts are awkward with a harness)",
        "Shoes or sandals for walking in the rice fields",
        "Hat and sunscreen",
        "Phone or camera with a strap",
      ],
    },
    pickup_time: {
      id: "08:30 dari Ubud; 07:30 dari Kuta, Seminyak, Canggu, Sanur atau Nusa Dua.",
      en: "08:30 from Ubud; 07:30 from Kuta, Seminyak, Canggu, Sanur or Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda.",
      en: "Your hotel lobby.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, tanggal dan jumlah dewasa dan anak.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada sopir; ia mengurus tiket di taman ayunan.</li>
</ol>`,
      en: `<ol>
<li>Choose your package, date and number of adults and children.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the driver, who handles the tickets at the swing park.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Anak 4 tahun ke atas boleh naik ayunan rendah; ayunan tertinggi untuk usia 12 tahun ke atas. Berat maksimal 110 kg.</li>
<li>Tidak untuk ibu hamil atau penderita masalah jantung dan punggung.</li>
<li>Pada musim ramai (Juli-Agustus) antrean ayunan tertinggi bisa 20-30 menit; datang pagi membantu.</li>
<li>Di sawah Tegallalang sebagian pemilik lahan meminta donasi kecil di pematang; siapkan uang receh.</li>
</ul>`,
      en: `<ul>
<li>Children from 4 may ride the low swings; the highest swing is for ages 12 and up. Maximum weight 110 kg.</li>
<li>Not suitable during pregnancy or with heart or back problems.</li>
<li>In the busy season (July-August) the queue for the highest swing can be 20-30 minutes; coming early helps.</li>
<li>In the Tegallalang terraces some landowners ask for a small donation along the paths; carry some small notes.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika hujan lebat, ayunan bisa ditutup sementara; kami menunggu atau mengatur ulang urutan kegiatan.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. In heavy rain the swings may close for a while; we wait or rearrange the order of the day.</p>`,
    },
    packages: [
      {
        name: { id: "Ayunan & Sawah", en: "Swing & Rice Terraces" },
        detail: {
          id: `<ul>
<li>Semua ayunan dan spot foto</li>
<li>Makan siang ringan di taman ayunan</li>
<li>Jalan 1 jam di sawah Tegallalang</li>
<li>Mencicipi kopi dan teh</li>
</ul>`,
          en: `<ul>
<li>All swings and photo spots</li>
<li>Light lunch at the swing park</li>
<li>1-hour walk in the Tegallalang terraces</li>
<li>Coffee and tea tasting</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 550000, price_usd: 34.5, minimal: 1 },
          {
            name: { id: "Anak (4-11 tahun)", en: "Child (4-11 years)" },
            price_idr: 350000,
            price_usd: 22,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Ayunan, Sawah & Paket Foto", en: "Swing, Rice Terraces & Photo Package" },
        detail: {
          id: `<ul>
<li>Semua kegiatan paket Ayunan & Sawah</li>
<li>Sewa gaun panjang (flying dress) pilihan warna</li>
<li>Fotografer profesional selama 1 jam, 30 foto hasil edit dikirim dalam 2 hari</li>
</ul>`,
          en: `<ul>
<li>Everything in the Swing & Rice Terraces package</li>
<li>Flying dress rental in your choice of colour</li>
<li>Professional photographer for 1 hour, 30 edited photos sent within 2 days</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 800000, price_usd: 50, minimal: 1 }],
      },
    ],
    scenes: ["jungle", "rice-terraces", "cliff"],
  },
  {
    code: "BT0805",
    slug: "bedugul-treetop-adventure-park",
    typeId: 8,
    regency: "tabanan",
    name: {
      id: "Taman Petualangan Pohon di Kebun Raya Bedugul",
      en: "Bedugul Treetop Adventure Park",
    },
    short_des: {
      id: "Jembatan gantung, jaring laba-laba dan flying fox di antara pohon-pohon raksasa Kebun Raya Bali, untuk anak mulai 4 tahun sampai dewasa.",
      en: "Rope bridges, spider nets and flying foxes among the giant trees of the Bali Botanic Garden, for ages 4 to adult.",
    },
    location: { id: "Candikuning, Bedugul, Tabanan", en: "Candikuning, Bedugul, Tabanan" },
    duration_hours: 7,
    cancelation_hours: 24,
    start_time: "08:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Puluhan rintangan di beberapa sirkuit, 2 hingga 20 meter di atas tanah</li>
<li>Sistem tali pengaman yang selalu terkait selama di sirkuit</li>
<li>Sirkuit anak terpisah mulai usia 4 tahun</li>
<li>Udara sejuk pegunungan di kebun raya seluas 150 hektare</li>
</ul>`,
      en: `<ul>
<li>Dozens of challenges on several circuits, 2 to 20 metres above the ground</li>
<li>A continuous belay system that keeps you clipped in at all times</li>
<li>Separate children's circuits from age 4</li>
<li>Cool mountain air in a 150-hectare botanic garden</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Kebun Raya Bali di Candikuning, Bedugul, adalah kebun botani di ketinggian sekitar 1.300 meter, penuh pohon cemara, pakis pohon dan anggrek. Di antara pohon-pohon tertuanya dibangun taman petualangan pohon: jembatan tali, tangga gantung, jaring laba-laba, papan goyang dan flying fox yang menghubungkan satu pohon dengan pohon lain.</p>
<p>Setelah memakai harness, instruktur memberi briefing dan Anda berlatih di sirkuit rendah. Sistem pengamannya menggunakan tali yang tidak bisa dilepas selama di sirkuit, jadi anak-anak pun aman. Sirkuit diberi warna sesuai tingkat kesulitan: sirkuit anak di 2-3 meter, sirkuit keluarga, dan sirkuit hitam yang tinggi dengan flying fox panjang melintasi lembah. Anda bebas mencoba sebanyak mungkin dalam sekitar 2,5 jam.</p>
<p>Perjalanan dari Bali selatan atau Ubud sekitar 1,5-2 jam. Setelah bermain, masih ada waktu untuk makan siang dan berjalan-jalan di kebun raya atau ke Pasar Candikuning. Jika Anda menginap di dekat Bedugul atau membawa kendaraan sendiri, pilih paket tiket saja.</p>`,
      en: `<p>The Bali Botanic Garden at Candikuning, Bedugul, lies at about 1,300 metres and is full of conifers, tree ferns and orchids. Among its oldest trees is a treetop adventure park: rope bridges, hanging ladders, spider nets, wobbly planks and flying foxes linking tree to tree.</p>
<p>Once you have your harness on, an instructor gives a briefing and you practise on a low circuit. The belay system stays locked to the line for the whole circuit, so even children are safe. Circuits are colour-coded by difficulty: kids' circuits at 2-3 metres, family circuits, and the high black circuit with long flying foxes across the valley. You can try as many as you like in about 2.5 hours.</p>
<p>The drive from south Bali or Ubud is about 1.5-2 hours. After the park there is time for lunch and a stroll through the garden or Candikuning market. If you are staying near Bedugul or have your own transport, choose the ticket-only package.</p>`,
    },
    included: {
      id: [
        "Tiket masuk Kebun Raya Bali",
        "Tiket taman petualangan dan harness",
        "Briefing dan instruktur di sirkuit",
        "Air mineral",
        "Transfer hotel (paket dengan transfer)",
      ],
      en: [
        "Bali Botanic Garden entrance",
        "Adventure park ticket and harness",
        "Briefing and instructors on the circuits",
        "Mineral water",
        "Hotel transfer (packages with transfer)",
      ],
    },
    whattobring: {
      id: [
        "Sepatu olahraga tertutup (wajib)",
        "Pakaian olahraga yang nyaman",
        "Jaket (Bedugul bisa 16-20°C)",
        "Sarung tangan tipis jika punya",
        "Uang rupiah untuk makan siang",
      ],
      en: [
        "Closed sports shoes (required)",
        "Comfortable sports clothes",
        "A jacket (Bedugul can be 16-20°C)",
        "Thin gloves if you have them",
        "Rupiah for lunch",
      ],
    },
    pickup_time: {
      id: "08:30 dari Ubud; 08:00 dari Kuta, Seminyak, Canggu, Sanur atau Nusa Dua. Paket tiket saja: datang antara 08:30 dan 15:00.",
      en: "08:30 from Ubud; 08:00 from Kuta, Seminyak, Canggu, Sanur or Nusa Dua. Ticket only: arrive between 08:30 and 15:00.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau loket taman petualangan di dalam Kebun Raya Bali, Candikuning.",
      en: "Your hotel lobby, or the adventure park counter inside the Bali Botanic Garden, Candikuning.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket dengan transfer, tiket saja, atau paket keluarga.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi kepada sopir atau di loket taman untuk menukar tiket.</li>
</ol>`,
      en: `<ol>
<li>Choose the package with transfer, ticket only, or the family package.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Show the confirmation to the driver or at the park counter to collect your tickets.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 4 tahun. Anak di bawah 12 tahun harus diawasi orang dewasa yang ikut membayar tiket atau berada di bawah sirkuit.</li>
<li>Sirkuit tinggi memerlukan tinggi badan minimal 140 cm; berat maksimal 120 kg.</li>
<li>Sandal dan sepatu terbuka tidak diizinkan.</li>
<li>Saat hujan petir sirkuit ditutup sementara; gerimis tidak menghentikan kegiatan.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 4. Children under 12 must be supervised by an adult who is also climbing or watching from below.</li>
<li>The high circuits require a minimum height of 140 cm; maximum weight 120 kg.</li>
<li>Sandals and open shoes are not allowed.</li>
<li>Circuits close during thunderstorms; drizzle does not stop play.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Dengan Transfer Hotel", en: "With Hotel Transfer" },
        detail: {
          id: `<ul>
<li>Mobil ber-AC dengan sopir</li>
<li>Sekitar 2,5 jam di taman petualangan</li>
<li>Waktu bebas di kebun raya atau Pasar Candikuning</li>
<li>Kembali di hotel sekitar 16:00-17:00</li>
</ul>`,
          en: `<ul>
<li>Air-conditioned car with driver</li>
<li>About 2.5 hours at the adventure park</li>
<li>Free time in the garden or Candikuning market</li>
<li>Back at your hotel around 16:00-17:00</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa (12+)", en: "Adult (12+)" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          {
            name: { id: "Anak (4-11 tahun)", en: "Child (4-11 years)" },
            price_idr: 480000,
            price_usd: 30,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Tiket Saja", en: "Ticket Only" },
        detail: {
          id: `<ul>
<li>Tiket Kebun Raya dan taman petualangan</li>
<li>Datang sendiri antara 08:30 dan 15:00</li>
</ul>`,
          en: `<ul>
<li>Botanic Garden and adventure park tickets</li>
<li>Make your own way there between 08:30 and 15:00</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa (12+)", en: "Adult (12+)" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          {
            name: { id: "Anak (4-11 tahun)", en: "Child (4-11 years)" },
            price_idr: 280000,
            price_usd: 17.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Paket Keluarga dengan Transfer", en: "Family Package with Transfer" },
        detail: {
          id: `<ul>
<li>Dua dewasa dan dua anak (4-11 tahun)</li>
<li>Semua yang termasuk dalam paket dengan transfer</li>
<li>Anak tambahan bisa ditambahkan dengan harga anak</li>
</ul>`,
          en: `<ul>
<li>Two adults and two children (4-11 years)</li>
<li>Everything in the package with transfer</li>
<li>Extra children can be added at the child price</li>
</ul>`,
        },
        products: [
          {
            name: { id: "Keluarga (2 dewasa + 2 anak)", en: "Family (2 adults + 2 children)" },
            price_idr: 1950000,
            price_usd: 122,
            minimal: 1,
          },
          {
            name: { id: "Anak tambahan (4-11 tahun)", en: "Extra child (4-11 years)" },
            price_idr: 420000,
            price_usd: 26,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "lake", "rice-terraces"],
  },
  {
    code: "BT0806",
    slug: "timbis-cliff-tandem-paragliding",
    typeId: 8,
    regency: "badung",
    name: {
      id: "Paralayang Tandem dari Tebing Timbis",
      en: "Timbis Cliff Tandem Paragliding",
    },
    short_des: {
      id: "Terbang 15-20 menit bersama pilot berlisensi di sepanjang tebing kapur Bukit, di atas Samudra Hindia dan Pantai Timbis.",
      en: "Fly for 15-20 minutes with a licensed pilot along the limestone cliffs of the Bukit, above the Indian Ocean and Timbis Beach.",
    },
    location: { id: "Pantai Timbis, Kutuh, Badung", en: "Timbis Beach, Kutuh, Badung" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "13:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Lepas landas dari tebing sekitar 100 meter di atas laut</li>
<li>Pemandangan Samudra Hindia, Nusa Dua dan, jika cerah, Nusa Penida</li>
<li>Pilot tandem berlisensi dengan jam terbang tinggi</li>
<li>Tidak perlu pengalaman; Anda cukup berlari beberapa langkah</li>
</ul>`,
      en: `<ul>
<li>Take off from a cliff about 100 metres above the sea</li>
<li>Views over the Indian Ocean, Nusa Dua and, on clear days, Nusa Penida</li>
<li>Licensed, highly experienced tandem pilots</li>
<li>No experience needed; you just run a few steps</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Di Desa Kutuh, di antara Nusa Dua dan Ungasan, tebing kapur Semenanjung Bukit jatuh tegak ke Samudra Hindia. Pada musim kemarau, angin laut dari tenggara naik di sepanjang tebing ini dan menciptakan udara naik yang stabil, ideal untuk paralayang. Lokasi lepas landasnya berada di atas Pantai Timbis.</p>
<p>Setelah tiba, Anda mendaftar, menimbang badan dan menunggu giliran sambil melihat parasut-parasut lain melayang. Pilot memasangkan harness dan helm, menjelaskan cara berlari saat lepas landas dan cara duduk saat terbang. Begitu angin pas, Anda berlari beberapa langkah bersama pilot, dan kaki terangkat dari tanah dengan lembut.</p>
<p>Selama 15-20 menit Anda melayang di sepanjang tebing, di atas ombak yang pecah dan pantai pasir putih di bawah, dengan Nusa Dua di kejauhan. Jika Anda ingin, pilot bisa melakukan beberapa manuver berputar; jika tidak, penerbangan tetap tenang. Pendaratan kembali di atas tebing, dekat titik lepas landas.</p>`,
      en: `<p>In the village of Kutuh, between Nusa Dua and Ungasan, the limestone cliffs of the Bukit Peninsula drop straight into the Indian Ocean. In the dry season the south-east sea breeze rises along the cliffs and creates steady lift, ideal for paragliding. The launch site sits above Timbis Beach.</p>
<p>On arrival you register, are weighed and wait your turn while watching the other wings float by. Your pilot fits your harness and helmet and explains how to run at take-off and how to sit back in flight. When the wind is right you run a few steps with the pilot and your feet lift gently off the ground.</p>
<p>For 15-20 minutes you soar along the cliffs, over breaking waves and the white-sand beach below, with Nusa Dua in the distance. If you like, the pilot can do a few spiralling manoeuvres; if not, the flight stays smooth. You land back on top of the cliff near the launch.</p>`,
    },
    included: {
      id: [
        "Penerbangan tandem 15-20 menit",
        "Pilot berlisensi, harness dan helm",
        "Asuransi penerbangan",
        "Air mineral",
        "Transfer hotel di Nusa Dua, Jimbaran, Uluwatu, Kuta, Seminyak dan Sanur",
      ],
      en: [
        "15-20-minute tandem flight",
        "Licensed pilot, harness and helmet",
        "Flight insurance",
        "Mineral water",
        "Hotel transfer in Nusa Dua, Jimbaran, Uluwatu, Kuta, Seminyak and Sanur",
      ],
    },
    whattobring: {
      id: [
        "Sepatu olahraga tertutup",
        "Celana panjang atau pendek dan jaket tipis",
        "Kacamata hitam dengan tali",
        "Tabir surya",
        "Ponsel dengan tali atau dalam saku berritsleting",
      ],
      en: [
        "Closed sports shoes",
        "Trousers or shorts and a light jacket",
        "Sunglasses with a strap",
        "Sunscreen",
        "Your phone on a strap or in a zipped pocket",
      ],
    },
    pickup_time: {
      id: "12:00-12:30 tergantung lokasi hotel. Jam terbang pasti ditentukan angin hari itu.",
      en: "12:00-12:30 depending on your hotel. The exact flying time depends on the day's wind.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau lokasi lepas landas paralayang di atas Pantai Timbis, Kutuh.",
      en: "Your hotel lobby, or the paragliding launch above Timbis Beach, Kutuh.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan untuk setiap penumpang dan tulis berat badannya di permintaan khusus.</li>
<li>Sehari sebelumnya kami memeriksa prakiraan angin dan mengonfirmasi jam penjemputan lewat e-mail.</li>
<li>Tunjukkan konfirmasi di meja pendaftaran paralayang.</li>
</ol>`,
      en: `<ol>
<li>Book for each passenger and give their weight in the special request box.</li>
<li>The day before we check the wind forecast and confirm the pickup time by e-mail.</li>
<li>Show the confirmation at the paragliding registration desk.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Musim terbang April sampai Oktober. Di musim hujan angin sering dari barat dan penerbangan jarang bisa dilakukan.</li>
<li>Berat badan 20-100 kg; usia minimal 6 tahun dengan izin orang tua.</li>
<li>Tidak untuk ibu hamil atau penderita masalah jantung, punggung dan epilepsi.</li>
<li>Jika angin tidak cocok, Anda bisa menunggu, pindah hari, atau batal tanpa biaya.</li>
</ul>`,
      en: `<ul>
<li>The flying season is April to October. In the rainy season the wind often comes from the west and flights are rarely possible.</li>
<li>Weight 20-100 kg; minimum age 6 with parental consent.</li>
<li>Not suitable during pregnancy or with heart problems, back problems or epilepsy.</li>
<li>If the wind is not right, you can wait, change the day or cancel at no cost.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, dan jam terbang dipastikan sehari sebelumnya sesuai prakiraan angin.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Penerbangan yang batal karena cuaca tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, and the flying time is confirmed the day before from the wind forecast.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%. Flights cancelled because of the weather cost nothing.</p>`,
    },
    packages: [
      {
        name: { id: "Terbang Tandem 15-20 Menit", en: "15-20-Minute Tandem Flight" },
        detail: {
          id: `<ul>
<li>Briefing singkat dan perlengkapan</li>
<li>15-20 menit di udara bersama pilot</li>
<li>Tambahan: video GoPro dari tongkat pilot, dikirim setelah mendarat</li>
</ul>`,
          en: `<ul>
<li>Short briefing and equipment</li>
<li>15-20 minutes in the air with your pilot</li>
<li>Optional: GoPro video from the pilot's pole, sent after landing</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 1100000, price_usd: 69, minimal: 1 },
          {
            name: { id: "Video dan foto GoPro", en: "GoPro video and photos" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["cliff", "sea", "beach-dusk"],
  },
  {
    code: "BT0807",
    slug: "north-bali-canyoning-and-waterfall-jumps",
    typeId: 8,
    regency: "buleleng",
    name: {
      id: "Canyoning dan Lompat Air Terjun di Bali Utara",
      en: "North Bali Canyoning and Waterfall Jumps",
    },
    short_des: {
      id: "Meluncur di seluncuran batu alami dan melompat ke kolam air terjun di Sambangan, atau canyoning lengkap dengan rappelling di ngarai dekat Gitgit.",
      en: "Slide down natural rock chutes and jump into waterfall pools at Sambangan, or go full canyoning with abseils in a gorge near Gitgit.",
    },
    location: { id: "Sambangan dan Gitgit, Buleleng", en: "Sambangan and Gitgit, Buleleng" },
    duration_hours: 5,
    cancelation_hours: 48,
    start_time: "08:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Lompatan 5, 10 dan 15 meter ke kolam yang dalam (semua bisa dilewati)</li>
<li>Seluncuran batu alami yang licin seperti perosotan air</li>
<li>Canyoning teknis dengan rappelling di samping air terjun</li>
<li>Pemandu lokal terlatih dan perlengkapan keselamatan lengkap</li>
</ul>`,
      en: `<ul>
<li>Jumps of 5, 10 and 15 metres into deep pools (all optional)</li>
<li>Natural rock chutes as slick as a water slide</li>
<li>Technical canyoning with abseils beside waterfalls</li>
<li>Trained local guides and full safety equipment</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Perbukitan di atas Singaraja dan Lovina dipenuhi sungai yang memotong batuan vulkanik, membentuk air terjun, kolam dan ngarai sempit. Desa Sambangan, sekitar 20 menit dari Lovina, punya rangkaian air terjun yang terkenal, termasuk Aling-Aling, di mana batu-batu halus membentuk seluncuran alami dan tebing rendah menjadi tempat melompat.</p>
<p>Paket Air Terjun Sambangan dimulai dengan jalan kaki sekitar 20 menit melewati sawah dan kebun cengkih. Dengan helm dan jaket pelampung, pemandu membawa Anda dari satu kolam ke kolam lain: meluncur di seluncuran batu, lalu melompat dari ketinggian 5, 10, atau bagi yang berani, 15 meter. Setiap lompatan tidak wajib, dan pemandu selalu memeriksa kedalaman kolam terlebih dahulu.</p>
<p>Paket Canyoning Gitgit adalah pengalaman yang lebih teknis di ngarai hutan di perbukitan dekat Gitgit. Dengan wetsuit, harness dan helm, Anda menuruni sungai dengan rappelling di samping air terjun setinggi hingga 20 meter, meluncur, melompat dan berenang di kolam-kolam hijau. Sebelumnya ada latihan rappelling di tempat yang aman, sehingga tidak perlu pengalaman, hanya kondisi fisik yang baik dan keberanian.</p>`,
      en: `<p>The hills above Singaraja and Lovina are cut by rivers through volcanic rock, forming waterfalls, pools and narrow gorges. The village of Sambangan, about 20 minutes from Lovina, has a well-known chain of falls, including Aling-Aling, where smooth rock forms natural slides and low cliffs make jumping spots.</p>
<p>The Sambangan Waterfalls package starts with a 20-minute walk through rice fields and clove gardens. Wearing a helmet and life jacket, you follow the guide from pool to pool: sliding down the rock chutes, then jumping from 5, 10 or, if you dare, 15 metres. Every jump is optional, and the guide always checks the pool depth first.</p>
<p>The Gitgit Canyoning package is a more technical trip through a forested gorge in the hills near Gitgit. In a wetsuit, harness and helmet you descend the river by abseiling beside waterfalls up to 20 metres high, sliding, jumping and swimming through green pools. You practise abseiling at a safe spot first, so no experience is needed, just good fitness and some nerve.</p>`,
    },
    included: {
      id: [
        "Pemandu lokal terlatih",
        "Helm, jaket pelampung; wetsuit dan harness untuk canyoning",
        "Tiket masuk air terjun",
        "Makan siang dan air mineral",
        "Antar-jemput di Lovina (Sambangan) atau di Lovina, Munduk dan Bedugul (Gitgit)",
        "Asuransi kegiatan",
      ],
      en: [
        "Trained local guides",
        "Helmet, life jacket; wetsuit and harness for canyoning",
        "Waterfall entrance tickets",
        "Lunch and mineral water",
        "Pickup in Lovina (Sambangan) or in Lovina, Munduk and Bedugul (Gitgit)",
        "Activity insurance",
      ],
    },
    whattobring: {
      id: [
        "Baju renang di bawah pakaian",
        "Sepatu yang bisa basah dengan sol kuat (sandal jepit tidak boleh)",
        "Pakaian ganti dan handuk",
        "Kantong kedap air atau kamera aksi",
        "Obat anti nyamuk",
      ],
      en: [
        "Swimwear under your clothes",
        "Shoes that can get wet with a good grip (no flip-flops)",
        "A change of clothes and a towel",
        "A dry bag or action camera",
        "Mosquito repellent",
      ],
    },
    pickup_time: {
      id: "08:30 dari Lovina; paket Gitgit 07:30 dari Munduk atau Bedugul. Dari Ubud bisa diatur (berangkat sekitar 06:00, dengan biaya tambahan).",
      en: "08:30 from Lovina; Gitgit package 07:30 from Munduk or Bedugul. From Ubud on request (leaving around 06:00, extra charge).",
    },
    meeting_point: {
      id: "Penginapan Anda, atau parkir air terjun Aling-Aling di Sambangan.",
      en: "Your accommodation, or the Aling-Aling waterfall car park in Sambangan.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, tanggal dan jumlah peserta; tulis tinggi dan berat badan untuk ukuran wetsuit.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada pemandu dan tanda tangani formulir risiko.</li>
</ol>`,
      en: `<ol>
<li>Choose your package, date and number of people; give heights and weights for wetsuit sizes.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the guide and sign the waiver.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Peserta harus bisa berenang. Usia minimal 10 tahun untuk Sambangan dan 14 tahun untuk canyoning Gitgit.</li>
<li>Tidak untuk ibu hamil atau penderita masalah jantung, punggung dan lutut.</li>
<li>Setelah hujan lebat sungai bisa terlalu deras; pemandu dapat mengubah rute, menunda, atau membatalkan tanpa biaya.</li>
<li>Jalur licin dan berbatu; ikuti selalu arahan pemandu.</li>
</ul>`,
      en: `<ul>
<li>You must be able to swim. Minimum age 10 for Sambangan and 14 for Gitgit canyoning.</li>
<li>Not suitable during pregnancy or with heart, back or knee problems.</li>
<li>After heavy rain the river can run too strong; the guide may change the route, postpone or cancel at no cost.</li>
<li>Paths are slippery and rocky; always follow the guide's instructions.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 48 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Kegiatan yang batal karena kondisi sungai tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 48 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%. Trips cancelled because of river conditions cost nothing.</p>`,
    },
    packages: [
      {
        name: { id: "Air Terjun Sambangan: Seluncur & Lompat", en: "Sambangan Waterfalls: Slide & Jump" },
        detail: {
          id: `<ul>
<li>Sekitar 3 jam bersama pemandu</li>
<li>Seluncuran batu alami dan lompatan 5-15 meter</li>
<li>Helm dan jaket pelampung</li>
<li>Makan siang di warung desa</li>
</ul>`,
          en: `<ul>
<li>About 3 hours with a guide</li>
<li>Natural rock slides and 5-15 metre jumps</li>
<li>Helmet and life jacket</li>
<li>Lunch at a village warung</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 450000, price_usd: 28, minimal: 1 }],
      },
      {
        name: { id: "Canyoning Gitgit", en: "Gitgit Canyoning" },
        detail: {
          id: `<ul>
<li>Sekitar 5 jam termasuk latihan dan jalan kaki</li>
<li>Rappelling hingga 20 meter, seluncuran dan lompatan</li>
<li>Wetsuit, harness, helm dan tali</li>
<li>Maksimal 6 peserta per 2 pemandu</li>
<li>Makan siang setelah kegiatan</li>
</ul>`,
          en: `<ul>
<li>About 5 hours including practice and walking</li>
<li>Abseils up to 20 metres, slides and jumps</li>
<li>Wetsuit, harness, helmet and ropes</li>
<li>Up to 6 people per 2 guides</li>
<li>Lunch afterwards</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 1850000, price_usd: 115.5, minimal: 1 }],
      },
    ],
    scenes: ["waterfall", "jungle", "cliff"],
  },
];
