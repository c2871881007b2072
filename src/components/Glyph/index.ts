export { Glyph, glyphNames, type GlyphName, type GlyphProps } from './Glyph';
