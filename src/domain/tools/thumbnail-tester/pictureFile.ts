/**
 * The thumbnail tester's pictures (docs/product.md, thumbnail-tester): a file the visitor
 * chooses is kept only once the browser has decoded it as an image; anything else (a text file,
 * a text file renamed `.png`, a broken download) is refused with a message naming it, and the
 * picture already chosen stays.
 */

/** A picture the visitor chose, kept in the browser: its address (an object URL) and name. */
export interface ChosenPicture {
  url: string;
  name: string;
}

/** Which of the two pictures a file was chosen as, in the visitor's words. */
export type PictureRole = 'thumbnail' | 'profile picture';

/** docs/product.md, thumbnail-tester: names the file, and what it was chosen as. */
export const notAnImageMessage = (fileName: string, role: PictureRole) =>
  `${fileName ? `“${fileName}”` : 'That file'} is not an image. Please choose a JPG, PNG, GIF or WebP file for the ${role}.`;
