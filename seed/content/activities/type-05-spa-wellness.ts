import type { ActivitySeed, Localized, RichText } from "../../types.ts";

/** The pay-later terms are the same for every spa and wellness booking. */
const PAYMENT: Localized<RichText> = {
  id: `<p>Pesan sekarang, bayar nanti. Anda membayar pada hari kegiatan kepada sopir atau staf kami, <strong>tunai atau transfer bank, hanya dalam rupiah</strong>. Kami tidak menerima uang tunai dalam dolar AS; mata uang lain dihitung dengan kurs hari itu.</p>
<ul>
<li>Kartu kredit Amex, Visa dan Mastercard bisa dipakai di kantor kami dengan biaya tambahan 3%.</li>
<li>Jika ingin membayar lebih dulu lewat PayPal, kartu kredit atau transfer bank, balas e-mail konfirmasi kami dan kami kirimkan detailnya.</li>
</ul>`,
  en: `<p>Book now, pay later. You pay on the day to our driver or staff, <strong>in cash or by bank transfer, in Indonesian rupiah only</strong>. We cannot accept US dollars in cash; other currencies are converted at the day's rate.</p>
<ul>
<li>Amex, Visa and Mastercard are accepted at our office with a 3% surcharge.</li>
<li>If you would rather pay in advance by PayPal, credit card or bank transfer, reply to our confirmation e-mail and we will send the details.</li>
</ul>`,
};

