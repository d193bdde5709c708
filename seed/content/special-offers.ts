import type { Localized, RichText, SpecialOfferSeed } from "../types.ts";

/** The terms every offer shares; each offer adds its own lines before these. */
const COMMON_TNC: Localized<RichText> = {
  id: "<li>Promo berlaku untuk tur dan layanan yang berangkat dalam tiga bulan ke depan, dihitung dari tanggal pemesanan.</li><li>Tulis nama promo di kolom <em>Permintaan khusus</em> saat memesan. Potongan harga tercantum di e-mail konfirmasi kami, yang umumnya dikirim dalam 48 jam.</li><li>Tidak dapat digabung dengan promo lain dan tidak dapat ditukar dengan uang tunai.</li><li>Pembayaran pada hari tur kepada sopir, tunai atau transfer bank dalam rupiah (tidak menerima uang tunai dolar AS). PayPal, kartu kredit atau transfer di muka diatur lewat e-mail; kartu Amex, Visa dan Mastercard di kantor kami dikenakan biaya 3%.</li><li>Kebijakan pembatalan mengikuti ketentuan masing-masing aktivitas: biaya hingga 50%, dan 100% jika tidak hadir (no-show).</li><li>Tidak berlaku pada tanggal 9 Maret 2027 (Nyepi).</li>",
  en: "<li>The offer applies to tours and services departing within the next three months from the date of booking.</li><li>Write the offer name in the <em>Special request</em> field when you book. The discount is shown in our confirmation e-mail, usually sent within 48 hours.</li><li>Cannot be combined with other offers or exchanged for cash.</li><li>Payment on the day to the driver, in cash or by bank transfer in rupiah (no US dollar cash). PayPal, credit card or an advance transfer can be arranged by e-mail; Amex, Visa and Mastercard paid at our office carry a 3% surcharge.</li><li>Each activity's own cancellation policy applies: a fee of up to 50%, and 100% for a no-show.</li><li>Not valid on 9 March 2027 (Nyepi).</li>",
};

const tnc = (id: string, en: string): Localized<RichText> => ({
  id: `<ul>${id}${COMMON_TNC.id}</ul>`,
  en: `<ul>${en}${COMMON_TNC.en}</ul>`,
});

