import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** Same payment terms for every family activity. */
const PAYMENT: Localized<RichText> = {
  id: "<p><strong>Bayar nanti.</strong> Tidak ada pembayaran saat Anda memesan. Anda membayar pada hari kegiatan, tunai atau transfer bank, kepada sopir atau staf kami.</p><ul><li>Pembayaran tunai hanya dalam rupiah; uang tunai dolar AS tidak diterima. Mata uang lain dihitung dengan kurs hari itu.</li><li>Kartu Amex, Visa dan Mastercard dapat digunakan di kantor kami dengan biaya tambahan 3%.</li><li>Pembayaran di muka melalui PayPal, kartu kredit atau transfer bank diatur lewat e-mail setelah Anda memesan.</li></ul>",
  en: "<p><strong>Pay later.</strong> Nothing is charged when you book. You pay on the day, in cash or by bank transfer, to our driver or staff.</p><ul><li>Cash is accepted in Indonesian rupiah only; US dollar cash is not accepted. Other currencies are converted at the day's rate.</li><li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li><li>Advance payment by PayPal, credit card or bank transfer is arranged by e-mail after you book.</li></ul>",
};

export const family: ActivitySeed[] = [
  {
    code: "BT1201",
    slug: "bali-zoo-breakfast-with-orangutans",
    typeId: 12,
    regency: "gianyar",
    name: {
      id: "Sarapan Bersama Orangutan di Bali Zoo",
      en: "Breakfast with the Orangutans at Bali Zoo",
    },
    short_des: {
      id: "Sarapan prasmanan di Bali Zoo sementara keluarga orangutan bersantai di dekat meja, lalu seharian menjelajahi kebun binatang bersama anak-anak.",
      en: "A buffet breakfast at Bali Zoo while a family of orangutans relaxes close to the tables, then the rest of the day to explore the zoo with the children.",
    },
    location: { id: "Singapadu, Sukawati, Gianyar", en: "Singapadu, Sukawati, Gianyar" },
    duration_hours: 5,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Melihat orangutan dari jarak beberapa meter sambil sarapan</li><li>Penjelasan dari perawat satwa tentang kehidupan orangutan di Kalimantan dan Sumatra</li><li>Tiket masuk Bali Zoo untuk sepanjang hari</li><li>Kebun binatang yang teduh dan tidak terlalu besar, cocok untuk anak kecil</li></ul>",
      en: "<ul><li>Watch orangutans from a few metres away over breakfast</li><li>Keepers explain how orangutans live in Borneo and Sumatra</li><li>Bali Zoo entrance for the whole day</li><li>A shady, compact zoo that suits young children</li></ul>",
    },
    activity_des: {
      id: "<p>Bali Zoo di Singapadu, sekitar 30 menit dari Sanur dan 25 menit dari Ubud, adalah kebun binatang yang teduh dengan jalur yang mudah dilalui kereta dorong. Acara sarapan bersama orangutan adalah cara yang menyenangkan untuk memulai hari, terutama bagi anak-anak yang baru pertama kali melihat kera besar dari dekat.</p><p>Sarapan prasmanan disajikan mulai pukul 09:00 di restoran terbuka di tengah taman: roti, telur, pancake, nasi goreng, bubur, buah tropis, jus dan kopi Bali. Sekitar pukul 09:30, perawat membawa orangutan ke panggung kayu di samping restoran. Mereka makan buah, memanjat dan bermain, sementara perawat bercerita tentang sifat, makanan dan ancaman terhadap habitat mereka. Anda boleh berfoto dengan orangutan di latar belakang bersama perawat; menyentuh atau memberi makan tidak diperbolehkan.</p><p>Setelah sarapan, tiket Anda berlaku untuk seluruh kebun binatang: harimau Sumatra, komodo, gajah, burung dan area satwa kecil, ditambah presentasi satwa sepanjang hari dan kolam bermain air untuk anak. Sebagian besar keluarga pulang sekitar pukul 13:00–14:00.</p>",
      en: "<p>Bali Zoo in Singapadu, about 30 minutes from Sanur and 25 minutes from Ubud, is a shady zoo with paths that are easy with a pushchair. Breakfast with the orangutans is a fun way to start the day, especially for children seeing great apes up close for the first time.</p><p>The buffet breakfast is served from 09:00 in an open restaurant in the middle of the park: bread, eggs, pancakes, fried rice, rice porridge, tropical fruit, juice and Balinese coffee. Around 09:30 the keepers bring the orangutans onto a wooden platform beside the restaurant. They eat fruit, climb and play while the keepers talk about their character, their food and the threats to their habitat. You may take photos with the orangutans in the background, with a keeper present; touching or feeding them is not allowed.</p><p>After breakfast your ticket covers the whole zoo: Sumatran tigers, Komodo dragons, elephants, birds and a small-animal area, plus animal presentations through the day and a splash pool for children. Most families leave around 13:00–14:00.</p>",
    },
    included: {
      id: [
        "Sarapan prasmanan",
        "Acara bersama orangutan dengan penjelasan perawat",
        "Tiket masuk Bali Zoo sepanjang hari",
        "Presentasi satwa sesuai jadwal",
        "Antar-jemput hotel (bila ditambahkan)",
      ],
      en: [
        "Buffet breakfast",
        "Orangutan session with the keepers' talk",
        "Full-day Bali Zoo entrance",
        "Animal presentations as scheduled",
        "Hotel transfers (if added)",
      ],
    },
    whattobring: {
      id: [
        "Topi dan tabir surya",
        "Baju renang dan handuk kecil untuk kolam bermain anak",
        "Obat nyamuk",
        "Kereta dorong atau gendongan untuk balita",
      ],
      en: [
        "Hat and sunscreen",
        "Swimwear and a small towel for the children's splash pool",
        "Insect repellent",
        "A pushchair or baby carrier for toddlers",
      ],
    },
    pickup_time: {
      id: "Bila menambahkan antar-jemput: 08:00–08:15 dari Bali selatan, 08:30 dari Ubud",
      en: "With the transfer added: 08:00–08:15 from south Bali, 08:30 from Ubud",
    },
    meeting_point: {
      id: "Loket utama Bali Zoo, Jalan Raya Singapadu, pukul 08:45",
      en: "Bali Zoo main ticket counter, Jalan Raya Singapadu, at 08:45",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan di loket utama; petugas memberi gelang masuk dan mengarahkan Anda ke restoran. Bila Anda menambahkan antar-jemput, sopir mengurusnya untuk Anda.</p>",
      en: "<p>Show your booking ID at the main counter; staff give you entry wristbands and point you to the restaurant. If you add the transfer, the driver handles this for you.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Orangutan adalah satwa yang diatur oleh perawatnya; pada hari tertentu mereka bisa muncul lebih singkat, misalnya saat cuaca buruk.</li><li>Anak di bawah 2 tahun gratis dan dapat ikut sarapan.</li><li>Beri tahu kami bila ada alergi makanan; restoran menyiapkan pilihan lain.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The orangutans' routine is set by their keepers; on some days, for example in bad weather, their appearance may be shorter.</li><li>Children under 2 are free and may join the breakfast.</li><li>Tell us about any food allergies; the restaurant prepares alternatives.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Tempat sarapan terbatas setiap harinya. Kami mengonfirmasi lewat e-mail, biasanya dalam 24 jam dan paling lambat 48 jam, dengan ID pemesanan dan jam jemput bila ada.</p>",
      en: "<p>Breakfast places are limited each day. We confirm by e-mail, usually within 24 hours and at the latest within 48 hours, with your booking ID and pickup time if applicable.</p>",
    },
    packages: [
      {
        name: { id: "Sarapan + tiket kebun binatang", en: "Breakfast + zoo ticket" },
        detail: {
          id: "<p>Sarapan prasmanan bersama orangutan dan tiket masuk Bali Zoo sepanjang hari. Antar-jemput dari hotel di Bali selatan atau Ubud dapat ditambahkan per mobil; sopir menunggu dan mengantar Anda pulang kapan saja sebelum pukul 15:00. Kursi anak tersedia atas permintaan.</p>",
          en: "<p>Buffet breakfast with the orangutans and full-day Bali Zoo entrance. A return transfer from your hotel in south Bali or Ubud can be added per car; the driver waits and takes you back whenever you are ready, before 15:00. Child seats on request.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 780000, price_usd: 49, minimal: 1 },
          { name: { id: "Anak (2–12 tahun)", en: "Child (2–12 years)" }, price_idr: 590000, price_usd: 37, minimal: 0 },
          {
            name: {
              id: "Antar-jemput hotel (per mobil, hingga 6 orang)",
              en: "Hotel transfer (per car, up to 6 people)",
            },
            price_idr: 400000,
            price_usd: 25,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["jungle", "food", "lake"],
  },
  {
    code: "BT1202",
    slug: "waterbom-bali-family-day-pass",
    typeId: 12,
    regency: "badung",
    name: {
      id: "Tiket Terusan Sehari Waterbom Bali",
      en: "Waterbom Bali Family Day Pass",
    },
    short_des: {
      id: "Seharian di taman air Waterbom di Kuta: perosotan air untuk semua umur, kolam anak, sungai arus malas dan taman tropis yang teduh.",
      en: "A full day at Waterbom water park in Kuta: slides for every age, children's pools, a lazy river and shady tropical gardens.",
    },
    location: { id: "Kuta, Badung", en: "Kuta, Badung" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Lebih dari 20 perosotan, dari yang landai untuk anak sampai perosotan jatuh bebas untuk yang berani</li><li>Area anak dengan kolam dangkal, ember tumpah dan perosotan kecil</li><li>Sungai arus malas sepanjang taman untuk bersantai dengan ban</li><li>Penjaga kolam di setiap wahana</li></ul>",
      en: "<ul><li>More than 20 slides, from gentle ones for children to a free-fall drop for the brave</li><li>A children's area with shallow pools, a tipping bucket and small slides</li><li>A lazy river winding through the park for floating on a tube</li><li>Lifeguards at every ride</li></ul>",
    },
    activity_des: {
      id: "<p>Waterbom Bali berada di Jalan Kartika Plaza, Kuta, hanya 10 menit dari bandara, dan sudah lama menjadi tujuan favorit keluarga yang berlibur di Bali. Taman airnya dikelilingi pohon-pohon besar dan taman tropis, sehingga terasa lebih teduh daripada kebanyakan taman air.</p><p>Anak-anak yang lebih kecil biasanya betah di area anak dengan kolam dangkal, air mancur, perosotan mini dan ember besar yang menumpahkan air setiap beberapa menit. Anak yang lebih besar dan orang tua bisa mencoba perosotan berliku, perosotan ban untuk keluarga, hingga Climax, perosotan dengan lantai yang terbuka di bawah kaki Anda. Di antara wahana, sungai arus malas mengelilingi taman dan ada kolam renang besar serta beberapa restoran dan kafe.</p><p>Taman buka pukul 09:00 sampai 18:00. Datang pagi berarti antrean lebih pendek dan tempat duduk lebih mudah didapat. Paket gazebo memberi keluarga Anda tempat teduh pribadi dengan kursi santai, handuk dan loker, sebagai markas sepanjang hari.</p>",
      en: "<p>Waterbom Bali is on Jalan Kartika Plaza in Kuta, just 10 minutes from the airport, and has long been a favourite with families on holiday in Bali. The park is set among big trees and tropical gardens, so it feels shadier than most water parks.</p><p>Younger children usually love the kids' area with its shallow pools, fountains, mini slides and a huge bucket that tips water every few minutes. Older children and parents can try twisting slides, family raft rides and the Climax, where the floor drops away beneath your feet. Between rides, a lazy river loops round the park, and there is a large pool plus several restaurants and cafés.</p><p>The park is open from 09:00 to 18:00. Arriving early means shorter queues and easier seating. The gazebo package gives your family a private shaded spot with loungers, towels and a locker as your base for the day.</p>",
    },
    included: {
      id: [
        "Tiket masuk sehari dengan akses ke semua wahana",
        "Ban dan pelampung di wahana",
        "Penjaga kolam",
        "Gazebo pribadi dengan handuk dan loker (paket gazebo)",
      ],
      en: [
        "One-day entry with access to all rides",
        "Tubes and life jackets at the rides",
        "Lifeguards",
        "Private gazebo with towels and a locker (gazebo package)",
      ],
    },
    whattobring: {
      id: [
        "Pakaian renang; baju renang dengan resleting atau paku logam tidak boleh dipakai di perosotan",
        "Tabir surya tahan air",
        "Sandal",
        "Handuk (bila tidak memilih paket gazebo)",
        "Kartu atau ponsel untuk membayar makanan di dalam taman",
      ],
      en: [
        "Swimwear; costumes with zips or metal studs are not allowed on the slides",
        "Water-resistant sunscreen",
        "Sandals",
        "Towels (if you are not taking the gazebo package)",
        "A card or phone to pay for food inside the park",
      ],
    },
    pickup_time: {
      id: "Tanpa penjemputan; Waterbom mudah dicapai dengan taksi atau ojek daring dari Kuta, Legian dan Seminyak",
      en: "No pickup; Waterbom is easy to reach by taxi or ride-hailing app from Kuta, Legian and Seminyak",
    },
    meeting_point: {
      id: "Loket tiket Waterbom Bali, Jalan Kartika Plaza, Kuta",
      en: "Waterbom Bali ticket counter, Jalan Kartika Plaza, Kuta",
    },
    how_to_use: {
      id: "<p>Tunjukkan e-mail konfirmasi dengan ID pemesanan di loket. Anda menerima gelang masuk yang juga bisa diisi saldo untuk membayar makanan dan minuman.</p>",
      en: "<p>Show the confirmation e-mail with your booking ID at the counter. You receive entry wristbands that can also be loaded with credit for food and drinks.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Beberapa perosotan memiliki batas tinggi badan minimal; petugas mengukur anak di pintu masuk wahana.</li><li>Makanan dan minuman dari luar tidak boleh dibawa masuk.</li><li>Anak di bawah 2 tahun masuk gratis; anak di bawah 12 tahun harus didampingi orang dewasa.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Some slides have a minimum height; staff measure children at the ride entrance.</li><li>Outside food and drinks are not allowed.</li><li>Children under 2 enter free; children under 12 must be with an adult.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>E-mail konfirmasi dengan ID pemesanan biasanya dikirim dalam 24 jam dan paling lambat 48 jam. Gazebo terbatas, terutama saat liburan sekolah, jadi pesanlah lebih awal.</p>",
      en: "<p>A confirmation e-mail with your booking ID is usually sent within 24 hours and at the latest within 48 hours. Gazebos are limited, especially in school holidays, so book early.</p>",
    },
    packages: [
      {
        name: { id: "Tiket terusan sehari", en: "Day pass" },
        detail: {
          id: "<p>Masuk sehari penuh dengan akses ke semua wahana dan kolam.</p>",
          en: "<p>Full-day entry with access to all rides and pools.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (12 tahun ke atas)", en: "Adult (12 years and over)" },
            price_idr: 745000,
            price_usd: 46.5,
            minimal: 1,
          },
          { name: { id: "Anak (2–11 tahun)", en: "Child (2–11 years)" }, price_idr: 595000, price_usd: 37, minimal: 0 },
        ],
      },
      {
        name: { id: "Tiket terusan + gazebo keluarga", en: "Day pass + family gazebo" },
        detail: {
          id: "<p>Tiket sehari ditambah gazebo beratap untuk hingga 6 orang, dengan kursi santai, handuk, loker dan layanan pesan makanan ke gazebo.</p>",
          en: "<p>The day pass plus a roofed gazebo for up to 6 people, with loungers, towels, a locker and food ordered to your gazebo.</p>",
        },
        products: [
          {
            name: { id: "Dewasa (12 tahun ke atas)", en: "Adult (12 years and over)" },
            price_idr: 745000,
            price_usd: 46.5,
            minimal: 1,
          },
          { name: { id: "Anak (2–11 tahun)", en: "Child (2–11 years)" }, price_idr: 595000, price_usd: 37, minimal: 0 },
          {
            name: { id: "Gazebo (hingga 6 orang)", en: "Gazebo (up to 6 people)" },
            price_idr: 950000,
            price_usd: 59.5,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["lake", "jungle", "waterfall"],
  },
  {
    code: "BT1203",
    slug: "tabanan-family-rice-farming-experience",
    typeId: 12,
    regency: "tabanan",
    name: {
      id: "Sehari Jadi Petani Bali di Sawah Tabanan",
      en: "Be a Balinese Farmer for a Day in Tabanan",
    },
    short_des: {
      id: "Kegiatan keluarga di sawah Penebel: membajak dengan sapi, menanam padi, menangkap belut dan makan siang masakan rumahan di rumah petani.",
      en: "A family day in the rice fields of Penebel: ploughing with cows, planting rice, catching eels and a home-cooked lunch at a farmer's house.",
    },
    location: { id: "Penebel, Tabanan", en: "Penebel, Tabanan" },
    duration_hours: 7,
    cancelation_hours: 48,
    start_time: "08:30",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Memakai baju petani dan caping, lalu turun langsung ke lumpur sawah</li><li>Membajak sawah dengan sepasang sapi dan menanam bibit padi</li><li>Belajar tentang subak, sistem irigasi Bali yang diakui UNESCO</li><li>Makan siang masakan rumahan bersama keluarga petani</li></ul>",
      en: "<ul><li>Dress in farmer's clothes and a conical hat and step into the mud</li><li>Plough a paddy with a pair of cows and plant rice seedlings</li><li>Learn about subak, Bali's UNESCO-listed irrigation system</li><li>A home-cooked lunch with the farming family</li></ul>",
    },
    activity_des: {
      id: "<p>Penebel terletak di lereng Gunung Batukaru, di kawasan subak yang sama dengan Jatiluwih, namun jauh lebih sepi. Di sini kami bekerja sama dengan keluarga petani yang menggarap sawahnya dengan cara turun-temurun dan senang berbagi kesehariannya dengan tamu, terutama anak-anak.</p><p>Setibanya di desa, Anda berganti pakaian petani dan memakai caping. Pak tani menjelaskan tahapan menanam padi dan cara air dibagi melalui subak, lalu semua turun ke sawah: menuntun sapi yang menarik bajak kayu, meratakan lumpur, dan menanam bibit padi dalam barisan. Anak-anak biasanya paling senang mencari belut dan keong di pematang, atau menangkap capung dengan batang bambu bergetah seperti anak-anak desa.</p><p>Setelah membilas diri di pancuran, Anda makan siang di rumah petani: nasi merah dari sawah mereka, sayur urap, tempe, ayam dan sambal, dengan kopi atau teh. Sebelum pulang ada waktu berjalan ke pura subak kecil di tengah sawah. Kegiatan menyesuaikan musim tanam; bila sawah sedang panen, Anda ikut memanen dan merontokkan padi.</p>",
      en: "<p>Penebel lies on the slopes of Mount Batukaru, in the same subak landscape as Jatiluwih but far quieter. Here we work with a farming family who tend their fields the traditional way and enjoy sharing their daily life with guests, especially children.</p><p>When you arrive in the village you change into farmer's clothes and a conical hat. The farmer explains the stages of growing rice and how water is shared through the subak, then everyone goes down into the paddy: leading the cows that pull the wooden plough, smoothing the mud and planting seedlings in rows. Children usually have the most fun hunting for eels and snails along the banks, or catching dragonflies with a sticky bamboo stick like the village kids do.</p><p>After rinsing off under a spring-fed shower, you have lunch at the farmer's house: red rice from their own fields, urap vegetables, tempeh, chicken and sambal, with coffee or tea. Before leaving there is time for a walk to the small subak temple in the middle of the fields. Activities follow the planting season; if the fields are being harvested, you help to cut and thresh the rice instead.</p>",
    },
    included: {
      id: [
        "Antar-jemput hotel dengan mobil ber-AC",
        "Pakaian petani dan caping untuk dipinjam",
        "Semua kegiatan di sawah bersama keluarga petani",
        "Makan siang masakan rumahan dan minuman",
        "Pemandu berbahasa Inggris",
      ],
      en: [
        "Hotel transfers by air-conditioned car",
        "Farmer's clothes and conical hat to borrow",
        "All rice-field activities with the farming family",
        "Home-cooked lunch and drinks",
        "English-speaking guide",
      ],
    },
    whattobring: {
      id: [
        "Baju ganti lengkap dan kantong plastik untuk pakaian kotor",
        "Handuk",
        "Tabir surya dan obat nyamuk",
        "Sandal; di sawah Anda bertelanjang kaki",
      ],
      en: [
        "A full change of clothes and a bag for muddy things",
        "A towel",
        "Sunscreen and insect repellent",
        "Sandals; you go barefoot in the paddy",
      ],
    },
    pickup_time: {
      id: "07:00–07:30 dari Bali selatan; 07:30 dari Ubud",
      en: "07:00–07:30 from south Bali; 07:30 from Ubud",
    },
    meeting_point: {
      id: "Lobi hotel Anda",
      en: "Your hotel lobby",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada sopir. Beri tahu kami usia anak-anak saat memesan agar keluarga petani dapat menyiapkan pakaian yang pas.</p>",
      en: "<p>Show your booking ID to the driver. Tell us your children's ages when you book so the farming family can prepare clothes that fit.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Cocok untuk anak mulai 4 tahun. Lumpur sawah dalamnya sekitar setengah betis orang dewasa.</li><li>Beri tahu kami bila ada luka terbuka di kaki; sebaiknya tidak masuk ke sawah.</li><li>Saat hujan deras, kegiatan di sawah dipersingkat dan diganti dengan membuat canang dan jajanan Bali di rumah petani.</li><li>Pembatalan kurang dari 48 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Suitable for children from 4 years. The mud is about half an adult's calf deep.</li><li>Let us know about any open cuts on your feet; it is better not to go into the paddy.</li><li>In heavy rain the field work is shortened and replaced by making offerings and Balinese cakes at the farmer's house.</li><li>Cancellations less than 48 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami memastikan jadwal dengan keluarga petani, lalu mengirim konfirmasi lewat e-mail, biasanya dalam 48 jam, berisi ID pemesanan dan jam jemput.</p>",
      en: "<p>We check the date with the farming family, then send confirmation by e-mail, usually within 48 hours, with your booking ID and pickup time.</p>",
    },
    packages: [
      {
        name: { id: "Kelompok bergabung", en: "Shared group" },
        detail: {
          id: "<p>Bergabung dengan keluarga lain, maksimal 12 orang, dengan antar-jemput bersama.</p>",
          en: "<p>Join other families, up to 12 people, with shared transfers.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          { name: { id: "Anak (4–12 tahun)", en: "Child (4–12 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
        ],
      },
      {
        name: { id: "Keluarga pribadi", en: "Private family" },
        detail: {
          id: "<p>Hanya untuk keluarga Anda, dengan mobil pribadi dan jadwal yang bisa disesuaikan dengan jam tidur siang si kecil. Harga untuk hingga 4 orang; tambahan orang dihitung terpisah.</p>",
          en: "<p>Just your family, with a private car and a schedule that can fit around little ones' naps. Price covers up to 4 people; extra people are charged separately.</p>",
        },
        products: [
          {
            name: { id: "Per keluarga (hingga 4 orang)", en: "Per family (up to 4 people)" },
            price_idr: 2200000,
            price_usd: 137.5,
            minimal: 1,
          },
          { name: { id: "Orang tambahan", en: "Extra person" }, price_idr: 400000, price_usd: 25, minimal: 0 },
        ],
      },
    ],
    scenes: ["rice-terraces", "volcano", "food"],
  },
  {
    code: "BT1204",
    slug: "celuk-family-silver-jewellery-class",
    typeId: 12,
    regency: "gianyar",
    name: {
      id: "Kelas Membuat Perhiasan Perak untuk Keluarga di Celuk",
      en: "Family Silver Jewellery Class in Celuk",
    },
    short_des: {
      id: "Membuat cincin atau liontin perak sendiri di bengkel perajin di Celuk, desa perak Bali, dan membawanya pulang di hari yang sama.",
      en: "Make your own silver ring or pendant in a craftsman's workshop in Celuk, Bali's silver village, and take it home the same day.",
    },
    location: { id: "Celuk, Sukawati, Gianyar", en: "Celuk, Sukawati, Gianyar" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Belajar dari perajin perak keluarga yang sudah turun-temurun di Celuk</li><li>Membentuk, memotong, mematri dan memoles perak 925 sendiri</li><li>Setiap peserta membawa pulang satu perhiasan buatannya</li><li>Kegiatan teduh di dalam ruangan, cocok saat hujan atau terlalu panas</li></ul>",
      en: "<ul><li>Learn from a Celuk family of silversmiths who have worked for generations</li><li>Shape, cut, solder and polish 925 silver yourself</li><li>Everyone takes home one piece they made</li><li>A shaded indoor activity, ideal on rainy or very hot days</li></ul>",
    },
    activity_des: {
      id: "<p>Celuk, di antara Denpasar dan Ubud, dikenal sebagai desa perak sejak puluhan tahun lalu. Di balik toko-toko besar di jalan utama, banyak keluarga masih mengerjakan perhiasan di bengkel kecil di rumah mereka. Kelas ini diadakan di salah satu bengkel tersebut, di halaman rumah Bali dengan meja kerja di bawah atap.</p><p>Setelah disambut teh dan pisang goreng, perajin menunjukkan contoh cincin dan liontin sederhana, lalu Anda memilih desain atau menggambar sendiri. Setiap orang mendapat sekitar 5 gram perak 925 untuk dilebur, digiling tipis, dipotong, ditekuk dan dipatri. Anak-anak bisa membuat cincin polos dengan nama atau motif ketukan, sementara orang dewasa dapat mencoba motif tradisional Bali seperti granulasi. Perajin membantu pada tahap yang memakai api.</p><p>Di akhir kelas, perhiasan dipoles sampai mengilap dan dimasukkan ke kantong kain. Kelas berlangsung sekitar 3 jam dan dimulai pukul 09:00 atau 13:00. Pada paket pribadi, sopir menjemput Anda dan Anda mendapat meja sendiri untuk keluarga.</p>",
      en: "<p>Celuk, between Denpasar and Ubud, has been known as Bali's silver village for decades. Behind the big shops on the main road, many families still make jewellery in small workshops at home. This class takes place in one of those workshops, in a Balinese family compound with workbenches under a roof.</p><p>After tea and fried banana, the silversmith shows you sample rings and pendants and you choose a design or draw your own. Each person gets about 5 grams of 925 silver to melt, roll thin, cut, bend and solder. Children can make a plain ring stamped with their name or a hammered pattern, while adults can try traditional Balinese details such as granulation. The silversmith helps with every step that involves a flame.</p><p>At the end of the class your piece is polished to a shine and put in a cloth pouch. The class lasts about 3 hours and starts at 09:00 or 13:00. In the private package, a driver collects you and your family has its own workbench.</p>",
    },
    included: {
      id: [
        "Sekitar 5 gram perak 925 per peserta",
        "Semua alat dan bimbingan perajin",
        "Teh, kopi dan jajanan Bali",
        "Kantong kain untuk perhiasan",
        "Antar-jemput hotel (paket pribadi)",
      ],
      en: [
        "About 5 grams of 925 silver per participant",
        "All tools and the silversmith's guidance",
        "Tea, coffee and Balinese snacks",
        "A cloth pouch for your jewellery",
        "Hotel transfers (private package)",
      ],
    },
    whattobring: {
      id: [
        "Ukuran cincin Anda, bila tahu",
        "Ide desain atau gambar sederhana",
        "Sepatu tertutup",
        "Ikat rambut bagi yang berambut panjang",
      ],
      en: [
        "Your ring size, if you know it",
        "A design idea or simple sketch",
        "Closed shoes",
        "A hair tie for long hair",
      ],
    },
    pickup_time: {
      id: "Paket pribadi: 08:15 dari Bali selatan, 08:30 dari Ubud (kelas pagi); 12:15–12:30 untuk kelas siang",
      en: "Private package: 08:15 from south Bali, 08:30 from Ubud (morning class); 12:15–12:30 for the afternoon class",
    },
    meeting_point: {
      id: "Bengkel perak di gang Jalan Jagaraga, Celuk; lokasi di peta dikirim lewat e-mail",
      en: "The silver workshop in a lane off Jalan Jagaraga, Celuk; map location sent by e-mail",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada perajin atau sopir. Tulis pilihan jam kelas (09:00 atau 13:00) dan usia anak-anak di kolam permintaan khusus.</p>",
      en: "<p>Show your booking ID to the silversmith or driver. Write your preferred class time (09:00 or 13:00) and the children's ages in the special request field.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Cocok untuk anak mulai 7 tahun dengan pendampingan orang tua.</li><li>Desain yang lebih besar memerlukan perak tambahan, dihitung per 5 gram.</li><li>Kelas tetap berjalan saat hujan.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Suitable for children from 7 years with a parent.</li><li>Larger designs need extra silver, charged per 5 grams.</li><li>The class runs in the rain.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Konfirmasi lewat e-mail biasanya dalam 24 jam, paling lambat 48 jam, berisi ID pemesanan, jam kelas dan lokasi bengkel.</p>",
      en: "<p>Confirmation by e-mail usually within 24 hours, at the latest within 48 hours, with your booking ID, class time and the workshop's location.</p>",
    },
    packages: [
      {
        name: { id: "Kelas bergabung", en: "Shared class" },
        detail: {
          id: "<p>Kelas bersama hingga 8 peserta. Anda datang sendiri ke Celuk.</p>",
          en: "<p>A shared class of up to 8 participants. You make your own way to Celuk.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 550000, price_usd: 34.5, minimal: 1 },
          { name: { id: "Anak (7–14 tahun)", en: "Child (7–14 years)" }, price_idr: 450000, price_usd: 28, minimal: 0 },
          {
            name: { id: "Perak tambahan (per 5 gram)", en: "Extra silver (per 5 grams)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Kelas pribadi + antar-jemput", en: "Private class + hotel transfer" },
        detail: {
          id: "<p>Meja kerja dan perajin khusus untuk keluarga Anda, dengan antar-jemput dari hotel di Bali selatan atau Ubud.</p>",
          en: "<p>Your own workbench and silversmith for the family, with transfers from your hotel in south Bali or Ubud.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Anak (7–14 tahun)", en: "Child (7–14 years)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 0,
          },
          {
            name: { id: "Perak tambahan (per 5 gram)", en: "Extra silver (per 5 grams)" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["market", "city", "rice-terraces"],
  },
  {
    code: "BT1205",
    slug: "lovina-dolphin-sunrise-family-trip",
    typeId: 12,
    regency: "buleleng",
    name: {
      id: "Melihat Lumba-Lumba saat Matahari Terbit di Lovina",
      en: "Lovina Sunrise Dolphin Trip for Families",
    },
    short_des: {
      id: "Perahu jukung pribadi untuk keluarga Anda, berangkat dari Pantai Lovina sebelum fajar untuk melihat kawanan lumba-lumba di laut yang tenang.",
      en: "A private jukung outrigger for your family, leaving Lovina beach before dawn to look for pods of dolphins on the calm morning sea.",
    },
    location: { id: "Kalibukbuk, Lovina, Buleleng", en: "Kalibukbuk, Lovina, Buleleng" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "06:00",
    required_persons: 1,
    price_type: "per_group",
    highlight: {
      id: "<ul><li>Matahari terbit di atas laut Bali utara dari perahu tradisional</li><li>Kawanan lumba-lumba yang sering terlihat hanya 2–3 km dari pantai</li><li>Perahu pribadi untuk hingga 4 orang, dengan pelampung ukuran anak</li><li>Nakhoda yang menjaga jarak dari lumba-lumba</li></ul>",
      en: "<ul><li>Sunrise over the north Bali sea from a traditional boat</li><li>Pods of dolphins often seen just 2–3 km offshore</li><li>A private boat for up to 4 people, with child-size life jackets</li><li>A skipper who keeps a respectful distance from the dolphins</li></ul>",
    },
    activity_des: {
      id: "<p>Lovina di pantai utara Bali terkenal dengan lumba-lumba yang hampir setiap pagi berenang di teluk, biasanya lumba-lumba spinner yang suka melompat dan berputar di udara. Laut di utara umumnya tenang di pagi hari, sehingga perjalanan dengan jukung, perahu kayu bercadik khas Bali, nyaman juga untuk anak-anak.</p><p>Perahu berangkat dari Pantai Kalibukbuk pukul 06:00, masih dalam cahaya fajar. Setelah sekitar 20 menit, nakhoda mematikan mesin dan menunggu di area tempat lumba-lumba biasa muncul, sementara matahari terbit di balik pegunungan. Pada pagi yang ramai, banyak perahu lain juga ada di laut. Nakhoda kami tidak ikut mengejar atau memotong jalur lumba-lumba; kami menunggu mereka lewat, yang sering justru memberi pemandangan lebih baik.</p><p>Setelah sekitar 1,5–2 jam di laut, Anda kembali ke pantai. Dengan paket lumba-lumba dan snorkeling, perahu singgah sekitar 45 menit di karang dangkal dekat pantai sebelum kembali, dan sarapan menunggu di warung tepi pantai.</p>",
      en: "<p>Lovina on Bali's north coast is known for the dolphins that swim in the bay almost every morning, usually spinner dolphins that love to leap and spin in the air. The northern sea is generally calm in the early morning, so a ride in a jukung, the Balinese wooden outrigger, is comfortable for children too.</p><p>The boat leaves Kalibukbuk beach at 06:00, still in the dawn light. After about 20 minutes the skipper cuts the engine and waits where the dolphins usually appear, while the sun rises behind the mountains. On busy mornings many other boats are out as well. Our skippers do not join the chase or cut across the dolphins' path; we wait for them to pass, which often gives a better view anyway.</p><p>After about 1.5–2 hours at sea you return to the beach. With the dolphins and snorkelling package, the boat stops for about 45 minutes at a shallow reef near the shore on the way back, and breakfast is waiting at a beachside warung.</p>",
    },
    included: {
      id: [
        "Perahu jukung pribadi dengan nakhoda",
        "Pelampung untuk dewasa dan anak",
        "Air mineral",
        "Peralatan snorkeling (paket snorkeling)",
        "Penjemputan di hotel di kawasan Lovina",
      ],
      en: [
        "Private jukung boat with skipper",
        "Life jackets for adults and children",
        "Bottled water",
        "Snorkel gear (snorkelling package)",
        "Pickup from hotels in the Lovina area",
      ],
    },
    whattobring: {
      id: [
        "Jaket tipis; pagi di laut terasa sejuk",
        "Topi dan tabir surya",
        "Pakaian renang di balik baju bila ikut snorkeling",
        "Kantong kedap air untuk ponsel dan kamera",
        "Obat anti mabuk laut untuk anak yang mudah mabuk",
      ],
      en: [
        "A light jacket; the sea is cool at dawn",
        "Hat and sunscreen",
        "Swimwear under your clothes if snorkelling",
        "A dry bag for phones and cameras",
        "Seasickness remedy for children prone to it",
      ],
    },
    pickup_time: {
      id: "05:30 dari hotel di kawasan Lovina (Kalibukbuk, Anturan, Kaliasem)",
      en: "05:30 from hotels in the Lovina area (Kalibukbuk, Anturan, Kaliasem)",
    },
    meeting_point: {
      id: "Pantai Kalibukbuk dekat patung lumba-lumba, pukul 05:45",
      en: "Kalibukbuk beach by the dolphin statue, at 05:45",
    },
    how_to_use: {
      id: "<p>Nakhoda menunggu di dekat patung lumba-lumba dengan papan nama Anda. Tunjukkan ID pemesanan, kenakan pelampung, dan naik ke perahu dari pantai.</p>",
      en: "<p>Your skipper waits near the dolphin statue with your name sign. Show your booking ID, put on your life jacket and board from the beach.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Lumba-lumba adalah satwa liar. Mereka terlihat hampir setiap hari, tetapi tidak dijamin.</li><li>Perahu tidak berangkat bila laut terlalu berombak; Anda dapat memilih pagi lain atau pengembalian dana penuh.</li><li>Jukung tidak beratap dan tidak memiliki toilet.</li><li>Dari Bali selatan perjalanan ke Lovina sekitar 3 jam; sebaiknya menginap semalam di Lovina.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Dolphins are wild animals. They are seen on most days, but sightings are not guaranteed.</li><li>The boat does not go out if the sea is too rough; you can choose another morning or a full refund.</li><li>Jukungs have no roof and no toilet.</li><li>Lovina is about 3 hours from south Bali; it is best to stay a night there.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami mengirim konfirmasi lewat e-mail, biasanya dalam 24 jam dan paling lambat 48 jam, dengan ID pemesanan serta nama dan nomor WhatsApp nakhoda.</p>",
      en: "<p>We send confirmation by e-mail, usually within 24 hours and at the latest within 48 hours, with your booking ID and the skipper's name and WhatsApp number.</p>",
    },
    packages: [
      {
        name: { id: "Lumba-lumba saat matahari terbit", en: "Sunrise dolphins" },
        detail: {
          id: "<p>Perahu pribadi sekitar 2 jam untuk hingga 4 orang (anak di bawah 3 tahun tidak dihitung).</p>",
          en: "<p>A private boat for about 2 hours for up to 4 people (children under 3 do not count).</p>",
        },
        products: [
          {
            name: { id: "Per perahu (hingga 4 orang)", en: "Per boat (up to 4 people)" },
            price_idr: 600000,
            price_usd: 37.5,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Lumba-lumba + snorkeling + sarapan", en: "Dolphins + snorkelling + breakfast" },
        detail: {
          id: "<p>Melihat lumba-lumba, snorkeling di karang dekat pantai dan sarapan di warung tepi pantai. Sekitar 3 jam. Sarapan dipesan per orang.</p>",
          en: "<p>Dolphin watching, snorkelling on the reef near the shore and breakfast at a beachside warung. About 3 hours. Breakfast is booked per person.</p>",
        },
        products: [
          {
            name: { id: "Per perahu (hingga 4 orang)", en: "Per boat (up to 4 people)" },
            price_idr: 850000,
            price_usd: 53,
            minimal: 1,
          },
          {
            name: { id: "Sarapan (per orang)", en: "Breakfast (per person)" },
            price_idr: 75000,
            price_usd: 4.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["sea", "boat", "beach-dusk", "underwater"],
  },
  {
    code: "BT1206",
    slug: "sanur-family-kite-making-workshop",
    typeId: 12,
    regency: "denpasar",
    name: {
      id: "Membuat dan Menerbangkan Layang-Layang Bali di Sanur",
      en: "Balinese Kite Making and Flying in Sanur",
    },
    short_des: {
      id: "Belajar membuat layang-layang bambu bersama pembuat layangan di Sanur, lalu menerbangkannya bersama anak-anak di pantai saat angin sore bertiup.",
      en: "Build a bamboo kite with a Sanur kite maker, then fly it with your children on the beach in the afternoon breeze.",
    },
    location: { id: "Sanur, Denpasar", en: "Sanur, Denpasar" },
    duration_hours: 3,
    cancelation_hours: 24,
    start_time: "15:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: "<ul><li>Membuat layangan kecil berbentuk ikan (bebean) dari bambu dan kain</li><li>Belajar dari pembuat layangan banjar yang ikut festival layang-layang Bali</li><li>Menerbangkan layangan sendiri di pantai Sanur</li><li>Layangan dibawa pulang sebagai kenang-kenangan</li></ul>",
      en: "<ul><li>Build a small fish-shaped kite (bebean) from bamboo and cloth</li><li>Learn from a village kite maker who builds for the Bali kite festival</li><li>Fly your own kite on the beach at Sanur</li><li>Take the kite home as a souvenir</li></ul>",
    },
    activity_des: {
      id: "<p>Setiap musim kemarau, langit di atas Sanur dan Denpasar dipenuhi layang-layang. Banjar-banjar membuat layangan raksasa untuk festival, dan anak-anak di setiap gang menerbangkan layangan kecil setiap sore. Kegiatan ini mengajak keluarga Anda ikut merasakan tradisi yang sangat hidup tersebut.</p><p>Kelas diadakan di bale banjar di Sanur, bersama pembuat layangan yang setiap tahun ikut menyiapkan layangan festival. Ia menunjukkan tiga bentuk layangan tradisional Bali: bebean (ikan), janggan (naga dengan ekor panjang) dan pecukan (daun). Kemudian setiap peserta membuat bebean kecil: memotong dan meraut bambu, mengikat rangka dengan benang, menempelkan kain atau plastik berwarna, dan memasang tali kekang yang menghubungkan layangan dengan benang. Anak-anak kecil dibantu pada bagian yang memakai pisau.</p><p>Sekitar pukul 17:00, saat angin laut menguat, semua pindah ke pantai Sanur untuk menerbangkan layangan yang baru dibuat dan belajar menarik serta mengulur tali. Kegiatan selesai menjelang matahari terbenam, dan layangan boleh Anda bawa pulang.</p>",
      en: "<p>Every dry season the sky over Sanur and Denpasar fills with kites. Village associations build giant kites for the festival, and children in every lane fly small ones each afternoon. This activity lets your family join in a tradition that is very much alive.</p><p>The class is held in a banjar pavilion in Sanur with a kite maker who helps build the festival kites every year. He shows you three traditional Balinese shapes: bebean (fish), janggan (a dragon with a long tail) and pecukan (leaf). Then everyone builds a small bebean: cutting and shaving the bamboo, tying the frame with string, gluing on coloured cloth or plastic and fitting the bridle. Young children get help with anything that needs a knife.</p><p>Around 17:00, when the sea breeze picks up, everyone moves to Sanur beach to fly the new kites and learn to pull and let out the line. The activity ends near sunset, and your kites are yours to take home.</p>",
    },
    included: {
      id: [
        "Semua bahan dan alat membuat layangan",
        "Bimbingan pembuat layangan dan penerjemah",
        "Satu layangan per peserta untuk dibawa pulang",
        "Es kelapa muda dan jajanan",
        "Antar-jemput di kawasan Sanur",
      ],
      en: [
        "All kite-making materials and tools",
        "The kite maker's guidance and a translator",
        "One kite per participant to take home",
        "Iced young coconut and snacks",
        "Transfers within the Sanur area",
      ],
    },
    whattobring: {
      id: [
        "Topi dan tabir surya",
        "Sandal untuk pantai",
        "Tas besar atau kantong untuk membawa layangan",
        "Obat nyamuk untuk menjelang senja",
      ],
      en: ["Hat and sunscreen", "Sandals for the beach", "A big bag to carry your kite", "Insect repellent for dusk"],
    },
    pickup_time: {
      id: "14:40–14:50 dari hotel di Sanur",
      en: "14:40–14:50 from hotels in Sanur",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Sanur, atau bale banjar yang alamatnya dikirim lewat e-mail",
      en: "Your hotel lobby in Sanur, or the banjar pavilion whose address we send by e-mail",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada sopir atau penerjemah kami di bale banjar. Tuliskan usia anak-anak saat memesan agar ukuran bambu disiapkan sesuai.</p>",
      en: "<p>Show your booking ID to the driver or our translator at the banjar pavilion. Let us know the children's ages when you book so the bamboo can be cut to size.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Angin paling baik pada musim kemarau, sekitar Juni sampai September. Di musim hujan angin bisa lemah dan waktu menerbangkan layangan lebih singkat.</li><li>Cocok untuk anak mulai 5 tahun.</li><li>Layangan dibuat dari bambu dan bisa dilipat sebagian untuk dibawa di koper.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>The wind is best in the dry season, roughly June to September. In the rainy season it can be weak and flying time shorter.</li><li>Suitable for children from 5 years.</li><li>Kites are made of bamboo and can be partly folded to fit in a suitcase.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>Kami mengonfirmasi dengan pembuat layangan dan mengirim e-mail berisi ID pemesanan dan jam jemput, biasanya dalam 24 jam dan paling lambat 48 jam.</p>",
      en: "<p>We confirm with the kite maker and e-mail your booking ID and pickup time, usually within 24 hours and at the latest within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Kelas bergabung", en: "Shared class" },
        detail: {
          id: "<p>Kelas bersama hingga 10 peserta, dengan antar-jemput di kawasan Sanur.</p>",
          en: "<p>A shared class of up to 10 participants, with transfers within Sanur.</p>",
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          { name: { id: "Anak (5–12 tahun)", en: "Child (5–12 years)" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
      {
        name: { id: "Kelas pribadi keluarga", en: "Private family class" },
        detail: {
          id: "<p>Pembuat layangan hanya untuk keluarga Anda; anak-anak yang lebih besar dapat mencoba membuat layangan janggan kecil dengan ekor kain. Harga untuk hingga 5 orang.</p>",
          en: "<p>The kite maker for your family only; older children can try a small janggan kite with a cloth tail. Price covers up to 5 people.</p>",
        },
        products: [
          {
            name: { id: "Per keluarga (hingga 5 orang)", en: "Per family (up to 5 people)" },
            price_idr: 1600000,
            price_usd: 100,
            minimal: 1,
          },
          { name: { id: "Orang tambahan", en: "Extra person" }, price_idr: 300000, price_usd: 19, minimal: 0 },
        ],
      },
    ],
    scenes: ["beach-dusk", "sea", "city"],
  },
  {
    code: "BT1207",
    slug: "east-bali-family-day-tirta-gangga-virgin-beach",
    typeId: 12,
    regency: "karangasem",
    name: {
      id: "Tur Keluarga Bali Timur: Goa Lawah, Tirta Gangga & Virgin Beach",
      en: "East Bali Family Tour: Goa Lawah, Tirta Gangga & Virgin Beach",
    },
    short_des: {
      id: "Mobil pribadi dengan sopir untuk hari keluarga di Bali timur: pura gua kelelawar, memberi makan ikan di Tirta Gangga dan berenang di pasir putih Virgin Beach.",
      en: "A private car with driver for a family day in east Bali: the bat cave temple, feeding fish at Tirta Gangga and swimming on the white sand of Virgin Beach.",
    },
    location: { id: "Tirta Gangga & Perasi, Karangasem", en: "Tirta Gangga & Perasi, Karangasem" },
    duration_hours: 10,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 1,
    price_type: "per_vehicle",
    highlight: {
      id: "<ul><li>Ribuan kelelawar di mulut gua Pura Goa Lawah</li><li>Melompat di batu pijakan dan memberi makan ikan koi di Tirta Gangga</li><li>Berenang dan bermain pasir di Virgin Beach (Pantai Pasir Putih)</li><li>Mobil dan sopir pribadi dengan kursi anak, berhenti kapan saja diperlukan</li></ul>",
      en: "<ul><li>Thousands of bats at the mouth of the Goa Lawah cave temple</li><li>Hop across the stepping stones and feed the koi at Tirta Gangga</li><li>Swim and build sandcastles at Virgin Beach (Pasir Putih)</li><li>A private car and driver with child seats, stopping whenever you need</li></ul>",
    },
    activity_des: {
      id: "<p>Bali timur lebih jarang dikunjungi keluarga daripada Ubud atau Bali selatan, padahal jaraknya tidak terlalu jauh dan jalannya kini lebar serta mulus. Tur pribadi ini dirancang dengan ritme anak-anak: perhentian yang tidak terlalu lama, banyak kesempatan bermain air, dan sopir yang sabar menunggu.</p><p>Perhentian pertama adalah Pura Goa Lawah di Klungkung, pura laut tempat ribuan kelelawar bergelantungan di mulut gua; anak-anak biasanya terpesona. Lalu kita menuju Tirta Gangga, taman air peninggalan raja Karangasem, dengan kolam-kolam berisi ikan koi besar, patung-patung dan batu pijakan di atas air. Makanan ikan dijual di pintu masuk, dan ada kolam renang berair mata air bagi yang ingin berenang.</p><p>Setelah makan siang di warung dengan pemandangan sawah, kita ke Virgin Beach di Desa Perasi, teluk pasir putih yang dikelilingi bukit, dengan warung ikan bakar, kursi santai dan sewa alat snorkeling. Sore hari Anda kembali ke hotel, biasanya tiba pukul 17:30–18:30. Urutan perhentian dapat diubah sesuai keinginan keluarga Anda.</p>",
      en: "<p>East Bali sees fewer families than Ubud or the south, even though it is not far and the roads are now wide and smooth. This private tour is paced for children: stops that are not too long, plenty of chances to play in water and a patient driver who waits for you.</p><p>The first stop is Pura Goa Lawah in Klungkung, a sea temple where thousands of bats hang at the mouth of a cave; children are usually spellbound. Next is Tirta Gangga, the water garden of the former Karangasem kings, with pools of big koi, statues and stepping stones across the water. Fish food is sold at the entrance, and there is a spring-fed swimming pool for anyone who wants a dip.</p><p>After lunch at a warung overlooking the rice fields, we drive to Virgin Beach in Perasi village, a white-sand bay between green hills with grilled-fish warungs, sunbeds and snorkel rental. In the late afternoon you head back, usually reaching your hotel at 17:30–18:30. The order of stops can be changed to suit your family.</p>",
    },
    included: {
      id: [
        "Mobil pribadi ber-AC dengan sopir berbahasa Inggris",
        "Bensin, parkir dan tol",
        "Kursi anak atas permintaan",
        "Air mineral dan handuk basah di mobil",
        "Makan siang bila ditambahkan saat memesan",
      ],
      en: [
        "Private air-conditioned car with English-speaking driver",
        "Fuel, parking and tolls",
        "Child seats on request",
        "Bottled water and wet wipes in the car",
        "Lunch if added when booking",
      ],
    },
    whattobring: {
      id: [
        "Uang tunai untuk tiket masuk, sekitar Rp 100.000 per dewasa untuk semua tempat dan lebih murah untuk anak",
        "Pakaian renang, handuk dan baju ganti",
        "Kain atau celana panjang untuk masuk pura (bisa dipinjam di Goa Lawah)",
        "Tabir surya dan topi",
        "Camilan favorit anak untuk di perjalanan",
      ],
      en: [
        "Cash for entrance fees, about IDR 100,000 per adult for all stops and less for children",
        "Swimwear, towels and a change of clothes",
        "A sarong or long trousers for the temple (can be borrowed at Goa Lawah)",
        "Sunscreen and a hat",
        "The children's favourite snacks for the drive",
      ],
    },
    pickup_time: {
      id: "08:00 dari Bali selatan dan Ubud, atau jam lain sesuai permintaan",
      en: "08:00 from south Bali and Ubud, or another time on request",
    },
    meeting_point: {
      id: "Lobi hotel atau vila Anda",
      en: "Your hotel or villa lobby",
    },
    how_to_use: {
      id: "<p>Tunjukkan ID pemesanan kepada sopir. Beri tahu kami jumlah dan usia anak saat memesan agar kursi anak yang sesuai disiapkan.</p>",
      en: "<p>Show your booking ID to the driver. Tell us how many children are travelling and their ages when you book, so the right child seats are fitted.</p>",
    },
    payment: PAYMENT,
    note: {
      id: "<ul><li>Tiket masuk tidak termasuk dan dibayar di tempat, karena tergantung jumlah anggota keluarga.</li><li>Ombak di Virgin Beach bisa cukup kuat pada siang hari; awasi anak-anak di air.</li><li>Harga mobil berlaku untuk 10 jam; jam tambahan Rp 75.000 per jam dibayar kepada sopir.</li><li>Pembatalan kurang dari 24 jam sebelumnya dikenakan biaya 50%; tidak hadir dikenakan 100%.</li></ul>",
      en: "<ul><li>Entrance fees are not included and are paid on the spot, as they depend on the size of your family.</li><li>Waves at Virgin Beach can be fairly strong around midday; keep an eye on children in the water.</li><li>The car price covers 10 hours; extra hours are IDR 75,000 per hour, paid to the driver.</li><li>Cancellations less than 24 hours ahead are charged 50%; no-shows are charged 100%.</li></ul>",
    },
    confirmation_detail: {
      id: "<p>E-mail konfirmasi dengan ID pemesanan, nama sopir dan jenis mobil biasanya dikirim dalam 24 jam dan paling lambat 48 jam.</p>",
      en: "<p>A confirmation e-mail with your booking ID, driver's name and vehicle type is usually sent within 24 hours and at the latest within 48 hours.</p>",
    },
    packages: [
      {
        name: { id: "Mobil pribadi (hingga 6 orang)", en: "Private car (up to 6 people)" },
        detail: {
          id: "<p>MPV ber-AC seperti Toyota Avanza atau Suzuki Ertiga untuk hingga 6 orang, termasuk anak. Makan siang di warung dengan pemandangan sawah dapat ditambahkan per orang.</p>",
          en: "<p>An air-conditioned MPV such as a Toyota Avanza or Suzuki Ertiga for up to 6 people, children included. Lunch at a warung overlooking the rice fields can be added per person.</p>",
        },
        products: [
          {
            name: { id: "Per mobil (hingga 6 orang)", en: "Per car (up to 6 people)" },
            price_idr: 1100000,
            price_usd: 69,
            minimal: 1,
          },
          { name: { id: "Makan siang dewasa", en: "Adult lunch" }, price_idr: 120000, price_usd: 7.5, minimal: 0 },
          { name: { id: "Makan siang anak", en: "Child lunch" }, price_idr: 75000, price_usd: 4.5, minimal: 0 },
        ],
      },
      {
        name: {
          id: "Minibus untuk keluarga besar (hingga 12 orang)",
          en: "Minibus for larger families (up to 12 people)",
        },
        detail: {
          id: "<p>Toyota HiAce ber-AC untuk rombongan keluarga hingga 12 orang, dengan program yang sama. Makan siang dapat ditambahkan per orang.</p>",
          en: "<p>An air-conditioned Toyota HiAce for family groups of up to 12 people, with the same programme. Lunch can be added per person.</p>",
        },
        products: [
          {
            name: { id: "Per minibus (hingga 12 orang)", en: "Per minibus (up to 12 people)" },
            price_idr: 1500000,
            price_usd: 94,
            minimal: 1,
          },
          { name: { id: "Makan siang dewasa", en: "Adult lunch" }, price_idr: 120000, price_usd: 7.5, minimal: 0 },
          { name: { id: "Makan siang anak", en: "Child lunch" }, price_idr: 75000, price_usd: 4.5, minimal: 0 },
        ],
      },
    ],
    scenes: ["car", "lake", "sea", "temple-gate"],
  },
];
