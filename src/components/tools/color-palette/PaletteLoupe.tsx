import '@mantine/core/styles/ColorSwatch.layer.css';
import { ColorSwatch, Text } from '@mantine/core';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { pixelColor, type PalettePicture } from '@/domain/tools/color-palette/palette';
import classes from './PaletteLoupe.module.css';

export interface PaletteLoupeProps {
  /** The analysed image (at most 400 px). */
  picture: PalettePicture;
  /** Called with the picked pixel's hex code (a click, Enter or Space). */
  onPick: (color: string) => void;
}

/** Pixels across the magnifier (odd, so one is in the middle). */
const LOUPE_PIXELS = 11;
const LOUPE_SIZE = 132;

/**
 * Pick a colour from the image: move the pointer (or the arrow keys; Shift moves 10 px) and the
 * magnifier shows the pixels around the point, enlarged 12 times; click, Enter or Space picks
 * the pixel in the middle.
 */
export function PaletteLoupe({ picture, onPick }: PaletteLoupeProps) {
  const imageRef = useRef<HTMLCanvasElement>(null);
  const loupeRef = useRef<HTMLCanvasElement>(null);
  const helpId = useId();
  const [point, setPoint] = useState(() => ({
    x: Math.floor(picture.width / 2),
    y: Math.floor(picture.height / 2),
  }));
  const color = pixelColor(picture, point.x, point.y);

  useEffect(() => {
    const draw = imageRef.current?.getContext('2d');
    if (!draw) return;
    draw.putImageData(
      new ImageData(new Uint8ClampedArray(picture.rgba), picture.width, picture.height),
      0,
      0,
    );
  }, [picture]);

  useEffect(() => {
    const source = imageRef.current;
    const draw = loupeRef.current?.getContext('2d');
    if (!source || !draw) return;
    const half = Math.floor(LOUPE_PIXELS / 2);
    draw.imageSmoothingEnabled = false;
    draw.clearRect(0, 0, LOUPE_SIZE, LOUPE_SIZE);
    draw.drawImage(
      source,
      point.x - half,
      point.y - half,
      LOUPE_PIXELS,
      LOUPE_PIXELS,
      0,
      0,
      LOUPE_SIZE,
      LOUPE_SIZE,
    );
  }, [point, picture]);

  const clamp = (x: number, y: number) => ({
    x: Math.min(picture.width - 1, Math.max(0, Math.round(x))),
    y: Math.min(picture.height - 1, Math.max(0, Math.round(y))),
  });
  const moveTo = (x: number, y: number) => {
    setPoint(clamp(x, y));
  };
  /** The picture's pixel under the pointer. */
  const pixelUnder = (event: MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return clamp(
      ((event.clientX - box.left) / box.width) * picture.width - 0.5,
      ((event.clientY - box.top) / box.height) * picture.height - 0.5,
    );
  };
  const pointAt = (event: MouseEvent<HTMLCanvasElement>) => {
    setPoint(pixelUnder(event));
  };
  /** A click picks the pixel it lands on (a click may come with no move before it). */
  const pickAt = (event: MouseEvent<HTMLCanvasElement>) => {
    const under = pixelUnder(event);
    setPoint(under);
    onPick(pixelColor(picture, under.x, under.y));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(point.x + move[0], point.y + move[1]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(color);
    }
  };
  const marker = {
    '--loupe-x': `${((point.x + 0.5) / picture.width) * 100}%`,
    '--loupe-y': `${((point.y + 0.5) / picture.height) * 100}%`,
  } as CSSProperties;

  return (
    <div className={classes.root}>
      <div className={classes.frame} style={marker}>
        <canvas
          ref={imageRef}
          width={picture.width}
          height={picture.height}
          className={classes.image}
          tabIndex={0}
          role="application"
          aria-label={`Pick a color from the image. Current color ${color}`}
          aria-describedby={helpId}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onClick={pickAt}
          onKeyDown={onKeyDown}
        />
        <span className={classes.marker} aria-hidden="true" />
      </div>
      <div className={classes.side}>
        <canvas
          ref={loupeRef}
          width={LOUPE_SIZE}
          height={LOUPE_SIZE}
          className={classes.loupe}
          aria-hidden="true"
        />
        <div className={classes.current}>
          <ColorSwatch color={color} size={20} withShadow={false} />
          <Text className={classes.code}>{color}</Text>
        </div>
        <Text id={helpId} className={classes.help}>
          Point or use the arrow keys, then click or press Enter to add the color.
        </Text>
      </div>
    </div>
  );
}
