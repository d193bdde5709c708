import type { EventSeed } from "../types.ts";

export const events: EventSeed[] = [
  {
    slug: "new-years-eve-2026-bali",
    title: {
      id: "Malam Tahun Baru 2027 di Bali",
      en: "New Year's Eve 2026 in Bali",
    },
    location: {
      id: "Pantai Kuta, Seminyak, Jimbaran dan Sanur, Badung & Denpasar",
      en: "Kuta, Seminyak, Jimbaran and Sanur beaches, Badung & Denpasar",
    },
    start: "2026-12-31T20:00",
    end: "2027-01-01T01:00",
    content: {
      id: "<p>Pergantian tahun adalah malam tersibuk di Bali. Kembang api menyala di sepanjang pantai dari Kuta sampai Canggu, di tebing Uluwatu, di Jimbaran dan di Sanur, sementara beach club dan hotel menggelar pesta dengan DJ dan makan malam spesial.</p><ul><li>Jalan Pantai Kuta, Legian dan sebagian Seminyak ditutup untuk kendaraan sejak sekitar pukul 18.00. Datanglah lebih awal dan berjalan kaki dari hotel jika memungkinkan.</li><li>Taksi dan ojek online sangat sulit didapat antara pukul 23.00 dan 02.00, dan tarif melonjak.</li><li>Makan malam di Jimbaran atau restoran tepi pantai harus dipesan jauh hari; banyak yang penuh sejak awal Desember.</li></ul><p>Kami menyediakan mobil dengan sopir untuk malam tahun baru (pukul 18.00–02.00) yang menunggu di titik penjemputan yang sudah disepakati. Pesan paling lambat 20 Desember; kuota terbatas.</p>",
      en: "<p>New Year's Eve is Bali's busiest night. Fireworks go up all along the coast from Kuta to Canggu, on the Uluwatu cliffs, at Jimbaran and in Sanur, while beach clubs and hotels hold parties with DJs and special dinners.</p><ul><li>Jalan Pantai Kuta, Legian and parts of Seminyak close to traffic from around 18:00. Arrive early and walk from your hotel if you can.</li><li>Taxis and app rides are very hard to find between 23:00 and 02:00, and fares surge.</li><li>Dinner at Jimbaran or a beachfront restaurant must be booked well ahead; many are full by early December.</li></ul><p>We offer a car with driver for the night (18:00–02:00) who waits at an agreed pickup point. Book by 20 December at the latest; places are limited.</p>",
    },
    scenes: ["beach-dusk", "city", "sea"],
  },
  {
    slug: "galungan-january-2027",
    title: {
      id: "Hari Raya Galungan, Januari 2027",
      en: "Galungan holy day, January 2027",
    },
    location: {
      id: "Seluruh desa di Bali",
      en: "Every village across Bali",
    },
    start: "2027-01-13T06:00",
    end: "2027-01-13T20:00",
    content: {
      id: "<p>Galungan merayakan kemenangan dharma (kebaikan) atas adharma, dan diyakini sebagai hari ketika roh leluhur turun ke bumi. Dirayakan setiap 210 hari menurut kalender Pawukon Bali; kali ini jatuh pada <strong>Rabu, 13 Januari 2027</strong>.</p><p>Beberapa hari sebelumnya, setiap rumah memasang penjor, tiang bambu tinggi melengkung yang dihias janur, sehingga jalan-jalan desa tampak sangat indah. Sehari sebelumnya (Penampahan, 12 Januari) keluarga menyembelih babi dan memasak lawar untuk hari raya.</p><p>Pada hari Galungan, warga berpakaian adat terbaik pergi sembahyang ke pura keluarga dan pura desa sejak pagi. Ini waktu yang indah untuk berkeliling desa bersama sopir, asalkan Anda tetap menghormati orang yang sedang sembahyang.</p><p>Catatan: banyak toko dan warung tutup, dan beberapa objek wisata beroperasi dengan jam terbatas. Sebagian tur kami tetap berjalan; pesan lebih awal karena jumlah sopir dan pemandu yang bertugas lebih sedikit.</p>",
      en: "<p>Galungan celebrates the victory of dharma (good) over adharma, and is believed to be when ancestral spirits return to earth. It comes round every 210 days in the Balinese Pawukon calendar; this time it falls on <strong>Wednesday 13 January 2027</strong>.</p><p>In the days before, every house puts up a penjor, a tall curved bamboo pole decorated with palm leaves, so village streets look spectacular. The day before (Penampahan, 12 January), families slaughter pigs and cook lawar for the feast.</p><p>On Galungan itself, people in their best traditional dress pray at family and village temples from early morning. It is a lovely day to drive through the villages with a driver, as long as you respect the people at prayer.</p><p>Note: many shops and warungs close and some sights keep shorter hours. Several of our tours still run; book early because fewer drivers and guides are working.</p>",
    },
    scenes: ["temple-gate", "dance", "rice-terraces"],
  },
  {
    slug: "kuningan-january-2027",
    title: {
      id: "Hari Raya Kuningan, Januari 2027",
      en: "Kuningan holy day, January 2027",
    },
    location: {
      id: "Seluruh desa di Bali",
      en: "Every village across Bali",
    },
    start: "2027-01-23T06:00",
    end: "2027-01-23T13:00",
    content: {
      id: "<p>Sepuluh hari setelah Galungan, umat Hindu Bali merayakan Kuningan, hari ketika roh leluhur kembali ke alam mereka. Tahun ini Kuningan jatuh pada <strong>Sabtu, 23 Januari 2027</strong>.</p><p>Sembahyang Kuningan dilakukan pagi hari dan selesai sebelum tengah hari, karena menurut kepercayaan para leluhur sudah kembali ke kahyangan setelah itu. Sesajen khas Kuningan memakai nasi kuning dan hiasan tamiang berbentuk perisai bundar dari janur.</p><p>Pagi hari adalah saat terbaik melihat warga berjalan ke pura dengan sesajen di kepala. Beberapa desa menggelar tradisi unik, misalnya perang tipat atau ngerebeg; tanyakan kepada sopir kami apa yang ada di dekat tempat Anda menginap.</p>",
      en: "<p>Ten days after Galungan, Balinese Hindus celebrate Kuningan, when the ancestral spirits return to their world. This time Kuningan falls on <strong>Saturday 23 January 2027</strong>.</p><p>Kuningan prayers are held in the morning and finish before noon, because the ancestors are believed to have gone home by then. Typical Kuningan offerings use yellow rice and tamiang, round shield-shaped ornaments woven from palm leaves.</p><p>Early morning is the best time to see people walking to the temple with offerings balanced on their heads. Some villages hold their own traditions, such as a ritual rice-cake battle or a trance procession; ask our driver what is happening near where you stay.</p>",
    },
    scenes: ["temple-gate", "rice-terraces", "market"],
  },
  {
    slug: "chinese-new-year-2027",
    title: {
      id: "Imlek 2578 di Vihara Dharmayana Kuta",
      en: "Chinese New Year 2027 at Vihara Dharmayana, Kuta",
    },
    location: {
      id: "Vihara Dharmayana, Kuta, Badung",
      en: "Vihara Dharmayana, Kuta, Badung",
    },
    start: "2027-02-06T08:00",
    end: "2027-02-06T22:00",
    content: {
      id: "<p>Tahun Baru Imlek jatuh pada <strong>Sabtu, 6 Februari 2027</strong>, menyambut Tahun Kambing. Vihara Dharmayana di Kuta, klenteng berusia lebih dari dua abad, menjadi pusat perayaan bagi komunitas Tionghoa di Bali.</p><p>Sejak malam sebelumnya, vihara dipenuhi lilin merah raksasa dan lampion. Pada hari Imlek, umat datang bersembahyang dengan dupa, dan pertunjukan barongsai biasanya digelar di halaman. Pengunjung dari agama apa pun dipersilakan masuk dengan pakaian sopan.</p><p>Di Bali, perayaan Imlek juga terlihat di Pura Batur, Kintamani, yang memiliki pelinggih bergaya Tionghoa, simbol akulturasi Bali dan Tionghoa sejak berabad-abad lalu.</p><p>Imlek adalah libur nasional, jadi jalanan di Bali selatan bisa lebih ramai oleh wisatawan domestik.</p>",
      en: "<p>Chinese New Year falls on <strong>Saturday 6 February 2027</strong>, welcoming the Year of the Goat. Vihara Dharmayana in Kuta, a Chinese temple more than two centuries old, is the heart of the celebrations for Bali's Chinese community.</p><p>From the evening before, the temple fills with giant red candles and lanterns. On the day, worshippers come to pray with incense, and lion dances are usually performed in the courtyard. Visitors of any faith are welcome in modest dress.</p><p>The day is also marked at Pura Batur in Kintamani, which has a Chinese-style shrine, a sign of the centuries-old blending of Balinese and Chinese culture.</p><p>It is a national holiday, so roads in south Bali can be busier with domestic tourists.</p>",
    },
    scenes: ["temple-gate", "dance", "city"],
  },
  {
    slug: "ogoh-ogoh-parade-2027",
    title: {
      id: "Pawai Ogoh-ogoh malam Pengerupukan 2027",
      en: "Ogoh-ogoh parade on Nyepi eve 2027",
    },
    location: {
      id: "Seluruh desa di Bali; pawai besar di Denpasar, Kuta dan Ubud",
      en: "Villages all over Bali; large parades in Denpasar, Kuta and Ubud",
    },
    start: "2027-03-08T17:00",
    end: "2027-03-08T23:00",
    content: {
      id: "<p>Pada malam sebelum Nyepi, setiap banjar (lingkungan adat) mengarak ogoh-ogoh, patung raksasa yang menggambarkan bhuta kala atau sifat-sifat buruk manusia. Patung dibuat berbulan-bulan oleh pemuda desa, dan tingginya bisa mencapai lima meter.</p><p>Ogoh-ogoh diusung keliling desa diiringi baleganjur (gamelan pawai), diputar-putar di perempatan untuk membingungkan roh jahat, lalu dibakar atau dibongkar setelah pawai. Suasana ramai, riuh dan penuh semangat.</p><ul><li>Pawai besar biasanya berlangsung di sekitar Lapangan Puputan Badung di Denpasar, di Kuta, dan di pusat Ubud.</li><li>Jalan utama ditutup sejak sore. Kami menyarankan menonton di dekat hotel Anda.</li><li>Setelah pawai, segera kembali ke penginapan: Nyepi dimulai pukul 06.00 keesokan harinya dan tidak ada kendaraan yang boleh beroperasi.</li></ul>",
      en: "<p>On the night before Nyepi, every banjar (village ward) parades its ogoh-ogoh, giant effigies of demons or of human vices. Young villagers spend months building them, and some stand five metres tall.</p><p>The ogoh-ogoh are carried through the village to the pounding of baleganjur marching gamelan, spun around at crossroads to confuse evil spirits, then burned or dismantled afterwards. It is loud, chaotic and full of energy.</p><ul><li>Big parades usually take place around Puputan Badung Square in Denpasar, in Kuta and in central Ubud.</li><li>Main roads close from late afternoon. We suggest watching near your hotel.</li><li>Head back to your accommodation after the parade: Nyepi starts at 06:00 the next morning and no vehicles may run.</li></ul>",
    },
    scenes: ["dance", "city", "temple-gate"],
  },
  {
    slug: "nyepi-2027-day-of-silence",
    title: {
      id: "Hari Raya Nyepi, Tahun Baru Saka 1949",
      en: "Nyepi, the Day of Silence 2027",
    },
    location: {
      id: "Seluruh Pulau Bali",
      en: "All of Bali",
    },
    start: "2027-03-09T06:00",
    end: "2027-03-10T06:00",
    content: {
      id: "<p>Selama 24 jam, seluruh Bali berhenti: tidak ada kendaraan di jalan, bandara Ngurah Rai tutup, lampu dipadamkan pada malam hari, dan semua orang, termasuk wisatawan, tinggal di dalam hotel atau rumah.</p><p>Umat Hindu menjalankan Catur Brata Penyepian: tidak menyalakan api, tidak bekerja, tidak bepergian dan tidak bersenang-senang. Bagi wisatawan, ini kesempatan langka untuk beristirahat total dan menikmati langit malam tanpa polusi cahaya.</p><ul><li>Tidak ada tur, transfer bandara maupun sewa kendaraan pada tanggal 9 Maret 2027.</li><li>Hotel tetap melayani tamu di dalam area hotel. Belanjalah kebutuhan pribadi sehari sebelumnya.</li><li>Hari berikutnya (Ngembak Geni, 10 Maret) aktivitas kembali normal dan warga saling berkunjung untuk bermaaf-maafan.</li></ul>",
      en: "<p>For 24 hours the whole of Bali stops: no traffic on the roads, Ngurah Rai Airport closed, lights off at night, and everyone, tourists included, stays inside their hotel or home.</p><p>Hindus observe the four Nyepi restraints: no fire or light, no work, no travel and no entertainment. For visitors it is a rare chance to rest completely and enjoy a night sky without light pollution.</p><ul><li>No tours, airport transfers or vehicle rentals run on 9 March 2027.</li><li>Hotels keep serving guests on the premises. Buy personal supplies the day before.</li><li>The following day (Ngembak Geni, 10 March) life returns to normal and families visit each other to ask forgiveness.</li></ul>",
    },
    scenes: ["temple-gate", "lake", "volcano"],
  },
  {
    slug: "omed-omedan-sesetan-2027",
    title: {
      id: "Tradisi Omed-omedan di Sesetan",
      en: 'Omed-omedan "kissing ritual" in Sesetan',
    },
    location: {
      id: "Banjar Kaja Sesetan, Denpasar Selatan, Denpasar",
      en: "Banjar Kaja Sesetan, South Denpasar, Denpasar",
    },
    start: "2027-03-10T14:00",
    end: "2027-03-10T18:00",
    content: {
      id: "<p>Sehari setelah Nyepi, pada Ngembak Geni, pemuda dan pemudi Banjar Kaja Sesetan menggelar omed-omedan, tradisi tarik-menarik yang sudah berlangsung turun-temurun. Dua kelompok, laki-laki dan perempuan, saling berhadapan; seorang pemuda dan pemudi diangkat ke depan dan saling berpelukan, lalu disiram air oleh warga.</p><p>Acara dibuka dengan sembahyang bersama dan diiringi gamelan. Suasananya penuh tawa dan sangat ramai; jalan di sekitar banjar dipadati penonton dari seluruh Denpasar.</p><p>Datanglah lebih awal untuk mendapat tempat, siap-siap basah, dan simpan kamera di tas tahan air. Jalan Raya Sesetan biasanya ditutup selama acara, jadi mobil akan menurunkan Anda di jalan terdekat.</p>",
      en: "<p>The day after Nyepi, on Ngembak Geni, the young unmarried people of Banjar Kaja Sesetan hold omed-omedan, a push-and-pull tradition handed down for generations. Two groups, young men and young women, face each other; a boy and a girl are lifted to the front to embrace, then doused with water by the crowd.</p><p>It opens with a group prayer and is accompanied by gamelan. The mood is full of laughter and very crowded; the lanes around the banjar fill with spectators from all over Denpasar.</p><p>Come early to get a spot, expect to get wet, and keep your camera in a waterproof bag. Jalan Raya Sesetan is usually closed during the event, so the car will drop you on the nearest open street.</p>",
    },
    scenes: ["dance", "city", "temple-gate"],
  },
  {
    slug: "bali-spirit-festival-2027",
    title: {
      id: "BaliSpirit Festival 2027",
      en: "BaliSpirit Festival 2027",
    },
    location: {
      id: "Ubud, Gianyar",
      en: "Ubud, Gianyar",
    },
    start: "2027-04-28T08:00",
    end: "2027-05-02T22:00",
    content: {
      id: "<p>Festival yoga, tari dan musik di Ubud yang mempertemukan pengajar dari seluruh dunia dengan seniman Bali. Siang hari diisi kelas yoga, meditasi, breathwork dan lokakarya; malam hari ada konser musik dunia dan pertunjukan tari.</p><ul><li>Tiket harian dan tiket penuh dijual langsung oleh panitia; harga kelas umumnya dalam rupiah.</li><li>Tanggal di atas adalah perkiraan berdasarkan jadwal tahun-tahun sebelumnya. Tanggal pasti diumumkan panitia beberapa bulan sebelumnya.</li><li>Penginapan di Ubud cepat penuh pada minggu festival; pesan lebih awal.</li></ul><p>Kami menyediakan antar jemput dari Bali selatan ke Ubud dan kembali, atau mobil dengan sopir untuk mengisi hari bebas Anda di sekitar Ubud.</p>",
      en: "<p>A yoga, dance and music festival in Ubud that brings teachers from around the world together with Balinese artists. Days are for yoga, meditation, breathwork and workshops; evenings bring world-music concerts and dance performances.</p><ul><li>Day and full passes are sold directly by the organisers; class prices are usually in rupiah.</li><li>The dates shown are estimates based on previous years. The organisers announce the exact dates a few months ahead.</li><li>Accommodation in Ubud fills up quickly during festival week; book early.</li></ul><p>We offer transfers from south Bali to Ubud and back, or a car with driver to fill your free days around Ubud.</p>",
    },
    scenes: ["spa", "jungle", "dance"],
  },
  {
    slug: "bali-arts-festival-2027",
    title: {
      id: "Pesta Kesenian Bali ke-49",
      en: "49th Bali Arts Festival (Pesta Kesenian Bali)",
    },
    location: {
      id: "Taman Werdhi Budaya (Art Centre), Denpasar",
      en: "Taman Werdhi Budaya Art Centre, Denpasar",
    },
    start: "2027-06-12T15:00",
    end: "2027-07-10T22:00",
    content: {
      id: "<p>Pesta Kesenian Bali adalah festival seni terbesar di pulau ini, berlangsung sekitar sebulan setiap Juni–Juli. Dibuka dengan pawai besar di sekitar Monumen Bajra Sandhi, Renon, yang menampilkan kontingen dari kesembilan kabupaten dan kota di Bali.</p><p>Setiap hari ada pertunjukan di panggung-panggung Taman Werdhi Budaya: tari klasik, gong kebyar, drama tari, wayang kulit, arja, dan lomba antar-sanggar. Pameran kerajinan dan kuliner daerah buka dari siang sampai malam.</p><ul><li>Sebagian besar pertunjukan gratis; datanglah satu jam lebih awal untuk pertunjukan malam di panggung terbuka Ardha Candra.</li><li>Jadwal harian diumumkan oleh Dinas Kebudayaan Provinsi Bali. Tanggal di atas adalah perkiraan sampai jadwal resmi terbit.</li><li>Parkir di sekitar Art Centre sangat terbatas pada malam hari. Sopir kami bisa mengantar dan menjemput Anda.</li></ul>",
      en: "<p>The Bali Arts Festival is the island's biggest arts event, running for about a month every June–July. It opens with a huge parade around the Bajra Sandhi Monument in Renon, with contingents from all nine regencies and cities of Bali.</p><p>Every day there are performances on the stages of the Taman Werdhi Budaya Art Centre: classical dance, gong kebyar, dance drama, shadow puppets, arja opera and competitions between dance schools. Craft and regional food stalls are open from midday until late.</p><ul><li>Most performances are free; arrive an hour early for evening shows at the open-air Ardha Candra stage.</li><li>The daily programme is published by the Bali Provincial Culture Office. The dates above are estimates until the official schedule is out.</li><li>Parking around the Art Centre is very limited at night. Our drivers can drop you off and pick you up.</li></ul>",
    },
    scenes: ["dance", "temple-gate", "market"],
  },
  {
    slug: "bali-kite-festival-2027",
    title: {
      id: "Festival Layang-layang Bali 2027",
      en: "Bali Kite Festival 2027",
    },
    location: {
      id: "Pantai Padang Galak, Kesiman, Denpasar",
      en: "Padang Galak Beach, Kesiman, Denpasar",
    },
    start: "2027-07-17T09:00",
    end: "2027-07-18T18:00",
    content: {
      id: "<p>Saat angin timur bertiup kencang di musim kemarau, langit di atas Sanur dan Padang Galak dipenuhi layang-layang tradisional raksasa. Tiga bentuk klasiknya adalah bebean (ikan), janggan (naga dengan ekor puluhan meter) dan pecukan (daun).</p><p>Setiap layang-layang dibawa puluhan anggota banjar dengan truk, diiringi gamelan, dan diterbangkan bersama-sama. Tradisi ini berakar pada doa kepada Dewa Indra agar panen melimpah.</p><ul><li>Lomba biasanya paling ramai dari pukul 10.00 sampai sore. Bawa topi dan tabir surya; lapangan di tepi pantai hampir tanpa naungan.</li><li>Tanggal di atas adalah perkiraan; lomba layang-layang berlangsung di beberapa akhir pekan pada Juli–Agustus.</li><li>Hati-hati saat layang-layang turun; talinya sangat kuat dan bisa melukai.</li></ul>",
      en: "<p>When the dry-season east wind blows hard, the sky above Sanur and Padang Galak fills with giant traditional kites. The three classic shapes are the bebean (fish), the janggan (a dragon with a tail tens of metres long) and the pecukan (leaf).</p><p>Each kite is brought by dozens of banjar members on a truck, with gamelan playing, and launched as a team. The tradition is rooted in prayers to the god Indra for a good harvest.</p><ul><li>Competitions are liveliest from 10:00 until late afternoon. Bring a hat and sunscreen; the beachside field has almost no shade.</li><li>The dates above are estimates; kite contests run over several weekends in July and August.</li><li>Take care when kites come down; the lines are very strong and can cut.</li></ul>",
    },
    scenes: ["beach-dusk", "sea", "dance"],
  },
  {
    slug: "galungan-kuningan-august-2027",
    title: {
      id: "Galungan dan Kuningan, Agustus 2027",
      en: "Galungan and Kuningan, August 2027",
    },
    location: {
      id: "Seluruh desa di Bali",
      en: "Every village across Bali",
    },
    start: "2027-08-11T06:00",
    end: "2027-08-21T13:00",
    content: {
      id: "<p>Siklus Pawukon 210 hari membawa Galungan kembali pada <strong>Rabu, 11 Agustus 2027</strong>, disusul Kuningan pada <strong>Sabtu, 21 Agustus 2027</strong>. Kali ini perayaan jatuh di puncak musim kemarau, sehingga penjor yang menghiasi jalan-jalan desa tampak sangat cantik di bawah langit biru.</p><p>Sepuluh hari di antara kedua hari raya ini adalah masa yang meriah: warga berkunjung ke pura dan keluarga, dan di banyak desa barong berkeliling dari rumah ke rumah (ngelawang) diiringi gamelan anak-anak.</p><p>Pada hari Galungan dan Kuningan sendiri, sebagian toko dan warung tutup. Tur kami tetap berjalan dengan jadwal yang disesuaikan; pemandu akan menjelaskan makna penjor dan sesajen yang Anda lihat di sepanjang jalan.</p>",
      en: "<p>The 210-day Pawukon cycle brings Galungan back on <strong>Wednesday 11 August 2027</strong>, followed by Kuningan on <strong>Saturday 21 August 2027</strong>. This time the holidays fall at the height of the dry season, and the penjor lining the village streets look stunning against a blue sky.</p><p>The ten days between the two are festive: people visit temples and relatives, and in many villages a barong goes from house to house (ngelawang) accompanied by a children's gamelan.</p><p>On Galungan and Kuningan days themselves some shops and warungs close. Our tours run with adjusted timings, and your guide will explain the penjor and offerings you see along the way.</p>",
    },
    scenes: ["temple-gate", "rice-terraces", "dance"],
  },
  {
    slug: "sanur-village-festival-2027",
    title: {
      id: "Sanur Village Festival 2027",
      en: "Sanur Village Festival 2027",
    },
    location: {
      id: "Kawasan Pantai Sanur, Denpasar Selatan, Denpasar",
      en: "Sanur beachfront, South Denpasar, Denpasar",
    },
    start: "2027-08-25T16:00",
    end: "2027-08-29T22:00",
    content: {
      id: "<p>Festival tahunan warga Sanur yang sudah berjalan sejak 2006, memadukan seni, kuliner, olahraga air dan pelestarian lingkungan. Suasananya santai dan cocok untuk keluarga.</p><ul><li>Panggung musik dan tari setiap malam, dari gamelan dan joged sampai band lokal.</li><li>Pasar kuliner dengan puluhan stan makanan Bali dan Nusantara.</li><li>Lomba jukung (perahu tradisional), lomba layang-layang, fun run dan penanaman terumbu karang.</li></ul><p>Tanggal di atas adalah perkiraan; panitia biasanya mengumumkan tanggal pasti beberapa bulan sebelumnya. Masuk area festival umumnya gratis.</p><p>Jika Anda menginap di Kuta atau Seminyak, perjalanan ke Sanur sekitar 30–45 menit lewat bypass. Sopir kami bisa menunggu selama Anda menikmati festival.</p>",
      en: "<p>Sanur's annual community festival, running since 2006, mixes arts, food, water sports and environmental projects. The mood is relaxed and family-friendly.</p><ul><li>Music and dance on stage every evening, from gamelan and joged to local bands.</li><li>A food market with dozens of Balinese and Indonesian stalls.</li><li>Jukung (traditional outrigger) races, kite contests, a fun run and coral planting.</li></ul><p>The dates above are estimates; the organisers usually confirm them a few months ahead. Entry to the festival area is generally free.</p><p>From Kuta or Seminyak, Sanur is about 30–45 minutes along the bypass. Our driver can wait while you enjoy the festival.</p>",
    },
    scenes: ["beach-dusk", "boat", "food"],
  },
  {
    slug: "kuta-beach-festival-2027",
    title: {
      id: "Kuta Beach Festival 2027",
      en: "Kuta Beach Festival 2027",
    },
    location: {
      id: "Pantai Kuta, Badung",
      en: "Kuta Beach, Badung",
    },
    start: "2027-10-08T15:00",
    end: "2027-10-10T22:00",
    content: {
      id: "<p>Tiga hari perayaan di tepi Pantai Kuta: kompetisi selancar untuk peselancar lokal, parade budaya, festival kuliner, pasar kerajinan dan konser saat matahari terbenam.</p><p>Ini juga kesempatan melihat sisi lain Kuta. Desa adat Kuta menampilkan tari tradisional dan gamelan, dan ada aksi bersih pantai serta pelepasan tukik (anak penyu) bersama Kuta Beach Sea Turtle Conservation jika musimnya tepat.</p><ul><li>Tanggal di atas adalah perkiraan, menunggu pengumuman resmi panitia.</li><li>Jalan Pantai Kuta sering ditutup sebagian pada sore hari festival. Berjalan kaki dari hotel adalah pilihan terbaik.</li><li>Matahari terbenam sekitar pukul 18.15; datanglah pukul 17.00 untuk mendapat tempat di pasir.</li></ul>",
      en: "<p>Three days of celebrations on the Kuta beachfront: a surf contest for local surfers, a cultural parade, a food festival, a craft market and sunset concerts.</p><p>It is also a chance to see another side of Kuta. The traditional village of Kuta presents dance and gamelan, and there are beach clean-ups and, if the season is right, hatchling releases with the Kuta Beach Sea Turtle Conservation.</p><ul><li>The dates above are estimates pending the organisers' announcement.</li><li>Jalan Pantai Kuta is often partly closed on festival afternoons. Walking from your hotel is the best option.</li><li>Sunset is around 18:15; be there by 17:00 to get a spot on the sand.</li></ul>",
    },
    scenes: ["surf", "beach-dusk", "dance"],
  },
  {
    slug: "ubud-writers-readers-festival-2027",
    title: {
      id: "Ubud Writers & Readers Festival 2027",
      en: "Ubud Writers & Readers Festival 2027",
    },
    location: {
      id: "Ubud, Gianyar",
      en: "Ubud, Gianyar",
    },
    start: "2027-10-27T09:00",
    end: "2027-10-31T22:00",
    content: {
      id: "<p>Salah satu festival sastra terbesar di Asia Tenggara, digelar setiap akhir Oktober di Ubud sejak 2004. Penulis, jurnalis, pemikir dan seniman dari Indonesia dan mancanegara berbagi panggung dalam diskusi, peluncuran buku, lokakarya menulis, pemutaran film dan pertunjukan malam.</p><ul><li>Program utama berbayar (tiket harian atau tiket beberapa hari); banyak acara pendamping, pameran dan pertunjukan bisa dinikmati gratis.</li><li>Sesi berlangsung dalam bahasa Inggris dan Indonesia; beberapa sesi berbahasa Indonesia dilengkapi penerjemah.</li><li>Tanggal di atas adalah perkiraan; panitia mengumumkan program lengkap sekitar bulan Agustus.</li></ul><p>Venue tersebar di sekitar pusat Ubud, dan jalan-jalan di sana sangat macet pada minggu festival. Menginap di Ubud atau memakai mobil dengan sopir yang menurunkan Anda dekat venue akan menghemat banyak waktu.</p>",
      en: "<p>One of Southeast Asia's largest literary festivals, held every late October in Ubud since 2004. Writers, journalists, thinkers and artists from Indonesia and abroad share the stage for panels, book launches, writing workshops, film screenings and evening performances.</p><ul><li>The main programme is ticketed (day or multi-day passes); many side events, exhibitions and performances are free.</li><li>Sessions are in English and Indonesian; some Indonesian sessions have interpreters.</li><li>The dates above are estimates; the full programme is usually announced around August.</li></ul><p>Venues are spread around central Ubud, and the roads there are very congested during festival week. Staying in Ubud, or using a car with driver who drops you near the venues, saves a lot of time.</p>",
    },
    scenes: ["jungle", "rice-terraces", "food"],
  },
];