export const spaWellness: ActivitySeed[] = [
  {
    code: "BT0501",
    slug: "ubud-balinese-massage-and-flower-bath",
    typeId: 5,
    regency: "gianyar",
    name: {
      id: "Pijat Bali dan Mandi Bunga di Ubud",
      en: "Ubud Balinese Massage and Flower Bath",
    },
    short_des: {
      id: "Pijat tradisional Bali, lulur dan mandi bunga di spa kecil yang menghadap sawah di pinggir Ubud.",
      en: "A traditional Balinese massage, body scrub and flower bath in a small spa overlooking the rice fields on the edge of Ubud.",
    },
    location: { id: "Ubud, Gianyar", en: "Ubud, Gianyar" },
    duration_hours: 2.5,
    cancelation_hours: 24,
    start_time: "10:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Pijat Bali 60 menit dengan minyak kelapa hangat oleh terapis bersertifikat</li>
<li>Lulur atau boreh tradisional dari rempah dan beras</li>
<li>Berendam di bak penuh kelopak kamboja dan mawar</li>
<li>Ruang perawatan terbuka dengan pemandangan sawah</li>
</ul>`,
      en: `<ul>
<li>60-minute Balinese massage with warm coconut oil by certified therapists</li>
<li>Traditional lulur or boreh scrub made from spices and rice</li>
<li>A soak in a tub full of frangipani and rose petals</li>
<li>Open-sided treatment rooms looking over the rice fields</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Spa ini berada di jalan kecil di sisi utara Ubud, sekitar sepuluh menit dari Pasar Ubud, di antara sawah dan kebun pisang. Bangunannya sederhana tetapi bersih: bale kayu beratap alang-alang, kipas angin, dan suara air dari subak di bawahnya. Terapisnya perempuan dari desa-desa sekitar yang sudah bertahun-tahun memijat dengan teknik Bali: tekanan telapak tangan, pijatan panjang, dan sedikit akupresur.</p>
<p>Setelah teh jahe dan cuci kaki dengan air bunga, Anda memilih minyak pijat (kelapa murni, kamboja, atau serai). Pijat berlangsung 60 menit, dilanjutkan lulur kunyit dan beras atau boreh cengkih yang menghangatkan badan. Sesudahnya Anda berendam di bak air hangat bertabur kelopak bunga sambil menikmati jus atau teh.</p>
<p>Paket Ritual Lengkap menambahkan refleksi kaki dan creambath, perawatan rambut khas Indonesia dengan pijat kepala dan bahu. Tekanan pijat bisa disesuaikan; katakan saja "pelan" atau "lebih kuat" kepada terapis.</p>`,
      en: `<p>The spa sits on a quiet lane on the north side of Ubud, about ten minutes from Ubud Market, between rice paddies and banana gardens. It is simple but spotless: thatched wooden bale, ceiling fans and the sound of the irrigation channel running below. The therapists are women from the surrounding villages who have practised Balinese massage for years, a mix of palm pressure, long strokes and a little acupressure.</p>
<p>After ginger tea and a foot wash in flower water you choose your oil (virgin coconut, frangipani or lemongrass). The massage lasts 60 minutes and is followed by a turmeric and rice lulur or a warming clove boreh scrub. You finish in a warm bath scattered with petals, with a juice or tea.</p>
<p>The Full Ritual adds foot reflexology and a creambath, the Indonesian hair treatment with a long scalp, neck and shoulder massage. Pressure is up to you; just tell the therapist softer or stronger.</p>`,
    },
    included: {
      id: [
        "Perawatan sesuai paket yang dipilih",
        "Teh jahe hangat dan jus buah",
        "Handuk, sarung, sandal dan celana sekali pakai",
        "Penjemputan dan pengantaran di area Ubud",
        "Pajak dan biaya layanan",
      ],
      en: [
        "Treatments of the package you choose",
        "Warm ginger tea and fruit juice",
        "Towels, sarong, slippers and disposable underwear",
        "Hotel pickup and drop-off in the Ubud area",
        "Tax and service charge",
      ],
    },
    whattobring: {
      id: [
        "Pakaian yang nyaman dan mudah diganti",
        "Ikat rambut",
        "Uang rupiah untuk tip (tidak wajib)",
        "Informasi alergi atau kondisi kesehatan",
      ],
      en: [
        "Comfortable clothes that are easy to change",
        "A hair tie",
        "Some rupiah for a tip (optional)",
        "Details of any allergies or health conditions",
      ],
    },
    pickup_time: {
      id: "Penjemputan 09:30-09:45 di hotel di Ubud; dari Bali selatan sekitar 08:30. Jam lain (10:00-16:00) bisa diminta saat memesan.",
      en: "Pickup 09:30-09:45 from hotels in Ubud; from south Bali around 08:30. Other start times (10:00-16:00) on request when you book.",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Ubud, atau langsung di spa di Jalan Suweta, Ubud utara (lokasi dikirim di e-mail konfirmasi).",
      en: "Your hotel lobby in Ubud, or directly at the spa on Jalan Suweta, north Ubud (location sent in the confirmation e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, tanggal dan jumlah orang, lalu kirim pemesanan.</li>
<li>Tunggu e-mail konfirmasi berisi nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan e-mail tersebut di ponsel kepada sopir atau resepsionis spa.</li>
<li>Datang 10 menit lebih awal jika langsung ke spa untuk mengisi formulir kesehatan singkat.</li>
</ol>`,
      en: `<ol>
<li>Choose your package, date and number of guests and send the booking.</li>
<li>Wait for our confirmation e-mail with your booking ID and pickup time.</li>
<li>Show that e-mail on your phone to the driver or the spa reception.</li>
<li>If you go straight to the spa, arrive 10 minutes early to fill in a short health form.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Tidak disarankan untuk ibu hamil trimester pertama; beri tahu kami jika Anda hamil agar terapis memakai teknik khusus.</li>
<li>Jika kulit Anda terbakar matahari, beri tahu kami; lulur bisa diganti perawatan lidah buaya yang menyejukkan.</li>
<li>Terapis laki-laki atau perempuan bisa diminta saat memesan, tergantung ketersediaan.</li>
<li>Penjemputan dari Kuta, Seminyak, Canggu, Sanur atau Nusa Dua dikenai biaya transfer tambahan (lihat produk di paket).</li>
</ul>`,
      en: `<ul>
<li>Not recommended in the first trimester of pregnancy; tell us if you are pregnant so the therapist can adapt the massage.</li>
<li>If you are sunburnt, let us know; the scrub can be replaced by a cooling aloe treatment.</li>
<li>You may ask for a male or female therapist when you book, subject to availability.</li>
<li>Pickup from Kuta, Seminyak, Canggu, Sanur or Nusa Dua has an extra transfer charge (see the products in each package).</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Pemesanan Anda dikonfirmasi lewat e-mail, biasanya dalam 48 jam, lengkap dengan nomor pemesanan dan jam penjemputan. Untuk perawatan esok hari, pesan sebelum pukul 17:00.</p>
<p>Pembatalan gratis hingga 24 jam sebelum jadwal. Setelah itu dikenai biaya hingga 50% dari total, dan tidak hadir (no-show) dikenai 100%.</p>`,
      en: `<p>Your booking is confirmed by e-mail, usually within 48 hours, with your booking ID and pickup time. For a treatment tomorrow, book before 17:00.</p>
<p>Free cancellation up to 24 hours before the start. After that a fee of up to 50% of the total applies, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Ubud Signature (2 jam)", en: "Ubud Signature (2 hours)" },
        detail: {
          id: `<ul>
<li>Cuci kaki dengan air bunga</li>
<li>Pijat Bali 60 menit</li>
<li>Lulur kunyit-beras atau boreh cengkih 30 menit</li>
<li>Mandi bunga 20 menit</li>
<li>Teh jahe dan jus buah</li>
</ul>`,
          en: `<ul>
<li>Flower foot wash</li>
<li>60-minute Balinese massage</li>
<li>30-minute turmeric and rice lulur or clove boreh scrub</li>
<li>20-minute flower bath</li>
<li>Ginger tea and fruit juice</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 450000, price_usd: 28, minimal: 1 },
          {
            name: {
              id: "Transfer dari Bali selatan (per mobil, pulang-pergi)",
              en: "Transfer from south Bali (per car, return)",
            },
            price_idr: 350000,
            price_usd: 22,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Ritual Lengkap (3 jam)", en: "Full Ritual (3 hours)" },
        detail: {
          id: `<ul>
<li>Semua perawatan Ubud Signature</li>
<li>Refleksi kaki 30 menit</li>
<li>Creambath dengan pijat kepala, leher dan bahu 30 menit</li>
<li>Piring buah tropis setelah perawatan</li>
</ul>`,
          en: `<ul>
<li>Everything in the Ubud Signature</li>
<li>30-minute foot reflexology</li>
<li>30-minute creambath with scalp, neck and shoulder massage</li>
<li>Tropical fruit plate after the treatment</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: {
              id: "Transfer dari Bali selatan (per mobil, pulang-pergi)",
              en: "Transfer from south Bali (per car, return)",
            },
            price_idr: 350000,
            price_usd: 22,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["spa", "rice-terraces", "jungle"],
  },
  {
    code: "BT0502",
    slug: "seminyak-couples-spa-ritual",
    typeId: 5,
    regency: "badung",
    name: {
      id: "Ritual Spa Pasangan di Seminyak",
      en: "Seminyak Couples Spa Ritual",
    },
    short_des: {
      id: "Pijat berdua di satu ruangan, mandi bunga pribadi dan teh sore di day spa yang tenang di Seminyak.",
      en: "Side-by-side massages, a private flower bath and afternoon tea for two at a calm day spa in Seminyak.",
    },
    location: { id: "Seminyak, Badung", en: "Seminyak, Badung" },
    duration_hours: 2.5,
    cancelation_hours: 24,
    start_time: "14:00",
    required_persons: 2,
    price_type: "per_package",
    highlight: {
      id: `<ul>
<li>Suite pasangan dengan dua tempat pijat dan bak mandi bunga pribadi</li>
<li>Pijat Bali 90 menit untuk Anda berdua pada waktu yang sama</li>
<li>Jadwal sore, selesai tepat sebelum matahari terbenam di Pantai Seminyak</li>
<li>Cocok untuk bulan madu atau ulang tahun pernikahan</li>
</ul>`,
      en: `<ul>
<li>A couples suite with two massage beds and a private flower bath</li>
<li>A 90-minute Balinese massage for both of you at the same time</li>
<li>Afternoon slot that ends just before sunset on Seminyak Beach</li>
<li>Ideal for a honeymoon or an anniversary</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Day spa ini terletak di sebuah gang di antara Jalan Kayu Aya dan Jalan Petitenget, jauh dari bising jalan raya meski hanya lima menit jalan kaki dari butik-butik Seminyak. Setiap suite pasangan punya taman kecil berdinding batu paras, dua tempat pijat, kamar mandi sendiri dan bak rendam yang cukup untuk berdua.</p>
<p>Perawatan dimulai dengan ritual cuci kaki dan pilihan aroma minyak. Dua terapis memijat Anda berdua bersamaan selama 90 menit dengan pijat Bali klasik, lalu bak mandi disiapkan dengan susu hangat, kelopak mawar dan kamboja. Anda berendam berdua tanpa gangguan sambil menikmati teh dan kue tradisional seperti klepon atau dadar gulung.</p>
<p>Paket Honeymoon menambahkan lulur, masker wajah alami dan segelas minuman bersoda atau jus, serta hiasan bunga di tempat tidur pijat. Sesudah perawatan, Pantai Petitenget hanya sepuluh menit jalan kaki untuk melihat matahari terbenam.</p>`,
      en: `<p>The day spa is tucked down a lane between Jalan Kayu Aya and Jalan Petitenget, away from traffic noise yet a five-minute walk from the Seminyak boutiques. Each couples suite has a small walled garden in paras stone, two massage beds, its own bathroom and a soaking tub big enough for two.</p>
<p>The treatment opens with a foot-wash ritual and a choice of oil. Two therapists massage you both at the same time for 90 minutes in classic Balinese style, then the tub is filled with warm milk, rose and frangipani petals. You have the bath to yourselves, with tea and traditional sweets such as klepon or dadar gulung.</p>
<p>The Honeymoon package adds a body scrub, a natural face mask, a glass of sparkling juice and a flower decoration on the massage beds. Petitenget Beach is a ten-minute walk away if you want to catch the sunset afterwards.</p>`,
    },
    included: {
      id: [
        "Suite pasangan pribadi selama perawatan",
        "Dua terapis untuk perawatan bersamaan",
        "Mandi bunga atau mandi susu untuk berdua",
        "Teh atau jus dan kue tradisional Bali",
        "Penjemputan di Seminyak, Legian, Kuta dan Berawa",
        "Pajak dan biaya layanan",
      ],
      en: [
        "Private couples suite for the treatment",
        "Two therapists working at the same time",
        "Flower or milk bath for two",
        "Tea or juice with traditional Balinese sweets",
        "Pickup from Seminyak, Legian, Kuta and Berawa",
        "Tax and service charge",
      ],
    },
    whattobring: {
      id: [
        "Pakaian ganti yang santai",
        "Baju renang jika ingin berendam dengan busana",
        "Kacamata hitam dan tabir surya untuk ke pantai sesudahnya",
        "Uang rupiah untuk tip (tidak wajib)",
      ],
      en: [
        "Relaxed clothes to change into",
        "Swimwear if you prefer to wear something in the bath",
        "Sunglasses and sunscreen for the beach afterwards",
        "Some rupiah for a tip (optional)",
      ],
    },
    pickup_time: {
      id: "Penjemputan 13:30-13:45 dari hotel di Seminyak, Legian, Kuta atau Berawa. Jadwal 10:00 juga tersedia.",
      en: "Pickup 13:30-13:45 from hotels in Seminyak, Legian, Kuta or Berawa. A 10:00 slot is also available.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau resepsionis spa di dekat Jalan Kayu Aya, Seminyak.",
      en: "Your hotel lobby, or the spa reception near Jalan Kayu Aya, Seminyak.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan satu paket untuk dua orang dan tulis acara khusus Anda (bulan madu, ulang tahun) di kolom permintaan khusus.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi di ponsel kepada sopir atau resepsionis.</li>
</ol>`,
      en: `<ol>
<li>Book one package for two people and mention any occasion (honeymoon, birthday) in the special request box.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Show the confirmation on your phone to the driver or the receptionist.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Harga berlaku untuk dua orang dalam satu suite; pasangan sesama jenis, sahabat atau ibu-anak juga dipersilakan.</li>
<li>Sampaikan jika salah satu dari Anda menginginkan tekanan pijat yang berbeda.</li>
<li>Anak di bawah 16 tahun tidak dapat mengikuti paket ini.</li>
<li>Penjemputan dari Nusa Dua, Jimbaran, Sanur atau Ubud bisa diatur dengan biaya tambahan.</li>
</ul>`,
      en: `<ul>
<li>The price is for two people sharing a suite; couples of any kind, friends or mother and daughter are equally welcome.</li>
<li>Let the therapists know if each of you wants a different pressure.</li>
<li>The package is not available for guests under 16.</li>
<li>Pickup from Nusa Dua, Jimbaran, Sanur or Ubud can be arranged for an extra charge.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, umumnya dalam 48 jam. Suite pasangan terbatas, jadi pesan paling lambat dua hari sebelumnya untuk akhir pekan dan musim liburan.</p>
<p>Pembatalan gratis hingga 24 jam sebelum jadwal; setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, mostly within 48 hours. Couples suites are limited, so book at least two days ahead for weekends and the holiday season.</p>
<p>Free cancellation up to 24 hours before the start; after that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Couple Relax (2 jam)", en: "Couple Relax (2 hours)" },
        detail: {
          id: `<ul>
<li>Ritual cuci kaki</li>
<li>Pijat Bali 90 menit untuk berdua</li>
<li>Mandi bunga atau mandi susu 30 menit</li>
<li>Teh dan kue tradisional</li>
</ul>`,
          en: `<ul>
<li>Foot-wash ritual</li>
<li>90-minute Balinese massage for two</li>
<li>30-minute flower or milk bath</li>
<li>Tea and traditional sweets</li>
</ul>`,
        },
        products: [
          {
            name: { id: "Per pasangan (2 orang)", en: "Per couple (2 people)" },
            price_idr: 1200000,
            price_usd: 75,
            minimal: 1,
          },
        ],
      },
      {
        name: { id: "Couple Honeymoon (3 jam)", en: "Couple Honeymoon (3 hours)" },
        detail: {
          id: `<ul>
<li>Semua perawatan Couple Relax</li>
<li>Lulur tradisional 30 menit</li>
<li>Masker wajah dari mentimun dan yoghurt</li>
<li>Hiasan bunga, jus bersoda dan piring buah</li>
</ul>`,
          en: `<ul>
<li>Everything in Couple Relax</li>
<li>30-minute traditional body scrub</li>
<li>Cucumber and yoghurt face mask</li>
<li>Flower decoration, sparkling juice and a fruit plate</li>
</ul>`,
        },
        products: [
          {
            name: { id: "Per pasangan (2 orang)", en: "Per couple (2 people)" },
            price_idr: 1950000,
            price_usd: 122,
            minimal: 1,
          },
        ],
      },
    ],
    scenes: ["spa", "beach-dusk", "city"],
  },
  {
    code: "BT0503",
    slug: "jimbaran-hot-stone-aromatherapy-spa",
    typeId: 5,
    regency: "badung",
    name: {
      id: "Spa Batu Panas dan Aromaterapi di Jimbaran",
      en: "Jimbaran Hot Stone and Aromatherapy Spa",
    },
    short_des: {
      id: "Pijat batu panas vulkanik dan aromaterapi di spa berbukit Jimbaran, selesai tepat saat matahari terbenam di teluk.",
      en: "A volcanic hot-stone and aromatherapy massage at a hillside spa in Jimbaran, finishing just as the sun sets over the bay.",
    },
    location: { id: "Jimbaran, Badung", en: "Jimbaran, Badung" },
    duration_hours: 2,
    cancelation_hours: 24,
    start_time: "15:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Batu basal dari Sungai Ayung dihangatkan untuk melemaskan otot punggung</li>
<li>Minyak aromaterapi racikan sendiri: serai, kenanga atau pala</li>
<li>Teras dengan pemandangan Teluk Jimbaran</li>
<li>Bisa lanjut makan malam seafood di pantai</li>
</ul>`,
      en: `<ul>
<li>Basalt stones from the Ayung River, heated to loosen tight back muscles</li>
<li>House-blended aromatherapy oils: lemongrass, ylang-ylang or nutmeg</li>
<li>A terrace looking over Jimbaran Bay</li>
<li>Easy to continue to a seafood dinner on the beach</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Spa ini berada di lereng bukit di atas Jimbaran, di jalan menuju Ungasan, sehingga dari terasnya Anda bisa melihat teluk dan pesawat yang mendarat di Ngurah Rai. Perawatannya cocok bagi yang pegal setelah penerbangan panjang, berselancar atau mendaki gunung.</p>
<p>Setelah konsultasi singkat, terapis memulai dengan pijat aromaterapi seluruh badan memakai minyak pilihan Anda, lalu meletakkan dan menggerakkan batu basal hangat di sepanjang punggung, bahu dan kaki. Panas batu membuat otot lebih cepat rileks, sehingga tekanan bisa lebih dalam tanpa terasa sakit. Sesi ditutup dengan pijat kepala dan teh sereh di teras.</p>
<p>Jadwal sore dipilih supaya Anda selesai sekitar pukul 17:30. Jika ingin, sopir kami bisa mengantar Anda ke kafe ikan bakar di Pantai Jimbaran (makan malam dibayar sendiri) sebelum kembali ke hotel.</p>`,
      en: `<p>The spa sits on the hillside above Jimbaran, on the road towards Ungasan, so from its terrace you see the bay and the planes landing at Ngurah Rai. The treatment suits anyone stiff from a long flight, a few days of surfing or a volcano hike.</p>
<p>After a short consultation the therapist starts with a full-body aromatherapy massage using the oil you choose, then places and glides warm basalt stones along your back, shoulders and legs. The heat relaxes the muscles faster, so the pressure can go deeper without hurting. The session ends with a head massage and lemongrass tea on the terrace.</p>
<p>The late-afternoon slot means you finish around 17:30. If you like, our driver can drop you at a grilled-fish café on Jimbaran Beach (dinner at your own cost) before taking you back to your hotel.</p>`,
    },
    included: {
      id: [
        "Pijat aromaterapi dan batu panas 90 menit",
        "Pijat kepala 15 menit",
        "Teh sereh dan camilan ringan",
        "Penjemputan di Jimbaran, Nusa Dua, Kuta dan Uluwatu",
        "Pajak dan biaya layanan",
      ],
      en: [
        "90-minute aromatherapy and hot-stone massage",
        "15-minute head massage",
        "Lemongrass tea and a light snack",
        "Pickup from Jimbaran, Nusa Dua, Kuta and Uluwatu",
        "Tax and service charge",
      ],
    },
    whattobring: {
      id: [
        "Pakaian santai",
        "Jaket tipis untuk teras sore hari",
        "Uang rupiah jika ingin makan malam di pantai",
        "Informasi kondisi kesehatan (tekanan darah, varises, kehamilan)",
      ],
      en: [
        "Casual clothes",
        "A light jacket for the terrace in the evening",
        "Rupiah if you plan to have dinner on the beach",
        "Details of any health conditions (blood pressure, varicose veins, pregnancy)",
      ],
    },
    pickup_time: {
      id: "Penjemputan 14:45-15:00 dari hotel di Jimbaran, Nusa Dua, Kuta atau Uluwatu.",
      en: "Pickup 14:45-15:00 from hotels in Jimbaran, Nusa Dua, Kuta or Uluwatu.",
    },
    meeting_point: {
      id: "Lobi hotel Anda, atau resepsionis spa di Jalan Bukit Permai, Jimbaran.",
      en: "Your hotel lobby, or the spa reception on Jalan Bukit Permai, Jimbaran.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih tanggal dan jumlah orang; tambahkan refleksi kaki jika mau.</li>
<li>Tunggu e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi kepada sopir atau resepsionis spa.</li>
<li>Beri tahu sopir di akhir sesi jika ingin diantar ke Pantai Jimbaran.</li>
</ol>`,
      en: `<ol>
<li>Choose your date and number of guests; add foot reflexology if you like.</li>
<li>Wait for the confirmation e-mail with your booking ID.</li>
<li>Show the confirmation to the driver or the spa reception.</li>
<li>Tell the driver after the session if you want to be dropped at Jimbaran Beach.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Pijat batu panas tidak dianjurkan bagi ibu hamil, penderita diabetes dengan gangguan saraf tepi, varises berat atau kulit yang terbakar matahari; terapis akan memberi pijat aromaterapi biasa sebagai gantinya.</li>
<li>Hanya untuk usia 16 tahun ke atas.</li>
<li>Makan malam di pantai tidak termasuk; sopir menunggu hingga 90 menit.</li>
</ul>`,
      en: `<ul>
<li>Hot stones are not advised during pregnancy, for diabetics with nerve problems in the feet, severe varicose veins or sunburnt skin; the therapist will give a regular aromatherapy massage instead.</li>
<li>For guests aged 16 and over.</li>
<li>Dinner on the beach is not included; the driver waits up to 90 minutes.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Anda menerima konfirmasi lewat e-mail, biasanya dalam 48 jam, dengan nomor pemesanan dan jam penjemputan.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya. Pembatalan yang lebih mendadak dikenai biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>You receive a confirmation by e-mail, usually within 48 hours, with your booking ID and pickup time.</p>
<p>Free cancellation up to 24 hours ahead. Later cancellations carry a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Batu Panas & Aromaterapi (2 jam)", en: "Hot Stone & Aromatherapy (2 hours)" },
        detail: {
          id: `<ul>
<li>Konsultasi dan pilihan minyak aromaterapi</li>
<li>Pijat seluruh badan dengan batu basal hangat 90 menit</li>
<li>Pijat kepala 15 menit</li>
<li>Teh sereh di teras</li>
<li>Tambahan: refleksi kaki 30 menit sebelum pijat</li>
</ul>`,
          en: `<ul>
<li>Consultation and choice of aromatherapy oil</li>
<li>90-minute full-body massage with warm basalt stones</li>
<li>15-minute head massage</li>
<li>Lemongrass tea on the terrace</li>
<li>Optional: 30-minute foot reflexology before the massage</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          {
            name: { id: "Tambahan refleksi kaki 30 menit", en: "Add 30-minute foot reflexology" },
            price_idr: 150000,
            price_usd: 9.5,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["spa", "beach-dusk", "cliff"],
  },
  {
    code: "BT0504",
    slug: "sidemen-sunrise-yoga-and-village-breakfast",
    typeId: 5,
    regency: "karangasem",
    name: {
      id: "Yoga Pagi dan Sarapan Desa di Sidemen",
      en: "Sidemen Sunrise Yoga and Village Breakfast",
    },
    short_des: {
      id: "Yoga pagi di panggung bambu menghadap Gunung Agung, sarapan Bali dan jalan santai di sawah Sidemen.",
      en: "Morning yoga on a bamboo deck facing Mount Agung, a Balinese breakfast and an easy walk through the Sidemen rice fields.",
    },
    location: { id: "Sidemen, Karangasem", en: "Sidemen, Karangasem" },
    duration_hours: 4,
    cancelation_hours: 48,
    start_time: "06:30",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Hatha yoga 75 menit untuk semua tingkat, dipandu guru lokal</li>
<li>Pemandangan Gunung Agung di pagi hari yang biasanya cerah</li>
<li>Sarapan bubur injin, buah dan kopi Bali</li>
<li>Jalan kaki di pematang sawah dan mampir ke penenun songket</li>
</ul>`,
      en: `<ul>
<li>75 minutes of all-levels hatha yoga led by a local teacher</li>
<li>Views of Mount Agung in the usually clear morning air</li>
<li>Breakfast of black rice pudding, fruit and Balinese coffee</li>
<li>A walk along the rice terraces with a stop at a songket weaver</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Sidemen adalah lembah hijau di Karangasem, sekitar satu jam dari Ubud, dengan sawah bertingkat dan Gunung Agung yang menjulang di utara. Pagi hari di sini sejuk dan sunyi, hanya terdengar ayam jago dan air irigasi. Kelas yoga berlangsung di panggung bambu terbuka di tepi sawah.</p>
<p>Guru kami, warga Sidemen yang mengajar hatha dan vinyasa dasar, memandu sesi 75 menit yang ramah pemula: pernapasan, sun salutation, gerakan peregangan dan relaksasi di akhir. Matras, balok dan selimut sudah disiapkan.</p>
<p>Sesudahnya sarapan disajikan di bale: bubur injin dengan santan, pisang rebus, buah, telur dan kopi atau teh lokal. Lalu Anda berjalan sekitar 45 menit di pematang sawah bersama pemandu, melewati kebun cabai dan salak, dan mampir ke rumah penenun songket dan endek. Paket dengan pijat menutup pagi dengan pijat Bali 60 menit.</p>`,
      en: `<p>Sidemen is a green valley in Karangasem, about an hour from Ubud, with terraced rice fields and Mount Agung rising to the north. Mornings here are cool and quiet, just roosters and running irrigation water. The class takes place on an open bamboo deck at the edge of the paddies.</p>
<p>Our teacher, a Sidemen local who teaches hatha and basic vinyasa, leads a 75-minute session suited to beginners: breathing, sun salutations, stretches and a final relaxation. Mats, blocks and blankets are provided.</p>
<p>Breakfast follows in the bale: black rice pudding with coconut milk, boiled banana, fruit, eggs and local coffee or tea. Then you walk about 45 minutes along the rice terraces with a guide, past chilli and snake-fruit gardens, and visit a family weaving songket and endek cloth. The package with massage ends the morning with a 60-minute Balinese massage.</p>`,
    },
    included: {
      id: [
        "Kelas yoga 75 menit dengan guru lokal",
        "Matras, balok dan selimut yoga",
        "Sarapan Bali dan kopi atau teh",
        "Jalan santai di sawah dengan pemandu",
        "Kunjungan ke penenun songket",
        "Air mineral",
      ],
      en: [
        "75-minute yoga class with a local teacher",
        "Mat, blocks and blanket",
        "Balinese breakfast with coffee or tea",
        "Guided rice-field walk",
        "Visit to a songket weaver",
        "Mineral water",
      ],
    },
    whattobring: {
      id: [
        "Pakaian olahraga yang longgar",
        "Jaket atau sweter tipis (pagi bisa 20°C)",
        "Sandal atau sepatu yang nyaman untuk pematang sawah",
        "Topi dan tabir surya",
        "Botol minum isi ulang",
      ],
      en: [
        "Loose exercise clothes",
        "A light jacket or sweater (mornings can be 20°C)",
        "Sandals or shoes you can walk on rice-field paths in",
        "Hat and sunscreen",
        "A refillable water bottle",
      ],
    },
    pickup_time: {
      id: "Penjemputan 06:15 dari penginapan di Sidemen. Dari Ubud sekitar 05:15 (dengan produk transfer).",
      en: "Pickup at 06:15 from accommodation in Sidemen. From Ubud around 05:15 (with the transfer product).",
    },
    meeting_point: {
      id: "Penginapan Anda di Sidemen, atau panggung yoga di Banjar Tabola, Sidemen (peta dikirim lewat e-mail).",
      en: "Your accommodation in Sidemen, or the yoga deck in Banjar Tabola, Sidemen (map sent by e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan paket dan, jika menginap di Ubud, tambahkan produk transfer.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan jam penjemputan.</li>
<li>Tunjukkan konfirmasi kepada sopir atau guru yoga.</li>
</ol>`,
      en: `<ol>
<li>Book the package and, if you stay in Ubud, add the transfer product.</li>
<li>Receive the confirmation e-mail with your booking ID and pickup time.</li>
<li>Show the confirmation to the driver or the yoga teacher.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Kelas untuk semua tingkat; beri tahu guru jika Anda punya cedera punggung atau lutut.</li>
<li>Jika hujan, yoga tetap berlangsung di panggung beratap; jalan sawah bisa dipersingkat.</li>
<li>Dari Kuta atau Seminyak perjalanan lebih dari dua jam; kami sarankan menginap semalam di Sidemen.</li>
<li>Anak usia 10 tahun ke atas boleh ikut dengan tarif yang sama.</li>
</ul>`,
      en: `<ul>
<li>The class suits all levels; tell the teacher about any back or knee injury.</li>
<li>If it rains, yoga goes ahead on the covered deck and the walk may be shortened.</li>
<li>From Kuta or Seminyak the drive is over two hours; we suggest spending a night in Sidemen.</li>
<li>Children aged 10 and over may join at the same price.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam. Kelas kecil, maksimal 10 peserta.</p>
<p>Pembatalan gratis hingga 48 jam sebelum jadwal. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours. Classes are small, 10 participants at most.</p>
<p>Free cancellation up to 48 hours before the start. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Yoga & Sarapan", en: "Yoga & Breakfast" },
        detail: {
          id: `<ul>
<li>06:30 yoga 75 menit</li>
<li>08:00 sarapan Bali</li>
<li>09:00 jalan sawah dan kunjungan penenun</li>
<li>10:30 kembali ke penginapan</li>
</ul>`,
          en: `<ul>
<li>06:30 75-minute yoga class</li>
<li>08:00 Balinese breakfast</li>
<li>09:00 rice-field walk and weaver visit</li>
<li>10:30 back to your accommodation</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 400000, price_usd: 25, minimal: 1 },
          {
            name: {
              id: "Transfer dari Ubud (per mobil, pulang-pergi)",
              en: "Transfer from Ubud (per car, return)",
            },
            price_idr: 450000,
            price_usd: 28,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Yoga, Sarapan & Pijat Bali", en: "Yoga, Breakfast & Balinese Massage" },
        detail: {
          id: `<ul>
<li>Semua kegiatan paket Yoga & Sarapan</li>
<li>Pijat Bali 60 menit di bale tepi sawah</li>
<li>Selesai sekitar pukul 11:45</li>
</ul>`,
          en: `<ul>
<li>Everything in the Yoga & Breakfast package</li>
<li>60-minute Balinese massage in a bale by the paddies</li>
<li>Ends around 11:45</li>
</ul>`,
        },
        products: [
          { name: { id: "Per orang", en: "Per person" }, price_idr: 650000, price_usd: 40.5, minimal: 1 },
          {
            name: {
              id: "Transfer dari Ubud (per mobil, pulang-pergi)",
              en: "Transfer from Ubud (per car, return)",
            },
            price_idr: 450000,
            price_usd: 28,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["rice-terraces", "volcano", "spa", "food"],
  },
  {
    code: "BT0505",
    slug: "ubud-sound-healing-and-meditation",
    typeId: 5,
    regency: "gianyar",
    name: {
      id: "Sound Healing dan Meditasi di Ubud",
      en: "Ubud Sound Healing and Meditation",
    },
    short_des: {
      id: "Sesi sound bath dengan mangkuk Tibet, gong dan genta Bali di shala kayu di tepi hutan Penestanan.",
      en: "A sound bath with singing bowls, gongs and Balinese bells in a wooden shala at the jungle edge in Penestanan.",
    },
    location: { id: "Penestanan, Ubud, Gianyar", en: "Penestanan, Ubud, Gianyar" },
    duration_hours: 1.5,
    cancelation_hours: 24,
    start_time: "17:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Sound bath 75 menit sambil berbaring, tanpa perlu pengalaman meditasi</li>
<li>Mangkuk kristal dan logam, gong, genta pemangku dan suling bambu</li>
<li>Shala kayu terbuka di atas lembah Sungai Wos</li>
<li>Sesi sore menjelang senja, maksimal 14 peserta</li>
</ul>`,
      en: `<ul>
<li>A 75-minute sound bath lying down, no meditation experience needed</li>
<li>Crystal and metal bowls, gongs, a priest's bell and bamboo flute</li>
<li>An open wooden shala above the Wos River valley</li>
<li>Late-afternoon session into dusk, 14 participants at most</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Penestanan adalah desa seniman di bukit barat Ubud, bisa dicapai lewat tangga dari Jalan Raya Campuhan atau dengan mobil lewat Sayan. Shala tempat sesi ini berlangsung berdiri di tepi hutan, menghadap lembah Sungai Wos, sehingga suara jangkrik dan burung ikut menjadi bagian dari suasana.</p>
<p>Sesi dibuka dengan perkenalan singkat dan latihan napas sederhana. Anda lalu berbaring di matras dengan bantal dan selimut, sementara fasilitator memainkan mangkuk Tibet dan kristal, gong, chime dan genta yang biasa dipakai pemangku di pura. Getaran suaranya membantu pikiran melambat; banyak peserta tertidur sebentar, dan itu wajar.</p>
<p>Di akhir sesi ada teh herbal dan waktu untuk bertanya. Paket dengan pijat menambahkan pijat Bali 60 menit di spa tetangga sebelum sound bath, sehingga Anda datang sudah rileks.</p>`,
      en: `<p>Penestanan is an artists' village on the ridge west of Ubud, reached by the staircase from Jalan Raya Campuhan or by car via Sayan. The shala stands at the edge of the forest facing the Wos River valley, so crickets and birds become part of the soundscape.</p>
<p>The session opens with a short introduction and simple breathing. You then lie on a mat with a cushion and blanket while the facilitator plays Tibetan and crystal bowls, gongs, chimes and the bell a temple priest uses in ceremonies. The vibrations help the mind slow down; many people drift off for a while, and that is fine.</p>
<p>Herbal tea and time for questions close the session. The package with massage adds a 60-minute Balinese massage at the neighbouring spa before the sound bath, so you arrive already relaxed.</p>`,
    },
    included: {
      id: [
        "Sesi sound healing dan meditasi 75 menit",
        "Matras, bantal, selimut dan penutup mata",
        "Teh herbal",
        "Penjemputan di pusat Ubud",
      ],
      en: [
        "75-minute sound healing and meditation session",
        "Mat, cushion, blanket and eye pillow",
        "Herbal tea",
        "Pickup in central Ubud",
      ],
    },
    whattobring: {
      id: ["Pakaian longgar berlapis", "Kaus kaki jika kaki Anda mudah dingin", "Obat anti nyamuk", "Botol minum"],
      en: ["Loose clothes in layers", "Socks if your feet get cold easily", "Mosquito repellent", "A water bottle"],
    },
    pickup_time: {
      id: "Penjemputan 16:30-16:40 dari hotel di pusat Ubud; untuk paket dengan pijat 15:15.",
      en: "Pickup 16:30-16:40 from hotels in central Ubud; 15:15 for the package with massage.",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Ubud, atau shala di Penestanan Kelod (titik lokasi dikirim lewat e-mail).",
      en: "Your hotel lobby in Ubud, or the shala in Penestanan Kelod (location pin sent by e-mail).",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket dan jumlah peserta, lalu kirim pemesanan.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunjukkan konfirmasi di pintu shala atau kepada sopir; lepas alas kaki sebelum masuk.</li>
</ol>`,
      en: `<ol>
<li>Choose a package and the number of participants and send the booking.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Show it at the shala door or to the driver; shoes come off before you enter.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Tidak disarankan bagi penderita epilepsi, pengguna alat pacu jantung, atau ibu hamil trimester pertama.</li>
<li>Remaja 12-17 tahun boleh ikut bersama orang tua; anak di bawah 12 tahun tidak diizinkan agar suasana tetap tenang.</li>
<li>Ponsel harus dalam mode senyap selama sesi.</li>
</ul>`,
      en: `<ul>
<li>Not recommended for people with epilepsy or a pacemaker, or in the first trimester of pregnancy.</li>
<li>Teenagers aged 12-17 may join with a parent; children under 12 are not admitted to keep the room quiet.</li>
<li>Phones must be on silent during the session.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam. Tempat terbatas 14 orang per sesi.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours. Each session takes 14 people at most.</p>
<p>Free cancellation up to 24 hours before; after that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Sound Healing 75 Menit", en: "75-Minute Sound Healing" },
        detail: {
          id: `<ul>
<li>Latihan napas pembuka</li>
<li>Sound bath dengan mangkuk, gong dan genta</li>
<li>Teh herbal dan sesi tanya jawab</li>
</ul>`,
          en: `<ul>
<li>Opening breathing practice</li>
<li>Sound bath with bowls, gongs and bells</li>
<li>Herbal tea and questions</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 300000, price_usd: 19, minimal: 1 },
          {
            name: { id: "Remaja (12-17 tahun)", en: "Teenager (12-17 years)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Pijat Bali + Sound Healing", en: "Balinese Massage + Sound Healing" },
        detail: {
          id: `<ul>
<li>15:30 pijat Bali 60 menit</li>
<li>17:00 sesi sound healing 75 menit</li>
<li>Teh herbal dan camilan sehat</li>
</ul>`,
          en: `<ul>
<li>15:30 60-minute Balinese massage</li>
<li>17:00 75-minute sound healing session</li>
<li>Herbal tea and a healthy snack</li>
</ul>`,
        },
        products: [{ name: { id: "Dewasa", en: "Adult" }, price_idr: 520000, price_usd: 32.5, minimal: 1 }],
      },
    ],
    scenes: ["spa", "jungle", "rice-terraces"],
  },
  {
    code: "BT0506",
    slug: "lake-batur-natural-hot-spring-soak",
    typeId: 5,
    regency: "bangli",
    name: {
      id: "Berendam di Air Panas Alami Danau Batur",
      en: "Lake Batur Natural Hot Spring Soak",
    },
    short_des: {
      id: "Sehari ke Kintamani untuk berendam di kolam air panas vulkanik di tepi Danau Batur, dengan Gunung Batur di depan mata.",
      en: "A day trip to Kintamani to soak in volcanic hot-spring pools on the shore of Lake Batur, with Mount Batur right in front of you.",
    },
    location: { id: "Toya Bungkah, Kintamani, Bangli", en: "Toya Bungkah, Kintamani, Bangli" },
    duration_hours: 8,
    cancelation_hours: 24,
    start_time: "08:00",
    required_persons: 2,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Kolam air panas 38-40°C dari mata air vulkanik, tepat di tepi danau</li>
<li>Pemandangan Gunung Batur dan Gunung Abang</li>
<li>Singgah di kebun kopi dan sawah Tegallalang</li>
<li>Mobil pribadi dengan sopir berbahasa Inggris</li>
</ul>`,
      en: `<ul>
<li>Pools at 38-40°C fed by volcanic springs, right on the lakeshore</li>
<li>Views of Mount Batur and Mount Abang</li>
<li>Stops at a coffee garden and the Tegallalang rice terraces</li>
<li>Private car with an English-speaking driver</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Di kaki Gunung Batur, di Desa Toya Bungkah, air tanah yang dipanaskan aktivitas vulkanik muncul di tepi danau. Beberapa kolam air panas dibangun di sini, berhadapan langsung dengan air danau yang biru dan lereng lava hitam dari letusan tahun 1968. Airnya mengandung mineral dan terasa hangat seperti mandi air panas, nikmat di udara Kintamani yang sejuk.</p>
<p>Sopir menjemput Anda pagi hari. Dalam perjalanan kami berhenti di sawah Tegallalang dan di kebun kopi di Tampaksiring untuk mencicipi kopi dan teh Bali. Setelah melewati tepi kaldera di Penelokan, jalan menurun tajam ke danau. Di kolam Anda bebas berendam sekitar dua jam; ada kolam besar, kolam yang lebih panas, dan kolam air dingin.</p>
<p>Paket dengan makan siang menambahkan prasmanan Indonesia atau ikan mujair goreng dari danau di restoran tepi danau. Perjalanan pulang lewat Kintamani sekitar pukul 14:30, tiba di hotel sore hari.</p>`,
      en: `<p>At the foot of Mount Batur, in the village of Toya Bungkah, groundwater heated by the volcano rises on the edge of the lake. Several hot-spring pools have been built here, facing the blue lake and the black lava fields of the 1968 eruption. The mineral water feels like a hot bath, lovely in the cool Kintamani air.</p>
<p>Your driver picks you up in the morning. On the way we stop at the Tegallalang rice terraces and a coffee garden in Tampaksiring to taste Balinese coffee and tea. After the crater rim at Penelokan the road drops steeply to the lake. At the pools you have about two hours to soak; there is a large pool, a hotter pool and a cold plunge.</p>
<p>The package with lunch adds an Indonesian buffet or fried lake fish at a lakeside restaurant. The drive back goes through Kintamani around 14:30, reaching your hotel in the late afternoon.</p>`,
    },
    included: {
      id: [
        "Mobil pribadi ber-AC dengan sopir berbahasa Inggris",
        "Bensin, parkir dan retribusi Kintamani",
        "Tiket masuk kolam air panas",
        "Handuk dan loker",
        "Air mineral di mobil",
      ],
      en: [
        "Private air-conditioned car with an English-speaking driver",
        "Fuel, parking and the Kintamani area fee",
        "Hot-spring entrance ticket",
        "Towel and locker",
        "Mineral water in the car",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan pakaian ganti",
        "Jaket (Kintamani bisa 18°C)",
        "Sandal",
        "Tabir surya dan topi",
        "Uang rupiah untuk jajan dan tip",
      ],
      en: [
        "Swimwear and a change of clothes",
        "A jacket (Kintamani can be 18°C)",
        "Sandals",
        "Sunscreen and a hat",
        "Rupiah for snacks and tips",
      ],
    },
    pickup_time: {
      id: "08:00 dari Ubud; 07:00 dari Kuta, Seminyak, Sanur, Canggu atau Nusa Dua.",
      en: "08:00 from Ubud; 07:00 from Kuta, Seminyak, Sanur, Canggu or Nusa Dua.",
    },
    meeting_point: {
      id: "Lobi hotel Anda di Ubud atau Bali selatan.",
      en: "Your hotel lobby in Ubud or south Bali.",
    },
    how_to_use: {
      id: `<ol>
<li>Pesan untuk minimal dua orang dan tulis nama serta alamat hotel Anda.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan dan nama sopir.</li>
<li>Sopir menunggu di lobi dengan papan nama Anda.</li>
</ol>`,
      en: `<ol>
<li>Book for at least two people and give your hotel name and address.</li>
<li>Receive the confirmation e-mail with your booking ID and the driver's name.</li>
<li>The driver waits in the lobby with a sign bearing your name.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Tidak dianjurkan bagi ibu hamil atau penderita tekanan darah tinggi untuk berendam lama di air panas; 15-20 menit sekali berendam sudah cukup.</li>
<li>Perhiasan perak bisa menghitam karena belerang; lepaskan sebelum berendam.</li>
<li>Pedagang di Penelokan bisa menawarkan barang dengan gigih; cukup menolak dengan sopan.</li>
<li>Tamu sendirian bisa memesan dengan tarif dua orang.</li>
</ul>`,
      en: `<ul>
<li>Long soaks are not advised during pregnancy or with high blood pressure; 15-20 minutes at a time is plenty.</li>
<li>Silver jewellery can tarnish in the sulphur water; take it off first.</li>
<li>Vendors at Penelokan can be persistent; a polite no is enough.</li>
<li>Solo travellers can book by paying the two-person rate.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, umumnya dalam 48 jam, dengan nomor pemesanan dan jam penjemputan.</p>
<p>Pembatalan gratis hingga 24 jam sebelum penjemputan. Setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, mostly within 48 hours, with your booking ID and pickup time.</p>
<p>Free cancellation up to 24 hours before pickup. After that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Air Panas & Transfer", en: "Hot Spring & Transfer" },
        detail: {
          id: `<ul>
<li>Singgah di Tegallalang dan kebun kopi</li>
<li>Tiket kolam air panas, handuk dan loker</li>
<li>Sekitar 2 jam di kolam</li>
<li>Makan siang dibayar sendiri</li>
</ul>`,
          en: `<ul>
<li>Stops at Tegallalang and a coffee garden</li>
<li>Hot-spring ticket, towel and locker</li>
<li>About 2 hours at the pools</li>
<li>Lunch at your own cost</li>
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
        name: { id: "Air Panas dengan Makan Siang", en: "Hot Spring with Lunch" },
        detail: {
          id: `<ul>
<li>Semua yang termasuk dalam paket Air Panas & Transfer</li>
<li>Makan siang di restoran tepi danau (prasmanan atau ikan mujair goreng)</li>
<li>Teh atau kopi panas</li>
</ul>`,
          en: `<ul>
<li>Everything in the Hot Spring & Transfer package</li>
<li>Lunch at a lakeside restaurant (buffet or fried lake fish)</li>
<li>Hot tea or coffee</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 750000, price_usd: 47, minimal: 1 },
          {
            name: { id: "Anak (4-11 tahun)", en: "Child (4-11 years)" },
            price_idr: 450000,
            price_usd: 28,
            minimal: 0,
          },
        ],
      },
    ],
    scenes: ["lake", "volcano", "spa", "rice-terraces"],
  },
  {
    code: "BT0507",
    slug: "banjar-hot-springs-and-lovina-massage",
    typeId: 5,
    regency: "buleleng",
    name: {
      id: "Air Panas Banjar dan Pijat di Lovina",
      en: "Banjar Hot Springs and Lovina Massage",
    },
    short_des: {
      id: "Setengah hari dari Lovina: berendam di pemandian air panas Banjar yang rindang, mampir ke vihara Buddha, lalu pijat Bali.",
      en: "A half day from Lovina: soak in the shady Banjar hot springs, visit the Buddhist monastery nearby and finish with a Balinese massage.",
    },
    location: { id: "Banjar, Buleleng", en: "Banjar, Buleleng" },
    duration_hours: 4,
    cancelation_hours: 24,
    start_time: "09:00",
    required_persons: 1,
    price_type: "per_person",
    highlight: {
      id: `<ul>
<li>Tiga kolam bertingkat dengan pancuran berkepala naga</li>
<li>Air belerang hangat sekitar 37°C di tengah hutan tropis</li>
<li>Brahmavihara Arama, vihara terbesar di Bali, hanya 10 menit dari sana</li>
<li>Pijat Bali 60 menit di Lovina pada paket lengkap</li>
</ul>`,
      en: `<ul>
<li>Three stepped pools with dragon-headed spouts</li>
<li>Warm sulphur water around 37°C surrounded by tropical forest</li>
<li>Brahmavihara Arama, the largest Buddhist monastery in Bali, 10 minutes away</li>
<li>60-minute Balinese massage in Lovina with the full package</li>
</ul>`,
    },
    activity_des: {
      id: `<p>Pemandian Air Panas Banjar terletak di perbukitan sekitar 20 menit ke barat dari Lovina. Mata airnya mengalir ke tiga kolam batu yang dikelilingi pohon besar dan pakis; air keluar dari delapan mulut naga (nāga) berlumut. Kolam paling atas paling hangat, dan kolam bawah punya pancuran tinggi yang seperti pijatan di bahu. Warga setempat sudah datang ke sini turun-temurun, percaya airnya baik untuk kulit dan pegal-pegal.</p>
<p>Kami datang pagi sebelum rombongan tur tiba, sehingga kolam masih tenang. Setelah sekitar satu jam berendam, Anda diantar ke Brahmavihara Arama di Desa Banjar Tegeha, vihara Theravada dengan replika stupa Borobudur, arca Buddha berwarna emas, taman dan pemandangan ke Laut Bali. Pakaian sopan diperlukan; sarung disediakan.</p>
<p>Paket lengkap diakhiri pijat Bali 60 menit di spa kecil dekat pantai Lovina sebelum Anda kembali ke penginapan sekitar pukul 13:00.</p>`,
      en: `<p>The Banjar hot springs lie in the hills about 20 minutes west of Lovina. The spring feeds three stone pools shaded by big trees and ferns, the water pouring from eight mossy dragon (nāga) heads. The top pool is the warmest, and the lower pool has tall spouts that feel like a shoulder massage. Local families have come here for generations, believing the water is good for the skin and aching muscles.</p>
<p>We arrive in the morning before the tour groups, so the pools are still quiet. After about an hour of soaking you are driven to Brahmavihara Arama in Banjar Tegeha, a Theravada monastery with a miniature Borobudur stupa, golden Buddha statues, gardens and views over the Bali Sea. Modest dress is required; sarongs are provided.</p>
<p>The full package ends with a 60-minute Balinese massage at a small spa near Lovina beach before you return to your accommodation around 13:00.</p>`,
    },
    included: {
      id: [
        "Transfer dari dan ke penginapan di Lovina",
        "Tiket masuk Air Panas Banjar",
        "Kunjungan ke Brahmavihara Arama dan sarung",
        "Air mineral",
        "Pijat Bali 60 menit (paket lengkap)",
      ],
      en: [
        "Transfer from and back to your accommodation in Lovina",
        "Banjar hot springs entrance ticket",
        "Visit to Brahmavihara Arama with sarong",
        "Mineral water",
        "60-minute Balinese massage (full package)",
      ],
    },
    whattobring: {
      id: [
        "Baju renang dan handuk",
        "Pakaian ganti yang menutup bahu dan lutut untuk ke vihara",
        "Sandal anti selip",
        "Kantong plastik untuk baju basah",
        "Uang rupiah untuk sewa loker dan sumbangan di vihara",
      ],
      en: [
        "Swimwear and a towel",
        "A change of clothes covering shoulders and knees for the monastery",
        "Non-slip sandals",
        "A plastic bag for wet clothes",
        "Rupiah for a locker and a donation at the monastery",
      ],
    },
    pickup_time: {
      id: "Penjemputan 08:45-09:00 dari penginapan di Lovina, Kalibukbuk atau Anturan.",
      en: "Pickup 08:45-09:00 from accommodation in Lovina, Kalibukbuk or Anturan.",
    },
    meeting_point: {
      id: "Penginapan Anda di kawasan Lovina.",
      en: "Your accommodation in the Lovina area.",
    },
    how_to_use: {
      id: `<ol>
<li>Pilih paket, tanggal dan jumlah peserta.</li>
<li>Terima e-mail konfirmasi dengan nomor pemesanan.</li>
<li>Tunggu sopir di lobi penginapan dan tunjukkan konfirmasi di ponsel.</li>
</ol>`,
      en: `<ol>
<li>Choose your package, date and number of people.</li>
<li>Receive the confirmation e-mail with your booking ID.</li>
<li>Wait for the driver in your lobby and show the confirmation on your phone.</li>
</ol>`,
    },
    payment: PAYMENT,
    note: {
      id: `<ul>
<li>Lantai kolam licin karena lumut; berjalanlah pelan-pelan.</li>
<li>Kolam adalah tempat umum yang juga dipakai warga; pakailah baju renang yang sopan.</li>
<li>Penjemputan dari Pemuteran atau Singaraja bisa diatur dengan biaya tambahan.</li>
<li>Pijat hanya untuk usia 12 tahun ke atas; anak ikut paket Air Panas & Vihara.</li>
</ul>`,
      en: `<ul>
<li>The pool floors are slippery with moss; walk slowly.</li>
<li>The pools are public and used by local families too; wear modest swimwear.</li>
<li>Pickup from Pemuteran or Singaraja can be arranged for an extra charge.</li>
<li>The massage is for ages 12 and up; children join the Hot Springs & Monastery package.</li>
</ul>`,
    },
    confirmation_detail: {
      id: `<p>Konfirmasi dikirim lewat e-mail, biasanya dalam 48 jam, dengan nomor pemesanan dan jam penjemputan.</p>
<p>Pembatalan gratis hingga 24 jam sebelumnya; setelah itu biaya hingga 50%, dan tidak hadir dikenai 100%.</p>`,
      en: `<p>Confirmation is sent by e-mail, usually within 48 hours, with your booking ID and pickup time.</p>
<p>Free cancellation up to 24 hours ahead; after that a fee of up to 50%, and a no-show is charged 100%.</p>`,
    },
    packages: [
      {
        name: { id: "Air Panas & Vihara", en: "Hot Springs & Monastery" },
        detail: {
          id: `<ul>
<li>Sekitar 1 jam di Air Panas Banjar</li>
<li>Kunjungan 45 menit ke Brahmavihara Arama</li>
<li>Kembali ke Lovina sekitar pukul 12:00</li>
</ul>`,
          en: `<ul>
<li>About 1 hour at the Banjar hot springs</li>
<li>45-minute visit to Brahmavihara Arama</li>
<li>Back in Lovina around 12:00</li>
</ul>`,
        },
        products: [
          { name: { id: "Dewasa", en: "Adult" }, price_idr: 350000, price_usd: 22, minimal: 1 },
          {
            name: { id: "Anak (4-11 tahun)", en: "Child (4-11 years)" },
            price_idr: 200000,
            price_usd: 12.5,
            minimal: 0,
          },
        ],
      },
      {
        name: { id: "Air Panas, Vihara & Pijat", en: "Hot Springs, Monastery & Massage" },
        detail: {
          id: `<ul>
<li>Semua kegiatan paket Air Panas & Vihara</li>
<li>Pijat Bali 60 menit di spa dekat Pantai Lovina</li>
<li>Teh jahe setelah pijat</li>
<li>Kembali ke penginapan sekitar pukul 13:00</li>
</ul>`,
          en: `<ul>
<li>Everything in the Hot Springs & Monastery package</li>
<li>60-minute Balinese massage at a spa near Lovina Beach</li>
<li>Ginger tea after the massage</li>
<li>Back at your accommodation around 13:00</li>
</ul>`,
        },
        products: [{ name: { id: "Per orang", en: "Per person" }, price_idr: 550000, price_usd: 34.5, minimal: 1 }],
      },
    ],
    scenes: ["spa", "jungle", "temple-gate"],
  },
];
