/** What D1 stores for one image: URLs and intrinsic sizes, so pages reserve the space. */
export interface StoredImage {
  original: string;
  thumbnail: string;
  width: number;
  height: number;
  thumb_width: number;
  thumb_height: number;
}
