import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** The pay-later terms are the same for every water-sports booking. */
const PAYMENT: Localized<RichText> = {
  id: `<p>Pesan sekarang, bayar nanti. Pembayaran dilakukan pada hari kegiatan kepada sopir atau staf kami di pantai, <strong>tunai atau transfer bank, hanya dalam rupiah</strong>. Uang tunai dalam dolar AS tidak diterima; mata uang lain dihitung dengan kurs hari itu.</p>
<ul>
<li>Kartu kredit Amex, Visa dan Mastercard bisa dipakai di kantor kami dengan biaya tambahan 3%.</li>
<li>Pembayaran di muka lewat PayPal, kartu kredit atau transfer bank diatur melalui e-mail setelah Anda memesan.</li>
</ul>`,
  en: `<p>Book now, pay later. You pay on the day to our driver or our staff at the beach, <strong>in cash or by bank transfer, in Indonesian rupiah only</strong>. US dollars in cash are not accepted; other currencies are converted at the day's rate.</p>
<ul>
<li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li>
<li>Advance payment by PayPal, credit card or bank transfer is arranged by e-mail after you book.</li>
</ul>`,
};

export const waterSports: ActivitySeed[] = [
  {
    code: "BT0601",
    slug: "tanjung-benoa-parasailing-and-banana-boat",
    typeId: 6,
    regency: "badung",
    name: {
      id: "Parasailing dan Banana Boat di Tanjung Benoa",
      en: "Tanjung Benoa Parasailing and Banana Boat",
    },
    short_des: {
      id: "Terbang dengan parasut di atas laut Tanjung Benoa dan naik banana boat, dengan pilihan jet ski, flying fish dan Pulau Penyu.",
      en: "Fly under a parasail above the sea off Tanjung Benoa and ride the banana boat, with jet ski, flying fish and Turtle Island as options.",
    },
    location: { id: "Tanjung Benoa, Badung", en: "Tanjung Benoa, Badung" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Parasailing satu putaran setinggi sekitar 30 meter dengan pemandangan Nusa Dua</li>
<li>Banana boat 15 menit yang pasti membuat Anda tercebur</li>
<li>Paket kombinasi dengan jet ski, flying fish dan perahu kaca ke Pulau Penyu</li>
<li>Jaket pelampung, instruktur dan bilas air tawar di pusat water sport</li>
</ul>`,
      en: `<ul>
<li>One parasailing round about 30 metres up with views over Nusa Dua</li>
<li>A 15-minute banana boat ride that will tip you into the sea</li>
<li>Combo packages with jet ski, flying fish and a glass-bottom boat to Turtle Island</li>
<li>Life jackets, instructors and freshwater showers at the water-sports centre</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Tanjung Benoa adalah semenanjung pasir di utara Nusa Dua dengan perairan dangkal yang terlindung karang, karena itu menjadi pusat olahraga air di Bali sejak tahun 1990-an. Kami bekerja sama dengan satu pusat water sport di Jalan Pratama yang punya perahu, peralatan dan instruktur berlisensi, serta ruang ganti, loker dan kamar bilas.</p>
<p>Setelah briefing keselamatan dan memakai jaket pelampung, Anda dipasangkan tali parasut di pantai. Speedboat menarik Anda naik hingga sekitar 30 meter; dari atas terlihat hotel-hotel Nusa Dua, Teluk Benoa dan, jika cerah, Gunung Agung. Satu putaran berlangsung 3-5 menit dan pendaratannya di pasir. Banana boat membawa hingga enam orang berkeliling teluk selama 15 menit, dan pengemudinya biasanya sengaja menjatuhkan Anda ke air di akhir.</p>
<p>Paket B menambahkan jet ski 15 menit berdua dengan instruktur dan flying fish, pelampung bersayap yang ditarik speedboat hingga terangkat di atas air. Paket C juga membawa Anda dengan perahu berlantai kaca ke Pulau Penyu di Serangan, sebentar menyeberang ke utara, tempat penangkaran penyu dan kandang reptil kecil, dengan melihat ikan lewat kaca dalam perjalanan.</p>`,
      en: `<p>Tanjung Benoa is a sandy peninsula north of Nusa Dua with shallow, reef-sheltered water, and it has been Bali's water-sports centre since the 1990s. We work with one centre on Jalan Pratama that has licensed instructors, well-kept boats and gear, changing rooms, lockers and showers.</p>
<p>After a safety briefing and a life jacket, you are clipped into the parasail harness on the beach. A speedboat pulls you up to about 30 metres; from there you see the Nusa Dua hotels, Benoa Bay and, on a clear day, Mount Agung. A round lasts 3-5 minutes and you land back on the sand. The banana boat takes up to six people around the bay for 15 minutes, and the driver usually makes sure everyone ends up in the water at the end.</p>
<p>Package B adds a 15-minute jet ski ride with an instructor and the flying fish, a winged inflatable towed fast enough to lift off the water. Package C also takes you by glass-bottom boat to Turtle Island on Serangan, a short crossing to the north, to see a turtle breeding pen and a small reptile enclosure, watching fish through the glass on the way.</p>`,
    },
    included: {
      id: [
        "Kegiatan sesuai paket yang dipilih",
        "Jaket pelampung dan instruktur",
        "Loker, handuk dan kamar bilas",
        "Makan siang prasmanan (Paket B dan C)",
        "Penjemputan di Nusa Dua, Jimbaran, Kuta, Legian, Seminyak dan Sanur",
        "Asuransi kegiatan",
      ],
      en: [
        "Activities of the package you choose",
        "Life jacket and instructors",
        "Locker, towel and showers",
        "Buffet lunch (Packages B and C)",
        "Pickup from Nusa Dua, Jimbaran, Kuta, Legian, Seminyak and Sanur",
        "Activity insurance",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan pakaian ganti",
        "Tabir surya yang ramah terumbu karang",
        "Topi dan kacamata hitam dengan tali",
        "Kantong kedap air untuk ponsel",
        "Uang rupiah untuk minuman dan tip",
      ],
      en: [
        "Swimwear and a change of clothes",
        "Reef-safe sunscreen",
        "Hat and sunglasses with a strap",
        "A waterproof pouch for your phone",
        "Rupiah for drinks and tips",
      ],
    },
    pickup_time: {
      id: "08:15-08:45 tergantung lokasi hotel (Nusa Dua paling akhir, Seminyak paling awal).",
      en: "08:15-08:45 depending on your hotel (Seminyak first, Nusa Dua last).",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau pusat water sport di Jalan Pratama, Tanjung Benoa.",
      en: "Your hotel lobby, or the water-sports centre on Jalan Pratama, Tanjung Benoa.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket dan jumlah dewasa dan anak, lalu kirim pemesanan.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi di meja pendaftaran; staf memberi gelang warna sesuai paket Anda.</li>
</ol>`,
      en: `<ol>
<li>Choose a package and the number of adults and children and send the booking.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation at the registration desk; staff give you a coloured wristband for your package.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Parasailing untuk usia 6 tahun ke atas dengan berat 25-100 kg; banana boat dan flying fish untuk usia 8 tahun ke atas.</li>
<li>Tidak untuk ibu hamil atau penderita sakit punggung dan jantung.</li>
<li>Saat air laut sangat surut atau angin kencang, urutan kegiatan bisa diubah atau kegiatan ditunda beberapa jam demi keselamatan.</li>
<li>Foto dan video dari staf ditawarkan terpisah; Anda bebas menolak.</li>
</ul>`,
      en: `<ul>
<li>Parasailing from age 6 and 25-100 kg; banana boat and flying fish from age 8.</li>
<li>Not suitable during pregnancy or for people with back or heart problems.</li>
<li>At very low tide or in strong wind, the order of activities may change or be delayed a few hours for safety.</li>
<li>Photos and videos by the staff are sold separately; you are free to say no.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam. Pemesanan untuk esok hari sebaiknya dikirim sebelum pukul 16:00.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu dikenai biaya hingga 50%, dan tidak hadir dikenai 100%. Jika kegiatan dibatalkan karena cuaca, Anda bisa pindah tanggal atau tidak membayar apa pun.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours. Bookings for tomorrow are best sent before 16:00.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50% applies, and a no-show is charged 100%. If we cancel because of the weather, you can change the date or pay nothing.</p>`,
    },
    packages: [
      {
        name: { id: "Paket A: Parasailing + Banana Boat", en: "Package A: Parasailing + Banana Boat" },
        detail: {
          id: `<ul>
<li>Parasailing 1 putaran</li>
<li>Banana boat 15 menit</li>
<li>Transfer hotel pulang-pergi</li>
</ul>`,
          en: `<ul>
<li>1 parasailing round</li>
<li>15-minute banana boat</li>
<li>Return hotel transfer</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: { id: "Anak (6-11 tahun)", en: "Child (6-11 years)" },
            price_idr: 350000,
            price_usd: 22,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Paket B: 4 Permainan + Makan Siang", en: "Package B: 4 Rides + Lunch" },
        detail: {
          id: `<ul>
<li>Parasailing 1 putaran</li>
<li>Banana boat 15 menit</li>
<li>Jet ski 15 menit berdua dengan instruktur</li>
<li>Flying fish 1 putaran</li>
<li>Makan siang prasmanan dan transfer hotel</li>
</ul>`,
          en: `<ul>
<li>1 parasailing round</li>
<li>15-minute banana boat</li>
<li>15-minute jet ski ride with an instructor</li>
<li>1 flying fish ride</li>
<li>Buffet lunch and hotel transfer</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 850000, price_usd: 53, minimal: 1 },
          {
            name: { id: "Anak (8-11 tahun)", en: "Child (8-11 years)" },
            price_idr: 650000,
            price_usd: 40.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Paket C: 4 Permainan + Pulau Penyu", en: "Package C: 4 Rides + Turtle Island" },
        detail: {
          id: `<ul>
<li>Semua permainan Paket B</li>
<li>Perahu lantai kaca ke Pulau Penyu (sekitar 1 jam)</li>
<li>Tiket masuk penangkaran penyu</li>
<li>Makan siang prasmanan dan transfer hotel</li>
</ul>`,
          en: `<ul>
<li>All rides of Package B</li>
<li>Glass-bottom boat to Turtle Island (about 1 hour)</li>
<li>Turtle conservation pen entrance</li>
<li>Buffet lunch and hotel transfer</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1050000, price_usd: 65.5, minimal: 1 },
          {
            name: { id: "Anak (8-11 tahun)", en: "Child (8-11 years)" },
            price_idr: 800000,
            price_usd: 50,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["sea", "boat", "beach-dusk"],
  },
  {
    code: "BT0602",
    slug: "tanjung-benoa-jet-ski-ride",
    typeId: 6,
    regency: "badung",
    name: {
      id: "Jet Ski di Tanjung Benoa",
      en: "Tanjung Benoa Jet Ski Ride",
    },
    short_des: {
      id: "Kendarai jet ski sendiri di perairan Tanjung Benoa selama 15 atau 30 menit, dengan instruktur di atas jet ski atau mendampingi.",
      en: "Ride your own jet ski off Tanjung Benoa for 15 or 30 minutes, with an instructor on board or riding alongside.",
    },
    location: { id: "Tanjung Benoa, Badung", en: "Tanjung Benoa, Badung" },
    duration_hours: 1.5,
    cancelation_hours: 24,
    start_time: "09:30",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: `<ul>
<li>Jet ski Yamaha atau Sea-Doo yang dirawat rutin</li>
<li>Anda yang memegang kemudi, instruktur duduk di belakang</li>
<li>Rute 30 menit sampai ke depan Pulau Serangan</li>
<li>Satu harga per jet ski untuk satu atau dua penumpang</li>
</ul>`,
      en: `<ul>
<li>Regularly serviced Yamaha or Sea-Doo jet skis</li>
<li>You take the handlebars, the instructor sits behind</li>
<li>The 30-minute route runs as far as Serangan Island</li>
<li>One price per jet ski for one or two riders</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Jet ski adalah cara paling cepat untuk merasakan laut Tanjung Benoa. Di pusat water sport kami di Jalan Pratama, instruktur menjelaskan cara menyalakan mesin, mengatur gas, berbelok dan berhenti, serta aturan di laut: jarak aman dari perenang, snorkeler dan perahu lain.</p>
<p>Karena Anda tidak memerlukan lisensi, instruktur ikut di belakang dan bisa mengambil alih kapan saja. Setelah beberapa menit dan jika Anda terlihat percaya diri, banyak instruktur akan membiarkan Anda menambah kecepatan di area terbuka di luar karang. Penumpang kedua duduk di tengah sebagai pembonceng, atau bisa menunggu di pantai.</p>
<p>Sesi 15 menit cukup untuk berputar di teluk Tanjung Benoa. Sesi 30 menit membawa Anda ke utara, menyusuri hutan bakau dan mendekati Pulau Serangan, lalu kembali lewat mulut pelabuhan Benoa, tempat kapal pesiar dan kapal ikan keluar masuk. Instruktur akan memilih rute sesuai pasang surut dan angin hari itu.</p>`,
      en: `<p>A jet ski is the fastest way to feel the sea at Tanjung Benoa. At our water-sports centre on Jalan Pratama an instructor explains how to start, throttle, turn and stop, and the rules on the water: keep clear of swimmers, snorkellers and other boats.</p>
<p>As no licence is needed, the instructor rides behind you and can take over at any moment. After a few minutes, if you look confident, most instructors will let you open up the throttle in the open water beyond the reef. A second rider can sit in the middle as a passenger, or wait on the beach.</p>
<p>The 15-minute session is enough for loops around the Tanjung Benoa bay. The 30-minute session heads north past the mangroves towards Serangan Island and back across the mouth of Benoa harbour, where cruise ships and fishing boats come and go. The instructor picks the route to suit the tide and wind of the day.</p>`,
    },
    included: {
      id: [
        "Jet ski dengan bensin",
        "Instruktur dan briefing keselamatan",
        "Jaket pelampung",
        "Loker, handuk dan kamar bilas",
        "Transfer hotel di Bali selatan",
      ],
      en: [
        "Jet ski with fuel",
        "Instructor and safety briefing",
        "Life jackets",
        "Locker, towel and showers",
        "Hotel transfer in south Bali",
      ],
    },
    whattobring: {
      id: ["Baju renang atau kaus yang boleh basah", "Tabir surya", "Kacamata hitam dengan tali", "Pakaian ganti"],
      en: [
        "Swimwear or a T-shirt you don't mind getting wet",
        "Sunscreen",
        "Sunglasses with a strap",
        "A change of clothes",
      ],
    },
    pickup_time: {
      id: "08:45-09:15 dari hotel di Nusa Dua, Jimbaran, Kuta, Legian, Seminyak atau Sanur.",
      en: "08:45-09:15 from hotels in Nusa Dua, Jimbaran, Kuta, Legian, Seminyak or Sanur.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau pusat water sport di Jalan Pratama, Tanjung Benoa.",
      en: "Your hotel lobby, or the water-sports centre on Jalan Pratama, Tanjung Benoa.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih durasi dan jumlah jet ski (satu jet ski untuk 1-2 orang).</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi di meja pendaftaran dan isi formulir pernyataan risiko.</li>
</ol>`,
      en: `<ol>
<li>Choose the duration and number of jet skis (one jet ski takes 1-2 people).</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Show the confirmation at the registration desk and sign the waiver.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Pengemudi minimal 16 tahun; penumpang minimal 8 tahun dan harus bisa berpegangan sendiri.</li>
<li>Jangan mengemudi setelah minum alkohol; staf berhak menolak.</li>
<li>Kerusakan karena mengabaikan instruksi (misalnya menabrak perahu) menjadi tanggung jawab pengemudi.</li>
<li>Pagi hari laut paling tenang; siang angin lebih kencang dan ombak lebih terasa.</li>
</ul>`,
      en: `<ul>
<li>Drivers must be 16 or older; passengers from age 8 and able to hold on by themselves.</li>
<li>No riding after drinking alcohol; staff may refuse.</li>
<li>Damage caused by ignoring instructions (for example hitting a boat) is the driver's responsibility.</li>
<li>The sea is calmest in the morning; by midday the wind and chop pick up.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika laut ditutup karena cuaca, Anda bisa pindah jadwal atau tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%. If the sea is closed because of the weather, you can reschedule or pay nothing.</p>`,
    },
    packages: [
      {
        name: { id: "Jet Ski 15 Menit", en: "15-Minute Jet Ski" },
        detail: {
          id: `<ul>
<li>Briefing 10 menit</li>
<li>15 menit di laut dengan instruktur</li>
<li>Rute di dalam teluk Tanjung Benoa</li>
<li>Tambahan: video GoPro dari jet ski</li>
</ul>`,
          en: `<ul>
<li>10-minute briefing</li>
<li>15 minutes on the water with an instructor</li>
<li>Route inside the Tanjung Benoa bay</li>
<li>Optional: GoPro video from the jet ski</li>
</ul>`,
        },
        products: [
          {
            name: { id: "Per jet ski (1-2 orang)", en: "Per jet ski (1-2 riders)" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 1,
          },
          {
            name: { id: "Video GoPro (dikirim lewat WhatsApp)", en: "GoPro video (sent by WhatsApp)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Jet Ski 30 Menit ke Serangan", en: "30-Minute Jet Ski to Serangan" },
        detail: {
          id: `<ul>
<li>Briefing 10 menit</li>
<li>30 menit di laut dengan instruktur</li>
<li>Rute menyusuri bakau ke arah Pulau Serangan</li>
<li>Tambahan: video GoPro dari jet ski</li>
</ul>`,
          en: `<ul>
<li>10-minute briefing</li>
<li>30 minutes on the water with an instructor</li>
<li>Route along the mangroves towards Serangan Island</li>
<li>Optional: GoPro video from the jet ski</li>
</ul>`,
        },
        products: [
          {
            name: { id: "Per jet ski (1-2 orang)", en: "Per jet ski (1-2 riders)" },
            price_idr: 800000,
            price_usd: 50,
            minimal: 1,
          },
          {
            name: { id: "Video GoPro (dikirim lewat WhatsApp)", en: "GoPro video (sent by WhatsApp)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["sea", "boat", "surf"],
  },
  {
    code: "BT0603",
    slug: "tanjung-benoa-flyboard-experience",
    typeId: 6,
    regency: "badung",
    name: {
      id: "Pengalaman Flyboard di Tanjung Benoa",
      en: "Tanjung Benoa Flyboard Experience",
    },
    short_des: {
      id: "Melayang di atas air dengan sepatu jet yang terhubung ke jet ski, dipandu instruktur lewat radio di helm.",
      en: "Hover above the water on jet-powered boots linked to a jet ski, coached by an instructor through a radio in your helmet.",
    },
    location: { id: "Tanjung Benoa, Badung", en: "Tanjung Benoa, Badung" },
    duration_hours: 1.5,
    cancelation_hours: 24,
    start_time: "10:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>15 menit terbang hingga 5-8 meter di atas permukaan laut</li>
<li>Instruktur mengatur tenaga dari jet ski dan memberi arahan lewat radio</li>
<li>Kebanyakan pemula sudah bisa berdiri di udara dalam 5 menit</li>
<li>Helm, wetsuit dan jaket pelampung disediakan</li>
</ul>`,
      en: `<ul>
<li>15 minutes flying up to 5-8 metres above the sea</li>
<li>The instructor controls the power from the jet ski and coaches you by radio</li>
<li>Most beginners stand up in the air within 5 minutes</li>
<li>Helmet, wetsuit and life jacket provided</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Flyboard adalah papan dengan dua semburan air di bawah kaki, disambung selang panjang ke jet ski. Pompa jet ski mendorong air cukup kuat untuk mengangkat Anda keluar dari laut. Kelihatannya sulit, tetapi karena tenaga diatur instruktur, Anda hanya perlu fokus menjaga keseimbangan.</p>
<p>Sesi dimulai dengan briefing di darat: posisi badan, cara memakai lutut untuk mengarahkan, dan cara jatuh yang aman. Setelah itu Anda berenang sebentar ke titik mulai, berbaring di air, dan instruktur menaikkan tenaga perlahan. Mula-mula Anda melaju di permukaan seperti lumba-lumba, lalu berdiri, lalu naik satu sampai dua meter. Yang cepat menguasai bisa naik lebih tinggi dan mencoba berputar.</p>
<p>Jatuh ke air adalah bagian dari permainan dan tidak sakit karena Anda memakai wetsuit, helm dan pelampung. Lima belas menit terasa singkat tapi cukup melelahkan paha; jika masih ingin lagi, Anda bisa menambah 15 menit di tempat.</p>`,
      en: `<p>A flyboard is a board with two water jets under your feet, connected by a long hose to a jet ski. The jet ski's pump pushes water hard enough to lift you out of the sea. It looks difficult, but because the instructor controls the power, you only have to think about balance.</p>
<p>The session starts with a briefing on land: body position, steering with your knees and how to fall safely. You then swim a few metres to the start, lie in the water, and the instructor raises the power slowly. First you skim along the surface like a dolphin, then stand, then rise one or two metres. Fast learners go higher and try turns.</p>
<p>Falling in is part of the fun and doesn't hurt, as you wear a wetsuit, helmet and life jacket. Fifteen minutes feels short but is hard work for the thighs; if you still want more, you can add another 15 minutes on the spot.</p>`,
    },
    included: {
      id: [
        "Sesi flyboard 15 menit",
        "Instruktur bersertifikat dengan radio helm",
        "Helm, wetsuit dan jaket pelampung",
        "Loker dan kamar bilas",
        "Transfer hotel di Bali selatan",
      ],
      en: [
        "15-minute flyboard session",
        "Certified instructor with helmet radio",
        "Helmet, wetsuit and life jacket",
        "Locker and showers",
        "Hotel transfer in south Bali",
      ],
    },
    whattobring: {
      id: [
        "Baju renang yang pas di badan",
        "Pakaian ganti dan handuk",
        "Tabir surya",
        "Lensa kontak sekali pakai jika Anda berkacamata",
      ],
      en: [
        "Close-fitting swimwear",
        "A change of clothes and a towel",
        "Sunscreen",
        "Disposable contact lenses if you wear glasses",
      ],
    },
    pickup_time: {
      id: "09:15-09:45 dari hotel di Bali selatan, tergantung lokasi.",
      en: "09:15-09:45 from hotels in south Bali, depending on location.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau pusat water sport di Jalan Pratama, Tanjung Benoa.",
      en: "Your hotel lobby, or the water-sports centre on Jalan Pratama, Tanjung Benoa.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan untuk tiap peserta yang akan terbang, dan tulis berat badannya di permintaan khusus.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi di meja pendaftaran dan tanda tangani formulir risiko.</li>
</ol>`,
      en: `<ol>
<li>Book for each person who will fly and put their weight in the special request box.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Show the confirmation at the registration desk and sign the waiver.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 14 tahun, berat badan 45-110 kg, dan harus bisa berenang.</li>
<li>Tidak untuk ibu hamil atau penderita cedera punggung, leher dan lutut.</li>
<li>Kegiatan ditunda jika angin atau ombak terlalu kuat; instruktur yang memutuskan.</li>
<li>Teman yang menonton boleh ikut tanpa biaya dan menunggu di pantai.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 14, weight 45-110 kg, and you must be able to swim.</li>
<li>Not suitable during pregnancy or with back, neck or knee injuries.</li>
<li>The session is postponed if wind or waves are too strong; the instructor decides.</li>
<li>Friends who come to watch are welcome free of charge and wait on the beach.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, karena slot flyboard terbatas per jam.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Penundaan karena cuaca bisa dijadwalkan ulang tanpa biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, as flyboard slots per hour are limited.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%. Weather postponements can be rescheduled at no cost.</p>`,
    },
    packages: [
      {
        name: { id: "Flyboard 15 Menit", en: "15-Minute Flyboard" },
        detail: {
          id: `<ul>
<li>Briefing 15 menit di darat</li>
<li>15 menit di air bersama instruktur</li>
<li>Tambahan 15 menit bisa dipesan sekarang atau di tempat</li>
</ul>`,
          en: `<ul>
<li>15-minute briefing on land</li>
<li>15 minutes in the water with the instructor</li>
<li>An extra 15 minutes can be booked now or on the spot</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 1050000, price_usd: 65.5, minimal: 1 },
          {
            name: { id: "Tambahan 15 menit", en: "Extra 15 minutes" },
            price_idr: 800000,
            price_usd: 50,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["sea", "surf", "boat"],
  },
  {
    code: "BT0604",
    slug: "sanur-sea-walker-underwater-helmet-walk",
    typeId: 6,
    regency: "denpasar",
    name: {
      id: "Sea Walker di Sanur: Jalan di Dasar Laut",
      en: "Sanur Sea Walker Underwater Helmet Walk",
    },
    short_des: {
      id: "Berjalan di dasar laut Sanur dengan helm oksigen, memberi makan ikan tanpa perlu bisa berenang atau menyelam.",
      en: "Walk on the sea floor off Sanur wearing an air-fed helmet and feed the fish, no swimming or diving skills needed.",
    },
    location: { id: "Sanur, Denpasar", en: "Sanur, Denpasar" },
    duration_hours: 2.5,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>30 menit di kedalaman 4-5 meter, kepala tetap kering dan bisa memakai kacamata</li>
<li>Memberi makan ikan sersan mayor, kakatua dan ikan badut di karang</li>
<li>Pemandu selam di samping Anda sepanjang waktu</li>
<li>Foto bawah air gratis untuk setiap peserta</li>
</ul>`,
      en: `<ul>
<li>30 minutes at 4-5 metres deep, your head stays dry and you can keep your glasses on</li>
<li>Feed sergeant majors, parrotfish and clownfish on the reef</li>
<li>A dive guide beside you the whole time</li>
<li>Free underwater photos for every walker</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Sea walker cocok bagi siapa saja yang ingin melihat dunia bawah laut tetapi tidak yakin berenang atau menyelam. Anda memakai helm kaca yang dialiri udara dari kompresor di atas ponton, sehingga bisa bernapas biasa, dan wajah serta rambut tetap kering. Jika Anda berkacamata minus, kacamata bisa tetap dipakai di dalam helm.</p>
<p>Dari pantai Sanur, perahu mengantar Anda sekitar sepuluh menit ke ponton yang ditambatkan di sisi dalam karang. Setelah briefing tentang tanda tangan di bawah air dan cara menyamakan tekanan telinga, Anda menuruni tangga ke dasar berpasir pada kedalaman sekitar 4-5 meter. Pemandu memegang tangan Anda, membagikan roti untuk ikan, dan menunjukkan karang, bintang laut dan ikan badut di anemon.</p>
<p>Paket dengan perahu kaca menambahkan keliling karang Sanur dengan perahu berlantai kaca dan 30 menit snorkeling di area yang lebih dangkal. Di akhir, foto bawah air dikirim ke ponsel Anda.</p>`,
      en: `<p>The sea walker suits anyone who wants to see the underwater world but isn't confident swimming or diving. You wear a glass helmet fed with air from a compressor on the pontoon, so you breathe normally and your face and hair stay dry. If you wear glasses, you can keep them on inside the helmet.</p>
<p>From Sanur beach a boat takes you about ten minutes to a pontoon moored on the inner side of the reef. After a briefing on underwater hand signals and clearing your ears, you climb down a ladder to a sandy floor at about 4-5 metres. A guide holds your hand, hands out bread for the fish, and points out corals, starfish and clownfish in their anemones.</p>
<p>The package with the glass-bottom boat adds a tour of the Sanur reef by glass-bottom boat and 30 minutes of snorkelling in a shallower area. At the end the underwater photos are sent to your phone.</p>`,
    },
    included: {
      id: [
        "Perahu ke ponton pulang-pergi",
        "Helm sea walker, sepatu karet dan pemandu",
        "Foto bawah air digital",
        "Handuk, loker dan kamar bilas",
        "Teh, kopi atau air mineral",
        "Transfer hotel di Sanur, Nusa Dua, Kuta, Legian dan Seminyak",
      ],
      en: [
        "Return boat to the pontoon",
        "Sea walker helmet, rubber shoes and guide",
        "Digital underwater photos",
        "Towel, locker and showers",
        "Tea, coffee or mineral water",
        "Hotel transfer in Sanur, Nusa Dua, Kuta, Legian and Seminyak",
      ],
    },
    whattobring: {
      id: ["Baju renang", "Pakaian ganti", "Tabir surya ramah karang", "Ponsel untuk menerima foto"],
      en: ["Swimwear", "A change of clothes", "Reef-safe sunscreen", "Your phone to receive the photos"],
    },
    pickup_time: {
      id: "08:00-08:30 tergantung lokasi hotel; tamu di Sanur dijemput paling akhir.",
      en: "08:00-08:30 depending on your hotel; guests in Sanur are picked up last.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau kantor sea walker di Pantai Sanur dekat Jalan Hang Tuah.",
      en: "Your hotel lobby, or the sea walker office on Sanur Beach near Jalan Hang Tuah.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket dan jumlah dewasa dan anak.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi di kantor sea walker dan isi formulir kesehatan singkat.</li>
</ol>`,
      en: `<ol>
<li>Choose your package and the number of adults and children.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation at the sea walker office and fill in a short health form.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 7 tahun; anak di bawah 12 tahun harus ditemani orang tua.</li>
<li>Tidak untuk ibu hamil, penderita asma berat, epilepsi, atau yang sedang pilek dan flu karena telinga sulit menyesuaikan tekanan.</li>
<li>Jangan terbang dalam 12 jam setelah kegiatan ini.</li>
<li>Jarak pandang di Sanur paling baik saat pasang pagi; jadwal bisa bergeser mengikuti pasang surut.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 7; children under 12 must be with a parent.</li>
<li>Not for pregnant women, people with severe asthma or epilepsy, or anyone with a cold or flu, as clearing the ears becomes difficult.</li>
<li>Do not fly within 12 hours of the walk.</li>
<li>Visibility in Sanur is best on the morning high tide; the schedule may shift with the tides.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, termasuk jam penjemputan yang disesuaikan dengan pasang surut.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, with a pickup time set around the tides.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Sea Walker 30 Menit", en: "30-Minute Sea Walker" },
        detail: {
          id: `<ul>
<li>Briefing dan perahu ke ponton</li>
<li>30 menit berjalan di dasar laut</li>
<li>Foto bawah air dan minuman hangat</li>
</ul>`,
          en: `<ul>
<li>Briefing and boat to the pontoon</li>
<li>30 minutes walking on the sea floor</li>
<li>Underwater photos and a hot drink</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 800000, price_usd: 50, minimal: 1 },
          {
            name: { id: "Anak (7-11 tahun)", en: "Child (7-11 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Sea Walker + Perahu Kaca & Snorkeling", en: "Sea Walker + Glass-Bottom Boat & Snorkelling" },
        detail: {
          id: `<ul>
<li>Semua yang termasuk dalam paket Sea Walker</li>
<li>Keliling karang Sanur dengan perahu berlantai kaca</li>
<li>Snorkeling 30 menit dengan masker, snorkel dan fin</li>
</ul>`,
          en: `<ul>
<li>Everything in the Sea Walker package</li>
<li>Tour of the Sanur reef by glass-bottom boat</li>
<li>30 minutes of snorkelling with mask, snorkel and fins</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 1000000, price_usd: 62.5, minimal: 1 },
          {
            name: { id: "Anak (7-11 tahun)", en: "Child (7-11 years)" },
            price_idr: 750000,
            price_usd: 47,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["underwater", "sea", "boat"],
  },
  {
    code: "BT0605",
    slug: "sanur-sunrise-stand-up-paddle",
    typeId: 6,
    regency: "denpasar",
    name: {
      id: "Stand Up Paddle Pagi di Sanur",
      en: "Sanur Sunrise Stand-Up Paddle",
    },
    short_des: {
      id: "Belajar stand up paddle di laguna Sanur yang tenang saat matahari terbit, dengan Nusa Penida dan Gunung Agung di cakrawala.",
      en: "Learn stand-up paddling on the calm Sanur lagoon at sunrise, with Nusa Penida and Mount Agung on the horizon.",
    },
    location: { id: "Pantai Sindhu, Sanur, Denpasar", en: "Sindhu Beach, Sanur, Denpasar" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "06:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Air datar di dalam karang, ideal untuk pemula</li>
<li>Matahari terbit dari balik Nusa Penida</li>
<li>Papan lebar yang stabil, dayung dan leash disediakan</li>
<li>Pilihan kelas grup, kelas privat atau sewa papan saja</li>
</ul>`,
      en: `<ul>
<li>Flat water inside the reef, ideal for beginners</li>
<li>Sunrise behind Nusa Penida</li>
<li>Wide, stable boards, paddle and leash provided</li>
<li>Group class, private lesson or board rental only</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Pantai Sanur menghadap ke timur dan terlindung karang panjang sekitar 500 meter dari garis pantai. Di pagi hari, sebelum angin dan perahu ramai, laguna di dalam karang hampir seperti danau. Dari air Anda melihat matahari naik di atas Nusa Penida, dan pada hari cerah Gunung Agung tampak di sebelah kiri.</p>
<p>Kelas dimulai di pasir Pantai Sindhu dengan pemanasan dan cara memegang dayung. Anda mulai berlutut di papan, lalu berdiri ketika sudah nyaman. Instruktur mengajarkan kayuhan maju, berbelok, dan cara naik lagi jika jatuh. Setelah itu rombongan mendayung pelan menyusuri pantai ke arah Mertasari, melewati jukung nelayan yang ditambatkan, dan bila air jernih Anda bisa melihat ikan dan lamun di bawah papan.</p>
<p>Kelas grup maksimal enam orang per instruktur. Kelas privat cocok untuk keluarga atau yang ingin belajar lebih cepat. Jika Anda sudah bisa SUP, sewa papan satu jam memberi kebebasan mendayung sendiri di area yang aman.</p>`,
      en: `<p>Sanur beach faces east and is sheltered by a long reef about 500 metres offshore. In the early morning, before the wind and boat traffic, the lagoon inside the reef is almost like a lake. From the water you watch the sun come up over Nusa Penida, and on a clear day Mount Agung rises to your left.</p>
<p>The class starts on the sand at Sindhu Beach with a warm-up and how to hold the paddle. You start kneeling on the board and stand up when you feel ready. The instructor shows you forward strokes, turning and how to climb back on after a fall. The group then paddles slowly along the shore towards Mertasari, past moored fishing jukung, and when the water is clear you can see fish and seagrass under the board.</p>
<p>Group classes have at most six people per instructor. Private lessons suit families or anyone who wants to progress faster. If you can already paddle, a one-hour board rental lets you explore the safe area on your own.</p>`,
    },
    included: {
      id: [
        "Papan SUP, dayung dan leash",
        "Jaket pelampung",
        "Instruktur (kelas grup dan privat)",
        "Air mineral dan pisang",
        "Penyimpanan tas di pantai",
      ],
      en: [
        "SUP board, paddle and leash",
        "Life jacket",
        "Instructor (group and private classes)",
        "Mineral water and a banana",
        "Bag storage on the beach",
      ],
    },
    whattobring: {
      id: ["Baju renang atau rashguard", "Topi dengan tali dan tabir surya", "Handuk", "Pakaian ganti"],
      en: ["Swimwear or a rash guard", "A hat with a strap and sunscreen", "A towel", "A change of clothes"],
    },
    pickup_time: {
      id: "Tidak ada penjemputan; datang ke titik temu pukul 06:15. Penjemputan 06:00 di hotel Sanur bisa diminta tanpa biaya.",
      en: "No pickup; be at the meeting point at 06:15. Pickup at 06:00 from hotels in Sanur is free on request.",
    },
    meeting_point: {
      id: "Pos SUP di Pantai Sindhu, Sanur, di ujung Jalan Pantai Sindhu dekat pasar seni.",
      en: "The SUP stand on Sindhu Beach, Sanur, at the end of Jalan Pantai Sindhu near the art market.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih kelas grup, kelas privat atau sewa papan, lalu tanggal dan jumlah peserta.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Datang ke pos SUP dan sebutkan nomor pemesanan kepada instruktur.</li>
</ol>`,
      en: `<ol>
<li>Choose a group class, private lesson or board rental, then your date and number of people.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Come to the SUP stand and give your booking ID to the instructor.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Peserta harus bisa berenang. Anak 8-14 tahun boleh ikut bersama orang tua.</li>
<li>Saat surut sangat rendah, karang dekat pantai terbuka dan kelas dipindah ke Mertasari atau jamnya digeser.</li>
<li>Dari Kuta, Seminyak atau Ubud perjalanan pagi memakan 30-60 menit; transfer bisa diatur dengan biaya tambahan.</li>
</ul>`,
      en: `<ul>
<li>You must be able to swim. Children aged 8-14 may join with a parent.</li>
<li>At very low tide the reef near the shore is exposed and the class moves to Mertasari or shifts its time.</li>
<li>From Kuta, Seminyak or Ubud the early drive takes 30-60 minutes; a transfer can be arranged for an extra charge.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, dengan jam mulai yang disesuaikan pasang surut.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Jika laut tidak aman, kami tawarkan hari lain atau pembatalan tanpa biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, with a start time adjusted to the tide.</p>
<p>Free cancellation up to 24 hours ahead. After that a fee of up to 50%, and a no-show is charged 100%. If the sea is unsafe, we offer another day or free cancellation.</p>`,
    },
    packages: [
      {
        name: { id: "Kelas Grup 90 Menit", en: "90-Minute Group Class" },
        detail: {
          id: `<ul>
<li>Maksimal 6 peserta per instruktur</li>
<li>Teknik dasar di darat dan di air</li>
<li>Mendayung bersama menyusuri pantai</li>
</ul>`,
          en: `<ul>
<li>Up to 6 people per instructor</li>
<li>Basics on land and on the water</li>
<li>Group paddle along the shore</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 350000, price_usd: 22, minimal: 1 },
          {
            name: { id: "Anak (8-14 tahun)", en: "Child (8-14 years)" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kelas Privat 90 Menit", en: "90-Minute Private Lesson" },
        detail: {
          id: `<ul>
<li>Instruktur khusus untuk Anda atau keluarga Anda</li>
<li>Tempo dan rute sesuai kemampuan</li>
<li>Foto dari air dengan ponsel kedap air instruktur</li>
</ul>`,
          en: `<ul>
<li>An instructor just for you or your family</li>
<li>Pace and route to suit your level</li>
<li>Photos from the water on the instructor's waterproof phone</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 550000, price_usd: 34.5, minimal: 1 }],
      },
      {
        name: { id: "Sewa Papan 1 Jam", en: "1-Hour Board Rental" },
        detail: {
          id: `<ul>
<li>Untuk yang sudah bisa SUP</li>
<li>Papan, dayung, leash dan jaket pelampung</li>
<li>Tetap di dalam area karang yang ditunjukkan staf</li>
</ul>`,
          en: `<ul>
<li>For those who can already paddle</li>
<li>Board, paddle, leash and life jacket</li>
<li>Stay inside the reef area shown by the staff</li>
</ul>`,
        },
        products: [{ name: { id: "Per papan", en: "Per board" }, price_idr: 150000, price_usd: 9.5, minimal: 1 }],
      },
    ],
    scenes: ["sea", "beach-dusk", "surf", "volcano"],
  },
  {
    code: "BT0606",
    slug: "sanur-kitesurfing-lesson",
    typeId: 6,
    regency: "denpasar",
    name: {
      id: "Kelas Kitesurfing di Sanur",
      en: "Sanur Kitesurfing Lesson",
    },
    short_des: {
      id: "Belajar kitesurfing bersama instruktur IKO di laguna Sanur, memanfaatkan angin tenggara yang stabil di musim kemarau.",
      en: "Learn to kitesurf with IKO instructors in the Sanur lagoon, using the steady south-east trade winds of the dry season.",
    },
    location: { id: "Mertasari, Sanur, Denpasar", en: "Mertasari, Sanur, Denpasar" },
    duration_hours: 2,
    cancelation_hours: 48,
    start_time: "11:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Instruktur bersertifikat IKO dengan helm radio</li>
<li>Air dangkal setinggi pinggang di dalam karang, aman untuk jatuh</li>
<li>Musim terbaik Juni sampai September, angin 15-25 knot</li>
<li>Kelas coba 2 jam atau kursus pemula 6 jam</li>
</ul>`,
      en: `<ul>
<li>IKO-certified instructors with radio helmets</li>
<li>Waist-deep water inside the reef, safe for falling</li>
<li>Best season June to September, 15-25 knot winds</li>
<li>2-hour discovery lesson or 6-hour beginner course</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Dari Juni sampai September, angin pasat tenggara bertiup stabil di pesisir timur Bali, biasanya mulai menguat sekitar pukul 11:00. Laguna di depan Mertasari, ujung selatan Sanur, dangkal dan berpasir, sehingga Anda bisa berdiri di air setinggi pinggang saat belajar. Itulah sebabnya Sanur menjadi tempat belajar kitesurfing paling populer di Bali.</p>
<p>Kelas coba 2 jam dimulai di pantai: arah angin, wind window, merakit layang-layang dan sistem keselamatan. Anda lalu berlatih dengan layang-layang latihan kecil sebelum masuk air dengan layang-layang sungguhan, belajar menerbangkannya dengan satu tangan dan melakukan body drag, ditarik layang-layang melintasi air tanpa papan.</p>
<p>Kursus pemula 6 jam, dibagi dalam tiga hari, melanjutkan ke water start dan langkah pertama di atas papan. Kebanyakan murid bisa meluncur beberapa meter di akhir kursus, meski kemajuan sangat tergantung angin dan kondisi fisik. Di luar musim angin (Desember-Maret) kami sarankan menunda kelas atau memilih olahraga air lain.</p>`,
      en: `<p>From June to September the south-east trade winds blow steadily along Bali's east coast, usually building from around 11:00. The lagoon off Mertasari, at the southern end of Sanur, is shallow and sandy, so you can stand in waist-deep water while you learn. That is why Sanur is Bali's most popular place to learn to kitesurf.</p>
<p>The 2-hour discovery lesson begins on the beach: wind direction, the wind window, setting up the kite and the safety systems. You practise with a small trainer kite before going into the water with a real kite, learning to fly it one-handed and to body drag, being pulled across the water without a board.</p>
<p>The 6-hour beginner course, spread over three days, moves on to water starts and your first rides on the board. Most students manage to glide a few metres by the end, although progress depends a lot on the wind and your fitness. Outside the windy season (December to March) we suggest waiting or trying another sport.</p>`,
    },
    included: {
      id: [
        "Instruktur IKO dengan helm radio",
        "Layang-layang, bar, harness dan papan",
        "Helm dan vest impact",
        "Air mineral",
        "Kartu IKO setelah kursus pemula",
      ],
      en: [
        "IKO instructor with radio helmet",
        "Kite, bar, harness and board",
        "Helmet and impact vest",
        "Mineral water",
        "IKO card after the beginner course",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan rashguard lengan panjang",
        "Sepatu karang atau booties",
        "Tabir surya tahan air",
        "Kacamata hitam dengan tali",
        "Handuk dan pakaian ganti",
      ],
      en: [
        "Swimwear and a long-sleeved rash guard",
        "Reef shoes or booties",
        "Water-resistant sunscreen",
        "Sunglasses with a strap",
        "A towel and change of clothes",
      ],
    },
    pickup_time: {
      id: "Tidak ada penjemputan; datang ke sekolah kite pukul 10:45. Jam pasti bisa bergeser mengikuti perkiraan angin.",
      en: "No pickup; be at the kite school at 10:45. The exact time may shift with the wind forecast.",
    },
    meeting_point: {
      id: "Sekolah kite di Pantai Mertasari, ujung selatan Sanur (titik lokasi dikirim lewat e-mail).",
      en: "The kite school on Mertasari Beach, at the southern end of Sanur (location pin sent by e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih kelas coba atau kursus pemula, serta tanggal mulai.</li>
<li>Terima e-mail konfirmasi; sehari sebelumnya instruktur mengabari jam terbaik sesuai angin.</li>
<li>Tunjukkan konfirmasi di sekolah kite.</li>
</ol>`,
      en: `<ol>
<li>Choose the discovery lesson or the beginner course and a start date.</li>
<li>Receive the confirmation e-mail; the day before, the instructor tells you the best time for the wind.</li>
<li>Show the confirmation at the kite school.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Usia minimal 12 tahun, berat minimal 40 kg, dan harus bisa berenang.</li>
<li>Jika angin kurang, kelas dipindah ke jam atau hari lain tanpa biaya; jika tetap tidak ada angin, pembayaran tidak ditagih.</li>
<li>Musim angin juga musim ombak besar di pantai barat, tetapi laguna Sanur tetap terlindung.</li>
</ul>`,
      en: `<ul>
<li>Minimum age 12, minimum weight 40 kg, and you must be able to swim.</li>
<li>If there isn't enough wind the lesson moves to another time or day at no cost; if there is still no wind, nothing is charged.</li>
<li>The windy season is also big-swell season on the west coast, but the Sanur lagoon stays sheltered.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam.</p>
<p>Pembatalan gratis hingga 48 jam sebelum kelas. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%. Kelas yang batal karena angin tidak dikenai biaya.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours.</p>
<p>Free cancellation up to 48 hours before the lesson. After that a fee of up to 50%, and a no-show is charged 100%. Lessons cancelled for lack of wind cost nothing.</p>`,
    },
    packages: [
      {
        name: { id: "Kelas Coba 2 Jam", en: "2-Hour Discovery Lesson" },
        detail: {
          id: `<ul>
<li>Teori angin dan keselamatan</li>
<li>Latihan layang-layang kecil di pantai</li>
<li>Menerbangkan kite di air dan body drag</li>
<li>Maksimal 2 murid per instruktur</li>
</ul>`,
          en: `<ul>
<li>Wind theory and safety</li>
<li>Trainer kite practice on the beach</li>
<li>Flying the kite in the water and body dragging</li>
<li>Up to 2 students per instructor</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 1600000, price_usd: 100, minimal: 1 }],
      },
      {
        name: { id: "Kursus Pemula 6 Jam (3 hari)", en: "6-Hour Beginner Course (3 days)" },
        detail: {
          id: `<ul>
<li>Tiga sesi 2 jam pada tiga hari berturut-turut</li>
<li>Body drag, water start dan meluncur pertama dengan papan</li>
<li>Satu instruktur untuk satu murid</li>
<li>Kartu IKO level 1-2 sesuai kemajuan</li>
</ul>`,
          en: `<ul>
<li>Three 2-hour sessions on three consecutive days</li>
<li>Body drag, water start and first rides on the board</li>
<li>One instructor per student</li>
<li>IKO level 1-2 card depending on progress</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 4500000, price_usd: 281, minimal: 1 }],
      },
    ],
    scenes: ["surf", "sea", "beach-dusk"],
  },
  {
    code: "BT0607",
    slug: "lake-bratan-speedboat-and-water-fun",
    typeId: 6,
    regency: "tabanan",
    name: {
      id: "Speedboat dan Permainan Air di Danau Beratan",
      en: "Lake Bratan Speedboat and Water Fun",
    },
    short_des: {
      id: "Sehari ke Bedugul yang sejuk: speedboat dan kano di Danau Beratan, lalu Pura Ulun Danu yang seolah mengapung di danau.",
      en: "A day in cool Bedugul: speedboat and canoe on Lake Bratan, then Ulun Danu temple that seems to float on the water.",
    },
    location: { id: "Bedugul, Tabanan", en: "Bedugul, Tabanan" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Speedboat 15 menit keliling Danau Beratan di ketinggian 1.200 meter</li>
<li>Kano atau perahu dayung 30 menit di tepi danau</li>
<li>Tiket masuk Pura Ulun Danu Beratan</li>
<li>Udara sejuk 18-24°C dan mampir ke Pasar Candikuning</li>
</ul>`,
      en: `<ul>
<li>A 15-minute speedboat loop of Lake Bratan at 1,200 metres</li>
<li>30 minutes by canoe or paddle boat along the shore</li>
<li>Entrance to Ulun Danu Beratan temple</li>
<li>Cool 18-24°C air and a stop at Candikuning market</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Danau Beratan mengisi kaldera gunung api tua di Bedugul, sekitar 1,5 jam dari Kuta atau Ubud. Airnya tenang, dikelilingi bukit berhutan dan kebun stroberi, dan udaranya jauh lebih sejuk daripada di pantai. Di tepi selatan danau ada taman rekreasi dengan dermaga untuk speedboat, kano dan perahu dayung.</p>
<p>Dengan speedboat Anda berkeliling danau sekitar 15 menit, melewati desa-desa di tepi air dan kabut pagi yang sering masih menggantung di bukit. Setelah itu Anda bisa memilih kano atau perahu dayung berbentuk bebek untuk anak-anak, menyusuri tepi danau dengan santai. Bagi yang ingin lebih seru, parasailing di atas danau bisa ditambahkan.</p>
<p>Sore hari kita ke Pura Ulun Danu Beratan, pura abad ke-17 untuk Dewi Danu dengan meru bertingkat sebelas yang berdiri di atas pulau kecil. Dalam perjalanan pulang kita singgah di Pasar Candikuning untuk membeli buah, stroberi dan rempah. Makan siang prasmanan dengan pemandangan danau sudah termasuk.</p>`,
      en: `<p>Lake Bratan fills the caldera of an old volcano at Bedugul, about 1.5 hours from Kuta or Ubud. The water is calm, surrounded by forested hills and strawberry farms, and the air is far cooler than at the beach. On the south shore a recreation park has a jetty for speedboats, canoes and paddle boats.</p>
<p>The speedboat takes you around the lake for about 15 minutes, past lakeside villages and the morning mist that often still hangs on the hills. Afterwards you choose a canoe or, for children, a duck-shaped paddle boat to potter along the shore. If you want more excitement, parasailing over the lake can be added.</p>
<p>In the afternoon we visit Ulun Danu Beratan, a 17th-century temple to Dewi Danu, goddess of the lake, with an eleven-tiered meru standing on a small island. On the way back we stop at Candikuning market for fruit, strawberries and spices. A buffet lunch with a lake view is included.</p>`,
    },
    included: {
      id: [
        "Mobil ber-AC dengan sopir berbahasa Inggris",
        "Speedboat 15 menit dan kano atau perahu dayung 30 menit",
        "Jaket pelampung",
        "Tiket masuk Pura Ulun Danu Beratan",
        "Makan siang prasmanan",
        "Air mineral",
      ],
      en: [
        "Air-conditioned car with an English-speaking driver",
        "15-minute speedboat and 30 minutes by canoe or paddle boat",
        "Life jackets",
        "Ulun Danu Beratan temple entrance",
        "Buffet lunch",
        "Mineral water",
      ],
    },
    whattobring: {
      id: [
        "Jaket atau sweter",
        "Pakaian yang menutup bahu untuk pura",
        "Sepatu atau sandal yang nyaman",
        "Payung kecil atau jas hujan (sore sering gerimis)",
        "Uang rupiah untuk pasar dan tip",
      ],
      en: [
        "A jacket or sweater",
        "Clothes that cover your shoulders for the temple",
        "Comfortable shoes or sandals",
        "A small umbrella or raincoat (afternoon drizzle is common)",
        "Rupiah for the market and tips",
      ],
    },
    pickup_time: {
      id: "08:00 dari hotel di Kuta, Legian, Seminyak, Canggu, Sanur, Nusa Dua atau Ubud.",
      en: "08:00 from hotels in Kuta, Legian, Seminyak, Canggu, Sanur, Nusa Dua or Ubud.",
    },
    meeting_point: {
      id: "Lobi hotel Anda.",
      en: "Your hotel lobby.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan untuk minimal dua orang, tambahkan parasailing jika ingin.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan nama sopir.</li>
<li>Sopir menunggu di lobi dengan papan nama Anda pukul 08:00.</li>
</ol>`,
      en: `<ol>
<li>Book for at least two people and add parasailing if you like.</li>
<li>Receive the confirmation e-mail with your booking ID and the driver's name.</li>
<li>The driver waits in the lobby with your name sign at 08:00.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Anak di bawah 4 tahun gratis dan wajib memakai jaket pelampung anak yang kami sediakan.</li>
<li>Parasailing di danau untuk usia 10 tahun ke atas dan bisa dihentikan jika angin terlalu kencang.</li>
<li>Akhir pekan dan hari libur nasional Bedugul ramai wisatawan lokal; antre speedboat bisa 20-30 menit.</li>
</ul>`,
      en: `<ul>
<li>Children under 4 go free and must wear the child life jacket we provide.</li>
<li>Lake parasailing is for ages 10 and up and may be stopped if the wind is too strong.</li>
<li>On weekends and public holidays Bedugul is busy with domestic visitors; the speedboat queue can take 20-30 minutes.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, dengan nomor pemesanan dan jam penjemputan.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, with your booking ID and pickup time.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Danau Beratan Sehari", en: "Lake Bratan Day Trip" },
        detail: {
          id: `<ul>
<li>08:00 berangkat dari hotel</li>
<li>10:00 speedboat dan kano di Danau Beratan</li>
<li>12:00 makan siang prasmanan</li>
<li>13:30 Pura Ulun Danu Beratan</li>
<li>15:00 Pasar Candikuning, lalu pulang (tiba sekitar 16:30-17:00)</li>
</ul>`,
          en: `<ul>
<li>08:00 leave your hotel</li>
<li>10:00 speedboat and canoe on Lake Bratan</li>
<li>12:00 buffet lunch</li>
<li>13:30 Ulun Danu Beratan temple</li>
<li>15:00 Candikuning market, then back (arriving around 16:30-17:00)</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          {
            name: { id: "Anak (4-11 tahun)", en: "Child (4-11 years)" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 0,
          },
          {
            name: { id: "Tambahan parasailing di danau", en: "Add lake parasailing" },
            price_idr: 250000,
            price_usd: 15.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["lake", "boat", "temple-gate", "market"],
  },
];
