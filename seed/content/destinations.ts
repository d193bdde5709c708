import type { DestinationSeed } from "../types.ts";

/**
 * Destinations by regency. `des` is two to four paragraphs of rich text (what to see, best time,
 * entrance fee, dress code where relevant); `note` holds practical tips. Fees are the ones charged
 * to foreign visitors and change often, so the texts give them as approximate ranges.
 */
export const destinations: DestinationSeed[] = [
  // ───────────────────────────── Badung ─────────────────────────────
  {
    slug: "uluwatu-temple",
    regency: "badung",
    name: { id: "Pura Luhur Uluwatu", en: "Uluwatu Temple" },
    location: { id: "Pecatu, Kuta Selatan, Badung", en: "Pecatu, South Kuta, Badung" },
    visitor: 1200000,
    des: {
      id: "<p>Pura Luhur Uluwatu berdiri di ujung tebing kapur setinggi sekitar 70 meter di ujung barat daya Bali, menghadap langsung ke Samudra Hindia. Pura ini termasuk <em>sad kahyangan jagat</em>, enam pura utama penjaga Bali, dan diyakini sebagai tempat Dang Hyang Nirartha mencapai moksa pada abad ke-16.</p><p>Bagian dalam pura hanya untuk umat yang bersembahyang, tetapi jalan setapak di sepanjang bibir tebing memberi pemandangan terbaik ke pura dan ombak di bawahnya. Menjelang senja, tari Kecak dipentaskan di amfiteater terbuka dengan latar matahari terbenam: puluhan penari pria melantunkan “cak-cak-cak” mengiringi kisah Ramayana, diakhiri adegan Hanoman di tengah api.</p><p><strong>Waktu terbaik:</strong> datang sekitar pukul 16.30, berkeliling tebing, lalu menonton Kecak yang dimulai sekitar pukul 18.00. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa dan Rp30.000 untuk anak; tiket Kecak sekitar Rp150.000 dan dijual terpisah. <strong>Pakaian:</strong> kain dan selendang dipinjamkan gratis di pintu masuk; bahu sebaiknya tertutup.</p>",
      en: "<p>Uluwatu Temple sits on the edge of a limestone cliff about 70 metres above the Indian Ocean at Bali's south-western tip. It is one of the <em>sad kahyangan jagat</em>, the six great temples that guard the island, and is said to be where the 16th-century priest Dang Hyang Nirartha reached enlightenment.</p><p>The inner sanctuary is open only to worshippers, but the clifftop path on either side gives the best views of the shrine and the surf below. At sunset the Kecak dance is performed in an open-air amphitheatre: dozens of bare-chested men chant “cak-cak-cak” to tell a story from the Ramayana, ending with the monkey god Hanuman leaping through fire.</p><p><strong>Best time:</strong> arrive around 16:30, walk the cliffs, then see the Kecak show, which starts at about 18:00. <strong>Entrance:</strong> about IDR 50,000 for adults and IDR 30,000 for children; Kecak tickets are sold separately at around IDR 150,000. <strong>Dress code:</strong> a sarong and sash are lent free at the gate; cover your shoulders.</p>",
    },
    note: {
      id: "<ul><li>Monyet di sini terkenal suka merebut kacamata, topi, ponsel, dan sandal. Simpan barang di dalam tas yang tertutup dan jangan membawa makanan.</li><li>Tiket Kecak bisa habis di musim ramai (Juli–Agustus dan akhir tahun). Beli tiket begitu tiba.</li><li>Jalan di kawasan Bukit sangat padat menjelang senja. Sediakan waktu 60–90 menit dari Kuta atau Seminyak.</li><li>Amfiteater tidak beratap dan kursinya berupa undakan batu. Bawa air minum dan topi.</li></ul>",
      en: "<ul><li>The monkeys here are notorious for grabbing sunglasses, hats, phones and even flip-flops. Keep everything zipped away and carry no food.</li><li>Kecak tickets can sell out in high season (July–August and the end of the year), so buy yours as soon as you arrive.</li><li>Traffic on the Bukit peninsula is heavy before sunset. Allow 60–90 minutes from Kuta or Seminyak.</li><li>The amphitheatre has no roof and the seats are stone steps, so bring water and a hat.</li></ul>",
    },
    scenes: ["temple-gate", "cliff", "dance", "beach-dusk"],
  },
  {
    slug: "kuta-beach",
    regency: "badung",
    name: { id: "Pantai Kuta", en: "Kuta Beach" },
    location: { id: "Kuta, Badung", en: "Kuta, Badung" },
    visitor: 3000000,
    des: {
      id: "<p>Pantai Kuta adalah pantai paling terkenal di Bali: hamparan pasir landai sepanjang beberapa kilometer yang menyambung ke Legian dan Seminyak. Ombaknya panjang dan berpasir di bawahnya, sehingga menjadi tempat favorit untuk belajar selancar. Puluhan sekolah selancar menyewakan papan di sepanjang pantai.</p><p>Sore hari pantai dipenuhi wisatawan dan warga lokal yang menunggu matahari terbenam, pedagang jagung bakar, dan anak-anak yang bermain bola. Antara sekitar April dan Oktober, Bali Sea Turtle Society sering melepas tukik penyu di pantai ini menjelang senja, dan pengunjung boleh ikut menyaksikan.</p><p><strong>Waktu terbaik:</strong> pagi hari untuk belajar selancar saat ombak masih rapi, atau pukul 17.00–18.30 untuk matahari terbenam. Musim kemarau (April–Oktober) paling cerah. <strong>Tiket masuk:</strong> gratis.</p>",
      en: "<p>Kuta Beach is Bali's best-known stretch of sand: a long, gently sloping beach that runs on into Legian and Seminyak. The waves break over sand in long, even lines, which makes it the classic place to learn to surf, and dozens of surf schools rent boards along the shore.</p><p>In the late afternoon the beach fills with visitors and locals waiting for the sunset, sellers grilling sweetcorn and kids playing football. Between about April and October the Bali Sea Turtle Society often releases hatchlings here around dusk, and visitors are welcome to watch.</p><p><strong>Best time:</strong> mornings for a surf lesson while the waves are still clean, or 17:00–18:30 for the sunset. The dry season (April–October) is the sunniest. <strong>Entrance:</strong> free.</p>",
    },
    note: {
      id: "<ul><li>Arus balik bisa kuat. Berenanglah hanya di antara bendera merah-kuning yang dijaga petugas penyelamat.</li><li>Pada musim hujan (sekitar Desember–Maret) arus laut kadang membawa banyak sampah plastik ke pantai. Pantai dibersihkan setiap pagi, tetapi tetap kurang menarik di hari-hari tertentu.</li><li>Tolak dengan sopan tawaran pijat, tato, atau kepang rambut yang tidak Anda inginkan. Jika mau, sepakati harga sebelum mulai.</li><li>Jangan tinggalkan tas tanpa pengawasan saat berenang.</li></ul>",
      en: "<ul><li>Rip currents can be strong. Swim only between the red-and-yellow flags watched by lifeguards.</li><li>In the wet season (roughly December–March) currents sometimes wash a lot of plastic onto the beach. It is cleaned every morning, but some days are less pleasant than others.</li><li>Politely decline massages, tattoos or hair braiding you don't want; if you do want one, agree the price before it starts.</li><li>Don't leave bags unattended while you swim.</li></ul>",
    },
    scenes: ["surf", "beach-dusk", "sea"],
  },
  {
    slug: "seminyak-beach",
    regency: "badung",
    name: { id: "Pantai Seminyak & Petitenget", en: "Seminyak & Petitenget Beach" },
    location: { id: "Seminyak, Kuta, Badung", en: "Seminyak, Kuta, Badung" },
    visitor: 1500000,
    des: {
      id: "<p>Pantai Seminyak dan Petitenget adalah lanjutan pantai Kuta ke arah utara, tetapi suasananya lebih santai dan bergaya. Di sepanjang pasir berjajar beach club, restoran, dan kafe dengan bean bag dan payung warna-warni yang dipasang setiap sore untuk menikmati matahari terbenam.</p><p>Di ujung Petitenget berdiri Pura Petitenget, salah satu pura yang dikaitkan dengan perjalanan Dang Hyang Nirartha. Pada hari upacara, warga datang berpakaian adat membawa sesajen ke pantai. Di belakang pantai ada jalan Kayu Aya dan Petitenget yang penuh butik, galeri, dan restoran.</p><p><strong>Waktu terbaik:</strong> pukul 17.00 sampai matahari terbenam (sekitar pukul 18.05–18.50, tergantung bulan). <strong>Tiket masuk:</strong> pantai gratis; beach club biasanya menerapkan minimum pembelian, dari sekitar Rp300.000 per orang untuk kursi malas hingga jutaan rupiah untuk daybed.</p>",
      en: "<p>Seminyak and Petitenget continue the Kuta shoreline to the north, but the mood is more relaxed and polished. Beach clubs, restaurants and cafés line the sand, and every afternoon they set out bean bags and bright umbrellas for the sunset.</p><p>At the Petitenget end stands Pura Petitenget, one of the temples linked to the travels of the priest Nirartha; on ceremony days locals in temple dress carry offerings down to the sea. Behind the beach, Jalan Kayu Aya and Jalan Petitenget are packed with boutiques, galleries and restaurants.</p><p><strong>Best time:</strong> from 17:00 until sunset (around 18:05–18:50 depending on the month). <strong>Entrance:</strong> the beach is free; beach clubs usually have a minimum spend, from about IDR 300,000 per person for a lounger to several million rupiah for a daybed.</p>",
    },
    note: {
      id: "<ul><li>Ombak Seminyak lebih kuat daripada Kuta dan penjaga pantai lebih sedikit. Jangan berenang saat bendera merah dipasang.</li><li>Reservasi daybed di beach club populer sebaiknya beberapa hari sebelumnya, terutama akhir pekan.</li><li>Lalu lintas di Jalan Kayu Aya dan Petitenget macet parah pukul 17.00–20.00. Berjalan kaki sering lebih cepat.</li></ul>",
      en: "<ul><li>The surf in Seminyak is rougher than in Kuta and there are fewer lifeguards. Stay out of the water when red flags are up.</li><li>Book a daybed at the popular beach clubs a few days ahead, especially for weekends.</li><li>Traffic on Jalan Kayu Aya and Jalan Petitenget is gridlocked from about 17:00 to 20:00; walking is often faster.</li></ul>",
    },
    scenes: ["beach-dusk", "sea", "food"],
  },
  {
    slug: "canggu-beaches",
    regency: "badung",
    name: { id: "Pantai Batu Bolong & Echo Beach Canggu", en: "Batu Bolong & Echo Beach, Canggu" },
    location: { id: "Canggu, Kuta Utara, Badung", en: "Canggu, North Kuta, Badung" },
    visitor: 900000,
    des: {
      id: "<p>Canggu adalah deretan pantai pasir hitam di pesisir barat daya yang terkenal di kalangan peselancar dan pekerja digital. Pantai Batu Bolong, dengan pura kecil di atas batu karang di tepi pasir, punya ombak lembut yang cocok untuk pemula dan longboard. Sedikit ke utara, Echo Beach punya ombak karang yang lebih besar untuk peselancar berpengalaman.</p><p>Di belakang pantai, jalan-jalan sempit dipenuhi kafe, toko papan selancar, dan warung. Sore hari, orang berkumpul di pinggir pantai untuk menonton peselancar dan matahari terbenam, sering dengan musik dari bar di tepi pantai.</p><p><strong>Waktu terbaik:</strong> pagi untuk berselancar, sore untuk matahari terbenam. Ombak paling bagus pada musim kemarau (April–Oktober). <strong>Tiket masuk:</strong> gratis; parkir motor sekitar Rp2.000–5.000, mobil sekitar Rp5.000–10.000.</p>",
      en: "<p>Canggu is a string of black-sand beaches on the south-west coast, popular with surfers and digital nomads. Batu Bolong beach, with a small temple on a rock at the water's edge, has soft waves that suit beginners and longboarders. A little further north, Echo Beach breaks over reef and is better left to experienced surfers.</p><p>Behind the beaches, narrow lanes are full of cafés, surf shops and warungs. In the late afternoon people gather on the sand to watch the surfers and the sunset, often with music drifting over from the beach bars.</p><p><strong>Best time:</strong> mornings for surfing, late afternoon for the sunset. The surf is best in the dry season (April–October). <strong>Entrance:</strong> free; parking is about IDR 2,000–5,000 for a scooter and IDR 5,000–10,000 for a car.</p>",
    },
    note: {
      id: "<ul><li>Pasir hitam sangat panas di siang hari. Pakai sandal.</li><li>Echo Beach berkarang dan ombaknya keras, tidak cocok untuk berenang atau pemula.</li><li>Jalan pintas (shortcut) di Canggu sempit dan sering macet. Perjalanan dari Seminyak bisa 30–60 menit pada jam sibuk.</li><li>Sewa papan di pantai sekitar Rp50.000–100.000 per jam; les selancar dengan instruktur bisa dipesan melalui kami.</li></ul>",
      en: "<ul><li>The black sand gets very hot at midday, so wear sandals.</li><li>Echo Beach has a rocky reef and heavy waves; it is not for swimming or beginners.</li><li>Canggu's shortcut roads are narrow and often jammed: from Seminyak it can take 30–60 minutes at rush hour.</li><li>Board hire on the beach is about IDR 50,000–100,000 per hour; surf lessons with an instructor can be booked through us.</li></ul>",
    },
    scenes: ["surf", "beach-dusk", "temple-gate"],
  },
  {
    slug: "padang-padang-beach",
    regency: "badung",
    name: { id: "Pantai Padang Padang", en: "Padang Padang Beach" },
    location: { id: "Pecatu, Kuta Selatan, Badung", en: "Pecatu, South Kuta, Badung" },
    visitor: 500000,
    des: {
      id: "<p>Padang Padang adalah teluk kecil berpasir putih yang tersembunyi di bawah tebing Bukit. Untuk mencapainya, Anda menuruni tangga batu dan melewati celah sempit di antara dua batu karang, lalu tiba di pantai mungil dengan air biru jernih. Pantai ini makin terkenal setelah muncul di film <em>Eat Pray Love</em>.</p><p>Di sisi kiri teluk pecah salah satu ombak kiri terbaik dunia, yang saat ombak besar hanya untuk peselancar ahli, dan menjadi lokasi kompetisi selancar. Di sebelah barat ada Padang Padang kecil (Thomas Beach) yang lebih tenang, dengan ombak ramah pemula saat laut kecil.</p><p><strong>Waktu terbaik:</strong> pagi sebelum pukul 10.00, sebelum pantai yang kecil ini penuh. Saat air surut, karang muncul dan berenang kurang nyaman. <strong>Tiket masuk:</strong> sekitar Rp15.000 untuk wisatawan mancanegara, ditambah parkir.</p>",
      en: "<p>Padang Padang is a small white-sand cove tucked under the Bukit cliffs. You reach it down a stone stairway that squeezes through a narrow gap between two rocks and opens onto a tiny beach with clear blue water. It became famous after appearing in the film <em>Eat Pray Love</em>.</p><p>On the left side of the bay breaks one of the world's best left-hand waves; when the swell is big it is strictly for experts and hosts surf contests. Just west is Padang Padang Kecil (Thomas Beach), quieter and with beginner-friendly waves on small days.</p><p><strong>Best time:</strong> before 10:00, before the little beach fills up. At low tide the reef is exposed and swimming is less comfortable. <strong>Entrance:</strong> about IDR 15,000 for foreign visitors, plus parking.</p>",
    },
    note: {
      id: "<ul><li>Ada monyet di area tangga. Jangan bawa makanan di tangan.</li><li>Pantai sangat kecil, sehingga siang hari di musim ramai terasa padat. Datang pagi atau menjelang sore.</li><li>Karang tajam di beberapa bagian. Sepatu air membantu.</li><li>Kombinasikan dengan Pura Uluwatu dan tari Kecak pada sore harinya; jaraknya hanya sekitar 15 menit.</li></ul>",
      en: "<ul><li>Monkeys hang around the stairs, so don't carry food in your hands.</li><li>The beach is tiny and gets crowded around midday in high season. Come early or late in the afternoon.</li><li>The reef is sharp in places; reef shoes help.</li><li>Pair it with Uluwatu Temple and the Kecak dance later in the day; it is only about 15 minutes away.</li></ul>",
    },
    scenes: ["cliff", "surf", "sea"],
  },
  {
    slug: "melasti-beach",
    regency: "badung",
    name: { id: "Pantai Melasti", en: "Melasti Beach" },
    location: { id: "Ungasan, Kuta Selatan, Badung", en: "Ungasan, South Kuta, Badung" },
    visitor: 700000,
    des: {
      id: "<p>Pantai Melasti di Ungasan dicapai lewat jalan berkelok yang dipahat menembus tebing kapur, dan pemandangan saat menuruni jalan inilah yang membuatnya terkenal. Di bawah terbentang pasir putih dan air berwarna biru toska yang dibatasi dinding tebing tinggi.</p><p>Di tepi pantai ada beberapa beach club dan warung, serta area tebing yang sering dipakai untuk foto pranikah. Nama pantai ini berasal dari upacara <em>melasti</em>, ritual penyucian menjelang Nyepi ketika warga membawa pratima dan sesajen ke laut.</p><p><strong>Waktu terbaik:</strong> pagi hari saat air tenang dan cahaya jatuh ke tebing, atau sore untuk matahari terbenam dari atas jalan. Berenang paling nyaman saat air pasang; saat surut, karang muncul. <strong>Tiket masuk:</strong> retribusi kecil, sekitar Rp10.000–20.000 per orang, ditambah parkir.</p>",
      en: "<p>Melasti Beach in Ungasan is reached by a winding road cut straight through the limestone cliff, and the view on the way down is what made it famous. Below lie white sand and turquoise water framed by tall rock walls.</p><p>There are a few beach clubs and warungs along the sand, and the cliffs are a favourite backdrop for pre-wedding photo shoots. The beach takes its name from the <em>melasti</em> ceremony, the purification before Nyepi when villagers carry temple effigies and offerings to the sea.</p><p><strong>Best time:</strong> morning, when the water is calm and the light falls on the cliffs, or late afternoon for the sunset from the road above. Swimming is best at high tide; at low tide the reef shows. <strong>Entrance:</strong> a small local fee of about IDR 10,000–20,000 per person, plus parking.</p>",
    },
    note: {
      id: "<ul><li>Hampir tidak ada peneduh alami di pasir. Bawa topi dan tabir surya, atau sewa kursi dan payung.</li><li>Jalan turunnya curam. Jika Anda naik motor, pastikan rem dalam kondisi baik.</li><li>Menjelang Nyepi (biasanya Maret), pantai dipakai untuk upacara melasti. Hormati prosesi dan jangan menghalangi jalannya.</li></ul>",
      en: "<ul><li>There is almost no natural shade on the sand. Bring a hat and sunscreen, or rent a lounger and umbrella.</li><li>The road down is steep; if you ride a scooter, make sure the brakes are good.</li><li>In the days before Nyepi (usually March) the beach is used for melasti ceremonies. Respect the procession and keep out of its way.</li></ul>",
    },
    scenes: ["cliff", "sea", "beach-dusk"],
  },
  {
    slug: "jimbaran-bay",
    regency: "badung",
    name: { id: "Teluk Jimbaran", en: "Jimbaran Bay" },
    location: { id: "Jimbaran, Kuta Selatan, Badung", en: "Jimbaran, South Kuta, Badung" },
    visitor: 1000000,
    des: {
      id: "<p>Teluk Jimbaran adalah pantai pasir putih yang melengkung tenang di selatan bandara, masih dengan perahu nelayan berwarna-warni di ujung utaranya. Ombaknya kecil, sehingga nyaman untuk berenang dan berjalan di sepanjang pantai.</p><p>Jimbaran paling terkenal dengan makan malam hidangan laut di pasir. Begitu sore, puluhan kafe memasang meja dan lilin di tepi air. Anda memilih ikan, udang, cumi, atau lobster segar, yang ditimbang lalu dibakar di atas sabut kelapa dan disajikan dengan nasi, sambal matah, dan kangkung. Pagi hari, pasar ikan Kedonganan di ujung utara ramai oleh nelayan yang membongkar hasil tangkapan.</p><p><strong>Waktu terbaik:</strong> datang pukul 17.30 untuk mendapat meja di depan dan menyaksikan matahari terbenam; pasar ikan paling ramai sekitar pukul 06.00–08.00. <strong>Biaya:</strong> pantai gratis; paket makan malam hidangan laut umumnya Rp250.000–450.000 per orang, lobster lebih mahal.</p>",
      en: "<p>Jimbaran Bay is a calm curve of white sand just south of the airport, with colourful fishing boats still pulled up at its northern end. The waves are small, so it is pleasant for swimming and long walks.</p><p>Jimbaran is best known for seafood dinners on the sand. In the late afternoon dozens of cafés set out tables and candles at the water's edge. You choose fresh fish, prawns, squid or lobster, which are weighed, grilled over coconut husks and served with rice, sambal matah and water spinach. In the morning the Kedonganan fish market at the north end bustles as the boats unload.</p><p><strong>Best time:</strong> arrive around 17:30 for a front-row table and the sunset; the fish market is busiest from about 06:00 to 08:00. <strong>Cost:</strong> the beach is free; seafood set dinners usually cost IDR 250,000–450,000 per person, more with lobster.</p>",
    },
    note: {
      id: "<ul><li>Jika memesan per berat, tanyakan harga per 100 gram dan minta ikan ditimbang di depan Anda sebelum dibakar.</li><li>Pesawat lepas landas dan mendarat di dekat teluk; sebagian orang justru menyukainya.</li><li>Musisi keliling akan mendatangi meja Anda; tip Rp20.000–50.000 sudah wajar jika Anda meminta lagu.</li><li>Paket makan malam Jimbaran dengan antar-jemput hotel tersedia di kategori Pesiar & Makan Malam.</li></ul>",
      en: "<ul><li>If you order by weight, ask the price per 100 grams and have the fish weighed in front of you before it goes on the grill.</li><li>Planes take off and land close to the bay; some people love watching them.</li><li>Strolling musicians will come to your table; IDR 20,000–50,000 is a fair tip if you request a song.</li><li>Jimbaran dinner packages with hotel transfers are listed under Cruises & sunset dinners.</li></ul>",
    },
    scenes: ["beach-dusk", "food", "boat", "sea"],
  },
  {
    slug: "taman-ayun-temple",
    regency: "badung",
    name: { id: "Pura Taman Ayun", en: "Taman Ayun Temple" },
    location: { id: "Mengwi, Badung", en: "Mengwi, Badung" },
    visitor: 400000,
    des: {
      id: "<p>Pura Taman Ayun dibangun pada abad ke-17 sebagai pura keluarga kerajaan Mengwi. Namanya berarti “taman yang indah”: kompleks pura dikelilingi parit air yang lebar, dengan halaman rumput yang luas dan deretan meru bertingkat hingga sebelas di halaman utama. Sejak 2012, pura ini menjadi bagian dari warisan dunia UNESCO Lanskap Budaya Bali bersama sistem subak.</p><p>Pengunjung tidak masuk ke halaman utama, tetapi bisa berjalan mengelilingi tembok rendahnya dan melihat meru, bale, dan gerbang dari dekat. Di halaman depan ada bale kulkul dan wantilan, tempat sabung ayam upacara dulu digelar.</p><p><strong>Waktu terbaik:</strong> pagi (pukul 08.00–10.00) saat sepi dan cahaya lembut. Mudah digabung dengan Tanah Lot atau Bedugul. <strong>Tiket masuk:</strong> sekitar Rp30.000–40.000 untuk dewasa. <strong>Pakaian:</strong> sopan, bahu dan lutut tertutup; kain disediakan jika diperlukan.</p>",
      en: "<p>Taman Ayun was built in the 17th century as the family temple of the Mengwi kingdom. Its name means “beautiful garden”: the compound is ringed by a wide moat, with broad lawns and a row of multi-roofed meru shrines, up to eleven tiers high, in the inner court. Since 2012 it has been part of the UNESCO World Heritage cultural landscape of Bali, together with the subak irrigation system.</p><p>Visitors do not enter the inner courtyard, but a path runs around its low wall so you can see the shrines, pavilions and gates up close. In the outer court stand the drum tower and the wantilan pavilion, where ritual cockfights were once held.</p><p><strong>Best time:</strong> morning (08:00–10:00), when it is quiet and the light is soft. It combines easily with Tanah Lot or Bedugul. <strong>Entrance:</strong> about IDR 30,000–40,000 for adults. <strong>Dress code:</strong> modest, with shoulders and knees covered; sarongs are available if needed.</p>",
    },
    note: {
      id: "<ul><li>Kunjungan cukup 45–60 menit; jalurnya datar dan cocok untuk orang tua maupun kereta dorong.</li><li>Pada hari odalan (upacara pura), pengunjung kadang dibatasi, tetapi suasananya sangat meriah.</li><li>Sopir kami biasanya mampir ke sini dalam perjalanan ke Bedugul atau Tanah Lot.</li></ul>",
      en: "<ul><li>45–60 minutes is enough; the paths are flat and fine for older visitors and pushchairs.</li><li>On the temple's anniversary (odalan) access may be limited, but the atmosphere is wonderful.</li><li>Our drivers usually stop here on the way to Bedugul or Tanah Lot.</li></ul>",
    },
    scenes: ["temple-gate", "lake", "rice-terraces"],
  },
  // ──────────────────────────── Denpasar ────────────────────────────
  {
    slug: "sanur-beach",
    regency: "denpasar",
    name: { id: "Pantai Sanur", en: "Sanur Beach" },
    location: { id: "Sanur, Denpasar Selatan, Denpasar", en: "Sanur, South Denpasar, Denpasar" },
    visitor: 1500000,
    des: {
      id: "<p>Sanur adalah pantai di sisi timur Denpasar yang dilindungi karang, sehingga airnya tenang seperti laguna. Jalur pejalan kaki dan sepeda sepanjang sekitar lima kilometer menyusuri pantai, melewati hotel, warung, dan perahu jukung yang ditambatkan. Suasananya santai dan cocok untuk keluarga dengan anak kecil.</p><p>Sanur adalah tempat terbaik di Bali selatan untuk melihat matahari terbit di balik Nusa Penida. Di sini juga ada Museum Le Mayeur, rumah pelukis Belgia yang menikahi penari Bali, dan pasar malam Sindhu untuk makan malam murah. Pada bulan Juli–Agustus, langit di atas Padang Galak dipenuhi layangan raksasa tradisional. Pelabuhan kapal cepat ke Nusa Penida dan Lembongan juga berada di Sanur.</p><p><strong>Waktu terbaik:</strong> pukul 05.45–07.00 untuk matahari terbit. Berenang paling enak saat air pasang, karena saat surut laguna menjadi sangat dangkal. <strong>Tiket masuk:</strong> gratis.</p>",
      en: "<p>Sanur, on the east side of Denpasar, is sheltered by a reef, so the water is calm, almost like a lagoon. A walking and cycling path runs for about five kilometres along the shore, past hotels, warungs and moored jukung outriggers. It is relaxed and good for families with small children.</p><p>Sanur is the best place in south Bali to watch the sun rise behind Nusa Penida. It also has the Le Mayeur Museum, home of the Belgian painter who married a Balinese dancer, and the Sindhu night market for a cheap dinner. In July and August the sky over Padang Galak fills with giant traditional kites. The fast boats to Nusa Penida and Lembongan leave from Sanur too.</p><p><strong>Best time:</strong> 05:45–07:00 for the sunrise. Swimming is best at high tide; at low tide the lagoon becomes very shallow. <strong>Entrance:</strong> free.</p>",
    },
    note: {
      id: "<ul><li>Sewa sepeda di sepanjang jalur pantai sekitar Rp30.000–50.000 untuk beberapa jam.</li><li>Dasar laut di beberapa bagian berbatu dan berlamun; pakai sepatu air saat surut.</li><li>Jika Anda menyeberang ke Nusa Penida, datang ke pelabuhan 30–45 menit sebelum keberangkatan.</li></ul>",
      en: "<ul><li>Bikes can be hired along the beach path for about IDR 30,000–50,000 for a few hours.</li><li>The seabed is rocky and weedy in places; wear water shoes at low tide.</li><li>If you are taking a boat to Nusa Penida, be at the harbour 30–45 minutes before departure.</li></ul>",
    },
    scenes: ["sea", "boat", "bicycle"],
  },
  {
    slug: "bali-museum",
    regency: "denpasar",
    name: { id: "Museum Bali", en: "Bali Museum" },
    location: { id: "Jl. Mayor Wisnu, Denpasar Timur, Denpasar", en: "Jl. Mayor Wisnu, East Denpasar, Denpasar" },
    visitor: 100000,
    des: {
      id: "<p>Museum Bali, dibuka pada 1932, adalah museum tertua di pulau ini. Bangunannya sendiri sudah layak dilihat: dirancang seperti gabungan puri (istana) dan pura, dengan gerbang candi bentar, halaman berumput, dan paviliun yang masing-masing bergaya arsitektur kabupaten berbeda, seperti Karangasem, Buleleng, dan Tabanan.</p><p>Koleksinya mencakup sarkofagus batu dari zaman prasejarah, keris, topeng dan wayang, kain tenun geringsing dan songket, alat musik gamelan, serta peralatan upacara dari kelahiran hingga ngaben. Ini tempat yang baik untuk memahami budaya Bali sebelum menjelajah ke pura dan desa.</p><p><strong>Waktu terbaik:</strong> pagi hari di hari kerja, saat masih sejuk dan sepi; rencanakan 1–1,5 jam. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa mancanegara, lebih murah untuk anak. Museum bersebelahan dengan Lapangan Puputan dan Pura Jagatnatha.</p>",
      en: "<p>The Bali Museum, opened in 1932, is the oldest museum on the island. The building alone is worth seeing: it is laid out like a mix of a palace and a temple, with a split gate, lawns and pavilions each built in the architectural style of a different regency, such as Karangasem, Buleleng and Tabanan.</p><p>The collection ranges from prehistoric stone sarcophagi to krises, masks and shadow puppets, geringsing and songket textiles, gamelan instruments and ceremonial objects for every stage of life from birth to cremation. It is a good place to make sense of Balinese culture before you head out to the temples and villages.</p><p><strong>Best time:</strong> a weekday morning, while it is cool and quiet; allow 1–1.5 hours. <strong>Entrance:</strong> about IDR 50,000 for foreign adults, less for children. The museum is next to Puputan Square and Jagatnatha Temple.</p>",
    },
    note: {
      id: "<ul><li>Museum tutup pada sore hari (sekitar pukul 15.30) dan pada hari raya besar. Periksa jam buka sebelum datang.</li><li>Keterangan koleksi tidak selalu lengkap dalam bahasa Inggris. Pemandu museum bisa disewa di pintu masuk.</li><li>Sebagian ruangan tidak ber-AC; pakai pakaian ringan.</li></ul>",
      en: "<ul><li>The museum closes in the mid-afternoon (around 15:30) and on major holidays, so check the hours before you go.</li><li>Labels are not always complete in English; a museum guide can be hired at the entrance.</li><li>Some rooms have no air conditioning, so dress light.</li></ul>",
    },
    scenes: ["city", "temple-gate", "dance"],
  },
  {
    slug: "bajra-sandhi-monument",
    regency: "denpasar",
    name: { id: "Monumen Bajra Sandhi", en: "Bajra Sandhi Monument" },
    location: { id: "Renon, Denpasar Timur, Denpasar", en: "Renon, East Denpasar, Denpasar" },
    visitor: 300000,
    des: {
      id: "<p>Monumen Perjuangan Rakyat Bali Bajra Sandhi berdiri di tengah Lapangan Niti Mandala, Renon. Bentuknya terinspirasi dari <em>bajra</em>, genta yang dipakai pendeta saat memimpin upacara, dan angka-angka dalam arsitekturnya melambangkan tanggal proklamasi kemerdekaan Indonesia.</p><p>Di lantai dasar, puluhan diorama menceritakan sejarah Bali dari zaman prasejarah, masa kerajaan, perang puputan melawan Belanda, hingga perjuangan kemerdekaan. Tangga melingkar membawa Anda ke puncak monumen dengan pemandangan ke seluruh Denpasar dan, saat cerah, ke gunung-gunung di utara.</p><p><strong>Waktu terbaik:</strong> pagi atau sore. Pada Minggu pagi, jalan di sekeliling lapangan ditutup untuk Car Free Day dan dipenuhi warga yang berolahraga serta pedagang jajanan. <strong>Tiket masuk:</strong> biaya kecil, sekitar Rp20.000–50.000 untuk wisatawan mancanegara.</p>",
      en: "<p>The Bajra Sandhi Monument to the Struggle of the Balinese People stands in the middle of Niti Mandala park in Renon. Its shape comes from the <em>bajra</em>, the bell a priest rings during ceremonies, and the numbers built into its design stand for the date of Indonesia's declaration of independence.</p><p>On the ground floor, dozens of dioramas tell Bali's history from prehistoric times through the kingdoms, the puputan battles against the Dutch and the fight for independence. A spiral staircase leads to the top, with views over Denpasar and, on a clear day, the mountains to the north.</p><p><strong>Best time:</strong> morning or late afternoon. On Sunday mornings the roads around the park close for Car Free Day and fill with joggers, families and food stalls. <strong>Entrance:</strong> a small fee, around IDR 20,000–50,000 for foreign visitors.</p>",
    },
    note: {
      id: "<ul><li>Lepas alas kaki sebelum naik ke beberapa bagian monumen, sesuai petunjuk petugas.</li><li>Tangga ke puncak cukup sempit dan panas di siang hari.</li><li>Taman di sekelilingnya nyaman untuk piknik dan anak-anak bermain.</li></ul>",
      en: "<ul><li>Take off your shoes where the staff ask you to before going up.</li><li>The staircase to the top is narrow and gets warm at midday.</li><li>The park around the monument is pleasant for a picnic and for children to run around.</li></ul>",
    },
    scenes: ["city", "temple-gate", "market"],
  },
  {
    slug: "badung-market",
    regency: "denpasar",
    name: { id: "Pasar Badung & Pasar Seni Kumbasari", en: "Badung Market & Kumbasari Art Market" },
    location: { id: "Jl. Gajah Mada, Denpasar Barat, Denpasar", en: "Jl. Gajah Mada, West Denpasar, Denpasar" },
    visitor: 500000,
    des: {
      id: "<p>Pasar Badung adalah pasar tradisional terbesar di Bali, dibangun kembali menjadi gedung bertingkat yang bersih setelah kebakaran pada 2016. Di lantai bawah, pedagang menjual sayur, buah tropis, bumbu, daging, dan ikan; di lantai lain ada bunga, janur, dan perlengkapan sesajen yang dibeli warga setiap hari untuk membuat canang.</p><p>Di seberang Sungai Badung, dihubungkan jembatan dan jalur pejalan kaki di tepi sungai, berdiri Pasar Seni Kumbasari dengan kain, sarung, kebaya, kerajinan, dan suvenir yang umumnya lebih murah daripada di Kuta atau Ubud, asal Anda pandai menawar.</p><p><strong>Waktu terbaik:</strong> pukul 06.00–09.00, saat pasar paling hidup dan udara belum panas. Tepian sungai cantik pada malam hari dengan lampu-lampu. <strong>Tiket masuk:</strong> gratis.</p>",
      en: "<p>Badung Market is Bali's largest traditional market, rebuilt as a clean multi-storey hall after a fire in 2016. Downstairs, traders sell vegetables, tropical fruit, spices, meat and fish; upstairs there are flowers, palm leaves and everything else that Balinese families buy every day to make their canang offerings.</p><p>Across the Badung River, linked by a bridge and a riverside walkway, is Kumbasari Art Market with fabrics, sarongs, kebaya blouses, handicrafts and souvenirs, usually cheaper than in Kuta or Ubud as long as you bargain.</p><p><strong>Best time:</strong> 06:00–09:00, when the market is at its liveliest and before the heat. The riverside is pretty at night with its lights. <strong>Entrance:</strong> free.</p>",
    },
    note: {
      id: "<ul><li>Ibu-ibu pengangkut barang (tukang suun) kadang menawarkan diri menjadi pemandu. Mereka mengharapkan tip atau komisi dari toko yang Anda kunjungi; sepakati dulu jika Anda mau.</li><li>Tawar harga di Kumbasari; mulai dari sekitar separuh harga pertama.</li><li>Jaga dompet dan ponsel di lorong yang padat.</li><li>Bawa uang tunai pecahan kecil.</li></ul>",
      en: "<ul><li>Women porters (tukang suun) sometimes offer to show you around. They expect a tip or a commission from the stalls you visit, so agree on it first if you accept.</li><li>Bargain at Kumbasari: start at about half the first price.</li><li>Keep an eye on your wallet and phone in the crowded aisles.</li><li>Bring cash in small notes.</li></ul>",
    },
    scenes: ["market", "city", "food"],
  },
  // ──────────────────────────── Gianyar ─────────────────────────────
  {
    slug: "sacred-monkey-forest-ubud",
    regency: "gianyar",
    name: { id: "Mandala Suci Wenara Wana (Monkey Forest Ubud)", en: "Sacred Monkey Forest Sanctuary, Ubud" },
    location: { id: "Padangtegal, Ubud, Gianyar", en: "Padangtegal, Ubud, Gianyar" },
    visitor: 1200000,
    des: {
      id: "<p>Di ujung selatan Ubud, hutan lebat berisi pohon beringin raksasa, sungai berlumut, dan tiga pura kuno menjadi rumah bagi lebih dari seribu monyet ekor panjang. Hutan ini dikelola oleh Desa Adat Padangtegal sebagai kawasan suci sekaligus tempat konservasi.</p><p>Jalur berbatu membawa Anda melewati jembatan naga di atas jurang, Pura Dalem Agung Padangtegal, dan pemandian suci di tepi sungai. Monyet-monyet bermain, menyusui anak, dan berkelahi di sekitar Anda; petugas berseragam berjaga di setiap sudut.</p><p><strong>Waktu terbaik:</strong> buka pukul 09.00 sampai 18.00; datang tepat saat buka atau setelah pukul 15.00 agar lebih sepi dan sejuk. <strong>Tiket masuk:</strong> sekitar Rp120.000 untuk dewasa dan Rp100.000 untuk anak pada hari kerja, sedikit lebih mahal di akhir pekan. <strong>Pakaian:</strong> bebas, tetapi pura di dalam hutan hanya untuk yang bersembahyang.</p>",
      en: "<p>At the southern end of Ubud, a dense forest of giant banyan trees, mossy ravines and three old temples is home to more than a thousand long-tailed macaques. It is run by the traditional village of Padangtegal as both a sacred site and a conservation area.</p><p>Stone paths take you over a dragon bridge across a gorge, past the Dalem Agung Padangtegal temple and down to a holy bathing spring by the river. The monkeys play, nurse their babies and squabble all around you, and uniformed staff are posted at every corner.</p><p><strong>Best time:</strong> it opens from 09:00 to 18:00; come right at opening or after 15:00 for fewer people and cooler air. <strong>Entrance:</strong> about IDR 120,000 for adults and IDR 100,000 for children on weekdays, a little more at weekends. <strong>Dress code:</strong> casual, but the temples inside are for worshippers only.</p>",
    },
    note: {
      id: "<ul><li>Jangan membawa makanan, minuman manis, atau kantong plastik. Monyet bisa membuka tas.</li><li>Lepas dan simpan kacamata, anting, dan topi. Jangan menatap mata monyet atau tersenyum lebar memperlihatkan gigi, karena itu dianggap ancaman.</li><li>Jika monyet naik ke tubuh Anda, tetap tenang dan jangan menarik barang. Panggil petugas.</li><li>Jika digigit atau tercakar, segera lapor ke pos P3K di dalam hutan.</li></ul>",
      en: "<ul><li>Bring no food, sweet drinks or plastic bags; the monkeys can open bags.</li><li>Take off and put away sunglasses, earrings and hats. Don't stare into a monkey's eyes or grin with your teeth showing, as that reads as a threat.</li><li>If a monkey climbs on you, stay calm and don't pull anything back; call a staff member.</li><li>If you are bitten or scratched, go straight to the first-aid post inside the forest.</li></ul>",
    },
    scenes: ["jungle", "temple-gate", "waterfall"],
  },
  {
    slug: "tegallalang-rice-terraces",
    regency: "gianyar",
    name: { id: "Sawah Terasering Tegallalang", en: "Tegallalang Rice Terraces" },
    location: { id: "Ceking, Tegallalang, Gianyar", en: "Ceking, Tegallalang, Gianyar" },
    visitor: 1000000,
    des: {
      id: "<p>Sekitar 20 menit di utara Ubud, sawah Tegallalang menuruni lembah dalam undakan melengkung yang dinaungi pohon kelapa. Sawah ini diairi dengan sistem subak, cara berbagi air yang diatur bersama oleh petani dan pura selama berabad-abad.</p><p>Dari kafe di tepi jalan Anda bisa menikmati pemandangan dari atas, atau turun menyusuri pematang hingga ke dasar lembah dan naik lagi di sisi seberang. Di beberapa titik ada ayunan tinggi, sarang burung raksasa, dan spot foto berbayar. Warnanya berganti mengikuti musim tanam: hijau muda setelah tanam, hijau pekat, lalu keemasan menjelang panen.</p><p><strong>Waktu terbaik:</strong> pukul 07.00–09.00, sebelum rombongan tur tiba dan sebelum panas terik. <strong>Tiket masuk:</strong> sekitar Rp25.000–50.000 per orang, ditambah sumbangan kecil (Rp5.000–20.000) di beberapa pos petani di jalur. Ayunan sekitar Rp150.000–350.000 per orang.</p>",
      en: "<p>About 20 minutes north of Ubud, the Tegallalang terraces step down into a valley in sweeping curves shaded by coconut palms. They are watered by the subak system, the way farmers and temples have shared irrigation water for centuries.</p><p>You can take in the view from the cafés along the road, or walk down along the dykes to the bottom of the valley and climb up the other side. Here and there are tall swings, giant nests and paid photo spots. The colours follow the planting cycle: pale green after planting, deep green, then gold before the harvest.</p><p><strong>Best time:</strong> 07:00–09:00, before the tour buses and the midday heat. <strong>Entrance:</strong> about IDR 25,000–50,000 per person, plus small donations (IDR 5,000–20,000) at farmers' posts along the paths. The swings cost about IDR 150,000–350,000 per person.</p>",
    },
    note: {
      id: "<ul><li>Pematang bisa licin dan ada tangga curam; pakai sepatu atau sandal gunung, bukan sandal jepit.</li><li>Siapkan uang tunai pecahan kecil untuk sumbangan di jalur; itu untuk petani yang merawat sawah.</li><li>Jangan menginjak tanaman padi atau masuk ke petak sawah.</li><li>Berjalan turun dan naik memakan waktu 1–1,5 jam dan cukup melelahkan di siang hari.</li></ul>",
      en: "<ul><li>The dykes can be slippery and some stairs are steep; wear trainers or sports sandals, not flip-flops.</li><li>Carry small notes for the donations along the paths; they go to the farmers who keep up the terraces.</li><li>Don't step on the rice plants or into the paddies.</li><li>Walking down and back up takes 1–1.5 hours and is hard work at midday.</li></ul>",
    },
    scenes: ["rice-terraces", "jungle", "food"],
  },
  {
    slug: "tirta-empul-temple",
    regency: "gianyar",
    name: { id: "Pura Tirta Empul", en: "Tirta Empul Temple" },
    location: { id: "Manukaya, Tampaksiring, Gianyar", en: "Manukaya, Tampaksiring, Gianyar" },
    visitor: 800000,
    des: {
      id: "<p>Pura Tirta Empul dibangun pada abad ke-10 di sekitar mata air suci yang menjadi hulu Sungai Pakerisan. Airnya mengalir ke kolam-kolam batu melalui deretan pancuran, dan umat Hindu Bali datang ke sini untuk <em>melukat</em>, ritual penyucian diri. Di bukit di atasnya berdiri Istana Kepresidenan Tampaksiring yang dibangun pada masa Presiden Soekarno.</p><p>Pengunjung boleh ikut melukat: setelah menghaturkan sesajen kecil, Anda masuk ke kolam dan membasuh kepala di bawah setiap pancuran secara berurutan, dari kiri ke kanan. Jika tidak ingin masuk air, Anda tetap bisa melihat kolam, halaman dalam pura, dan kolam ikan koi.</p><p><strong>Waktu terbaik:</strong> pukul 08.00–09.30, sebelum ramai. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa dan Rp25.000 untuk anak, termasuk kain. <strong>Pakaian:</strong> kain dan selendang wajib; untuk melukat Anda memakai kain khusus berwarna hijau yang disewakan di lokasi, dan perlu baju ganti.</p>",
      en: "<p>Tirta Empul was founded in the 10th century around the holy spring that feeds the Pakerisan River. The water pours into stone pools through rows of spouts, and Balinese Hindus come here for <em>melukat</em>, a purification ritual. On the hill above stands the Tampaksiring presidential palace, built in the time of President Sukarno.</p><p>Visitors may join the ritual: after placing a small offering, you step into the pool and bow your head under each spout in turn, from left to right. If you'd rather stay dry, you can still watch from the edge, see the inner courtyard and the koi ponds.</p><p><strong>Best time:</strong> 08:00–09:30, before the crowds. <strong>Entrance:</strong> about IDR 50,000 for adults and IDR 25,000 for children, sarong included. <strong>Dress code:</strong> sarong and sash are required; for the bathing ritual you wear a special green sarong rented on site, and you'll need a change of clothes.</p>",
    },
    note: {
      id: "<ul><li>Lewati pancuran yang ditandai khusus; beberapa pancuran hanya dipakai untuk upacara kematian. Ikuti petunjuk pemandu atau pemangku.</li><li>Ada loker dan ruang ganti; bawa handuk dan plastik untuk baju basah.</li><li>Menurut adat, perempuan yang sedang haid diminta tidak memasuki area pura.</li><li>Berenang, bermain air, atau mengambil foto bergaya di kolam tidak sopan; ini tempat ibadah.</li></ul>",
      en: "<ul><li>Skip the specially marked spouts; some are used only for funeral rites. Follow your guide or the temple priest.</li><li>There are lockers and changing rooms; bring a towel and a plastic bag for wet clothes.</li><li>By local custom, women who are menstruating are asked not to enter temple grounds.</li><li>Swimming, splashing or posing for glamour shots in the pool is disrespectful; this is a place of worship.</li></ul>",
    },
    scenes: ["temple-gate", "waterfall", "jungle", "lake"],
  },
  {
    slug: "goa-gajah",
    regency: "gianyar",
    name: { id: "Goa Gajah", en: "Goa Gajah (Elephant Cave)" },
    location: { id: "Bedulu, Blahbatuh, Gianyar", en: "Bedulu, Blahbatuh, Gianyar" },
    visitor: 500000,
    des: {
      id: "<p>Goa Gajah adalah situs purbakala dari sekitar abad ke-11, hanya 10 menit dari pusat Ubud. Pintu masuk gua dipahat berbentuk wajah raksasa dengan mulut terbuka, dikelilingi relief hutan dan makhluk gaib. Di dalam gua yang sempit dan gelap terdapat arca Ganesha dan lingga-yoni.</p><p>Di depan gua ada kolam petirtaan kuno dengan arca bidadari yang memancurkan air, yang baru ditemukan kembali pada 1950-an. Jalan setapak menurun ke lembah berhutan menuju sungai kecil, tempat sisa-sisa relief Buddha, sehingga situs ini memperlihatkan jejak Hindu dan Buddha berdampingan.</p><p><strong>Waktu terbaik:</strong> pagi hari; kunjungan 45–60 menit. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa dan Rp25.000 untuk anak. <strong>Pakaian:</strong> kain dipinjamkan di pintu masuk; bahu tertutup.</p>",
      en: "<p>Goa Gajah is an archaeological site from around the 11th century, just ten minutes from central Ubud. The cave entrance is carved as a huge demonic face with a gaping mouth, surrounded by reliefs of forest and spirits. Inside the narrow, dark cave are a statue of Ganesha and stone lingga-yoni.</p><p>In front of the cave is an ancient bathing pool with statues of nymphs pouring water, rediscovered only in the 1950s. A path leads down into a wooded ravine to a stream with the remains of Buddhist carvings, so Hindu and Buddhist traces sit side by side.</p><p><strong>Best time:</strong> morning; allow 45–60 minutes. <strong>Entrance:</strong> about IDR 50,000 for adults and IDR 25,000 for children. <strong>Dress code:</strong> a sarong is lent at the gate; cover your shoulders.</p>",
    },
    note: {
      id: "<ul><li>Ada cukup banyak anak tangga menuju situs dan ke lembah; jalurnya lembap dan licin setelah hujan.</li><li>Gua kecil dan pengap; tidak cocok bagi yang takut ruang sempit.</li><li>Pemandu lokal menawarkan jasa di pintu masuk (sepakati tarif dulu); ceritanya membuat kunjungan lebih bermakna.</li></ul>",
      en: "<ul><li>There are quite a few steps down to the site and into the ravine; they are damp and slippery after rain.</li><li>The cave is small and stuffy, not ideal if you dislike tight spaces.</li><li>Local guides offer their services at the gate (agree the fee first); their stories make the visit much richer.</li></ul>",
    },
    scenes: ["temple-gate", "jungle", "waterfall"],
  },
  {
    slug: "tegenungan-waterfall",
    regency: "gianyar",
    name: { id: "Air Terjun Tegenungan", en: "Tegenungan Waterfall" },
    location: { id: "Kemenuh, Sukawati, Gianyar", en: "Kemenuh, Sukawati, Gianyar" },
    visitor: 600000,
    des: {
      id: "<p>Tegenungan adalah air terjun yang paling mudah dijangkau dari Bali selatan, sekitar 30 menit dari Ubud dan satu jam dari Kuta. Aliran Sungai Petanu jatuh dari tebing berhutan ke kolam yang lebar, dengan suara gemuruh yang terdengar sejak dari tangga.</p><p>Dari area parkir, tangga beton menurun ke dasar air terjun. Di sepanjang jalan ada kafe dengan teras pemandangan, ayunan, dan spot foto. Di musim kemarau Anda bisa mendekat dan berendam di tepi kolam; di musim hujan arus sangat deras dan air keruh.</p><p><strong>Waktu terbaik:</strong> pukul 07.00–09.00 saat sepi dan cahaya matahari menembus lembah. <strong>Tiket masuk:</strong> sekitar Rp20.000 per orang, ditambah parkir.</p>",
      en: "<p>Tegenungan is the easiest waterfall to reach from south Bali, about 30 minutes from Ubud and an hour from Kuta. The Petanu River drops over a wooded cliff into a wide pool with a roar you hear from the top of the stairs.</p><p>From the car park, concrete steps lead down to the foot of the falls, passing cafés with viewing terraces, swings and photo spots. In the dry season you can get close and wade at the edge of the pool; in the wet season the current is strong and the water muddy.</p><p><strong>Best time:</strong> 07:00–09:00, when it is quiet and the sun lights up the gorge. <strong>Entrance:</strong> about IDR 20,000 per person, plus parking.</p>",
    },
    note: {
      id: "<ul><li>Tangga turun dan naik cukup melelahkan (sekitar 150-an anak tangga); sediakan waktu dan air minum.</li><li>Ikuti larangan berenang dari petugas, terutama setelah hujan lebat di hulu.</li><li>Bawa pakaian ganti dan alas kaki yang tidak licin jika ingin basah-basahan.</li></ul>",
      en: "<ul><li>The stairs down and back up (around 150-odd steps) are tiring; allow time and bring water.</li><li>Obey any swimming ban from the staff, especially after heavy rain upstream.</li><li>Bring a change of clothes and non-slip shoes if you plan to get wet.</li></ul>",
    },
    scenes: ["waterfall", "jungle", "rice-terraces"],
  },
  {
    slug: "campuhan-ridge-walk",
    regency: "gianyar",
    name: { id: "Bukit Campuhan (Campuhan Ridge Walk)", en: "Campuhan Ridge Walk" },
    location: { id: "Campuhan, Ubud, Gianyar", en: "Campuhan, Ubud, Gianyar" },
    visitor: 400000,
    des: {
      id: "<p>Campuhan berarti “pertemuan”, yaitu pertemuan dua sungai di bawah Pura Gunung Lebah di barat pusat Ubud. Dari pura itu, jalan setapak berlapis batu naik ke punggung bukit dan menyusuri puncaknya sejauh sekitar dua kilometer, diapit lembah hijau dan padang ilalang di kedua sisinya.</p><p>Di ujung jalur Anda tiba di Desa Bangkiang Sidem, dengan sawah, beberapa kafe, dan warung kelapa muda. Banyak orang berbalik di sini; yang masih bersemangat bisa melanjutkan melewati sawah ke Keliki.</p><p><strong>Waktu terbaik:</strong> pukul 06.00–08.00 untuk melihat matahari terbit dan kabut di lembah, atau setelah pukul 16.00. Jalur ini hampir tidak berpeneduh. <strong>Tiket masuk:</strong> gratis.</p>",
      en: "<p>Campuhan means “meeting point”: the confluence of two rivers below the Gunung Lebah temple just west of central Ubud. From the temple a paved path climbs onto a ridge and runs along its crest for about two kilometres, with green valleys and tall elephant grass on both sides.</p><p>At the end you reach the village of Bangkiang Sidem, with rice fields, a few cafés and stalls selling fresh coconuts. Most people turn back here; the keen can carry on through the paddies towards Keliki.</p><p><strong>Best time:</strong> 06:00–08:00 for the sunrise and the mist in the valleys, or after 16:00. There is almost no shade on the path. <strong>Entrance:</strong> free.</p>",
    },
    note: {
      id: "<ul><li>Pulang-pergi sekitar 1,5–2 jam dengan santai.</li><li>Pintu masuk jalur ada di samping jembatan dekat Warwick Ibah, lewat halaman Pura Gunung Lebah. Jangan masuk ke halaman dalam pura.</li><li>Bawa air dan topi; tidak ada toilet di sepanjang punggung bukit.</li></ul>",
      en: "<ul><li>The round trip takes about 1.5–2 hours at an easy pace.</li><li>The path starts beside the bridge near the Warwick Ibah hotel, through the grounds of the Gunung Lebah temple. Don't enter the inner temple.</li><li>Bring water and a hat; there are no toilets along the ridge.</li></ul>",
    },
    scenes: ["jungle", "rice-terraces", "temple-gate"],
  },
  {
    slug: "ubud-palace-art-market",
    regency: "gianyar",
    name: { id: "Puri Saren Ubud & Pasar Seni Ubud", en: "Ubud Palace & Ubud Art Market" },
    location: { id: "Jl. Raya Ubud, Ubud, Gianyar", en: "Jl. Raya Ubud, Ubud, Gianyar" },
    visitor: 1500000,
    des: {
      id: "<p>Puri Saren Agung adalah istana keluarga kerajaan Ubud yang hingga kini masih ditinggali. Halaman depannya terbuka untuk umum: gerbang berukir batu paras, paviliun beratap ijuk, dan patung-patung penjaga. Setiap malam, halaman ini menjadi panggung tari Legong, Barong, atau Kecak dengan iringan gamelan.</p><p>Tepat di seberangnya ada Pasar Seni Ubud. Pagi-pagi sekali pasar ini milik warga yang berbelanja sayur, bunga, dan bumbu; menjelang pukul 08.00 kios berganti menjual kain pantai, tas anyaman rotan, ukiran kayu, lukisan, dan perhiasan perak.</p><p><strong>Waktu terbaik:</strong> pukul 06.00–07.30 untuk pasar tradisional, pagi untuk puri, dan pukul 19.30 untuk pertunjukan tari. <strong>Tiket:</strong> puri gratis; pertunjukan tari sekitar Rp100.000–150.000 per orang, tiket dijual di depan puri sore harinya.</p>",
      en: "<p>Puri Saren Agung is the palace of Ubud's royal family, who still live here. Its front courtyards are open to everyone: carved sandstone gates, pavilions with black palm-fibre roofs and guardian statues. Every evening the courtyard becomes the stage for Legong, Barong or Kecak dances with a live gamelan orchestra.</p><p>Right across the road is Ubud Art Market. In the very early morning it belongs to locals buying vegetables, flowers and spices; by about 08:00 the stalls switch to sarongs, rattan bags, wood carvings, paintings and silver jewellery.</p><p><strong>Best time:</strong> 06:00–07:30 for the produce market, morning for the palace and 19:30 for the dance show. <strong>Tickets:</strong> the palace is free; dance shows cost about IDR 100,000–150,000 per person, sold in front of the palace in the afternoon.</p>",
    },
    note: {
      id: "<ul><li>Di pasar seni, menawar adalah hal biasa; mulai dari separuh harga yang ditawarkan dan tetap ramah.</li><li>Bagian dalam puri adalah kediaman keluarga; masuklah hanya ke area yang terbuka.</li><li>Parkir di pusat Ubud sangat terbatas. Sopir kami akan menurunkan Anda di depan puri dan menjemput di titik yang disepakati.</li></ul>",
      en: "<ul><li>Bargaining is normal at the art market; start at half the asking price and keep it friendly.</li><li>The inner palace is a family home; enter only the open areas.</li><li>Parking in central Ubud is very limited. Our drivers drop you in front of the palace and pick you up at an agreed spot.</li></ul>",
    },
    scenes: ["dance", "market", "temple-gate", "city"],
  },
  {
    slug: "gunung-kawi-temple",
    regency: "gianyar",
    name: { id: "Candi Gunung Kawi", en: "Gunung Kawi Temple" },
    location: { id: "Tampaksiring, Gianyar", en: "Tampaksiring, Gianyar" },
    visitor: 300000,
    des: {
      id: "<p>Candi Gunung Kawi adalah kompleks candi tebing dari abad ke-11 di lembah Sungai Pakerisan, tidak jauh dari Tirta Empul. Sepuluh candi setinggi sekitar tujuh meter dipahat langsung pada dinding batu di kedua sisi sungai, diyakini sebagai monumen peringatan bagi Raja Anak Wungsu dan keluarganya.</p><p>Untuk mencapainya Anda menuruni ratusan anak tangga melewati sawah berundak dan gerbang batu yang dipahat menembus tebing. Di bawah, suara sungai, pohon-pohon tinggi, dan lumut hijau di relief batu membuat suasananya tenang dan megah sekaligus.</p><p><strong>Waktu terbaik:</strong> pukul 08.00–10.00, sebelum panas dan ramai. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa. <strong>Pakaian:</strong> kain dan selendang disediakan di pintu masuk.</p>",
      en: "<p>Gunung Kawi is an 11th-century complex of cliff shrines in the Pakerisan River valley, not far from Tirta Empul. Ten shrines about seven metres high are carved straight into the rock walls on both banks, thought to be memorials to King Anak Wungsu and his family.</p><p>You reach them down a few hundred steps through terraced rice fields and a stone gateway cut through the cliff. At the bottom, the sound of the river, the tall trees and the green moss on the carvings make it both peaceful and grand.</p><p><strong>Best time:</strong> 08:00–10:00, before the heat and the groups. <strong>Entrance:</strong> about IDR 50,000 for adults. <strong>Dress code:</strong> sarong and sash are provided at the entrance.</p>",
    },
    note: {
      id: "<ul><li>Tangga naik kembali cukup berat; istirahatlah di warung di tengah jalan.</li><li>Kios suvenir berjajar di tangga atas; Anda tidak wajib berhenti.</li><li>Mudah digabung dengan Tirta Empul dan sawah Tegallalang dalam satu hari.</li></ul>",
      en: "<ul><li>The climb back up is a workout; rest at the warungs halfway.</li><li>Souvenir stalls line the upper steps; you don't have to stop.</li><li>It combines easily with Tirta Empul and the Tegallalang terraces in one day.</li></ul>",
    },
    scenes: ["temple-gate", "rice-terraces", "jungle"],
  },
  // ──────────────────────────── Tabanan ─────────────────────────────
  {
    slug: "tanah-lot-temple",
    regency: "tabanan",
    name: { id: "Pura Tanah Lot", en: "Tanah Lot Temple" },
    location: { id: "Beraban, Kediri, Tabanan", en: "Beraban, Kediri, Tabanan" },
    visitor: 2500000,
    des: {
      id: "<p>Pura Tanah Lot berdiri di atas batu karang di tepi laut, dikelilingi ombak saat air pasang. Menurut kisahnya, pura ini didirikan pada abad ke-16 atas petunjuk Dang Hyang Nirartha, dan menjadi salah satu pura laut penjaga pesisir barat daya Bali. Siluetnya saat matahari terbenam adalah salah satu pemandangan paling terkenal di Indonesia.</p><p>Pura di atas batu hanya untuk umat yang bersembahyang, tetapi saat air surut Anda bisa menyeberang ke kaki batu karang, mendapatkan percikan air suci dari mata air tawar di bawah pura, dan melihat gua ular laut suci di tebing seberang. Di sisi utara, Pura Batu Bolong berdiri di atas lengkungan batu yang menjorok ke laut.</p><p><strong>Waktu terbaik:</strong> datang sekitar pukul 16.30 untuk berkeliling sebelum matahari terbenam, atau pagi hari jika ingin suasana lebih sepi. <strong>Tiket masuk:</strong> sekitar Rp75.000 untuk dewasa dan Rp40.000 untuk anak, ditambah parkir. <strong>Pakaian:</strong> sopan; untuk menerima air suci di kaki pura, kenakan kain dan selendang.</p>",
      en: "<p>Tanah Lot sits on a rock at the edge of the sea, cut off by the waves at high tide. Legend says it was founded in the 16th century on the advice of the priest Nirartha, as one of the sea temples guarding Bali's south-west coast. Its silhouette at sunset is one of the most famous sights in Indonesia.</p><p>The temple on the rock is for worshippers only, but at low tide you can cross to the foot of the rock, receive a sprinkle of holy water from the freshwater spring beneath the temple and peek into the cave of the sacred sea snakes on the cliff opposite. To the north, Pura Batu Bolong stands on a natural rock arch reaching out into the sea.</p><p><strong>Best time:</strong> arrive around 16:30 to look around before sunset, or come in the morning for a quieter visit. <strong>Entrance:</strong> about IDR 75,000 for adults and IDR 40,000 for children, plus parking. <strong>Dress code:</strong> modest; to receive holy water at the foot of the temple, wear a sarong and sash.</p>",
    },
    note: {
      id: "<ul><li>Cek jadwal pasang surut jika ingin menyeberang ke kaki pura; saat pasang jalannya tertutup air.</li><li>Menjelang senja, area tebing sangat ramai. Cari tempat di teras kafe di atas tebing sejak pukul 17.00.</li><li>Jalan keluar dari Tanah Lot macet setelah matahari terbenam; sediakan waktu ekstra untuk kembali ke hotel.</li><li>Memberi sumbangan saat menerima air suci dan bunga adalah kebiasaan; Rp10.000–20.000 sudah pantas.</li></ul>",
      en: "<ul><li>Check the tide times if you want to cross to the foot of the temple; at high tide the way is under water.</li><li>The clifftops are packed at sunset. Grab a spot on a café terrace above the cliffs from about 17:00.</li><li>The road out of Tanah Lot jams after sunset, so allow extra time to get back to your hotel.</li><li>It is customary to leave a donation when you receive holy water and a flower; IDR 10,000–20,000 is fine.</li></ul>",
    },
    scenes: ["temple-gate", "beach-dusk", "sea", "cliff"],
  },
  {
    slug: "jatiluwih-rice-terraces",
    regency: "tabanan",
    name: { id: "Sawah Terasering Jatiluwih", en: "Jatiluwih Rice Terraces" },
    location: { id: "Jatiluwih, Penebel, Tabanan", en: "Jatiluwih, Penebel, Tabanan" },
    visitor: 300000,
    des: {
      id: "<p>Di lereng Gunung Batukaru, sekitar 700 meter di atas permukaan laut, sawah Jatiluwih membentang ratusan hektare hingga ke cakrawala. Kawasan ini menjadi bagian Warisan Dunia UNESCO Lanskap Budaya Bali sejak 2012, sebagai contoh terbaik sistem subak yang masih hidup. Dibandingkan Tegallalang, Jatiluwih jauh lebih luas dan tenang.</p><p>Beberapa jalur jalan kaki bertanda, dari putaran pendek 30 menit hingga jalur dua sampai tiga jam, melewati pematang, saluran air, pura subak kecil, dan pondok petani. Petani di sini masih menanam padi lokal, termasuk beras merah yang bisa Anda cicipi di restoran sepanjang jalan.</p><p><strong>Waktu terbaik:</strong> pagi hari, saat udara sejuk dan puncak Batukaru masih terlihat. Warnanya berganti mengikuti musim: sawah tergenang seperti cermin setelah tanam, hijau subur, lalu keemasan menjelang panen. <strong>Tiket masuk:</strong> sekitar Rp50.000–60.000 untuk dewasa mancanegara.</p>",
      en: "<p>On the slopes of Mount Batukaru, about 700 metres above sea level, the Jatiluwih terraces stretch over hundreds of hectares to the horizon. Since 2012 they have been part of the UNESCO World Heritage cultural landscape of Bali, as the finest example of the living subak system. Compared with Tegallalang, Jatiluwih is far larger and much quieter.</p><p>Several marked walking trails, from a 30-minute loop to two- or three-hour routes, follow the dykes and channels past small subak shrines and farmers' huts. Farmers here still grow local rice varieties, including red rice, which you can taste at the restaurants along the road.</p><p><strong>Best time:</strong> morning, when it is cool and Batukaru's summit is still clear. The colours change with the season: flooded mirror-like paddies after planting, lush green, then gold before the harvest. <strong>Entrance:</strong> about IDR 50,000–60,000 for foreign adults.</p>",
    },
    note: {
      id: "<ul><li>Perjalanan dari Ubud atau Canggu sekitar 1,5–2 jam. Paling praktis digabung dengan Pura Ulun Danu Beratan atau Taman Ayun.</li><li>Udara lebih sejuk dan sering gerimis di siang hari; bawa jaket tipis atau payung.</li><li>Tetap di jalur dan jangan masuk petak sawah.</li></ul>",
      en: "<ul><li>It is 1.5–2 hours from Ubud or Canggu; easiest combined with Ulun Danu Beratan or Taman Ayun.</li><li>It is cooler up here and often drizzles around midday; bring a light jacket or umbrella.</li><li>Stay on the trails and out of the paddies.</li></ul>",
    },
    scenes: ["rice-terraces", "volcano", "jungle"],
  },
  {
    slug: "ulun-danu-beratan-temple",
    regency: "tabanan",
    name: { id: "Pura Ulun Danu Beratan", en: "Ulun Danu Beratan Temple" },
    location: { id: "Candikuning, Baturiti, Tabanan (Bedugul)", en: "Candikuning, Baturiti, Tabanan (Bedugul)" },
    visitor: 1200000,
    des: {
      id: "<p>Pura Ulun Danu Beratan dibangun pada abad ke-17 di tepi Danau Beratan, sekitar 1.200 meter di atas permukaan laut. Pura ini dipersembahkan kepada Dewi Danu, dewi air yang menjaga danau dan sawah di bawahnya. Meru bertingkat sebelasnya seolah mengapung di atas air, dan gambarnya pernah menghiasi uang kertas Rp50.000.</p><p>Kompleks pura dikelilingi taman yang terawat dengan bunga-bunga dataran tinggi. Anda bisa berjalan di tepi danau, naik perahu atau sepeda air, lalu mampir ke Pasar Candikuning untuk membeli stroberi, buah markisa, dan jagung bakar.</p><p><strong>Waktu terbaik:</strong> pukul 08.00–10.00, saat danau masih tenang dan kabut belum turun; suhu sekitar 18–22°C. <strong>Tiket masuk:</strong> sekitar Rp75.000 untuk dewasa dan Rp40.000 untuk anak. <strong>Pakaian:</strong> sopan; bawa jaket tipis.</p>",
      en: "<p>Ulun Danu Beratan was built in the 17th century on the shore of Lake Beratan, about 1,200 metres above sea level. It is dedicated to Dewi Danu, the water goddess who watches over the lake and the rice fields below. Its eleven-tiered shrine seems to float on the water, and it once featured on the IDR 50,000 banknote.</p><p>The temple stands in neat gardens full of highland flowers. You can stroll along the lake, take a boat or pedal boat out, then stop at Candikuning market for strawberries, passion fruit and grilled corn.</p><p><strong>Best time:</strong> 08:00–10:00, while the lake is still and before the mist rolls in; it is around 18–22°C. <strong>Entrance:</strong> about IDR 75,000 for adults and IDR 40,000 for children. <strong>Dress code:</strong> modest; bring a light jacket.</p>",
    },
    note: {
      id: "<ul><li>Setelah tengah hari kabut sering turun dan hujan lebih mungkin, terutama November–Maret.</li><li>Akhir pekan dan hari libur nasional sangat ramai oleh wisatawan domestik.</li><li>Dari Ubud atau Kuta sekitar 1,5–2 jam; paling enak digabung dengan Kebun Raya Bali, Jatiluwih, atau air terjun di Munduk.</li></ul>",
      en: "<ul><li>Mist often rolls in after midday and rain is more likely, especially November–March.</li><li>Weekends and public holidays are very busy with domestic visitors.</li><li>It is 1.5–2 hours from Ubud or Kuta; best combined with the Botanic Garden, Jatiluwih or the Munduk waterfalls.</li></ul>",
    },
    scenes: ["lake", "temple-gate", "market"],
  },
  {
    slug: "bali-botanic-garden",
    regency: "tabanan",
    name: { id: "Kebun Raya Bali", en: "Bali Botanic Garden" },
    location: { id: "Candikuning, Baturiti, Tabanan (Bedugul)", en: "Candikuning, Baturiti, Tabanan (Bedugul)" },
    visitor: 500000,
    des: {
      id: "<p>Kebun Raya Bali dibuka pada 1959 di perbukitan Bedugul dan kini mencakup lebih dari 150 hektare hutan dan taman di ketinggian sekitar 1.250 meter. Koleksinya meliputi ribuan jenis tanaman pegunungan tropis, dengan rumah anggrek, taman kaktus, taman begonia, serta tanaman obat dan tanaman upacara Bali.</p><p>Padang rumput yang luas dan pohon-pohon tua menjadikannya tempat piknik favorit keluarga Bali di akhir pekan. Di dalam area kebun ada Bali Treetop Adventure Park, dengan jalur tali dan flying fox di antara pohon untuk anak-anak dan dewasa.</p><p><strong>Waktu terbaik:</strong> pagi hari di hari kerja; sediakan 2–3 jam. <strong>Tiket masuk:</strong> sekitar Rp40.000–50.000 untuk dewasa mancanegara; ada biaya tambahan jika mobil ikut masuk ke dalam kebun.</p>",
      en: "<p>The Bali Botanic Garden opened in 1959 in the hills of Bedugul and now covers more than 150 hectares of forest and gardens at about 1,250 metres. Its collection holds thousands of tropical mountain plants, with an orchid house, a cactus garden, a begonia garden, and medicinal and ceremonial plants used in Balinese life.</p><p>Its wide lawns and old trees make it a favourite weekend picnic spot for Balinese families. Inside the garden is Bali Treetop Adventure Park, with rope courses and ziplines between the trees for children and adults.</p><p><strong>Best time:</strong> a weekday morning; allow 2–3 hours. <strong>Entrance:</strong> about IDR 40,000–50,000 for foreign adults; there is an extra charge to take a car inside the garden.</p>",
    },
    note: {
      id: "<ul><li>Kebun sangat luas; membawa mobil ke dalam menghemat banyak jalan kaki, terutama dengan anak kecil atau orang tua.</li><li>Udara sejuk dan sering berkabut; bawa jaket.</li><li>Tiket Bali Treetop dijual terpisah dan bisa dipesan di kategori Liburan Keluarga.</li></ul>",
      en: "<ul><li>The garden is huge; taking the car inside saves a lot of walking, especially with small children or older relatives.</li><li>It is cool and often misty; bring a jacket.</li><li>Bali Treetop tickets are separate and can be booked under Family fun.</li></ul>",
    },
    scenes: ["jungle", "lake", "rice-terraces"],
  },
  {
    slug: "balian-beach",
    regency: "tabanan",
    name: { id: "Pantai Balian", en: "Balian Beach" },
    location: { id: "Lalanglinggah, Selemadeg Barat, Tabanan", en: "Lalanglinggah, West Selemadeg, Tabanan" },
    visitor: 100000,
    des: {
      id: "<p>Pantai Balian adalah pantai pasir hitam yang sepi di pesisir barat Tabanan, di muara Sungai Balian, sekitar 1,5 jam dari Canggu. Di sini tidak ada keramaian Bali selatan: hanya beberapa guesthouse, warung di atas tebing rendah, dan ladang serta hutan kelapa di belakang pantai.</p><p>Balian dikenal di kalangan peselancar karena ombaknya yang konsisten, baik kiri maupun kanan, di dekat muara sungai. Jika tidak berselancar, Anda bisa duduk di warung menikmati kelapa muda sambil menonton ombak dan matahari terbenam, atau berjalan ke pura kecil di tepi muara.</p><p><strong>Waktu terbaik:</strong> musim kemarau (April–Oktober), pagi untuk berselancar dan sore untuk matahari terbenam. <strong>Tiket masuk:</strong> gratis; parkir kecil.</p>",
      en: "<p>Balian is a quiet black-sand beach on the west coast of Tabanan, at the mouth of the Balian River, about 1.5 hours from Canggu. None of the bustle of south Bali: just a handful of guesthouses, warungs on a low bluff and fields and coconut groves behind the sand.</p><p>Surfers know Balian for its consistent lefts and rights near the river mouth. If you don't surf, sit at a warung with a young coconut and watch the waves and the sunset, or walk to the small temple by the river mouth.</p><p><strong>Best time:</strong> the dry season (April–October), mornings for surfing and late afternoon for the sunset. <strong>Entrance:</strong> free; small parking fee.</p>",
    },
    note: {
      id: "<ul><li>Ombak dan arus kuat; pantai ini tidak cocok untuk berenang, apalagi bagi anak-anak.</li><li>Air muara keruh setelah hujan; peselancar sebaiknya menunggu air jernih.</li><li>Menginap semalam di sini sangat cocok sebagai persinggahan dalam perjalanan ke Medewi atau Bali barat.</li></ul>",
      en: "<ul><li>The waves and currents are strong; this is not a swimming beach, least of all for children.</li><li>The river mouth gets murky after rain; surfers should wait for clean water.</li><li>A night here makes a good stop on the way to Medewi or west Bali.</li></ul>",
    },
    scenes: ["surf", "beach-dusk", "sea"],
  },
  // ───────────────────────────── Bangli ─────────────────────────────
  {
    slug: "kintamani-batur-viewpoint",
    regency: "bangli",
    name: { id: "Kintamani & Panorama Gunung Batur", en: "Kintamani & the Mount Batur viewpoint" },
    location: { id: "Penelokan, Kintamani, Bangli", en: "Penelokan, Kintamani, Bangli" },
    visitor: 1000000,
    des: {
      id: "<p>Dari bibir kaldera di Penelokan, sekitar 1.400 meter di atas permukaan laut, Anda memandang ke bawah ke Gunung Batur yang masih aktif, aliran lava hitam dari letusan-letusan sebelumnya, dan Danau Batur yang berbentuk bulan sabit. Pada hari cerah, puncak Gunung Agung dan Abang terlihat di belakangnya.</p><p>Sepanjang jalan tepi kaldera dipenuhi restoran dengan teras pemandangan yang menyajikan makan siang prasmanan, serta kafe-kafe baru dengan dek kaca. Di sekitarnya ada Pura Ulun Danu Batur, salah satu pura terpenting di Bali yang dipindahkan ke atas kaldera setelah letusan 1926, dan kebun kopi serta jeruk Kintamani.</p><p><strong>Waktu terbaik:</strong> pagi hingga sekitar pukul 11.00, sebelum awan menutupi gunung. <strong>Biaya:</strong> ada retribusi kawasan wisata Kintamani untuk wisatawan mancanegara (sekitar Rp50.000 per orang); makan siang prasmanan sekitar Rp100.000–175.000 per orang.</p>",
      en: "<p>From the caldera rim at Penelokan, about 1,400 metres up, you look down on the still-active Mount Batur, the black lava flows of past eruptions and the crescent of Lake Batur. On clear days the peaks of Mount Agung and Mount Abang rise behind it.</p><p>The road along the rim is lined with restaurants whose terraces serve buffet lunches with a view, along with newer cafés with glass decks. Nearby are Pura Ulun Danu Batur, one of Bali's key temples, moved up to the rim after the 1926 eruption, and the coffee and citrus gardens of Kintamani.</p><p><strong>Best time:</strong> morning until about 11:00, before clouds cover the mountain. <strong>Cost:</strong> foreign visitors pay a regional entry fee for the Kintamani tourist area (about IDR 50,000 per person); buffet lunches cost about IDR 100,000–175,000 per person.</p>",
    },
    note: {
      id: "<ul><li>Suhu bisa turun hingga 15°C dan berangin; bawa jaket.</li><li>Pedagang suvenir di area parkir bisa cukup gigih. Tolak dengan sopan jika tidak berminat.</li><li>Kintamani biasanya digabung dengan tur kopi luwak, Tegallalang, dan Tirta Empul dalam satu hari.</li></ul>",
      en: "<ul><li>It can drop to 15°C and get windy; bring a jacket.</li><li>Souvenir sellers in the car parks can be persistent. Say no politely if you're not interested.</li><li>Kintamani is usually combined with a coffee plantation, Tegallalang and Tirta Empul in one day.</li></ul>",
    },
    scenes: ["volcano", "lake", "food"],
  },
  {
    slug: "mount-batur",
    regency: "bangli",
    name: { id: "Gunung Batur", en: "Mount Batur" },
    location: { id: "Songan–Toya Bungkah, Kintamani, Bangli", en: "Toya Bungkah, Kintamani, Bangli" },
    visitor: 200000,
    des: {
      id: "<p>Gunung Batur (1.717 meter) adalah gunung api aktif di tengah kaldera raksasa Kintamani, dan pendakian matahari terbitnya adalah salah satu pengalaman paling populer di Bali. Pendakian dimulai sekitar pukul 04.00 dari Toya Bungkah atau Pura Jati dengan senter, menyusuri jalur berpasir dan berbatu vulkanik selama kurang lebih dua jam.</p><p>Di puncak, Anda menunggu fajar di atas lautan awan, dengan Danau Batur di bawah dan Gunung Agung serta Rinjani di Lombok di kejauhan. Pemandu menyiapkan sarapan sederhana, sering dengan telur yang direbus di uap panas dari celah batu. Turunnya melewati kawah kecil yang masih berasap.</p><p><strong>Waktu terbaik:</strong> musim kemarau (April–Oktober) memberi peluang terbesar langit cerah. <strong>Biaya:</strong> pendakian wajib didampingi pemandu lokal; paket dengan penjemputan hotel, pemandu, dan sarapan umumnya Rp450.000–750.000 per orang. Pendakian bisa ditutup sementara jika status gunung dinaikkan.</p>",
      en: "<p>Mount Batur (1,717 m) is an active volcano in the middle of the vast Kintamani caldera, and its sunrise trek is one of the most popular things to do in Bali. You start around 04:00 from Toya Bungkah or Pura Jati by torchlight and climb for about two hours over sand and volcanic rock.</p><p>At the top you wait for dawn above a sea of clouds, with Lake Batur below and Mount Agung and Lombok's Rinjani in the distance. Guides prepare a simple breakfast, often with eggs cooked in the steam from vents in the rock. The way down passes small craters that are still steaming.</p><p><strong>Best time:</strong> the dry season (April–October) gives the best chance of a clear sky. <strong>Cost:</strong> a local guide is compulsory; packages with hotel pickup, guide and breakfast usually cost IDR 450,000–750,000 per person. Treks may be suspended if the volcano's alert level is raised.</p>",
    },
    note: {
      id: "<ul><li>Pakai sepatu olahraga yang mencengkeram; jalur berpasir licin saat turun.</li><li>Di puncak bisa sekitar 10°C sebelum matahari terbit: bawa jaket, lapisan kedua, dan sarung tangan tipis.</li><li>Penjemputan dari Ubud sekitar pukul 02.00, dari Kuta atau Seminyak sekitar pukul 01.30.</li><li>Setelah turun, berendam di kolam air panas di tepi Danau Batur sangat menyegarkan otot.</li></ul>",
      en: "<ul><li>Wear trainers with good grip; the sandy path is slippery on the way down.</li><li>It can be about 10°C at the top before sunrise: bring a jacket, an extra layer and thin gloves.</li><li>Pickup is around 02:00 from Ubud and around 01:30 from Kuta or Seminyak.</li><li>After the descent, a soak in the hot springs on the shore of Lake Batur does wonders for tired legs.</li></ul>",
    },
    scenes: ["volcano", "lake", "jungle"],
  },
  {
    slug: "penglipuran-village",
    regency: "bangli",
    name: { id: "Desa Adat Penglipuran", en: "Penglipuran Traditional Village" },
    location: { id: "Kubu, Bangli", en: "Kubu, Bangli" },
    visitor: 800000,
    des: {
      id: "<p>Penglipuran adalah desa adat di dataran tinggi Bangli yang terkenal karena kerapian dan kebersihannya. Satu jalan utama berlapis batu menanjak pelan ke arah pura desa, diapit gerbang-gerbang rumah (angkul-angkul) yang seragam, taman bunga, dan tanpa kendaraan bermotor.</p><p>Banyak keluarga membuka pekarangan rumahnya untuk pengunjung, sehingga Anda bisa melihat tata letak rumah tradisional Bali: dapur, bale tidur, dan sanggah keluarga. Cicipi <em>loloh cemcem</em>, minuman herbal khas desa, lalu berjalan ke hutan bambu yang mengelilingi desa. Saat Galungan, penjor tinggi berjajar di sepanjang jalan dan pemandangannya sangat indah.</p><p><strong>Waktu terbaik:</strong> pukul 08.00–10.00 di hari kerja, sebelum rombongan bus datang. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa dan Rp30.000 untuk anak mancanegara.</p>",
      en: "<p>Penglipuran is a traditional village in the Bangli highlands known for being spotless and orderly. A single stone-paved street climbs gently towards the village temple, lined with identical family gateways (angkul-angkul), flower gardens and no motor traffic.</p><p>Many families open their compounds to visitors, so you can see how a traditional Balinese home is laid out: kitchen, sleeping pavilions and the family shrine. Try <em>loloh cemcem</em>, the village's herbal drink, then walk into the bamboo forest that surrounds the village. At Galungan, tall penjor poles line the whole street and it is beautiful.</p><p><strong>Best time:</strong> 08:00–10:00 on a weekday, before the tour buses. <strong>Entrance:</strong> about IDR 50,000 for foreign adults and IDR 30,000 for children.</p>",
    },
    note: {
      id: "<ul><li>Rumah-rumah ini dihuni; mintalah izin sebelum masuk pekarangan atau memotret penghuni.</li><li>Membeli minuman atau kerajinan dari keluarga yang Anda kunjungi adalah cara yang baik untuk berterima kasih.</li><li>Udara sejuk (sekitar 700 meter di atas laut); cocok digabung dengan Kintamani.</li></ul>",
      en: "<ul><li>These are people's homes; ask before entering a compound or photographing the residents.</li><li>Buying a drink or a craft from the family you visit is a nice way to say thank you.</li><li>It is cool up here (about 700 metres above sea level) and pairs well with Kintamani.</li></ul>",
    },
    scenes: ["temple-gate", "jungle", "market"],
  },
  {
    slug: "kehen-temple",
    regency: "bangli",
    name: { id: "Pura Kehen", en: "Kehen Temple" },
    location: { id: "Cempaga, Bangli", en: "Cempaga, Bangli" },
    visitor: 50000,
    des: {
      id: "<p>Pura Kehen adalah pura negara bekas kerajaan Bangli, dibangun bertingkat di lereng bukit di utara kota. Tangga batu yang diapit arca-arca wayang membawa Anda naik melalui tiga halaman, hingga ke meru sebelas tingkat di halaman paling atas.</p><p>Di halaman pertama berdiri pohon beringin raksasa berusia ratusan tahun dengan bale kulkul di dahannya. Perhatikan piring-piring porselen Tiongkok yang ditempelkan di dinding pura, peninggalan perdagangan masa lalu. Karena jauh dari jalur tur utama, pura ini biasanya tenang.</p><p><strong>Waktu terbaik:</strong> pagi hari, dalam perjalanan ke Penglipuran atau Kintamani. <strong>Tiket masuk:</strong> sekitar Rp30.000–50.000, termasuk kain. <strong>Pakaian:</strong> kain dan selendang wajib, bahu tertutup.</p>",
      en: "<p>Kehen is the state temple of the old kingdom of Bangli, built in terraces up a hillside north of the town. A stone stairway lined with figures from the wayang stories leads up through three courtyards to an eleven-tiered shrine at the top.</p><p>In the first courtyard stands a huge banyan tree, hundreds of years old, with a drum tower built into its branches. Look for the Chinese porcelain plates set into the temple walls, a relic of old trade links. Being off the main tour routes, it is usually peaceful.</p><p><strong>Best time:</strong> morning, on the way to Penglipuran or Kintamani. <strong>Entrance:</strong> about IDR 30,000–50,000, sarong included. <strong>Dress code:</strong> sarong and sash are required; cover your shoulders.</p>",
    },
    note: {
      id: "<ul><li>Halaman paling dalam bisa ditutup untuk pengunjung saat ada upacara.</li><li>Kunjungan cukup 30–45 menit.</li><li>Menurut adat, perempuan yang sedang haid diminta tidak memasuki pura.</li></ul>",
      en: "<ul><li>The innermost courtyard may be closed to visitors during ceremonies.</li><li>30–45 minutes is enough.</li><li>By local custom, women who are menstruating are asked not to enter the temple.</li></ul>",
    },
    scenes: ["temple-gate", "jungle", "city"],
  },
  {
    slug: "tukad-cepung-waterfall",
    regency: "bangli",
    name: { id: "Air Terjun Tukad Cepung", en: "Tukad Cepung Waterfall" },
    location: { id: "Tembuku, Bangli", en: "Tembuku, Bangli" },
    visitor: 200000,
    des: {
      id: "<p>Tukad Cepung adalah air terjun yang tersembunyi di dalam ngarai sempit berdinding batu. Setelah menuruni tangga dan berjalan menyusuri sungai kecil, Anda masuk ke celah tebing yang gelap, lalu tiba di ruang seperti gua dengan air terjun yang jatuh dari celah di atas.</p><p>Daya tariknya adalah berkas cahaya matahari yang menembus celah tebing dan menerangi percikan air, menciptakan sinar seperti tirai. Efek ini paling jelas pada pagi hari di musim kemarau, ketika ada cukup debu air di udara.</p><p><strong>Waktu terbaik:</strong> sekitar pukul 09.00–10.30 pada musim kemarau (April–Oktober). <strong>Tiket masuk:</strong> sekitar Rp15.000–25.000 per orang.</p>",
      en: "<p>Tukad Cepung is a waterfall hidden inside a narrow rock canyon. After walking down a flight of steps and along a small stream, you squeeze through a dark gap in the cliff and come out into a cave-like chamber where the water pours in from an opening above.</p><p>The draw is the shafts of sunlight that break through the gap and light up the spray like curtains of light. The effect is strongest on dry-season mornings, when there is enough mist in the air.</p><p><strong>Best time:</strong> about 09:00–10:30 in the dry season (April–October). <strong>Entrance:</strong> about IDR 15,000–25,000 per person.</p>",
    },
    note: {
      id: "<ul><li>Anda pasti basah: pakai sandal gunung atau sepatu air dan bawa kantong kedap air untuk ponsel.</li><li>Jalur menyusuri sungai licin dan di beberapa titik harus memanjat batu.</li><li>Setelah hujan deras, lokasi bisa ditutup karena arus naik dengan cepat.</li><li>Antrean foto di titik cahaya bisa panjang menjelang pukul 10.00.</li></ul>",
      en: "<ul><li>You will get wet: wear sports sandals or water shoes and bring a waterproof pouch for your phone.</li><li>The path along the stream is slippery and involves some scrambling over rocks.</li><li>After heavy rain the site may close because the water rises fast.</li><li>The queue for photos in the light beams can be long by 10:00.</li></ul>",
    },
    scenes: ["waterfall", "jungle", "cliff"],
  },
  // ──────────────────────────── Klungkung ───────────────────────────
  {
    slug: "kelingking-beach",
    regency: "klungkung",
    name: { id: "Pantai Kelingking", en: "Kelingking Beach" },
    location: { id: "Bunga Mekar, Nusa Penida, Klungkung", en: "Bunga Mekar, Nusa Penida, Klungkung" },
    visitor: 700000,
    des: {
      id: "<p>Pantai Kelingking di pesisir barat daya Nusa Penida adalah pemandangan yang membuat pulau ini terkenal: tanjung tebing hijau yang menjulur ke laut dengan bentuk seperti kepala dinosaurus, di atas teluk pasir putih dan air biru toska. Sudut pandang terbaik ada di bibir tebing, hanya beberapa menit berjalan dari parkiran.</p><p>Jalur menuju pantai di bawah menuruni punggung tanjung dengan kemiringan ekstrem, berpegangan pada pagar bambu dan tali, sekitar 400 meter turun vertikal. Turun butuh 30–60 menit dan naik lebih lama lagi. Pantainya indah, tetapi ombak besar dan arus kuat membuatnya berbahaya untuk berenang.</p><p><strong>Waktu terbaik:</strong> pagi (sebelum pukul 10.00), sebelum rombongan dari kapal pagi tiba, atau sore menjelang pukul 16.00. <strong>Biaya:</strong> retribusi wisatawan Nusa Penida untuk wisatawan mancanegara (sekitar Rp25.000 per orang, dibayar saat tiba di pulau) dan biaya masuk atau parkir kecil di lokasi.</p>",
      en: "<p>Kelingking Beach on the south-west coast of Nusa Penida is the view that made the island famous: a green cliff headland reaching into the sea in the shape of a dinosaur's head, above a cove of white sand and turquoise water. The best viewpoint is on the clifftop, just a few minutes' walk from the car park.</p><p>The trail to the beach below runs down the spine of the headland at an extreme angle, with bamboo railings and ropes to hold, a descent of about 400 metres. Going down takes 30–60 minutes and coming up longer. The beach is beautiful, but heavy surf and strong currents make swimming dangerous.</p><p><strong>Best time:</strong> morning (before 10:00), ahead of the groups from the early boats, or late afternoon from about 16:00. <strong>Cost:</strong> the Nusa Penida visitor levy for foreign tourists (about IDR 25,000 per person, paid on arrival) and a small entrance or parking fee on site.</p>",
    },
    note: {
      id: "<ul><li>Jangan turun ke pantai dengan sandal jepit, saat hujan, atau jika Anda takut ketinggian. Sepatu olahraga yang mencengkeram sangat penting.</li><li>Bawa air minimal 1,5 liter jika turun; ada penjual minuman di bawah, tetapi harganya mahal.</li><li>Jangan berdiri di luar pagar di bibir tebing untuk berfoto; tanahnya rapuh.</li><li>Jalan di Nusa Penida sempit dan rusak di beberapa bagian; dari pelabuhan ke Kelingking sekitar 45–60 menit dengan mobil.</li></ul>",
      en: "<ul><li>Don't attempt the beach trail in flip-flops, in the rain or if you are afraid of heights. Trainers with a good grip are essential.</li><li>Take at least 1.5 litres of water if you go down; drinks are sold at the bottom, but they are pricey.</li><li>Don't step beyond the railings on the clifftop for photos; the ground is crumbly.</li><li>Nusa Penida's roads are narrow and broken in places; from the harbour to Kelingking is 45–60 minutes by car.</li></ul>",
    },
    scenes: ["cliff", "sea", "boat", "beach-dusk"],
  },
  {
    slug: "broken-beach-angels-billabong",
    regency: "klungkung",
    name: { id: "Pasih Uug (Broken Beach) & Angel's Billabong", en: "Broken Beach & Angel's Billabong" },
    location: { id: "Sakti, Nusa Penida, Klungkung", en: "Sakti, Nusa Penida, Klungkung" },
    visitor: 500000,
    des: {
      id: "<p>Pasih Uug, yang lebih dikenal sebagai Broken Beach, adalah teluk bundar yang dikelilingi tebing, dengan lengkungan batu raksasa tempat air laut masuk dari samudra. Jalan setapak mengelilingi bibir tebing, sehingga Anda bisa melihat lengkungan dan air biru di dalamnya dari berbagai sisi.</p><p>Hanya lima menit berjalan kaki, Angel's Billabong adalah kolam batu alami di tepi laut yang airnya sejernih kaca saat laut tenang. Di sekitar tebing ini, pari manta kadang terlihat dari atas berenang di laut lepas.</p><p><strong>Waktu terbaik:</strong> pagi hari dan saat air surut. <strong>Biaya:</strong> biaya masuk atau parkir kecil, sekitar Rp10.000–20.000, di luar retribusi wisatawan Nusa Penida.</p>",
      en: "<p>Pasih Uug, better known as Broken Beach, is a round cove enclosed by cliffs, with a huge stone arch where the ocean flows in. A path runs all the way round the clifftop, so you can see the arch and the blue water inside from every side.</p><p>Five minutes' walk away, Angel's Billabong is a natural rock pool at the sea's edge, glass-clear when the sea is calm. From the cliffs around here you may even spot manta rays swimming in the open water below.</p><p><strong>Best time:</strong> morning and at low tide. <strong>Cost:</strong> a small entrance or parking fee of about IDR 10,000–20,000, on top of the Nusa Penida visitor levy.</p>",
    },
    note: {
      id: "<ul><li>Jangan berenang di Angel's Billabong saat air pasang atau ombak besar. Ombak bisa tiba-tiba masuk dan menyeret orang ke laut; sudah ada korban jiwa di sini.</li><li>Batu di sekitar kolam tajam dan licin; pakai alas kaki.</li><li>Biasanya satu paket dengan Kelingking dan Crystal Bay di tur barat Nusa Penida.</li></ul>",
      en: "<ul><li>Don't swim in Angel's Billabong at high tide or when the swell is up. Waves can surge in without warning and drag people out to sea; there have been deaths here.</li><li>The rocks around the pool are sharp and slippery; wear shoes.</li><li>Usually visited with Kelingking and Crystal Bay on a west Nusa Penida tour.</li></ul>",
    },
    scenes: ["cliff", "sea", "underwater"],
  },
  {
    slug: "crystal-bay",
    regency: "klungkung",
    name: { id: "Pantai Crystal Bay", en: "Crystal Bay" },
    location: { id: "Sakti, Nusa Penida, Klungkung", en: "Sakti, Nusa Penida, Klungkung" },
    visitor: 400000,
    des: {
      id: "<p>Crystal Bay adalah teluk berpasir putih di sisi barat Nusa Penida, dinaungi pohon kelapa dan menghadap pulau batu kecil dengan pura di atasnya. Tidak seperti Kelingking, pantai ini bisa dicapai dengan mobil hingga ke tepi pasir, sehingga cocok untuk bersantai dan berenang.</p><p>Terumbu karangnya bagus untuk snorkeling, dan teluk ini adalah salah satu titik selam paling terkenal di Bali. Antara sekitar Juli dan Oktober, ketika air laut dingin naik dari kedalaman, penyelam datang untuk melihat ikan mola-mola (sunfish) raksasa.</p><p><strong>Waktu terbaik:</strong> pagi untuk snorkeling saat air jernih dan tenang; sore untuk matahari terbenam, salah satu yang terbaik di Nusa Penida. <strong>Biaya:</strong> parkir kecil; sewa alat snorkel sekitar Rp50.000, kursi dan payung sekitar Rp50.000–100.000.</p>",
      en: "<p>Crystal Bay is a white-sand cove on the west side of Nusa Penida, shaded by coconut palms and facing a small rocky islet crowned with a temple. Unlike Kelingking, you can drive right to the sand, so it is a good place to relax and swim.</p><p>Its reef is great for snorkelling, and the bay is one of Bali's best-known dive sites. From about July to October, when cold water wells up from the deep, divers come to see giant mola mola (ocean sunfish).</p><p><strong>Best time:</strong> morning for snorkelling while the water is clear and calm; late afternoon for one of the best sunsets on Nusa Penida. <strong>Cost:</strong> small parking fee; snorkel gear hire about IDR 50,000, loungers and umbrellas about IDR 50,000–100,000.</p>",
    },
    note: {
      id: "<ul><li>Arus di luar teluk bisa sangat kuat. Snorkeling di dekat pantai, dan lebih baik bersama pemandu atau perahu.</li><li>Air di sini bisa terasa dingin saat musim mola-mola; penyelam biasanya memakai wetsuit 5 mm.</li><li>Jangan menginjak atau menyentuh karang.</li></ul>",
      en: "<ul><li>Currents outside the bay can be very strong. Snorkel close to the beach, ideally with a guide or a boat.</li><li>The water can feel cold in mola season; divers usually wear a 5 mm wetsuit.</li><li>Don't stand on or touch the coral.</li></ul>",
    },
    scenes: ["sea", "underwater", "beach-dusk", "boat"],
  },
  {
    slug: "diamond-beach-atuh",
    regency: "klungkung",
    name: { id: "Pantai Diamond & Pantai Atuh", en: "Diamond Beach & Atuh Beach" },
    location: { id: "Pejukutan, Nusa Penida, Klungkung", en: "Pejukutan, Nusa Penida, Klungkung" },
    visitor: 400000,
    des: {
      id: "<p>Di pesisir timur Nusa Penida, Pantai Diamond tersembunyi di bawah tebing kapur putih. Tangga yang dipahat langsung di dinding tebing, dengan pegangan tali, membawa Anda turun ke pasir putih yang lembut, batu-batu karang runcing di laut, dan air biru jernih.</p><p>Di sebelahnya, Pantai Atuh adalah teluk yang lebih besar dengan warung, kursi pantai, dan lengkungan batu di lepas pantai. Dari atas tebing di dekatnya ada titik pandang Thousand Islands dan Rumah Pohon Molenteng, rumah kayu di atas tebing yang sering muncul di foto-foto Nusa Penida.</p><p><strong>Waktu terbaik:</strong> pagi hari, saat cahaya matahari jatuh ke pantai di sisi timur ini. <strong>Biaya:</strong> biaya masuk atau parkir sekitar Rp10.000–25.000, di luar retribusi wisatawan Nusa Penida.</p>",
      en: "<p>On Nusa Penida's east coast, Diamond Beach hides beneath white limestone cliffs. A stairway carved straight into the cliff face, with rope handrails, leads down to soft white sand, jagged rock pinnacles in the sea and clear blue water.</p><p>Next door, Atuh Beach is a larger cove with warungs, loungers and a rock arch just offshore. On the clifftops nearby are the Thousand Islands viewpoint and the Molenteng tree house, the wooden hut on a cliff that appears in so many Nusa Penida photos.</p><p><strong>Best time:</strong> morning, when the sun lights up this east-facing coast. <strong>Cost:</strong> an entrance or parking fee of about IDR 10,000–25,000, on top of the Nusa Penida visitor levy.</p>",
    },
    note: {
      id: "<ul><li>Tangga ke Diamond Beach curam dan sempit; turun perlahan dan biarkan orang yang naik lewat lebih dulu.</li><li>Ombak di kedua pantai bisa kuat; berenang hanya saat laut tenang dan tidak jauh dari tepi.</li><li>Nusa Penida timur lebih jauh dari pelabuhan (sekitar 1–1,5 jam), sehingga biasanya dijadikan tur tersendiri.</li></ul>",
      en: "<ul><li>The stairs down to Diamond Beach are steep and narrow; go slowly and let people coming up pass first.</li><li>The surf on both beaches can be strong; swim only when the sea is calm and stay close to shore.</li><li>East Nusa Penida is further from the harbour (about 1–1.5 hours), so it is usually a separate tour.</li></ul>",
    },
    scenes: ["cliff", "sea", "beach-dusk"],
  },
  {
    slug: "devils-tear-lembongan",
    regency: "klungkung",
    name: { id: "Devil's Tear & Pantai Dream, Nusa Lembongan", en: "Devil's Tear & Dream Beach, Nusa Lembongan" },
    location: { id: "Nusa Lembongan, Klungkung", en: "Nusa Lembongan, Klungkung" },
    visitor: 300000,
    des: {
      id: "<p>Nusa Lembongan adalah pulau kecil yang santai, 30–40 menit dengan kapal cepat dari Sanur. Di pesisir selatannya, Devil's Tear adalah tebing batu karang rendah tempat ombak samudra menghantam dan menyembur tinggi ke udara, sering disertai pelangi di kabut airnya. Tepat di sebelahnya, Pantai Dream adalah teluk pasir putih kecil yang diapit tebing.</p><p>Dari sini Anda bisa berkeliling pulau dengan motor atau sepeda: hutan bakau di timur laut yang bisa dijelajahi dengan perahu, lalu Jembatan Kuning yang menghubungkan Lembongan dengan Nusa Ceningan dan Blue Lagoon yang airnya biru pekat.</p><p><strong>Waktu terbaik:</strong> sore hari menjelang matahari terbenam; semburan paling dramatis saat ombak besar. <strong>Biaya:</strong> Devil's Tear dan Pantai Dream gratis; ada retribusi wisatawan Klungkung untuk pengunjung mancanegara yang dibayar saat tiba di pulau.</p>",
      en: "<p>Nusa Lembongan is a laid-back little island 30–40 minutes by fast boat from Sanur. On its south coast, Devil's Tear is a low rock shelf where ocean swells slam in and blast high into the air, often with a rainbow in the spray. Right next door, Dream Beach is a small white-sand cove between cliffs.</p><p>From here you can loop the island by scooter or bicycle: the mangrove forest in the north-east, which you can explore by boat, then the Yellow Bridge to Nusa Ceningan and the deep-blue Blue Lagoon.</p><p><strong>Best time:</strong> late afternoon towards sunset; the spray is most dramatic when the swell is big. <strong>Cost:</strong> Devil's Tear and Dream Beach are free; foreign visitors pay the Klungkung visitor levy on arrival on the island.</p>",
    },
    note: {
      id: "<ul><li>Jangan mendekati bibir batu di Devil's Tear. Ombak besar bisa datang tanpa peringatan dan menyeret orang ke laut.</li><li>Di Lembongan tidak ada dermaga besar; Anda turun dari kapal ke air setinggi lutut. Pakai celana pendek dan sandal.</li><li>Naik motor di Lembongan dan Ceningan cukup menantang karena jalannya curam dan sempit.</li></ul>",
      en: "<ul><li>Keep well back from the edge at Devil's Tear. Big waves can arrive without warning and sweep people into the sea.</li><li>There is no proper pier on Lembongan; you step off the boat into knee-deep water, so wear shorts and sandals.</li><li>Riding a scooter on Lembongan and Ceningan is tricky: the roads are steep and narrow.</li></ul>",
    },
    scenes: ["sea", "cliff", "boat", "beach-dusk"],
  },
  {
    slug: "kerta-gosa",
    regency: "klungkung",
    name: { id: "Kerta Gosa", en: "Kerta Gosa Hall of Justice" },
    location: { id: "Semarapura, Klungkung", en: "Semarapura, Klungkung" },
    visitor: 150000,
    des: {
      id: "<p>Kerta Gosa adalah bale peninggalan Kerajaan Klungkung di pusat kota Semarapura, yang dulu dipakai sebagai balai pengadilan. Langit-langitnya dipenuhi lukisan bergaya wayang Kamasan yang menggambarkan kisah Bima Swarga: hukuman di neraka bagi berbagai dosa dan ganjaran di surga, dilukis dengan detail yang kadang mengejutkan.</p><p>Di kompleks yang sama ada Bale Kambang, paviliun yang dikelilingi kolam teratai, serta Museum Semarajaya dengan koleksi sejarah kerajaan dan kisah Puputan Klungkung 1908, ketika raja dan pengikutnya memilih gugur daripada menyerah kepada Belanda. Monumen Puputan berdiri di seberang jalan.</p><p><strong>Waktu terbaik:</strong> pagi hari; bisa digabung dengan Desa Kamasan, pasar Klungkung, dan Goa Lawah. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa mancanegara, termasuk museum.</p>",
      en: "<p>Kerta Gosa is a pavilion of the old Klungkung kingdom in the centre of Semarapura, once used as the royal court of justice. Its ceiling is covered in paintings in the Kamasan wayang style telling the story of Bima Swarga: the punishments in hell for every kind of sin, and the rewards in heaven, painted in sometimes startling detail.</p><p>In the same compound are Bale Kambang, a pavilion surrounded by a lotus pond, and the Semarajaya Museum, with royal history and the story of the 1908 Klungkung puputan, when the king and his followers chose death over surrender to the Dutch. The Puputan monument stands across the road.</p><p><strong>Best time:</strong> morning; combine it with Kamasan village, Klungkung market and Goa Lawah. <strong>Entrance:</strong> about IDR 50,000 for foreign adults, museum included.</p>",
    },
    note: {
      id: "<ul><li>Pemandu setempat bisa menjelaskan arti tiap panel lukisan; tanpa cerita, lukisan mudah terlewat maknanya.</li><li>Desa Kamasan, pusat lukisan wayang klasik, hanya sekitar 10 menit dari sini.</li><li>Kunjungan cukup 45–60 menit.</li></ul>",
      en: "<ul><li>A local guide can explain what each painted panel shows; without the stories much of the meaning is lost.</li><li>Kamasan village, home of classical wayang painting, is only about ten minutes away.</li><li>45–60 minutes is enough.</li></ul>",
    },
    scenes: ["temple-gate", "city", "lake"],
  },
  {
    slug: "goa-lawah-temple",
    regency: "klungkung",
    name: { id: "Pura Goa Lawah", en: "Goa Lawah Temple" },
    location: { id: "Pesinggahan, Dawan, Klungkung", en: "Pesinggahan, Dawan, Klungkung" },
    visitor: 200000,
    des: {
      id: "<p>Pura Goa Lawah, “pura gua kelelawar”, dibangun di depan mulut gua yang dihuni ribuan kelelawar buah. Pura ini termasuk salah satu pura utama di Bali, dan keluarga Bali datang ke sini untuk upacara penting, terutama setelah ngaben. Menurut kepercayaan, gua ini dijaga oleh naga suci Basuki.</p><p>Dari halaman pura Anda bisa melihat dinding gua yang bergerak oleh kelelawar yang bergantungan dan mencium bau khasnya. Di seberang jalan terbentang pantai pasir hitam tempat upacara nyegara gunung digelar, dan sedikit ke barat di Kusamba para petani garam masih membuat garam laut dengan cara tradisional.</p><p><strong>Waktu terbaik:</strong> pagi hari, dalam perjalanan ke Karangasem atau dari pelabuhan Padang Bai. <strong>Tiket masuk:</strong> sekitar Rp30.000–50.000, termasuk kain. <strong>Pakaian:</strong> kain dan selendang wajib.</p>",
      en: "<p>Goa Lawah, the “bat cave temple”, is built in front of a cave mouth home to thousands of fruit bats. It is one of Bali's most important temples, and Balinese families come here for major ceremonies, especially after a cremation. The cave is believed to be guarded by the sacred serpent Basuki.</p><p>From the courtyard you can see the cave walls shimmering with hanging bats, and smell them too. Across the road is a black-sand beach where sea ceremonies are held, and a little to the west, in Kusamba, salt farmers still make sea salt the traditional way.</p><p><strong>Best time:</strong> morning, on the way to Karangasem or from Padang Bai harbour. <strong>Entrance:</strong> about IDR 30,000–50,000, sarong included. <strong>Dress code:</strong> sarong and sash are required.</p>",
    },
    note: {
      id: "<ul><li>Pengunjung tidak masuk ke dalam gua; pandangan dari halaman pura sudah cukup dekat.</li><li>Saat ada upacara besar, pura sangat ramai oleh umat; tetaplah di pinggir dan jangan menghalangi.</li><li>Mampir ke petani garam di Pantai Kusamba untuk melihat prosesnya dan membeli garam.</li></ul>",
      en: "<ul><li>Visitors don't go into the cave; the view from the courtyard is close enough.</li><li>During big ceremonies the temple is packed with worshippers; stay at the edges and keep out of the way.</li><li>Stop at the salt farmers on Kusamba beach to watch how it's done and buy a bag of salt.</li></ul>",
    },
    scenes: ["temple-gate", "sea", "cliff"],
  },
  // ─────────────────────────── Karangasem ───────────────────────────
  {
    slug: "besakih-temple",
    regency: "karangasem",
    name: { id: "Pura Besakih", en: "Besakih Temple" },
    location: { id: "Besakih, Rendang, Karangasem", en: "Besakih, Rendang, Karangasem" },
    visitor: 400000,
    des: {
      id: "<p>Pura Besakih, “pura ibu” bagi umat Hindu Bali, terletak di lereng Gunung Agung sekitar 1.000 meter di atas permukaan laut. Ini bukan satu pura, melainkan kompleks lebih dari dua puluh pura yang bertingkat-tingkat menaiki lereng, dengan Pura Penataran Agung sebagai pusatnya. Di hari cerah, puncak Gunung Agung menjulang tepat di belakang deretan meru.</p><p>Tangga besar di Penataran Agung, diapit gerbang candi bentar dan bendera upacara, adalah pemandangan paling terkenal. Berjalan di antara pura-pura pendukung memberi gambaran betapa pentingnya tempat ini: hampir setiap hari ada umat dari seluruh Bali yang datang berpakaian putih membawa sesajen.</p><p><strong>Waktu terbaik:</strong> pagi hari, sebelum awan menutup Gunung Agung. <strong>Tiket masuk:</strong> sekitar Rp60.000 untuk wisatawan mancanegara, termasuk kain dan mobil antar dari area parkir ke kompleks pura. <strong>Pakaian:</strong> kain dan selendang wajib, bahu tertutup.</p>",
      en: "<p>Besakih, the “mother temple” of Balinese Hinduism, lies on the slopes of Mount Agung about 1,000 metres above sea level. It is not one temple but a complex of more than twenty, stepping up the mountainside, with Pura Penataran Agung at its heart. On a clear day Agung's summit rises straight behind the rows of shrines.</p><p>The great stairway of Penataran Agung, framed by split gates and ceremonial banners, is the classic view. Walking among the surrounding temples shows how central this place is: almost every day, worshippers from all over Bali arrive dressed in white and carrying offerings.</p><p><strong>Best time:</strong> morning, before clouds hide Mount Agung. <strong>Entrance:</strong> about IDR 60,000 for foreign visitors, including a sarong and the shuttle from the car park to the temples. <strong>Dress code:</strong> sarong and sash are required; cover your shoulders.</p>",
    },
    note: {
      id: "<ul><li>Pemandu resmi tersedia di pusat informasi pengunjung. Tolak “pemandu” tidak resmi yang menawarkan jasa di jalan.</li><li>Pada upacara besar seperti Bhatara Turun Kabeh (biasanya Maret atau April), pura sangat ramai dan sebagian area tertutup untuk wisatawan.</li><li>Dari Ubud sekitar 1,5 jam. Bawa jaket tipis; di atas lebih sejuk dan sering hujan di sore hari.</li></ul>",
      en: "<ul><li>Official guides are available at the visitor centre. Turn down unofficial “guides” who approach you on the road.</li><li>During big ceremonies such as Bhatara Turun Kabeh (usually March or April) the temple is packed and some areas are closed to visitors.</li><li>It is about 1.5 hours from Ubud. Bring a light jacket; it is cooler up here and often rains in the afternoon.</li></ul>",
    },
    scenes: ["temple-gate", "volcano", "rice-terraces"],
  },
  {
    slug: "lempuyang-temple",
    regency: "karangasem",
    name: { id: "Pura Lempuyang (Gerbang Surga)", en: "Lempuyang Temple (Gates of Heaven)" },
    location: { id: "Abang, Karangasem", en: "Abang, Karangasem" },
    visitor: 500000,
    des: {
      id: "<p>Pura Lempuyang di Gunung Lempuyang adalah salah satu pura tertua dan tersuci di Bali. Pura Penataran Lempuyang, di bagian bawah kompleks, punya candi bentar putih yang membingkai Gunung Agung dengan sempurna, dan foto di antara kedua sisi gerbang inilah yang kini dikenal sebagai “Gates of Heaven”.</p><p>Selain foto terkenal itu, halamannya sendiri indah: tiga tangga naga, bangunan putih, dan pemandangan ke lembah di timur Bali. Peziarah yang lebih kuat bisa mendaki sekitar 1.700 anak tangga melewati hutan hingga Pura Lempuyang Luhur di puncak, perjalanan 2–4 jam pulang-pergi.</p><p><strong>Waktu terbaik:</strong> datang sekitar pukul 05.30–07.00: Gunung Agung paling jelas dan antrean foto lebih pendek. <strong>Biaya:</strong> tiket masuk termasuk kain sekitar Rp55.000, ditambah mobil antar wajib dari area parkir ke gerbang pura (sekitar Rp50.000 pulang-pergi). <strong>Pakaian:</strong> kain dan selendang wajib.</p>",
      en: "<p>Lempuyang on Mount Lempuyang is one of Bali's oldest and holiest temples. Pura Penataran Lempuyang, at the bottom of the complex, has a white split gate that frames Mount Agung perfectly, and the photo between its two halves is what the world now calls the “Gates of Heaven”.</p><p>Beyond that famous shot, the courtyard itself is lovely: three dragon stairways, white pavilions and views across the valleys of east Bali. Fit pilgrims can climb some 1,700 steps through the forest to Pura Lempuyang Luhur at the summit, a 2–4-hour round trip.</p><p><strong>Best time:</strong> around 05:30–07:00: Agung is clearest and the photo queue is shorter. <strong>Cost:</strong> entrance with sarong about IDR 55,000, plus the compulsory shuttle from the car park to the temple gate (about IDR 50,000 return). <strong>Dress code:</strong> sarong and sash are required.</p>",
    },
    note: {
      id: "<ul><li>Untuk foto di gerbang, Anda mengambil nomor antrean; menunggu 1–3 jam di siang hari musim ramai adalah hal biasa.</li><li>Efek “pantulan air” di foto dibuat oleh fotografer lokal dengan cermin di bawah lensa ponsel; tidak ada danau di sana. Tip kecil untuk mereka sudah biasa.</li><li>Dari Ubud sekitar 2 jam, sehingga penjemputan dini hari (sekitar pukul 03.30–04.00) diperlukan untuk tiba saat matahari terbit.</li></ul>",
      en: "<ul><li>For the gate photo you take a queue number; waits of 1–3 hours around midday in high season are normal.</li><li>The “reflection pool” effect in the photos is made by local photographers holding a mirror under your phone's lens; there is no lake. A small tip for them is customary.</li><li>It is about two hours from Ubud, so an early pickup (around 03:30–04:00) is needed to arrive for sunrise.</li></ul>",
    },
    scenes: ["temple-gate", "volcano", "cliff"],
  },
  {
    slug: "tirta-gangga",
    regency: "karangasem",
    name: { id: "Taman Air Tirta Gangga", en: "Tirta Gangga Water Palace" },
    location: { id: "Ababi, Abang, Karangasem", en: "Ababi, Abang, Karangasem" },
    visitor: 400000,
    des: {
      id: "<p>Tirta Gangga adalah taman air kerajaan yang dibangun pada pertengahan abad ke-20 oleh Raja Karangasem terakhir, di sekitar mata air suci di kaki bukit. Kolam-kolam yang luas dipenuhi ikan koi, dihiasi patung-patung batu dari kisah Mahabharata dan Ramayana, serta air mancur bertingkat sebelas di tengahnya.</p><p>Daya tarik utamanya adalah batu-batu pijakan berbentuk segi delapan di atas kolam, tempat Anda berjalan di antara ratusan ikan koi. Di bagian atas taman ada kolam renang berair mata air yang dingin, dan dari sekitar taman Anda bisa berjalan ke sawah berundak dengan latar Gunung Agung.</p><p><strong>Waktu terbaik:</strong> pagi hari, pukul 07.00–09.00, saat taman masih sepi dan air tenang untuk foto. <strong>Tiket masuk:</strong> sekitar Rp50.000 untuk dewasa mancanegara; berenang di kolam mata air dikenakan biaya tambahan.</p>",
      en: "<p>Tirta Gangga is a royal water garden built in the mid-20th century by the last king of Karangasem around a holy spring at the foot of the hills. Wide ponds full of koi are decorated with stone figures from the Mahabharata and Ramayana, with an eleven-tiered fountain at the centre.</p><p>The highlight is the row of octagonal stepping stones across the pond, where you walk among hundreds of koi. At the top of the garden there is a cool spring-fed swimming pool, and from just outside you can walk into terraced rice fields with Mount Agung behind them.</p><p><strong>Best time:</strong> 07:00–09:00, while the garden is quiet and the water still for photos. <strong>Entrance:</strong> about IDR 50,000 for foreign adults; swimming in the spring pool costs extra.</p>",
    },
    note: {
      id: "<ul><li>Pakan ikan dijual di dalam taman; anak-anak sangat menyukainya.</li><li>Batu pijakan bisa licin; hati-hati dengan anak kecil.</li><li>Cocok digabung dengan Lempuyang di pagi hari, lalu Taman Ujung atau Amed.</li></ul>",
      en: "<ul><li>Fish food is sold inside; children love it.</li><li>The stepping stones can be slippery; keep an eye on small children.</li><li>It fits well after an early visit to Lempuyang, followed by Taman Ujung or Amed.</li></ul>",
    },
    scenes: ["lake", "temple-gate", "rice-terraces"],
  },
  {
    slug: "taman-ujung",
    regency: "karangasem",
    name: { id: "Taman Sukasada Ujung", en: "Taman Ujung Water Palace" },
    location: { id: "Tumbu, Karangasem", en: "Tumbu, Karangasem" },
    visitor: 250000,
    des: {
      id: "<p>Taman Sukasada Ujung, dibangun pada awal abad ke-20 oleh Raja Karangasem, adalah taman air yang luas di dekat pantai, memadukan arsitektur Bali dan Eropa. Tiga kolam besar dihubungkan jembatan-jembatan panjang menuju paviliun utama yang berdiri di tengah air.</p><p>Taman ini rusak berat akibat letusan Gunung Agung 1963 dan gempa 1979, lalu dipugar kembali. Kini halaman rumputnya yang luas, tangga menuju paviliun di lereng bukit, dan pemandangan ke laut serta Gunung Agung menjadikannya tempat favorit untuk foto pranikah dan berjalan santai.</p><p><strong>Waktu terbaik:</strong> pagi hari atau sore menjelang pukul 17.00, saat cahaya hangat dan udara tidak terlalu panas. <strong>Tiket masuk:</strong> sekitar Rp50.000–75.000 untuk dewasa mancanegara.</p>",
      en: "<p>Taman Sukasada Ujung, built in the early 20th century by the king of Karangasem, is a broad water garden near the sea that blends Balinese and European architecture. Three large ponds are crossed by long bridges leading to the main pavilion in the middle of the water.</p><p>The garden was badly damaged by Mount Agung's 1963 eruption and an earthquake in 1979, and has since been restored. Its wide lawns, the stairs up to a hillside pavilion and the views to the sea and Mount Agung make it a favourite for pre-wedding photo shoots and easy strolls.</p><p><strong>Best time:</strong> morning, or late afternoon towards 17:00, when the light is warm and the heat has eased. <strong>Entrance:</strong> about IDR 50,000–75,000 for foreign adults.</p>",
    },
    note: {
      id: "<ul><li>Hampir tidak ada peneduh di area kolam; bawa topi dan air minum.</li><li>Tangga ke paviliun di atas bukit memberi pemandangan terbaik seluruh taman.</li><li>Hanya sekitar 20 menit dari Tirta Gangga dan 30 menit dari Candidasa.</li></ul>",
      en: "<ul><li>There is almost no shade around the ponds; bring a hat and water.</li><li>The stairs up to the hillside pavilion give the best view over the whole garden.</li><li>Only about 20 minutes from Tirta Gangga and 30 minutes from Candidasa.</li></ul>",
    },
    scenes: ["lake", "temple-gate", "sea"],
  },
  {
    slug: "amed",
    regency: "karangasem",
    name: { id: "Pesisir Amed", en: "Amed Coast" },
    location: { id: "Amed–Jemeluk, Abang, Karangasem", en: "Amed, Karangasem" },
    visitor: 300000,
    des: {
      id: "<p>Amed adalah nama untuk deretan desa nelayan di pesisir timur laut Bali, dari Amed dan Jemeluk hingga Bunutan dan Lipah. Perahu jukung berwarna-warni berjajar di pantai pasir hitam, dengan Gunung Agung di belakangnya. Suasananya tenang, jauh dari keramaian Bali selatan.</p><p>Amed adalah tempat yang sangat baik untuk snorkeling langsung dari pantai: di Teluk Jemeluk terumbu karang dan ikan warna-warni dimulai hanya beberapa meter dari tepi, dan di Banyuning ada bangkai kapal kecil di kedalaman dangkal. Di beberapa desa, warga masih membuat garam laut dengan cara tradisional.</p><p><strong>Waktu terbaik:</strong> pagi untuk snorkeling saat laut tenang; matahari terbit dari titik pandang Jemeluk sangat indah. Musim kemarau (April–November) paling jernih. <strong>Biaya:</strong> pantai gratis; sewa alat snorkel sekitar Rp30.000–50.000 per hari.</p>",
      en: "<p>Amed is the name for a string of fishing villages along Bali's north-east coast, from Amed and Jemeluk to Bunutan and Lipah. Brightly painted jukung outriggers line the black-sand beaches, with Mount Agung behind. It is calm and a world away from the busy south.</p><p>Amed is superb for snorkelling straight from the beach: in Jemeluk Bay the coral and colourful fish start just a few metres from shore, and at Banyuning a small wreck lies in shallow water. In some villages people still make sea salt the traditional way.</p><p><strong>Best time:</strong> mornings for snorkelling while the sea is calm; sunrise from the Jemeluk viewpoint is beautiful. The dry season (April–November) has the clearest water. <strong>Cost:</strong> the beaches are free; snorkel gear hire is about IDR 30,000–50,000 a day.</p>",
    },
    note: {
      id: "<ul><li>Perjalanan dari Bali selatan sekitar 2,5–3 jam; lebih enak menginap semalam atau dua malam.</li><li>Pantai berbatu kerikil; sepatu air sangat membantu saat masuk ke laut.</li><li>ATM terbatas di Amed; bawa cukup uang tunai.</li></ul>",
      en: "<ul><li>It is 2.5–3 hours from the south, so it's much nicer with a night or two.</li><li>The beaches are pebbly; water shoes help a lot getting in and out.</li><li>There are few ATMs in Amed; bring enough cash.</li></ul>",
    },
    scenes: ["sea", "underwater", "boat", "volcano"],
  },
  {
    slug: "tulamben-liberty-wreck",
    regency: "karangasem",
    name: { id: "Bangkai Kapal USAT Liberty, Tulamben", en: "USAT Liberty Wreck, Tulamben" },
    location: { id: "Tulamben, Kubu, Karangasem", en: "Tulamben, Kubu, Karangasem" },
    visitor: 150000,
    des: {
      id: "<p>USAT Liberty adalah kapal kargo Angkatan Darat Amerika Serikat yang terkena torpedo kapal selam Jepang pada 1942 dan ditarik ke pantai Tulamben. Letusan Gunung Agung pada 1963 menggeser bangkainya ke laut, dan kini kapal sepanjang sekitar 120 meter itu terbaring di kedalaman sekitar 5 hingga 30 meter, hanya beberapa puluh meter dari pantai.</p><p>Bangkai kapal ini diselimuti karang lunak, gorgonian, dan spons, dan dihuni ribuan ikan: ikan bumphead parrotfish yang datang berkelompok saat fajar, ikan kakatua, barakuda, dan makhluk kecil untuk fotografer makro. Karena dangkal, bagian atasnya bisa dilihat dengan snorkeling, dan ini salah satu titik selam paling mudah di dunia untuk penyelam pemula.</p><p><strong>Waktu terbaik:</strong> menyelam pukul 06.00–08.00, sebelum rombongan dari Bali selatan tiba; selam malam juga sangat menarik. Musim kemarau paling jernih. <strong>Biaya:</strong> pantai gratis; trip dua kali selam dengan pemandu mulai sekitar Rp900.000 per orang untuk penyelam bersertifikat, termasuk peralatan.</p>",
      en: "<p>The USAT Liberty was a US Army cargo ship torpedoed by a Japanese submarine in 1942 and towed onto the beach at Tulamben. Mount Agung's 1963 eruption pushed the hull into the sea, and today the roughly 120-metre wreck lies in about 5 to 30 metres of water, just a few dozen metres from shore.</p><p>It is covered in soft corals, sea fans and sponges and teems with fish: schools of bumphead parrotfish at dawn, parrotfish, barracuda and tiny critters for macro photographers. Because it is shallow, the top can be seen while snorkelling, and it is one of the world's easiest wreck dives for beginners.</p><p><strong>Best time:</strong> dive at 06:00–08:00, before the day trippers from the south arrive; night dives are excellent too. The dry season has the clearest water. <strong>Cost:</strong> the beach is free; a guided two-dive trip for certified divers starts at about IDR 900,000 per person, equipment included.</p>",
    },
    note: {
      id: "<ul><li>Masuk ke laut dari pantai berbatu bulat yang licin; ibu-ibu porter setempat akan membawakan tabung selam Anda.</li><li>Jangan menyentuh bangkai kapal atau karang; sarung tangan tidak diperbolehkan di banyak operator.</li><li>Beri jeda minimal 18–24 jam antara menyelam dan naik ke dataran tinggi seperti Kintamani atau Besakih.</li></ul>",
      en: "<ul><li>You enter the water from a beach of slippery round boulders; local women porters carry your tanks.</li><li>Don't touch the wreck or the coral; many operators don't allow gloves.</li><li>Leave at least 18–24 hours between diving and going up into the highlands, such as Kintamani or Besakih.</li></ul>",
    },
    scenes: ["underwater", "sea", "volcano"],
  },
  {
    slug: "tenganan-village",
    regency: "karangasem",
    name: { id: "Desa Tenganan Pegringsingan", en: "Tenganan Pegringsingan Village" },
    location: { id: "Tenganan, Manggis, Karangasem", en: "Tenganan, Manggis, Karangasem" },
    visitor: 100000,
    des: {
      id: "<p>Tenganan Pegringsingan, tidak jauh dari Candidasa, adalah salah satu desa Bali Aga, masyarakat Bali asli yang mempertahankan adat dari masa sebelum pengaruh Majapahit. Desa ini dikelilingi tembok, dengan deretan rumah dan bale panjang di sepanjang halaman berumput yang bertingkat.</p><p>Tenganan terkenal dengan kain <em>geringsing</em>, tenun ikat ganda yang proses pewarnaan dan penenunannya bisa memakan waktu bertahun-tahun, dan hanya dibuat di sini di Indonesia. Anda juga bisa melihat perajin menulis dan menggambar di atas daun lontar. Sekitar Juni–Juli, desa ini menggelar Perang Pandan (mekare-kare), ketika para pemuda bertarung dengan daun pandan berduri.</p><p><strong>Waktu terbaik:</strong> pagi hari. <strong>Tiket masuk:</strong> berupa sumbangan sukarela di pintu masuk (Rp10.000–20.000 per orang sudah pantas). <strong>Pakaian:</strong> sopan, bahu dan lutut tertutup.</p>",
      en: "<p>Tenganan Pegringsingan, close to Candidasa, is one of Bali's Bali Aga villages, whose people keep customs from before the Majapahit era. The village is walled, with rows of houses and long pavilions along stepped grassy courtyards.</p><p>It is famous for <em>geringsing</em> cloth, a double-ikat weave whose dyeing and weaving can take years and which is made nowhere else in Indonesia. You can also watch craftsmen writing and drawing on lontar palm leaves. Around June–July the village holds the Pandan War (mekare-kare), when young men duel with thorny pandanus leaves.</p><p><strong>Best time:</strong> morning. <strong>Entrance:</strong> a voluntary donation at the gate (IDR 10,000–20,000 per person is fine). <strong>Dress code:</strong> modest, with shoulders and knees covered.</p>",
    },
    note: {
      id: "<ul><li>Kain geringsing asli harganya jutaan rupiah karena proses pembuatannya sangat lama; kain yang murah biasanya bukan ikat ganda.</li><li>Anda akan diundang masuk ke rumah-rumah yang berjualan; tidak ada kewajiban membeli.</li><li>Mintalah izin sebelum memotret warga.</li></ul>",
      en: "<ul><li>Genuine geringsing costs millions of rupiah because it takes so long to make; cheap cloth is usually not double ikat.</li><li>You'll be invited into homes that sell crafts; there is no obligation to buy.</li><li>Ask before photographing people.</li></ul>",
    },
    scenes: ["temple-gate", "market", "jungle"],
  },
  {
    slug: "sidemen-valley",
    regency: "karangasem",
    name: { id: "Lembah Sidemen", en: "Sidemen Valley" },
    location: { id: "Sidemen, Karangasem", en: "Sidemen, Karangasem" },
    visitor: 150000,
    des: {
      id: "<p>Sidemen adalah lembah sawah di selatan Gunung Agung, sering disebut seperti Ubud tiga puluh tahun lalu. Sawah berundak menuruni lereng hingga ke sungai, pohon kelapa dan kebun salak di sela-selanya, dan puncak Gunung Agung menjulang di atas semuanya.</p><p>Di sini Anda bisa berjalan kaki bersama pemandu lokal menyusuri pematang dan desa, melihat petani menanam atau memanen padi, mengunjungi penenun songket dan endek di rumah-rumah, dan berhenti di warung untuk kopi Bali. Beberapa vila dan homestay kecil menawarkan pemandangan lembah dari kolam renang.</p><p><strong>Waktu terbaik:</strong> pagi hari, saat Gunung Agung biasanya terlihat jelas; sore hari kabut sering turun. <strong>Biaya:</strong> tidak ada tiket masuk; trekking dengan pemandu lokal sekitar Rp150.000–300.000 per orang.</p>",
      en: "<p>Sidemen is a valley of rice fields south of Mount Agung, often compared to Ubud thirty years ago. Terraces step down to the river, with coconut palms and salak groves between them, and Agung's summit towers above it all.</p><p>Here you can walk with a local guide along the dykes and through the villages, watch farmers planting or harvesting, visit songket and endek weavers in their homes and stop at a warung for Balinese coffee. A few small villas and homestays look out over the valley from their pools.</p><p><strong>Best time:</strong> morning, when Agung is usually clear; mist often settles in the afternoon. <strong>Cost:</strong> no entrance fee; a guided walk with a local guide costs about IDR 150,000–300,000 per person.</p>",
    },
    note: {
      id: "<ul><li>Dari Ubud atau Sanur sekitar 1–1,5 jam; sangat cocok untuk menginap satu atau dua malam.</li><li>Pematang sawah bisa berlumpur; pakai alas kaki yang tidak masalah jika kotor.</li><li>Mudah digabung dengan Pura Besakih atau Kerta Gosa di Klungkung.</li></ul>",
      en: "<ul><li>About 1–1.5 hours from Ubud or Sanur; ideal for a night or two.</li><li>The dykes can be muddy; wear shoes you don't mind getting dirty.</li><li>Easy to combine with Besakih or Kerta Gosa in Klungkung.</li></ul>",
    },
    scenes: ["rice-terraces", "volcano", "jungle"],
  },
  // ──────────────────────────── Buleleng ────────────────────────────
  {
    slug: "lovina-beach",
    regency: "buleleng",
    name: { id: "Pantai Lovina", en: "Lovina Beach" },
    location: { id: "Kalibukbuk, Buleleng", en: "Kalibukbuk, Buleleng" },
    visitor: 500000,
    des: {
      id: "<p>Lovina adalah deretan pantai pasir hitam di pesisir utara Bali, sekitar 10 kilometer di barat Singaraja, dengan pusat di Desa Kalibukbuk dan patung lumba-lumbanya yang terkenal. Lautnya tenang dan dilindungi karang, suasananya santai, dan penginapan jauh lebih murah daripada di selatan.</p><p>Lovina paling terkenal dengan wisata lumba-lumba saat matahari terbit. Sekitar pukul 06.00, perahu jukung berangkat ke laut lepas, tempat kawanan lumba-lumba spinner dan hidung botol sering muncul melompat di sekitar perahu. Setelahnya Anda bisa snorkeling di terumbu dekat pantai atau menjelajahi Singaraja, Banjar, dan air terjun di perbukitan.</p><p><strong>Waktu terbaik:</strong> musim kemarau (April–Oktober) untuk laut paling tenang; wisata lumba-lumba pukul 06.00–08.00. <strong>Biaya:</strong> pantai gratis; perahu lumba-lumba sekitar Rp150.000–200.000 per orang, biasanya dengan snorkeling singkat.</p>",
      en: "<p>Lovina is a stretch of black-sand beaches on Bali's north coast, about 10 kilometres west of Singaraja, centred on the village of Kalibukbuk and its well-known dolphin statue. The sea is calm and reef-sheltered, the mood is easy-going and accommodation is far cheaper than in the south.</p><p>Lovina is best known for its sunrise dolphin trips. Around 06:00 the jukung outriggers head out to sea, where pods of spinner and bottlenose dolphins often surface and leap around the boats. Afterwards you can snorkel on the reef near the beach or explore Singaraja, Banjar and the waterfalls in the hills.</p><p><strong>Best time:</strong> the dry season (April–October) for the calmest sea; dolphin trips run 06:00–08:00. <strong>Cost:</strong> the beach is free; dolphin boats cost about IDR 150,000–200,000 per person, usually with a short snorkel.</p>",
    },
    note: {
      id: "<ul><li>Pada hari ramai puluhan perahu mengejar lumba-lumba yang sama. Minta nakhoda menjaga jarak dan tidak memotong jalur kawanan.</li><li>Bawa jaket tipis untuk perahu pagi; angin laut cukup dingin.</li><li>Dari Bali selatan sekitar 3 jam melewati Bedugul; lebih enak menginap setidaknya satu malam.</li></ul>",
      en: "<ul><li>On busy days dozens of boats chase the same pod. Ask your skipper to keep his distance and not cut across the dolphins' path.</li><li>Bring a light jacket for the early boat; the sea breeze is chilly.</li><li>It is about three hours from the south via Bedugul, so stay at least one night.</li></ul>",
    },
    scenes: ["sea", "boat", "beach-dusk"],
  },
  {
    slug: "sekumpul-waterfall",
    regency: "buleleng",
    name: { id: "Air Terjun Sekumpul", en: "Sekumpul Waterfall" },
    location: { id: "Sekumpul, Sawan, Buleleng", en: "Sekumpul, Sawan, Buleleng" },
    visitor: 150000,
    des: {
      id: "<p>Sekumpul sering disebut air terjun terindah di Bali. Di sebuah lembah hijau yang dalam, beberapa air terjun setinggi puluhan meter jatuh berdampingan dari tebing yang diselimuti pakis dan hutan, menimbulkan kabut air yang bisa terasa dari jauh.</p><p>Perjalanan ke sana adalah bagian dari pengalamannya: melewati kebun cengkih, durian, dan kopi, menuruni ratusan anak tangga, lalu menyeberangi sungai dangkal hingga berdiri di kaki air terjun. Rute yang lebih panjang juga mengunjungi air terjun Fiji di lembah sebelahnya.</p><p><strong>Waktu terbaik:</strong> musim kemarau (April–Oktober) dan pagi hari, sebelum hujan sore. <strong>Biaya:</strong> pengunjung wajib didampingi pemandu desa; tiket dengan pemandu sekitar Rp125.000–200.000 per orang tergantung rute.</p>",
      en: "<p>Sekumpul is often called Bali's most beautiful waterfall. In a deep green valley, several falls tens of metres high plunge side by side from cliffs draped in ferns and forest, throwing out a spray you can feel from far away.</p><p>Getting there is part of the experience: through gardens of cloves, durian and coffee, down several hundred steps and across a shallow river until you stand at the foot of the falls. Longer routes also take in the Fiji falls in the next valley.</p><p><strong>Best time:</strong> the dry season (April–October) and mornings, before the afternoon rain. <strong>Cost:</strong> visitors must go with a village guide; tickets with a guide cost about IDR 125,000–200,000 per person depending on the route.</p>",
    },
    note: {
      id: "<ul><li>Sediakan 2–3 jam untuk turun, menikmati air terjun, dan naik kembali. Tangganya cukup berat.</li><li>Anda akan basah saat menyeberangi sungai; bawa sandal gunung, baju ganti, dan kantong kedap air.</li><li>Setelah hujan deras, sungai bisa meluap dengan cepat dan lokasi ditutup; ikuti arahan pemandu.</li><li>Dari Ubud sekitar 2,5 jam, dari Lovina sekitar 45 menit.</li></ul>",
      en: "<ul><li>Allow 2–3 hours to walk down, enjoy the falls and climb back up; the steps are a workout.</li><li>You will get wet crossing the river: bring sports sandals, a change of clothes and a waterproof bag.</li><li>After heavy rain the river can rise fast and the site may close; follow your guide.</li><li>About 2.5 hours from Ubud and 45 minutes from Lovina.</li></ul>",
    },
    scenes: ["waterfall", "jungle", "rice-terraces"],
  },
  {
    slug: "gitgit-waterfall",
    regency: "buleleng",
    name: { id: "Air Terjun Gitgit", en: "Gitgit Waterfall" },
    location: { id: "Gitgit, Sukasada, Buleleng", en: "Gitgit, Sukasada, Buleleng" },
    visitor: 200000,
    des: {
      id: "<p>Gitgit adalah air terjun setinggi sekitar 35 meter di jalan antara Bedugul dan Singaraja, salah satu air terjun yang paling lama dikenal wisatawan di Bali utara. Airnya jatuh lurus dari tebing berhutan ke kolam berbatu, dikelilingi pohon-pohon besar dan lumut.</p><p>Dari jalan raya, jalan setapak beraspal melewati kebun dan kios suvenir menurun sekitar 10–15 menit ke dasar air terjun, sehingga Gitgit lebih mudah dicapai daripada Sekumpul. Di sekitarnya ada beberapa air terjun kecil lain, termasuk air terjun kembar Gitgit.</p><p><strong>Waktu terbaik:</strong> pagi hingga siang, sebelum kabut dan hujan sore. <strong>Tiket masuk:</strong> sekitar Rp20.000–30.000 untuk wisatawan mancanegara.</p>",
      en: "<p>Gitgit is a waterfall about 35 metres high on the road between Bedugul and Singaraja, one of the longest-known falls in north Bali. It drops straight from a forested cliff into a rocky pool, surrounded by big trees and moss.</p><p>From the main road, a paved path past gardens and souvenir stalls leads down in 10–15 minutes to the foot of the falls, so Gitgit is far easier to reach than Sekumpul. There are several smaller falls nearby, including the Gitgit twin falls.</p><p><strong>Best time:</strong> morning to midday, before the afternoon mist and rain. <strong>Entrance:</strong> about IDR 20,000–30,000 for foreign visitors.</p>",
    },
    note: {
      id: "<ul><li>Cocok untuk keluarga atau siapa saja yang tidak ingin trekking berat.</li><li>Beberapa orang di tepi jalan akan menawarkan diri sebagai pemandu; untuk air terjun utama Anda tidak memerlukannya.</li><li>Mudah dijadikan persinggahan dalam perjalanan dari Bedugul ke Lovina.</li></ul>",
      en: "<ul><li>Good for families and anyone who doesn't want a hard trek.</li><li>People by the road may offer to guide you; you don't need one for the main falls.</li><li>An easy stop on the drive from Bedugul down to Lovina.</li></ul>",
    },
    scenes: ["waterfall", "jungle", "market"],
  },
  {
    slug: "banjar-hot-springs",
    regency: "buleleng",
    name: { id: "Air Panas Banjar", en: "Banjar Hot Springs" },
    location: { id: "Banjar, Buleleng", en: "Banjar, Buleleng" },
    visitor: 200000,
    des: {
      id: "<p>Air Panas Banjar adalah pemandian air panas alami di tengah taman tropis di perbukitan, sekitar 20 menit dari Lovina. Air belerang yang hangat, sekitar 37–38°C, mengalir dari mulut-mulut naga berukir batu ke tiga kolam bertingkat.</p><p>Kolam atas lebih dangkal dan tenang, sedangkan di kolam bawah Anda bisa berdiri di bawah pancuran setinggi dua hingga tiga meter untuk “pijat” air di bahu. Warga percaya airnya baik untuk kulit dan pegal-pegal. Ada ruang ganti dan restoran kecil yang menghadap kolam.</p><p><strong>Waktu terbaik:</strong> pagi hari sebelum pukul 10.00 atau di hari kerja, saat kolam belum ramai. <strong>Tiket masuk:</strong> sekitar Rp20.000–30.000 untuk dewasa.</p>",
      en: "<p>Banjar Hot Springs is a natural hot spring in a tropical garden in the hills, about 20 minutes from Lovina. Warm sulphur water at around 37–38°C pours from carved stone dragon heads into three stepped pools.</p><p>The upper pool is shallow and calm, while in the lower pool you can stand under spouts two to three metres high for a water “massage” on your shoulders. Locals believe the water is good for the skin and aching muscles. There are changing rooms and a small restaurant overlooking the pools.</p><p><strong>Best time:</strong> before 10:00 or on weekdays, before the pools fill up. <strong>Entrance:</strong> about IDR 20,000–30,000 for adults.</p>",
    },
    note: {
      id: "<ul><li>Bawa baju renang, handuk, dan baju ganti; loker tersedia dengan biaya kecil.</li><li>Batu di sekitar kolam licin oleh lumut; hati-hati terutama dengan anak-anak.</li><li>Perhiasan perak bisa menghitam karena belerang; lepas sebelum berendam.</li><li>Vihara Brahmavihara Arama hanya sekitar 10 menit dari sini.</li></ul>",
      en: "<ul><li>Bring swimwear, a towel and dry clothes; lockers are available for a small fee.</li><li>The stones around the pools are slippery with algae; take care, especially with children.</li><li>Silver jewellery can tarnish in the sulphur water; take it off first.</li><li>The Brahmavihara Arama monastery is only about ten minutes away.</li></ul>",
    },
    scenes: ["spa", "jungle", "waterfall"],
  },
  {
    slug: "brahmavihara-arama",
    regency: "buleleng",
    name: { id: "Vihara Brahmavihara Arama", en: "Brahmavihara Arama Monastery" },
    location: { id: "Banjar Tegeha, Banjar, Buleleng", en: "Banjar, Buleleng" },
    visitor: 100000,
    des: {
      id: "<p>Brahmavihara Arama adalah vihara Buddha terbesar di Bali, dibangun di lereng bukit di atas Desa Banjar dengan pemandangan ke laut utara. Arsitekturnya memadukan ornamen Bali, seperti gerbang candi bentar dan atap bertingkat, dengan unsur Buddha dari Thailand dan Jawa.</p><p>Jalan setapak naik melewati taman yang tenang, kolam teratai, ruang meditasi dengan patung Buddha berlapis emas, hingga replika kecil stupa Borobudur di bagian atas kompleks. Vihara ini masih aktif sebagai tempat ibadah dan rutin menyelenggarakan retret meditasi.</p><p><strong>Waktu terbaik:</strong> pagi atau sore hari, saat udara sejuk dan cahaya lembut. <strong>Tiket masuk:</strong> gratis, dengan kotak sumbangan. <strong>Pakaian:</strong> sopan, bahu dan lutut tertutup; kain dipinjamkan di pintu masuk. Lepas alas kaki di ruang ibadah.</p>",
      en: "<p>Brahmavihara Arama is the largest Buddhist monastery in Bali, built on a hillside above the village of Banjar with views out to the northern sea. Its architecture blends Balinese features, such as split gates and tiered roofs, with Buddhist elements from Thailand and Java.</p><p>Paths climb through quiet gardens and lotus ponds, past meditation halls with golden Buddha statues, to a small replica of the Borobudur stupa at the top of the complex. It is still a working monastery and holds regular meditation retreats.</p><p><strong>Best time:</strong> morning or late afternoon, when it is cool and the light is soft. <strong>Entrance:</strong> free, with a donation box. <strong>Dress code:</strong> modest, with shoulders and knees covered; sarongs are lent at the entrance. Take off your shoes in the prayer halls.</p>",
    },
    note: {
      id: "<ul><li>Jaga ketenangan: bicaralah pelan, dan jangan memotret orang yang sedang bermeditasi.</li><li>Kunjungan 45–60 menit sudah cukup; mudah digabung dengan Air Panas Banjar.</li><li>Jangan duduk membelakangi atau menunjuk arca Buddha dengan kaki.</li></ul>",
      en: "<ul><li>Keep it peaceful: speak softly and don't photograph people meditating.</li><li>45–60 minutes is enough; it pairs well with Banjar Hot Springs.</li><li>Don't sit with your back to a Buddha statue or point your feet towards it.</li></ul>",
    },
    scenes: ["temple-gate", "jungle", "sea"],
  },
  {
    slug: "twin-lakes-munduk",
    regency: "buleleng",
    name: { id: "Danau Buyan, Danau Tamblingan & Munduk", en: "Buyan & Tamblingan Twin Lakes and Munduk" },
    location: { id: "Munduk, Banjar, Buleleng", en: "Munduk, Banjar, Buleleng" },
    visitor: 300000,
    des: {
      id: "<p>Di perbukitan sebelah barat Bedugul, Danau Buyan dan Danau Tamblingan terletak berdampingan di dasar kaldera tua yang dikelilingi hutan hujan. Dari jalan di punggung bukit, titik pandang di Wanagiri menyajikan pemandangan kedua danau sekaligus, dengan ayunan dan panggung foto di tepi jurang.</p><p>Di Tamblingan, nelayan setempat mendayung Anda dengan perahu kayu ke Pura Ulun Danu Tamblingan yang tenang di tepi danau. Turun sedikit ke utara, Desa Munduk dikelilingi kebun cengkih dan kopi, dengan beberapa air terjun seperti Munduk (Red Coral) dan Melanting yang bisa dicapai lewat jalan setapak di hutan.</p><p><strong>Waktu terbaik:</strong> pagi hari, sebelum kabut turun sekitar tengah hari. <strong>Biaya:</strong> titik pandang dan ayunan sekitar Rp20.000–150.000; perahu di Tamblingan sekitar Rp150.000–250.000 per perahu; air terjun Munduk sekitar Rp20.000 per orang.</p>",
      en: "<p>In the hills west of Bedugul, Lake Buyan and Lake Tamblingan lie side by side in the floor of an old caldera ringed by rainforest. From the ridge road, the viewpoints at Wanagiri take in both lakes at once, with swings and photo platforms on the edge of the drop.</p><p>On Tamblingan, local fishermen paddle you in a wooden canoe to the quiet Ulun Danu Tamblingan temple on the shore. A little further north, Munduk village is surrounded by clove and coffee gardens, with waterfalls such as Munduk (Red Coral) and Melanting reached by forest paths.</p><p><strong>Best time:</strong> morning, before the mist rolls in around midday. <strong>Cost:</strong> viewpoints and swings about IDR 20,000–150,000; a canoe on Tamblingan about IDR 150,000–250,000 per boat; Munduk waterfall about IDR 20,000 per person.</p>",
    },
    note: {
      id: "<ul><li>Di ketinggian sekitar 1.200 meter udara dingin dan lembap; bawa jaket dan jas hujan ringan.</li><li>Jalan setapak ke air terjun licin dan berlumpur di musim hujan.</li><li>Munduk punya banyak penginapan dengan pemandangan lembah; menginap semalam membuat perjalanan ke Bali utara jauh lebih santai.</li></ul>",
      en: "<ul><li>At about 1,200 metres it is cool and damp; bring a jacket and a light rain jacket.</li><li>Forest paths to the waterfalls are slippery and muddy in the wet season.</li><li>Munduk has plenty of guesthouses with valley views; a night here makes a trip to the north much more relaxed.</li></ul>",
    },
    scenes: ["lake", "jungle", "waterfall", "temple-gate"],
  },
  {
    slug: "menjangan-island",
    regency: "buleleng",
    name: { id: "Pulau Menjangan", en: "Menjangan Island" },
    location: {
      id: "Gerokgak, Buleleng (Taman Nasional Bali Barat)",
      en: "Gerokgak, Buleleng (West Bali National Park)",
    },
    visitor: 100000,
    des: {
      id: "<p>Pulau Menjangan adalah pulau kecil tak berpenghuni di lepas pantai barat laut Bali, bagian dari Taman Nasional Bali Barat. Namanya berasal dari rusa (menjangan) yang hidup di pulau ini dan kadang berjalan hingga ke pantai. Terumbu karangnya termasuk yang paling terjaga di Bali.</p><p>Daya tarik utamanya adalah dinding karang yang turun tegak dari kedalaman beberapa meter hingga puluhan meter, dihiasi kipas laut, karang lunak, dan ikan warna-warni, dengan air yang biasanya sangat jernih dan arus tenang. Cocok untuk snorkeling maupun menyelam. Di pulau ini juga ada pura dengan patung Ganesha besar menghadap laut.</p><p><strong>Waktu terbaik:</strong> musim kemarau (April–November), pagi hari. <strong>Biaya:</strong> perahu berangkat dari Labuhan Lalang atau Pemuteran, sekitar 30 menit. Trip snorkeling umumnya Rp350.000–600.000 per orang, biasanya sudah termasuk biaya taman nasional.</p>",
      en: "<p>Menjangan is a small uninhabited island off Bali's north-west coast, part of West Bali National Park. It is named after the deer (menjangan) that live here and sometimes wander down to the beach. Its reefs are among the best preserved in Bali.</p><p>The draw is the coral walls that drop straight down from a few metres to tens of metres, covered in sea fans, soft corals and colourful fish, with usually very clear water and gentle currents. It suits snorkellers and divers alike. The island also has a temple with a large Ganesha statue facing the sea.</p><p><strong>Best time:</strong> the dry season (April–November), in the morning. <strong>Cost:</strong> boats leave from Labuhan Lalang or Pemuteran, about 30 minutes. Snorkelling trips usually cost IDR 350,000–600,000 per person, normally including the national park fees.</p>",
    },
    note: {
      id: "<ul><li>Dari Bali selatan sekitar 4 jam; paling nyaman menginap di Pemuteran.</li><li>Gunakan tabir surya yang ramah karang, atau kaus renang lengan panjang.</li><li>Di Pemuteran Anda juga bisa melihat proyek terumbu karang Biorock dan tempat penangkaran penyu.</li></ul>",
      en: "<ul><li>About four hours from the south; staying in Pemuteran makes it much easier.</li><li>Use reef-safe sunscreen, or a long-sleeved rash guard.</li><li>In Pemuteran you can also see the Biorock reef project and a turtle hatchery.</li></ul>",
    },
    scenes: ["underwater", "sea", "boat", "temple-gate"],
  },
  // ──────────────────────────── Jembrana ────────────────────────────
  {
    slug: "west-bali-national-park",
    regency: "jembrana",
    name: { id: "Taman Nasional Bali Barat", en: "West Bali National Park" },
    location: { id: "Cekik, Melaya, Jembrana", en: "Cekik, Melaya, Jembrana" },
    visitor: 100000,
    des: {
      id: "<p>Taman Nasional Bali Barat melindungi hampir 20.000 hektare hutan musim, sabana, hutan bakau, dan terumbu karang di ujung barat Bali. Ini satu-satunya taman nasional di pulau ini dan rumah terakhir jalak bali, burung putih dengan ujung sayap dan ekor hitam serta kulit biru terang di sekitar mata, yang kini diselamatkan lewat program penangkaran dan pelepasliaran.</p><p>Dengan ranger taman nasional Anda bisa trekking menembus hutan dan sabana untuk melihat rusa, kera hitam (lutung), burung rangkong, dan, dengan sedikit keberuntungan, jalak bali. Pilihan lain adalah menyusuri hutan bakau Teluk Gilimanuk dengan perahu, atau snorkeling dan menyelam di Pulau Menjangan.</p><p><strong>Waktu terbaik:</strong> pagi hari (pukul 06.00–09.00) saat satwa paling aktif; musim kemarau (April–Oktober) paling mudah untuk trekking. <strong>Biaya:</strong> tiket masuk untuk wisatawan mancanegara sekitar Rp150.000–250.000 per orang (lebih mahal di hari libur), ditambah biaya ranger pemandu. Izin diurus di kantor taman nasional di Cekik atau Labuhan Lalang.</p>",
      en: "<p>West Bali National Park protects almost 20,000 hectares of monsoon forest, savannah, mangroves and coral reef at Bali's western tip. It is the island's only national park and the last home of the Bali starling, a white bird with black wingtips and bright blue skin around its eyes, now being saved by breeding and release programmes.</p><p>With a park ranger you can trek through forest and savannah to see deer, black langur monkeys, hornbills and, with some luck, Bali starlings. Other options are a boat trip through the mangroves of Gilimanuk Bay, or snorkelling and diving at Menjangan Island.</p><p><strong>Best time:</strong> early morning (06:00–09:00), when wildlife is most active; the dry season (April–October) is easiest for trekking. <strong>Cost:</strong> entry for foreign visitors is about IDR 150,000–250,000 per person (more on holidays), plus a fee for the ranger guide. Permits are arranged at the park offices in Cekik or Labuhan Lalang.</p>",
    },
    note: {
      id: "<ul><li>Trekking di dalam taman wajib didampingi ranger resmi.</li><li>Pakai celana panjang dan sepatu tertutup; bawa obat anti nyamuk dan air minum yang cukup.</li><li>Dari Bali selatan sekitar 3,5–4 jam; menginap di Pemuteran, Gilimanuk, atau Negara membuat kunjungan jauh lebih santai.</li></ul>",
      en: "<ul><li>Treks inside the park must be accompanied by an official ranger.</li><li>Wear long trousers and closed shoes; bring insect repellent and plenty of water.</li><li>It is 3.5–4 hours from the south; staying in Pemuteran, Gilimanuk or Negara makes the visit far more relaxed.</li></ul>",
    },
    scenes: ["jungle", "sea", "boat", "underwater"],
  },
  {
    slug: "medewi-beach",
    regency: "jembrana",
    name: { id: "Pantai Medewi", en: "Medewi Beach" },
    location: { id: "Medewi, Pekutatan, Jembrana", en: "Medewi, Pekutatan, Jembrana" },
    visitor: 80000,
    des: {
      id: "<p>Pantai Medewi adalah pantai berbatu dan berpasir hitam di pesisir barat daya Bali, sekitar 2,5 jam dari Canggu, dengan sawah dan kebun kelapa tepat di belakang pantai. Desanya kecil dan tenang, dengan beberapa losmen dan warung di sepanjang jalan ke pantai.</p><p>Medewi terkenal di kalangan peselancar karena ombak kirinya yang panjang, pecah di atas dasar berbatu dan bisa ditunggangi hingga ratusan meter. Di hari ombak kecil, ombaknya cukup lembut untuk peselancar tingkat menengah; di hari ombak besar, ini adalah salah satu ombak terbaik di Bali barat. Sore hari, kerbau dan petani pulang dari sawah saat matahari terbenam di atas laut.</p><p><strong>Waktu terbaik:</strong> musim kemarau (April–Oktober), pagi-pagi sekali saat angin masih tenang dan permukaan laut licin. <strong>Tiket masuk:</strong> gratis.</p>",
      en: "<p>Medewi is a black-sand and boulder beach on Bali's south-west coast, about 2.5 hours from Canggu, with rice fields and coconut groves right behind it. The village is small and quiet, with a few guesthouses and warungs along the lane to the beach.</p><p>Surfers know Medewi for its long left-hander that breaks over a rocky bottom and can be ridden for hundreds of metres. On small days it is gentle enough for intermediate surfers; on big days it is one of the best waves in west Bali. In the late afternoon, buffalo and farmers head home from the fields as the sun sets over the sea.</p><p><strong>Best time:</strong> the dry season (April–October), very early in the morning while the wind is light and the sea glassy. <strong>Entrance:</strong> free.</p>",
    },
    note: {
      id: "<ul><li>Pantai ini tidak cocok untuk berenang karena dasar berbatu dan arus.</li><li>Peselancar sebaiknya memakai sepatu karang untuk masuk dan keluar dari air di atas batu.</li><li>Cocok digabung dengan Pura Rambut Siwi dan pohon Bunut Bolong dalam perjalanan ke Bali barat.</li></ul>",
      en: "<ul><li>This is not a swimming beach: the bottom is rocky and there are currents.</li><li>Surfers should wear reef booties to get in and out over the rocks.</li><li>It pairs well with Rambut Siwi temple and the Bunut Bolong tree on a trip to west Bali.</li></ul>",
    },
    scenes: ["surf", "beach-dusk", "rice-terraces"],
  },
  {
    slug: "rambut-siwi-temple",
    regency: "jembrana",
    name: { id: "Pura Rambut Siwi", en: "Rambut Siwi Temple" },
    location: { id: "Yeh Embang Kangin, Mendoyo, Jembrana", en: "Yeh Embang Kangin, Mendoyo, Jembrana" },
    visitor: 60000,
    des: {
      id: "<p>Pura Rambut Siwi adalah pura laut terbesar di Jembrana, berdiri di atas tebing yang menghadap pantai pasir hitam panjang dan Samudra Hindia. Menurut kisahnya, Dang Hyang Nirartha singgah di sini dalam perjalanannya dari Jawa dan memberikan sehelai rambutnya kepada warga untuk dipuja, sehingga nama pura ini berarti “memuja rambut”.</p><p>Dari halaman pura, jalan setapak dan tangga menurun ke pantai, tempat beberapa pura kecil dan gua di kaki tebing. Suasananya sepi dan tenang, jauh dari keramaian Tanah Lot, dengan pemandangan laut yang sama luasnya.</p><p><strong>Waktu terbaik:</strong> sore hari menjelang matahari terbenam. <strong>Tiket masuk:</strong> berupa sumbangan; kain disediakan. <strong>Pakaian:</strong> kain dan selendang wajib di area pura.</p>",
      en: "<p>Rambut Siwi is the largest sea temple in Jembrana, perched on a cliff above a long black-sand beach and the Indian Ocean. Legend says the priest Nirartha stopped here on his journey from Java and gave the villagers a lock of his hair to worship, hence the name, “worshipping the hair”.</p><p>From the temple courtyard, paths and steps lead down to the beach, with small shrines and caves at the foot of the cliff. It is quiet and peaceful, far from the crowds of Tanah Lot, with just as grand a view of the sea.</p><p><strong>Best time:</strong> late afternoon towards sunset. <strong>Entrance:</strong> by donation; sarongs are provided. <strong>Dress code:</strong> sarong and sash are required inside the temple grounds.</p>",
    },
    note: {
      id: "<ul><li>Pura ini terletak di tepi jalan utama Denpasar–Gilimanuk, sehingga mudah dijadikan persinggahan.</li><li>Halaman utama bisa ditutup untuk pengunjung saat ada upacara.</li><li>Menurut adat, perempuan yang sedang haid diminta tidak memasuki area pura.</li></ul>",
      en: "<ul><li>The temple is just off the main Denpasar–Gilimanuk road, so it makes an easy stop.</li><li>The main courtyard may be closed to visitors during ceremonies.</li><li>By local custom, women who are menstruating are asked not to enter temple grounds.</li></ul>",
    },
    scenes: ["temple-gate", "cliff", "beach-dusk"],
  },
  {
    slug: "bunut-bolong-tree",
    regency: "jembrana",
    name: { id: "Bunut Bolong", en: "Bunut Bolong Tree Tunnel" },
    location: { id: "Manggissari, Pekutatan, Jembrana", en: "Manggissari, Pekutatan, Jembrana" },
    visitor: 50000,
    des: {
      id: "<p>Bunut Bolong adalah pohon bunut (sejenis beringin) raksasa yang akar-akarnya membentuk lorong, dan jalan raya melintas tepat di bawahnya. Pohon ini berdiri di jalan berkelok dari Pekutatan ke Pupuan, dan warga menganggapnya keramat; ada pelinggih kecil di sampingnya tempat sesajen dihaturkan.</p><p>Perjalanan ke sana sama menariknya dengan pohonnya: jalan mendaki dari pesisir Jembrana melewati hutan, kebun cengkih dan kopi, serta desa-desa pegunungan yang jarang didatangi wisatawan. Dari Bunut Bolong, jalan ini berlanjut ke sawah berundak Pupuan di Tabanan dan terus ke Bedugul.</p><p><strong>Waktu terbaik:</strong> pagi atau siang hari saat cerah, sebagai bagian dari perjalanan lintas Bali barat. <strong>Tiket masuk:</strong> gratis.</p>",
      en: "<p>Bunut Bolong is a giant bunut tree, a kind of fig, whose roots form an arch wide enough for the road to pass right through it. It stands on the winding road from Pekutatan to Pupuan, and locals consider it sacred: there is a small shrine beside it where offerings are placed.</p><p>The drive is as good as the tree: the road climbs from the Jembrana coast through forest, clove and coffee gardens and mountain villages few tourists see. Beyond Bunut Bolong it continues to the Pupuan rice terraces in Tabanan and on to Bedugul.</p><p><strong>Best time:</strong> morning or midday in clear weather, as part of a drive across west Bali. <strong>Entrance:</strong> free.</p>",
    },
    note: {
      id: "<ul><li>Jalan ini masih dipakai kendaraan; berhentilah di bahu jalan dan hati-hati saat berfoto di tengah lorong.</li><li>Jangan memanjat pohon atau mengganggu sesajen di pelinggih.</li><li>Rute Medewi–Bunut Bolong–Pupuan–Bedugul adalah alternatif yang indah untuk kembali ke Bali tengah.</li></ul>",
      en: "<ul><li>The road is still in use; pull over on the verge and take care when taking photos in the tunnel.</li><li>Don't climb the tree or disturb the offerings at the shrine.</li><li>The Medewi–Bunut Bolong–Pupuan–Bedugul route is a beautiful alternative way back to central Bali.</li></ul>",
    },
    scenes: ["jungle", "car", "rice-terraces"],
  },
];
