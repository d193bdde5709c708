/**
 * @splidejs/react-splide ships its types but its package.json `exports` does not point at them, so
 * TypeScript's bundler resolution cannot find them. These are the parts the home slider uses.
 */
declare module "@splidejs/react-splide" {
  import type { ComponentConstructor, Options } from "@splidejs/splide";
  import type { ComponentClass, FC, HTMLAttributes, JSX, ReactNode } from "react";

  export interface SplideProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
    options?: Options;
    /** Splide's parts to add, or to replace by Splide's own name for them. */
    extensions?: Record<string, ComponentConstructor>;
    hasTrack?: boolean;
    tag?: "div" | "section" | "header" | "footer" | "nav";
    children?: ReactNode;
  }

  export const Splide: ComponentClass<SplideProps>;
  export const SplideSlide: FC<JSX.IntrinsicElements["li"]>;
  export const SplideTrack: FC<JSX.IntrinsicElements["div"]>;
}

declare module "@splidejs/react-splide/css/core";