export const specialOffers: SpecialOfferSeed[] = [
  {
    slug: "early-booking-10-percent",
    title: {
      id: "Pesan lebih awal, hemat 10%",
      en: "Book early and save 10%",
    },
    short_des: {
      id: "Potongan 10% untuk semua tur sehari jika Anda memesan minimal 21 hari sebelum tanggal tur.",
      en: "10% off every day tour when you book at least 21 days before your tour date.",
    },
    des: {
      id: "<p>Sudah punya tanggal liburan? Pesan tur Anda sekarang dan dapatkan potongan 10%. Memesan lebih awal juga memberi kami waktu untuk menyiapkan sopir dan pemandu terbaik untuk tanggal Anda, terutama di musim ramai.</p><p>Tidak perlu bayar di muka: Anda tetap membayar pada hari tur, dan Anda masih bisa mengubah tanggal sesuai kebijakan pembatalan aktivitas tersebut.</p>",
      en: "<p>Got your holiday dates? Book your tours now and get 10% off. Booking early also gives us time to line up our best drivers and guides for your dates, especially in the busy season.</p><p>Nothing to pay up front: you still pay on the day of the tour, and you can change the date within the activity's cancellation policy.</p>",
    },
    tnc: tnc(
      "<li>Pemesanan harus masuk minimal 21 hari sebelum tanggal tur.</li><li>Berlaku untuk aktivitas kategori Tur Sehari, Pura & Budaya, serta Gunung & Trekking.</li><li>Jika tanggal diubah menjadi kurang dari 21 hari dari tanggal perubahan, potongan tidak berlaku.</li>",
      "<li>The booking must reach us at least 21 days before the tour date.</li><li>Valid for activities in the Day tours, Temples & culture, and Volcano & trekking categories.</li><li>If the date is changed to less than 21 days from the day of the change, the discount no longer applies.</li>",
    ),
    scenes: ["rice-terraces", "temple-gate", "volcano"],
  },
  {
    slug: "honeymoon-couples-gift",
    title: {
      id: "Spesial bulan madu: hadiah untuk pasangan",
      en: "Honeymoon special: a gift for couples",
    },
    short_des: {
      id: "Pesan dua aktivitas bulan madu dan dapatkan antar jemput bandara gratis dengan dekorasi bunga.",
      en: "Book two honeymoon activities and get a free airport transfer with a flower decoration.",
    },
    des: {
      id: "<p>Untuk pasangan pengantin baru yang memesan minimal dua aktivitas dari kategori Bulan Madu, kami memberikan antar jemput bandara satu arah gratis dengan Toyota Innova, dihias bunga kamboja dan dilengkapi air mineral dingin.</p><p>Sebutkan juga tanggal pernikahan Anda: pada salah satu aktivitas, pemandu kami akan menyiapkan kejutan kecil khas Bali.</p>",
      en: "<p>For newlyweds who book at least two activities from our Honeymoon category, we add a free one-way airport transfer in a Toyota Innova, decorated with frangipani flowers and stocked with chilled water.</p><p>Tell us your wedding date too: on one of the activities, our guide will prepare a small Balinese surprise.</p>",
    },
    tnc: tnc(
      "<li>Berlaku untuk pasangan yang menikah dalam 12 bulan terakhir; kami dapat meminta foto buku nikah atau sertifikat pernikahan.</li><li>Minimal dua aktivitas kategori Bulan Madu dalam satu pemesanan.</li><li>Transfer gratis berlaku untuk zona Kuta, Legian, Seminyak, Jimbaran, Nusa Dua dan Sanur; zona lain dikenakan selisih harga.</li>",
      "<li>Valid for couples married within the last 12 months; we may ask for a photo of the marriage certificate.</li><li>At least two Honeymoon category activities in one booking.</li><li>The free transfer covers the Kuta, Legian, Seminyak, Jimbaran, Nusa Dua and Sanur zone; other areas pay the difference.</li>",
    ),
    scenes: ["beach-dusk", "spa", "cliff"],
  },
  {
    slug: "family-kids-half-price",
    title: {
      id: "Liburan keluarga: anak kedua setengah harga",
      en: "Family holiday: second child half price",
    },
    short_des: {
      id: "Untuk keluarga dengan dua anak atau lebih, anak kedua dan seterusnya membayar setengah harga anak.",
      en: "For families with two or more children, the second and every further child pays half the child price.",
    },
    des: {
      id: "<p>Liburan bersama anak-anak sering membuat biaya tur cepat membengkak. Karena itu, untuk aktivitas kategori Liburan Keluarga, anak pertama membayar harga anak biasa, dan anak kedua dan seterusnya cukup membayar setengahnya.</p><p>Anak di bawah empat tahun umumnya gratis (lihat ketentuan di setiap aktivitas). Kursi anak di mobil kami sediakan tanpa biaya; sebutkan usia anak saat memesan.</p>",
      en: "<p>Holidays with children can make tour costs add up fast. So for activities in our Family fun category, the first child pays the normal child price, and the second and any further child pay only half.</p><p>Children under four are usually free (see each activity's prices). Child seats in the car are free; tell us the children's ages when you book.</p>",
    },
    tnc: tnc(
      "<li>Berlaku untuk anak usia 4–11 tahun yang didampingi minimal satu orang dewasa yang membayar harga penuh.</li><li>Hanya untuk aktivitas kategori Liburan Keluarga.</li><li>Usia anak dapat diperiksa di lokasi; bawa fotokopi atau foto paspor anak.</li>",
      "<li>Valid for children aged 4–11 travelling with at least one adult paying full price.</li><li>Only for activities in the Family fun category.</li><li>Children's ages may be checked on site; bring a copy or photo of their passports.</li>",
    ),
    scenes: ["waterfall", "sea", "jungle"],
  },
  {
    slug: "rainy-season-saver",
    title: {
      id: "Hemat musim hujan 15%",
      en: "Rainy-season saver: 15% off",
    },
    short_des: {
      id: "Potongan 15% untuk tur pagi hari antara Desember 2026 dan Februari 2027, saat sawah paling hijau.",
      en: "15% off morning tours from December 2026 to February 2027, when the rice fields are at their greenest.",
    },
    des: {
      id: "<p>Musim hujan di Bali bukan berarti hujan seharian. Biasanya pagi cerah, dan hujan deras turun sore hari selama satu atau dua jam. Sawah sangat hijau, air terjun deras, dan tempat wisata jauh lebih sepi.</p><p>Karena itu kami memberi potongan 15% untuk tur yang berangkat pagi hari (sebelum pukul 09.00) selama musim hujan. Jika cuaca benar-benar buruk, kami akan menawarkan tanggal lain tanpa biaya.</p>",
      en: "<p>The rainy season in Bali doesn't mean rain all day. Mornings are usually bright, and a heavy downpour comes in the afternoon for an hour or two. The rice fields are vivid green, the waterfalls are full and the sights are far quieter.</p><p>So we give 15% off tours that start in the morning (before 09:00) during the rainy season. If the weather is truly bad, we will offer another date at no charge.</p>",
    },
    tnc: tnc(
      "<li>Berlaku untuk tur dengan jam mulai sebelum pukul 09.00 yang berangkat antara 1 Desember 2026 dan 28 Februari 2027.</li><li>Tidak berlaku pada 24 Desember 2026 sampai 2 Januari 2027.</li><li>Trip laut dan penyeberangan ke Nusa Penida dapat dibatalkan oleh operator kapal karena ombak; dalam hal ini Anda dapat memilih tanggal lain atau pengembalian dana penuh.</li>",
      "<li>Valid for tours starting before 09:00 that depart between 1 December 2026 and 28 February 2027.</li><li>Not valid from 24 December 2026 to 2 January 2027.</li><li>Sea trips and crossings to Nusa Penida may be cancelled by the boat operator because of waves; in that case you can choose another date or a full refund.</li>",
    ),
    scenes: ["rice-terraces", "waterfall", "jungle"],
  },
  {
    slug: "group-discount",
    title: {
      id: "Diskon rombongan hingga 15%",
      en: "Group discount up to 15%",
    },
    short_des: {
      id: "Rombongan 8 orang atau lebih hemat 10%, dan 15 orang atau lebih hemat 15% plus satu pemimpin rombongan gratis.",
      en: "Groups of 8 or more save 10%, and groups of 15 or more save 15% with one group leader free.",
    },
    des: {
      id: "<p>Berlibur bersama teman, keluarga besar, rekan kantor atau rombongan pernikahan? Semakin banyak peserta, semakin hemat.</p><ul><li>8–14 peserta: potongan 10%.</li><li>15 peserta atau lebih: potongan 15% dan satu pemimpin rombongan gratis.</li></ul><p>Kami akan menyiapkan kendaraan yang sesuai, dari Hiace sampai bus 35 kursi, dan satu koordinator yang bisa Anda hubungi lewat WhatsApp sepanjang hari.</p>",
      en: "<p>Travelling with friends, extended family, colleagues or a wedding party? The more of you, the more you save.</p><ul><li>8–14 participants: 10% off.</li><li>15 or more: 15% off and one group leader free.</li></ul><p>We arrange the right vehicle, from a Hiace to a 35-seat coach, and one coordinator you can reach on WhatsApp all day.</p>",
    },
    tnc: tnc(
      "<li>Jumlah peserta dihitung dewasa dan anak yang membayar, dalam satu pemesanan, tanggal dan aktivitas yang sama.</li><li>Jika jumlah peserta berkurang sebelum hari tur, potongan disesuaikan dengan jumlah akhir.</li><li>Untuk rombongan di atas 35 orang, harga dan jadwal diatur lewat e-mail.</li>",
      "<li>Participants are counted as paying adults and children in one booking, on the same date and activity.</li><li>If numbers drop before the tour, the discount is adjusted to the final count.</li><li>For groups above 35 people, prices and timings are arranged by e-mail.</li>",
    ),
    scenes: ["boat", "temple-gate", "rice-terraces"],
  },
  {
    slug: "long-stay-rental-7-for-6",
    title: {
      id: "Sewa seminggu, bayar enam hari",
      en: "Rent for a week, pay for six days",
    },
    short_des: {
      id: "Sewa mobil lepas kunci atau motor selama 7 hari, hari ketujuh gratis; sewa 30 hari hemat hingga 35%.",
      en: "Rent a self-drive car or scooter for 7 days and the seventh day is free; 30-day rentals save up to 35%.",
    },
    des: {
      id: "<p>Tinggal lama di Bali? Sewa mobil lepas kunci atau motor selama tujuh hari dan Anda hanya membayar enam. Untuk sewa 30 hari, harga bulanan kami hingga 35% lebih murah daripada tarif harian.</p><p>Kendaraan diantar dan dijemput gratis di Bali selatan, dan jika ada masalah di jalan, tim kami akan datang atau mengganti kendaraan secepatnya.</p>",
      en: "<p>Staying a while? Rent a self-drive car or scooter for seven days and pay for only six. For 30-day rentals our monthly rate is up to 35% cheaper than the daily price.</p><p>Free delivery and collection in south Bali, and if anything goes wrong on the road our team will come out or swap the vehicle as quickly as possible.</p>",
    },
    tnc: tnc(
      "<li>Berlaku untuk kategori Sewa Mobil Lepas Kunci dan Sewa Motor, dengan masa sewa berturut-turut.</li><li>Penyewa wajib memiliki SIM internasional yang berlaku untuk jenis kendaraan yang disewa, beserta SIM asal negara.</li><li>Untuk sewa 30 hari, pembayaran dilakukan di muka saat serah terima kendaraan; pengembalian lebih awal tidak mendapat pengembalian dana.</li>",
      "<li>Valid for the Car rental (self-drive) and Motorbike rental categories, for consecutive rental days.</li><li>Renters need an International Driving Permit valid for the vehicle type, plus their home licence.</li><li>For 30-day rentals, payment is made in full at handover; returning early is not refunded.</li>",
    ),
    scenes: ["car", "motorbike", "rice-terraces"],
  },
  {
    slug: "second-activity-discount",
    title: {
      id: "Aktivitas kedua hemat 10%",
      en: "10% off your second activity",
    },
    short_des: {
      id: "Pesan dua aktivitas atau lebih dalam satu e-mail dan dapatkan potongan 10% untuk aktivitas kedua dan seterusnya.",
      en: "Book two or more activities together and get 10% off the second and any further activity.",
    },
    des: {
      id: "<p>Ingin snorkeling di satu hari dan kelas memasak di hari lain? Gabungkan pemesanan Anda dan hemat 10% untuk setiap aktivitas setelah yang pertama.</p><p>Potongan dihitung dari aktivitas dengan harga lebih rendah. Kami juga akan mengatur jadwal agar penjemputan dari hotel Anda tidak bentrok dan tidak ada hari yang terlalu padat.</p>",
      en: "<p>Snorkelling one day and a cooking class another? Combine your bookings and save 10% on each activity after the first.</p><p>The discount is taken from the lower-priced activities. We also plan the schedule so pickups from your hotel don't clash and no day is too packed.</p>",
    },
    tnc: tnc(
      "<li>Semua aktivitas harus dipesan atas nama yang sama dan untuk jumlah peserta yang sama.</li><li>Tidak berlaku untuk kategori Sewa Kendaraan & Modem dan Atraksi & Tiket.</li><li>Jika salah satu aktivitas dibatalkan, potongan untuk aktivitas lain dihitung ulang.</li>",
      "<li>All activities must be booked under the same name and for the same number of people.</li><li>Not valid for the Rentals and Attractions & tickets categories.</li><li>If one activity is cancelled, the discount on the others is recalculated.</li>",
    ),
    scenes: ["food", "underwater", "spa"],
  },
];
