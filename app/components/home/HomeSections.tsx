/**
 * The home page's sections, one module per section; this list only keeps app/routes/home.tsx's
 * import working until the route imports each module itself. Their styles stay in
 * HomeSections.css.ts: vanilla-extract names a class after its file, so moving them would change
 * the page's HTML.
 */
export { AboutSection, DriverAndGuide, ReasonsToBook } from "./AboutUs.tsx";
export { ActivityRow, TypeRow, TypesSection } from "./ActivityRows.tsx";
export { CategoriesSection } from "./CategoriesSection.tsx";
export { ContactBox } from "./ContactBox.tsx";
export { ExploreTabs } from "./ExploreTabs.tsx";
export { GalleryTeaser } from "./GalleryTeaser.tsx";
export { MainMenu, Tagline } from "./HomeIntro.tsx";
export { LoginCard } from "./LoginCard.tsx";
